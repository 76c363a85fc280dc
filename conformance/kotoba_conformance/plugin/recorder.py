"""Recording what each scenario did: which step failed, where, which clauses that step checks,
and the scenario's settled outcome, attached to pytest's reports (so they cross xdist) and
collected into one `ScenarioResult` per scenario in the controller."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Generator
from typing import Any

import pytest
from pytest_bdd.exceptions import StepDefinitionNotFoundError

from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.plugin.gate import SCENARIO_PROPERTY
from kotoba_conformance.plugin.scenarios import clauses_of, display_path, scenario_name
from kotoba_conformance.plugin.settings import RunSettings
from kotoba_conformance.reports.outcomes import (
    NOT_CLAIMED,
    Failure,
    Level,
    Outcome,
    ScenarioResult,
    failed_as_declared,
    is_not_claimed,
)
from kotoba_conformance.steps.support import verdicts

# These travel with each report as user properties (JSON-shaped), so xdist's controller sees them.
_FAILURE_PROPERTY = "kotoba_failure"
_OUTCOME_PROPERTY = "kotoba_outcome"
_EXTENSIONS_PROPERTY = "kotoba_extensions"
_LOCATION_PROPERTY = "kotoba_location"
_STATUS_WORDS = {
    Outcome.KNOWN_FAILURE: ("known failure", "k", "KNOWN FAILURE"),
    Outcome.UNEXPECTED_PASS: ("passed", ".", "PASSED"),
    Outcome.ERRORED: ("errored", "E", "ERRORED"),
    Outcome.FAILED: ("failed", "F", "FAILED"),
}
"""pytest's status words (category, letter, word) for the outcomes it would name otherwise."""
_NOT_CLAIMED_WORDS = (NOT_CLAIMED, "-", NOT_CLAIMED.upper())
"""A scenario of a capability not claimed, in pytest's counts: `N passed, M not claimed`,
as the table calls it, not "skipped", which the table keeps for a limit of the machine."""
_STEP_KEY = verdicts.FAILED_STEP
_LOCATION_KEY = pytest.StashKey[str]()
_EXTENSIONS_KEY = pytest.StashKey[list[str]]()


class Recorder:
    def __init__(self, settings: RunSettings) -> None:
        self.settings = settings
        self.results: dict[str, ScenarioResult] = {}
        self.extensions: set[str] = set()
        self.other_failures = 0
        self._order: dict[str, int] = {}
        """Each scenario's place in the collection, so reports list results in one order."""

    # --- in the process running the scenario -------------------------------------------------

    def pytest_bdd_before_scenario(
        self, request: pytest.FixtureRequest, feature: Any, scenario: Any
    ) -> None:
        location = f"{display_path(feature.filename)}:{scenario.line_number}"
        request.node.stash[_LOCATION_KEY] = location

    def pytest_bdd_step_error(
        self,
        request: pytest.FixtureRequest,
        feature: Any,
        step: Any,
        step_func: Callable[..., object],
        exception: Exception,
    ) -> None:
        """Remember which step failed, where, and which clauses it declares it checks."""
        del exception  # the report takes it from the call, with whatever else went wrong
        _note_extensions(request)
        verdicts.note_failed_step(
            request.node,
            f"{step.keyword} {step.name}".strip(),
            f"{display_path(feature.filename)}:{step.line_number}",
            verdicts.declared(step_func),
            _state(request) if self.settings.verbose else "",
        )

    def pytest_bdd_after_scenario(self, request: pytest.FixtureRequest) -> None:
        _note_extensions(request)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        """Attach what the reports need: the failing step and its message, the clauses it is
        charged to, the settled outcome, and keys `write_fact` returned beyond the five."""
        report = yield
        if not clauses_of(item):
            return report
        if call.when == "call" and (location := item.stash.get(_LOCATION_KEY, "")):
            report.user_properties.append((_LOCATION_PROPERTY, location))
        if extra := item.stash.get(_EXTENSIONS_KEY, []):
            report.user_properties.append((_EXTENSIONS_PROPERTY, extra))
        failure = _failure(item, call)
        if failure is not None:
            report.user_properties.append((_FAILURE_PROPERTY, failure))
        outcome = _settled(report, failure, self.settings, item)
        report.user_properties.append((_OUTCOME_PROPERTY, outcome.value))
        return report

    # --- in the controller --------------------------------------------------------------------

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self._order = {item.nodeid: index for index, item in enumerate(session.items)}

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: object, ids: list[str]) -> None:
        """Under xdist the controller collects nothing: each worker reports the same ids."""
        del node
        self._order = self._order or {nodeid: index for index, nodeid in enumerate(ids)}

    def in_order(self) -> list[ScenarioResult]:
        """The results in collection order, however the workers' reports arrived."""
        last = len(self._order)
        return [
            self.results[nodeid]
            for nodeid in sorted(self.results, key=lambda n: (self._order.get(n, last), n))
        ]

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One result per scenario: its call, or a skip at setup, or any failure (a failing
        teardown turns a passed call into a failure, and a failure is never overwritten)."""
        properties = _properties(report)
        scenario = properties.get(SCENARIO_PROPERTY)
        if scenario is None:
            self.other_failures += report.failed
            return
        self.extensions.update(properties.get(_EXTENSIONS_PROPERTY, ()))
        final = (
            report.failed or report.when == "call" or (report.when == "setup" and report.skipped)
        )
        earlier = self.results.get(report.nodeid)
        if not final or (earlier is not None and earlier.outcome.stopped):
            return
        result = _result(report, scenario, properties)
        if not result.location and earlier is not None:
            # a teardown failure: the scenario's place is on its call
            result = dataclasses.replace(result, location=earlier.location)
        self.results[report.nodeid] = result

    @pytest.hookimpl(tryfirst=True)
    def pytest_report_teststatus(self, report: pytest.TestReport) -> tuple[str, str, str] | None:
        """Pytest's own counts in the table's words, so its summary line agrees with the table:
        an optional failure is not a failure of the run, a known failure is not an "xfail", and
        a scenario of a capability not claimed is "not claimed", not "skipped"."""
        properties = _properties(report)
        if SCENARIO_PROPERTY not in properties:
            return None
        if report.when == "setup" and report.skipped and is_not_claimed(_skip_reason(report)):
            return _NOT_CLAIMED_WORDS
        if report.when != "call":
            return None
        outcome = Outcome(properties[_OUTCOME_PROPERTY])
        optional = properties[SCENARIO_PROPERTY]["level"] == Level.OPTIONAL
        if outcome is Outcome.FAILED and optional and not self.settings.strict:
            return "optional failed", "o", "OPTIONAL FAILED"
        if outcome is Outcome.FAILED and not hasattr(report, "wasxfail"):
            return None  # pytest's own words
        # a known failure's scenario that failed another clause's check is FAILED; one that
        # passed is "passed" here and UNEXPECTED PASS in the table, which judges per clause
        return _STATUS_WORDS.get(outcome)

    def ran(self) -> int:
        return sum(result.outcome.ran for result in self.results.values())


def _note_extensions(request: pytest.FixtureRequest) -> None:
    """Keys `write_fact` answered beyond the documented five, as the scenario's world saw them."""
    if "world" in request.fixturenames:
        world = request.getfixturevalue("world")
        request.node.stash[_EXTENSIONS_KEY] = sorted(getattr(world, "extra_keys", ()))


