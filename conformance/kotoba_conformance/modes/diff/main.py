"""Running `diff`: load the implementations, draw the programs, compare each implementation
with the first, print and write the report."""

from __future__ import annotations

import argparse
import json
import string
import sys
from pathlib import Path

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.errors import AdapterError
from kotoba_conformance.contract.loading import (
    COMMAND_PREFIX,
    known_failures,
    load,
    resolve,
)
from kotoba_conformance.contract.provenance import identify, kit_version
from kotoba_conformance.modes.diff.compare import Side, compare_program
from kotoba_conformance.modes.diff.report import PairReport, as_json, text
from kotoba_conformance.programs import generate
from kotoba_conformance.programs.operations import Operation

__all__ = ["main", "programs", "usage_mistake"]

PROG = "kotoba-conformance diff"


def usage_mistake(args: argparse.Namespace) -> str | None:
    """What is wrong with the command line, in one line, or None."""
    specs: list[str] = args.implementations
    if len(specs) < 2:
        return "name two implementations at least (--adapter, --adapter-command)"
    if len(specs) > len(string.ascii_uppercase):
        return f"at most {len(string.ascii_uppercase)} implementations"
    for spec in specs:
        if not spec.removeprefix(COMMAND_PREFIX).strip():
            return f"{spec!r} names no implementation (an unset variable?)"
    if args.programs < 1:
        return f"--programs must be at least 1, not {args.programs}"
    return None


def programs(
    seed: str, count: int, claimed: frozenset[str]
) -> list[tuple[str, tuple[Operation, ...]]]:
    """The programs compared: the generated cases every implementation can take, then more
    facts programs drawn from the same seed, `count` in all."""
    chosen = [(c.id, c.program) for c in generate.cases(seed) if c.needs <= claimed]
    number = generate.FACTS_PROGRAMS
    while len(chosen) < count:
        chosen.append((f"facts-{number:02d}", generate.facts_program(seed, number)))
        number += 1
    return chosen[:count]


def _sides(specs: list[str]) -> list[Side]:
    sides = []
    for letter, spec in zip(string.ascii_uppercase, specs, strict=False):
        if not spec.startswith(COMMAND_PREFIX):
            resolve(spec)
        adapter = load(spec)
        display = identify(adapter, spec).display
        sides.append(Side(letter, spec, display, adapter, known_failures(adapter)))
    return sides


def main(args: argparse.Namespace) -> int:
    if (mistake := usage_mistake(args)) is not None:
        print(f"{PROG}: {mistake}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else generate.SEED
    try:
        sides = _sides(args.implementations)
    except AdapterError as error:
        print(f"{PROG}: {error}", file=sys.stderr)
        return 2
    claimed = frozenset.intersection(*(frozenset(s.adapter.capabilities()) for s in sides))
    chosen = programs(seed, args.programs, claimed)
    print(f"diff: {len(chosen)} programs, seed {seed!r}, baseline {sides[0].name}", flush=True)
    pairs = []
    for other in sides[1:]:
        pair = PairReport(sides[0], other)
        for ident, program in chosen:
            pair.add(ident, compare_program(program, (sides[0], other)))
        print(text(pair), flush=True)
        pairs.append(pair)
    report = as_json(
        {
            "kit": kit_version(),
            "catalogue": catalogue.version(),
            "seed": seed,
            "programs": [ident for ident, _ in chosen],
        },
        sides,
        pairs,
    )
    if args.json:
        Path(args.json).write_text(
            json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
    return 0 if report["unexplained"] == 0 else 1
