"""One running install: the long-term store, the database and the session, behind the contract's
methods. Each method only validates and delegates; the modules named for each rule do the work."""

from __future__ import annotations

from typing import Any, cast

from kotoba_conformance.adapter import (
    Context,
    HttpApp,
    NameSurface,
    RecalledImages,
    RememberedImage,
    ScriptedExtraction,
    SessionStateKind,
    Speaker,
    SystemSpec,
    Turn,
    TurnMode,
    WriteResult,
)

from . import conversation, profile
from .collector import Collector
from .database import Database
from .lifetime import Session
from .locations import locate
from .memory import Memory
from .settings_app import PANEL_PATH, SETTINGS_PATH, SettingsApp, Surfaces
from .text import collapse
from .visual import Visual

DEFAULT_COMPANION = "Kotoba"
RECENT_IN_SETTINGS = 8


class LiberalSystem:
    """Every capability: facts, prompt, session-search, profile, personal, paths, lifetime,
    collector, http, and visual (`visual.py`, written by other hands, composed here and closed in
    `close`; nothing else here depends on it)."""

    def __init__(self, spec: SystemSpec) -> None:
        self._places = locate(spec["env"], spec.get("clone_root"))
        self._memory = Memory(self._places.memory)
        self._db = Database(self._places.database)
        self._session = Session(self._db)
        self._collector = Collector(self._memory.stored_facts, self.companion_name, self._collect)
        self._app: SettingsApp | None = None
        self._visual = Visual(spec["env"], spec.get("test_hosts", {}))

    # facts, prompt ---------------------------------------------------------------------------

    def memory_dir(self) -> str:
        return str(self._places.memory)

    def memory_write(self, fact: object, topic: object = None) -> str:
        return self._memory.write(fact, topic).reply

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        return cast(WriteResult, self._memory.write(fact, topic).result)

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        return self._memory.recall(query, topic)

    def facts_for_prompt(self) -> list[str]:
        return self._memory.prompt_lines()

    def delete_topic(self, slug: str) -> None:
        self._memory.delete_topic(slug)

    def close(self) -> None:
        self._collector.close()
        self._visual.close()
        if self._app is not None:
            self._app.stop()
            self._app = None

    # paths, the database ----------------------------------------------------------------------

    def database_path(self) -> str:
        return str(self._places.database)

    def visual_memory_dir(self) -> str:
        return self._visual.visual_memory_dir()

    # visual -----------------------------------------------------------------------------------

    def max_image_bytes(self) -> int:
        return self._visual.max_image_bytes()

    def begin_turn(self, mode: TurnMode) -> None:
        self._visual.begin_turn(mode)

    def share_image(self, data: str, filename: str) -> None:
        self._visual.share_image(data, filename)

    def put_user_file(self, name: str, data: str) -> str:
        return self._visual.put_user_file(name, data)

    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        return self._visual.remember_image(source, about, note, kind)

    def recall_image(self, query: object) -> RecalledImages:
        return self._visual.recall_image(query)

    def forget_image_bytes(self, image_id: str) -> None:
        self._visual.forget_image_bytes(image_id)

    # session-search ---------------------------------------------------------------------------

    def insert_turn(self, role: str, content: str) -> None:
        conversation.insert_turn(self._db, role, content)

    def session_search(self, query: str) -> list[Turn]:
        return cast(list[Turn], conversation.session_search(self._db, query))

    # profile, personal ------------------------------------------------------------------------

    def upsert_user_profile(self, key: str, value: str) -> None:
        profile.upsert(self._db, key, value)

    def set_user_name(self, name: str, surface: NameSurface) -> None:
        profile.set_user_name(self._db, name, surface)

    def profile_for_prompt(self) -> str:
        return profile.block(self._db)

    def load_context(self, personal: bool) -> Context:
        if not personal:
            return {"profile": "", "facts": ""}
        return {"profile": self.profile_for_prompt(), "facts": "\n".join(self.facts_for_prompt())}

    def bridge_context(self, speaker: Speaker | None) -> Context:
        owner = isinstance(speaker, dict) and speaker.get("is_owner") is True
        return self.load_context(personal=owner)

    # collector --------------------------------------------------------------------------------

    def script_collector_model(self, answer: ScriptedExtraction) -> None:
        self._collector.script(cast(dict[str, Any], answer))

    def reply_to(self, message: str) -> str:
        if not isinstance(message, str):
            raise TypeError(f"a message must be text, not {type(message).__name__}")
        reply = "Mm, I'm with you. Go on."
        conversation.insert_turn(self._db, "user", message)
        conversation.insert_turn(self._db, "assistant", reply)
        self._collector.start(message)
        return reply

    def settle_collector(self, timeout_seconds: float) -> bool:
        return self._collector.settle(timeout_seconds)

    def collector_prompts(self) -> list[str]:
        return self._collector.prompts()

    def companion_name(self) -> str:
        return self._db.setting("companion_name") or DEFAULT_COMPANION

    def _collect(self, answer: dict[str, Any]) -> None:
        """Store what one pass found: facts through the write path, then the two names."""
        for fact in answer.get("facts", []):
            self._memory.write(fact)
        user_name = answer.get("user_name")
        if isinstance(user_name, str):
            profile.set_user_name(self._db, user_name, "collector")
        renamed = answer.get("companion_name")
        if isinstance(renamed, str) and collapse(renamed):
            self._db.set_setting("companion_name", collapse(renamed))

    # lifetime ---------------------------------------------------------------------------------

    def hold_session_state(self, kind: SessionStateKind) -> None:
        self._session.hold(kind)

    def session_state(self) -> list[SessionStateKind]:
        return cast(list[SessionStateKind], self._session.held())

    def add_due_reminder(self, text: str) -> None:
        self._session.add_due_reminder(text)

    def set_listening(self, listening: bool) -> None:
        self._session.set_listening(listening)

    def check_reminders(self) -> None:
        self._session.check()

    def delivered_reminders(self) -> list[str]:
        return self._session.delivered()

    def due_reminders(self) -> list[str]:
        return self._session.due()

    # http -------------------------------------------------------------------------------------

    def http_app(self) -> HttpApp:
        if self._app is None:
            surfaces = Surfaces(self._settings, self._memory.delete_topic, self._first_run_name)
            self._app = SettingsApp(surfaces)
        return {
            "base_url": self._app.base_url,
            "settings_path": SETTINGS_PATH,
            "panel_path": PANEL_PATH,
        }

    def _first_run_name(self, name: str) -> None:
        profile.set_user_name(self._db, name, "first-run")

    def _settings(self) -> dict[str, Any]:
        """The settings payload: topics as a list of {slug, facts}, the eight newest facts."""
        topics = [{"slug": slug, "facts": count} for slug, count in self._memory.topic_counts()]
        return {
            "memory": {"topics": topics, "recent": self._memory.recent()[:RECENT_IN_SETTINGS]},
            "personality": {"companion_name": self.companion_name()},
        }
