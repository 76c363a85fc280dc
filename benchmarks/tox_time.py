"""Benchmark: `tox` as CI runs it, each run in a fresh clone of a commit, with each env's time.

    python benchmarks/tox_time.py                         # 3 runs of HEAD
    python benchmarks/tox_time.py --beside 5bb8203        # and of another commit, in turn
    python benchmarks/tox_time.py --rev HEAD~1 --runs 1
    python benchmarks/tox_time.py --hog 2                 # while 2 busy processes hold the cores

Target (issue 31): `tox` <= 15 min on this 2-core machine, and green in every run with
`--hog 2` (two processes that only spin, started before the first run and stopped after the
last, as `yes > /dev/null` would): a verdict that a loaded machine flips costs a whole CI run.

Each run clones the repository at the commit into a scratch folder, makes a venv, installs tox
into it and runs `tox` there, as `.ci/run` does (without its apt step): nothing is reused from an
earlier run but the package caches. The time is tox's own (`congratulations :) (N seconds)`),
each env's from its summary. A red run stops the benchmark, printing what `.ci/red_digest.py`
prints for CI and where tox's whole log was kept. With `--beside`, runs of the two commits take
turns, so that "before" and "after" meet the same machine; the load average before each run is
printed. The CPU time is the whole machine's busy time during tox (`/proc/stat`): it counts the
processes no test waits for (Chromium's, a settings app's), which a process's own accounting
misses, and whatever else runs (the hogs too, with `--hog`). Against the cores' time, it says
how much of the machine the envs leave idle, and the fewest seconds their work could take.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOTAL = re.compile(r"congratulations :\) \((?P<seconds>[\d.]+) seconds\)")
ENV = re.compile(
    r"^  (?P<env>[\w.-]+): OK \((?P<seconds>[\d.]+)=(setup\[(?P<setup>[\d.]+)\])?",
    re.MULTILINE,
)
"""An env's line of tox's summary: its seconds, of which `setup` made its env and installed."""
CORES = os.cpu_count() or 1
BUSY_FIELDS = (0, 1, 2, 5, 6, 7)
"""Of /proc/stat's `cpu` line: user, nice, system, irq, softirq, steal (not idle, iowait)."""


def busy_seconds() -> float:
    """The CPU seconds the machine has spent busy since it started (0 where /proc is not)."""
    try:
        fields = Path("/proc/stat").read_text(encoding="ascii").split("\n", 1)[0].split()[1:]
    except OSError:
        return 0.0
    return sum(int(fields[i]) for i in BUSY_FIELDS) / os.sysconf("SC_CLK_TCK")


def commit_of(rev: str) -> str:
    found = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", rev],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    return found.stdout.strip()


def run_tox(commit: str, scratch: Path) -> tuple[float, dict[str, float], float, float]:
    """tox's total seconds, each env's, the envs' setup in all and the CPU seconds the machine
    spent busy meanwhile, for a fresh clone of `commit`; exits if tox failed."""
    clone = scratch / commit
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    subprocess.run(["git", "-C", str(clone), "checkout", "-q", commit], check=True)
    subprocess.run([sys.executable, "-m", "venv", str(clone / ".venv")], check=True)
    pip = [str(clone / ".venv" / "bin" / "pip"), "install", "-q", "tox"]
    subprocess.run(pip, check=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    before = busy_seconds()
    completed = subprocess.run(
        [str(clone / ".venv" / "bin" / "tox")],
        capture_output=True, text=True, cwd=clone, env=env, check=False,
    )  # fmt: skip
    cpu = busy_seconds() - before
    total = TOTAL.search(completed.stdout)
    if completed.returncode != 0 or total is None:
        log = Path(tempfile.gettempdir()) / f"tox-time-{commit}-{os.getpid()}.log"
        log.write_text(completed.stdout + completed.stderr, encoding="utf-8")
        subprocess.run([sys.executable, str(ROOT / ".ci" / "red_digest.py"), str(log)], check=False)
        raise SystemExit(f"tox failed at {commit} (exit {completed.returncode}); its log: {log}")
    envs = {m["env"]: float(m["seconds"]) for m in ENV.finditer(completed.stdout)}
    setup = sum(float(m["setup"] or 0) for m in ENV.finditer(completed.stdout))
    subprocess.run(["rm", "-rf", str(clone)], check=True)
    return float(total["seconds"]), envs, setup, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--rev", default="HEAD", help="the commit to time (default HEAD)")
    parser.add_argument("--beside", metavar="REV", help="also time this commit, in turn")
    parser.add_argument("--hog", type=int, default=0, help="busy processes during the runs")
    args = parser.parse_args()
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(args.hog)]
    try:
        return time_runs(args)
    finally:
        for hog in hogs:
            hog.kill()
            hog.wait()


def time_runs(args: argparse.Namespace) -> int:
    commits = [commit_of(args.rev)] + ([commit_of(args.beside)] if args.beside else [])
    totals: dict[str, list[float]] = {c: [] for c in commits}
    by_env: dict[str, dict[str, list[float]]] = {c: {} for c in commits}
    with tempfile.TemporaryDirectory() as scratch:
        for index in range(args.runs):
            for commit in commits:
                load = os.getloadavg()[0]
                total, envs, setup, cpu = run_tox(commit, Path(scratch))
                totals[commit].append(total)
                for env, seconds in envs.items():
                    by_env[commit].setdefault(env, []).append(seconds)
                listed = ", ".join(f"{env} {seconds:.0f}" for env, seconds in envs.items())
                print(
                    f"run {index + 1}: {commit} tox {total:.1f} s, load {load:.2f}"
                    f" ({listed}; setting up the envs {setup:.0f} of it); CPU {cpu:.0f} s,"
                    f" {cpu / (total * CORES):.0%} of {CORES} cores"
                )
                sys.stdout.flush()
    for commit in commits:
        medians = ", ".join(
            f"{env} {statistics.median(times):.0f}" for env, times in by_env[commit].items()
        )
        print(f"median {statistics.median(totals[commit]):.1f} s over {args.runs} runs: {commit}")
        print(f"  each env's median: {medians}")
    if args.hog:
        print(f"every run green with {args.hog} busy processes holding the cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
