"""Steps for `writing.feature`: saving one fact, the two refusals, the one-line cap, and bad input.

The shared steps (writing a fact, the reply, the files) live in `conftest.py`; these are the ones
only this feature needs."""

from __future__ import annotations

import json
from collections import Counter

from pytest_bdd import parsers, scenarios, then, when

from kotoba_conformance.contract import formats
from kotoba_conformance.contract.documented import FACT_CAP, WRITE_RESULT_KEYS, wrong_types
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.world import World

scenarios(feature("writing.feature"))

BLANKS = {"empty": "", "only spaces and tabs": " \t  \t ", "only line breaks": "\n\n\r\n"}

BREAKS = {
    "a line feed": "\n",
    "a carriage return": "\r",
    "a carriage return and a line feed": "\r\n",
    "two carriage returns": "\r\r",
    "a line separator U+2028": "\u2028",
    "a paragraph separator U+2029": "\u2029",
    "a next line U+0085": "\x85",
    "a vertical tab": "\x0b",
    "a form feed": "\x0c",
}
"""What may stand between the two lines of a multi-line fact: the first four end a Markdown line
(`store_files.LINE_ENDING`), the others are characters inside one."""

LETTERS = {
    "ASCII letters": str.maketrans("", ""),
    "accented letters": str.maketrans("aeiou", "åëïøü"),
    "Cyrillic letters": str.maketrans("abcdefghijklmnopqrstuvwxyz", "абцдефгхийклмнопярстужвьыз"),
    "Deseret letters": str.maketrans(
        "abcdefghijklmnopqrstuvwxyz", "".join(chr(0x10428 + n) for n in range(26))
    ),
}
"""The invented words' lowercase letters, one for one, in other letters: the same number of
characters and the same word boundaries, in more bytes (two of UTF-8 for accented and Cyrillic
letters; four of UTF-8 and two UTF-16 code units for Deseret's, outside the Basic Multilingual
Plane)."""

WIDE_GAPS = ["    ", "\t\t", "  \t  ", "\t   "]
"""Runs of whitespace wide enough to carry a fact of 300 characters on single spaces past 400."""


def writer_action(writer: str) -> str:
    return "memory_write" if writer == "model" else "write_fact"


# --- helpers -----------------------------------------------------------------------------------


def invented_words() -> list[str]:
    """Words of no language, with no "and", "or" or "but" among them (see `distinct_facts`)."""
    return " ".join(distinct_facts(60, start=900)).lower().split()


def fact_of_length(length: int) -> str:
    """Invented words joined by single spaces, exactly `length` characters long."""
    text = ""
    for word in invented_words():
        separator = " " if text else ""
        room = length - len(text) - len(separator)
        if len(word) + 6 <= room:  # leaves room for a last word of five letters or more
            text += separator + word
            continue
        text += separator + ("zu" * room)[: room - 1] + "k"
        break
    assert len(text) == length, "the invented words ran out"
    return text


def long_fact(length: int) -> str:
    """A fact over the cap whose word across the cap starts well before it, so that "the last
    word boundary within 400 characters" is the same place however an implementation counts
    (cutting to 398 or 399 to leave room for the ellipsis, or to 400 before adding it)."""
    words = invented_words()
    for skip in range(len(words)):
        text = " ".join(words[skip:])[:length]
        crosses_cap = " " not in text[FACT_CAP - 1 : FACT_CAP + 1]
        starts_early = text[:FACT_CAP].rfind(" ") < FACT_CAP - 6
        if len(text) == length and not text.endswith(" ") and crosses_cap and starts_early:
            return text
    raise AssertionError("no arrangement of the invented words puts a long word across the cap")


def spaced_out(words: str) -> str:
    """The words with tabs and runs of spaces between them, in turn."""
    separators = ["\t", "  ", " \t ", "   "]
    pieces = words.split()
    spaced = pieces[0]
    for index, piece in enumerate(pieces[1:]):
        spaced += separators[index % len(separators)] + piece
    return spaced


