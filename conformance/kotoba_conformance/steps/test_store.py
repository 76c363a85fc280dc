"""Steps for store.feature: the shape of USER.md and the topic files (STORE-1..STORE-8)."""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from pytest_bdd import parsers, scenarios, then, when

from kotoba_conformance.contract import formats
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import holding, store_files
from kotoba_conformance.steps.support import racing as writers
from kotoba_conformance.steps.support.invented_facts import distinct_facts, numbered_facts
from kotoba_conformance.steps.support.torn_reads import TornReads
from kotoba_conformance.steps.support.world import World, table_column

scenarios(feature("store.feature"))

WRITERS_TIMEOUT = 180.0
"""Seconds the concurrent writers get, all together, before the scenario gives up on them."""


# --- Given -------------------------------------------------------------------------------------


# --- When --------------------------------------------------------------------------------------


@when(parsers.parse('the user adds the line "{line}" to the topic file "{slug}" by hand'))
def hand_adds_line(world: World, line: str, slug: str) -> None:
    store_files.append_line(store_files.topic_file(world.memory_dir, slug), line)


@when("the user deletes the whole memory folder")
def hand_deletes_folder(world: World) -> None:
    shutil.rmtree(world.memory_dir)


@when(parsers.parse('the store writes the fact "{fact}" without a topic'))
def store_writes_default(world: World, fact: str) -> None:
    world.remember_files()
    world.attempt("write_fact", fact)


@when(parsers.parse('the model saves the fact "{fact}" under the topic name "{name}"'))
def model_saves_hostile(world: World, fact: str, name: str) -> None:
    """`{scratch root}` in a name stands for the scenario's scratch folder (`World.expand`)."""
    name = world.expand(name)
    world.remember_machine()
    world.attempt("memory_write", fact, name)


@when(parsers.parse('the store saves the fact "{fact}" under the topic name "{name}"'))
def store_saves_hostile(world: World, fact: str, name: str) -> None:
    """As `model_saves_hostile`, through the store function: every route a topic name takes."""
    name = world.expand(name)
    world.remember_machine()
    world.attempt("write_fact", fact, name)


@when(
    parsers.parse(
        "{processes:d} separate processes each write {count:d} unrelated facts at the same moment"
    )
)
def concurrent_writers(world: World, kotoba_adapter_spec: str, processes: int, count: int) -> None:
    """Writers 0, 2, … file under "alpha" and 1, 3, … under "beta" (`_race`); every torn read
    of the index or a topic file is kept for the Then steps."""
    firsts = [world.unrelated_written + i * count for i in range(processes)]
    _race(world, kotoba_adapter_spec, firsts, count)
    world.race.written_by_topic = [
        (RACE_TOPICS[i % 2], distinct_facts(count, first)) for i, first in enumerate(firsts)
    ]


# --- Then: USER.md -----------------------------------------------------------------------------


@then("the index opens with this header, before its first section:")
def index_header(world: World, docstring: str) -> None:
    """The documented paragraph inside the opening, however it is wrapped (R2), and whether it
    is written as a comment, a quote or with emphasis: line markers (`<!--`, `>`, `#`) and
    Markdown marks are set aside, and it may run on where the quote stops (R2)."""
    text = store_files.user_md(world.memory_dir)
    before_sections = text.split("\n## ", 1)[0]
    assert not before_sections.startswith("## "), f"USER.md starts with a section:\n{text}"
    header = formats.collapse(docstring).removesuffix(".")
    opening = formats.collapse(MARKDOWN_MARKS.sub("", LINE_MARKERS.sub("", before_sections)))
    assert header in opening, f"USER.md opens with:\n{before_sections}"


LINE_MARKERS = re.compile(r"^[ \t]*(?:<!--|>|#+)[ \t]?|[ \t]*-->[ \t]*$", re.MULTILINE)
"""What opens (or closes) a comment, quote or heading line, around the header's words."""
MARKDOWN_MARKS = re.compile(r"[`*_]")


@then(parsers.parse('the index has a "{first}" section followed by a "{second}" section'))
def sections_in_order(world: World, first: str, second: str) -> None:
    lines = store_files.markdown_lines(store_files.user_md(world.memory_dir))
    assert first in lines, f"no {first!r} line in USER.md"
    assert second in lines, f"no {second!r} line in USER.md"
    assert lines.index(first) < lines.index(second), f"{second!r} comes before {first!r}"


@then(parsers.parse("the Recent section lists unrelated facts {first:d} to {last:d}"))
def recent_numbered_set(world: World, first: int, last: int) -> None:
    """Those facts, each once, in any order (R4)."""
    listed = store_files.recent(world.memory_dir)
    assert sorted(listed) == sorted(numbered_facts(first, last)), f"## Recent lists {listed}"


