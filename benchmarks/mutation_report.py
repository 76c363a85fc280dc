"""The mutation score per reference module, from mutmut's results and the explained survivors.

    python benchmarks/mutation_report.py            # after `tox -e mutation` (or `mutmut run`)
    python benchmarks/mutation_report.py --check    # exit 1 if a survivor is unexplained

mutmut keeps one verdict per mutant in `mutation/mutants/kotoba_reference/<module>.py.meta` (its
cache). A survivor is not a verdict on its own: `tests/mutation-survivors.md` answers each one,
as `equivalent` (no program could tell it from the original) or `unspecified` (it changes only
what the documents leave open). The score counts killed mutants among the non-equivalent ones;
a second column also sets the unspecified ones aside, since no faithful scenario can kill them.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "mutation" / "mutants" / "kotoba_reference"
SURVIVORS = ROOT / "tests" / "mutation-survivors.md"

VERDICTS = {1: "killed", 3: "killed", 0: "survived", 36: "timeout", 24: "timeout", -24: "timeout"}
"""mutmut's exit codes, as its own `status_by_exit_code` reads them; anything else is "other"."""

ANSWER = re.compile(
    r"^- `(?P<mutant>kotoba_reference\.\S+__mutmut_\d+)` (?P<kind>equivalent|unspecified)\b"
)
ANSWER_KINDS = ("equivalent", "unspecified")


@dataclass
class ModuleScore:
    """The verdicts of one module's mutants, survivors split by their written answer."""

    module: str
    counts: Counter[str] = field(default_factory=Counter)
    unexplained: list[str] = field(default_factory=list)

    @property
    def mutants(self) -> int:
        return sum(self.counts.values())

    def score(self, *, set_aside: tuple[str, ...]) -> float:
        """Killed (timeouts count as killed: the suite notices) among what is not set aside."""
        caught = self.counts["killed"] + self.counts["timeout"]
        considered = self.mutants - sum(self.counts[kind] for kind in set_aside)
        return 100.0 * caught / considered if considered else 100.0


def answers(path: Path = SURVIVORS) -> dict[str, str]:
    """Mutant name to `equivalent` or `unspecified`, from the survivors file's bullet lines."""
    if not path.exists():
        return {}
    found = (ANSWER.match(line) for line in path.read_text(encoding="utf-8").splitlines())
    return {m["mutant"]: m["kind"] for m in found if m}


def scores(results: Path = RESULTS, answered: dict[str, str] | None = None) -> list[ModuleScore]:
    answered = answers() if answered is None else answered
    table = []
    for meta in sorted(results.glob("*.py.meta")):
        row = ModuleScore(meta.name.removesuffix(".py.meta"))
        verdicts: dict[str, int | None] = json.loads(meta.read_text())["exit_code_by_key"]
        for mutant, code in sorted(verdicts.items()):
            verdict = "not checked" if code is None else VERDICTS.get(code, "other")
            if verdict == "survived" and mutant in answered:
                verdict = answered[mutant]
            elif verdict == "survived":
                row.unexplained.append(mutant)
            row.counts[verdict] += 1
        table.append(row)
    return table


def markdown(table: list[ModuleScore]) -> str:
    columns = ("killed", "timeout", "survived", "equivalent", "unspecified", "not checked")
    lines = [
        "| module | mutants | " + " | ".join(columns) + " | score | score (documented) |",
        "| --- " * (len(columns) + 4) + "|",
    ]
    total = ModuleScore("**all**")
    for row in [*table, total]:
        if row is not total:
            total.counts.update(row.counts)
        cells = [str(row.counts[c]) for c in columns]
        lines.append(
            f"| {row.module} | {row.mutants} | " + " | ".join(cells)
            + f" | {row.score(set_aside=('equivalent',)):.1f}%"
            + f" | {row.score(set_aside=ANSWER_KINDS):.1f}% |"
        )  # fmt: skip
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The mutation score per reference module.")
    parser.add_argument("--check", action="store_true", help="fail if a survivor is unexplained")
    args = parser.parse_args(argv)
    if not RESULTS.is_dir():
        print(f"no mutmut results in {RESULTS}: run `tox -e mutation` first", file=sys.stderr)
        return 2
    table = scores()
    print(markdown(table))
    unexplained = [name for row in table for name in row.unexplained]
    for name in unexplained:
        print(f"unexplained survivor: {name}")
    return 1 if args.check and unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
