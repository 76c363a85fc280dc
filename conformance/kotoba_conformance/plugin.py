"""The pytest plugin (entry point `pytest11`): chooses the adapter, turns clause tags into
markers, skips what the adapter does not claim, and prints the per-clause report.

It is inert in a pytest run without `--kotoba-adapter`, apart from registering two markers.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import pytest

from kotoba_conformance import catalogue
from kotoba_conformance import report as clause_report
from kotoba_conformance.adapter import CAPABILITIES, Adapter
from kotoba_conformance.loading import AdapterError, known_failures, load

F = TypeVar("F", bound=Callable[..., Any])
_CLAUSES_PROPERTY = "kotoba_clauses"  # travels with each report, so xdist's controller sees it
ADAPTER_KEY = pytest.StashKey[Adapter]()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("kotoba", "Kotoba memory conformance")
    group.addoption(
        "--kotoba-adapter", metavar="SPEC", help="adapter: a registered name or module:factory"
    )
    group.addoption("--kotoba-clause", metavar="ID", action="append", default=[],
                    help="run only scenarios tagged with this clause (repeatable)")  # fmt: skip
    group.addoption(
        "--kotoba-report-json", metavar="PATH", help="also write the clause report as JSON"
    )


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "clause(id): the documented clause a scenario checks")
    config.addinivalue_line("markers", "capability(name): a capability a scenario needs")
    config.addinivalue_line("markers", "resolution(id): a reading of clauses.md it relies on")
    config.addinivalue_line("markers", "optional: checks the suite's reading of a heuristic")
    if spec := config.getoption("--kotoba-adapter"):
        try:
            adapter = load(spec)
            known = known_failures(adapter)
        except AdapterError as error:
            raise pytest.UsageError(str(error)) from error
        config.stash[ADAPTER_KEY] = adapter
        run = ConformanceRun(config, adapter, known)
        config.pluginmanager.register(run, "kotoba-conformance-run")


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: F) -> F | None:
    """`@WRITE-3` becomes `clause("WRITE-3")`; `@session-search` becomes `capability(...)`.
    First, because the hook takes the first answer and pytest-bdd's own would make `WRITE-3`
    an unregistered marker of that name; other tags fall through to it (None)."""
    if catalogue.CLAUSE_TAG.match(tag):
        return pytest.mark.clause(tag)(function)  # type: ignore[no-any-return]
    if tag in CAPABILITIES:
        return pytest.mark.capability(tag)(function)  # type: ignore[no-any-return]
    if catalogue.RESOLUTION_TAG.match(tag):
        return pytest.mark.resolution(tag)(function)  # type: ignore[no-any-return]
    return None


def clauses_of(item: pytest.Item) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(mark.args[0]) for mark in item.iter_markers("clause")))


def required_capabilities(item: pytest.Item) -> set[str]:
    """The capabilities of the scenario's clauses, plus any it names with a capability tag."""
    needed = {str(mark.args[0]) for mark in item.iter_markers("capability")}
    for tag in clauses_of(item):
        if (capability := catalogue.capability_of(tag)) is None:
            raise pytest.UsageError(f"{item.nodeid}: tag @{tag} names no clause")
        needed.add(capability)
    return needed


def pytest_runtest_setup(item: pytest.Item) -> None:
    if clauses_of(item) and ADAPTER_KEY not in item.config.stash:
        raise pytest.UsageError("Kotoba scenarios need an adapter: pass --kotoba-adapter NAME")


class ConformanceRun:
    """The state of one run against one adapter: outcomes per scenario, and the report."""

    def __init__(self, config: pytest.Config, adapter: Adapter, known: set[str]) -> None:
        self.config = config
        self.claimed = set(adapter.capabilities())
        self.known = known
        self.outcomes: dict[str, clause_report.Outcome] = {}
        self.is_worker = hasattr(config, "workerinput")

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        wanted = set(self.config.getoption("--kotoba-clause"))
        if unknown := wanted - set(catalogue.clauses()):
            raise pytest.UsageError(f"--kotoba-clause names no clause: {sorted(unknown)}")
        if wanted:
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
        item.user_properties.append((_CLAUSES_PROPERTY, [_scenario_name(item), *tags]))
        if unclaimed := required_capabilities(item) - self.claimed:
            pytest.skip(f"not claimed: {', '.join(sorted(unclaimed))}")

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """One outcome per scenario: its call, or a skip at setup, or any failure (a failing
        teardown turns a passed call into a failure, and a failure is never overwritten)."""
        recorded = dict(report.user_properties).get(_CLAUSES_PROPERTY)
        final = (
            report.failed or report.when == "call" or (report.when == "setup" and report.skipped)
        )
        earlier = self.outcomes.get(report.nodeid)
        if recorded is None or not final or (earlier is not None and earlier.outcome == "failed"):
            return
        name, *tags = cast(list[str], recorded)
        self.outcomes[report.nodeid] = clause_report.Outcome(name, tuple(tags), _outcome(report))

    def table(self) -> list[clause_report.Row]:
        outcomes = self.outcomes.values()
        return clause_report.rows(catalogue.clauses(), self.claimed, outcomes, self.known)

    def ran(self) -> int:
        return sum(o.outcome in clause_report.RAN for o in self.outcomes.values())

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if self.is_worker:
            return
        if path := self.config.getoption("--kotoba-report-json"):
            Path(path).write_text(clause_report.to_json(self.table()), encoding="utf-8")
        if self.config.option.collectonly:
            return  # nothing was meant to run (mutmut lists the scenarios this way)
        if self.ran() == 0 and exitstatus == pytest.ExitCode.OK:
            session.exitstatus = pytest.ExitCode.NO_TESTS_COLLECTED
        elif clause_report.failed_clauses(self.table()) and exitstatus == pytest.ExitCode.OK:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED  # a known failure that now passes

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self.is_worker:
            return
        terminalreporter.section("Kotoba conformance: per clause")
        terminalreporter.write_line(clause_report.format_table(self.table()))
        if self.ran() == 0:
            terminalreporter.write_line(
                "NO SCENARIO RAN: nothing was checked.", red=True, bold=True
            )


def _outcome(report: pytest.TestReport) -> str:
    """passed, failed or skipped; for a scenario of a known failure, xfailed or xpassed. The
    report judges those per clause: a clause whose scenarios all pass is no longer failing."""
    if hasattr(report, "wasxfail") and not report.failed:
        return "xpassed" if report.passed else "xfailed"
    return report.outcome


def _scenario_name(item: pytest.Item) -> str:
    """pytest-bdd documents each scenario function as "Feature: Scenario"; keep the example id."""
    doc = getattr(getattr(item, "function", None), "__doc__", None) or item.name
    example = item.name.partition("[")[2].rstrip("]")
    return f"{doc} [{example}]" if example else doc


@pytest.fixture(scope="session")
def kotoba_adapter(pytestconfig: pytest.Config) -> Adapter:
    """The adapter under test."""
    if ADAPTER_KEY not in pytestconfig.stash:
        raise pytest.UsageError("Kotoba scenarios need an adapter: pass --kotoba-adapter NAME")
    return pytestconfig.stash[ADAPTER_KEY]


@pytest.fixture(scope="session")
def kotoba_adapter_spec(pytestconfig: pytest.Config) -> str:
    """The adapter's spec string, for scenarios that open systems in other processes."""
    return str(pytestconfig.getoption("--kotoba-adapter"))
