"""The clauses the published Kotoba is known to fail, each with its reason.

Found by running the suite against it (`kotoba-conformance run --adapter kotoba-companion -v`).
For each: the sentence of the documents it breaks, the published module and function responsible,
and what the published code does instead. `CompanionAdapter.known_failures()` returns the keys, so
a clause upstream fixes turns `UNEXPECTED PASS` and the run says so.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["KNOWN_FAILURES", "Deviation"]


class Deviation(NamedTuple):
    """One clause the published system breaks."""

    sentence: str
    """The sentence of the documents it breaks, quoted."""
    responsible: str
    """The published module and function."""
    instead: str
    """What the published code does instead."""


KNOWN_FAILURES: dict[str, Deviation] = {}
