"""Whether the suite's verdict flips from run to run: the whole suite, many times, against the
reference and each liberal implementation, every per-clause table compared with the first.

    python benchmarks/verdict_stability.py                  # 20 runs of each
    python benchmarks/verdict_stability.py --runs 5 --only reference

A verdict that differs between two runs of one unchanged implementation rests on something the
documents do not promise (the order fire-and-forget work finishes in, a timing): a bug of the
suite. Each run's table is the JSON report's clause rows (status and the scenarios behind it)
and its scenarios' outcomes; any difference from the first run is printed, scenario by scenario.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.power.test_liberal import IMPLEMENTATIONS as LIBERAL  # noqa: E402

IMPLEMENTATIONS = {"reference": ["--adapter", "reference"], **LIBERAL}


def one_run(args: list[str], report: Path) -> tuple[dict[str, str], dict[str, str]]:
    """The clause rows (status and counts) and each scenario's outcome of one whole run."""
    subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "run", *args, "--json", str(report)],
        capture_output=True, text=True, cwd=ROOT, timeout=1800, check=False,
    )  # fmt: skip
    data = json.loads(report.read_text(encoding="utf-8"))
    rows = {
        clause: " ".join(
            [
                row["status"],
                *(str(len(row[key])) for key in ("passed", "failed", "optional_failed")),
            ]
        )
        for clause, row in data["clauses"].items()
    }
    outcomes = {s["scenario"]: s["outcome"] for s in data["scenarios"]}
    return rows, outcomes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--only", choices=sorted(IMPLEMENTATIONS), action="append")
    args = parser.parse_args()
    flipped = 0
    for name, adapter in IMPLEMENTATIONS.items():
        if args.only and name not in args.only:
            continue
        started = time.monotonic()
        with tempfile.TemporaryDirectory() as scratch:
            runs = [one_run(adapter, Path(scratch) / f"{i}.json") for i in range(args.runs)]
        first_rows, first_outcomes = runs[0]
        differing = [
            (i, clause, first_rows.get(clause), rows.get(clause))
            for i, (rows, _) in enumerate(runs[1:], start=2)
            for clause in sorted(first_rows.keys() | rows.keys())
            if first_rows.get(clause) != rows.get(clause)
        ]
        scenarios = sorted(
            {
                s
                for _, outcomes in runs[1:]
                for s in outcomes
                if outcomes[s] != first_outcomes.get(s)
            }
        )
        seconds = time.monotonic() - started
        verdict = "identical" if not differing else f"{len(differing)} rows differ"
        print(
            f"{name}: {args.runs} runs, {len(first_rows)} clauses, per-clause tables {verdict}",
            end="",
        )
        print(f" ({seconds:.0f} s)")
        for i, clause, first, found in differing:
            print(f"  run {i}: {clause} {first} -> {found}")
        for scenario in scenarios:
            print(f"  flipped: {scenario}")
        flipped += bool(differing or scenarios)
    return 1 if flipped else 0


if __name__ == "__main__":
    sys.exit(main())
