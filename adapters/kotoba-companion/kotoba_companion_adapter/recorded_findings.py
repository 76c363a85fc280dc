"""What the modes outside the conformance verdict find in the published Kotoba, recorded.

`kotoba-conformance audit` and `fuzz` read no `known_failures()`: they judge what they judge.
Their failures on the published system are findings, kept here, and `tox -e upstream` checks
each run against them: `python -m kotoba_companion_adapter.recorded_findings MODE SUMMARY.json`
exits 0 while the mode fails exactly what is recorded, and 1 when it fails more, or less
(upstream fixed one: update the record, as for an UNEXPECTED PASS).

Recorded against kotoba-companion 0.10.0:

- audit (served with no `KOTOBA_WEB_PASSWORD`, the published default; with one set,
  `kotoba.server` gates every route but a few behind it): `kotoba.server` checks neither the
  `Host` a request names nor the `Origin` of a change, so a page that rebinds its name to
  127.0.0.1 reads the facts and topics from `/api/settings` and deletes topics, and a page on any
  other origin sends `DELETE /api/memory/topic/{slug}` or `POST /api/settings/user-name` (JSON)
  and it lands, its answer unreadable (no CORS allowed). Cross-site form bodies are refused
  (422: the routes take JSON only), and so are another site's preflights.
- fuzz, the entry points: a topic whose slug is longer than a file name may be (255 bytes) ends
  in `OSError` (ENAMETOOLONG) in `memory_write`/`write_fact` (charged to STORE-5),
  `memory_recall(topic=...)` (RECALL-4) and `delete_topic` (EDIT-3):
  `kotoba.core.user_memory.slugify` sets no length. Nothing is written or escapes `topics/`;
  the fuzz mode accepts only a refusal, `TypeError`/`ValueError` or success. The same for a
  `remember_image` source that is no data: URL, no link and longer than a file name may be
  (VIS-2, at the Files-name and the data: URL doors): `kotoba.tools.builtin.view_capture.
  _resolve_in_library`, behind `remember_image._bytes_from_files`, lets ENAMETOOLONG escape.
- fuzz, the settings app's doors: the same slug, on the wire, is a server error:
  `DELETE /api/memory/topic/<300 letters>` answers 500 (HTTP-1). Reviewed against the documents,
  three earlier findings were the doors' own strictness, now fixed in the kit: the database made
  on a first request (HTTP-1, -3, -5; "The database lands in ~/.kotoba/ on a new install."), the
  time stamp beside a name set, and a name kept to its first 60 characters (HTTP-2: no length is
  documented). A fourth, on the Files-name door (VIS-2), was too: the door took an image kept
  again under a new id for one the Files do not hold, where the published store makes a new
  entry for the same file about another entity; the door now fails only a name that keeps the
  image planted beside the Files.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

__all__ = ["RECORDED", "main"]

RECORDED = {
    "audit": ("failed_checks", frozenset({"foreign host", "host spelling", "foreign origin"})),
    "fuzz": (
        "failed_clauses",
        frozenset({"EDIT-3", "RECALL-4", "STORE-5", "HTTP-1", "VIS-2"}),
    ),
}
"""For each mode: the key of its JSON summary that names what failed, and what is recorded."""


def main(argv: list[str]) -> int:
    """Compare one mode's JSON summary with its record; print the difference, if any."""
    mode, path = argv
    key, recorded = RECORDED[mode]
    summary = json.loads(Path(path).read_text(encoding="utf-8"))
    failed = frozenset(summary[key])
    if failed == recorded:
        print(f"{mode}: the recorded finding, unchanged: fails {', '.join(sorted(failed))}")
        return 0
    newly_failing = sorted(failed - recorded)
    passing_now = sorted(recorded - failed)
    if newly_failing:
        print(f"{mode}: newly failing: {', '.join(newly_failing)}")
    if passing_now:
        print(f"{mode}: passing now, update the record: {', '.join(passing_now)}")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
