"""A writer in a process of its own, for scenarios where several installs write at once (STORE-8).

    python -m kotoba_conformance.worker --adapter SPEC --env JSON --topic SLUG \\
        --start I --count N --ready FILE --go FILE

It loads the adapter the suite runs against, opens a system on the given environment, touches
READY, waits for GO to exist (so every writer starts at the same moment), then writes the unrelated
facts I .. I+N-1 (`world.distinct_facts`) under the topic. It prints, as JSON, the facts the store
did not write, and exits 1 when there are any.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from kotoba_conformance.loading import load
from kotoba_conformance.world import distinct_facts

START_TIMEOUT = 120.0
"""Seconds a writer waits for the signal to start before giving up."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m kotoba_conformance.worker", description=__doc__
    )
    parser.add_argument("--adapter", required=True, help="adapter spec, as given to the suite")
    parser.add_argument("--env", required=True, help="the system's environment, as a JSON object")
    parser.add_argument("--topic", required=True)
    parser.add_argument(
        "--start", type=int, required=True, help="index of the first unrelated fact"
    )
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--ready", required=True, help="file to create once the system is open")
    parser.add_argument("--go", required=True, help="file whose appearance starts the writes")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    env: dict[str, str] = json.loads(args.env)
    system = load(args.adapter).open({"env": env})
    try:
        Path(args.ready).touch()
        deadline = time.monotonic() + START_TIMEOUT
        go = Path(args.go)
        while not go.exists():
            if time.monotonic() > deadline:
                print(json.dumps({"error": "never told to start"}))
                return 2
            time.sleep(0.001)
        unwritten = [
            fact
            for fact in distinct_facts(args.count, args.start)
            if not system.write_fact(fact, args.topic)["written"]
        ]
    finally:
        system.close()
    print(json.dumps(unwritten))
    return 1 if unwritten else 0


if __name__ == "__main__":
    sys.exit(main())
