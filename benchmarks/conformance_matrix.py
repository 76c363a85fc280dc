"""Write `docs/conformance.md`, the published results: the suite run with `--json` against every
implementation this repository knows, and the reports tabulated by `kotoba-conformance matrix`.

    python benchmarks/conformance_matrix.py                       # run them all, write the page
    python benchmarks/conformance_matrix.py --without-published   # kotoba-companion left out
    python benchmarks/conformance_matrix.py --from-recorded       # the page again, no run
    python benchmarks/conformance_matrix.py --check               # exit 1 if the page is stale

The implementations: the reference, the liberal ones of `tests/liberal/` (two in process, one in
JavaScript over stdio), the JavaScript example of `examples/node/`, and the published system
through its adapter `kotoba-companion`. When that adapter is not installed the script says so in
one line and stops, unless `--without-published` leaves its column out.

Each run's report is recorded in `docs/conformance-reports/` as a digest: the report as `run
--json` wrote it, less its per-scenario list and the adapter's source path (of this machine
only), with each clause's lists of the scenarios that passed replaced by their counts
(`--keep-reports DIR` keeps the whole reports too). The matrix reads a
digest as it reads a report (`reports/columns.py`), so the page is a function of the digests:
`--from-recorded` writes it from them alone, and `tests/repository/test_conformance_page.py` checks
that
the page checked in is what it writes. The published system's speed beside the reference's is
`speed.md` there, written by `benchmarks/fact_store.py --markdown` (the page says the command);
what each implementation does at each open point is `diff.json` there, written by
`kotoba-conformance diff --json` (`DIFF_COMMAND`; `benchmarks/diff.md` keeps its triage).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import textwrap
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.loading import registered
from kotoba_conformance.reports import compare, matrix, open_points_table

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "conformance.md"
RECORDED = ROOT / "docs" / "conformance-reports"
SPEED = "speed.md"
DIFF = "diff.json"
PUBLISHED = "kotoba-companion"
COMMAND = "python benchmarks/conformance_matrix.py"
SPEED_COMMAND = (
    "python benchmarks/fact_store.py --no-suite --adapter reference --adapter kotoba-companion "
    "--sizes 1000 10000 --markdown docs/conformance-reports/speed.md"
)
DIFF_COMMAND = (
    "kotoba-conformance diff --adapter reference "
    "--adapter tests.liberal.kotoba_liberal.adapter:Adapter "
    "--adapter tests.liberal.kotoba_contrary.adapter:Adapter "
    '--adapter-command "node tests/liberal/node/main.js" '
    '--adapter-command "node examples/node/adapter.js" --adapter kotoba-companion '
    "--json docs/conformance-reports/diff.json"
)


@dataclass(frozen=True)
class Implementation:
    name: str
    """The digest's file name, without `.json`: the column's order is this list's."""
    adapter: tuple[str, ...]
    """How `kotoba-conformance run` reaches it, from the repository's root."""
    about: str
    """What it is, in a line of the page."""


IMPLEMENTATIONS = (
    Implementation(
        "reference",
        ("--adapter", "reference"),
        "the reference implementation (`reference/`), which passes the whole suite through its "
        "own adapter",
    ),
    Implementation(
        "liberal",
        ("--adapter", "tests.liberal.kotoba_liberal.adapter:Adapter"),
        "a faithful implementation written from the documents alone, taking every liberty "
        "they allow, with every capability (`tests/liberal/kotoba_liberal/`)",
    ),
    Implementation(
        "contrary",
        ("--adapter", "tests.liberal.kotoba_contrary.adapter:Adapter"),
        "a faithful implementation reading every open point the other way from the liberal "
        "one (`tests/liberal/kotoba_contrary/`)",
    ),
    Implementation(
        "liberal-node",
        ("--adapter-command", "node tests/liberal/node/main.js"),
        "a faithful implementation in JavaScript, taking liberties of its own, over the stdio "
        "protocol (`tests/liberal/node/`)",
    ),
    Implementation(
        "node-example",
        ("--adapter-command", "node examples/node/adapter.js"),
        "the store `docs/implementing.md` grows step by step, over the stdio protocol "
        "(`examples/node/`)",
    ),
    Implementation(
        PUBLISHED,
        ("--adapter", PUBLISHED),
        "the published Kotoba (the `kotoba-companion` package), through its adapter",
    ),
)


