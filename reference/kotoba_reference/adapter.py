"""The reference's adapter: how the suite reaches this implementation, like any third party's."""

from __future__ import annotations

from kotoba_conformance.contract.adapter import (
    Context,
    NameSurface,
    Speaker,
    SystemSpec,
    Turn,
    WriteResult,
)

from kotoba_reference import paths
from kotoba_reference.collector.surface import CollectorSurface
from kotoba_reference.conversation import context, database, profile
from kotoba_reference.conversation import search as conversation
from kotoba_reference.facts.rules import REFERENCE_RULES, Rules
from kotoba_reference.facts.store import MemoryStore
from kotoba_reference.lifetime.surface import LifetimeSurface
from kotoba_reference.settings_app.surface import HttpSurfaces
from kotoba_reference.visual.memory import VisualMemory, VisualMixin


class ReferenceSystem(CollectorSurface, LifetimeSurface, VisualMixin, HttpSurfaces):
    """One install: the fact store under the resolved memory folder, and the database."""

    store_class: type[MemoryStore] = MemoryStore
    """The fact store this install runs (a variant swaps it, as tests/broken does)."""
    rules: Rules = REFERENCE_RULES
    """The rules its fact store applies (the extension point: a variant swaps one)."""
    visual_class: type[VisualMemory] = VisualMemory
    """The image memory this install runs (capability `visual`; swappable the same way)."""

    def __init__(self, spec: SystemSpec) -> None:
        self.paths = paths.resolve(spec["env"], spec.get("clone_root"))
        self.store = self.store_class(self.paths.memory_dir, self.rules)
        self.database = database.Database(self.paths.database)
        self.visual = self.visual_class(
            self.paths.visual_memory_dir, self.paths.home, spec.get("test_hosts", {})
        )

    # --- facts and prompt -------------------------------------------------------------------
    def memory_dir(self) -> str:
        return str(self.paths.memory_dir)

    def memory_write(self, fact: object, topic: object = None) -> str:
        return self.store.memory_write(fact, topic)

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        return self.store.write_fact(fact, topic)

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        return self.store.memory_recall(query=query, topic=topic)

    def facts_for_prompt(self) -> list[str]:
        return self.store.facts_for_prompt()

    def delete_topic(self, slug: str) -> None:
        self.store.delete_topic(slug)

    # --- the database: session-search and profile ---------------------------------------------
    def database_path(self) -> str:
        return str(self.paths.database)

    def insert_turn(self, role: str, content: str) -> None:
        database.insert_turn(self.database.connection(), role, content)

    def session_search(self, query: str) -> list[Turn]:
        return conversation.session_search(self.database.connection(), query)

    def upsert_user_profile(self, key: str, value: str) -> None:
        profile.upsert_user_profile(self.database.connection(), key, value)

    def set_user_name(self, name: str, surface: NameSurface) -> None:
        """`kotoba setup` and the first-run route both upsert the key `name`, skip and all."""
        del surface
        profile.set_user_name(self.database.connection(), name)

    def profile_for_prompt(self) -> str:
        return profile.for_prompt(profile.read(self.database.connection()))

    # --- personal and paths ---------------------------------------------------------------------
    def load_context(self, personal: bool) -> Context:
        return context.load_context(personal, self.profile_for_prompt, self.store.facts_for_prompt)

    def bridge_context(self, speaker: Speaker | None) -> Context:
        return self.load_context(context.is_personal(speaker))

    def visual_memory_dir(self) -> str:
        return str(self.paths.visual_memory_dir)

    def close(self) -> None:
        """Close the database; the fact store holds nothing open (each write takes its lock)."""
        self.stop_collector()
        self.database.close()
        super().close()


class ReferenceAdapter:
    """Registered as `reference` in the `kotoba_conformance.adapters` entry-point group."""

    system_class: type[ReferenceSystem] = ReferenceSystem
    """What `open` builds (a variant swaps it, as tests/broken does)."""

    def capabilities(self) -> list[str]:
        return [
            "facts", "prompt", "session-search", "profile", "personal", "paths",
            "collector", "lifetime", "visual", "http",
        ]  # fmt: skip

    def open(self, spec: SystemSpec) -> ReferenceSystem:
        return self.system_class(spec)
