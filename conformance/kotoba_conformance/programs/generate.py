"""Generating programs: a fixed set per capability, the same on every run (seeded generators).

Each program opens on a store of a size either side of a documented number (0, 3, 7, 8, 9, 24,
25, 26, 30 facts, spread over one to three topics), then takes steps drawn from every kind of
operation the capability has: writes through both routes (new facts, corrections of a frame,
duplicates as written, with runs of whitespace, in another case, the documents' refused facts
and two facts joined by a semicolon, facts broken over lines by LF, CR LF or CR, facts of 399 to
450 characters, letters outside ASCII), hand edits (bullets and lines that are no bullet added,
bullets deleted, Recent lines added and deleted, every file saved again with CR LF or CR),
topics deleted from the settings and by hand, the whole store deleted, restarts and searches;
and with `session-search`, turns said (long and short words, words holding punctuation, FTS5
operator words, turns repeating stored facts) and searched, with facts and deletions between.

The generator keeps a rough shadow of the store to draw valid steps (a bullet it deletes was
written), assuming nothing the documents leave open: a fact whose fate is the implementation's
(a corrected one, a case variant) is never the target of a later step. A step that still
cannot be done on the store as it is (`interpreter.NotApplicable`) is passed over.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

from kotoba_conformance.contract.documented import R11_SLUG, R11_TOPICS
from kotoba_conformance.programs import texts
from kotoba_conformance.programs.interpreter import query_for
from kotoba_conformance.programs.operations import (
    AddBullet,
    AddLine,
    AddRecentLine,
    Bridge,
    DeleteBullet,
    DeleteNameRow,
    DeleteRecentLine,
    DeleteRoute,
    DeleteStore,
    DeleteTopic,
    DeleteTopicFile,
    Ending,
    ForgetImage,
    KeepImage,
    ListTopics,
    LoadContext,
    ManyTopics,
    Operation,
    ReadTopic,
    RecallImage,
    Resave,
    Restart,
    Say,
    SearchLog,
    SearchMemory,
    SetName,
    ShareImage,
    StoreUnrelated,
    Surface,
    Write,
)
from kotoba_conformance.steps.support.invented_facts import distinct_facts

__all__ = ["SEED", "ProgramCase", "cases", "facts_program", "log_program"]

SEED = "kotoba-programs-1"
"""The seed every program is drawn from: a changed seed is a changed suite, made on purpose."""
FACTS_PROGRAMS = 12
LOG_PROGRAMS = 4
CR_PROGRAMS = 2
PROFILE_PROGRAMS = 2
PERSONAL_PROGRAMS = 2
HTTP_PROGRAMS = 3
VISUAL_PROGRAMS = 2
KINDS = ("person", "self", "product", "post", "place", "scene", "other")
NAMES = ("Alex", "José", "Zoë", "Mika Tanaka", "美咲", "Ana Lucía Pérez")
"""Names of one and more words, in letters outside ASCII and in another script (PROF-2)."""
SURFACE_NAMES: tuple[Surface, ...] = ("kotoba setup", "the first-run screen")
CR_ONLY = (
    "the files are saved again with CR alone ending each line: CommonMark reads CR as a line "
    "ending, the documents never say which endings the files may have (CR LF is covered by "
    "the required programs)"
)
STEPS = 22
"""Steps each program takes after its opening store."""
OPENING_SIZES = (0, 3, 24, 25, 26, 30, 8, 7, 9, 1, 25, 30)
"""Opening store sizes: either side of Recent's cap of 25 and of the settings' eight."""
TOPICS = ("pets", "work", "travel", "home-life", "notes")
LINE_BREAKS = ("\n", "\r\n", "\r")
LONG_LENGTHS = (399, 400, 401, 450)
OPERATOR_WORDS = ("AND", "OR", "NOT", "NEAR")
HOSTILE_QUERIES = ('"', "(", "*", "NEAR(", 'AND "', "a*b", "x OR", "'")


@dataclass(frozen=True)
class ProgramCase:
    """One generated program, named, with the capabilities its operations need."""

    id: str
    needs: frozenset[str]
    program: tuple[Operation, ...]
    optional: str = ""
    """Why the program is advice only (it rests on the suite's reading), or "" when required."""


@dataclass
class _Shadow:
    """What the generator knows the store holds, whatever a faithful implementation judges."""

    rng: random.Random
    ending: Ending = "CR LF"
    topics: dict[str, list[str]] = field(default_factory=dict)
    """Facts surely stored, by topic (only those no judgement can have removed)."""
    written: list[str] = field(default_factory=list)
    """Facts surely stored by a write, oldest first."""
    ages: dict[str, int] = field(default_factory=dict)
    """Whose age the store was told last, by the age frame's subject."""
    cats: dict[str, str] = field(default_factory=dict)
    unrelated: int = 0
    stored_unrelated: int = 0
    index: bool = False
    said: list[str] = field(default_factory=list)
    named: bool = False
    images: list[str] = field(default_factory=list)
    forgotten: list[str] = field(default_factory=list)

    def live(self) -> list[str]:
        return [f for facts in self.topics.values() for f in facts]

    def store(self, fact: str, topic: str) -> None:
        self.topics.setdefault(topic, []).append(fact)
        self.written.append(fact)
        self.index = True

    def forget(self, fact: str) -> None:
        for facts in self.topics.values():
            if fact in facts:
                facts.remove(fact)
        if fact in self.written:
            self.written.remove(fact)

    def topic(self) -> str:
        return self.rng.choice(TOPICS)

    def next_unrelated(self) -> str:
        self.unrelated += 1
        return texts.unrelated(self.unrelated)


def cases(seed: str = SEED) -> list[ProgramCase]:
    """Every generated program of the run, in a fixed order."""
    found = [
        ProgramCase(f"facts-{i:02d}", frozenset({"facts", "prompt"}), facts_program(seed, i))
        for i in range(FACTS_PROGRAMS)
    ]
    found += [
        ProgramCase(
            f"log-{i:02d}", frozenset({"facts", "prompt", "session-search"}), log_program(seed, i)
        )
        for i in range(LOG_PROGRAMS)
    ]
    found.append(
        ProgramCase("topics-00", frozenset({"facts", "prompt"}), many_topics_program(seed))
    )
    found += [
        ProgramCase(
            f"profile-{i:02d}",
            frozenset({"facts", "prompt", "profile"}),
            mixed_program(seed, "profile", i, [(24, _name), (12, _skip_name), (6, _delete_name)]),
        )
        for i in range(PROFILE_PROGRAMS)
    ]
    found += [
        ProgramCase(
            f"personal-{i:02d}",
            frozenset({"facts", "prompt", "personal"}),
            mixed_program(seed, "personal", i, [(20, _context), (20, _bridge)]),
        )
        for i in range(PERSONAL_PROGRAMS)
    ]
    found += [
        ProgramCase(
            f"http-{i:02d}",
            frozenset({"facts", "prompt", "http"}),
            mixed_program(seed, "http", i, [(12, _delete_route)], sizes=(7, 9, 8)),
        )
        for i in range(HTTP_PROGRAMS)
    ]
    found += [
        ProgramCase(
            f"visual-{i:02d}",
            frozenset({"facts", "prompt", "visual"}),
            mixed_program(
                seed,
                "visual",
                i,
                [
                    (40, _keep_image),
                    (40, _recall_image),
                    (15, _forget_image),
                    (12, _write_after_share),
                ],
                length=STEPS + 3,
            ),
        )
        for i in range(VISUAL_PROGRAMS)
    ]
    found += [
        ProgramCase(
            f"cr-{i:02d}", frozenset({"facts", "prompt"}), facts_program(seed, i, "CR"), CR_ONLY
        )
        for i in range(CR_PROGRAMS)
    ]
    return found


def _opening(shadow: _Shadow, size: int) -> list[Operation]:
    spread = shadow.rng.randint(1, 3)
    chosen = shadow.rng.sample(TOPICS, spread)
    ops: list[Operation] = []
    for n, topic in enumerate(chosen):
        count = size // spread + (1 if n < size % spread else 0)
        if count:
            ops.append(StoreUnrelated(count, topic))
            for fact in distinct_facts(count, shadow.stored_unrelated):
                shadow.store(fact, topic)
            shadow.stored_unrelated += count
    return ops


def facts_program(seed: str, number: int, ending: Ending = "CR LF") -> tuple[Operation, ...]:
    """The `number`-th program over the facts and the prompt; with `ending` "CR", every file
    saved again by hand is saved with CR alone ending its lines (the suite's reading)."""
    shadow = _Shadow(random.Random(f"{seed}-facts-{ending}-{number}"), ending)
    ops = _opening(shadow, OPENING_SIZES[number % len(OPENING_SIZES)])
    kinds = _FACT_STEPS if ending == "CR LF" else [*_FACT_STEPS, (4, _resave)]
    weights = [weight for weight, _ in kinds]
    while len(ops) < STEPS + 3:
        _, make = shadow.rng.choices(kinds, weights)[0]
        ops += make(shadow)
    return tuple(ops)


def many_topics_program(seed: str) -> tuple[Operation, ...]:
    """A program opening on R11's 54 topics of 25-character names, one fact each."""
    shadow = _Shadow(random.Random(f"{seed}-topics"))
    opening = ManyTopics(R11_TOPICS, R11_SLUG)
    for fact, slug in zip(distinct_facts(opening.count, 0), opening.slugs(), strict=True):
        shadow.store(fact, slug)
    shadow.stored_unrelated = opening.count
    ops: list[Operation] = [opening]
    weights = [weight for weight, _ in _FACT_STEPS]
    while len(ops) < STEPS // 2:
        _, make = shadow.rng.choices(_FACT_STEPS, weights)[0]
        ops += make(shadow)
    return tuple(ops)


def mixed_program(
    seed: str,
    family: str,
    number: int,
    steps: list[tuple[int, Make]],
    *,
    sizes: tuple[int, ...] = (3, 26, 8),
    length: int = STEPS // 2 + 3,
) -> tuple[Operation, ...]:
    """A program over the facts with the steps of another capability among them, opening on
    a store of one of `sizes` facts."""
    shadow = _Shadow(random.Random(f"{seed}-{family}-{number}"))
    ops = _opening(shadow, sizes[number % len(sizes)])
    kinds = [*_FACT_STEPS, *steps]
    weights = [weight for weight, _ in kinds]
    while len(ops) < length:
        _, make = shadow.rng.choices(kinds, weights)[0]
        ops += make(shadow)
    return tuple(ops)


def log_program(seed: str, number: int) -> tuple[Operation, ...]:
    """The `number`-th program over the conversation log, with facts written and deleted
    between turns (some repeating the facts)."""
    shadow = _Shadow(random.Random(f"{seed}-log-{number}"))
    ops = _opening(shadow, (3, 25, 8, 26)[number % 4])
    kinds = [*_FACT_STEPS, (8, _say), (3, _say_fact), (3, _search_log), (2, _hostile_search)]
    weights = [weight for weight, _ in kinds]
    ops += _say(shadow) + _say_fact(shadow)
    while len(ops) < STEPS + 3:
        _, make = shadow.rng.choices(kinds, weights)[0]
        ops += make(shadow)
    return tuple(ops)


# --- the steps, each returning the operations it takes --------------------------------------------

Make = Callable[[_Shadow], list[Operation]]


def _route(shadow: _Shadow) -> str:
    return shadow.rng.choice(("tool", "store"))


def _write(shadow: _Shadow, fact: str, topic: str | None = None, route: str = "") -> Write:
    return Write(fact, topic, route or _route(shadow))  # type: ignore[arg-type]


def _new_fact(shadow: _Shadow) -> list[Operation]:
    fact = shadow.next_unrelated()
    topic = shadow.rng.choice([*TOPICS, None])
    shadow.store(fact, topic or "general")
    return [_write(shadow, fact, topic)]


def _age(shadow: _Shadow) -> list[Operation]:
    """A fact of the age frame: a new subject, or a correction of one stored (another number)."""
    rng = shadow.rng
    if shadow.ages and rng.random() < 0.7:
        who = rng.choice(sorted(shadow.ages))
        years = rng.choice([y for y in range(2, 60) if y != shadow.ages[who]])
        shadow.forget(texts.age(who, shadow.ages[who]))
    else:
        who, years = texts.word(rng, 3).capitalize(), rng.randint(2, 59)
    shadow.ages[who] = years
    topic = shadow.topic()
    fact = texts.age(who, years)
    shadow.store(fact, topic)
    return [_write(shadow, fact, topic)]


def _cat(shadow: _Shadow) -> list[Operation]:
    """A fact of the cat's-name frame: a new cat, or another name for a stored one."""
    rng = shadow.rng
    if shadow.cats and rng.random() < 0.7:
        whose = rng.choice(sorted(shadow.cats))
        shadow.forget(texts.cat_name(whose, shadow.cats[whose]))
    else:
        whose = texts.word(rng, 2)
    name = texts.word(rng, 2).capitalize()
    shadow.cats[whose] = name
    topic = shadow.topic()
    fact = texts.cat_name(whose, name)
    shadow.store(fact, topic)
    return [_write(shadow, fact, topic)]


def _duplicate(shadow: _Shadow) -> list[Operation]:
    """A stored fact written again: as it is, with runs of whitespace, or in another case, under
    its topic or another one."""
    live = shadow.live()
    if not live:
        return _new_fact(shadow)
    rng = shadow.rng
    fact = rng.choice(live)
    how = rng.choice(("same", "spaced", "tabbed", "case", "same"))
    if how == "spaced":
        fact = "  " + fact.replace(" ", "   ", 1) + " "
    elif how == "tabbed":
        fact = fact.replace(" ", "\t", 1)
    elif how == "case":
        fact = fact.upper() if rng.random() < 0.5 else fact[0].lower() + fact[1:]
    return [_write(shadow, fact, rng.choice([*TOPICS, None]))]


def _refused(shadow: _Shadow) -> list[Operation]:
    """The documents' refused facts, or two of ours joined by a semicolon, the first of which
    would correct a stored one."""
    rng = shadow.rng
    if shadow.ages and rng.random() < 0.4:
        who = rng.choice(sorted(shadow.ages))
        other = texts.word(rng, 3).capitalize()
        first = texts.age(who, shadow.ages[who] + 1)
        fact = f"{first}; {texts.age(other, rng.randint(2, 59))}"
    else:
        fact = rng.choice([*texts.SPANISH_REFUSED, *texts.COMPOUND_REFUSED])
    return [Write(fact, shadow.topic(), "tool" if rng.random() < 0.8 else "store")]


def _multi_line(shadow: _Shadow) -> list[Operation]:
    """A new fact broken over two lines (R1: refused, or stored collapsed: either way unknown
    to the shadow)."""
    fact = shadow.next_unrelated()
    first, _, rest = fact.partition(" ")
    broken = f"{first}{shadow.rng.choice(LINE_BREAKS)}{rest}"
    return [_write(shadow, broken, shadow.topic())]


def _long(shadow: _Shadow) -> list[Operation]:
    fact = texts.long_fact(shadow.rng, shadow.rng.choice(LONG_LENGTHS))
    topic = shadow.topic()
    shadow.store(texts.normalised(fact), topic)
    return [_write(shadow, fact, topic)]


def _accented(shadow: _Shadow) -> list[Operation]:
    fact = texts.accented_fact(shadow.rng)
    topic = shadow.topic()
    shadow.store(fact, topic)
    return [_write(shadow, fact, topic)]


def _hand_bullet(shadow: _Shadow) -> list[Operation]:
    topics = sorted(t for t, facts in shadow.topics.items() if facts)
    if not topics:
        return _new_fact(shadow)
    rng = shadow.rng
    topic = rng.choice(topics)
    fact = texts.accented_fact(rng) if rng.random() < 0.5 else shadow.next_unrelated()
    shadow.topics[topic].append(fact)
    return [AddBullet(topic, fact)]


def _hand_line(shadow: _Shadow) -> list[Operation]:
    topics = sorted(t for t, facts in shadow.topics.items() if facts)
    if not topics:
        return _new_fact(shadow)
    rng = shadow.rng
    marker = rng.choice(("* ", "+ ", ""))
    return [AddLine(rng.choice(topics), marker + shadow.next_unrelated())]


def _resave(shadow: _Shadow) -> list[Operation]:
    return [Resave(shadow.ending)] if shadow.index else []


def _delete_bullet(shadow: _Shadow) -> list[Operation]:
    held = [(t, f) for t, facts in shadow.topics.items() for f in facts]
    if not held:
        return []
    topic, fact = shadow.rng.choice(held)
    shadow.forget(fact)
    return [DeleteBullet(topic, fact)]


def _recent_line(shadow: _Shadow) -> list[Operation]:
    if not shadow.index:
        return []
    if shadow.written and shadow.rng.random() < 0.5:
        return [DeleteRecentLine(shadow.rng.choice(shadow.written[-5:]))]
    return [AddRecentLine(shadow.next_unrelated())]


def _delete_topic(shadow: _Shadow) -> list[Operation]:
    topics = sorted(t for t, facts in shadow.topics.items() if facts)
    if not topics:
        return []
    topic = shadow.rng.choice(topics)
    for fact in list(shadow.topics[topic]):
        shadow.forget(fact)
    del shadow.topics[topic]
    return [DeleteTopic(topic) if shadow.rng.random() < 0.6 else DeleteTopicFile(topic)]


def _delete_store(shadow: _Shadow) -> list[Operation]:
    if not shadow.index:
        return []
    shadow.topics.clear()
    shadow.written.clear()
    shadow.ages.clear()
    shadow.cats.clear()
    shadow.index = False
    return [DeleteStore()]


def _restart(shadow: _Shadow) -> list[Operation]:
    del shadow
    return [Restart()]


def _recall(shadow: _Shadow) -> list[Operation]:
    rng = shadow.rng
    live = shadow.live()
    if live and rng.random() < 0.5:
        return [SearchMemory(query_for(rng.choice(live)))]
    if shadow.topics and rng.random() < 0.6:
        return [ReadTopic(rng.choice(sorted(shadow.topics)))]
    return [ListTopics()]


def _say(shadow: _Shadow) -> list[Operation]:
    """A turn of invented words: a long one, a short one, one holding punctuation, sometimes an
    FTS5 operator word."""
    rng = shadow.rng
    long_word = texts.word(rng, 4).capitalize()
    short = texts.word(rng, 1)
    punctuated = rng.choice(
        (
            f"{texts.word(rng, 2)}-{texts.word(rng, 2)}",
            f"{texts.word(rng, 2)}'s",
            f"{rng.randint(1, 99)}.{rng.randint(10, 99)}",
        )
    )
    words = [long_word, short, punctuated]
    if rng.random() < 0.5:
        words.append(rng.choice(OPERATOR_WORDS))
    rng.shuffle(words)
    content = " ".join(words)
    shadow.said.append(content)
    return [Say(rng.choice(("user", "assistant")), content)]


def _say_fact(shadow: _Shadow) -> list[Operation]:
    """A turn repeating a stored fact (its topic's deletion must leave the turn)."""
    live = shadow.live()
    if not live:
        return _say(shadow)
    content = shadow.rng.choice(live)
    shadow.said.append(content)
    return [Say("user", content)]


def _search_log(shadow: _Shadow) -> list[Operation]:
    if not shadow.said:
        return _say(shadow)
    words = shadow.rng.choice(shadow.said).split()
    return [SearchLog(shadow.rng.choice(words))]


def _hostile_search(shadow: _Shadow) -> list[Operation]:
    return [SearchLog(shadow.rng.choice(HOSTILE_QUERIES))]


def _name(shadow: _Shadow) -> list[Operation]:
    shadow.named = True
    return [SetName(shadow.rng.choice(NAMES), shadow.rng.choice(SURFACE_NAMES))]


def _skip_name(shadow: _Shadow) -> list[Operation]:
    return [SetName("", shadow.rng.choice(SURFACE_NAMES))]


def _delete_name(shadow: _Shadow) -> list[Operation]:
    if not shadow.named:
        return _name(shadow)
    shadow.named = False
    return [DeleteNameRow()]


def _delete_route(shadow: _Shadow) -> list[Operation]:
    topics = sorted(t for t, facts in shadow.topics.items() if facts)
    if not topics:
        return []
    topic = shadow.rng.choice(topics)
    for fact in list(shadow.topics[topic]):
        shadow.forget(fact)
    del shadow.topics[topic]
    return [DeleteRoute(topic)]


def _keep_image(shadow: _Shadow) -> list[Operation]:
    """The user shares a new image and the model keeps it, about a name of its own."""
    about = texts.word(shadow.rng, 3).capitalize()
    shadow.images.append(about)
    return [ShareImage(f"{about.lower()}.png"), KeepImage(about, shadow.rng.choice(KINDS))]


def _recall_image(shadow: _Shadow) -> list[Operation]:
    rng = shadow.rng
    kept = shadow.images + shadow.forgotten
    if kept and rng.random() < 0.8:
        return [RecallImage(rng.choice(kept))]
    return [RecallImage(texts.word(rng, 3).capitalize())]


def _forget_image(shadow: _Shadow) -> list[Operation]:
    """The user deletes the file of a kept image (once: then it is gone)."""
    if not shadow.images:
        return _keep_image(shadow)
    about = shadow.rng.choice(shadow.images)
    shadow.images.remove(about)
    shadow.forgotten.append(about)
    return [ForgetImage(about)]


def _write_after_share(shadow: _Shadow) -> list[Operation]:
    """The user shares an image, and the model writes a fact (in words) right after."""
    name = f"{texts.word(shadow.rng, 3)}.png"
    fact = shadow.next_unrelated()
    topic = shadow.topic()
    shadow.store(fact, topic)
    return [ShareImage(name), Write(fact, topic, "tool")]


def _context(shadow: _Shadow) -> list[Operation]:
    return [LoadContext(shadow.rng.random() < 0.5)]


def _bridge(shadow: _Shadow) -> list[Operation]:
    rng = shadow.rng
    who = rng.choice((None, "Alex", "Sam", ""))
    return [Bridge(who, who == "" or (who is not None and rng.random() < 0.5))]


_FACT_STEPS: list[tuple[int, Make]] = [
    (10, _new_fact),
    (5, _age),
    (3, _cat),
    (5, _duplicate),
    (3, _refused),
    (2, _multi_line),
    (2, _long),
    (1, _accented),
    (3, _hand_bullet),
    (2, _hand_line),
    (1, _resave),
    (3, _delete_bullet),
    (3, _recent_line),
    (2, _delete_topic),
    (1, _delete_store),
    (1, _restart),
    (2, _recall),
]
"""Each kind of step, and how often it is drawn."""
