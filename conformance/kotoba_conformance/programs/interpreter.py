"""Executing a program against any `System`: each operation performed through the adapter
contract (or on the files, by hand), then what the system shows is observed: the files of the
whole scratch machine, the prompt, read-backs chosen by `probes_for`, and the conversation log.

`execute` returns the trace and calls `on_step` after each step with the model before and after
it, so a caller can judge as it goes and stop (`run.check_program` does; the `diff` command
compares two traces). A transport error is the kit's, never the implementation's: it propagates.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, cast
from urllib.parse import quote

from kotoba_conformance.contract import refusals
from kotoba_conformance.contract.adapter import Adapter, System, SystemSpec
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.programs import texts
from kotoba_conformance.programs.model import Model
from kotoba_conformance.programs.operations import (
    AddBullet,
    AddLine,
    AddRecentLine,
    Bridge,
    DeleteBullet,
    DeleteNameRow,
    DeleteRecentLine,
    DeleteRoute,
    DeleteStore,
    DeleteTopic,
    DeleteTopicFile,
    ListTopics,
    LoadContext,
    ManyTopics,
    Operation,
    ReadTopic,
    Resave,
    Restart,
    Say,
    SearchLog,
    SearchMemory,
    SetName,
    StoreUnrelated,
    Write,
)
from kotoba_conformance.programs.trace import Answer, Files, Observation, Probe, Trace
from kotoba_conformance.steps.support import database_files, http_client, store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts

__all__ = ["NotApplicable", "StepHook", "execute", "probes_for", "query_for"]

StepHook = Callable[[Model, Model, Observation], None]
SURFACES = {"kotoba setup": "setup", "the first-run screen": "first-run"}
"""The contract's name for each surface the features name."""
"""Called after each step with the model before it, the model after it, and what was seen."""
DATABASE_SUFFIXES = (".db", *(f".db{s}" for s in database_files.SIDECARS))
"""Files the snapshot leaves out: the database is the log's, compared row by row instead."""
FACT_PROBES = 2
"""Stored facts searched for after each step (the newest, and one more in turn)."""


class NotApplicable(Exception):
    """The operation cannot be done here (a hand edit of a file that is not there): the program
    is not a valid one, as a shrink's candidate may not be."""


@dataclass
class _World:
    adapter: Adapter
    root: Path
    spec: SystemSpec
    system: System
    claimed: frozenset[str]

    @property
    def memory_dir(self) -> Path:
        return Path(self.system.memory_dir())


def execute(
    program: list[Operation],
    adapter: Adapter,
    root: Path,
    on_step: StepHook | None = None,
    observe: frozenset[str] | None = None,
) -> Trace:
    """Run `program` on a fresh system opened on scratch folders under `root` (which must
    exist and be empty); closes the system at the end, whatever happens. An operation that
    cannot be done on the store as it is (`NotApplicable`) is passed over: the trace holds the
    steps taken, each with its operation. `observe` names the capabilities whose state is read
    after each step (the log, the profile, the settings payload): those the program needs;
    None reads every one the adapter claims."""
    home = root / "user"
    home.mkdir()
    spec: SystemSpec = {"env": {"HOME": str(home), "KOTOBA_HOME": str(home / ".kotoba")}}
    claimed = frozenset(adapter.capabilities())
    seen_of = claimed if observe is None else claimed & observe
    world = _World(adapter, root, spec, adapter.open(spec), seen_of)
    model = Model()
    trace: Trace = []
    try:
        memory = str(world.memory_dir.resolve().relative_to(root.resolve()))
        for op in program:
            machine = _snapshot(root)
            try:
                answer = _perform(world, op, model)
            except NotApplicable:
                continue
            seen = Observation(len(trace), op, answer, machine, {}, {}, memory, Answer())
            advanced = _observe(world, seen, model)
            trace.append(seen)
            if on_step is not None:
                on_step(model, advanced, seen)
            model = advanced
    finally:
        world.system.close()
    return trace


