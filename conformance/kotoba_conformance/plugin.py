"""The pytest plugin (entry point `pytest11`): chooses the adapter, turns clause tags into
markers, skips what the adapter does not claim, and prints the per-clause report.

It is inert in a pytest run without `--kotoba-adapter`, apart from registering its markers and
refusing, once, to run Kotoba scenarios without an adapter.
"""

from __future__ import annotations

import dataclasses
import os
import traceback
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest

from kotoba_conformance.contract import catalogue, loading
from kotoba_conformance.contract.adapter import CAPABILITIES, Adapter
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.contract.loading import AdapterError, known_failures, load
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.contract.stdio.client import TIMEOUT_VARIABLE, VALIDATE_VARIABLE
from kotoba_conformance.reports import table as clause_report
from kotoba_conformance.reports.html_page import to_html
from kotoba_conformance.reports.junit_xml import to_junit_xml
from kotoba_conformance.reports.markdown_summary import to_markdown
from kotoba_conformance.steps.support import verdicts

F = TypeVar("F", bound=Callable[..., Any])
# These travel with each report as user properties, so xdist's controller sees them.
_SCENARIO_PROPERTY = "kotoba_scenario"
_FAILURE_PROPERTY = "kotoba_failure"
_EXTENSIONS_PROPERTY = "kotoba_extensions"
_LOCATION_PROPERTY = "kotoba_location"
ADAPTER_KEY = pytest.StashKey[Adapter]()
_STEP_KEY = pytest.StashKey[dict[str, Any]]()
_LOCATION_KEY = pytest.StashKey[str]()
_EXTENSIONS_KEY = pytest.StashKey[list[str]]()
NO_ADAPTER = "Kotoba scenarios need an adapter: pass --kotoba-adapter NAME (or module:factory)"


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("kotoba", "Kotoba memory conformance")
    group.addoption(
        "--kotoba-adapter", metavar="SPEC", help="adapter: a registered name or module:factory"
    )
    group.addoption("--kotoba-clause", metavar="IDS", action="append", default=[],
                    help="run only scenarios tagged with these clauses: comma-separated, "
                         "any case, repeatable")  # fmt: skip
    group.addoption(
        "--kotoba-report-json", metavar="PATH", help="also write the clause report as JSON"
    )
    group.addoption(
        "--kotoba-report-markdown", metavar="PATH", help="also write the report as Markdown"
    )
    group.addoption(
        "--kotoba-report-junit", metavar="PATH", help="also write the report as JUnit XML"
    )
    group.addoption(
        "--kotoba-report-html", metavar="PATH", help="also write the features as an HTML page"
    )
    group.addoption("--kotoba-strict", action="store_true",
                    help="optional scenarios that fail fail the run too")  # fmt: skip
    group.addoption("--kotoba-verbose", action="store_true",
                    help="failure details in full, and the known failures' details")  # fmt: skip
    group.addoption("--kotoba-debug", action="store_true",
                    help="show the traceback of an adapter that cannot be loaded")  # fmt: skip
    group.addoption(
        "--kotoba-validate-protocol",
        action="store_true",
        help="stdio adapters: check every message against the protocol's schemas",
    )
    group.addoption(
        "--kotoba-adapter-timeout",
        metavar="SECONDS",
        help="stdio adapters: seconds to wait for each answer",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "clause(id): the documented clause a scenario checks")
    config.addinivalue_line("markers", "capability(name): a capability a scenario needs")
    config.addinivalue_line(
        "markers", "optional: checks the suite's reading of an open heuristic; advice only"
    )
    config.addinivalue_line(
        "markers", "resolution(id): the resolution of clauses.md (R1..R16) a scenario relies on"
    )
    if not (spec := config.getoption("--kotoba-adapter")):
        return
    try:
        selected = catalogue.select(config.getoption("--kotoba-clause"))
    except ValueError as error:
        raise pytest.UsageError(f"--kotoba-clause {error}") from error
    is_worker = hasattr(config, "workerinput")
    _stdio_settings(config)
    try:
        adapter = load(spec)
        if not is_worker:
            loading.validate(adapter, spec)
        known = known_failures(adapter)
    except AdapterError as error:
        detail = (
            "".join(traceback.format_exception(error)) if config.getoption("kotoba_debug") else ""
        )
        raise pytest.UsageError(detail + str(error)) from None
    config.stash[ADAPTER_KEY] = adapter
    run = ConformanceRun(config, adapter, known, selected)
    config.pluginmanager.register(run, "kotoba-conformance-run")


