"""The per-clause report: a clause passes only when a scenario ran and none failed; an
unclaimed capability is "not claimed", never passed."""

from __future__ import annotations

import json
from typing import Any

from kotoba_conformance.contract import catalogue
from kotoba_conformance.reports import json_report, outcomes, terminal
from kotoba_conformance.reports import table as verdict
from kotoba_conformance.reports.outcomes import Failure, Level, Outcome, ScenarioResult


def result(
    name: str, clauses: tuple[str, ...], outcome: str, level: str = "required", **details: Any
) -> ScenarioResult:
    """A recorded scenario result, written with the JSON report's words."""
    return ScenarioResult(name, clauses, Outcome(outcome), Level(level), **details)


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


def statuses(
    outcomes: list[ScenarioResult], claimed: tuple[str, ...] = ("facts",)
) -> dict[str, str]:
    return {row.clause.id: row.status for row in verdict.rows(CLAUSES, claimed, outcomes)}


def test_the_parser_reads_each_row_under_its_sections_capability() -> None:
    assert [(c.id, c.capability) for c in CLAUSES.values()] == [
        ("WRITE-1", "facts"), ("WRITE-2", "facts"), ("WRITE-3", "facts"), ("VIS-1", "visual"),
    ]  # fmt: skip


def test_a_failure_charged_to_no_clause_in_particular_fails_every_clause_of_the_scenario() -> None:
    outcomes = [
        result("a", ("WRITE-1",), "passed"),
        result("b", ("WRITE-1", "WRITE-2"), "failed"),
    ]
    assert statuses(outcomes) == {
        "WRITE-1": "FAILED",
        "WRITE-2": "FAILED",
        "WRITE-3": "not run",
        "VIS-1": "not claimed",
    }


def test_a_failure_is_charged_only_to_the_clauses_of_the_step_that_failed() -> None:
    outcomes = [
        result("refusal", ("WRITE-1", "WRITE-2"), "failed", charged=("WRITE-1",)),
        result("untouched", ("WRITE-2",), "passed"),
    ]
    assert statuses(outcomes)["WRITE-1"] == "FAILED"
    assert statuses(outcomes)["WRITE-2"] == "passed"


def test_a_clause_whose_scenarios_were_all_skipped_is_not_passed() -> None:
    assert statuses([result("a", ("WRITE-3",), "skipped")])["WRITE-3"] == "not run"


def test_an_unclaimed_capability_is_not_claimed_even_when_its_scenarios_passed() -> None:
    assert statuses([result("a", ("VIS-1",), "passed")])["VIS-1"] == "not claimed"


def test_the_table_names_each_failing_scenario_under_its_clause() -> None:
    table = verdict.rows(CLAUSES, ["facts"], [result("Refusal text", ("WRITE-2",), "failed")])
    text = terminal.format_table(table)
    assert "WRITE-2    facts           FAILED          0/1" in text
    assert "✗ Refusal text" in text
    assert verdict.failed_clauses(table) == ["WRITE-2"]


def test_the_json_report_carries_status_and_scenario_names() -> None:
    table = verdict.rows(CLAUSES, ["facts"], [result("ok", ("WRITE-1",), "passed")])
    data = json.loads(json_report.to_json(table))
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
        "skipped": [],
    }
    assert data["clauses"]["VIS-1"]["status"] == "not claimed"
    assert data["summary"]["passed"] == 1


