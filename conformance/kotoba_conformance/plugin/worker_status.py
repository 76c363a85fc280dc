"""xdist's status line while its workers start, kept off a quiet run's log.

pytest-xdist's terminal reporter shows how its workers are doing on one line: on a terminal it
redraws that line in place, elsewhere (a CI log, a pipe) it writes it out when the workers are
set up and again when they have all collected. Under `-q`, which `kotoba-conformance run` passes,
the line has no counts to show and falls back on `bringing up nodes...`, so a log got that line
twice before the first dot, saying nothing. Off a terminal, a quiet run writes it not at all;
on a terminal it is still drawn once, in place, while the workers start.
"""

from __future__ import annotations

import pytest

XDIST_REPORTER = "terminaldistreporter"
"""The name pytest-xdist registers its terminal reporter under (its controller only)."""


class WorkerStatus:
    """In the controller: silences the written-out copies of xdist's status line."""

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionstart(self, session: pytest.Session) -> None:
        """Before xdist starts its workers (in its own `pytest_sessionstart`, which runs last),
        while its reporter is registered but has written nothing."""
        config = session.config
        reporter = config.pluginmanager.get_plugin(XDIST_REPORTER)
        if reporter is None or config.option.verbose >= 0:
            return  # no xdist, or a verbose run, whose status line names workers and items
        if hasattr(reporter, "ensure_show_status"):
            # Both written-out copies go through this method (its hook and xdist's DSession
            # call it by name); the redrawn line on a terminal does not.
            reporter.ensure_show_status = _write_nothing


def _write_nothing() -> None:
    """The status line off a terminal under `-q`: nothing."""
