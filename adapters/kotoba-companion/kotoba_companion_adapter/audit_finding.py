"""What `kotoba-conformance audit` finds in the published settings app, recorded.

The audit is outside the conformance verdict (the documents say nothing of it), so its failure
on the published app is a finding, not a red run: `python -m kotoba_companion_adapter.audit_finding
AUDIT.json` exits 0 while the audit fails exactly the recorded groups of checks, and 1 when it
fails others, or fewer (upstream closed one: update the record, as for an UNEXPECTED PASS).

Recorded against kotoba-companion 0.10.0, served as the adapter serves it: no
`KOTOBA_WEB_PASSWORD` (the published default; with one set, `kotoba.server` gates every route
but a few behind it). `kotoba.server` checks neither the `Host` a request names nor the
`Origin` of a change, so a page that rebinds its name to 127.0.0.1 reads the facts and the
topics from `/api/settings` and deletes topics, and a page on any other origin sends
`DELETE /api/memory/topic/{slug}` or `POST /api/settings/user-name` with a JSON body and it
lands (its answer unreadable, no CORS allowed). Cross-site form bodies are refused (422: the
routes take JSON only), and so are the preflights of another site.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

__all__ = ["RECORDED_FAILED_CHECKS", "main"]

RECORDED_FAILED_CHECKS = frozenset({"foreign host", "host spelling", "foreign origin"})
"""The groups of audit checks the published app fails, as the audit names them."""


def main(argv: list[str]) -> int:
    """Compare an audit's JSON summary with the record; print the difference, if any."""
    summary = json.loads(Path(argv[0]).read_text(encoding="utf-8"))
    failed = frozenset(summary["failed_checks"])
    if failed == RECORDED_FAILED_CHECKS:
        print(f"audit: the recorded finding, unchanged: fails {', '.join(sorted(failed))}")
        return 0
    newly_failing = sorted(failed - RECORDED_FAILED_CHECKS)
    passing_now = sorted(RECORDED_FAILED_CHECKS - failed)
    if newly_failing:
        print(f"audit: newly failing: {', '.join(newly_failing)}")
    if passing_now:
        print(f"audit: passing now, update the record: {', '.join(passing_now)}")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
