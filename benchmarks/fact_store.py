"""Benchmark: the whole suite's wall time, and write_fact / memory_recall latency by store size.

    python benchmarks/fact_store.py                      # suite + 1k, 10k, 100k facts
    python benchmarks/fact_store.py --sizes 1000 10000   # quicker
    python benchmarks/fact_store.py --adapter mymod:Adapter --no-suite
    python benchmarks/fact_store.py --adapter-command "node examples/node/adapter.js" --no-suite

Stores are preloaded by writing the documented files directly (topic files of `- ` bullets and
a USER.md index), spread over 50 topics, because a store that size written one call at a time
would measure the preload, not the calls. Then each timed call goes through the adapter contract,
as the suite's calls do. Targets (issue 2): suite ≤ 10 s; write and recall p50 ≤ 5 ms at 10k
facts; cost growing no worse than linearly with the store.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from kotoba_conformance.contract.loading import command_spec, load
from kotoba_conformance.steps.support.invented_facts import distinct_facts

TOPICS = 50
HEADER = (
    "Durable memory, organized by topic — about you and about anything important (projects, "
    "plans, context). Kotoba reads this index every conversation; details live in the linked "
    "topic files (she can recall any of them on demand) and she creates new topics freely as "
    "things come up. You can edit any of these."
)


def preload(memory_dir: Path, facts: list[str]) -> None:
    """Write a store of `facts` over TOPICS topics in the documented format."""
    topics: dict[str, list[str]] = {f"topic-{i:02d}": [] for i in range(TOPICS)}
    slugs = list(topics)
    for index, fact in enumerate(facts):
        topics[slugs[index % TOPICS]].append(fact)
    (memory_dir / "topics").mkdir(parents=True)
    for slug, bullets in topics.items():
        body = "".join(f"- {fact}\n" for fact in bullets)
        (memory_dir / "topics" / f"{slug}.md").write_text(f"# {slug}\n\n{body}", encoding="utf-8")
    recent = "".join(f"- {fact}\n" for fact in facts[-25:])
    listing = "".join(f"- {s} → topics/{s}.md ({len(b)} facts)\n" for s, b in topics.items())
    user_md = f"{HEADER}\n\n## Recent\n\n{recent}\n## Topics\n\n{listing}"
    (memory_dir / "USER.md").write_text(user_md, encoding="utf-8")


def percentiles(samples: list[float]) -> tuple[float, float]:
    """p50 and p95 in milliseconds."""
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered) * 1000, p95 * 1000


def timed(action: Callable[[], object], repeat: int) -> tuple[float, float]:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return percentiles(samples)


def measure_store(adapter_spec: str, size: int, repeat: int) -> dict[str, tuple[float, float]]:
    adapter = load(adapter_spec)
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch) / ".kotoba"
        system = adapter.open({"env": {"HOME": scratch, "KOTOBA_HOME": str(home)}})
        facts = distinct_facts(size)
        preload(Path(system.memory_dir()), facts)
        new_facts = iter(distinct_facts(repeat, start=size))
        rng = random.Random(size)
        queries = [rng.choice(rng.choice(facts).split()[1:]) for _ in range(repeat)]
        two_words = [" ".join(rng.choice(facts).split()[1:3]) for _ in range(repeat)]
        query_iter, two_iter = iter(queries), iter(two_words)
        results = {
            "write_fact": timed(lambda: system.write_fact(next(new_facts), "benchmark"), repeat),
            "recall one word": timed(lambda: system.memory_recall(query=next(query_iter)), repeat),
            "recall two words": timed(lambda: system.memory_recall(query=next(two_iter)), repeat),
            "recall topic": timed(lambda: system.memory_recall(topic="topic-07"), 20),
            "facts_for_prompt": timed(system.facts_for_prompt, 20),
        }
        system.close()
        return results


def measure_suite(adapter_spec: str, runs: int) -> list[float]:
    walls = []
    for _ in range(runs):
        start = time.perf_counter()
        completed = subprocess.run(
            [sys.executable, "-m", "kotoba_conformance", "run", "--adapter", adapter_spec],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        walls.append(time.perf_counter() - start)
        if completed.returncode != 0:
            print(completed.stdout[-2000:])
            raise SystemExit("the suite failed against this adapter; timings would mean nothing")
    return walls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--adapter", default="reference")
    parser.add_argument("--adapter-command", help="an implementation over stdio, instead")
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--repeat", type=int, default=100, help="timed calls per operation")
    parser.add_argument("--suite-runs", type=int, default=3)
    parser.add_argument("--no-suite", action="store_true")
    args = parser.parse_args()
    if args.adapter_command:
        args.adapter = command_spec(args.adapter_command)

    if not args.no_suite:
        walls = measure_suite(args.adapter, args.suite_runs)
        print(f"whole suite against {args.adapter}: " + ", ".join(f"{w:.2f} s" for w in walls))
        print(f"  best {min(walls):.2f} s, median {statistics.median(walls):.2f} s\n")

    print(f"{'facts':>8}  {'operation':<18} {'p50 ms':>8} {'p95 ms':>8}")
    for size in args.sizes:
        for operation, (p50, p95) in measure_store(args.adapter, size, args.repeat).items():
            print(f"{size:>8}  {operation:<18} {p50:>8.2f} {p95:>8.2f}")


if __name__ == "__main__":
    main()
