"""What executing a program observed: per step, the answer, the files before and after, the
prompt, the read-backs (`Probe`) and the conversation log. Plain data, comparable across
implementations (the `diff` command compares two traces of one program)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from kotoba_conformance.programs.operations import Operation
from kotoba_conformance.steps.support import store_files

__all__ = ["Answer", "Files", "Observation", "Probe", "Trace"]

Files = dict[str, bytes]
"""Every file under the scratch root (the user's machine), by path relative to it, with its
bytes; the database and its sidecar files aside, and `USER.md.lock`, which holds no data."""


@dataclass(frozen=True)
class Answer:
    """What one call answered: its value, or the error it raised."""

    value: object = None
    error: str = ""
    """`TypeName: message` when the call raised; "" when it answered."""
    allowed: bool = False
    """The error is a refusal the contract allows for these arguments (`contract/refusals.py`)."""

    @property
    def raised(self) -> bool:
        return bool(self.error)

    def text(self) -> str:
        """The answer as text (a reply), "" for anything else."""
        return self.value if isinstance(self.value, str) else ""


@dataclass(frozen=True)
class Probe:
    """A read-back after a step: a memory search, a topic read, the topic list, a log search."""

    kind: Literal["search", "topic", "list", "log"]
    text: str = ""


@dataclass
class Observation:
    """One step of a program, as the system answered it."""

    index: int
    operation: Operation
    answer: Answer
    before: Files
    after: Files
    """The machine right after the operation, before any read-back."""
    settled: Files
    """The machine after the read-backs (memory searches, topic reads, log searches), before
    the prompt and the rest are read: a recall changes nothing (RECALL-4)."""
    memory: str
    """The memory folder, relative to the scratch root."""
    prompt: Answer
    probes: dict[Probe, Answer] = field(default_factory=dict)
    log: Answer | None = None
    """The turns table's rows (each a dict of column to value), when the system has a log."""
    profile: Answer | None = None
    """`profile_for_prompt`'s block, when the system keeps a profile."""
    settings: Answer | None = None
    """The settings payload's `memory` object (HTTP status and JSON read), with `http`."""

    def memory_files(self, which: Files | None = None) -> Files:
        """The memory folder's files (of `after` unless told), by path relative to it."""
        files = self.after if which is None else which
        prefix = f"{self.memory}/"
        return {k.removeprefix(prefix): v for k, v in files.items() if k.startswith(prefix)}

    def recent(self, which: Files | None = None) -> list[str] | None:
        """The ## Recent entries, or None when there is no USER.md."""
        index = self.memory_files(which).get(store_files.USER_MD)
        if index is None:
            return None
        text = index.decode("utf-8", errors="replace")
        return store_files.bullets(store_files.section(text, "Recent"))

    def topic_lines(self, which: Files | None = None) -> list[str] | None:
        index = self.memory_files(which).get(store_files.USER_MD)
        if index is None:
            return None
        text = index.decode("utf-8", errors="replace")
        return [f"- {line}" for line in store_files.bullets(store_files.section(text, "Topics"))]

    def topic_files(self, which: Files | None = None) -> dict[str, list[str]]:
        """Each topic file's bullets, by slug."""
        found: dict[str, list[str]] = {}
        for path, data in self.memory_files(which).items():
            folder, _, name = path.partition("/")
            if folder == store_files.TOPICS and name.endswith(".md") and "/" not in name:
                text = data.decode("utf-8", errors="replace")
                found[name[: -len(".md")]] = store_files.bullets(text)
        return found


Trace = list[Observation]
