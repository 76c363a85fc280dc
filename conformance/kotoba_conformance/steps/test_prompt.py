"""Steps for prompt.feature: the Recent facts and the pointer line (PROMPT-1..PROMPT-5)."""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract import formats
from kotoba_conformance.contract.documented import POINTER_LIMIT
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.expect import lines_mismatch
from kotoba_conformance.steps.support.invented_facts import numbered_facts
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.world import World

scenarios(feature("prompt.feature"))

POINTER_COMPARED = "by its numbers and its set of topics, wrapping aside: R2, R4"
PROMPT_COMPARED = (
    "fact lines exactly, in the order ## Recent lists them (R4), the pointer line "
    + POINTER_COMPARED
)


def prompt(world: World) -> tuple[list[str], str]:
    """The prompt's inline fact lines and its pointer line (wrapping joined)."""
    return store_files.split_prompt(world.system.facts_for_prompt())


def shown(world: World) -> str:
    return "\n".join(world.system.facts_for_prompt())


TAG = re.compile(r" \[[^\[\]]+\]$")
"""The ` [topic]` a fact line ends with."""


def in_recent_order(world: World, lines: list[str]) -> bool:
    """Whether the fact lines, untagged, come in the order `## Recent` lists those facts: the
    order itself is the implementation's (R4), the prompt's must be Recent's."""
    recent = store_files.recent(world.memory_dir)
    positions = [
        recent.index(fact) for fact in (TAG.sub("", line) for line in lines) if fact in recent
    ]
    return positions == sorted(positions)


def expect_fact_lines(world: World, expected: list[str]) -> None:
    """These fact lines, each once, in the order Recent lists their facts (R4)."""
    facts = prompt(world)[0]
    assert sorted(facts) == sorted(expected), f"the prompt was:\n{shown(world)}"
    assert in_recent_order(world, facts), (
        f"the prompt's facts are not in the order ## Recent lists them:\n{shown(world)}\n"
        f"## Recent: {store_files.recent(world.memory_dir)}"
    )


def pointer(world: World) -> str:
    line = formats.collapse(prompt(world)[1])
    assert line, f"the prompt has no pointer line:\n{shown(world)}"
    return line


# --- Given -------------------------------------------------------------------------------------


@given(
    parsers.parse(
        "{count:d} topics with names of {length:d} characters each hold one unrelated fact"
    )
)
def many_long_topics(world: World, count: int, length: int) -> None:
    for index in range(count):
        world.store_unrelated(1, ("long-topic-name-number-" * 2)[: length - 2] + f"{index:02d}")


# --- When --------------------------------------------------------------------------------------


@when(
    parsers.parse('the user changes the heading of the topic file "{slug}" to "{heading}" by hand')
)
def hand_changes_heading(world: World, slug: str, heading: str) -> None:
    """The file's first heading line replaced; its bullets left as they are."""
    path = store_files.topic_file(world.memory_dir, slug)
    lines = store_files.markdown_lines(path.read_text(encoding="utf-8"))
    first = next(i for i, line in enumerate(lines) if line.startswith("#"))
    path.write_text("\n".join([*lines[:first], heading, *lines[first + 1 :]]) + "\n", "utf-8")


# --- Then --------------------------------------------------------------------------------------


@then("the prompt is:")
def prompt_is(world: World, docstring: str) -> None:
    """Fact lines exactly, in the order Recent lists them; the pointer line exactly, bar wrapping
    (R2) and the order of its topics (R4)."""
    expected_facts, expected_pointer = store_files.split_prompt(docstring.splitlines())
    facts, actual_pointer = prompt(world)
    expected = formats.pointer_fields(expected_pointer)
    assert expected is not None, f"the scenario's pointer line is malformed: {expected_pointer}"
    same_facts = sorted(facts) == sorted(expected_facts) and in_recent_order(world, facts)
    if not same_facts or formats.pointer_fields(actual_pointer) != expected:
        raise AssertionError(
            lines_mismatch(
                world.system.facts_for_prompt(),
                [*expected_facts, formats.collapse(expected_pointer)],
                "the prompt",
                PROMPT_COMPARED,
            )
        )


@then(
    parsers.parse(
        "the prompt shows unrelated facts {first:d} to {last:d} in the order Recent lists them, "
        "each tagged with its topic"
    )
)
def prompt_numbered_as_recent(world: World, first: int, last: int) -> None:
    expect_fact_lines(
        world, [f"{fact} [{world.topic_of[fact]}]" for fact in numbered_facts(first, last)]
    )


@then(
    parsers.parse(
        "the prompt shows unrelated facts {first:d} to {last:d}, in the order written, "
        "each tagged with its topic"
    )
)
def prompt_numbered(world: World, first: int, last: int) -> None:
    """Oldest first, the documents' example order: the suite's reading (R4), optional."""
    expected = [f"{fact} [{world.topic_of[fact]}]" for fact in numbered_facts(first, last)]
    assert prompt(world)[0] == expected, f"the prompt was:\n{shown(world)}"