def _observe(world: _World, seen: Observation, model: Model) -> Model:
    """What the system shows after a step, filled into `seen` (which holds its operation and
    answer): the machine's files, the read-backs (and the files after them: a recall changes
    nothing), then the prompt, the profile, the settings payload and the log, each read only
    where observed. Answers the model after the step."""
    op = seen.operation
    seen.after = seen.settled = _snapshot(world.root)
    advanced = model.advance(op, seen)
    for probe in probes_for(advanced, op, seen.index, world.claimed):
        seen.probes[probe] = _probe(world, probe)
    if isinstance(op, SearchMemory | ReadTopic | ListTopics | SearchLog):
        seen.probes[_as_probe(op)] = seen.answer
    seen.settled = _snapshot(world.root)
    seen.prompt = _call(world.system.facts_for_prompt)
    if "profile" in world.claimed:
        seen.profile = _call(cast(Any, world.system).profile_for_prompt)
    if "http" in world.claimed:
        seen.settings = _settings(world)
    seen.log = _log(world)
    return advanced


# --- performing --------------------------------------------------------------------------------


def _perform(world: _World, op: Operation, model: Model) -> Answer:
    perform = _PERFORMERS.get(type(op))
    if perform is None:
        raise TypeError(f"no way to perform {op!r}")
    return perform(world, op, model)


def _store_unrelated(world: _World, op: Any, model: Model) -> Answer:
    system: Any = world.system
    answer = Answer()
    for fact in texts_of(op, model):
        args = (fact, op.topic)
        answer = _call(partial(system.write_fact, *args), "write_fact", args)
        if answer.raised:
            break
    return answer


def _many_topics(world: _World, op: Any, model: Model) -> Answer:
    system: Any = world.system
    answer = Answer()
    for fact, slug in zip(distinct_facts(op.count, model.unrelated_next), op.slugs(), strict=True):
        answer = _call(partial(system.write_fact, fact, slug), "write_fact", (fact, slug))
        if answer.raised:
            break
    return answer


def _write(world: _World, op: Any, model: Model) -> Answer:
    del model
    method = "memory_write" if op.route == "tool" else "write_fact"
    args: tuple[object, ...] = (op.fact,) if op.topic is None else (op.fact, op.topic)
    return _call(lambda: getattr(world.system, method)(*args), method, args)


def _topic_path(world: _World, topic: str) -> Path:
    path = store_files.topic_file(world.memory_dir, topic)
    if not path.is_file():
        raise NotApplicable(f"no topic file {topic}")
    return path


def _add_line(world: _World, op: Any, model: Model) -> Answer:
    del model
    line = f"- {op.fact}" if isinstance(op, AddBullet) else op.line
    store_files.append_line(_topic_path(world, op.topic), line)
    return Answer()


def _resave_files(world: _World, op: Any, model: Model) -> Answer:
    del model
    if world.memory_dir.is_dir():
        store_files.resave_with(world.memory_dir, "\r\n" if op.ending == "CR LF" else "\r")
    return Answer()


def _delete_bullet(world: _World, op: Any, model: Model) -> Answer:
    del model
    path = _topic_path(world, op.topic)
    if op.fact not in store_files.topic_facts(world.memory_dir, op.topic):
        raise NotApplicable(f"no bullet {op.fact!r} in {op.topic}")
    store_files.remove_line(path, f"- {op.fact}")
    return Answer()


def _index(world: _World) -> Path:
    index = world.memory_dir / store_files.USER_MD
    if not index.is_file():
        raise NotApplicable("no USER.md")
    return index


def _add_recent(world: _World, op: Any, model: Model) -> Answer:
    del model
    _index(world)
    store_files.add_recent_line(world.memory_dir, op.line)
    return Answer()


def _delete_recent(world: _World, op: Any, model: Model) -> Answer:
    del model
    index = _index(world)
    if op.fact not in store_files.recent(world.memory_dir):
        raise NotApplicable(f"{op.fact!r} is not under Recent")
    store_files.remove_line(index, f"- {op.fact}")
    return Answer()


def _delete_topic(world: _World, op: Any, model: Model) -> Answer:
    if op.topic not in model.topics:
        raise NotApplicable(f"no topic {op.topic}")
    system: Any = world.system
    topics = sorted(model.topics)
    return _call(lambda: system.delete_topic(op.topic), "delete_topic", (op.topic,), topics)


def _delete_topic_file(world: _World, op: Any, model: Model) -> Answer:
    del model
    _topic_path(world, op.topic).unlink()
    return Answer()


def _delete_store(world: _World, op: Any, model: Model) -> Answer:
    del op, model
    if not world.memory_dir.is_dir():
        raise NotApplicable("no memory folder")
    shutil.rmtree(world.memory_dir)
    return Answer()


def _restart(world: _World, op: Any, model: Model) -> Answer:
    del op, model
    world.system.close()
    world.system = world.adapter.open(world.spec)
    return Answer()