def test_the_json_report_gives_each_failing_scenario_its_step_message_and_level() -> None:
    failure = Failure("Then the reply starts with:", "features/w.feature:9", "no dash")
    outcome = result("dash", ("WRITE-2",), "failed", level="optional", failure=failure)
    adapter = {"spec": "mine:Adapter", "extensions": {"write_fact": ["fact"]}}
    data = json.loads(
        json_report.to_json(verdict.rows(CLAUSES, ["facts"], [outcome]), [outcome], adapter)
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
    outcomes = [result("dup", ("WRITE-1",), "xfailed")]
    table = verdict.rows(CLAUSES, ["facts"], outcomes, known={"WRITE-1"})
    assert {row.clause.id: row.status for row in table}["WRITE-1"] == "known failure"
    assert verdict.failed_clauses(table) == []


def test_a_known_failure_some_of_whose_scenarios_pass_is_still_known() -> None:
    outcomes = [result("dup", ("WRITE-1",), "xfailed"), result("same", ("WRITE-1",), "xpassed")]
    assert statuses_known(outcomes, known={"WRITE-1"})["WRITE-1"] == "known failure"


def test_a_known_failure_whose_scenarios_all_pass_is_an_unexpected_pass() -> None:
    outcomes = [result("dup", ("WRITE-1",), "xpassed")]
    table = verdict.rows(CLAUSES, ["facts"], outcomes, known={"WRITE-1"})
    assert verdict.failed_clauses(table) == ["WRITE-1"]
    assert "! dup" in terminal.format_table(table)


def test_an_unexpected_pass_lists_only_the_scenarios_declared_failing_and_the_entry_to_remove() -> (
    None
):
    outcomes = [
        result("always passed", ("WRITE-1",), "xpassed"),
        result("fixed upstream", ("WRITE-1",), "xpassed"),
    ]
    table = verdict.rows(
        CLAUSES,
        ["facts"],
        outcomes,
        known={"WRITE-1"},
        known_scenarios={"WRITE-1": {"fixed upstream"}},
    )
    text = terminal.format_table(table)
    assert "! fixed upstream" in text
    assert "always passed" not in text
    assert "remove 'WRITE-1' from the adapter's known_failures()" in text


def test_each_known_failure_gets_one_line_with_its_reason_by_default() -> None:
    outcomes = [result("dup", ("WRITE-1",), "xfailed"), result("other", ("WRITE-2",), "passed")]
    table = verdict.rows(CLAUSES, ["facts"], outcomes, known={"WRITE-1"})
    lines = terminal.format_table(table, reasons={"WRITE-1": "rests on R5; quotes the text sent"})
    known = [line for line in lines.splitlines() if "known:" in line]
    assert known == [f"{'':<10} known: rests on R5; quotes the text sent"]


def test_an_expected_failure_counts_for_no_other_clause_of_the_scenario() -> None:
    outcomes = [result("both", ("WRITE-1", "WRITE-2"), "xfailed")]
    table = statuses_known(outcomes, known={"WRITE-1"})
    assert table["WRITE-1"] == "known failure"
    assert table["WRITE-2"] == "not run"


def statuses_known(outcomes: list[ScenarioResult], known: set[str]) -> dict[str, str]:
    return {row.clause.id: row.status for row in verdict.rows(CLAUSES, ["facts"], outcomes, known)}


def test_an_optional_failure_shows_beside_a_passed_clause_and_fails_only_a_strict_run() -> None:
    outcomes = [result(f"r{i}", ("WRITE-1",), "passed") for i in range(6)]
    outcomes += [result("o1", ("WRITE-1",), "failed", level="optional")]
    outcomes += [result(f"o{i}", ("WRITE-1",), "passed", level="optional") for i in (2, 3)]
    table = verdict.rows(CLAUSES, ["facts"], outcomes)
    row = table[0]
    assert row.status == "passed"
    assert terminal.scenario_count(row) == "6/6 · optional 1/3 failed"
    assert "? o1" in terminal.format_table(table)
    assert not verdict.run_fails(table)
    assert verdict.run_fails(table, strict=True)


def test_a_clause_checked_only_by_optional_scenarios_is_reported_as_such() -> None:
    outcomes = [result("o", ("WRITE-3",), "passed", level="optional")]
    table = verdict.rows(CLAUSES, ["facts"], outcomes)
    assert statuses(outcomes)["WRITE-3"] == "optional only"
    assert terminal.scenario_count(table[2]) == "- · optional 1/1"


def test_an_errored_scenario_is_reported_apart_from_failures_and_fails_the_run() -> None:
    outcomes = [result("crash", ("WRITE-1",), "errored"), result("ok", ("WRITE-1",), "passed")]
    table = verdict.rows(CLAUSES, ["facts"], outcomes)
    assert table[0].status == "ERRORED"
    assert table[0].failed == []
    assert "E crash" in terminal.format_table(table)
    assert verdict.run_fails(table)


def test_a_clause_not_run_says_why() -> None:
    skipped = [
        result("a", ("WRITE-1",), "skipped", reason="not claimed: session-search"),
        result("b", ("WRITE-2",), "skipped", reason="not claimed: paths, profile"),
        result("c", ("WRITE-2",), "skipped", reason="not claimed: paths"),
    ]
    rows = {row.clause.id: row for row in verdict.rows(CLAUSES, ["facts"], skipped)}
    assert rows["WRITE-1"].not_run_reason == "its only scenario also needs session-search"
    assert rows["WRITE-2"].not_run_reason == "its 2 scenarios also need paths, profile"
    assert rows["WRITE-3"].not_run_reason == "none of its scenarios ran (none was selected)"
    assert "(its only scenario also needs session-search)" in terminal.format_table(
        list(rows.values())
    )


def test_the_summary_line_counts_what_the_table_shows() -> None:
    outcomes = [
        result("a", ("WRITE-1",), "passed"),
        result("b", ("WRITE-2",), "failed"),
        result("c", ("WRITE-3",), "xfailed"),
        result("d", ("WRITE-3",), "failed", level="optional"),
    ]
    table = verdict.rows(CLAUSES, ["facts"], outcomes, known={"WRITE-3"})
    assert terminal.summary_line(table) == (
        "clauses: 1 passed, 1 FAILED, 1 known failure, 1 not claimed, 0 not run"
        " · checks passed: required 1/3, optional 0/1"
    )


def test_known_failures_show_their_scenarios_only_when_verbose() -> None:
    table = verdict.rows(CLAUSES, ["facts"], [result("dup", ("WRITE-1",), "xfailed")], {"WRITE-1"})
    assert "~ dup" not in terminal.format_table(table)
    assert "~ dup" in terminal.format_table(table, verbose=True)


def test_a_known_failure_fails_as_declared_only_at_a_declared_clauses_check() -> None:
    assert outcomes.failed_as_declared(("WRITE-6",), {"WRITE-6"})
    assert outcomes.failed_as_declared((), {"WRITE-6"})  # charged to every clause, WRITE-6 too
    assert not outcomes.failed_as_declared(("WRITE-2",), {"WRITE-6"})


def test_where_the_adapter_lists_a_clauses_failing_scenarios_another_one_fails_plainly() -> None:
    listed = {"WRITE-6": ["corrections.feature: The same fact under a synonym topic"]}
    declared, other = listed["WRITE-6"][0], "corrections.feature: A fact written a moment ago"
    for charged, clauses in ((("WRITE-6",), ()), ((), ("WRITE-6", "WRITE-1"))):
        assert outcomes.failed_as_declared(
            charged, {"WRITE-6"}, scenario=declared, clauses=clauses, listed=listed
        )
        assert not outcomes.failed_as_declared(
            charged, {"WRITE-6"}, scenario=other, clauses=clauses, listed=listed
        )
    # a declared clause the adapter listed no scenarios for still covers every one of them
    assert outcomes.failed_as_declared(("WRITE-6",), {"WRITE-6"}, scenario=other, listed={})


def test_outcome_words_are_the_json_reports_strings() -> None:
    assert json.dumps({Outcome.KNOWN_FAILURE: Level.OPTIONAL}) == '{"xfailed": "optional"}'
    assert f"{verdict.Status.UNEXPECTED_PASS:<16}|" == "UNEXPECTED PASS |"


NO_BROWSER = "no headless Chromium: the panel runs scripts (apt-get install chromium)"


def test_a_required_scenario_the_machine_could_not_run_is_shown_in_its_clauses_row() -> None:
    outcomes = [
        result("drawn", ("WRITE-1",), "passed"),
        result("panel", ("WRITE-1",), "skipped", reason=NO_BROWSER),
        result("other capability", ("WRITE-1",), "skipped", reason="not claimed: http"),
    ]
    row = verdict.rows(CLAUSES, ["facts"], outcomes)[0]
    assert row.status == "passed"
    assert row.skipped == [verdict.Skip("panel", NO_BROWSER)]
    assert terminal.scenario_count(row) == "1/1 · 1 skipped: no headless Chromium"


def test_a_clause_all_of_whose_scenarios_the_machine_skipped_is_not_run_saying_why() -> None:
    row = verdict.rows(CLAUSES, ["facts"], [result("panel", ("WRITE-2",), "skipped", reason="")])[1]
    assert row.status == "not run"
    assert row.not_run_reason == ""
    assert terminal.scenario_count(row) == "- · 1 skipped: no reason given"


def test_skipped_required_scenarios_are_counted_and_fail_only_a_strict_run() -> None:
    outcomes = [
        result("drawn", ("WRITE-1",), "passed"),
        result("panel", ("WRITE-1", "WRITE-2"), "skipped", reason=NO_BROWSER),
        result("images", ("VIS-1",), "skipped", reason=NO_BROWSER),  # not claimed: not counted
    ]
    table = verdict.rows(CLAUSES, ["facts"], outcomes)
    assert verdict.skipped_clauses(table) == ["WRITE-1", "WRITE-2"]
    assert terminal.summary_line(table).endswith(" · 2 required skipped")
    assert not verdict.run_fails(table)
    assert verdict.run_fails(table, strict=True)


def test_a_skip_for_a_capability_not_claimed_is_neither_counted_nor_strict() -> None:
    outcomes = [
        result("drawn", ("WRITE-1",), "passed"),
        result("settings", ("WRITE-1",), "skipped", reason="not claimed: http"),
    ]
    table = verdict.rows(CLAUSES, ["facts"], outcomes)
    assert verdict.skipped_clauses(table) == []
    assert "skipped" not in terminal.summary_line(table)
    assert not verdict.run_fails(table, strict=True)


def test_a_skips_short_reason_is_its_head_cut_to_fit_a_row() -> None:
    assert verdict.Skip("s", "no headless Chromium: details").short_reason == "no headless Chromium"
    assert verdict.Skip("s", "no network (offline)").short_reason == "no network"
    long = verdict.Skip("s", "the quick brown fox jumps over the lazy dog, twice over and more")
    assert len(long.short_reason) <= verdict.SHORT_REASON_WIDTH
    assert long.short_reason.endswith("…")
