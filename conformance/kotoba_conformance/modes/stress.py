"""`kotoba-conformance stress`: every store under load and under crashes, against any adapter.

Each store the adapter claims gets two phases, each on a fresh install in a scratch folder:
a **race** (P processes writing W items each, all at once) and a **crash** (a writer killed with
SIGKILL at a random moment, K times; the seed is printed, so a run can be repeated). After every
kill the next writer must get a write in with no manual cleanup. The kills take the writer's
whole process group, so an implementation over stdio dies mid-call too (`crash_rounds`).

- **facts** (STORE-8): the race's writers share four topics while this process reads the index
  and the topic files as often as it can. Every fact a writer was told was written must be in
  its topic file (lost = 0), none twice (duplicated = 0), and no read may find a torn file; after
  every kill USER.md and every topic file must read as whole and every acknowledged fact be
  there.
- **log** (capability `session-search`, SESS-1): turns appended with `insert_turn`; see
  `stress_log`.
- **visual** (capability `visual`, VIS-3, VIS-4): images kept with `remember_image`; see
  `stress_images`.

A failed clause the adapter declares in `known_failures()` is reported as a known failure, as
`run` reports it, and leaves the exit code 0 when nothing else failed.

The facts and the turns are invented (`invented_facts.distinct_facts`), so no faithful store can
refuse one as a duplicate or a correction of another. The summary is printed, and written as JSON
with `--json` (schema: `reports/stress.schema.json`).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from kotoba_conformance.contract import formats
from kotoba_conformance.contract.documented import RECENT_CAP
from kotoba_conformance.contract.errors import AdapterError
from kotoba_conformance.contract.loading import known_failures, load
from kotoba_conformance.contract.provenance import identify
from kotoba_conformance.modes import crash_rounds, stress_images, stress_log
from kotoba_conformance.modes.progress import Progress
from kotoba_conformance.steps.support import racing as writers
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts
from kotoba_conformance.steps.support.torn_reads import TornReads

TOPICS = ("alpha", "beta", "gamma", "delta")
RACE_TOPICS = TOPICS[:2]
"""The race shares two topics among all writers, so writers meet on the same topic file."""
KEPT_DETAILS = crash_rounds.KEPT_DETAILS
STORES = ("facts", "log", "visual")
STRESS_VERSION = 1
"""The JSON summary's version (reports/stress.schema.json)."""
CAPABILITY_OF = {"facts": "facts", "log": "session-search", "visual": "visual"}


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
    progress = Progress("race", processes * writes)
    last_count = 0.0

    def count_progress() -> None:
        nonlocal last_count
        if time.monotonic() - last_count > 0.5:
            last_count = time.monotonic()
            progress.update(sum(_lines(control / f"worker-{i}.out") for i in range(processes)))

    started = time.monotonic()
    with TornReads(memory_dir, frozenset(RACE_TOPICS), attempted) as reads:
        finished = writers.race(commands, control, count_progress, timeout=3600.0)
    figures.seconds = round(time.monotonic() - started, 2)
    progress.update(sum(len(w.records()) for w in finished))
    progress.close()
    figures.problems += [why for w in finished if (why := w.failure()) is not None]
    torn = reads.reasons() + store_files.torn_files(memory_dir, frozenset(RACE_TOPICS), attempted)
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
    # One line per distinct reason: a content read torn a thousand times is one detail.
    figures.problems += [f"torn read: {why}" for why in list(dict.fromkeys(torn))[:KEPT_DETAILS]]
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
        match = formats.TOPIC_LINE.match(line)
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
    return crash_rounds.start_group(command, state.control, name)


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


class _FactLedger:
    def __init__(self, state: _CrashState) -> None:
        self.state = state

    def start(self, name: str, count: int) -> writers.Worker:
        return _start_writer(self.state, name, count)

    def after_kill(self, worker: writers.Worker) -> list[str]:
        return _check_after_kill(self.state, worker)


def crash_phase(adapter: str, root: Path, kills: int, seed: int) -> CrashFigures:
    figures = CrashFigures(kills, seed)
    env = _scratch_env(root)
    control = root / "crash"
    control.mkdir()
    state = _CrashState(adapter, env, _memory_dir(adapter, env), control, random.Random(seed))
    started = time.monotonic()
    rounds = crash_rounds.run(_FactLedger(state), kills, state.rng, "crash")
    figures.seconds = round(time.monotonic() - started, 2)
    figures.survived = rounds.survived
    figures.problems = rounds.problems
    figures.acknowledged = len(state.acknowledged)
    figures.lost = len(state.lost)
    return figures


# --- the command -----------------------------------------------------------------------------


def _phases_of(store: str, root: Path, args: argparse.Namespace, seed: int) -> dict[str, Any]:
    """One store's race and crash, each on an install of its own."""
    if store == "facts":
        race = race_phase(args.adapter, root / "race", args.processes, args.writes)
        crash = crash_phase(args.adapter, root / "crash", args.kills, seed)
        return {"race": race, "crash": crash}
    phases = stress_log if store == "log" else stress_images
    found: dict[str, Any] = {}
    for name in ("race", "crash"):
        folder = root / name
        env = _scratch_env(folder)
        control = folder / "control"
        control.mkdir()
        try:
            if name == "race":
                found[name] = phases.race_phase(
                    args.adapter, env, control, args.processes, args.writes
                )
            else:
                found[name] = phases.crash_phase(args.adapter, env, control, args.kills, seed)
        except Exception as error:  # a system that cannot even be opened to check: say so
            figures = (stress_log.LogFigures if store == "log" else stress_images.ImageFigures)(
                name
            )
            figures.problems.append(f"the phase stopped: {type(error).__name__}: {error}")
            found[name] = figures
    return found