def spread_wide(words: str) -> str:
    """The words with the runs of `WIDE_GAPS` between them, in turn: over the cap, when the
    words on single spaces are well under it."""
    pieces = words.split()
    spread = pieces[0]
    for index, piece in enumerate(pieces[1:]):
        spread += WIDE_GAPS[index % len(WIDE_GAPS)] + piece
    assert len(spread) > FACT_CAP, f"spread to {len(spread)} characters only"
    return spread


def stored_cut(world: World, slug: str, ellipsis: str) -> tuple[str, str]:
    """The fact the scenario wrote, and what the topic's one stored fact kept of it before its
    ellipsis (which it must end with)."""
    facts = store_files.topic_facts(world.memory_dir, slug)
    assert len(facts) == 1, f"topics/{slug}.md holds {facts}"
    stored = facts[0]
    assert stored.endswith(ellipsis), f"the stored fact does not end with {ellipsis!r}: {stored!r}"
    return world.writing.fact, stored[: -len(ellipsis)].rstrip()


# --- When --------------------------------------------------------------------------------------


@when(parsers.parse('the model writes, under topic "{topic}", the fact:'))
def model_writes_docstring_under(world: World, topic: str, docstring: str) -> None:
    world.writing.fact = docstring
    world.writing.topic = topic
    world.remember_files()
    world.attempt("memory_write", docstring, topic)


@when(
    parsers.parse(
        'the model writes "{words}" under topic "{topic}" '
        "with tabs and runs of spaces between its words"
    )
)
def model_writes_spaced(world: World, words: str, topic: str) -> None:
    world.remember_files()
    world.attempt("memory_write", spaced_out(words), topic)


@when(
    parsers.parse('the model writes a fact of exactly {length:d} characters under topic "{topic}"')
)
def model_writes_exact_length(world: World, length: int, topic: str) -> None:
    world.writing.fact = fact_of_length(length)
    world.remember_files()
    world.attempt("memory_write", world.writing.fact, topic)


@when(parsers.parse('the model writes a fact of {length:d} characters under topic "{topic}"'))
def model_writes_long(world: World, length: int, topic: str) -> None:
    world.writing.fact = long_fact(length)
    world.remember_files()
    world.attempt("memory_write", world.writing.fact, topic)


@when(
    parsers.parse(
        f"the model writes a fact of {{length:d}} characters whose {FACT_CAP + 1}st character is"
        f' a space under topic "{{topic}}"'
    )
)
def model_writes_long_with_space_at_cap(world: World, length: int, topic: str) -> None:
    """Exactly 400 characters of whole words, a space, then more words: where "the last word
    boundary within 400" falls (400 or the space before the last word) is left open (R3)."""
    head = fact_of_length(FACT_CAP)
    tail = " ".join(invented_words()[::-1])
    world.writing.fact = f"{head} {tail}"[:length].rstrip()
    assert world.writing.fact[FACT_CAP] == " ", f"character {FACT_CAP + 1} is not a space"
    world.remember_files()
    world.attempt("memory_write", world.writing.fact, topic)


@when(parsers.parse('the model writes the fact {value}, which is not text, under topic "{topic}"'))
def model_writes_non_text(world: World, value: str, topic: str) -> None:
    world.remember_files()
    world.attempt("memory_write", json.loads(value), topic)


@when(parsers.parse('the store writes the fact {value}, which is not text, under topic "{topic}"'))
def store_writes_non_text(world: World, value: str, topic: str) -> None:
    world.remember_files()
    world.attempt("write_fact", json.loads(value), topic)


@when(
    parsers.parse('the model writes the fact "{fact}" under the topic {value}, which is not text')
)
def model_writes_non_text_topic(world: World, fact: str, value: str) -> None:
    world.remember_files()
    world.attempt("memory_write", fact, json.loads(value))


