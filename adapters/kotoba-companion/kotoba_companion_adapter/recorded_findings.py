"""What the modes outside the conformance verdict find in the published Kotoba, recorded.

`kotoba-conformance audit` and `fuzz` read no `known_failures()`: they judge what they judge.
Their failures on the published system are findings, kept here, and `tox -e upstream` checks
each run against them: `python -m kotoba_companion_adapter.recorded_findings MODE SUMMARY.json`
prints what it compared and exits 0 while the mode finds exactly what is recorded, and 1 when it
finds more, or less (upstream fixed one: update the record, as for an UNEXPECTED PASS). A
finding is its door, its clause and its kind (fuzz: an answer, an error that escaped, a server
error, a stray file, a changed file; audit: the check), never its clause alone: the same clause
failed at another door, or in another way, is another finding.

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
- fuzz, `session_search(query)`: a query of NUL alone, of quote marks alone, or of both mixed
  raises `OperationalError` (SESS-4, declared above for `run` too, resting on R8).
- fuzz, the settings app's doors: the same slug, on the wire, is a server error:
  `DELETE /api/memory/topic/<300 letters>` answers 500 (HTTP-1). SQLite's own `kotoba.db-wal`
  and `kotoba.db-shm`, left beside the database after such a request, were once taken for strays
  here: they are SQLite's, never strays. Reviewed against the documents,
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
from typing import Any, NamedTuple

__all__ = ["RECORDED", "Finding", "found", "main"]


class Finding(NamedTuple):
    """One finding: the door it was found at, the clause charged, and what kind of thing went
    wrong there (fuzz: `answer`, `error`, `server error`, `stray file` or `changed file`; audit:
    the check that failed). Two findings are the same only when all three are."""

    door: str
    clause: str
    kind: str


RECORDED: dict[str, frozenset[Finding]] = {
    "audit": frozenset(
        {
            Finding("the settings app", "-", "foreign host"),
            Finding("the settings app", "-", "host spelling"),
            Finding("the settings app", "-", "foreign origin"),
        }
    ),
    "fuzz": frozenset(
        {
            Finding("memory_write(topic)", "STORE-5", "error"),
            Finding("write_fact(topic)", "STORE-5", "error"),
            Finding("memory_recall(topic)", "RECALL-4", "error"),
            Finding("delete_topic(slug)", "EDIT-3", "error"),
            Finding("delete_route(path)", "HTTP-1", "server error"),
            Finding("remember_image(data_url)", "VIS-2", "error"),
            Finding("remember_image(file_name)", "VIS-2", "error"),
            Finding("session_search(query)", "SESS-4", "error"),
        }
    ),
}
"""For each mode, what it finds in the published system: each door with its clause and kind."""


def found(mode: str, summary: dict[str, Any]) -> frozenset[Finding]:
    """What one mode's JSON summary found, door by door and kind by kind. A fuzz summary written
    before failures had a kind counts each as `answer`."""
    if mode == "audit":
        return frozenset(
            Finding("the settings app", "-", check) for check in summary["failed_checks"]
        )
    return frozenset(
        Finding(door, str(failure["clause"]), str(failure.get("kind", "answer")))
        for door, failure in summary["failures"].items()
    )


def _lines(findings: frozenset[Finding]) -> list[str]:
    return [f"  {f.door}: {f.clause}, {f.kind}" for f in sorted(findings)]


def main(argv: list[str]) -> int:
    """Compare one mode's JSON summary with its record, door by door and kind by kind; print
    what was compared and the result, then any difference."""
    mode, path = argv
    recorded = RECORDED[mode]
    summary = json.loads(Path(path).read_text(encoding="utf-8"))
    now = found(mode, summary)
    print(
        f"{mode}: compared {len(now)} found with {len(recorded)} recorded, as (door, clause, kind):"
    )
    if now == recorded:
        print("\n".join(_lines(now)))
        print(f"{mode}: as recorded (exit 0): its FAILED above is exactly these recorded findings")
        return 0
    if newly := now - recorded:
        print(f"{mode}: found, not recorded:")
        print("\n".join(_lines(newly)))
    if gone := recorded - now:
        print(f"{mode}: recorded, not found now (update the record):")
        print("\n".join(_lines(gone)))
    print(f"{mode}: NOT as recorded (exit 1)")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