COUNTED = ("passed", "optional_passed")
"""The lists of scenario names a digest counts: those that passed. The names of those that
failed, errored or failed as declared stay, so the digest still says which."""


def digest(report: dict[str, Any]) -> dict[str, Any]:
    """What the page is made from, and nothing of one machine: the report less its scenarios
    and the adapter's source path, each clause's passing scenarios counted."""
    adapter = {key: value for key, value in report["adapter"].items() if key != "source"}
    clauses = {
        cid: {key: len(value) if key in COUNTED else value for key, value in row.items()}
        for cid, row in report["clauses"].items()
    }
    kept = {key: value for key, value in report.items() if key != "scenarios"}
    return {**kept, "adapter": adapter, "clauses": clauses}


def digest_text(data: dict[str, Any]) -> str:
    """A digest as its file holds it: indented, each clause on a line of its own, so that a
    clause whose status changed is one line of the diff."""
    clauses = data["clauses"]
    head = json.dumps({**data, "clauses": {}}, indent=2, ensure_ascii=False)
    rows = ",\n".join(
        f"    {json.dumps(cid)}: {json.dumps(row, ensure_ascii=False)}"
        for cid, row in clauses.items()
    )
    return head.replace('"clauses": {}', '"clauses": {\n' + rows + "\n  }") + "\n"


def recorded(folder: Path = RECORDED) -> list[tuple[str, dict[str, Any]]]:
    """The digests in the folder, in the implementations' order, each named by its path from
    the repository's root (as the page names it)."""
    found = []
    for implementation in IMPLEMENTATIONS:
        path = folder / f"{implementation.name}.json"
        if path.exists():
            found.append((_shown(path), json.loads(path.read_text(encoding="utf-8"))))
    return found


def page(
    reports: list[tuple[str, dict[str, Any]]],
    speed: str | None,
    diff: dict[str, Any] | None = None,
) -> str:
    """docs/conformance.md: how it was made, the matrix, the published system's deviations with
    their reasons, the other implementations' known failures, and the speed section."""
    table = matrix.matrix(compare.runs(reports), catalogue.clauses())
    published = [run for run in table.runs if run.path.endswith(f"{PUBLISHED}.json")]
    about = {implementation.name: implementation.about for implementation in IMPLEMENTATIONS}
    lines = [
        "# Conformance results",
        "",
        _prose(
            "Every implementation this repository knows, judged by the suite: a clause a row, an "
            "implementation a column, each cell the clause's status in that implementation's "
            "report. The columns:"
        ),
        "",
        *[
            f"- **{run.letter}**: {about[Path(run.path).stem]}."
            for run in table.runs
            if Path(run.path).stem in about
        ],
        "",
        _prose(
            f"Written by `{COMMAND}`, which runs `kotoba-conformance run --json` against each "
            "one, records the reports' digests in `docs/conformance-reports/` and tabulates them "
            "with `kotoba-conformance matrix`; `tests/repository/test_conformance_page.py` "
            "checks that this "
            f"page is what `{COMMAND} --from-recorded` writes from them. Do not edit it by hand."
        ),
        "",
        matrix.to_markdown(table, heading="##", explain=False).rstrip("\n"),
        "",
        "## The published system's deviations",
        "",
    ]
    if not published:
        lines.append(
            _prose(
                f"Not judged here yet: the adapter `{PUBLISHED}` was not installed when this page "
                f"was written (`{COMMAND} --without-published`)."
            )
        )
    for run in published:
        section = matrix.known_failures_markdown(table, run, heading="###")
        lines.append(section.rstrip("\n") if section else f"{run.label} declares no deviation.")
    others = [
        section
        for run in table.runs
        if run not in published and (section := matrix.known_failures_markdown(table, run))
    ]
    if others:
        lines += ["", "## Known failures of the other implementations", ""]
        lines += [section.rstrip("\n") + "\n" for section in others]
    lines += ["", "## Open points: what each implementation does", ""]
    lines.append(
        _prose(
            "Where the documents leave an answer free, each implementation's answer, as "
            "`kotoba-conformance diff` observed it on the generated programs "
            "(`conformance/kotoba_conformance/contract/open_points.md` declares each point; "
            f"`benchmarks/diff.md` has the triage), from `{DIFF_COMMAND}`, then `{COMMAND} "
            "--from-recorded`. The letters are the columns above."
        )
    )
    lines += ["", open_points_table.to_markdown(diff).rstrip("\n") if diff else "Not run yet."]
    lines += ["", "## Speed: the published system beside the reference", ""]
    lines.append(
        _prose(
            "The fact store's calls through the contract at 1,000 and 10,000 facts, p50 and p95 "
            f"in milliseconds, from `{SPEED_COMMAND}`, then `{COMMAND} --from-recorded`. Both "
            "columns come from one run on one machine, so they compare with each other, not with "
            "figures taken elsewhere; the disk floor is what two small synced writes cost at "
            "that moment."
        )
    )
    lines += ["", speed.rstrip("\n") if speed else f"Not measured yet: it needs `{PUBLISHED}`."]
    return "\n".join(lines).rstrip("\n") + "\n"


