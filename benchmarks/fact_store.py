"""Benchmark: the whole suite's wall time, and the fact store's calls by store size, for one or
several adapters side by side.

    python benchmarks/fact_store.py                      # suite + 1k, 10k, 100k facts
    python benchmarks/fact_store.py --no-suite --sizes 1000 10000 100000 1000000 --repeat 20
    python benchmarks/fact_store.py --adapter reference --adapter mymod:Adapter --no-suite
    python benchmarks/fact_store.py --adapter-command "node examples/node/adapter.js" --no-suite
    python benchmarks/fact_store.py --no-suite --adapter reference --adapter kotoba-companion \
        --sizes 1000 10000 --markdown docs/conformance-reports/speed.md   # for docs/conformance.md
    TMPDIR=/dev/shm python benchmarks/fact_store.py --no-suite   # the stores in memory: no disk

Stores are preloaded by writing the documented files directly (topic files of `- ` bullets and
a USER.md index), spread over 50 topics, because a store that size written one call at a time
would measure the preload, not the calls. Then every call goes through the adapter contract, as
the suite's calls do: first one call of each operation, timed alone (`first …`: what a system
pays to take in a store it has never seen), then `--repeat` calls of each, reported as p50 and
p95. Each adapter and size runs in a process of its own, so one's caches and memory never
colour another's. `rss` is the resident memory of that process and its children (an adapter's
stdio server) after the calls, `rss gained` what they took on from the first call to the last:
what holding the store costs. `disk floor` is two small files written, synced and renamed in
the same folder just before the writes: what the disk alone makes a write cost at that moment.
`--runs` repeats every measurement, round after round, and reports the medians, for a machine
shared with other work. The last table gives each operation's p50 at the largest size over its
p50 at the smallest: flat is 1.

Targets (issue 18): write_fact p50 <= 3 ms and p95 <= 6 ms at every size; recall p50 <= 1 ms at
100k facts and <= 10 ms at 1M; facts_for_prompt p50 <= 1 ms at 1M.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
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
OPERATIONS = (
    "write_fact", "recall one word", "recall two words", "recall topic", "facts_for_prompt",
)  # fmt: skip
LABEL_WIDTH = 24
Row = dict[str, float]
"""One operation's figures: p50 and p95 (ms), or a single `first` (ms), or `rss` (MB)."""


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


def percentiles(samples: list[float]) -> Row:
    """p50 and p95 in milliseconds."""
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"p50": statistics.median(ordered) * 1000, "p95": p95 * 1000}


def timed(action: Callable[[], object], repeat: int) -> Row:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return percentiles(samples)


def once(action: Callable[[], object]) -> Row:
    start = time.perf_counter()
    action()
    return {"first": (time.perf_counter() - start) * 1000}


def resident_mb(pid: int | None = None) -> float:
    """The resident memory of a process and all its descendants, in MB (Linux /proc)."""
    pid = os.getpid() if pid is None else pid
    total = 0.0
    try:
        for line in Path(f"/proc/{pid}/status").read_text(encoding="utf-8").splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1]) / 1024
        for task in Path(f"/proc/{pid}/task").iterdir():
            for child in (task / "children").read_text(encoding="utf-8").split():
                total += resident_mb(int(child))
    except (FileNotFoundError, ProcessLookupError):
        pass
    return total


def disk_floor(folder: Path, repeat: int) -> Row:
    """What the disk alone makes a write cost right now: two small files written beside their
    targets, synced and renamed over them (a topic file and the index, the least an atomic
    write of one fact can do). A write_fact far above it is the implementation; near it, the
    disk."""
    data = b"- a fact\n" * 40

    def two_files() -> None:
        for name in ("topic.md", "USER.md"):
            temp = folder / f".{name}.tmp"
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            try:
                os.write(fd, data)
                os.fdatasync(fd)
            finally:
                os.close(fd)
            os.replace(temp, folder / name)

    return timed(two_files, repeat)


