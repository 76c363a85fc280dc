"""Cucumber JSON (`--cucumber`, pytest-bdd's `--cucumber-json`) complete under xdist.

pytest-bdd writes the file in the controller from the scenario it recorded beside each report,
in a registry keyed by the report object of the process that ran the scenario. Under xdist the
controller gets a copy of each worker's report, which is in no registry, so the file held no
scenario (`[]`) while the run stayed green. Here the worker sends the recorded scenario along
with its report (an attribute, which xdist carries with the report's other fields), and the
controller puts it back into pytest-bdd's registry before pytest-bdd's writer reads it. The
features, and the scenarios in each, are written in file and line order, so a run's file does
not depend on which worker finished first.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd.reporting import ReportContext, test_report_context_registry

ATTRIBUTE = "kotoba_cucumber"
"""The report's attribute carrying pytest-bdd's record of its scenario from a worker."""


class CucumberAcrossWorkers:
    """Registered in the workers and in the controller of a run asked for Cucumber JSON."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.is_worker = hasattr(config, "workerinput")

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if self.is_worker:
            context = test_report_context_registry.get(report)
            if context is not None:
                setattr(report, ATTRIBUTE, {"scenario": context.scenario, "name": context.name})
            return
        carried: dict[str, Any] | None = getattr(report, ATTRIBUTE, None)
        if carried is not None and report not in test_report_context_registry:
            test_report_context_registry[report] = ReportContext(
                scenario=carried["scenario"], name=carried["name"]
            )

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self) -> None:
        writer = getattr(self.config, "_bddcucumberjson", None)
        if writer is None:
            return
        features: dict[str, Any] = writer.features
        for feature in features.values():
            feature["elements"].sort(key=lambda element: (element["line"], element["id"]))
        writer.features = dict(sorted(features.items(), key=lambda item: item[1]["uri"]))