def _stdio_settings(config: pytest.Config) -> None:
    """Stdio settings travel as environment variables, so that the writer processes a scenario
    starts (and xdist's workers) reach the implementation the same way."""
    if config.getoption("--kotoba-validate-protocol"):
        os.environ[VALIDATE_VARIABLE] = "1"
    if timeout := config.getoption("--kotoba-adapter-timeout"):
        os.environ[TIMEOUT_VARIABLE] = str(timeout)


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: F) -> F | None:
    """`@WRITE-3` becomes `clause("WRITE-3")`; `@session-search` becomes `capability(...)`;
    `@optional` the `optional` marker, `@R4` `resolution("R4")`. First, because the hook takes
    the first answer and pytest-bdd's own would make `WRITE-3` an unregistered marker of that
    name; other tags fall through to it (None)."""
    if catalogue.CLAUSE_TAG.match(tag):
        return pytest.mark.clause(tag)(function)  # type: ignore[no-any-return]
    if tag in CAPABILITIES:
        return pytest.mark.capability(tag)(function)  # type: ignore[no-any-return]
    if tag == "optional":
        return pytest.mark.optional(function)  # type: ignore[no-any-return]
    if catalogue.RESOLUTION_TAG.match(tag):
        return pytest.mark.resolution(tag)(function)  # type: ignore[no-any-return]
    return None


def clauses_of(item: pytest.Item) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(mark.args[0]) for mark in item.iter_markers("clause")))


def level_of(item: pytest.Item) -> str:
    """Optional when the scenario, its Rule, its feature or its Examples carry `@optional`."""
    optional = item.get_closest_marker("optional") is not None
    return clause_report.OPTIONAL if optional else clause_report.REQUIRED


def required_capabilities(item: pytest.Item) -> set[str]:
    """The capabilities of the scenario's clauses, plus any it names with a capability tag."""
    needed = {str(mark.args[0]) for mark in item.iter_markers("capability")}
    for tag in clauses_of(item):
        if (capability := catalogue.capability_of(tag)) is None:
            raise pytest.UsageError(f"{item.nodeid}: tag @{tag} names no clause")
        needed.add(capability)
    return needed


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without an adapter, Kotoba scenarios are one usage error, not one error each."""
    if ADAPTER_KEY not in config.stash and any(clauses_of(item) for item in items):
        raise pytest.UsageError(NO_ADAPTER)


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    request.node.stash[_LOCATION_KEY] = f"{display_path(feature.filename)}:{scenario.line_number}"


def pytest_bdd_step_error(
    request: pytest.FixtureRequest,
    feature: Any,
    step: Any,
    step_func: Callable[..., object],
    exception: Exception,
) -> None:
    """Remember which step failed, where, and which clauses it declares it checks."""
    del exception  # the report takes it from the call, with whatever else went wrong
    _note_extensions(request)
    request.node.stash[_STEP_KEY] = {
        "step": f"{step.keyword} {step.name}".strip(),
        "location": f"{display_path(feature.filename)}:{step.line_number}",
        "checks": list(verdicts.declared(step_func)),
    }


def pytest_bdd_after_scenario(request: pytest.FixtureRequest) -> None:
    _note_extensions(request)


def _note_extensions(request: pytest.FixtureRequest) -> None:
    """Keys `write_fact` answered beyond the documented five, as the scenario's world saw them."""
    if "world" in request.fixturenames:
        world = request.getfixturevalue("world")
        request.node.stash[_EXTENSIONS_KEY] = sorted(getattr(world, "extra_keys", ()))


