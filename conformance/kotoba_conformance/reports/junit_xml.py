"""The report as JUnit XML, which every CI system can show: one test suite per clause, one test
case per scenario counted for it. pytest's own `--junitxml` knows test functions, not clauses,
levels or known failures, so the suite writes its own."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable

from kotoba_conformance.reports import table as report


def to_junit_xml(
    table: list[report.Row], outcomes: Iterable[report.Outcome], strict: bool = False
) -> str:
    by_name = {outcome.scenario: outcome for outcome in outcomes}
    suites = ET.Element("testsuites", name="kotoba-conformance")
    for row in table:
        suite = ET.SubElement(
            suites, "testsuite", name=f"{row.clause.id} ({row.clause.capability})"
        )
        cases = _cases(row, by_name, strict)
        if not cases:
            case = ET.SubElement(suite, "testcase", name=row.status, classname=row.clause.id)
            ET.SubElement(case, "skipped", message=row.not_run_reason or row.status)
        for name, verdict, detail in cases:
            case = ET.SubElement(suite, "testcase", name=name, classname=row.clause.id)
            if verdict != "passed":
                element = ET.SubElement(case, verdict, message=detail.partition("\n")[0])
                element.text = detail
        counts = {k: sum(v == k for _, v, _ in cases) for k in ("failure", "error", "skipped")}
        suite.set("tests", str(max(len(cases), 1)))
        suite.set("failures", str(counts["failure"]))
        suite.set("errors", str(counts["error"]))
        suite.set("skipped", str(counts["skipped"] if cases else 1))
    ET.indent(suites)
    return ET.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"


def _cases(
    row: report.Row, by_name: dict[str, report.Outcome], strict: bool
) -> list[tuple[str, str, str]]:
    """(scenario, JUnit verdict, detail) for each scenario counted for the clause."""
    optional = "failure" if strict else "skipped"
    groups = [
        (row.passed, "passed", ""),
        (row.optional_passed, "passed", ""),
        (row.failed, "failure", ""),
        (row.errored, "error", ""),
        (row.optional_failed, optional, "optional scenario failed (advice): "),
        (row.failed_as_known, "skipped", "known failure: "),
        (
            row.passed_unexpectedly,
            "failure" if row.status == report.UNEXPECTED_PASS else "passed",
            "UNEXPECTED PASS: declared a known failure",
        ),
    ]
    return [
        (name, verdict, prefix + _detail(by_name.get(name)))
        for names, verdict, prefix in groups
        for name in names
    ]


def _detail(outcome: report.Outcome | None) -> str:
    if outcome is None or outcome.failure is None:
        return ""
    failure = outcome.failure
    return f"{failure.step} ({failure.location})\n{report.own_message(failure.message)}"
