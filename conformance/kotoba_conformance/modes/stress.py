"""`kotoba-conformance stress`: STORE-8 under load and under crashes, against any adapter.

Two phases, each on a fresh store in a scratch folder:

- **race**: P processes write W unrelated facts each, all at once, over four topics, while this
  process reads the index and the topic files as often as it can. Every fact a writer was told
  was written must be in its topic file (lost = 0), none twice (duplicated = 0), and no read may
  find a torn file.
- **crash**: a writer writes continuously and is killed with SIGKILL at a random moment (the
  seed is printed, so a run can be repeated), K times. After every kill USER.md and every topic
  file must read as whole, every fact acknowledged before the kill must be in its topic file,
  and the next writer must get a write in with no manual cleanup (a lock the dead writer left
  behind must not shut it out).

The facts are invented (`world.distinct_facts`), so no faithful store can refuse one as a
duplicate or a correction of another. The summary is printed, and written as JSON with `--json`.
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kotoba_conformance.contract.errors import AdapterError
from kotoba_conformance.contract.loading import load
from kotoba_conformance.modes.progress import Progress
from kotoba_conformance.steps.support import racing as writers
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.world import distinct_facts

TOPICS = ("alpha", "beta", "gamma", "delta")
RACE_TOPICS = TOPICS[:2]
"""The race shares two topics among all writers, so writers meet on the same topic file."""
RECENT_CAP = 25
KILL_WINDOW = 0.05
"""The latest a kill lands after the writer's first acknowledged write, in seconds: a few writes
of a small store, so kills fall before, inside and between writes."""
START_TIMEOUT = 60.0
"""Seconds a (re)started writer gets to open its system and get its first write in."""
CRASH_WRITES = 100_000
"""How many facts a crash-phase writer is given: more than it can write before its kill."""
KEPT_DETAILS = 20
SHUT_OUT_LIMIT = 3
"""Writers in a row that cannot get a write in before the crash phase stops: the store is stuck."""


@dataclass
class RaceFigures:
    processes: int
    writes_each: int
    acknowledged: int = 0
    stored: int = 0
    lost: int = 0
    duplicated: int = 0
    torn_reads: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)


@dataclass
class CrashFigures:
    kills: int
    seed: int
    survived: int = 0
    acknowledged: int = 0
    lost: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)


def _scratch_env(root: Path) -> dict[str, str]:
    home = root / "user"
    home.mkdir(parents=True)
    return {"HOME": str(home), "KOTOBA_HOME": str(home / ".kotoba")}


def _memory_dir(adapter: str, env: dict[str, str]) -> Path:
    system = load(adapter).open({"env": env})
    try:
        return Path(system.memory_dir())
    finally:
        system.close()


def _stored_copies(memory_dir: Path, facts: frozenset[str]) -> Counter[tuple[str, str]]:
    """How many bullets hold each (topic, fact) of `facts`."""
    return Counter(
        (slug, fact)
        for slug, held in store_files.all_topic_facts(memory_dir).items()
        for fact in held
        if fact in facts
    )


# --- race ------------------------------------------------------------------------------------


def race_phase(adapter: str, root: Path, processes: int, writes: int) -> RaceFigures:
    figures = RaceFigures(processes, writes)
    env = _scratch_env(root)
    memory_dir = _memory_dir(adapter, env)
    control = root / "race"
    commands = [
        writers.worker_command(
            adapter, env, RACE_TOPICS[i % 2], i * writes, writes, stream=True,
            **writers.ready_and_go(control, i),
        )
        for i in range(processes)
    ]  # fmt: skip
    attempted = frozenset(distinct_facts(processes * writes))
    torn: list[str] = []
    progress = Progress("race", processes * writes)
    last_count = 0.0

    def watch() -> None:
        nonlocal last_count
        torn.extend(store_files.torn_files(memory_dir, frozenset(RACE_TOPICS), attempted))
        if time.monotonic() - last_count > 0.5:
            last_count = time.monotonic()
            progress.update(sum(_lines(control / f"worker-{i}.out") for i in range(processes)))

    started = time.monotonic()
    finished = writers.race(commands, control, watch, timeout=3600.0)
    figures.seconds = round(time.monotonic() - started, 2)
    progress.update(sum(len(w.records()) for w in finished))
    progress.close()
    figures.problems += [why for w in finished if (why := w.failure()) is not None]
    torn.extend(store_files.torn_files(memory_dir, frozenset(RACE_TOPICS), attempted))
    acknowledged = {
        (RACE_TOPICS[i % 2], record["fact"])
        for i, worker in enumerate(finished)
        for record in worker.records()
        if record.get("written") is True
    }
    copies = _stored_copies(memory_dir, attempted)
    by_fact = Counter(fact for (_, fact), n in copies.items() for _ in range(n))
    figures.acknowledged = len(acknowledged)
    figures.stored = len(by_fact)
    figures.lost = sum(1 for key in acknowledged if copies[key] == 0)
    figures.duplicated = sum(1 for n in by_fact.values() if n > 1)
    figures.torn_reads = len(torn)
    if figures.acknowledged < processes * writes:
        figures.problems.append(
            f"{processes * writes - figures.acknowledged} writes were not acknowledged"
        )
    figures.problems += [f"torn read: {why}" for why in torn[:KEPT_DETAILS]]
    lost = sorted(key for key in acknowledged if copies[key] == 0)
    figures.problems += [f"lost: {fact!r} under {topic}" for topic, fact in lost[:KEPT_DETAILS]]
    figures.problems += _index_problems(memory_dir, attempted, len(by_fact))
    return figures


def _index_problems(memory_dir: Path, attempted: frozenset[str], stored: int) -> list[str]:
    """Once the writers are done, the index counts every topic file's bullets, and Recent lists
    the cap's worth of stored facts, none twice."""
    problems = []
    counted = {}
    for line in store_files.topic_lines(memory_dir):
        match = store_files.TOPIC_LINE.match(line)
        if match is None:
            problems.append(f"a Topics line of the wrong shape: {line!r}")
        else:
            counted[match["slug"]] = int(match["count"])
    files = {slug: len(facts) for slug, facts in store_files.all_topic_facts(memory_dir).items()}
    if counted != files:
        problems.append(f"## Topics counts {counted}, the topic files hold {files}")
    recent = store_files.recent(memory_dir)
    if len(recent) != min(RECENT_CAP, stored) or len(set(recent)) != len(recent):
        problems.append(f"## Recent lists {len(recent)} facts, {len(set(recent))} of them distinct")
    if strangers := [fact for fact in recent if fact not in attempted]:
        problems.append(f"## Recent lists facts no one wrote: {strangers[:3]}")
    return problems


