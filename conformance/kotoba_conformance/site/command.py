"""`kotoba-conformance docs OUT`: the command line of the site, for the CLI to register.

Kept apart from the generator so that the CLI imports neither pytest-bdd's parser nor the pages
before a command needs them."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

REPORTS = Path("docs") / "conformance-reports"
CHANGELOG = Path("CHANGELOG.md")
DIMENSIONS = Path("features") / "DIMENSIONS.md"


def _docs(args: argparse.Namespace) -> int:
    from kotoba_conformance.site import build  # noqa: PLC0415 (see the module docstring)

    reports = [Path(p) for p in args.reports] or sorted(REPORTS.glob("*.json"))
    changelog = Path(args.changelog) if args.changelog else CHANGELOG
    dimensions = Path(args.dimensions) if args.dimensions else DIMENSIONS
    written = build.write(
        Path(args.out),
        reports,
        changelog if changelog.is_file() else None,
        dimensions if dimensions.is_file() else None,
    )
    print(f"{len(written)} pages written to {args.out} ({len(reports)} reports)")
    return 0


def register(commands: Any) -> None:
    """Add `docs` to the CLI's subparsers."""
    docs = commands.add_parser(
        "docs",
        help="the specification as a static site: sentences, scenarios, results, open points",
        description="Write the two documents sentence by sentence, each with its clauses, the "
        "scenarios that check it and each implementation's result, the features, the clauses, "
        "the open points, each clause's history and a glossary, as a static site in OUT: "
        "offline, readable with scripts off. Run from the repository's root, it reads "
        f"{REPORTS}/*.json, {CHANGELOG} and {DIMENSIONS} there.",
    )
    docs.add_argument("out", metavar="OUT", help="the folder to write the site in")
    docs.add_argument(
        "--report",
        dest="reports",
        action="append",
        default=[],
        metavar="REPORT.json",
        help=f"a JSON report (run --json) as a column, repeatable (default: {REPORTS}/*.json)",
    )
    docs.add_argument("--changelog", metavar="PATH", help=f"default: {CHANGELOG}")
    docs.add_argument("--dimensions", metavar="PATH", help=f"default: {DIMENSIONS}")
    docs.set_defaults(handler=_docs)
