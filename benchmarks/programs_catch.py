"""Benchmark: which broken implementations (`tests/broken/`) the generated programs of `run`
catch, and at which clause, beside the clauses each one names (its frontmatter's `clause`).

    python benchmarks/programs_catch.py                      # every broken implementation
    python benchmarks/programs_catch.py no_length_cap ...    # these only

Each implementation runs every required program of the capabilities it claims (in process, on
scratch folders in TMPDIR: put it on /dev/shm for speed); the line says how many programs it
failed, the clauses (and invariants) they were charged to, and `own` when one of them is a
clause it names. A broken implementation whose bug lies in a capability no program covers
(images, the collector, paths, lifetime) passes them all, as it should.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kotoba_conformance.contract.loading import load
from kotoba_conformance.programs import generate, verdict

from tests.support.variant_frontmatter import broken_implementations


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="broken implementations (default: all)")
    args = parser.parse_args()
    broken = broken_implementations()
    caught_own = caught = 0
    names = args.names or sorted(broken)
    for name in names:
        adapter = load(f"tests.broken.{name}:Adapter")
        own = set(broken[name].clauses)
        claimed = set(adapter.capabilities())
        charged: set[str] = set()
        failed = 0
        started = time.monotonic()
        for case in generate.cases():
            if case.optional or not case.needs <= claimed:
                continue
            with tempfile.TemporaryDirectory() as scratch:
                found = verdict.verdict(case.program, adapter, Path(scratch), case.id, case.needs)
            if found is not None:
                failed += 1
                charged.add(f"{found.clause} {found.violation.invariant}")
        hit = any(c.split()[0] in own for c in charged)
        caught += bool(failed)
        caught_own += hit
        mark = "own" if hit else ("other" if failed else "-")
        print(
            f"{name}: {mark}, {failed} programs failed, {time.monotonic() - started:.1f} s, "
            f"names {sorted(own)}, charged {sorted(charged)}",
            flush=True,
        )
    print(f"{caught} of {len(names)} caught by a program, {caught_own} at a clause they name")
    return 0


if __name__ == "__main__":
    sys.exit(main())
