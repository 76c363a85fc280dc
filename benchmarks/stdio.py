"""Benchmark: the whole suite in process and through the reference's stdio server, serially and
spread over processes with pytest-xdist; every run's per-clause table must equal the first's.

    python benchmarks/stdio.py                              # 3 runs each, serial and -n auto
    python benchmarks/stdio.py --validate-protocol          # stdio messages checked too
    python benchmarks/stdio.py --runs 1 --workers 2 --validate-protocol --in-process R.json
                                  # what `tox -e conformance` runs after its in-process run

With `--in-process REPORT`, the in-process table is the one of that JSON report (`run --json`),
made beforehand on the same checkout, and only the stdio runs are made and timed: `tox -e
conformance` compares its own run's table with the stdio server's this way, rather than running
the whole suite in process a second time.

Targets (issue 10): through stdio within 2x the in-process wall time, with the same table. The
stdio server is the reference spoken to as any other language's would be: one child process per
suite process (xdist worker), plus one per concurrent writer in STORE-8.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STDIO_COMMAND = f"{sys.executable} -m kotoba_reference.stdio"


def run_suite(arguments: list[str], workers: str, report: Path) -> float:
    command = [sys.executable, "-m", "kotoba_conformance", "run", *arguments]
    command += ["--json", str(report), "-n", workers]  # `-n 0`: serial (the default is not)
    start = time.perf_counter()
    completed = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    if completed.returncode != 0:
        print(completed.stdout[-3000:], completed.stderr[-2000:])
        raise SystemExit(f"the suite failed: {' '.join(command)}")
    return wall


def table(report: Path) -> dict[str, tuple[str, int, int]]:
    """Each clause's status and how many scenarios passed and failed: what the table shows."""
    rows = json.loads(report.read_text(encoding="utf-8"))["clauses"]
    return {
        clause: (row["status"], len(row["passed"]), len(row["failed"]))
        for clause, row in rows.items()
    }


def print_walls(walls: dict[tuple[str, str], list[float]], all_workers: list[str]) -> None:
    """Each mode's wall times, stdio's against in-process's, and -n N's against serial's."""
    print(f"{'mode':<11} {'workers':>7} {'best s':>7} {'median s':>8}  runs")
    for (mode, workers), samples in walls.items():
        runs = ", ".join(f"{w:.2f}" for w in samples)
        best, median = min(samples), statistics.median(samples)
        print(f"{mode:<11} {workers:>7} {best:>7.2f} {median:>8.2f}  {runs}")
    for workers in all_workers:
        if ("in-process", workers) in walls:
            ratio = min(walls["stdio", workers]) / min(walls["in-process", workers])
            print(f"stdio / in-process, workers {workers}: {ratio:.2f}x (best against best)")
    serial = "0" if "0" in all_workers else None
    for workers in all_workers:
        if serial is not None and workers != serial:
            for mode in dict.fromkeys(m for m, _ in walls):
                speedup = min(walls[mode, serial]) / min(walls[mode, workers])
                print(f"speed-up of -n {workers} over serial, {mode}: {speedup:.2f}x")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--workers", nargs="+", default=["0", "auto"], help="0 means serial")
    parser.add_argument("--validate-protocol", action="store_true")
    parser.add_argument(
        "--in-process", metavar="REPORT", type=Path,
        help="the in-process run's JSON report, made beforehand: only the stdio runs are made",
    )  # fmt: skip
    parser.add_argument(
        "run_args", nargs="*", metavar="RUN_ARG",
        help="after --: passed to every run (-- --clause STORE-1), as to the in-process one",
    )  # fmt: skip
    args = parser.parse_args()
    stdio_args = ["--adapter-command", STDIO_COMMAND]
    if args.validate_protocol:
        stdio_args.append("--validate-protocol")
    modes = {"in-process": ["--adapter", "reference"], "stdio": stdio_args}

    first: dict[str, tuple[str, int, int]] | None = None
    if args.in_process is not None:
        del modes["in-process"]
        first = table(args.in_process)
    walls: dict[tuple[str, str], list[float]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for workers in args.workers:
            for mode, adapter_args in modes.items():
                for index in range(args.runs):
                    report = Path(scratch) / f"{mode}-{workers}-{index}.json"
                    wall = run_suite([*adapter_args, *args.run_args], workers, report)
                    walls.setdefault((mode, workers), []).append(wall)
                    if first is None:
                        first = table(report)
                    elif (this := table(report)) != first:
                        changed = sorted(c for c in first | this if first.get(c) != this.get(c))
                        print(f"{mode}, workers {workers}: the table differs at {changed}")
                        return 1

    print_walls(walls, args.workers)
    print("per-clause tables: identical in every run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