def _lines(path: Path) -> int:
    try:
        return path.read_bytes().count(b"\n")
    except FileNotFoundError:
        return 0


# --- crash -----------------------------------------------------------------------------------


@dataclass
class _CrashState:
    adapter: str
    env: dict[str, str]
    memory_dir: Path
    control: Path
    rng: random.Random
    next_fact: int = 0
    attempted: set[str] = field(default_factory=set)
    acknowledged: dict[str, str] = field(default_factory=dict)
    """Every fact acknowledged so far, with its topic."""
    lost: set[str] = field(default_factory=set)
    """Acknowledged facts found missing (each reported once, after the kill that lost it)."""
    topic_of: dict[str, str] = field(default_factory=dict)
    """Each writer's topic, by its name."""


def _start_writer(state: _CrashState, name: str, count: int) -> writers.Worker:
    topic = state.topic_of[name] = state.rng.choice(TOPICS)
    command = writers.worker_command(
        state.adapter, state.env, topic, state.next_fact, count, stream=True
    )
    return writers.Worker.start(command, state.control, name)


def _first_write(worker: writers.Worker) -> str | None:
    """Wait for the writer's first answered write; why it never came, or None."""
    deadline = time.monotonic() + START_TIMEOUT
    while not worker.records():
        if worker.process.poll() is not None:
            return worker.failure() or "the writer exited before writing anything"
        if time.monotonic() > deadline:
            return (
                f"no write got in within {START_TIMEOUT:.0f}s (a lock left by the killed writer?)"
            )
        time.sleep(0.002)
    return None