def measure_store(adapter_spec: str, size: int, repeat: int) -> dict[str, Row]:
    """One adapter at one size: every operation's first call and then its percentiles, with
    the disk's floor measured just before the writes."""
    facts = distinct_facts(size)
    rng = random.Random(size)
    queries = [rng.choice(rng.choice(facts).split()[1:]) for _ in range(repeat + 1)]
    two_words = [" ".join(rng.choice(facts).split()[1:3]) for _ in range(repeat + 1)]
    new_facts = iter(distinct_facts(2 * repeat + 2, start=size))
    query_iter, two_iter = iter(queries), iter(two_words)
    with tempfile.TemporaryDirectory() as scratch:
        home = Path(scratch) / ".kotoba"
        adapter = load(adapter_spec)
        system = adapter.open({"env": {"HOME": scratch, "KOTOBA_HOME": str(home)}})
        preload(Path(system.memory_dir()), facts)
        del facts
        gc.collect()
        before = resident_mb()
        calls: dict[str, Callable[[], object]] = {
            "write_fact": lambda: system.write_fact(next(new_facts), "benchmark"),
            "recall one word": lambda: system.memory_recall(query=next(query_iter)),
            "recall two words": lambda: system.memory_recall(query=next(two_iter)),
            "recall topic": lambda: system.memory_recall(topic="topic-07"),
            "facts_for_prompt": system.facts_for_prompt,
        }
        results = {f"first {name}": once(call) for name, call in calls.items()}
        floor = Path(scratch) / "floor"
        floor.mkdir()
        results["disk floor (2 writes)"] = disk_floor(floor, repeat)
        results |= {name: timed(call, repeat) for name, call in calls.items()}
        after = resident_mb()
        results["rss gained"] = {"mb": after - before}
        results["rss"] = {"mb": after}
        system.close()
    return results


