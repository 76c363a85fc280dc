"""The conformance kit's adapter for the published Kotoba (`kotoba-companion` on PyPI).

`kotoba-conformance run --adapter kotoba-companion` judges the system the two documents describe,
through its own code: see `adapter.py` for what is driven, what is emulated and why, and
`deviations.py` for the clauses it is known to fail.
"""

from __future__ import annotations

import logging

PACKAGE_LOGGER = "kotoba"
"""The published package logs its own diagnostics under this name (a junk companion name the
collector's model proposes is logged as "soul_config.name REJECTED", for one): they say what the
package did, never a verdict, and a run prints them nowhere. Where something else collects logs
(pytest, for a failing scenario's report) they still reach it."""

logging.getLogger(PACKAGE_LOGGER).addHandler(logging.NullHandler())