def _state(request: pytest.FixtureRequest) -> str:
    """The scenario's world as `-v` shows it, taken when the step failed (before teardown
    closes the system)."""
    if "world" not in request.fixturenames:
        return ""
    describe = getattr(request.getfixturevalue("world"), "describe", None)
    return str(describe()) if callable(describe) else ""


KIT_FAULTS = (TransportError, StepDefinitionNotFoundError)
"""Failures of the kit, never of the implementation: the transport to it lost, or a step of a
feature that no step module defines. Either makes the scenario ERRORED, charged to no clause."""


def _failure(item: pytest.Item, call: pytest.CallInfo[None]) -> dict[str, Any] | None:
    """The failure of this phase, JSON-shaped: the step, where it is, its message, the clauses
    it is charged to, and whether the implementation could not be reached at all."""
    excinfo = call.excinfo
    if excinfo is None or excinfo.errisinstance((pytest.skip.Exception, pytest.xfail.Exception)):
        return None
    step = item.stash.get(_STEP_KEY, None) if call.when == "call" else None
    if excinfo.errisinstance(AssertionError):
        message = str(excinfo.value)
    else:
        message = f"{excinfo.typename}: {excinfo.value}"
    return {
        "step": step["step"] if step else f"(outside the steps, at {call.when})",
        "location": step["location"] if step else item.stash.get(_LOCATION_KEY, ""),
        "message": message,
        "charged": list(verdicts.charged(clauses_of(item), step["checks"] if step else ())),
        "state": step["state"] if step else "",
        "errored": excinfo.errisinstance(KIT_FAULTS),
    }


def _settled(
    report: pytest.TestReport,
    failure: dict[str, Any] | None,
    settings: RunSettings,
    item: pytest.Item,
) -> Outcome:
    """The scenario's outcome in this phase, the known-failure rule applied (once, here)."""
    if hasattr(report, "wasxfail"):  # a scenario of a declared known failure
        if report.passed:
            return Outcome.UNEXPECTED_PASS
        if failure is not None and not failed_as_declared(
            failure["charged"],
            settings.known,
            scenario=scenario_name(item),
            clauses=clauses_of(item),
            listed=settings.known_scenarios,
        ):
            return Outcome.FAILED
        return Outcome.KNOWN_FAILURE
    if report.failed:
        return Outcome.ERRORED if failure is not None and failure["errored"] else Outcome.FAILED
    return Outcome.SKIPPED if report.skipped else Outcome.PASSED


def _properties(report: pytest.TestReport) -> dict[str, Any]:
    """The user properties this plugin attached to a report."""
    return {str(name): value for name, value in report.user_properties}


def _skip_reason(report: pytest.TestReport) -> str:
    """Why a skipped scenario did not run, as `pytest.skip` was given it; "" if it was not."""
    if report.skipped and isinstance(report.longrepr, tuple):
        return str(report.longrepr[2]).removeprefix("Skipped: ")
    return ""


def _result(
    report: pytest.TestReport, scenario: dict[str, Any], properties: dict[str, Any]
) -> ScenarioResult:
    outcome = Outcome(properties[_OUTCOME_PROPERTY])
    failure = properties.get(_FAILURE_PROPERTY)
    details = None
    if failure is not None and outcome is not Outcome.PASSED:
        details = Failure(
            failure["step"], failure["location"], failure["message"], failure.get("state", "")
        )
    return ScenarioResult(
        scenario=str(scenario["name"]),
        clauses=tuple(scenario["clauses"]),
        outcome=outcome,
        level=Level(scenario["level"]),
        charged=tuple(failure["charged"]) if failure and details else (),
        failure=details,
        location=str(properties.get(_LOCATION_PROPERTY, "")),
        reason=_skip_reason(report),
        resolutions=tuple(scenario.get("resolutions", ())),
    )
