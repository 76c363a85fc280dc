"""The report as JUnit XML, which every CI system can show: one test suite per clause, one test
case per scenario counted for it. pytest's own `--junitxml` knows test functions, not clauses,
levels or known failures, so the suite writes its own. The implementation under test names the
root (`<testsuites name=...>`) and, with the kit's and catalogue's versions, is in every test
suite's properties, where CI systems that read properties look for them."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable

from kotoba_conformance.contract.provenance import Provenance
from kotoba_conformance.reports.outcomes import ScenarioResult
from kotoba_conformance.reports.table import Row, Status
from kotoba_conformance.reports.terminal import own_message


def to_junit_xml(
    table: list[Row],
    outcomes: Iterable[ScenarioResult],
    strict: bool = False,
    run: Provenance | None = None,
) -> str:
    by_name = {outcome.scenario: outcome for outcome in outcomes}
    name = "kotoba-conformance" + (f": {run.implementation.display}" if run is not None else "")
    suites = ET.Element("testsuites", name=name)
    for row in table:
        suite = ET.SubElement(
            suites, "testsuite", name=f"{row.clause.id} ({row.clause.capability})"
        )
        if run is not None:
            _properties(suite, run)
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


def _properties(suite: ET.Element, run: Provenance) -> None:
    implementation = run.implementation
    properties = ET.SubElement(suite, "properties")
    for key, value in [
        ("implementation", implementation.display),
        ("implementation.kind", implementation.kind),
        ("implementation.name", implementation.name),
        ("implementation.version", implementation.version or ""),
        ("kit.version", run.kit_version),
        ("catalogue.version", run.catalogue_version),
    ]:
        ET.SubElement(properties, "property", name=key, value=value)


def _cases(
    row: Row, by_name: dict[str, ScenarioResult], strict: bool
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
            "failure" if row.status is Status.UNEXPECTED_PASS else "passed",
            "UNEXPECTED PASS: declared a known failure",
        ),
    ]
    skipped = "failure" if strict else "skipped"
    return [
        (name, verdict, prefix + _detail(by_name.get(name)))
        for names, verdict, prefix in groups
        for name in names
    ] + [(skip.scenario, skipped, f"skipped: {skip.reason}") for skip in row.skipped]


def _detail(outcome: ScenarioResult | None) -> str:
    if outcome is None or outcome.failure is None:
        return ""
    failure = outcome.failure
    return f"{failure.step} ({failure.location})\n{own_message(failure.message)}"
