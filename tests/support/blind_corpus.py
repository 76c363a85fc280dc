"""The blind corpus (`tests/blind/`): one-bug variants of the faithful implementations, each
written by someone who never read `features/` or the steps, given the documents and one
implementation only, and each naming the sentence it breaks and that sentence's clause.

Unlike `tests/broken/`, whose bugs were made up by the suite's own hands on the reference (the
code shape the suite was tuned on), these measure the suite: a variant counts as caught only
when a run of its own clause alone (`--clause X --programs`) reports X FAILED. A miss is closed by a
new cited scenario or answered in the variant's frontmatter (`answer: undocumented: …`; the
format is in `tests/README.md`) with why the documents do not support catching it.

A variant is never imported here: it may change the implementation's modules when it loads,
which it is allowed to do because it always runs in a process of its own, the CLI's.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from tests.support import kit_runner
from tests.support.variant_frontmatter import Frontmatter, read

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "tests" / "blind"
IMPLEMENTATIONS = {
    "liberal": "tests/liberal/kotoba_liberal (Python, in process)",
    "contrary": "tests/liberal/kotoba_contrary (Python, in process)",
    "node": "tests/liberal/node (JavaScript, over stdio)",
    "example": "examples/node, the tutorial's (JavaScript, over stdio)",
    "published": "kotoba-companion 0.10.0 through its adapter (Python 3.11+, in process)",
}
"""The folders of the corpus, one per implementation varied."""


def _published_unavailable() -> str:
    """Why the published package's variants cannot run here ("" when they can): each edits the
    installed `kotoba` and loads the adapter `adapters/kotoba-companion`, which need Python 3.11."""
    if sys.version_info < (3, 11):
        return "the published Kotoba needs Python 3.11 or later"
    for module in ("kotoba", "kotoba_companion_adapter"):
        if importlib.util.find_spec(module) is None:
            return (
                f"{module} is not installed (pip install --no-build-isolation"
                " adapters/kotoba-companion)"
            )
    return ""


REQUIRES = {"published": _published_unavailable}
"""Implementations whose variants need more than the kit: the check saying why not, if not."""


@dataclass(frozen=True)
class Variant:
    implementation: str
    name: str
    path: Path
    frontmatter: Frontmatter
    unavailable: str = ""
    """Empty, or why the variant cannot be judged in this environment (its implementation is not
    installed here): the judge skips it with this reason rather than count a miss."""

    @property
    def id(self) -> str:
        return f"{self.implementation}/{self.name}"

    @property
    def clause(self) -> str:
        """The clause a run of it alone must report FAILED (a blind variant names one)."""
        return ",".join(self.frontmatter.clauses)

    @property
    def sentence(self) -> str:
        return self.frontmatter.sentence

    @property
    def what(self) -> str:
        return self.frontmatter.what

    @property
    def answer(self) -> str:
        """Empty, or why a miss is not the suite's to catch (`undocumented: …`)."""
        return self.frontmatter.answer

    def adapter_args(self) -> list[str]:
        if self.path.suffix == ".py":
            return ["--adapter", f"tests.blind.{self.implementation}.{self.name}:Adapter"]
        return ["--adapter-command", f"node {self.path.relative_to(ROOT).as_posix()}"]


def variants() -> list[Variant]:
    """Every variant of the corpus, by implementation then name."""
    found: list[Variant] = []
    for implementation in IMPLEMENTATIONS:
        folder = CORPUS / implementation
        in_folder: list[Variant] = []
        for suffix in ("py", "js"):
            for path in sorted(folder.glob(f"*.{suffix}")) if folder.is_dir() else []:
                if not path.name.startswith("_"):
                    in_folder.append(Variant(implementation, path.stem, path, read(path)))
        check = REQUIRES.get(implementation)
        why_not = check() if check is not None and in_folder else ""
        found.extend(replace(v, unavailable=why_not) for v in in_folder)
    return found


@dataclass(frozen=True)
class Verdict:
    variant: Variant
    own_clause: str
    """The status of the variant's own clause in a run of that clause alone."""
    failed_elsewhere: tuple[str, ...]
    """Other clauses that run reported FAILED (its scenarios carry more than one tag)."""
    output: str

    @property
    def caught(self) -> bool:
        return self.own_clause == "FAILED"

    @property
    def skipped(self) -> bool:
        """Not run: the variant's implementation is not installed here (`Variant.unavailable`)."""
        return self.own_clause == SKIPPED


SKIPPED = "skipped"
"""The status of a variant that cannot be judged here; its output is the reason."""
SAMPLED = frozenset({"STORE-8"})
"""Clauses checked by racing processes: whether two writes overlap is up to the scheduler, so a
lost update shows in most runs but not in all (CI once saw `example/lock-not-exclusive` pass
STORE-8 on a loaded two-core machine). A miss of one of these is run again, up to `TRIES` runs in
all. A retry can only turn a miss into a catch: a faithful implementation fails no run."""
TRIES = 3


def judge(variant: Variant, scratch: Path, timeout: int = 600) -> Verdict:
    """Run the suite over the variant's own clause and read its row from the JSON report: its
    scenarios first (a miss of a sampled clause, `SAMPLED`, run again up to `TRIES` runs), then,
    if they missed, its scenarios and the generated programs that check it (`--programs`).
    Programs only add checks, so a run with them is needed only where the scenarios miss: most
    variants are caught without paying for them, and one answered as a miss goes straight to
    the run with them, the one that settles a miss. A variant that cannot run here
    (`Variant.unavailable`) is not run: its verdict is `SKIPPED`, with why."""
    if variant.unavailable:
        return Verdict(variant, SKIPPED, (), variant.unavailable)
    if not variant.answer:  # an answered variant is a miss, which only the run below settles
        for _ in range(TRIES if variant.clause in SAMPLED else 1):
            verdict = _judge_once(variant, scratch, timeout, programs=False)
            if verdict.caught:
                return verdict
    return _judge_once(variant, scratch, timeout, programs=True)


def _judge_once(variant: Variant, scratch: Path, timeout: int, *, programs: bool) -> Verdict:
    report = scratch / f"{variant.implementation}-{variant.name}.json"
    report.unlink(missing_ok=True)
    command = [
        "run", *variant.adapter_args(),
        "--clause", variant.clause, *(["--programs"] if programs else []),
        "--json", str(report), "-n", "0",
    ]  # fmt: skip
    completed = kit_runner.run(command, timeout)
    output = completed.stdout[-3000:] + completed.stderr[-2000:]
    if not report.exists():
        return Verdict(variant, "no report", (), output)
    clauses: dict[str, dict[str, object]] = json.loads(report.read_text(encoding="utf-8"))[
        "clauses"
    ]
    own = str(clauses.get(variant.clause, {}).get("status", "absent"))
    elsewhere = tuple(
        sorted(c for c, row in clauses.items() if c != variant.clause and row["status"] == "FAILED")
    )
    return Verdict(variant, own, elsewhere, output)
