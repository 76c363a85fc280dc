"""The per-clause report: a clause passes only when a scenario ran and none failed; an
unclaimed capability is "not claimed", never passed."""

from __future__ import annotations

import json

from kotoba_conformance.contract import catalogue
from kotoba_conformance.reports import table as report
from kotoba_conformance.reports.table import Outcome

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


def test_a_failure_charged_to_no_clause_in_particular_fails_every_clause_of_the_scenario() -> None:
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


def test_a_failure_is_charged_only_to_the_clauses_of_the_step_that_failed() -> None:
    outcomes = [
        Outcome("refusal", ("WRITE-1", "WRITE-2"), "failed", charged=("WRITE-1",)),
        Outcome("untouched", ("WRITE-2",), "passed"),
    ]
    assert statuses(outcomes)["WRITE-1"] == "FAILED"
    assert statuses(outcomes)["WRITE-2"] == "passed"


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
    assert data["clauses"]["WRITE-1"] == {
        "capability": "facts",
        "status": "passed",
        "passed": ["ok"],
        "failed": [],
        "errored": [],
        "failed_as_known": [],
        "passed_unexpectedly": [],
        "optional_passed": [],
        "optional_failed": [],
    }
    assert data["clauses"]["VIS-1"]["status"] == "not claimed"
    assert data["summary"]["passed"] == 1


def test_the_json_report_gives_each_failing_scenario_its_step_message_and_level() -> None:
    failure = report.Failure("Then the reply starts with:", "features/w.feature:9", "no dash")
    outcome = Outcome("dash", ("WRITE-2",), "failed", level="optional", failure=failure)
    adapter = {"spec": "mine:Adapter", "extensions": {"write_fact": ["fact"]}}
    data = json.loads(
        report.to_json(report.rows(CLAUSES, ["facts"], [outcome]), [outcome], adapter)
    )
    assert data["scenarios"] == [
        {
            "scenario": "dash",
            "location": "",
            "level": "optional",
            "outcome": "failed",
            "clauses": ["WRITE-2"],
            "charged": ["WRITE-2"],
            "failure": {
                "step": "Then the reply starts with:",
                "location": "features/w.feature:9",
                "message": "no dash",
            },
        }
    ]
    assert data["adapter"]["extensions"] == {"write_fact": ["fact"]}
    assert data["summary"]["run failed"] is False


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


def test_an_optional_failure_shows_beside_a_passed_clause_and_fails_only_a_strict_run() -> None:
    outcomes = [Outcome(f"r{i}", ("WRITE-1",), "passed") for i in range(6)]
    outcomes += [Outcome("o1", ("WRITE-1",), "failed", level="optional")]
    outcomes += [Outcome(f"o{i}", ("WRITE-1",), "passed", level="optional") for i in (2, 3)]
    table = report.rows(CLAUSES, ["facts"], outcomes)
    row = table[0]
    assert row.status == "passed"
    assert report.scenario_count(row) == "6/6 · optional 1/3 failed"
    assert "? o1" in report.format_table(table)
    assert not report.run_fails(table)
    assert report.run_fails(table, strict=True)


def test_a_clause_checked_only_by_optional_scenarios_is_reported_as_such() -> None:
    outcomes = [Outcome("o", ("WRITE-3",), "passed", level="optional")]
    table = report.rows(CLAUSES, ["facts"], outcomes)
    assert statuses(outcomes)["WRITE-3"] == "optional only"
    assert report.scenario_count(table[2]) == "- · optional 1/1"


def test_an_errored_scenario_is_reported_apart_from_failures_and_fails_the_run() -> None:
    outcomes = [Outcome("crash", ("WRITE-1",), "errored"), Outcome("ok", ("WRITE-1",), "passed")]
    table = report.rows(CLAUSES, ["facts"], outcomes)
    assert table[0].status == "ERRORED"
    assert table[0].failed == []
    assert "E crash" in report.format_table(table)
    assert report.run_fails(table)


def test_a_clause_not_run_says_why() -> None:
    skipped = [
        Outcome("a", ("WRITE-1",), "skipped", reason="not claimed: session-search"),
        Outcome("b", ("WRITE-2",), "skipped", reason="not claimed: paths, profile"),
        Outcome("c", ("WRITE-2",), "skipped", reason="not claimed: paths"),
    ]
    rows = {row.clause.id: row for row in report.rows(CLAUSES, ["facts"], skipped)}
    assert rows["WRITE-1"].not_run_reason == "its only scenario also needs session-search"
    assert rows["WRITE-2"].not_run_reason == "its 2 scenarios also need paths, profile"
    assert rows["WRITE-3"].not_run_reason == "no scenario checks it yet"
    assert "(its only scenario also needs session-search)" in report.format_table(
        list(rows.values())
    )


def test_the_summary_line_counts_what_the_table_shows() -> None:
    outcomes = [
        Outcome("a", ("WRITE-1",), "passed"),
        Outcome("b", ("WRITE-2",), "failed"),
        Outcome("c", ("WRITE-3",), "xfailed"),
        Outcome("d", ("WRITE-3",), "failed", level="optional"),
    ]
    table = report.rows(CLAUSES, ["facts"], outcomes, known={"WRITE-3"})
    assert report.summary_line(table) == (
        "clauses: 1 passed, 1 FAILED, 1 known failure, 1 not claimed, 0 not run"
        " · checks passed: required 1/3, optional 0/1"
    )


def test_known_failures_show_their_scenarios_only_when_verbose() -> None:
    table = report.rows(CLAUSES, ["facts"], [Outcome("dup", ("WRITE-1",), "xfailed")], {"WRITE-1"})
    assert "~ dup" not in report.format_table(table)
    assert "~ dup" in report.format_table(table, verbose=True)