def display_path(filename: str) -> str:
    """A feature file as `features/x.feature`, the same from a checkout (the repository's own
    folder) and from an installed wheel (the copy inside the package); any other file whole."""
    path = Path(filename)
    base = features_dir().parent
    return str(path.relative_to(base)) if path.is_relative_to(base) else str(path)


class ConformanceRun:
    """The state of one run against one adapter: outcomes per scenario, and the report."""

    def __init__(
        self, config: pytest.Config, adapter: Adapter, known: set[str], selected: list[str]
    ) -> None:
        self.config = config
        self.spec = str(config.getoption("--kotoba-adapter"))
        self.claimed = set(adapter.capabilities())
        self.known = known
        self.selected = selected
        self.strict = bool(config.getoption("kotoba_strict"))
        self.verbose = bool(config.getoption("kotoba_verbose")) or config.get_verbosity() > 0
        self.outcomes: dict[str, clause_report.Outcome] = {}
        self.extensions: set[str] = set()
        self.other_failures = 0
        self.is_worker = hasattr(config, "workerinput")

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        if wanted := set(self.selected):
            keep = [i for i in items if wanted & set(clauses_of(i))]
            self.config.hook.pytest_deselected(items=[i for i in items if i not in keep])
            items[:] = keep
        for item in items:
            if expected := sorted(self.known & set(clauses_of(item))):
                reason = f"known failure: {', '.join(expected)}"
                item.add_marker(pytest.mark.xfail(reason=reason, strict=False))

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        if not (tags := clauses_of(item)):
            return
        scenario = {"name": _scenario_name(item), "clauses": list(tags), "level": level_of(item)}
        item.user_properties.append((_SCENARIO_PROPERTY, scenario))
        if unclaimed := required_capabilities(item) - self.claimed:
            pytest.skip(f"not claimed: {', '.join(sorted(unclaimed))}")

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        """Attach to the report what the summary needs: the failing step and its message, the
        clauses it is charged to, and any keys `write_fact` returned beyond the documented five."""
        report = yield
        if not clauses_of(item):
            return report
        if call.when == "call" and (location := item.stash.get(_LOCATION_KEY, "")):
            report.user_properties.append((_LOCATION_PROPERTY, location))
        if extra := item.stash.get(_EXTENSIONS_KEY, []):
            report.user_properties.append((_EXTENSIONS_PROPERTY, extra))
        excinfo = call.excinfo
        if excinfo is None or excinfo.errisinstance(
            (pytest.skip.Exception, pytest.xfail.Exception)
        ):
            return report
        step = item.stash.get(_STEP_KEY, None) if call.when == "call" else None
        failure = {
            "step": step["step"] if step else f"(outside the steps, at {call.when})",
            "location": step["location"] if step else item.stash.get(_LOCATION_KEY, ""),
            "message": f"{excinfo.typename}: {excinfo.value}"
            if not excinfo.errisinstance(AssertionError)
            else str(excinfo.value),
            "charged": list(verdicts.charged(clauses_of(item), step["checks"] if step else ())),
            "errored": excinfo.errisinstance(TransportError),
        }
        report.user_properties.append((_FAILURE_PROPERTY, failure))
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One outcome per scenario: its call, or a skip at setup, or any failure (a failing
        teardown turns a passed call into a failure, and a failure is never overwritten)."""
        properties = _properties(report)
        scenario = properties.get(_SCENARIO_PROPERTY)
        if scenario is None:
            self.other_failures += report.failed
            return
        self.extensions.update(properties.get(_EXTENSIONS_PROPERTY, ()))
        final = (
            report.failed or report.when == "call" or (report.when == "setup" and report.skipped)
        )
        earlier = self.outcomes.get(report.nodeid)
        if not final or (earlier is not None and earlier.outcome in ("failed", "errored")):
            return
        outcome = _outcome(report, scenario, properties.get(_FAILURE_PROPERTY))
        if outcome.outcome == "xfailed" and outcome.charged and not self.known & {*outcome.charged}:
            # expected to fail for a known clause, it failed a check of another clause
            outcome = dataclasses.replace(outcome, outcome="failed")
        if location := properties.get(_LOCATION_PROPERTY):
            outcome = dataclasses.replace(outcome, location=str(location))
        elif earlier is not None:  # a teardown failure: the scenario's place is on its call
            outcome = dataclasses.replace(outcome, location=earlier.location)
        self.outcomes[report.nodeid] = outcome

    @pytest.hookimpl(tryfirst=True)
    def pytest_report_teststatus(self, report: pytest.TestReport) -> tuple[str, str, str] | None:
        """Pytest's own counts in the table's words, so its summary line agrees with the table:
        an optional failure is not a failure of the run, a known failure is not an "xfail"."""
        properties = _properties(report)
        if report.when != "call" or _SCENARIO_PROPERTY not in properties:
            return None
        failure = properties.get(_FAILURE_PROPERTY)
        scenario = properties[_SCENARIO_PROPERTY]
        charged = set(failure["charged"]) if failure else set()
        if hasattr(report, "wasxfail") and charged and not self.known & charged:
            return "failed", "F", "FAILED"  # it failed another clause's check, not the known one
        if hasattr(report, "wasxfail"):
            return (
                ("known failure", "k", "KNOWN FAILURE")
                if report.skipped
                else ("passed", ".", "PASSED")
            )
        if report.failed and failure and failure["errored"]:
            return "errored", "E", "ERRORED"
        if report.failed and scenario["level"] == clause_report.OPTIONAL and not self.strict:
            return "optional failed", "o", "OPTIONAL FAILED"
        return None

    def table(self) -> list[clause_report.Row]:
        outcomes = self.outcomes.values()
        rows = clause_report.rows(catalogue.clauses(), self.claimed, outcomes, self.known)
        if self.selected:
            rows = [row for row in rows if row.clause.id in self.selected]
        return rows

    def ran(self) -> int:
        return sum(o.outcome in clause_report.RAN for o in self.outcomes.values())

    def adapter_json(self) -> dict[str, object]:
        return {
            "spec": self.spec,
            "capabilities": sorted(self.claimed),
            "known_failures": sorted(self.known),
            "extensions": {"write_fact": sorted(self.extensions)},
        }

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        """The run's verdict is the table's: required failures, errors and unexpected passes fail
        it; optional failures only when strict; a run in which nothing ran fails too."""
        if self.is_worker:
            return
        table = self.table()
        self.write_reports(table)
        if exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
            return
        if self.config.option.collectonly:
            return  # nothing was meant to run (mutmut lists the scenarios this way)
        if self.ran() == 0:
            session.exitstatus = pytest.ExitCode.NO_TESTS_COLLECTED
        elif clause_report.run_fails(table, self.strict) or self.other_failures:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        else:
            session.exitstatus = pytest.ExitCode.OK

    def write_reports(self, table: list[clause_report.Row]) -> None:
        """The report files asked for: JSON (schema'd), Markdown, JUnit XML, HTML."""
        outcomes = list(self.outcomes.values())
        writers: dict[str, Callable[[], str]] = {
            "--kotoba-report-json": lambda: clause_report.to_json(
                table, outcomes, self.adapter_json(), self.strict
            ),
            "--kotoba-report-markdown": lambda: to_markdown(
                table, outcomes, catalogue.clauses(), self.strict
            ),
            "--kotoba-report-junit": lambda: to_junit_xml(table, outcomes, self.strict),
            "--kotoba-report-html": lambda: to_html(
                table, outcomes, catalogue.clauses(), strict=self.strict, adapter=self.spec
            ),
        }
        for option, write in writers.items():
            if path := self.config.getoption(option):
                Path(path).write_text(write(), encoding="utf-8")

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self.is_worker:
            return
        table = self.table()
        failures = clause_report.format_failures(
            self.outcomes.values(), catalogue.clauses(), self.verbose
        )
        if failures:
            terminalreporter.section("Kotoba conformance: what failed, clause first")
            terminalreporter.write_line(failures)
        terminalreporter.section("Kotoba conformance: per clause")
        terminalreporter.write_line(clause_report.format_table(table, self.verbose))
        fails = clause_report.run_fails(table, self.strict)
        terminalreporter.write_line(clause_report.summary_line(table), red=fails, green=not fails)
        if clause_report.optional_failures(table) and not self.strict:
            terminalreporter.write_line(
                "optional scenarios failed: advice, not a failure of the run (--strict: a failure)"
            )
        if self.extensions:
            extra = ", ".join(sorted(self.extensions))
            terminalreporter.write_line(f"write_fact extensions (allowed, not checked): {extra}")
        if self.ran() == 0:
            terminalreporter.write_line(
                "NO SCENARIO RAN: nothing was checked.", red=True, bold=True
            )


def _properties(report: pytest.TestReport) -> dict[str, Any]:
    """The user properties this plugin attached to a report (JSON-shaped, to cross xdist)."""
    return {str(name): value for name, value in report.user_properties}


def _outcome(
    report: pytest.TestReport, scenario: dict[str, Any], failure: dict[str, Any] | None
) -> clause_report.Outcome:
    """passed, failed, errored or skipped; for a scenario of a known failure, xfailed or
    xpassed. The report judges those per clause: a clause whose scenarios all pass is no longer
    failing, and a failure charged to a clause not declared known is a failure."""
    if hasattr(report, "wasxfail") and not report.failed:
        outcome = "xpassed" if report.passed else "xfailed"
    elif report.failed and failure and failure["errored"]:
        outcome = "errored"
    else:
        outcome = report.outcome
    details = None
    if failure is not None and outcome != "passed":
        details = clause_report.Failure(failure["step"], failure["location"], failure["message"])
    reason = ""
    if report.skipped and isinstance(report.longrepr, tuple):
        reason = str(report.longrepr[2]).removeprefix("Skipped: ")
    return clause_report.Outcome(
        scenario=cast(str, scenario["name"]),
        clauses=tuple(scenario["clauses"]),
        outcome=outcome,
        level=scenario["level"],
        charged=tuple(failure["charged"]) if failure and details else (),
        failure=details,
        reason=reason,
    )


def _scenario_name(item: pytest.Item) -> str:
    """pytest-bdd documents each scenario function as "Feature: Scenario", naming the feature
    by its file's path when it has no name; keep the feature's file name, and the example id."""
    doc = getattr(getattr(item, "function", None), "__doc__", None) or item.name
    feature_name, separator, scenario = doc.partition(".feature: ")
    if separator:
        doc = f"{Path(feature_name).name}.feature: {scenario}"
    example = item.name.partition("[")[2].rstrip("]")
    return f"{doc} [{example}]" if example else doc


@pytest.fixture(scope="session")
def kotoba_adapter(pytestconfig: pytest.Config) -> Adapter:
    """The adapter under test."""
    if ADAPTER_KEY not in pytestconfig.stash:
        raise pytest.UsageError(NO_ADAPTER)
    return pytestconfig.stash[ADAPTER_KEY]


@pytest.fixture(scope="session")
def kotoba_adapter_spec(pytestconfig: pytest.Config) -> str:
    """The adapter's spec string, for scenarios that open systems in other processes."""
    return str(pytestconfig.getoption("--kotoba-adapter"))
