"""The pytest plugin (entry point `pytest11`): chooses the adapter and turns clause tags into
markers; with an adapter, three parts do the run's work: `Gate` (which scenarios run), `Recorder`
(what each did) and `Reporter` (the verdict, the report files, the terminal summary).

It is inert in a pytest run without `--kotoba-adapter`, apart from registering its markers and
refusing, once, to run Kotoba scenarios without an adapter. With one, `step_lookup` also has
pytest-bdd find each step module's step definitions once, not once per step.
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable
from typing import Any, TypeVar

import pytest

from kotoba_conformance.contract import catalogue, loading
from kotoba_conformance.contract.adapter import CAPABILITIES, Adapter
from kotoba_conformance.contract.loading import (
    AdapterError,
    known_failures,
    known_scenarios,
    load,
)
from kotoba_conformance.contract.provenance import identify, provenance
from kotoba_conformance.contract.stdio.client import TIMEOUT_VARIABLE, VALIDATE_VARIABLE
from kotoba_conformance.plugin import expressions
from kotoba_conformance.plugin.cucumber import CucumberAcrossWorkers
from kotoba_conformance.plugin.gate import Gate
from kotoba_conformance.plugin.recorder import Recorder
from kotoba_conformance.plugin.reporter import Reporter
from kotoba_conformance.plugin.scenarios import clauses_of, scenario_name
from kotoba_conformance.plugin.settings import RunSettings
from kotoba_conformance.plugin.worker_status import WorkerStatus
from kotoba_conformance.reports import destinations
from kotoba_conformance.reports.outcomes import failed_as_declared
from kotoba_conformance.steps.support import step_lookup

F = TypeVar("F", bound=Callable[..., Any])
ADAPTER_KEY = pytest.StashKey[Adapter]()
SETTINGS_KEY = pytest.StashKey[RunSettings]()
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
        "--kotoba-programs", action="store_true", default=False,
        help="with --kotoba-clause: also the generated programs checking a selected clause",
    )  # fmt: skip
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
    group.addoption(
        "--kotoba-report-badge",
        metavar="PATH",
        help="also write a shields.io endpoint badge: clauses passed / claimed",
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
    group.addoption(
        "--kotoba-no-adapter-check",
        action="store_true",
        help="open no probe system before the run (each scenario still opens its own): for "
        "mutation testing, where a mutant failing the probe must count as caught, not abort",
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
    step_lookup.install()
    try:
        selected = catalogue.select(config.getoption("--kotoba-clause"))
    except ValueError as error:
        raise pytest.UsageError(f"--kotoba-clause {error}") from error
    is_worker = hasattr(config, "workerinput")
    if not is_worker:
        expressions.check(config)
    if not is_worker and (problem := destinations.check(report_paths(config))) is not None:
        raise pytest.UsageError(problem)
    _stdio_settings(config)
    try:
        adapter = load(spec)
        if not is_worker and not config.getoption("kotoba_no_adapter_check"):
            loading.validate(adapter, spec)
        known = known_failures(adapter)
        declared_scenarios = known_scenarios(adapter, known)
    except AdapterError as error:
        detail = (
            "".join(traceback.format_exception(error)) if config.getoption("kotoba_debug") else ""
        )
        raise pytest.UsageError(detail + str(error)) from None
    config.stash[ADAPTER_KEY] = adapter
    settings = RunSettings.build(config, adapter, known, selected, declared_scenarios)
    config.stash[SETTINGS_KEY] = settings
    recorder = Recorder(settings)
    config.pluginmanager.register(Gate(settings), "kotoba-conformance-gate")
    config.pluginmanager.register(recorder, "kotoba-conformance-recorder")
    if _option(config, "cucumber_json_path"):
        config.pluginmanager.register(CucumberAcrossWorkers(config), "kotoba-conformance-cucumber")
    if not is_worker:
        config.pluginmanager.register(WorkerStatus(), "kotoba-conformance-worker-status")
        run = provenance(identify(adapter, spec))
        config.pluginmanager.register(
            Reporter(config, settings, recorder, run), "kotoba-conformance-reporter"
        )


REPORT_OPTIONS = (
    "--kotoba-report-json", "--kotoba-report-markdown", "--kotoba-report-junit",
    "--kotoba-report-html", "--kotoba-report-badge", "--cucumber-json", "--junitxml",
)  # fmt: skip
"""Every option naming a file the run writes at its end (pytest-bdd's and pytest's too)."""


def report_paths(config: pytest.Config) -> dict[str, str | None]:
    """The report files asked for, by option, to be checked before any scenario runs."""
    paths: dict[str, str | None] = {}
    for option in REPORT_OPTIONS:
        try:
            value = config.getoption(option)
        except ValueError:  # an option of a plugin that is not loaded
            continue
        paths[option] = None if value is None else str(value)
    return paths


def _option(config: pytest.Config, name: str) -> object:
    """An option of another plugin, or None when that plugin is not loaded."""
    try:
        return config.getoption(name)
    except ValueError:
        return None


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


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Without an adapter, Kotoba scenarios are one usage error, not one error each."""
    if ADAPTER_KEY not in config.stash and any(clauses_of(item) for item in items):
        raise pytest.UsageError(NO_ADAPTER)


@pytest.fixture(scope="session")
def kotoba_adapter(pytestconfig: pytest.Config) -> Adapter:
    """The adapter under test."""
    if ADAPTER_KEY not in pytestconfig.stash:
        raise pytest.UsageError(NO_ADAPTER)
    return pytestconfig.stash[ADAPTER_KEY]


@pytest.fixture
def kotoba_failure_is_declared(request: pytest.FixtureRequest) -> Callable[[str], bool]:
    """Whether a failure of this scenario charged to a clause would be reported as the known
    failure the adapter declares: the report's rule (`failed_as_declared`), asked before the
    failure happens, so that a step can spare work whose only use is a failure's message."""
    settings = request.config.stash.get(SETTINGS_KEY, None)
    if settings is None:
        return lambda _clause: False
    item = request.node
    return lambda clause: failed_as_declared(
        (clause,),
        settings.known,
        scenario=scenario_name(item),
        clauses=clauses_of(item),
        listed=settings.known_scenarios,
    )


@pytest.fixture(scope="session")
def kotoba_adapter_spec(pytestconfig: pytest.Config) -> str:
    """The adapter's spec string, for scenarios that open systems in other processes."""
    return str(pytestconfig.getoption("--kotoba-adapter"))