@then(
    parsers.parse(
        "the Recent section lists unrelated facts {first:d} to {last:d}, "
        "in the order they were written"
    )
)
def recent_numbered(world: World, first: int, last: int) -> None:
    """Oldest first, the documents' example order: the suite's reading (R4), optional."""
    assert store_files.recent(world.memory_dir) == numbered_facts(first, last)


@then(parsers.parse("the Recent section lists {listed:d} of the {total:d} facts, none twice"))
def recent_some_of(world: World, listed: int, total: int) -> None:
    written = {fact for _, facts in world.race.written_by_topic for fact in facts}
    assert len(written) == total
    recent = store_files.recent(world.memory_dir)
    assert len(recent) == listed, f"## Recent lists {len(recent)} facts: {recent}"
    assert len(set(recent)) == len(recent), f"## Recent lists a fact twice: {recent}"
    assert set(recent) <= written, f"## Recent lists facts never written: {set(recent) - written}"


@then("each line under Topics counts the bullets in its topic file")
def topics_count_bullets(world: World) -> None:
    files = store_files.all_topic_facts(world.memory_dir)
    counted: dict[str, int] = {}
    for line in store_files.topic_lines(world.memory_dir):
        match = formats.TOPIC_LINE.match(line)
        assert match, f"a Topics line does not have the documented shape: {line!r}"
        assert match["slug"] not in counted, f"topic {match['slug']!r} is listed twice"
        counted[match["slug"]] = int(match["count"])
    assert counted == {slug: len(facts) for slug, facts in files.items()}


@then("no read of the index during the writes found it torn")
def never_torn(world: World) -> None:
    torn = world.race.torn_reads
    assert not torn, f"{len(torn)} reads found a torn index, the first because: {torn[0]}"


# --- Then: topic files -------------------------------------------------------------------------


@then(parsers.parse('the topic file "{slug}" holds unrelated facts {first:d} to {last:d}'))
def topic_holds_numbered(world: World, slug: str, first: int, last: int) -> None:
    facts = store_files.topic_facts(world.memory_dir, slug)
    missing = [f for f in numbered_facts(first, last) if f not in facts]
    assert not missing, f"topics/{slug}.md lacks {missing}"


@then(parsers.parse("every one of the {total:d} facts is in its topic file"))
def all_in_their_topics(world: World, total: int) -> None:
    written = world.race.written_by_topic
    assert sum(len(facts) for _, facts in written) == total
    missing = [
        (topic, fact)
        for topic, facts in written
        for fact in facts
        if fact not in store_files.topic_facts(world.memory_dir, topic)
    ]
    assert not missing, f"{len(missing)} facts were lost: {missing}"


@then(
    parsers.parse('the topic file "{slug}" is a heading followed by these bullets, in any order:')
)
def topic_file_shape(world: World, slug: str, datatable: list[list[str]]) -> None:
    """Other lines may stand between them (a description, say): nothing else is read."""
    text = store_files.topic_file(world.memory_dir, slug).read_text(encoding="utf-8")
    first = next((line for line in store_files.markdown_lines(text) if line.strip()), "")
    assert first.startswith("#"), f"topics/{slug}.md does not open with a heading:\n{text}"
    bullets = store_files.bullets(text)
    assert sorted(bullets) == sorted(table_column(datatable)), f"topics/{slug}.md:\n{text}"


@then(parsers.parse('the only topic file is "{slug}", holding only "{fact}"'))
def only_topic_file(world: World, slug: str, fact: str) -> None:
    assert store_files.all_topic_facts(world.memory_dir) == {slug: [fact]}


@then(
    parsers.parse('exactly one topic file holds "{fact}", and its slug is made of a-z, 0-9 and "-"')
)
def one_jailed_topic_file(world: World, fact: str) -> None:
    holders = [
        s for s, facts in store_files.all_topic_facts(world.memory_dir).items() if fact in facts
    ]
    assert len(holders) == 1, f"topic files holding the fact: {holders}"
    assert store_files.SLUG.match(holders[0]), f"the slug {holders[0]!r} has other characters"


@then("every file the write created or changed is the index or a topic file in the memory folder")
def write_stayed_in_topics(world: World) -> None:
    root = world.root.resolve()
    memory = world.memory_dir.resolve()
    assert memory.is_relative_to(root), f"the memory folder {memory} is outside the scratch root"
    changed = world.machine_changes()
    inside = memory.relative_to(root)
    strays = []
    for name in changed:
        path = Path(name)
        if not path.is_relative_to(inside):
            strays.append(name)
            continue
        relative = path.relative_to(inside)
        is_index = relative == Path(store_files.USER_MD)
        is_topic = (
            len(relative.parts) == 2
            and relative.parts[0] == store_files.TOPICS
            and relative.suffix == ".md"
            and store_files.SLUG.match(relative.stem) is not None
        )
        if not (is_index or is_topic):
            strays.append(name)
    assert not strays, f"files written outside topics/<slug>.md and USER.md: {strays}"


