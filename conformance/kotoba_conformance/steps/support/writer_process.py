"""A writer in a process of its own, for checks where several installs write at once (STORE-8,
the stress mode) or where a writer is killed mid-write.

    python -m kotoba_conformance.steps.support.writer_process --adapter SPEC --env JSON \\
        --topic SLUG --start I --count N [--ready FILE] [--go FILE] [--stream] [--turns]

It loads the adapter the suite runs against, opens a system on the given environment, touches
READY, waits for GO to exist (so every writer starts at the same moment), then writes the
unrelated facts I .. I+N-1 (`invented_facts.distinct_facts`) under the topic. It prints, as
JSON, the facts the store did not write, and exits 1 when there are any.

With `--stream` it instead prints one JSON line per answered write, flushed as soon as the store
answers (`{"fact": ..., "written": ..., "reason": ...}`), and exits 0: a parent that kills it
mid-run still knows every write that was acknowledged before the kill. With `--turns` it appends
turns to the conversation log (`insert_turn`, role "user", the same invented texts) instead of
writing facts, and prints each turn once it was inserted (`{"turn": ...}`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import cast

from kotoba_conformance.contract.adapter import SessionSearchSystem, System
from kotoba_conformance.contract.loading import load
from kotoba_conformance.steps.support.invented_facts import distinct_facts

START_TIMEOUT = 120.0
"""Seconds a writer waits for the signal to start before giving up."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m kotoba_conformance.steps.support.writer_process", description=__doc__
    )
    parser.add_argument("--adapter", required=True, help="adapter spec, as given to the suite")
    parser.add_argument("--env", required=True, help="the system's environment, as a JSON object")
    parser.add_argument("--topic", required=True)
    parser.add_argument(
        "--start", type=int, required=True, help="index of the first unrelated fact"
    )
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--ready", help="file to create once the system is open")
    parser.add_argument("--go", help="file whose appearance starts the writes")
    parser.add_argument(
        "--stream", action="store_true", help="print each answered write as it happens"
    )
    parser.add_argument(
        "--turns", action="store_true", help="insert conversation turns instead of facts"
    )
    return parser


def _wait_for(go: Path) -> bool:
    deadline = time.monotonic() + START_TIMEOUT
    while not go.exists():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.001)
    return True


def _say(record: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(record) + "\n")
    sys.stdout.flush()


def _write_all(system: System, args: argparse.Namespace) -> list[str]:
    """Every write, in order; returns the facts the store did not write."""
    unwritten = []
    for index in range(args.start, args.start + args.count):
        text = distinct_facts(1, index)[0]  # one at a time: a killed writer is given many
        if args.turns:
            cast(SessionSearchSystem, system).insert_turn("user", text)
            _say({"turn": text})
            continue
        result = system.write_fact(text, args.topic)
        if args.stream:
            _say({"fact": text, "written": result["written"], "reason": result["reason"]})
        if not result["written"]:
            unwritten.append(text)
    return unwritten


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    env: dict[str, str] = json.loads(args.env)
    system = load(args.adapter).open({"env": env})
    try:
        if args.ready:
            Path(args.ready).touch()
        if args.go and not _wait_for(Path(args.go)):
            print(json.dumps({"error": "never told to start"}))
            return 2
        unwritten = _write_all(system, args)
    finally:
        system.close()
    if args.stream or args.turns:
        return 0
    print(json.dumps(unwritten))
    return 1 if unwritten else 0


if __name__ == "__main__":
    sys.exit(main())
