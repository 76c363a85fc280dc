"""The per-clause report: a clause passes only when a scenario ran and none failed; an
unclaimed capability is "not claimed", never passed."""

from __future__ import annotations

import json

from kotoba_conformance import catalogue, report
from kotoba_conformance.report import Outcome

CLAUSES = catalogue.parse(
    """
## write — writing (capability `facts`)
| id | clause | source |
| --- | --- | --- |
| WRITE-1 | one | 000 |
| WRITE-2 | two | 000 |
| WRITE-3 | three | 000 |
## visual — images (capability `visual`)
| id | clause | source |
| --- | --- | --- |
| VIS-1 | images | 000 |
"""
)


def statuses(outcomes: list[Outcome], claimed: tuple[str, ...] = ("facts",)) -> dict[str, str]:
    return {row.clause.id: row.status for row in report.rows(CLAUSES, claimed, outcomes)}


def test_the_parser_reads_each_row_under_its_sections_capability() -> None:
    assert [(c.id, c.capability) for c in CLAUSES.values()] == [
        ("WRITE-1", "facts"), ("WRITE-2", "facts"), ("WRITE-3", "facts"), ("VIS-1", "visual"),
    ]  # fmt: skip


def test_one_failing_scenario_fails_every_clause_it_is_tagged_with() -> None:
    outcomes = [
        Outcome("a", ("WRITE-1",), "passed"),
        Outcome("b", ("WRITE-1", "WRITE-2"), "failed"),
    ]
    assert statuses(outcomes) == {
        "WRITE-1": "FAILED",
        "WRITE-2": "FAILED",
        "WRITE-3": "not run",
        "VIS-1": "not claimed",
    }


def test_a_clause_whose_scenarios_were_all_skipped_is_not_passed() -> None:
    assert statuses([Outcome("a", ("WRITE-3",), "skipped")])["WRITE-3"] == "not run"


def test_an_unclaimed_capability_is_not_claimed_even_when_its_scenarios_passed() -> None:
    assert statuses([Outcome("a", ("VIS-1",), "passed")])["VIS-1"] == "not claimed"


def test_the_table_names_each_failing_scenario_under_its_clause() -> None:
    table = report.rows(CLAUSES, ["facts"], [Outcome("Refusal text", ("WRITE-2",), "failed")])
    text = report.format_table(table)
    assert "WRITE-2    facts           FAILED          0/1" in text
    assert "✗ Refusal text" in text
    assert report.failed_clauses(table) == ["WRITE-2"]


def test_the_json_report_carries_status_and_scenario_names() -> None:
    table = report.rows(CLAUSES, ["facts"], [Outcome("ok", ("WRITE-1",), "passed")])
    data = json.loads(report.to_json(table))
    assert data["WRITE-1"] == {
        "capability": "facts",
        "status": "passed",
        "passed": ["ok"],
        "failed": [],
        "failed_as_known": [],
        "passed_unexpectedly": [],
    }
    assert data["VIS-1"]["status"] == "not claimed"


def test_a_known_failure_that_fails_is_reported_as_known_and_does_not_fail_the_run() -> None:
    outcomes = [Outcome("dup", ("WRITE-1",), "xfailed")]
    table = report.rows(CLAUSES, ["facts"], outcomes, known={"WRITE-1"})
    assert {row.clause.id: row.status for row in table}["WRITE-1"] == "known failure"
    assert report.failed_clauses(table) == []


def test_a_known_failure_some_of_whose_scenarios_pass_is_still_known() -> None:
    outcomes = [Outcome("dup", ("WRITE-1",), "xfailed"), Outcome("same", ("WRITE-1",), "xpassed")]
    assert statuses_known(outcomes, known={"WRITE-1"})["WRITE-1"] == "known failure"


def test_a_known_failure_whose_scenarios_all_pass_is_an_unexpected_pass() -> None:
    outcomes = [Outcome("dup", ("WRITE-1",), "xpassed")]
    table = report.rows(CLAUSES, ["facts"], outcomes, known={"WRITE-1"})
    assert report.failed_clauses(table) == ["WRITE-1"]
    assert "! dup" in report.format_table(table)


def test_an_expected_failure_counts_for_no_other_clause_of_the_scenario() -> None:
    outcomes = [Outcome("both", ("WRITE-1", "WRITE-2"), "xfailed")]
    table = statuses_known(outcomes, known={"WRITE-1"})
    assert table["WRITE-1"] == "known failure"
    assert table["WRITE-2"] == "not run"


def statuses_known(outcomes: list[Outcome], known: set[str]) -> dict[str, str]:
    return {row.clause.id: row.status for row in report.rows(CLAUSES, ["facts"], outcomes, known)}