@then(parsers.parse('the memory folder holds "{lock}" beside "{index}"'))
def lock_beside_index(world: World, lock: str, index: str) -> None:
    assert (world.memory_dir / index).is_file(), f"no {index} in {world.memory_dir}"
    assert (world.memory_dir / lock).exists(), f"no {lock} beside {index} in {world.memory_dir}"


# --- Races: same facts, topic deletions, hand edits (STORE-8) ------------------------------------

RACE_TOPICS = ("alpha", "beta")
"""The topics racing writers file under, in turn; the races poll these and the index for tears."""
DELETION_SPACING = 0.03
"""Seconds between two topic deletions (or hand edits) while the writers run."""


def _race(
    world: World,
    adapter_spec: str,
    firsts: list[int],
    count: int,
    while_running: Callable[[], None] = lambda: None,
) -> None:
    """Start one streaming writer per entry of `firsts` (writer i writes invented facts from
    `firsts[i]`, under alpha or beta in turn); while they run, call `while_running` and read the
    index and their topic files, keeping every torn read. Keeps what each writer was told."""
    control = world.root / "race"
    commands = [
        writers.worker_command(
            adapter_spec, world.env, RACE_TOPICS[i % 2], first, count, stream=True,
            **writers.ready_and_go(control, i),
        )
        for i, first in enumerate(firsts)
    ]  # fmt: skip
    known = frozenset(
        {f for first in firsts for f in distinct_facts(count, first)} | set(world.topic_of)
    )
    with TornReads(world.memory_dir, frozenset(RACE_TOPICS), known) as reads:
        finished = writers.race(commands, control, while_running, WRITERS_TIMEOUT)
    failures = [why for worker in finished if (why := worker.failure()) is not None]
    assert not failures, "\n".join(failures)
    world.race.torn_reads = reads.reasons() + store_files.torn_files(
        world.memory_dir, frozenset(RACE_TOPICS), known
    )
    world.race.acknowledged = [
        (RACE_TOPICS[i % 2], record["fact"])
        for i, worker in enumerate(finished)
        for record in worker.records()
        if record.get("written") is True
    ]


class _Spaced:
    """A `while_running` that performs the actions one by one, DELETION_SPACING apart; `finish`
    performs those the writers were too quick for, so every action happens once."""

    def __init__(self, actions: list[Callable[[], None]]) -> None:
        self.pending = list(actions)
        self.done = 0
        self.started = time.monotonic()

    def __call__(self) -> None:
        if self.pending and time.monotonic() - self.started >= DELETION_SPACING * self.done:
            self.pending.pop(0)()
            self.done += 1

    def finish(self) -> None:
        while self.pending:
            self()


def _race_alongside(
    world: World,
    adapter_spec: str,
    firsts: list[int],
    count: int,
    actions: list[Callable[[], None]],
) -> None:
    """`_race`, with the actions performed one by one while the writers run (all of them, once)."""
    spaced = _Spaced(actions)
    _race(world, adapter_spec, firsts, count, spaced)
    spaced.finish()


@when(
    parsers.parse(
        "{processes:d} separate processes each write the same {count:d} unrelated facts "
        "at the same moment"
    )
)
def same_facts_race(world: World, kotoba_adapter_spec: str, processes: int, count: int) -> None:
    _race(world, kotoba_adapter_spec, [world.unrelated_written] * processes, count)
    world.race.same_facts = distinct_facts(count, world.unrelated_written)


@when(
    parsers.parse(
        "{processes:d} separate processes each write {count:d} unrelated facts "
        "while every stored topic is deleted"
    )
)
def race_deletions(world: World, kotoba_adapter_spec: str, processes: int, count: int) -> None:
    doomed = sorted(set(world.topic_of.values()))
    system = world.system
    deletions: list[Callable[[], None]] = [partial(system.delete_topic, slug) for slug in doomed]
    firsts = [world.unrelated_written + i * count for i in range(processes)]
    world.race.deleted_topics = doomed
    _race_alongside(world, kotoba_adapter_spec, firsts, count, deletions)


@when(
    parsers.parse(
        "{processes:d} separate processes each write {count:d} unrelated facts while the user "
        'adds {edits:d} bullets to the topic file "{slug}" by hand'
    )
)
def race_hand_edits(  # noqa: PLR0917 (pytest-bdd passes each parsed value as an argument)
    world: World, kotoba_adapter_spec: str, processes: int, count: int, edits: int, slug: str
) -> None:
    firsts = [world.unrelated_written + i * count for i in range(processes)]
    added = distinct_facts(edits, world.unrelated_written + processes * count)
    path = store_files.topic_file(world.memory_dir, slug)
    additions: list[Callable[[], None]] = [
        partial(store_files.append_line, path, f"- {fact}") for fact in added
    ]
    world.race.added_by_hand = added
    _race_alongside(world, kotoba_adapter_spec, firsts, count, additions)