def measure_in_child(adapter_spec: str, size: int, repeat: int) -> dict[str, Row]:
    """`measure_store` in a fresh interpreter: nothing cached or allocated by another run."""
    completed = subprocess.run(
        [sys.executable, __file__, "--measure-one", adapter_spec, str(size), str(repeat)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    if completed.returncode != 0:
        raise SystemExit(f"measuring {adapter_spec} at {size} failed:\n{completed.stderr[-3000:]}")
    rows: dict[str, Row] = json.loads(completed.stdout.splitlines()[-1])
    return rows


def medians(runs: list[dict[str, Row]]) -> dict[str, Row]:
    """Each figure's median over the runs."""
    return {
        name: {key: statistics.median(run[name][key] for run in runs) for key in runs[0][name]}
        for name in runs[0]
    }


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


def labels(adapters: list[str]) -> dict[str, str]:
    """A short name per adapter for the table: its spec, or `#n` for a long one (listed)."""
    named = {spec: spec if len(spec) <= LABEL_WIDTH else f"#{n}" for n, spec in enumerate(adapters)}
    for spec, label in named.items():
        if label != spec:
            print(f"{label} = {spec}")
    return named


def print_table(table: dict[tuple[str, int], dict[str, Row]], runs: int) -> None:
    named = labels(list(dict.fromkeys(adapter for adapter, _ in table)))
    width = max(len(label) for label in named.values())
    print(f"{'facts':>8}  {'adapter':<{width}}  {'operation':<24} {'p50 ms':>9} {'p95 ms':>9}")
    for (spec, size), rows in table.items():
        adapter = named[spec]
        for name, row in rows.items():
            if "first" in row:
                figures = f"{row['first']:>9.2f} {'(once)':>9}"
            elif "mb" in row:
                figures = f"{row['mb']:>9.1f} {'MB':>9}"
            else:
                figures = f"{row['p50']:>9.2f} {row['p95']:>9.2f}"
            print(f"{size:>8}  {adapter:<{width}}  {name:<24} {figures}")
    if runs > 1:
        print(f"(each figure the median of {runs} runs)")


def print_growth(table: dict[tuple[str, int], dict[str, Row]]) -> None:
    """Each operation's p50 at the largest size over its p50 at the smallest, per adapter."""
    for adapter in dict.fromkeys(adapter for adapter, _ in table):
        sizes = sorted(size for name, size in table if name == adapter)
        if len(sizes) < 2:
            continue
        small, large = table[(adapter, sizes[0])], table[(adapter, sizes[-1])]
        print(f"\ngrowth from {sizes[0]} to {sizes[-1]} facts, {adapter} (p50 over p50):")
        for name in OPERATIONS:
            print(f"  {name:<18} x{large[name]['p50'] / small[name]['p50']:.2f}")
        for name in ("rss gained", "rss"):
            print(f"  {name:<18} {small[name]['mb']:.1f} MB -> {large[name]['mb']:.1f} MB")


def markdown_table(table: dict[tuple[str, int], dict[str, Row]], runs: int) -> str:
    """The adapters side by side, a column each: every operation's p50 / p95 (ms) at every size,
    the disk's floor beside them (what two small synced writes cost just then: a write_fact
    cannot be cheaper), and the memory the process held; for a page (`--markdown`,
    docs/conformance.md)."""
    adapters = list(dict.fromkeys(adapter for adapter, _ in table))
    sizes = sorted({size for _, size in table})
    lines = [
        "| facts | operation | " + " | ".join(f"`{a}` p50 / p95 ms" for a in adapters) + " |",
        "| ---: | --- | " + " | ".join("---:" for _ in adapters) + " |",
    ]
    for size in sizes:
        for name in (*OPERATIONS, "disk floor (2 writes)", "rss"):
            cells = []
            for adapter in adapters:
                row = table.get((adapter, size), {}).get(name)
                if row is None:
                    cells.append("-")
                elif "mb" in row:
                    cells.append(f"{row['mb']:.1f} MB")
                else:
                    cells.append(f"{row['p50']:.2f} / {row['p95']:.2f}")
            label = "rss (resident memory)" if name == "rss" else name
            lines.append(f"| {size:,} | {label} | " + " | ".join(cells) + " |")
    if runs > 1:
        lines += ["", f"Each figure the median of {runs} runs."]
    return "\n".join(lines) + "\n"


def main() -> None:
    if sys.argv[1:2] == ["--measure-one"]:
        spec, size, repeat = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
        print(json.dumps(measure_store(spec, size, repeat)))
        return
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--adapter", action="append", default=[], help="name or module:factory")
    parser.add_argument(
        "--adapter-command", action="append", default=[], help="an implementation over stdio"
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--repeat", type=int, default=100, help="timed calls per operation")
    parser.add_argument("--runs", type=int, default=1, help="measure each so many times")
    parser.add_argument("--suite-runs", type=int, default=3)
    parser.add_argument("--no-suite", action="store_true")
    parser.add_argument(
        "--markdown", metavar="PATH", help="also write the adapters side by side as Markdown"
    )
    args = parser.parse_args()
    adapters = [*args.adapter, *map(command_spec, args.adapter_command)] or ["reference"]

    if not args.no_suite:
        for adapter in adapters:
            walls = measure_suite(adapter, args.suite_runs)
            print(f"whole suite against {adapter}: " + ", ".join(f"{w:.2f} s" for w in walls))
            print(f"  best {min(walls):.2f} s, median {statistics.median(walls):.2f} s\n")

    measured: dict[tuple[str, int], list[dict[str, Row]]] = {}
    for _ in range(args.runs):  # round after round, so a busy spell of the machine hits all
        for size in args.sizes:
            for adapter in adapters:
                rows = measure_in_child(adapter, size, args.repeat)
                measured.setdefault((adapter, size), []).append(rows)
    table = {key: medians(runs) for key, runs in measured.items()}
    print_table(table, args.runs)
    print_growth(table)
    if args.markdown:
        Path(args.markdown).write_text(markdown_table(table, args.runs), encoding="utf-8")


if __name__ == "__main__":
    main()
