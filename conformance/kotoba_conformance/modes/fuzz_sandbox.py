"""The fuzz mode's scratch machine and what it checks after every input: one entry point is one
argument of one method (`EntryPoint`), and `Sandbox.attempt` gives it one input.

The checks are the same at every door: the answer is a documented refusal, a
`TypeError`/`ValueError` (where the entry point allows one) or a success of the documented type;
no file changed outside the stores the call may write (a database made where there was none,
holding no profile row and no turn, is the new install's, not a change: "The database lands in
~/.kotoba/ on a new install."); USER.md
and the topic files read as their documented shape; the unrelated (sentinel) facts are all
there; the prompt still builds. A door
adds its own checks (`EntryPoint.check`) and what must be set up before the files are noted
down (`EntryPoint.prepare`). The capabilities' doors fill in the sandbox they need
(`fuzz_visual.VisualSandbox`: the image servers, the kept sentinel image, the user's Files).
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar, cast

from hypothesis import strategies as st

from kotoba_conformance.contract.adapter import (
    Adapter,
    DatabaseSystem,
    ProfileSystem,
    System,
    SystemSpec,
    VisualSystem,
)
from kotoba_conformance.contract.documented import WRITE_RESULT_KEYS
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.modes.counterexample import CHANGED_FILE, ERROR, STRAY_FILE, Failure
from kotoba_conformance.modes.hostile import SCRATCH_ROOT, hostile_text
from kotoba_conformance.steps.support import database_files, store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts

LONGEST_TOPIC = 10_000
LONGEST_FACT = 1_000_000
RESET_EVERY = 100
"""Inputs between two fresh stores, so a store grown by many writes does not slow the run."""
JAIL_DEPTH = 6
"""Folders between the scratch root and the system's home: a traversal that escapes the store by
up to this many levels more still lands under the scratch root, where it is seen."""
SENTINEL_TOPIC = "sentinel-qvxzk"
SENTINELS = tuple(distinct_facts(3, 3_000_000))
"""Unrelated facts stored before the inputs: no input may change them."""
FRESH_FACTS_FROM = 4_000_000
DATABASE_SUFFIXES = ("", "-wal", "-shm", "-journal")
DELETING_KINDS = frozenset({"delete topic", "delete route"})
"""Kinds of entry point whose input may name the sentinels' topic, and so delete it."""

Call = Callable[["Sandbox", str], object]
F = TypeVar("F", bound="Fixture")
Check = Callable[["Sandbox", str, object], "Failure | None"]


@dataclass(frozen=True)
class EntryPoint:
    """One argument of one method (or of one route), fuzzed."""

    name: str
    capability: str
    clause: str
    """The clause an input that breaks this entry point breaks."""
    kind: str
    """Which scenario template reproduces a failure (`counterexample.TEMPLATES`)."""
    longest: int
    call: Call
    answers: type | None
    """What a successful call returns (None: nothing)."""
    writes: frozenset[str]
    """The stores it may change: "memory", "database", "visual"."""
    may_raise: bool = True
    """Whether a TypeError/ValueError is an acceptable answer (session_search never raises)."""
    inputs: Callable[[int], st.SearchStrategy[str]] = hostile_text
    """The inputs, given `longest`: hostile text unless the door draws its own."""
    prepare: Callable[[Sandbox, str], None] | None = None
    """What the user does before the call (share an image, say), before the files are noted."""
    check: Check | None = None
    """The door's own checks after a successful call, given the input and the answer."""
    needs: frozenset[str] = frozenset()
    """Capabilities it needs besides its own."""


class Fixture:
    """What a door adds to the sandbox: keys of the spec, what each fresh system is given after
    the sentinel facts, what outlives a reset until `close` (a server, say)."""

    def extend(self, spec: SystemSpec) -> None:
        """Add to the spec every system is opened with."""

    def furnish(self, sandbox: Sandbox) -> None:
        """Set up a fresh system (the files are not yet noted down)."""

    def close(self) -> None:
        """Stop what outlives the systems."""