def recorded_page(folder: Path = RECORDED) -> str:
    speed = folder / SPEED
    diff = folder / DIFF
    return page(
        recorded(folder),
        speed.read_text(encoding="utf-8") if speed.exists() else None,
        json.loads(diff.read_text(encoding="utf-8")) if diff.exists() else None,
    )


def run_all(
    chosen: list[Implementation], folder: Path, workers: str | None, keep: Path | None
) -> None:
    """Each implementation's run, its report's digest recorded in `folder` (the whole report in
    `keep`, if given). A run that fails still has its report, which the page shows; a run that
    writes none stops the script."""
    with tempfile.TemporaryDirectory() as scratch:
        for implementation in chosen:
            report = (keep or Path(scratch)) / f"{implementation.name}.json"
            command = [sys.executable, "-m", "kotoba_conformance", "run", *implementation.adapter]
            command += ["--json", str(report), *(["-n", workers] if workers else [])]
            print(f"running the suite against {implementation.name} …", flush=True)
            completed = subprocess.run(
                command, cwd=ROOT, capture_output=True, text=True, check=False
            )
            if not report.exists():
                raise SystemExit(
                    f"{implementation.name}: no report ({' '.join(command)}):\n"
                    f"{completed.stdout[-2000:]}{completed.stderr[-2000:]}"
                )
            last = completed.stdout.strip().splitlines()[-1:] or [""]
            print(f"  {last[0]}")
            data = json.loads(report.read_text(encoding="utf-8"))
            text = digest_text(digest(data))
            (folder / f"{implementation.name}.json").write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--without-published",
        action="store_true",
        help=f"leave {PUBLISHED} out (its digest too) when its adapter is not installed",
    )
    parser.add_argument(
        "--from-recorded", action="store_true", help="write the page from the digests, no run"
    )
    parser.add_argument(
        "--check", action="store_true", help="exit 1 when the page is not what the digests make"
    )
    parser.add_argument("-n", "--workers", help="kotoba-conformance run's -n, for each run")
    parser.add_argument(
        "--keep-reports", metavar="DIR", type=Path, help="keep each run's whole report here"
    )
    args = parser.parse_args(argv)
    if args.check:
        if PAGE.read_text(encoding="utf-8") != recorded_page():
            print(f"{_shown(PAGE)} is stale: {COMMAND} --from-recorded rewrites it")
            return 1
        return 0
    if not args.from_recorded:
        chosen = list(IMPLEMENTATIONS)
        if PUBLISHED not in registered():
            if not args.without_published:
                print(
                    f"the adapter {PUBLISHED} is not installed: install it, or leave its column "
                    "out with --without-published"
                )
                return 1
            chosen = [i for i in chosen if i.name != PUBLISHED]
            (RECORDED / f"{PUBLISHED}.json").unlink(missing_ok=True)
        RECORDED.mkdir(parents=True, exist_ok=True)
        run_all(chosen, RECORDED, args.workers, args.keep_reports)
    PAGE.write_text(recorded_page(), encoding="utf-8")
    print(f"wrote {_shown(PAGE)}")
    return 0


def _prose(text: str) -> str:
    """A paragraph of the page, wrapped as the repository's other documents are."""
    return textwrap.fill(text, 100, break_long_words=False, break_on_hyphens=False)


def _shown(path: Path) -> str:
    """A path as the page and the script's lines name it: from the repository's root."""
    return str(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


if __name__ == "__main__":
    sys.exit(main())