def _check_after_kill(state: _CrashState, worker: writers.Worker) -> list[str]:
    """Record what the killed writer was told, then check every file and every fact."""
    topic = state.topic_of[worker.out.stem]
    records = worker.records()
    for record in records:
        if record.get("written") is True:
            state.acknowledged[record["fact"]] = topic
    # Every fact it was told about, and the one in flight when it died, which may have landed.
    state.attempted.update(distinct_facts(len(records) + 1, state.next_fact))
    state.next_fact += len(records) + 1
    problems = store_files.torn_files(
        state.memory_dir, frozenset(TOPICS), frozenset(state.attempted)
    )
    files = store_files.all_topic_facts(state.memory_dir)
    held = {slug: set(facts) for slug, facts in files.items()}
    lost = {f for f, slug in state.acknowledged.items() if f not in held.get(slug, set())}
    problems += [
        f"acknowledged and lost: {fact!r} under {state.acknowledged[fact]}"
        for fact in sorted(lost - state.lost)
    ]
    state.lost |= lost
    return problems


def crash_phase(adapter: str, root: Path, kills: int, seed: int) -> CrashFigures:
    figures = CrashFigures(kills, seed)
    env = _scratch_env(root)
    control = root / "crash"
    control.mkdir()
    state = _CrashState(adapter, env, _memory_dir(adapter, env), control, random.Random(seed))
    progress = Progress("crash", kills)
    started = time.monotonic()
    shut_out = 0
    for round_number in range(kills):
        worker = _start_writer(state, f"writer-{round_number}", CRASH_WRITES)
        problems = []
        if (why := _first_write(worker)) is not None:
            problems.append(f"before kill {round_number + 1}: {why}")
            shut_out += 1
        else:
            shut_out = 0
            time.sleep(state.rng.uniform(0.0, KILL_WINDOW))
        worker.process.send_signal(signal.SIGKILL)
        worker.process.wait()
        problems += _check_after_kill(state, worker)
        if problems:
            figures.problems += [f"kill {round_number + 1}: {p}" for p in problems]
        else:
            figures.survived += 1
        _forget_output(worker)
        progress.update(round_number + 1)
        if shut_out >= SHUT_OUT_LIMIT:
            figures.problems.append(f"stopped: {shut_out} writers in a row got no write in")
            break
    progress.close()
    last = _start_writer(state, "writer-after-the-last-kill", 1)
    last.process.wait()
    if (why := _first_write(last)) is not None or last.failure() is not None:
        figures.problems.append(f"after the last kill: {why or last.failure()}")
    figures.seconds = round(time.monotonic() - started, 2)
    figures.acknowledged = len(state.acknowledged)
    figures.lost = len(state.lost)
    del figures.problems[KEPT_DETAILS:]
    return figures


def _forget_output(worker: writers.Worker) -> None:
    worker.out.unlink(missing_ok=True)
    worker.err.unlink(missing_ok=True)


# --- the command -----------------------------------------------------------------------------


def main(args: argparse.Namespace) -> int:
    try:
        load(args.adapter)  # fail early, and clearly, on an adapter that does not load
    except AdapterError as error:
        print(f"kotoba-conformance stress: {error}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"stress: adapter {args.adapter}, seed {seed} (repeat with --seed {seed})", flush=True)
    with tempfile.TemporaryDirectory(prefix="kotoba-stress-") as scratch:
        root = Path(scratch)
        race = race_phase(args.adapter, root / "race", args.processes, args.writes)
        crash = crash_phase(args.adapter, root / "crash", args.kills, seed)
    passed = not race.problems and race.lost == race.duplicated == race.torn_reads == 0
    passed = passed and not crash.problems and crash.survived == crash.kills
    summary: dict[str, Any] = {
        "adapter": args.adapter,
        "seed": seed,
        "race": asdict(race),
        "crash": asdict(crash),
        "passed": passed,
        "failed_clauses": [] if passed else ["STORE-8"],
    }
    print(_report(race, crash, passed))
    if args.json:
        Path(args.json).write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 0 if passed else 1


def _report(race: RaceFigures, crash: CrashFigures, passed: bool) -> str:
    lines = [
        f"race   {race.processes} processes x {race.writes_each} writes: "
        f"acknowledged {race.acknowledged}, stored {race.stored}, lost {race.lost}, "
        f"duplicated {race.duplicated}, torn reads {race.torn_reads} ({race.seconds}s)",
        f"crash  {crash.kills} kills (seed {crash.seed}): survived {crash.survived}, "
        f"acknowledged {crash.acknowledged}, lost {crash.lost} ({crash.seconds}s)",
    ]
    lines += [f"  {problem}" for problem in race.problems + crash.problems]
    lines.append("STORE-8 passed" if passed else "STORE-8 FAILED")
    return "\n".join(lines)
