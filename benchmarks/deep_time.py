"""What `tox -e deep` covers and what each of its runs costs: `fuzz` and `stress` against each
implementation it judges, one after the other, at the budget `tox` runs (or `--full`).

    python benchmarks/deep_time.py                  # the budget, seeded by the commit
    python benchmarks/deep_time.py --full --only reference

For each run: its seconds, and what it covered, read from the fuzz summary (inputs tried at the
entry points, least and most; programs of each state machine) or from the stress options
(racing writers x writes each, writers killed). The runs are those of
`tests/power/test_deep.py`, with the same seed (`commit_seed`), one at a time on an otherwise
idle machine, so each figure is one run's own.
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

from tests.power.test_deep import BUDGET, FULL, IMPLEMENTATIONS, commit_seed  # noqa: E402


def timed(args: list[str]) -> tuple[float, int]:
    start = time.monotonic()
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, cwd=ROOT, check=False,
    )  # fmt: skip
    return time.monotonic() - start, completed.returncode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.partition("\n\n")[0])
    parser.add_argument("--full", action="store_true", help="the modes' default sizes")
    parser.add_argument("--only", help="implementations whose name starts with this")
    options = parser.parse_args()
    sizes = FULL if options.full else BUDGET
    seed = str(commit_seed())
    print(f"seed {seed}; fuzz {' '.join(sizes['fuzz'])}; stress {' '.join(sizes['stress'])}")
    total = 0.0
    with tempfile.TemporaryDirectory() as scratch:
        for name, reach in IMPLEMENTATIONS.items():
            if options.only and not name.startswith(options.only):
                continue
            summary = Path(scratch) / "fuzz.json"
            fuzz_args = ["fuzz", *reach, *sizes["fuzz"], "--seed", seed, "--json", str(summary)]
            fuzz_seconds, fuzz_exit = timed(fuzz_args)
            report = json.loads(summary.read_text(encoding="utf-8"))
            inputs = report["inputs"].values()
            stress_seconds, stress_exit = timed(
                ["stress", *reach, *sizes["stress"], "--seed", seed]
            )
            total += fuzz_seconds + stress_seconds
            print(
                f"{name}: fuzz {fuzz_seconds:.0f} s (exit {fuzz_exit}; {len(report['inputs'])}"
                f" entry points, {min(inputs)}-{max(inputs)} inputs each,"
                f" {report['machine']['runs']} programs a machine),"
                f" stress {stress_seconds:.0f} s (exit {stress_exit})"
            )
    print(f"in all {total:.0f} s, one run at a time")


if __name__ == "__main__":
    main()