@then("whatever facts the prompt still shows, a pointer line follows, counting them")
@checks("PROMPT-2")
def pointer_follows_what_is_shown(world: World) -> None:
    """N is what is shown (a stale entry "may linger until" the next write, or go at once); M and
    K are left alone (a store may count from its index until the next write rebuilds it). An
    empty prompt, nothing shown, has nothing to follow."""
    facts, line = prompt(world)
    if not facts and not line:
        return
    totals = formats.POINTER_TOTALS.search(pointer(world))
    assert totals is not None, f"the pointer line states no totals:\n{pointer(world)}"
    assert int(totals[1]) == len(facts), f"the prompt was:\n{shown(world)}"


@then("the pointer line reads:")
def pointer_reads(world: World, docstring: str) -> None:
    expected = formats.pointer_fields(docstring)
    assert expected is not None, f"the scenario's pointer line is malformed: {docstring}"
    found = pointer(world)
    if formats.pointer_fields(found) != expected:
        raise AssertionError(
            lines_mismatch(
                [found], [formats.collapse(docstring)], "the pointer line", POINTER_COMPARED
            )
        )


@then(parsers.parse('the pointer line counts {facts:d} facts across {topics:d} topics: "{listed}"'))
def pointer_counts(world: World, facts: int, topics: int, listed: str) -> None:
    """M, K and the topic list; N is left alone (a hand-added bullet may or may not be inline)."""
    fields = formats.pointer_fields(pointer(world))
    assert fields is not None, f"the pointer line has not the documented shape:\n{pointer(world)}"
    _, m, k, items = fields
    assert (m, k) == (facts, topics), f"the pointer line is:\n{pointer(world)}"
    assert items == frozenset(listed.split(", ")), f"the pointer line is:\n{pointer(world)}"


@then(f"the pointer line is shorter than {POINTER_LIMIT} characters")
@checks("PROMPT-3")
def pointer_bounded(world: World) -> None:
    line = pointer(world)
    assert len(line) < POINTER_LIMIT, f"the pointer line is {len(line)} characters long:\n{line}"


@then(
    parsers.parse(
        "the pointer line states the {n:d} most recent of {m:d} facts, across {k:d} topics"
    )
)
@checks("PROMPT-2", "PROMPT-3")
def pointer_totals(world: World, n: int, m: int, k: int) -> None:
    """N, M and K as stated, whatever the line does to stay bounded (R11): what they count is
    PROMPT-2's, that the line states them, however many topics it names, PROMPT-3's."""
    totals = formats.POINTER_TOTALS.search(pointer(world))
    assert totals is not None, f"the pointer line states no totals:\n{pointer(world)}"
    assert tuple(map(int, totals.groups())) == (n, m, k), f"the pointer line is:\n{pointer(world)}"


@then("the pointer line's count of the most recent is the number of lines above it")
@checks("PROMPT-2")
def pointer_counts_shown(world: World) -> None:
    """N counts the inline facts, whatever they are: the lines the prompt shows above it."""
    fields = formats.pointer_fields(pointer(world))
    assert fields is not None, f"the pointer line has not the documented shape:\n{pointer(world)}"
    assert fields[0] == len(prompt(world)[0]), f"the prompt was:\n{shown(world)}"


@then(parsers.parse('the pointer line starts with "{start}"'))
@checks("PROMPT-2")
def pointer_starts(world: World, start: str) -> None:
    assert pointer(world).startswith(start), f"the pointer line is:\n{pointer(world)}"


@then(parsers.parse('the pointer line ends with "{end}"'))
def pointer_ends(world: World, end: str) -> None:
    assert pointer(world).endswith(end), f"the pointer line is:\n{pointer(world)}"


@then("the prompt's lines above the pointer line are:")
def prompt_fact_lines(world: World, datatable: list[list[str]]) -> None:
    expect_fact_lines(world, [row[0] for row in datatable[1:]])


@then(parsers.parse('the prompt shows "{fact}" bare or not at all'))
def bare_or_absent(world: World, fact: str) -> None:
    mentions = [line for line in prompt(world)[0] if fact in line]
    assert all(line == fact for line in mentions), f"the prompt was:\n{shown(world)}"


@then(parsers.parse('no prompt line mentions "{fact}"'))
def not_inline(world: World, fact: str) -> None:
    assert fact not in shown(world), f"the prompt was:\n{shown(world)}"


@then(parsers.parse("no prompt line mentions any of unrelated facts {first:d} to {last:d}"))
def numbered_not_inline(world: World, first: int, last: int) -> None:
    text = shown(world)
    inline = [fact for fact in numbered_facts(first, last) if fact in text]
    assert not inline, f"inline, though older than the 25 newest: {inline}"


@then(
    parsers.parse(
        "a search for the second word of each of unrelated facts {first:d} to {last:d} "
        "finds that whole fact"
    )
)
def search_finds_numbered(world: World, first: int, last: int) -> None:
    """One word, not the whole fact, so a reply that only quotes the query back finds nothing."""
    for fact in numbered_facts(first, last):
        word = fact.split()[1]
        reply = world.system.memory_recall(word)
        assert fact in reply, (
            f"a search for {word!r} did not find {fact!r}; the reply was:\n{reply}"
        )


# --- An empty prompt, and a fact shown bare -------------------------------------------------------


@then("the prompt lists no fact")
def prompt_lists_nothing(world: World) -> None:
    assert prompt(world)[0] == [], f"the prompt was:\n{shown(world)}"


@then(parsers.parse('the prompt shows "{fact}" bare'))
def shown_bare(world: World, fact: str) -> None:
    assert fact in prompt(world)[0], f"the prompt was:\n{shown(world)}"
