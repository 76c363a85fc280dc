"""The end of a run: the per-clause table from the recorded results, the run's exit status
from that table, the report files asked for, and the terminal's summary."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.provenance import Provenance
from kotoba_conformance.plugin.recorder import Recorder
from kotoba_conformance.plugin.scenarios import openable
from kotoba_conformance.plugin.settings import RunSettings
from kotoba_conformance.reports import badge, terminal
from kotoba_conformance.reports.html_page import to_html
from kotoba_conformance.reports.json_report import to_json
from kotoba_conformance.reports.junit_xml import to_junit_xml
from kotoba_conformance.reports.markdown_summary import to_markdown
from kotoba_conformance.reports.outcomes import ScenarioResult
from kotoba_conformance.reports.table import (
    Row,
    Status,
    optional_failures,
    rows,
    run_fails,
    skipped_clauses,
)


class Reporter:
    """In the controller only (xdist's workers report to it)."""

    def __init__(
        self, config: pytest.Config, settings: RunSettings, recorder: Recorder, run: Provenance
    ) -> None:
        self.config = config
        self.settings = settings
        self.recorder = recorder
        self.run = run

    def table(self) -> list[Row]:
        """The rows of the clauses selected (all of them when none is), and of every clause a
        scenario of the selection failed or errored at: that scenario failed all the same, and
        a CI job gated on one clause must not stay green on it. (An unexpected pass outside the
        selection is left out: the other scenarios of that clause did not run.)"""
        results = self.recorder.in_order()
        table = rows(
            catalogue.clauses(),
            self.settings.claimed,
            results,
            self.settings.known,
            self.settings.known_scenarios,
        )
        if selected := self.settings.selected:
            failing = (Status.FAILED, Status.ERRORED)
            table = [r for r in table if r.clause.id in selected or r.status in failing]
        return table

    def adapter_json(self) -> dict[str, object]:
        return {
            **self.run.implementation.as_json(),
            "capabilities": sorted(self.settings.claimed),
            "known_failures": sorted(self.settings.known),
            **self._known_failure_reasons(),
            "extensions": {"write_fact": sorted(self.recorder.extensions)},
        }

    def _known_failure_reasons(self) -> dict[str, dict[str, str]]:
        """The reasons the adapter gave for its known failures, when it gave any: a report of
        an adapter giving none is as it was before reasons could be given."""
        reasons = {c: why for c, why in sorted(self.settings.known_reasons.items()) if why}
        return {"known_failure_reasons": reasons} if reasons else {}

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        """The run's verdict is the table's: required failures, errors and unexpected passes fail
        it; optional failures and skipped required scenarios only when strict; a run in which
        nothing ran fails too."""
        if self.settings.is_worker:
            return
        table = self.table()
        self.write_reports(table)
        if exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
            return
        if self.config.option.collectonly:
            return  # nothing was meant to run (mutmut lists the scenarios this way)
        if self.recorder.ran() == 0:
            session.exitstatus = pytest.ExitCode.NO_TESTS_COLLECTED
        elif run_fails(table, self.settings.strict) or self.recorder.other_failures:
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
        else:
            session.exitstatus = pytest.ExitCode.OK

    def write_reports(self, table: list[Row]) -> None:
        """The report files asked for: JSON (schema'd), Markdown, JUnit XML, HTML, the badge."""
        results = self.recorder.in_order()
        strict, run = self.settings.strict, self.run
        writers: dict[str, Callable[[], str]] = {
            "--kotoba-report-json": lambda: to_json(
                table, results, self.adapter_json(), strict, run
            ),
            "--kotoba-report-markdown": lambda: to_markdown(
                table, results, catalogue.clauses(), strict, run
            ),
            "--kotoba-report-junit": lambda: to_junit_xml(table, results, strict, run),
            "--kotoba-report-html": lambda: to_html(
                table, results, catalogue.clauses(), strict=strict, run=run
            ),
            "--kotoba-report-badge": lambda: badge.to_json(
                badge.endpoint(table, run_fails(table, strict))
            ),
        }
        for option, write in writers.items():
            if path := self.config.getoption(option):
                Path(path).write_text(write(), encoding="utf-8")

    @pytest.hookimpl(trylast=True)
    def pytest_sessionstart(self, session: pytest.Session) -> None:
        """The run's first lines name what is tested, before anything else is printed."""
        del session
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(terminal.implementation_line(self.run), bold=True)
            reporter.write_line(terminal.kit_line(self.run))

    def selected_failures(self) -> tuple[list[ScenarioResult], list[str]]:
        """The results to print in full, and the clauses of the others: a run of selected
        clauses reports the failures charged to them, and only names the rest (a scenario of
        EDIT-4 that fails at WRITE-7's check is WRITE-7's to show)."""
        results = self.recorder.in_order()
        if not (selected := set(self.settings.selected)):
            return results, []
        shown = [r for r in results if r.failure is None or selected & set(r.charged or r.clauses)]
        others = {c for r in results if r not in shown for c in (r.charged or r.clauses)}
        return shown, sorted(others, key=list(catalogue.clauses()).index)

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self.settings.is_worker:
            return
        table = self.table()
        verbose = self.settings.verbose
        shown, elsewhere = self.selected_failures()
        failures = terminal.format_failures(shown, catalogue.clauses(), verbose, locate=openable)
        if failures or elsewhere:
            terminalreporter.section("Kotoba conformance: what failed, clause first")
        if failures:
            terminalreporter.write_line(failures)
        if elsewhere:
            others = ",".join(elsewhere)
            terminalreporter.write_line(
                f"also failed, at checks of clauses not selected ({', '.join(elsewhere)}): "
                f"see them with --clause {others}"
            )
        terminalreporter.section("Kotoba conformance: per clause")
        terminalreporter.write_line(terminal.implementation_line(self.run))
        terminalreporter.write_line(
            terminal.format_table(table, verbose, reasons=self.settings.known_reasons)
        )
        fails = run_fails(table, self.settings.strict)
        terminalreporter.write_line(terminal.summary_line(table), red=fails, green=not fails)
        terminalreporter.write_line(terminal.counts_line(table, self.recorder.in_order()))
        if optional_failures(table) and not self.settings.strict:
            terminalreporter.write_line(
                "optional scenarios failed: advice, not a failure of the run (--strict: a failure)"
            )
        if skipped := skipped_clauses(table):
            strict = self.settings.strict
            consequence = (
                "--strict: a failure of the run"
                if strict
                else "not a failure of the run (--strict: a failure)"
            )
            terminalreporter.write_line(
                f"required scenarios skipped ({', '.join(skipped)}): this machine could not run "
                f"them, so those clauses are not fully checked; {consequence}",
                red=strict,
            )
        if self.recorder.extensions:
            extra = ", ".join(sorted(self.recorder.extensions))
            terminalreporter.write_line(f"write_fact extensions (allowed, not checked): {extra}")
        if self.recorder.ran() == 0:
            terminalreporter.write_line(
                "NO SCENARIO RAN: nothing was checked.", red=True, bold=True
            )