def _passed(store: str, phases: dict[str, Any]) -> bool:
    if store != "facts":
        return all(figures.passed for figures in phases.values())
    race, crash = phases["race"], phases["crash"]
    passed = not race.problems and race.lost == race.duplicated == race.torn_reads == 0
    return passed and not crash.problems and crash.survived == crash.kills


def _failed_clauses(store: str, phases: dict[str, Any]) -> list[str]:
    if _passed(store, phases):
        return []
    if store == "facts":
        return ["STORE-8"]
    return sorted({c for figures in phases.values() for c in figures.failed_clauses})


def main(args: argparse.Namespace) -> int:
    try:
        adapter = load(args.adapter)  # fail early, and clearly, on an adapter that does not load
        declared = known_failures(adapter)
    except AdapterError as error:
        print(f"kotoba-conformance stress: {error}", file=sys.stderr)
        return 2
    tested = identify(adapter, args.adapter)
    claimed = set(adapter.capabilities())
    asked = args.store or list(STORES)
    stores = [s for s in STORES if s in asked and CAPABILITY_OF[s] in claimed]
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"stress: {tested.display}, seed {seed} (repeat with --seed {seed})", flush=True)
    if skipped := [s for s in STORES if s in asked and s not in stores]:
        print(f"not claimed, so not stressed: {', '.join(skipped)}", flush=True)
    results: dict[str, dict[str, Any]] = {}
    with tempfile.TemporaryDirectory(prefix="kotoba-stress-") as scratch:
        for store in stores:
            results[store] = _phases_of(store, Path(scratch) / store, args, seed)
    failed = sorted(
        {c for store, phases in results.items() for c in _failed_clauses(store, phases)}
    )
    known = [c for c in failed if c in declared]
    facts = results.get("facts", {})
    summary: dict[str, Any] = {
        "stress_version": STRESS_VERSION,
        "adapter": args.adapter,
        "implementation": tested.as_json(),
        "seed": seed,
        "stores": stores,
        "not_claimed": skipped,
        "race": asdict(facts["race"]) if facts else None,
        "crash": asdict(facts["crash"]) if facts else None,
        "log": _as_json(results.get("log")),
        "visual": _as_json(results.get("visual")),
        "passed": not failed,
        "failed_clauses": failed,
        "known_failures": known,
    }
    print(_report(results, failed, {c: declared[c] for c in known}))
    if args.json:
        Path(args.json).write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 0 if set(failed) <= set(known) else 1


def _as_json(phases: dict[str, Any] | None) -> dict[str, Any] | None:
    if phases is None:
        return None
    return {name: {**asdict(f), "passed": f.passed} for name, f in phases.items()}


def _report(results: dict[str, dict[str, Any]], failed: list[str], known: dict[str, str]) -> str:
    lines = []
    if "facts" in results:
        race, crash = results["facts"]["race"], results["facts"]["crash"]
        lines += [
            f"race   {race.processes} processes x {race.writes_each} writes: "
            f"acknowledged {race.acknowledged}, stored {race.stored}, lost {race.lost}, "
            f"duplicated {race.duplicated}, torn reads {race.torn_reads} ({race.seconds}s)",
            f"crash  {crash.kills} kills (seed {crash.seed}): survived {crash.survived}, "
            f"acknowledged {crash.acknowledged}, lost {crash.lost} ({crash.seconds}s)",
        ]
        lines += [f"  {problem}" for problem in race.problems + crash.problems]
    for store, noun in (("log", "turns"), ("visual", "images")):
        for figures in results.get(store, {}).values():
            lines.append(_store_line(store, noun, figures))
            lines += [f"  {problem}" for problem in figures.problems]
    verdicts = (
        ("facts", "STORE-8", ""),
        ("log", "SESS-1", " (the conversation log)"),
        ("visual", "VIS-3, VIS-4", " (the visual store)"),
    )
    for store, clauses, which in verdicts:
        if store in results:
            if _passed(store, results[store]):
                lines.append(f"{clauses} passed{which}")
            else:
                lines.append(f"{', '.join(_failed_clauses(store, results[store]))} FAILED{which}")
    lines += [
        f"{clause} known failure: {why or 'declared by the adapter'}"
        for clause, why in known.items()
    ]
    if unexpected := [c for c in failed if c not in known]:
        lines.append(f"stress FAILED: {', '.join(unexpected)}")
    elif known:
        lines.append(f"stress: nothing failed but the known failures ({', '.join(known)})")
    else:
        lines.append("stress passed")
    return "\n".join(lines)


def _store_line(store: str, noun: str, figures: Any) -> str:
    if figures.phase == "race":
        head = f"{figures.processes} processes x {figures.writes_each} {noun}:"
    else:
        head = f"{figures.kills} kills (seed {figures.seed}): survived {figures.survived},"
    counts = [
        f"acknowledged {figures.acknowledged}",
        f"stored {figures.stored}",
        f"lost {figures.lost}",
        f"duplicated {figures.duplicated}",
    ]
    if store == "log":
        counts += [
            f"out of step {figures.out_of_step}",
            f"integrity failures {figures.integrity_failures}",
        ]
    elif figures.phase == "crash":
        counts.append(f"orphans reported kept {figures.orphans_reported_kept}")
        counts.append(f"saved again after a kill {figures.saved_again}")
    return f"{store} {figures.phase:<6} {head} {', '.join(counts)} ({figures.seconds}s)"
