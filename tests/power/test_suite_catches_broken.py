"""The suite must fail each deliberately broken implementation, naming the right clause.

Each run is the real CLI in a subprocess, as an implementer would run it, over the clauses the
implementation must fail. What each must fail is read from its frontmatter (`clause`, `caught in`;
the format is in `tests/README.md`); those a mode catches (`caught by`) are tested in that mode's
tests, `tests/modes/`.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import cast

import pytest
from kotoba_conformance.contract import catalogue, citations

from tests.support import kit_runner
from tests.support.variant_frontmatter import broken_implementations

CAUGHT_BY_RUN = broken_implementations("run")
ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.catches_broken


def run_suite(adapter: str, report: Path, clauses: set[str]) -> subprocess.CompletedProcess[str]:
    """The CLI run over the clauses it must fail: every scenario tagged with one of them, so
    their rows are what a whole run would print (a row is judged from its own scenarios alone),
    without the scenarios of the clauses around them, which the assertion below never reads."""
    command = [
        "run",
        "--adapter",
        adapter,
        "--json",
        str(report),
        "--clause",
        ",".join(sorted(clauses)),
    ]
    return kit_runner.run(command, timeout=600)


@pytest.mark.parametrize("name", sorted(CAUGHT_BY_RUN))
def test_suite_fails_the_broken_implementation_naming_its_clause(name: str, tmp_path: Path) -> None:
    expected = set(CAUGHT_BY_RUN[name].clauses)
    report_path = tmp_path / "report.json"
    completed = run_suite(f"tests.broken.{name}:Adapter", report_path, expected)
    assert completed.returncode != 0, f"the suite passed {name}:\n{completed.stdout[-3000:]}"
    report = json.loads(report_path.read_text(encoding="utf-8"))
    # FAILED is a required scenario failing: a catch must not depend on an optional reading.
    failed = {cid for cid, row in report["clauses"].items() if row["status"] == "FAILED"}
    assert expected <= failed, f"{name}: expected {sorted(expected)} failed, got {sorted(failed)}"
    # `caught in`: scenarios that must each fail, so one failing check cannot hide another.
    unseen = set(CAUGHT_BY_RUN[name].caught_in) - failed_scenarios(report)
    assert not unseen, f"{name}: these scenarios did not fail: {sorted(unseen)}"


def failed_scenarios(report: dict[str, object]) -> set[str]:
    """The titles of the required scenarios that failed, without their feature and example."""
    scenarios = cast(list[dict[str, str]], report["scenarios"])
    return {
        s["scenario"].partition(": ")[2].partition(" [")[0].split(": <")[0]
        for s in scenarios
        if s["outcome"] == "failed" and s["level"] == "required"
    }


def test_there_are_broken_implementations_the_run_must_fail() -> None:
    assert CAUGHT_BY_RUN, "no broken implementation: the suite's power to fail anything is unproven"


def test_every_broken_implementation_names_clauses_of_the_catalogue() -> None:
    clauses, resolutions = catalogue.clauses(), catalogue.resolutions()
    wrong = [
        f"{name}: {problem}"
        for name, front in broken_implementations().items()
        for problem in (
            *(
                f"clause {c!r} is not in the catalogue"
                for c in front.clauses
                if front.caught_by != "audit" and c not in clauses
            ),  # an audit's broken app names the audit's checks: tests/modes/test_audit_mode.py
            ""
            if not front.sentence or front.sentence in resolutions or citations.find(front.sentence)
            else f"sentence {front.sentence!r} is in neither document, nor a resolution",
            f"answer {front.answer!r}: a broken implementation is never a miss"
            if front.answer
            else "",
        )
        if problem
    ]
    assert not wrong, "\n".join(wrong)
