"""`kotoba-conformance fuzz` passes the reference, catches a topic that escapes the store, and
prints what it found as a scenario (each run small: the full size is the tox env `fuzz`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from kotoba_conformance.modes import fuzz
from kotoba_conformance.modes.counterexample import Failure, carries_in_quotes, scenario
from kotoba_reference.adapter import ReferenceAdapter

from tests.broken import topic_slug_normalised_after_the_check as escapes

ROOT = Path(__file__).resolve().parent.parent
WRITE_TOPIC = next(e for e in fuzz.ENTRY_POINTS if e.name == "write_fact(topic)")


def test_the_reference_survives_every_entry_point_it_claims() -> None:
    report = fuzz.run("reference", examples=15, machine_runs=2, run_seed=3)
    claimed = set(ReferenceAdapter().capabilities())
    expected = {e.name for e in fuzz.ENTRY_POINTS if e.capability in claimed}
    assert set(report.entry_points) == expected
    assert all(entry.inputs >= 15 for entry in report.entry_points.values())
    failures = {n: e.failure for n, e in report.entry_points.items() if e.failure is not None}
    assert not failures
    assert report.machine_failure is None
    assert report.passed


def test_a_full_width_traversal_that_escapes_is_reported_as_a_file_outside_the_store(
    tmp_path: Path,
) -> None:
    sandbox = fuzz.Sandbox(escapes.Adapter(), tmp_path / "machine")
    try:
        failure = sandbox.attempt(WRITE_TOPIC, "．．／．．／outside")
    finally:
        sandbox.close()
    assert failure is not None
    assert failure.clause == "STORE-5"
    assert ".kotoba/outside.md" in failure.detail


def test_the_reference_keeps_the_same_traversal_in_topics(tmp_path: Path) -> None:
    sandbox = fuzz.Sandbox(ReferenceAdapter(), tmp_path / "machine")
    try:
        assert sandbox.attempt(WRITE_TOPIC, "．．／．．／outside") is None
    finally:
        sandbox.close()


def test_fuzz_fails_the_escaping_implementation_and_prints_a_scenario(tmp_path: Path) -> None:
    summary = tmp_path / "fuzz.json"
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "fuzz",
         "--adapter", "tests.broken.topic_slug_normalised_after_the_check:Adapter",
         "--entry", "write_fact(topic)", "--entry", "memory_recall(query)",
         "--examples", "200", "--machine-runs", "0", "--json", str(summary)],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip
    assert completed.returncode == 1, completed.stdout
    report = json.loads(summary.read_text(encoding="utf-8"))
    assert set(report["failed_clauses"]) >= escapes.CAUGHT_AS
    assert set(report["inputs"]) == {"write_fact(topic)", "memory_recall(query)"}
    assert report["inputs"]["memory_recall(query)"] >= 200
    printed = report["failures"]["write_fact(topic)"]["scenario"]
    assert "@STORE-5\nScenario: " in printed
    assert "When the model saves the fact" in printed
    assert printed in completed.stdout


def test_a_value_with_a_line_break_goes_into_a_docstring() -> None:
    text = scenario("fact", "memory_write(fact)", "one\n## Topics", Failure("WRITE-11", "why"))
    assert '      """\n      one\n      ## Topics\n      """' in text
    assert "# The input, as a Python literal: 'one\\n## Topics'" in text


def test_only_printable_text_without_quote_marks_goes_between_quotes() -> None:
    assert carries_in_quotes("../../outside ÜBER")
    assert not carries_in_quotes('say "hi"')
    assert not carries_in_quotes("a\u202eb")
    assert not carries_in_quotes("a\x00b")