def _read(world: _World, op: Any, model: Model) -> Answer:
    del model
    return _probe(world, _as_probe(op))


def _say(world: _World, op: Any, model: Model) -> Answer:
    del model
    system: Any = world.system
    args = (op.role, op.content)
    return _call(lambda: system.insert_turn(*args), "insert_turn", args)


def _set_name(world: _World, op: Any, model: Model) -> Answer:
    del model
    system: Any = world.system
    surface = SURFACES[op.surface]
    return _call(
        partial(system.set_user_name, op.name, surface), "set_user_name", (op.name, surface)
    )


def _delete_name_row(world: _World, op: Any, model: Model) -> Answer:
    del op, model
    path = Path(cast(Any, world.system).database_path())
    if not path.is_file():
        raise NotApplicable("no database")
    try:
        database_files.delete_profile_key(path, "name")
    except AssertionError as error:  # the helper's word for "no such row": nothing to delete
        raise NotApplicable(str(error)) from error
    return Answer()


TOPIC_ROUTE = "/api/memory/topic/"
"""'It calls DELETE /api/memory/topic/{slug}'."""


def _delete_route(world: _World, op: Any, model: Model) -> Answer:
    if op.topic not in model.topics:
        raise NotApplicable(f"no topic {op.topic}")
    app = cast(Any, world.system).http_app()
    target = TOPIC_ROUTE + quote(op.topic, safe="")
    answer = _call(partial(http_client.send, app["base_url"], "DELETE", target))
    if isinstance(answer.value, http_client.Answer) and answer.value.status >= 500:
        return Answer(None, f"HTTP {answer.value.status}: {answer.value.text()[:300]}")
    return answer


def _settings(world: _World) -> Answer:
    """The settings payload's `memory` object, as the app serves it now."""
    app = _call(cast(Any, world.system).http_app)
    if app.raised or not isinstance(app.value, dict):
        return app
    url = str(app.value["base_url"]) + str(app.value["settings_path"])
    got = _call(partial(http_client.get, url))
    if got.raised or not isinstance(got.value, http_client.Answer):
        return got
    try:
        memory = got.value.json()["memory"]  # type: ignore[index]
    except (ValueError, KeyError, TypeError) as error:
        return Answer(None, f"{type(error).__name__}: {error}: {got.value}"[:500])
    return Answer(memory)


def _load_context(world: _World, op: Any, model: Model) -> Answer:
    del model
    system: Any = world.system
    return _call(partial(system.load_context, op.personal), "load_context", (op.personal,))


def _bridge(world: _World, op: Any, model: Model) -> Answer:
    del model
    system: Any = world.system
    speaker = None if op.name is None else {"name": op.name, "is_owner": op.owner}
    return _call(partial(system.bridge_context, speaker), "bridge_context", (speaker,))


_PERFORMERS: dict[type[Operation], Callable[[_World, Any, Model], Answer]] = {
    StoreUnrelated: _store_unrelated,
    ManyTopics: _many_topics,
    Write: _write,
    AddBullet: _add_line,
    AddLine: _add_line,
    Resave: _resave_files,
    DeleteBullet: _delete_bullet,
    AddRecentLine: _add_recent,
    DeleteRecentLine: _delete_recent,
    DeleteTopic: _delete_topic,
    DeleteTopicFile: _delete_topic_file,
    DeleteStore: _delete_store,
    Restart: _restart,
    SearchMemory: _read,
    ReadTopic: _read,
    ListTopics: _read,
    SearchLog: _read,
    Say: _say,
    SetName: _set_name,
    DeleteNameRow: _delete_name_row,
    LoadContext: _load_context,
    Bridge: _bridge,
    DeleteRoute: _delete_route,
}
"""How each kind of operation is performed: through the contract, or on the files by hand."""


def texts_of(op: StoreUnrelated, model: Model) -> list[str]:
    """The facts a `StoreUnrelated` writes, numbered on from those the program stored so."""
    return distinct_facts(op.count, model.unrelated_next)


def _call(
    call: Callable[[], object],
    method: str = "",
    args: tuple[object, ...] = (),
    topics: list[str] | None = None,
) -> Answer:
    """The call's answer, or the error it raised (a transport error is raised on: it is ours)."""
    try:
        return Answer(call())
    except TransportError:
        raise
    except Exception as error:  # any error of the implementation is observed
        allowed = bool(method) and isinstance(error, TypeError | ValueError)
        if allowed:
            allowed = refusals.allowed_refusal(method, args, topics=topics or ()) is not None
        return Answer(None, f"{type(error).__name__}: {error}"[:500], allowed)


