"""What one run of the kit costs the tests that judge hundreds of implementations one run each
(`tests/support/kit_runner.py`): forked from the preloaded server, against a new interpreter.

    python benchmarks/kit_runner_start.py              # 8 quick broken variants, 3 rounds

The variants are those of `tests/broken/` whose clause has the fewest scenarios, so that what is
measured is the run's start-up (pytest's configuration, its plugins, the collection of the
features), not the scenarios. Both ways run the same command lines, one after the other.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.support import kit_runner  # noqa: E402
from tests.support.variant_frontmatter import broken_implementations  # noqa: E402

QUICK = (
    "default_topic_is_notes",
    "memory_write_keeps_the_shared_image",
    "header_in_british_spelling",
    "collector_prompt_keeps_requests",
    "database_moved_home",
    "image_bytes_in_the_event",
    "analyze_with_the_bytes_gone",
    "duplicates_judged_on_stems",
)
"""Broken variants whose own clause runs a handful of quick scenarios."""


def commands() -> list[list[str]]:
    """The quick variants' command lines, read once, before any run is timed."""
    caught = broken_implementations("run")
    return [
        [
            "run",
            "--adapter",
            f"tests.broken.{name}:Adapter",
            "--clause",
            ",".join(caught[name].clauses),
        ]
        for name in QUICK
    ]


def new_interpreter(args: list[str]) -> int:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, cwd=ROOT, timeout=600, check=False,
    ).returncode  # fmt: skip


def forked(args: list[str]) -> int:
    return kit_runner.run(args, timeout=600).returncode


def seconds_per_run(
    way: Callable[[list[str]], int], lines: list[list[str]], rounds: int
) -> list[float]:
    walls = []
    for _ in range(rounds):
        for line in lines:
            start = time.monotonic()
            if way(line) == 0:
                raise SystemExit(f"the suite passed {line[2]}: nothing was measured")
            walls.append(time.monotonic() - start)
    return walls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="times each variant is run")
    options = parser.parse_args()
    lines = commands()
    forked(lines[0])  # the server's own start-up, paid once per test process
    print(f"{len(QUICK)} variants x {options.rounds} rounds, seconds per run (median, max)")
    for label, way in (("forked", forked), ("new interpreter", new_interpreter)):
        walls = seconds_per_run(way, lines, options.rounds)
        print(f"{label:>16}: {statistics.median(walls):.2f}  {max(walls):.2f}")


if __name__ == "__main__":
    main()