class Sandbox:
    """One system on a scratch machine, with the sentinel facts stored; `reset` starts afresh."""

    def __init__(self, adapter: Adapter, scratch: Path, fixtures: tuple[Fixture, ...] = ()) -> None:
        self.adapter = adapter
        self.fixtures = fixtures
        self.scratch = scratch.resolve()
        self.home = self.scratch.joinpath(*(f"level-{i}" for i in range(JAIL_DEPTH)), "user")
        self.claimed = set(adapter.capabilities())
        self.system: System | None = None
        self.fresh_facts = FRESH_FACTS_FROM
        self.inputs_since_reset = 0
        self.memory_dir = self.home
        self.database: Path | None = None
        self.visual_dir: Path | None = None
        self.notes: dict[str, object] = {}
        """What a door's call notes down for its check (the name before the call, say)."""
        self.reset()

    def fixture(self, kind: type[F]) -> F:
        """The door's fixture of this type (the run gives each door it fuzzes its own)."""
        return next(f for f in self.fixtures if isinstance(f, kind))

    def spec(self) -> SystemSpec:
        spec: SystemSpec = {
            "env": {"HOME": str(self.home), "KOTOBA_HOME": str(self.home / ".kotoba")}
        }
        for fixture in self.fixtures:
            fixture.extend(spec)
        return spec

    def reset(self) -> None:
        if self.system is not None:
            self.system.close()
            self.system = None
        shutil.rmtree(self.scratch, ignore_errors=True)
        self.home.mkdir(parents=True)
        self.system = self.adapter.open(self.spec())
        self.memory_dir = Path(self.system.memory_dir()).resolve()
        self.database = None
        if self.claimed & {"session-search", "profile", "paths", "http"}:
            self.database = Path(cast(DatabaseSystem, self.system).database_path()).resolve()
        self.visual_dir = None
        if "visual" in self.claimed:
            folder = cast(VisualSystem, self.system).visual_memory_dir()
            self.visual_dir = Path(folder).resolve()
        for fact in SENTINELS:
            result = self.system.write_fact(fact, SENTINEL_TOPIC)
            if not result["written"]:
                raise RuntimeError(f"the store refused the unrelated fact {fact!r}: {result}")
        for fixture in self.fixtures:
            fixture.furnish(self)
        self.inputs_since_reset = 0

    @property
    def open_system(self) -> System:
        assert self.system is not None
        return self.system

    def fresh_fact(self) -> str:
        self.fresh_facts += 1
        return distinct_facts(1, self.fresh_facts)[0]

    def expand(self, value: str) -> str:
        """`{scratch root}` names a folder one below the one watched, so that even its parent
        (`{scratch root}/..`) is seen."""
        return value.replace(SCRATCH_ROOT, str(self.scratch / "level-0"))

    # --- one input -----------------------------------------------------------------------------

    def attempt(self, entry: EntryPoint, value: str) -> Failure | None:
        if self.inputs_since_reset >= RESET_EVERY:
            self.reset()
        self.inputs_since_reset += 1
        if entry.prepare is not None:
            entry.prepare(self, value)
        before = store_files.snapshot(self.scratch)
        failure, answer = self._answer(entry, value)
        changed = store_files.changed_files(before, store_files.snapshot(self.scratch))
        strays = [
            name
            for name in changed
            if self._store_of(name) not in entry.writes
            and not self._new_install(name, before)
            and not self._sqlite_own(name)
        ]
        if failure is None and strays:
            made = [name for name in strays if name not in before]
            kind = STRAY_FILE if made else CHANGED_FILE
            detail = f"files created, changed or removed: {strays[:5]}"
            failure = Failure(entry.clause, detail, kind)
        if failure is None and entry.check is not None and answer is not _RAISED:
            failure = entry.check(self, value, answer)
        failure = failure or self._unparseable(entry) or self._unrelated_changed(entry, value)
        failure = failure or self._prompt_broken(entry)
        if failure is not None:
            self.reset()  # so the shrinking runs start from the same store
        return failure

    def _answer(self, entry: EntryPoint, value: str) -> tuple[Failure | None, object]:  # noqa: PLR0911
        try:
            answer = entry.call(self, self.expand(value))
        except (TypeError, ValueError) as error:
            if entry.may_raise:
                return None, _RAISED
            return Failure(entry.clause, f"raised {type(error).__name__}: {error}", ERROR), _RAISED
        except TransportError:
            raise
        except Exception as error:
            detail = f"crashed with {type(error).__name__}: {error}"
            return Failure(entry.clause, detail, ERROR), _RAISED
        if isinstance(answer, Failure):
            return answer, answer  # the door's call found it, in a step after its argument
        if entry.answers is None:
            if answer is None:
                return None, answer
            return Failure(entry.clause, f"answered {answer!r}"[:300]), answer
        if not isinstance(answer, entry.answers):
            detail = f"answered {type(answer).__name__}: {answer!r}"[:300]
            return Failure(entry.clause, detail), answer
        writes_a_fact = entry.kind in ("topic", "fact") and isinstance(answer, dict)
        if writes_a_fact and not set(cast(dict[str, object], answer)) >= WRITE_RESULT_KEYS:
            missing = sorted(WRITE_RESULT_KEYS - set(cast(dict[str, object], answer)))
            return Failure("WRITE-1", f"answered a dict without the keys {missing}"), answer
        return None, answer

    def _new_install(self, name: str, before: dict[str, bytes]) -> bool:
        """A database file made where there was none, holding nothing of the user, is the new
        install's ("The database lands in ~/.kotoba/ on a new install."), not a change."""
        if name in before or self._store_of(name) != "database" or self.database is None:
            return False
        return database_files.holds_nothing_of_the_user(self.database)

    def _sqlite_own(self, name: str) -> bool:
        """The database's `-wal`, `-shm` or `-journal` file: SQLite's own, made and removed as
        any connection opens, reads and closes the database, so never a stray (a change to the
        data is seen in the database itself, by `_unrelated_changed` and the doors' checks)."""
        db = self.database
        path = self.scratch / name
        return (
            db is not None
            and path.parent == db.parent
            and path.name in {db.name + suffix for suffix in database_files.SIDECARS}
        )

    def _store_of(self, name: str) -> str | None:
        """Which store a changed file (relative to the scratch root) belongs to, if any."""
        path = self.scratch / name
        if self.visual_dir is not None and path.is_relative_to(self.visual_dir):
            return "visual"
        if path.is_relative_to(self.memory_dir):
            parts = path.relative_to(self.memory_dir).parts
            if parts == (store_files.USER_MD,):
                return "memory"
            if (
                len(parts) == 2
                and parts[0] == store_files.TOPICS
                and parts[1].endswith(".md")
                and store_files.SLUG.match(parts[1][:-3])
            ):
                return "memory"
            return None
        db = self.database
        if db is None or path.parent != db.parent:
            return None
        return "database" if path.name in {db.name + s for s in DATABASE_SUFFIXES} else None

    def _unparseable(self, entry: EntryPoint) -> Failure | None:
        why = store_files.misshapen_store(self.memory_dir)
        return None if why is None else Failure(entry.clause, why)

    def _unrelated_changed(self, entry: EntryPoint, value: str) -> Failure | None:
        held = store_files.topic_facts(self.memory_dir, SENTINEL_TOPIC)
        if entry.kind in DELETING_KINDS and "sentinel" in value.lower():
            return None  # it may have named the sentinels' topic
        missing = [fact for fact in SENTINELS if fact not in held]
        if not missing:
            return None
        return Failure(entry.clause, f"an unrelated fact changed: {missing[0]!r} is gone")

    def _prompt_broken(self, entry: EntryPoint) -> Failure | None:
        try:
            lines = self.open_system.facts_for_prompt()
        except TransportError:
            raise
        except Exception as error:
            return Failure("PROMPT-1", f"the prompt then raised {type(error).__name__}: {error}")
        if not isinstance(lines, list) or not all(isinstance(line, str) for line in lines):
            return Failure("PROMPT-1", f"the prompt then was {lines!r}"[:300])
        if "profile" in self.claimed:
            try:
                cast(ProfileSystem, self.open_system).profile_for_prompt()
            except TransportError:
                raise
            except Exception as error:
                return Failure("PROF-2", f"the profile then raised {type(error).__name__}: {error}")
        del entry
        return None

    def close(self) -> None:
        try:
            if self.system is not None:
                self.system.close()
                self.system = None
        finally:
            for fixture in self.fixtures:
                fixture.close()


_RAISED = object()
"""Stands for the answer of a call that raised (a refusal by exception, or a failure)."""
