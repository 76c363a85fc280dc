"""What the store state machine reports: a failure as its shrunk program in the shipped steps,
the clause, and expected against found; the programs replay for real as scenarios; a transport
error ends it errored, unshrunk; and Recent's order is left open (R4)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar, TypeVar

import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import run_state_machine_as_test
from kotoba_conformance.contract.adapter import WriteResult
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.modes import fuzz, fuzz_summary, store_machine
from kotoba_conformance.modes.counterexample import Step
from kotoba_conformance.modes.outcomes import MachineFailure
from kotoba_conformance.modes.store_machine import machine_for
from kotoba_conformance.steps.support import store_files
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from syrupy.assertion import SnapshotAssertion

from tests.broken import pointer_total_counts_only_inline as counts_only_inline
from tests.broken import prompt_facts_untagged as untagged
from tests.support.pasted import definition, parsed_steps, run_scenario, shipped_steps

T = TypeVar("T")


def test_a_failed_check_names_its_clause_its_program_and_expected_against_found(
    snapshot: SnapshotAssertion,
) -> None:
    machine = machine_for(counts_only_inline.Adapter())()
    try:
        machine.history(count=26, spread=1)
        with pytest.raises(MachineFailure) as caught:
            machine.prompt_tags_recent_facts_and_counts_everything()
    finally:
        machine.teardown()
    failure = caught.value
    assert failure.clause == "PROMPT-2"
    assert "most recent of 26 facts" in failure.expected
    assert "most recent of 25 facts" in failure.found
    assert failure.program == (
        Step("Given", '{} unrelated facts are stored under topic "{}"', (26, "pets")),
    )
    report = fuzz.FuzzReport("tests.broken.pointer_total_counts_only_inline:Adapter", 200, 0)
    report.machine = fuzz.MachineReport(runs=10, seconds=1.0, failure=failure)
    assert fuzz_summary.text(report) == snapshot


@pytest.mark.catches_broken
def test_a_shrunk_failure_replays_as_a_scenario_failing_the_same_clause() -> None:
    with pytest.raises(MachineFailure) as caught:
        store_machine.run(untagged.Adapter(), runs=10)
    failure = caught.value
    assert failure.clause == "PROMPT-1"
    assert failure.program[0].keyword == "Given"
    assert len(failure.program) <= 2, failure.program  # shrunk: one fact written is enough
    pasted = failure.scenario()
    assert "\n@PROMPT-1\nScenario: " in pasted
    assert "Then the prompt's lines above the pointer line are:" in pasted
    broken = run_scenario(pasted, "tests.broken.prompt_facts_untagged:Adapter")
    assert broken.returncode == 1, broken.stdout
    reference = run_scenario(pasted, "reference")
    assert reference.returncode == 0, reference.stdout


class Recording(machine_for(ReferenceAdapter())):  # type: ignore[misc]
    """The machine on the reference, keeping every program it ran, with Then steps stating the
    model it ended with, so a replay of the program checks it came out the same."""

    programs: ClassVar[list[tuple[Step, ...]]] = []

    def teardown(self) -> None:
        ends = [
            Step(
                "Then",
                'the topic file "{}" is a heading followed by these bullets, in any order:',
                (slug,),
                table=(("bullet",), *((fact,) for fact in facts)),
            )
            for slug, facts in sorted(self.model.items())
        ]
        Recording.programs.append((*self.program, *ends))
        super().teardown()


@pytest.mark.runs_the_kit
def test_every_step_of_every_program_is_a_shipped_step_and_replays_the_same() -> None:
    Recording.programs.clear()
    run_state_machine_as_test(
        Recording,
        settings=settings(
            max_examples=12,
            stateful_step_count=20,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        ),
    )
    shipped = shipped_steps()
    texts = set()
    for program in Recording.programs:
        pasted = "\n".join(["@STORE-4", "Scenario: replayed", *_lines(program)])
        for step in parsed_steps(pasted):
            definition(step, shipped)
            texts.add(step.name.split('"', 1)[0])
    assert {"the user deletes the topic file ", "the store writes the fact "} <= texts
    longest = max(Recording.programs, key=len)
    replayed = run_scenario(
        "\n".join(["@STORE-4", "Scenario: replayed", *_lines(longest)]), "reference"
    )
    assert replayed.returncode == 0, replayed.stdout


def _lines(program: tuple[Step, ...]) -> list[str]:
    from kotoba_conformance.modes.counterexample import gherkin  # noqa: PLC0415

    return gherkin(program)


class LosesItsTransport(ReferenceAdapter):
    """Every fact write dies as a transport would: an implementation that cannot be reached."""

    class system_class(ReferenceSystem):
        calls: ClassVar[int] = 0

        def write_fact(self, fact: object, topic: object = None) -> WriteResult:
            type(self).calls += 1
            del fact, topic
            raise TransportError("the implementation's process exited (status 1)")


def test_a_transport_error_ends_the_machine_errored_at_once() -> None:
    LosesItsTransport.system_class.calls = 0
    with pytest.raises(TransportError):
        store_machine.run(LosesItsTransport(), runs=10)
    assert LosesItsTransport.system_class.calls == 1  # not one try more: no shrinking
    report = fuzz.run(
        "tests.modes.test_store_machine:LosesItsTransport", 1, machine_runs=10, run_seed=0,
        only=frozenset({"memory_recall(query)"}),
    )  # fmt: skip
    assert report.errored is not None  # its sandbox could not even store the unrelated facts


def flip_recent(memory_dir: Path) -> None:
    """Reverse the order of the bullets under `## Recent` in USER.md, if there is one."""
    path = memory_dir / store_files.USER_MD
    if not path.exists():
        return
    lines = store_files.markdown_lines(path.read_text(encoding="utf-8"))
    start = lines.index("## Recent") + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    spots = [i for i in range(start, end) if lines[i].startswith("- ")]
    for spot, line in zip(spots, reversed([lines[i] for i in spots]), strict=True):
        lines[spot] = line
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


class NewestFirst(ReferenceAdapter):
    """The reference with `## Recent` listed newest first (and so its prompt too, which follows
    Recent's order): R4 leaves that order open, so the machine must pass it. The reference keeps
    Recent oldest first, so the list is turned back for each write and round again after."""

    class system_class(ReferenceSystem):
        def _oldest_first_while(self, action: Callable[[], T]) -> T:
            flip_recent(Path(self.memory_dir()))
            try:
                return action()
            finally:
                flip_recent(Path(self.memory_dir()))

        def write_fact(self, fact: object, topic: object = None) -> WriteResult:
            parent = super().write_fact
            return self._oldest_first_while(lambda: parent(fact, topic))

        def memory_write(self, fact: object, topic: object = None) -> str:
            parent = super().memory_write
            return self._oldest_first_while(lambda: parent(fact, topic))

        def delete_topic(self, slug: str) -> None:
            parent = super().delete_topic
            self._oldest_first_while(lambda: parent(slug))


def test_recent_listed_newest_first_passes_the_machine(tmp_path: Path) -> None:
    system = NewestFirst().open({"env": {"HOME": str(tmp_path)}})
    for fact in ("Has a cat named Luna", "Works as a security engineer", "Lives in Madrid"):
        system.write_fact(fact, "notes")
    newest_first = ["Lives in Madrid", "Works as a security engineer", "Has a cat named Luna"]
    assert store_files.recent(Path(system.memory_dir())) == newest_first
    assert system.facts_for_prompt()[:3] == [f"{fact} [notes]" for fact in newest_first]
    system.close()
    store_machine.run(NewestFirst(), runs=8)


EMPTY_TOPIC = re.compile(r"(?:, )?\b[a-z0-9-]+ \(0\)")


class EmptyFilesAreNoTopicsSystem(ReferenceSystem):
    """The reference, reading R17 the other way: a topic file with no bullet left is no topic,
    so `## Topics` leaves it out and the pointer line neither counts nor names it."""

    def _unlist_empty_topics(self) -> None:
        index = Path(self.memory_dir()) / store_files.USER_MD
        if index.exists():
            lines = index.read_text(encoding="utf-8").splitlines(keepends=True)
            index.write_text("".join(x for x in lines if "(0 facts)" not in x), "utf-8")

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        result = super().write_fact(fact, topic)
        self._unlist_empty_topics()
        return result

    def delete_topic(self, slug: str) -> None:
        super().delete_topic(slug)
        self._unlist_empty_topics()

    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        if not lines:
            return lines
        empty = len(EMPTY_TOPIC.findall(lines[-1]))
        pointer = EMPTY_TOPIC.sub("", lines[-1]).replace(": , ", ": ")
        pointer = re.sub(
            r"across (\d+) topics", lambda m: f"across {int(m[1]) - empty} topics", pointer
        )
        return [*lines[:-1], pointer]


class EmptyFilesAreNoTopics(ReferenceAdapter):
    system_class = EmptyFilesAreNoTopicsSystem


def test_a_topic_file_left_empty_may_be_no_topic_for_the_machine(tmp_path: Path) -> None:
    """R17: whether a file with no bullet is still a topic is open; the machine passes the
    reading that drops it from `## Topics` and from the pointer line, as it passes the
    reference's, which keeps it as `pets (0)`."""
    system = EmptyFilesAreNoTopics().open({"env": {"HOME": str(tmp_path)}})
    system.write_fact("Has a cat named Luna", "pets")
    store_files.remove_line(
        store_files.topic_file(Path(system.memory_dir()), "pets"), "- Has a cat named Luna"
    )
    system.write_fact("Works as a security engineer", "work")
    assert store_files.topic_lines(Path(system.memory_dir())) == [
        "- work → topics/work.md (1 facts)"
    ]
    assert "across 1 topics: work (1)." in system.facts_for_prompt()[-1]
    system.close()
    store_machine.run(EmptyFilesAreNoTopics(), runs=12)
