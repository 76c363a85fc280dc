"""One running install: the contract's methods, each handed to the module that owns the rule."""

from __future__ import annotations

from typing import Any, cast

from kotoba_conformance.adapter import (
    Context,
    NameSurface,
    ScriptedExtraction,
    Speaker,
    SystemSpec,
    Turn,
    WriteResult,
)

from . import companion, profile, sessions, store
from .collector import Collector
from .database import Database
from .locations import resolve
from .outcome import Outcome
from .pointer import prompt_lines
from .recall import recall
from .replies import reply
from .shelf import load
from .text import require_text

CLOSE_WAIT_SECONDS = 10.0
REPLY = "Mm, I'm listening."


class ContrarySystem:
    """Everything is read from the files and the database on each call; nothing is cached."""

    def __init__(self, spec: SystemSpec) -> None:
        where = resolve(dict(spec["env"]), spec.get("clone_root"))
        self._memory = where.memory
        self._visual = where.visual
        self._database = Database(where.database)
        self._collector = Collector(self._memory, self._database)

    # facts and prompt
    def memory_dir(self) -> str:
        return self._memory

    def memory_write(self, fact: object, topic: object = None) -> str:
        return reply(store.write(self._memory, fact, topic))

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        return _documented(store.write(self._memory, fact, topic, screened=False))

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        return recall(load(self._memory), query, topic)

    def facts_for_prompt(self) -> list[str]:
        return prompt_lines(load(self._memory))

    def delete_topic(self, slug: str) -> None:
        store.delete_topic(self._memory, slug)

    def close(self) -> None:
        self._collector.settle(CLOSE_WAIT_SECONDS)

    # database, session-search, profile, paths
    def database_path(self) -> str:
        return self._database.path

    def visual_memory_dir(self) -> str:
        return self._visual

    def insert_turn(self, role: str, content: str) -> None:
        sessions.insert_turn(self._database, role, content)

    def session_search(self, query: str) -> list[Turn]:
        found = sessions.session_search(self._database, query)
        return [Turn(role=turn["role"], content=turn["content"]) for turn in found]

    def upsert_user_profile(self, key: str, value: str) -> None:
        profile.upsert_user_profile(self._database, key, value)

    def set_user_name(self, name: str, surface: NameSurface) -> None:
        profile.set_user_name(self._database, name, surface)

    def profile_for_prompt(self) -> str:
        return profile.profile_block(self._database)

    # personal
    def load_context(self, personal: bool) -> Context:
        if not isinstance(personal, bool):
            raise TypeError(f"personal must be a bool, not {type(personal).__name__}")
        if not personal:
            return Context(profile="", facts="")
        return Context(profile=self.profile_for_prompt(), facts="\n".join(self.facts_for_prompt()))

    def bridge_context(self, speaker: Speaker | None) -> Context:
        return self.load_context(bool(speaker and speaker.get("is_owner")))

    # collector
    def script_collector_model(self, answer: ScriptedExtraction) -> None:
        self._collector.script(cast(dict[str, Any], answer))

    def reply_to(self, message: str) -> str:
        said = require_text(message, "message")
        sessions.insert_turn(self._database, "user", said)
        sessions.insert_turn(self._database, "assistant", REPLY)
        self._collector.start(said)
        return REPLY

    def settle_collector(self, timeout_seconds: float) -> bool:
        return self._collector.settle(timeout_seconds)

    def collector_prompts(self) -> list[str]:
        return self._collector.prompts()

    def companion_name(self) -> str:
        return companion.companion_name(self._database)


def _documented(outcome: Outcome) -> WriteResult:
    return WriteResult(
        written=outcome.written,
        reason=outcome.reason,
        retired=list(outcome.retired),
        conflicts=list(outcome.conflicts),
        duplicate_of=outcome.duplicate_of,
    )