@when(
    parsers.parse(
        'a process writing under "{first}" is held still as it replaces "{file}" '
        'while another process writes under "{second}"'
    )
)
def held_writer_race(
    world: World, kotoba_adapter_spec: str, first: str, file: str, second: str
) -> None:
    """The first writer is held at its rename onto `file` (`holding.held_race`) while the
    second, its system already open, is told to write; each writes one invented fact."""
    start = world.unrelated_written
    control = world.root / "held"
    signals = writers.ready_and_go(control, 1)
    outcome = holding.held_race(
        writers.worker_command(kotoba_adapter_spec, world.env, first, start, 1, stream=True),
        writers.worker_command(
            kotoba_adapter_spec, world.env, second, start + 1, 1, stream=True, **signals
        ),
        file,
        control,
        signals,
    )
    world.race.answered_while_held = outcome.answered_while_held
    world.race.acknowledged = [(first, f) for f in outcome.first] + [
        (second, f) for f in outcome.second
    ]


@then("the other process's write was not answered while the first was held")
def not_answered_while_held(world: World) -> None:
    answered = world.race.answered_while_held
    assert not answered, (
        f"while the first writer was held inside its write, the other was told {answered} "
        "was written: it took a lock a live process held"
    )


@then("every fact the writers were told was written is listed under Recent")
def acknowledged_recent(world: World) -> None:
    recent = store_files.recent(world.memory_dir)
    missing = [fact for _, fact in world.race.acknowledged if fact not in recent]
    assert not missing, f"## Recent lacks {missing}; it lists {recent}"


@then(
    parsers.parse(
        "each of the {count:d} facts is held by exactly one bullet across the topic files"
    )
)
def one_copy_each(world: World, count: int) -> None:
    facts = world.race.same_facts
    assert len(facts) == count
    bullets = [f for held in store_files.all_topic_facts(world.memory_dir).values() for f in held]
    copies = {fact: bullets.count(fact) for fact in facts}
    assert all(n == 1 for n in copies.values()), f"copies of each fact stored: {copies}"


@then(parsers.parse("the Recent section lists each of the {count:d} facts once"))
def recent_once_each(world: World, count: int) -> None:
    facts = world.race.same_facts
    recent = store_files.recent(world.memory_dir)
    assert sorted(recent) == sorted(facts[:count]), f"## Recent lists {recent}"


@then("every fact the writers were told was written is in its topic file")
def acknowledged_kept(world: World) -> None:
    acknowledged = world.race.acknowledged
    assert acknowledged, "no writer was told a fact was written"
    files = store_files.all_topic_facts(world.memory_dir)
    lost = [(topic, fact) for topic, fact in acknowledged if fact not in files.get(topic, [])]
    assert not lost, f"{len(lost)} acknowledged facts were lost: {lost}"


@then("no topic stored before the writes is left")
def deleted_topics_gone(world: World) -> None:
    doomed = world.race.deleted_topics
    left = [s for s in doomed if store_files.topic_file(world.memory_dir, s).exists()]
    assert not left, f"deleted topics still have files: {left}"
    listed = [
        line
        for line in store_files.topic_lines(world.memory_dir)
        for s in doomed
        if f"- {s} " in line
    ]
    assert not listed, f"deleted topics still listed under ## Topics: {listed}"


@then(parsers.parse('the topic file "{slug}" holds every bullet the user added'))
def hand_bullets_kept(world: World, slug: str) -> None:
    added = world.race.added_by_hand
    held = store_files.topic_facts(world.memory_dir, slug)
    missing = [fact for fact in added if fact not in held]
    assert not missing, f"bullets added by hand and lost: {missing}"


@then("no read of the files during the writes found one torn")
def never_torn_files(world: World) -> None:
    torn = world.race.torn_reads
    assert not torn, f"{len(torn)} reads found a torn file, the first because: {torn[0]}"


@when(
    parsers.parse(
        'the user adds the bullet "{fact}" to the topic file "{slug}" by hand, '
        "with no line break after it"
    )
)
def hand_adds_unterminated_bullet(world: World, fact: str, slug: str) -> None:
    """As an editor that does not end the file with a line break would save it."""
    path = store_files.topic_file(world.memory_dir, slug)
    text = path.read_text(encoding="utf-8")
    if not text.endswith("\n"):
        text += "\n"
    path.write_text(f"{text}- {fact}", encoding="utf-8")
