"""Benchmark: the wall time of `kotoba-conformance run`, the command an implementer runs on every
commit, and the per-clause table it prints, run after run.

    python benchmarks/suite_time.py                          # 3 runs against the reference
    python benchmarks/suite_time.py --runs 5 -- -n 0         # arguments after -- go to `run`
    python benchmarks/suite_time.py --save-table before.json # keep the table to compare later
    python benchmarks/suite_time.py --compare before.json    # exit 1 if the table differs
    python benchmarks/suite_time.py --beside ../before       # and another checkout's kit, in turn
    python benchmarks/suite_time.py --beside ../before --budget 25  # exit 1 past +25% CPU

Target: median ≤ 10 s on a 2-core machine against the bundled reference, every
scenario run. Beside each run it prints the load average before it and the CPU seconds the run
used (its own and its children's): on a shared machine the wall time alone cannot tell a slower
suite from a busier machine, and the CPU time barely moves with the load. With `--beside`, a run
of this checkout and one of the other (its kit and reference put first on the import path)
take turns, so that "before" and "after" meet the same machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

Table = dict[str, tuple[str, int, int]]


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(
    run_args: list[str], report: Path, checkout: Path | None = None
) -> tuple[float, float]:
    """One `kotoba-conformance run` (of `checkout`'s kit, if given): its wall time and the CPU
    seconds it and its children used."""
    command = [sys.executable, "-m", "kotoba_conformance", "run", "--json", str(report), *run_args]
    env = dict(os.environ)
    if checkout is not None:
        paths = [str(checkout / "conformance"), str(checkout / "reference")]
        env["PYTHONPATH"] = os.pathsep.join([*paths, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    cpu_before = cpu_seconds()
    start = time.perf_counter()
    completed = subprocess.run(command, capture_output=True, text=True, check=False, env=env)
    wall = time.perf_counter() - start
    if completed.returncode != 0:
        print(completed.stdout[-3000:], completed.stderr[-2000:])
        raise SystemExit(f"the suite failed: {' '.join(command)}")
    return wall, cpu_seconds() - cpu_before


def table(report: Path) -> Table:
    """Each clause's status and how many scenarios passed and failed: what the table shows."""
    rows = json.loads(report.read_text(encoding="utf-8"))["clauses"]
    return {
        clause: (row["status"], len(row["passed"]), len(row["failed"]))
        for clause, row in rows.items()
    }


def saved_table(path: Path) -> Table:
    rows = json.loads(path.read_text(encoding="utf-8"))
    return {clause: (str(s), int(p), int(f)) for clause, (s, p, f) in rows.items()}


def differences(expected: Table, found: Table) -> list[str]:
    return sorted(c for c in expected.keys() | found.keys() if expected.get(c) != found.get(c))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--save-table", type=Path, help="write the per-clause table as JSON")
    parser.add_argument("--compare", type=Path, help="a table saved before: exit 1 if it differs")
    parser.add_argument(
        "--beside", type=Path, metavar="CHECKOUT", help="also time another checkout, in turn"
    )
    parser.add_argument(
        "--budget",
        type=float,
        metavar="PERCENT",
        help="with --beside: exit 1 if this checkout's median CPU seconds are more than PERCENT "
        "above its (CPU, since on a shared machine the wall time measures the load as much)",
    )
    parser.add_argument("run_args", nargs="*", help="passed to `kotoba-conformance run` after --")
    args = parser.parse_args()

    kits: dict[str, Path | None] = {"this checkout": None}
    if args.beside is not None:
        kits[str(args.beside)] = args.beside.resolve()
    tables: dict[str, Table] = {}
    walls: dict[str, list[float]] = {name: [] for name in kits}
    cpus: dict[str, list[float]] = {name: [] for name in kits}
    with tempfile.TemporaryDirectory() as scratch:
        for index in range(args.runs):
            for kit, (name, checkout) in enumerate(kits.items()):
                report = Path(scratch) / f"run-{index}-{kit}.json"
                load = os.getloadavg()[0]
                wall, cpu = run_once(args.run_args, report, checkout)
                walls[name].append(wall)
                cpus[name].append(cpu)
                print(
                    f"run {index + 1}: {wall:6.2f} s wall, {cpu:6.2f} s CPU, load {load:.2f}"
                    + (f"  {name}" if len(kits) > 1 else "")
                )
                this = table(report)
                if name not in tables:
                    tables[name] = this
                elif changed := differences(tables[name], this):
                    print(f"run {index + 1}: the per-clause table differs from run 1 at {changed}")
                    return 1
    for name in kits:
        of = f" ({name})" if len(kits) > 1 else ""
        print(f"median {statistics.median(walls[name]):.2f} s over {args.runs} runs{of}")
    first = tables["this checkout"]
    print(f"per-clause table: {len(first)} clauses, identical in every run")
    if args.beside is not None:
        changed = differences(first, tables[str(args.beside)])
        print(
            f"per-clause table of {args.beside}: "
            + (f"differs at {changed}" if changed else "the same")
        )
        added = {}
        for measure, times in (("wall", walls), ("CPU", cpus)):
            ours = statistics.median(times["this checkout"])
            theirs = statistics.median(times[str(args.beside)])
            added[measure] = 100 * (ours - theirs) / theirs
            print(
                f"this checkout takes {ours - theirs:+.2f} s {measure} ({added[measure]:+.1f}%)"
                f" beside {args.beside}"
            )
        if args.budget is not None and added["CPU"] > args.budget:
            print(f"over the budget of +{args.budget:g}% CPU")
            return 1
    if args.save_table:
        args.save_table.write_text(json.dumps(first, indent=1, sort_keys=True), encoding="utf-8")
    if args.compare:
        if changed := differences(saved_table(args.compare), first):
            print(f"the per-clause table differs from {args.compare} at {changed}")
            return 1
        print(f"per-clause table: identical to {args.compare}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
