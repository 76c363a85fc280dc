"""How many of the blind corpus's one-bug variants the suite catches by their own clause.

    python benchmarks/blind_tally.py                 # every variant; the tally as Markdown
    python benchmarks/blind_tally.py --only node     # one implementation's variants
    python benchmarks/blind_tally.py --write benchmarks/blind.md

Each variant (`tests/blind/`, written by hands that never read the features or the steps) is run
as `kotoba-conformance run --clause <its clause>`, as `tests/test_blind_corpus.py` does, several
at once. A variant is *caught* when its own clause is FAILED; *caught elsewhere* when only another
clause of the scenarios run failed; *answered* when it is a miss the variant itself explains
(`undocumented: …`, or `equivalent: …` when it changes nothing the documents describe);
*missed* otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kotoba_conformance.contract import catalogue

from tests.blind_corpus import IMPLEMENTATIONS, Verdict, judge, variants


def kind(verdict: Verdict) -> str:
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(IMPLEMENTATIONS), action="append")
    parser.add_argument("--workers", type=int, default=(os.cpu_count() or 1) + 1)
    parser.add_argument("--write", metavar="PATH", help="also write the tally to PATH")
    args = parser.parse_args()
    chosen = [v for v in variants() if not args.only or v.implementation in args.only]
    command = "python benchmarks/blind_tally.py" + "".join(f" --only {o}" for o in args.only or [])
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