@when(
    parsers.re(
        r"the (?P<writer>model|store) writes a fact that is "
        r'(?P<blank>empty|only spaces and tabs|only line breaks) under topic "(?P<topic>[^"]+)"'
    )
)
def writes_blank(world: World, writer: str, blank: str, topic: str) -> None:
    world.remember_files()
    world.attempt("memory_write" if writer == "model" else "write_fact", BLANKS[blank], topic)


@when(
    parsers.re(
        r"the (?P<writer>model|store) writes a fact of exactly (?P<length>\d+) characters in "
        r'(?P<letters>.+ letters) under topic "(?P<topic>[^"]+)"'
    )
)
def writes_exact_length_in(
    world: World, writer: str, length: str, letters: str, topic: str
) -> None:
    world.writing.fact = fact_of_length(int(length)).translate(LETTERS[letters])
    world.remember_files()
    world.attempt(writer_action(writer), world.writing.fact, topic)


@when(
    parsers.re(
        r"the (?P<writer>model|store) writes a fact of (?P<length>\d+) characters in "
        r'(?P<letters>.+ letters) under topic "(?P<topic>[^"]+)"'
    )
)
def writes_long_in(world: World, writer: str, length: str, letters: str, topic: str) -> None:
    world.writing.fact = long_fact(int(length)).translate(LETTERS[letters])
    world.remember_files()
    world.attempt(writer_action(writer), world.writing.fact, topic)


@when(
    parsers.parse(
        'the store writes "{words}" under topic "{topic}" '
        "with tabs and runs of spaces between its words"
    )
)
def store_writes_spaced(world: World, words: str, topic: str) -> None:
    world.remember_files()
    world.attempt("write_fact", spaced_out(words), topic)


@when(
    parsers.re(
        r"the (?P<writer>model|store) writes a fact of (?P<length>\d+) characters spread past "
        rf'{FACT_CAP} by runs of spaces, under topic "(?P<topic>[^"]+)"'
    )
)
def writes_spread_past_cap(world: World, writer: str, length: str, topic: str) -> None:
    """The fact on single spaces is `length` characters; as sent, its runs take it past 400."""
    world.writing.fact = fact_of_length(int(length))
    world.remember_files()
    world.attempt(writer_action(writer), spread_wide(world.writing.fact), topic)


@when(
    parsers.re(
        r'the (?P<writer>model|store) writes, under topic "(?P<topic>[^"]+)", '
        r'"(?P<first>[^"]+)" and "(?P<second>[^"]+)" joined by (?P<joint>.+)'
    )
)
def writes_two_lines(
    world: World, writer: str, topic: str, *, first: str, second: str, joint: str
) -> None:
    """Two lines of text as one fact, with `joint` (a name in `BREAKS`) between them."""
    world.writing.fact = first + BREAKS[joint] + second
    world.writing.topic = topic
    world.remember_files()
    world.attempt(writer_action(writer), world.writing.fact, topic)


# --- Then --------------------------------------------------------------------------------------


@then("the result says the fact was written, retiring nothing and matching nothing")
def result_written_plainly(world: World) -> None:
    assert world.error is None, (
        f"expected a result, got {type(world.error).__name__}: {world.error}"
    )
    result = world.result
    assert result is not None, "the store function returned no dict"
    assert set(result) >= WRITE_RESULT_KEYS, (
        f"the result lacks {sorted(WRITE_RESULT_KEYS - set(result))}"
    )
    assert isinstance(result["reason"], str), f"reason is {result['reason']!r}"
    assert result["written"] is True, result
    assert result["retired"] == [], result
    assert result["conflicts"] == [], result
    assert result["duplicate_of"] is None, result


@then(parsers.parse('topic "{slug}" holds the fact:'))
def topic_holds_docstring(world: World, slug: str, docstring: str) -> None:
    facts = store_files.topic_facts(world.memory_dir, slug)
    assert docstring in facts, f"topics/{slug}.md holds {facts}"


