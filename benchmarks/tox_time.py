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
how much of the machine the envs leave idle, and the fewest seconds their work could take; it is
also split by env, from the line tox prints as an env takes its first step to the next env's.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOTAL = re.compile(r"congratulations :\) \((?P<seconds>[\d.]+) seconds\)")
ENV = re.compile(
    r"^  (?P<env>[\w.-]+): OK \((?P<seconds>[\d.]+)=(setup\[(?P<setup>[\d.]+)\])?",
    re.MULTILINE,
)
"""An env's line of tox's summary: its seconds, of which `setup` made its env and installed."""
ENV_STEP = re.compile(r"^(?P<env>[.\w-]+): [\w\[\]]+> ")
"""A line tox prints as an env takes a step (`py310: commands[0]> pytest …`): that env is on."""
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


@dataclass
class Run:
    """One timed tox run."""

    seconds: float
    """tox's own total."""
    envs: dict[str, float]
    """Each env's seconds, from tox's summary."""
    setup: float
    """Of those, the seconds making the envs and installing into them."""
    busy: dict[str, float]
    """The machine's busy CPU seconds while each env ran (from its first step to the next
    env's; "" is tox before its first env, `.pkg` building the kit's wheel)."""

    @property
    def cpu(self) -> float:
        return sum(self.busy.values())


def run_tox(commit: str, scratch: Path) -> Run:
    """tox in a fresh clone of `commit`, timed; exits if tox failed."""
    clone = scratch / commit
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
    subprocess.run(["git", "-C", str(clone), "checkout", "-q", commit], check=True)
    subprocess.run([sys.executable, "-m", "venv", str(clone / ".venv")], check=True)
    pip = [str(clone / ".venv" / "bin" / "pip"), "install", "-q", "tox"]
    subprocess.run(pip, check=True)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    busy: dict[str, float] = {}
    lines: list[str] = []
    with subprocess.Popen(
        [str(clone / ".venv" / "bin" / "tox")],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=clone, env=env,
    ) as tox:  # fmt: skip
        assert tox.stdout is not None
        current, mark = "", busy_seconds()
        for line in tox.stdout:
            lines.append(line)
            if (step := ENV_STEP.match(line)) and step["env"] != current:
                now = busy_seconds()
                busy[current] = busy.get(current, 0.0) + now - mark
                current, mark = step["env"], now
        code = tox.wait()
        busy[current] = busy.get(current, 0.0) + busy_seconds() - mark
    output = "".join(lines)
    total = TOTAL.search(output)
    if code != 0 or total is None:
        log = Path(tempfile.gettempdir()) / f"tox-time-{commit}-{os.getpid()}.log"
        log.write_text(output, encoding="utf-8")
        subprocess.run([sys.executable, str(ROOT / ".ci" / "red_digest.py"), str(log)], check=False)
        raise SystemExit(f"tox failed at {commit} (exit {code}); its log: {log}")
    envs = {m["env"]: float(m["seconds"]) for m in ENV.finditer(output)}
    setup = sum(float(m["setup"] or 0) for m in ENV.finditer(output))
    subprocess.run(["rm", "-rf", str(clone)], check=True)
    return Run(float(total["seconds"]), envs, setup, busy)


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
                run = run_tox(commit, Path(scratch))
                totals[commit].append(run.seconds)
                for env, seconds in run.envs.items():
                    by_env[commit].setdefault(env, []).append(seconds)
                listed = ", ".join(f"{env} {seconds:.0f}" for env, seconds in run.envs.items())
                print(
                    f"run {index + 1}: {commit} tox {run.seconds:.1f} s, load {load:.2f}"
                    f" ({listed}; setting up the envs {run.setup:.0f} of it)"
                )
                cpu_by_env = ", ".join(f"{env or 'tox'} {s:.0f}" for env, s in run.busy.items())
                print(
                    f"  CPU {run.cpu:.0f} s, {run.cpu / (run.seconds * CORES):.0%} of {CORES}"
                    f" cores ({cpu_by_env})"
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
