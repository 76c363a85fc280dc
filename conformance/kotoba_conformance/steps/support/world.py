"""One scenario's world: the adapter, the scratch folders standing in for a user's machine, the
open system, and what the last action answered. Steps share it through the `world` fixture."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import cast

from kotoba_conformance.contract.adapter import Adapter, System, SystemSpec, WriteResult
from kotoba_conformance.contract.documented import WRITE_RESULT_KEYS
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.steps.support import refusal_checks, store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts
from kotoba_conformance.steps.support.state import (
    CollectorState,
    EditingState,
    HttpState,
    LogState,
    PersonalState,
    RaceState,
    RecallState,
    VisualState,
    WritingState,
)

SCRATCH_ROOT = "{scratch root}"
"""Stands, in a name a scenario passes (a topic name, say), for its scratch folder's path."""
MEMORY_FOLDER = "{memory folder}"
"""Stands, in a name a scenario passes, for the memory folder's absolute path."""


@dataclass
class CorrectionsState:
    """corrections.feature: a second install on a copy of the store."""

    copy: World | None = None


@dataclass
class World:
    adapter: Adapter
    root: Path
    """Scratch folder: `user/` is HOME, `user/.kotoba` is KOTOBA_HOME unless a scenario says."""
    env: dict[str, str] = field(default_factory=dict)
    clone_root: str | None = None
    test_hosts: dict[str, str] = field(default_factory=dict)
    """Host names the suite's image servers stand for (`SystemSpec.test_hosts`), if any."""
    opened: list[System] = field(default_factory=list)
    reply: str = ""
    result: WriteResult | None = None
    error: Exception | None = None
    answer: object = None
    """Whatever the last action returned, as it came (a broken system may return anything)."""
    before: dict[str, bytes] = field(default_factory=dict)
    machine_before: dict[str, bytes] = field(default_factory=dict)
    machine_folders_before: set[str] = field(default_factory=set)
    # What the steps of each area remember between them (state.py, and CorrectionsState above):
    writing: WritingState = field(default_factory=WritingState)
    race: RaceState = field(default_factory=RaceState)
    log: LogState = field(default_factory=LogState)
    editing: EditingState = field(default_factory=EditingState)
    collector: CollectorState = field(default_factory=CollectorState)
    http: HttpState = field(default_factory=HttpState)
    personal: PersonalState = field(default_factory=PersonalState)
    recall: RecallState = field(default_factory=RecallState)
    corrections: CorrectionsState = field(default_factory=CorrectionsState)
    visual: VisualState = field(default_factory=VisualState)
    unrelated_written: int = 0
    """How many invented facts (`distinct_facts`) this scenario has stored so far."""
    topic_of: dict[str, str] = field(default_factory=dict)
    """The topic each invented fact was stored under."""
    extra_keys: set[str] = field(default_factory=set)
    """Keys `write_fact` answered beyond the documented five: allowed, and reported."""
    breach: refusal_checks.ContractBreach | None = None
    """An error the last `attempt` met that the error contract does not allow, not yet raised."""
    _claimed: frozenset[str] | None = None

    def __post_init__(self) -> None:
        user = self.root / "user"
        user.mkdir(parents=True, exist_ok=True)
        self.env.setdefault("HOME", str(user))
        self.env.setdefault("KOTOBA_HOME", str(user / ".kotoba"))

    def spec(self) -> SystemSpec:
        spec: SystemSpec = {"env": dict(self.env)}
        if self.clone_root is not None:
            spec["clone_root"] = self.clone_root
        if self.test_hosts:
            spec["test_hosts"] = dict(self.test_hosts)
        return spec

    @property
    def system(self) -> System:
        """The scenario's system, opened on first use."""
        if not self.opened:
            self.opened.append(self.adapter.open(self.spec()))
        return self.opened[-1]

    def restart(self) -> System:
        """Close the system and open it again on the same folders, as a process restart does."""
        self.close()
        return self.system

    def store(self, fact: str, topic: str) -> None:
        """Write a fact a scenario relies on; a Given that silently failed would mislead."""
        result = self.system.write_fact(fact, topic)
        assert result["written"], f"setting up, {fact!r} under {topic!r} was not written: {result}"
        self.topic_of[fact] = topic

    def store_unrelated(self, count: int, topic: str) -> list[str]:
        """Store the next `count` invented facts under `topic`, numbering on from the last."""
        facts = distinct_facts(count, self.unrelated_written)
        for fact in facts:
            self.store(fact, topic)
        self.unrelated_written += count
        return facts

    def close(self) -> None:
        while self.opened:
            self.opened.pop().close()

    @property
    def memory_dir(self) -> Path:
        return Path(self.system.memory_dir())

    def expand(self, name: str) -> str:
        """A name with `{scratch root}` and `{memory folder}` replaced by those folders' absolute
        paths: an absolute path that escaped would still land where the scenario can see it (and
        harm nothing else)."""
        name = name.replace(SCRATCH_ROOT, str(self.root))
        if MEMORY_FOLDER in name:
            name = name.replace(MEMORY_FOLDER, str(self.memory_dir.resolve()))
        return name

    def remember_files(self) -> None:
        """Record every byte of the memory store, to prove later that nothing changed."""
        self.before = store_files.snapshot(self.memory_dir)

    def remember_machine(self) -> None:
        """Record every byte under the scratch root, which stands in for the user's machine:
        home, Kotoba's home and the memory folder all live under it."""
        self.machine_before = store_files.snapshot(self.root)
        self.machine_folders_before = store_files.folders(self.root)

    def machine_changes(self, *, folders: bool = False) -> list[str]:
        """Files under the scratch root created, changed or removed since `remember_machine`;
        with `folders`, the folders created or removed too (each ending in `/`)."""
        changed = store_files.changed_files(self.machine_before, store_files.snapshot(self.root))
        if folders:
            moved = store_files.folders(self.root) ^ self.machine_folders_before
            changed += sorted(f"{folder}/" for folder in moved)
        return changed

    def describe(self) -> str:
        """The scenario's state for a failure report (`-v`): what the memory folder holds, file
        by file, and what the last action answered. It asks the system nothing it has not
        already been asked, bar the folder's path, and never raises."""
        lines = []
        if not self.opened:
            lines.append("no system was opened")
        else:
            try:
                folder = Path(self.opened[-1].memory_dir())
            except Exception as error:  # a broken transport, say: the state is still wanted
                lines.append(f"the memory folder could not be asked for: {error!r}")
            else:
                lines += _folder_lines(folder)
        if self.reply:
            lines.append(f"the last reply: {self.reply!r}")
        if self.result is not None:
            lines.append(f"the last result: {dict(self.result)!r}")
        if self.answer is not None and not isinstance(self.answer, (str, dict)):
            lines.append(f"the last answer: {self.answer!r}")
        if self.error is not None:
            lines.append(f"the last action raised {type(self.error).__name__}: {self.error}")
        return "\n".join(lines)

    def attempt(self, action: str, *args: object) -> None:
        """Call a system method, keeping its reply, or the error it raised for the Then steps
        when the error contract allows one there (`contract/refusals.py`) and the stores are as
        they were. Any other error is a breach, raised by the next step (`raise_breach`), so
        the failure is charged to the clause that step checks."""
        self.error = self.answer = None
        claimed = self.claimed()
        topics = self._topic_slugs() if action == "delete_topic" else frozenset()
        before = refusal_checks.stores_of(self.system, claimed)
        try:
            answer = self.answer = getattr(self.system, action)(*args)
        except (TypeError, ValueError) as error:
            self.error = error
            refusal, self.breach = refusal_checks.judged(action, args, error, topics)
            if refusal is not None:
                after = refusal_checks.stores_of(self.system, claimed)
                if changed := refusal_checks.changes(before, after):
                    self.breach = refusal_checks.changed_by_refusal(
                        action, args, error, refusal, changed
                    )
            return
        except TransportError:
            raise  # the kit's own limit: errored, charged to no clause
        except Exception as error:  # any other error escaping is a failure, never a refusal
            self.error = error
            self.breach = refusal_checks.not_a_refusal(action, args, error)
            return
        if isinstance(answer, str):
            self.reply = answer
        elif isinstance(answer, dict):
            self.result = cast(WriteResult, answer)
            if action == "write_fact":
                self.extra_keys |= set(answer) - set(WRITE_RESULT_KEYS)

    def raise_breach(self) -> None:
        """Raise the breach of the error contract the last `attempt` found, once."""
        breach, self.breach = self.breach, None
        if breach is not None:
            raise breach

    def claimed(self) -> frozenset[str]:
        if self._claimed is None:
            self._claimed = frozenset(self.adapter.capabilities())
        return self._claimed

    def _topic_slugs(self) -> frozenset[str]:
        """The slugs of the topic files the store holds now."""
        folder = self.memory_dir / store_files.TOPICS
        if not folder.is_dir():
            return frozenset()
        return frozenset(p.name[:-3] for p in folder.iterdir() if p.name.endswith(".md"))


STATE_FILE_LINES = 30
"""`describe` shows at most this many lines of each file (a store of 30 facts, whole)."""
STATE_FILES = 12


def _folder_lines(folder: Path) -> list[str]:
    files = store_files.snapshot(folder)
    if not files:
        return [f"the memory folder {folder} holds no file"]
    lines = [f"the memory folder {folder} holds:"]
    for name in list(files)[:STATE_FILES]:
        text = files[name].decode("utf-8", errors="replace").splitlines()
        lines.append(f"  {name} ({len(text)} lines)")
        lines += [f"    {line}" for line in text[:STATE_FILE_LINES]]
        if len(text) > STATE_FILE_LINES:
            lines.append(f"    … {len(text) - STATE_FILE_LINES} more lines")
    if len(files) > STATE_FILES:
        lines.append(f"  … and {len(files) - STATE_FILES} more files")
    return lines


def table_column(datatable: list[list[str]]) -> list[str]:
    """The first column of a Gherkin data table, without its header row."""
    return [row[0] for row in datatable[1:]]
