"""How many of the blind corpus's one-bug variants the suite catches by their own clause.

    python benchmarks/blind_tally.py                 # every variant; the tally as Markdown
    python benchmarks/blind_tally.py --only node     # one implementation's variants
    python benchmarks/blind_tally.py --write benchmarks/blind.md
    python benchmarks/blind_tally.py --added-since 6eff371   # one batch: the variants added since

Each variant (`tests/blind/`, written by hands that never read the features or the steps) is run
as `kotoba-conformance run --clause <its clause> --programs` (its clause's scenarios and the
generated programs checking it), as `tests/power/test_blind_corpus.py` does, several at once. A
variant is *caught* when its own clause is FAILED; *caught elsewhere* when only another
clause of the scenarios run failed; *answered* when it is a miss the variant itself explains
(`undocumented: …`, or `equivalent: …` when it changes nothing the documents describe);
*missed* otherwise.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kotoba_conformance.contract import catalogue

from tests.support.blind_corpus import IMPLEMENTATIONS, Verdict, judge, variants


def kind(verdict: Verdict) -> str:
    if verdict.skipped:
        return "skipped"  # its implementation is not installed here: counted nowhere else
    if verdict.caught:
        return "stale answer" if verdict.variant.answer else "caught"
    if verdict.variant.answer.startswith("open: "):
        return "missed"  # a hole the suite knows of and still owes a scenario
    if verdict.variant.answer:
        return "answered"
    return "caught elsewhere" if verdict.failed_elsewhere else "missed"


def tally(verdicts: list[Verdict], command: str, seconds: float) -> str:
    clauses = catalogue.clauses()
    lines = [
        "# The blind corpus: variants caught by their own clause",
        "",
        f"`{command}` ({len(verdicts)} variants, {seconds:.0f} s)",
        "",
        "| implementation | variants | caught | answered | caught elsewhere | missed |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for implementation in IMPLEMENTATIONS:
        counts = Counter(kind(v) for v in verdicts if v.variant.implementation == implementation)
        if counts:
            lines.append(
                f"| {implementation} | {sum(counts.values())} | {counts['caught']} |"
                f" {counts['answered']} | {counts['caught elsewhere']} | {counts['missed']} |"
            )
    counts = Counter(kind(v) for v in verdicts)
    if counts["skipped"]:
        lines.append(f"| not judged here | {counts['skipped']} | | | | |")
    verdicts = [v for v in verdicts if not v.skipped]
    judged = len(verdicts) - counts["answered"]
    share = 100 * counts["caught"] / judged if judged else 0.0
    lines += [
        f"| all | {len(verdicts)} | {counts['caught']} | {counts['answered']} |"
        f" {counts['caught elsewhere']} | {counts['missed']} |",
        "",
        f"Caught by their own clause: {counts['caught']} of {len(verdicts)}"
        f" ({100 * counts['caught'] / max(1, len(verdicts)):.1f}%); of the variants not answered"
        f" (undocumented or equivalent): {counts['caught']} of {judged} ({share:.1f}%).",
        "",
        "| capability | variants | caught |",
        "| --- | --- | --- |",
    ]
    by_capability: dict[str, Counter[str]] = {}
    for verdict in verdicts:
        capability = clauses[verdict.variant.clause].capability
        by_capability.setdefault(capability, Counter())[kind(verdict)] += 1
    for capability, counted in sorted(by_capability.items()):
        lines.append(f"| {capability} | {sum(counted.values())} | {counted['caught']} |")
    notes = [v for v in verdicts if kind(v) != "caught"]
    if notes:
        lines += ["", "## Not caught by their own clause", ""]
        for verdict in notes:
            variant = verdict.variant
            why = variant.answer or f"own clause {verdict.own_clause}" + (
                f", failed elsewhere: {', '.join(verdict.failed_elsewhere)}"
                if verdict.failed_elsewhere
                else ""
            )
            lines.append(f"- `{variant.id}` ({variant.clause}, {kind(verdict)}): {why}")
    return "\n".join(lines) + "\n"


def added_since(rev: str) -> set[Path]:
    """The corpus's files that git says were added since `rev`."""
    root = Path(__file__).resolve().parent.parent
    command = ["git", "-C", str(root), "diff", "--name-only", "--diff-filter=A", rev]
    listed = subprocess.run(
        [*command, "--", "tests/blind"], capture_output=True, text=True, check=True
    )
    return {(root / name).resolve() for name in listed.stdout.split()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(IMPLEMENTATIONS), action="append")
    parser.add_argument("--workers", type=int, default=(os.cpu_count() or 1) + 1)
    parser.add_argument("--write", metavar="PATH", help="also write the tally to PATH")
    parser.add_argument("--added-since", metavar="REV", help="only the variants added since REV")
    args = parser.parse_args()
    chosen = [v for v in variants() if not args.only or v.implementation in args.only]
    command = "python benchmarks/blind_tally.py" + "".join(f" --only {o}" for o in args.only or [])
    if args.added_since:
        added = added_since(args.added_since)
        chosen = [v for v in chosen if v.path.resolve() in added]
        command += f" --added-since {args.added_since}"
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as scratch, ThreadPoolExecutor(args.workers) as pool:
        verdicts = list(pool.map(lambda v: judge(v, Path(scratch)), chosen))
    text = tally(verdicts, command, time.monotonic() - started)
    print(text, end="")
    if args.write:
        Path(args.write).write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