@then(parsers.parse('topic "{slug}" holds that fact unchanged'))
def topic_holds_it_unchanged(world: World, slug: str) -> None:
    facts = store_files.topic_facts(world.memory_dir, slug)
    assert facts == [world.writing.fact], f"topics/{slug}.md holds {facts}"


@then(parsers.parse('topic "{slug}" holds that fact on single spaces, whole, with no ellipsis'))
def topic_holds_it_collapsed_whole(world: World, slug: str) -> None:
    facts = store_files.topic_facts(world.memory_dir, slug)
    assert facts == [world.writing.fact], (
        f"topics/{slug}.md holds {facts}, not the fact whole: {world.writing.fact!r}"
    )


@then(
    parsers.parse(
        f'topic "{{slug}}" holds that fact cut at its last word boundary within {FACT_CAP}'
        ' characters, followed by "{ellipsis}"'
    )
)
def topic_holds_it_cut(world: World, slug: str, ellipsis: str) -> None:
    original, kept = stored_cut(world, slug, ellipsis)
    assert len(kept) <= FACT_CAP, f"{len(kept)} characters kept: {kept!r}"
    expected = original[:FACT_CAP].rsplit(" ", 1)[0]
    assert kept == expected, (
        f"kept {kept!r}\nexpected the original up to its last space: {expected!r}"
    )


@then(
    parsers.parse(
        'topic "{slug}" holds that fact cut between two of its words, followed by "{end}"'
    )
)
def topic_holds_it_cut_between_words(world: World, slug: str, end: str) -> None:
    original, kept = stored_cut(world, slug, end)
    assert 0 < len(kept) <= FACT_CAP, f"{len(kept)} characters kept: {kept!r}"
    assert original.startswith(kept), f"kept {kept!r}, not a beginning of the fact"
    assert original[len(kept)] == " ", f"kept {kept!r}, which ends inside a word"


@then(
    parsers.parse(
        'the fact is either stored as one line under topic "{slug}" or refused with no file changed'
    )
)
def one_line_or_refused(world: World, slug: str) -> None:
    """A refusal may be a reply or a ValueError: the error contract lets a write refuse a fact
    holding a line break (R1; `World.attempt` checks the store was left as it was)."""
    one_line = formats.collapse(world.writing.fact)
    facts = store_files.topic_facts(world.memory_dir, slug)
    if one_line in facts:
        return
    after = store_files.snapshot(world.memory_dir)
    changed = sorted(
        k for k in after.keys() | world.before.keys() if after.get(k) != world.before.get(k)
    )
    assert not changed, (
        f"the fact is not stored as {one_line!r} (topics/{slug}.md holds {facts}), "
        f"yet files changed: {changed}"
    )


@then("no line of any file holds a piece of that fact without the rest of it")
@checks("WRITE-11")
def no_stray_piece(world: World) -> None:
    one_line = formats.collapse(world.writing.fact)
    pieces = [
        line.strip() for line in store_files.markdown_lines(world.writing.fact) if line.strip()
    ]
    after = store_files.snapshot(world.memory_dir)
    for name, data in after.items():
        before_lines = store_files.markdown_lines(world.before.get(name, b"").decode("utf-8"))
        after_lines = store_files.markdown_lines(data.decode("utf-8"))
        for piece in pieces:
            stray_before = Counter(x for x in before_lines if piece in x and one_line not in x)
            stray_after = Counter(x for x in after_lines if piece in x and one_line not in x)
            gained = stray_after - stray_before
            assert not gained, f"{name} gained {list(gained)}, a piece of the fact on its own line"


@then("USER.md has the same headings as before")
@checks("WRITE-11")
def same_headings(world: World) -> None:
    def headings(text: str) -> list[str]:
        return [line.rstrip() for line in store_files.markdown_lines(text) if line.startswith("#")]

    before = world.before.get(store_files.USER_MD, b"").decode("utf-8")
    assert before, "USER.md did not exist before the write"
    after = store_files.user_md(world.memory_dir)
    assert headings(after) == headings(before), f"USER.md now reads:\n{after}"


