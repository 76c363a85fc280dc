"""The generated programs of `run`: the same every time, made of shipped steps, passed by the
reference, failing broken implementations at the clause each breaks, shrunk within a bounded
number of runs into a scenario that replays the failure, and never charging a transport error
to the implementation."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

import pytest
from kotoba_conformance.contract.adapter import Adapter, WriteResult
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.contract.loading import load
from kotoba_conformance.programs import generate, verdict
from kotoba_conformance.programs.operations import StoreUnrelated, Write
from kotoba_conformance.programs.verdict import ProgramFailure
from kotoba_conformance.steps.support.gherkin import gherkin
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.support.pasted import definition, parsed_steps, run_scenario, shipped_steps
from tests.support.variant_frontmatter import broken_implementations

BROKEN = (
    "recent_not_capped",
    "duplicates_checked_within_one_topic",
    "prose_lines_read_as_facts",
    "prefix_every_token",
    "empty_name_erases",
    "image_bytes_in_the_event",
)
"""Broken implementations, each of one bug, that the programs must catch at its own clause."""


def first_failure(adapter: Adapter, scratch: Path) -> ProgramFailure | None:
    """The first case the adapter fails, of those it claims the capabilities of."""
    claimed = set(adapter.capabilities())
    for case in generate.cases():
        if case.needs <= claimed and not case.optional:
            failure = verdict.verdict(case.program, adapter, scratch / case.id, case.id, case.needs)
            if failure is not None:
                return failure
    return None


def test_the_cases_are_the_same_on_every_call() -> None:
    assert generate.cases() == generate.cases()
    assert len({case.id for case in generate.cases()}) == len(generate.cases())


def test_every_step_of_every_program_is_a_shipped_step() -> None:
    shipped = shipped_steps()
    for case in generate.cases():
        text = "\n".join(["Scenario: replayed", *gherkin([op.step() for op in case.program])])
        for step in parsed_steps(text):
            definition(step, shipped)


@pytest.mark.runs_the_kit
@pytest.mark.parametrize("name", BROKEN)
def test_a_broken_implementation_fails_a_program_at_its_own_clause(
    name: str, tmp_path: Path
) -> None:
    failure = first_failure(load(f"tests.broken.{name}:Adapter"), tmp_path)
    assert failure is not None, f"{name} passed every generated program"
    assert failure.clause in broken_implementations()[name].clauses, failure.scenario()
    pasted = failure.scenario()
    assert f"\n@{failure.clause}" in pasted
    shipped = shipped_steps()
    for step in parsed_steps(pasted.split("\n", 4)[4]):
        definition(step, shipped)


@pytest.mark.runs_the_kit
def test_a_shrunk_program_replays_as_a_scenario_failing_the_same_clause(tmp_path: Path) -> None:
    spec = "tests.broken.duplicates_checked_within_one_topic:Adapter"
    failure = first_failure(load(spec), tmp_path)
    assert failure is not None
    assert len(failure.program) <= 3, failure.scenario()
    broken = run_scenario(failure.scenario(), spec)
    assert broken.returncode == 1, broken.stdout
    reference = run_scenario(failure.scenario(), "reference")
    assert reference.returncode == 0, reference.stdout


def test_the_same_failure_is_found_and_shrunk_the_same_way_twice(tmp_path: Path) -> None:
    adapter = load("tests.broken.pointer_total_counts_only_inline:Adapter")
    first = first_failure(adapter, tmp_path / "first")
    second = first_failure(adapter, tmp_path / "second")
    assert first is not None
    assert second is not None
    assert first.scenario() == second.scenario()


class Counting(ReferenceAdapter):
    """The reference, every write but the first answered as written with nothing stored, and
    every system it opens counted."""

    opened: ClassVar[int] = 0

    class system_class(ReferenceSystem):
        writes: ClassVar[int] = 0

        def write_fact(self, fact: object, topic: object = None) -> WriteResult:
            type(self).writes += 1
            if type(self).writes == 1:
                return super().write_fact(fact, topic)
            return {
                "written": True,
                "reason": "written",
                "retired": [],
                "conflicts": [],
                "duplicate_of": None,
            }

    def open(self, spec: object) -> ReferenceSystem:
        type(self).opened += 1
        self.system_class.writes = 0
        return super().open(spec)  # type: ignore[arg-type]


def test_a_shrink_takes_a_bounded_number_of_runs(tmp_path: Path) -> None:
    program = [
        StoreUnrelated(30, "pets"),
        *(Write(f"Zukavex {w} bodirak wok", "work", "store") for w in range(40)),
    ]
    Counting.opened = 0
    failure = verdict.verdict(program, Counting(), tmp_path)
    assert failure is not None
    assert failure.clause == "WRITE-1"
    assert Counting.opened <= 1 + verdict.SHRINK_RUNS
    assert len(failure.program) < len(program)
    assert failure.shrunk
    assert ", shrunk." in failure.scenario().splitlines()[0]


def test_a_failure_not_worth_shrinking_is_shown_as_found_and_says_so(tmp_path: Path) -> None:
    program = [
        StoreUnrelated(30, "pets"),
        *(Write(f"Zukavex {w} bodirak wok", "work", "store") for w in range(40)),
    ]
    Counting.opened = 0
    asked: list[str] = []

    def worth_shrinking(found: verdict.ProgramFailure) -> bool:
        asked.append(found.clause)
        return False

    failure = verdict.verdict(program, Counting(), tmp_path, worth_shrinking=worth_shrinking)
    assert failure is not None
    assert asked == ["WRITE-1"]
    assert Counting.opened == 1
    assert failure.program == tuple(program[: len(failure.program)])
    assert not failure.shrunk
    assert "not shrunk: a failure the adapter declares" in failure.scenario().splitlines()[0]


class LosesItsTransport(ReferenceAdapter):
    class system_class(ReferenceSystem):
        def write_fact(self, fact: object, topic: object = None) -> WriteResult:
            del fact, topic
            raise TransportError("the implementation's process exited (status 1)")


def test_a_transport_error_is_the_kits_never_a_failure(tmp_path: Path) -> None:
    with pytest.raises(TransportError):
        verdict.verdict([StoreUnrelated(2, "pets")], LosesItsTransport(), tmp_path)
