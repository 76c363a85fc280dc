"""Benchmark: what the quick races (processes writing, deleting, editing and saying turns at once)
add to the normal suite's wall time. Target (issue 11): 10 s at most, all together.

    python benchmarks/quick_races.py                 # against the reference
    python benchmarks/quick_races.py --adapter mymod:Adapter --repeat 5

Runs the scenarios of STORE-8 and SESS-1 with pytest's per-test durations and sums the calls of
those that start writer processes (their names say "processes").
"""

from __future__ import annotations

import argparse
import re
import statistics
import subprocess
import sys

DURATION = re.compile(r"^(?P<seconds>\d+\.\d+)s call\s+(?P<test>\S*processes\S*)$")


def race_seconds(adapter: str) -> dict[str, float]:
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "run", "--adapter", adapter,
         "--clause", "STORE-8", "--clause", "SESS-1", "--", "--durations=0"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    found = {}
    for line in completed.stdout.splitlines():
        if match := DURATION.match(line.strip()):
            found[match["test"]] = float(match["seconds"])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--adapter", default="reference")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    totals = []
    for _ in range(args.repeat):
        seconds = race_seconds(args.adapter)
        totals.append(sum(seconds.values()))
        for test, took in sorted(seconds.items()):
            print(f"{took:6.2f}s  {test}")
        print(f"{totals[-1]:6.2f}s  all {len(seconds)} races\n")
    print(f"median of {args.repeat}: {statistics.median(totals):.2f}s (target: 10 s at most)")


if __name__ == "__main__":
    main()