@then(parsers.parse('the Recent section of USER.md lists "{fact}"'))
def recent_lists(world: World, fact: str) -> None:
    recent = store_files.recent(world.memory_dir)
    assert fact in recent, f"## Recent lists {recent}"


@then("the write is turned away, by an error or by a reply")
@checks("WRITE-1")
def turned_away_with_reply(world: World) -> None:
    if world.error is None:
        answer = world.answer
        assert isinstance(answer, str), f"memory_write returned {answer!r}, not a reply"


@then("the write is turned away, by an error or by a result that writes nothing")
@checks("WRITE-1")
def turned_away_with_result(world: World) -> None:
    if world.error is None:
        answer = world.answer
        assert isinstance(answer, dict), f"write_fact returned {answer!r}, not a result"
        assert answer.get("written") is False, f"write_fact answered {answer!r}"


@then("the write is answered by a reply or by an error naming a bad argument")
@checks("WRITE-1")
def answered_clearly_by_reply(world: World) -> None:
    """R15: converting is allowed, so only the answer's clarity is checked: a reply in words,
    or the contract's error for a bad argument (TypeError or ValueError, which `attempt` keeps)."""
    if world.error is None:
        reply = world.answer
        assert isinstance(reply, str), f"memory_write returned {reply!r}, not a reply"
        assert reply.strip(), "memory_write answered with an empty reply"


@then("the write is answered by a result or by an error naming a bad argument")
@checks("WRITE-1")
def answered_clearly_by_result(world: World) -> None:
    """R15: a result with the documented keys, or the contract's error for a bad argument."""
    if world.error is None:
        answer = world.answer
        assert isinstance(answer, dict), f"write_fact returned {answer!r}, not a result"
        missing = sorted(WRITE_RESULT_KEYS - set(answer))
        assert not missing, f"the result lacks {missing}"


@then("every fact stored before is still in its topic file and under Recent")
@checks("WRITE-5")
def nothing_stored_lost(world: World) -> None:
    """Whatever became of the new value (R15 allows a conversion), nothing stored before it is
    lost or corrupted: each fact in its topic file and under Recent, the index whole."""
    assert world.topic_of, "setting up, no fact was stored"
    lost = [
        (topic, fact)
        for fact, topic in world.topic_of.items()
        if fact not in store_files.topic_facts(world.memory_dir, topic)
    ]
    assert not lost, f"facts lost from their topic files: {lost}"
    recent = store_files.recent(world.memory_dir)
    assert set(world.topic_of) <= set(recent), f"## Recent lists {recent}"
    torn = store_files.torn_index(store_files.user_md(world.memory_dir))
    assert torn is None, f"USER.md is no longer a whole index: {torn}"


@then("the result has the five documented keys, each of its documented type")
@checks("WRITE-1")
def result_shape(world: World) -> None:
    assert world.error is None, f"write_fact raised {type(world.error).__name__}: {world.error}"
    answer = world.answer
    assert isinstance(answer, dict), f"write_fact returned {answer!r}, not a result"
    assert set(answer) >= WRITE_RESULT_KEYS, (
        f"the result lacks {sorted(WRITE_RESULT_KEYS - set(answer))}"
    )
    wrong = wrong_types(answer)
    assert not wrong, f"write_fact answered {answer!r}: wrong type for {wrong}"


@then(parsers.parse('the result says written exactly when topic "{slug}" now holds "{fact}"'))
@checks("WRITE-1")
def written_matches_store(world: World, slug: str, fact: str) -> None:
    held = fact in store_files.topic_facts(world.memory_dir, slug)
    written = world.answer.get("written") if isinstance(world.answer, dict) else None
    assert written is held, (
        f"write_fact answered written={written!r}, but topic {slug!r} "
        f"{'holds' if held else 'does not hold'} {fact!r}"
    )