# --- observing -----------------------------------------------------------------------------------


def _snapshot(root: Path) -> Files:
    files: Files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name == store_files.LOCK_FILE or name.endswith(DATABASE_SUFFIXES):
                continue
            path = Path(folder) / name
            try:
                files[str(path.relative_to(root))] = path.read_bytes()
            except OSError:
                continue
    return files


def _log(world: _World) -> Answer | None:
    """The turns table's rows, read with plain sqlite3, when the system keeps a log."""
    if "session-search" not in world.claimed:
        return None
    path = Path(cast(Any, world.system).database_path())
    if not path.is_file():
        return Answer(())
    try:
        with database_files.reading(path) as db:
            cursor = db.execute('SELECT * FROM "turns"')
            names = [str(d[0]) for d in cursor.description]
            rows = tuple(dict(zip(names, row, strict=True)) for row in cursor.fetchall())
    except Exception as error:  # an unreadable log is observed, not raised
        return Answer(None, f"{type(error).__name__}: {error}"[:500])
    return Answer(rows)


def _as_probe(op: SearchMemory | ReadTopic | ListTopics | SearchLog) -> Probe:
    if isinstance(op, SearchMemory):
        return Probe("search", op.query)
    if isinstance(op, ReadTopic):
        return Probe("topic", op.topic)
    if isinstance(op, SearchLog):
        return Probe("log", op.query)
    return Probe("list")


def _probe(world: _World, probe: Probe) -> Answer:
    system: Any = world.system
    if probe.kind == "search":
        return _call(lambda: system.memory_recall(query=probe.text), "memory_recall", ())
    if probe.kind == "topic":
        return _call(lambda: system.memory_recall(topic=probe.text), "memory_recall", ())
    if probe.kind == "list":
        return _call(system.memory_recall, "memory_recall", ())
    return _call(lambda: system.session_search(probe.text), "session_search", ())


def query_for(text: str) -> str:
    """What a search for a fact asks: its words but the first (a reply quoting the query, as
    "nothing matches …" does, then never holds the whole fact)."""
    words = text.split(" ")
    return " ".join(words[1:]) if len(words) > 1 else text


def probes_for(model: Model, op: Operation, index: int, claimed: frozenset[str]) -> list[Probe]:
    """The read-backs after a step: searches for the newest stored fact and one more in turn,
    for the newest fact added by hand, fact removed and line that is no fact; one topic read in
    turn; the topic list after a step that changes the topics; and, with a log, searches for
    one turn in turn (a long word's first 4 and 5 letters, its first 3, a word holding
    punctuation)."""
    probes: list[Probe] = []
    written = sorted((f for f in model.live() if f in model.order), key=model.order.__getitem__)
    chosen = written[-1:]
    if len(written) > 1:
        chosen.append(written[index % (len(written) - 1)])
    hand = sorted(model.hand_bullets & model.live())
    chosen += hand[-1:]
    gone = list(model.gone)
    chosen += gone[-1:]
    chosen += [line for lines in model.noise.values() for line in lines][-1:]
    probes += [Probe("search", query_for(fact)) for fact in dict.fromkeys(chosen)]
    topics = sorted(slug for slug, facts in model.topics.items() if facts)
    if topics:
        probes.append(Probe("topic", topics[index % len(topics)]))
    if isinstance(
        op,
        StoreUnrelated
        | ManyTopics
        | Write
        | DeleteTopic
        | DeleteRoute
        | DeleteTopicFile
        | DeleteStore,
    ):
        probes.append(Probe("list"))
    if "session-search" in claimed and model.said:
        _, content = model.said[index % len(model.said)]
        probes += [Probe("log", q) for q in log_queries(content)]
    return probes


def log_queries(content: str) -> list[str]:
    """Queries a turn is searched with: its longest word's first 4 letters, its first 5 (both
    prefix queries), its first 3 (a whole-word query), and each word holding punctuation."""
    words = content.split()
    plain = [w for w in words if texts.TOKEN.fullmatch(w)]
    queries: list[str] = []
    if plain:
        longest = max(plain, key=len)
        queries += [longest[:4], longest[:5], longest[:3]] if len(longest) > 5 else [longest]
    queries += [w for w in words if not texts.TOKEN.fullmatch(w) and texts.TOKEN.search(w)][:1]
    return list(dict.fromkeys(queries))
