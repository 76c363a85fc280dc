"""The mutation score per reference module and per capability, from mutmut's results and the
answered survivors.

    python benchmarks/mutation_report.py            # after `tox -e mutation` (or `mutmut run`)
    python benchmarks/mutation_report.py --check    # exit 1 if a survivor is unanswered

mutmut keeps one verdict per mutant in `mutation/mutants/kotoba_reference/<room>/<module>.py.meta`
(its cache); a module is named here by its dotted path in the package (`facts.store`, `paths`).
A survivor is not a verdict on its own: the files in `tests/mutation-survivors/` answer each one
as `equivalent` (no program could tell it from the original), `unspecified` (it changes only
what the documents leave open) or `unobservable` (it breaks a documented rule no scenario on
this machine can see). The score counts caught mutants among the non-equivalent ones; a second
score also sets the unspecified ones aside, since no faithful scenario may kill them.
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
SURVIVORS = ROOT / "tests" / "mutation-survivors"

CAPABILITY_OF = {
    **dict.fromkeys(
        (
            *("facts.store", "facts.cache", "facts.rules", "facts.index", "facts.refusals"),
            *("facts.judgement", "facts.normalise", "facts.recall", "facts.prompt"),
        ),
        "facts and prompt",
    ),
    **dict.fromkeys(
        ("conversation.database", "conversation.search", "conversation.fts_query"),
        "session-search",
    ),
    **dict.fromkeys(
        ("conversation.profile", "conversation.context", "paths"), "profile, personal, paths"
    ),
    **dict.fromkeys(
        (
            *("visual.memory", "visual.fetch", "visual.guard", "visual.images", "visual.recall"),
            *("visual.sources", "visual.store"),
        ),
        "visual",
    ),
    **dict.fromkeys(
        (
            *("collector.passes", "collector.surface", "collector.extraction"),
            *("collector.prompt", "collector.names", "collector.ephemeral"),
        ),
        "collector",
    ),
    **dict.fromkeys(
        ("settings_app.surface", "settings_app.actions", "settings_app.web", "settings_app.server"),
        "http",
    ),
    **dict.fromkeys(
        ("lifetime.surface", "lifetime.session_state", "lifetime.reminders"), "lifetime"
    ),
}
"""Which capability's behaviour a module carries (mutation/pyproject.toml lists them so)."""

VERDICTS = {
    **dict.fromkeys((1, 3), "killed"),
    **dict.fromkeys((24, -24, 36, 152, 255), "timeout"),
    **dict.fromkeys((0, 5, 33), "survived"),
}
"""mutmut's exit codes, read as its own `status_by_exit_code` reads them, except that a mutant no
scenario reaches ("no tests") counts as a survivor: it too needs an answer. Anything else is
"other" (a segfault, a suspicious run) and shows in its own column."""

ANSWER = re.compile(
    r"^- `(?P<mutant>kotoba_reference\.\S+__mutmut_\d+)` "
    r"(?P<kind>equivalent|unspecified|unobservable)\b"
)
ANSWER_KINDS = ("equivalent", "unspecified", "unobservable")
COLUMNS = ("killed", "timeout", *ANSWER_KINDS, "unanswered", "other", "not checked")


@dataclass
class Score:
    """The verdicts of one module's (or a group's) mutants, survivors split by their answer."""

    name: str
    counts: Counter[str] = field(default_factory=Counter)
    unanswered: list[str] = field(default_factory=list)

    @property
    def mutants(self) -> int:
        return sum(self.counts.values())

    def score(self, *, set_aside: tuple[str, ...]) -> float:
        """Caught (timeouts count: the suite noticed) among what is not set aside."""
        caught = self.counts["killed"] + self.counts["timeout"]
        considered = self.mutants - sum(self.counts[kind] for kind in set_aside)
        return 100.0 * caught / considered if considered else 100.0

    def add(self, other: Score) -> None:
        self.counts.update(other.counts)
        self.unanswered.extend(other.unanswered)


def answers(folder: Path = SURVIVORS) -> dict[str, str]:
    """Mutant name to its kind of answer, from the bullet lines of every file in the folder."""
    found: dict[str, str] = {}
    for path in sorted(folder.glob("*.md")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if match := ANSWER.match(line):
                found[match["mutant"]] = match["kind"]
    return found


def module_scores(results: Path = RESULTS, answered: dict[str, str] | None = None) -> list[Score]:
    answered = answers() if answered is None else answered
    table = []
    for meta in sorted(results.rglob("*.py.meta")):
        row = Score(".".join(meta.relative_to(results).parts).removesuffix(".py.meta"))
        verdicts: dict[str, int | None] = json.loads(meta.read_text())["exit_code_by_key"]
        for mutant, code in sorted(verdicts.items()):
            verdict = "not checked" if code is None else VERDICTS.get(code, "other")
            if verdict == "survived":
                verdict = answered.get(mutant, "unanswered")
                if verdict == "unanswered":
                    row.unanswered.append(mutant)
            row.counts[verdict] += 1
        table.append(row)
    return table


def capability_scores(table: list[Score]) -> list[Score]:
    """The modules' rows summed per capability, in the order CAPABILITY_OF names them."""
    groups: dict[str, Score] = {}
    for capability in CAPABILITY_OF.values():
        groups.setdefault(capability, Score(capability))
    for row in table:
        groups.setdefault(CAPABILITY_OF.get(row.name, "other"), Score("other")).add(row)
    return [group for group in groups.values() if group.mutants]


def markdown(rows: list[Score], first: str) -> str:
    lines = [
        f"| {first} | mutants | " + " | ".join(COLUMNS) + " | score | score (documented) |",
        "| --- " * (len(COLUMNS) + 4) + "|",
    ]
    total = Score("**all**")
    for row in rows:
        total.add(row)
    for row in [*rows, total]:
        cells = [str(row.counts[column]) for column in COLUMNS]
        lines.append(
            f"| {row.name} | {row.mutants} | " + " | ".join(cells)
            + f" | {row.score(set_aside=('equivalent',)):.1f}%"
            + f" | {row.score(set_aside=('equivalent', 'unspecified')):.1f}% |"
        )  # fmt: skip
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The mutation score per module and capability.")
    parser.add_argument("--check", action="store_true", help="fail if a survivor is unanswered")
    parser.add_argument(
        "--results", type=Path, default=RESULTS, help=f"mutmut's results (default {RESULTS})"
    )
    args = parser.parse_args(argv)
    if not args.results.is_dir():
        print(f"no mutmut results in {args.results}: run `tox -e mutation` first", file=sys.stderr)
        return 2
    table = module_scores(args.results)
    print(markdown(capability_scores(table), "capability"))
    print()
    print(markdown(sorted(table, key=lambda row: row.name), "module"))
    unanswered = [name for row in table for name in row.unanswered]
    for name in unanswered:
        print(f"unanswered survivor: {name}")
    return 1 if args.check and unanswered else 0


if __name__ == "__main__":
    sys.exit(main())
