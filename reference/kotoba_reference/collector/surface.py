"""The collector as the adapter shows it (capability `collector`): a mixin of `ReferenceSystem`.

`extraction_model` is the hook for a real model: a subclass sets it to any callable from the
prompt to the model's JSON answer. The default is the offline rule-based model. The suite hands
in a scripted model instead (`script_collector_model`), so everything around the model is tested
deterministically.
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import ScriptedExtraction

from kotoba_reference.collector import rule_model
from kotoba_reference.collector.extraction import ExtractionModel, ScriptedModel
from kotoba_reference.collector.passes import Collector
from kotoba_reference.conversation import database, profile
from kotoba_reference.conversation.database import Database
from kotoba_reference.facts.store import MemoryStore
from kotoba_reference.paths import Paths

CANNED_REPLY = "(her reply)"
"""What she says back: the reply's wording is the conversation's business, not memory's."""
CLOSE_TIMEOUT_SECONDS = 60.0


class CollectorSurface:
    """Needs `store`, `database` and `paths` from the system it is mixed into."""

    store: MemoryStore
    database: Database
    paths: Paths
    collector_class: type[Collector] = Collector
    """The collector this install runs (a variant swaps it, as tests/broken does)."""
    extraction_model: ExtractionModel = staticmethod(rule_model.answer)
    """The model the collector asks until a scenario scripts one: the hook for a real model."""
    _collector: Collector | None = None
    _collector_database: Database | None = None

    @property
    def collector(self) -> Collector:
        """Built on first use, with its own database connection for the background thread."""
        if self._collector is None:
            self._collector_database = Database(self.paths.database)
            self._collector = self.collector_class(
                self.store, self.set_collected_user_name, self.extraction_model
            )
        return self._collector

    def set_collected_user_name(self, name: str) -> None:
        """The collector's name surface: an upsert of `name`, where "" changes nothing (R7).
        Runs on the collector's thread, on the collector's own connection."""
        if self._collector_database is None:
            self._collector_database = Database(self.paths.database)
        profile.set_user_name(self._collector_database.connection(), name)

    def script_collector_model(self, answer: ScriptedExtraction) -> None:
        self.collector.model = ScriptedModel(answer)

    def reply_to(self, message: str) -> str:
        """Log the turn, reply, then start the collector's pass: the reply never waits for it."""
        if not isinstance(message, str):
            raise TypeError(f"a message is a string, not {type(message).__name__}")
        connection = self.database.connection()
        database.insert_turn(connection, "user", message)
        database.insert_turn(connection, "assistant", CANNED_REPLY)
        self.collector.after_reply(message)
        return CANNED_REPLY

    def settle_collector(self, timeout_seconds: float) -> bool:
        return self.collector.settle(timeout_seconds)

    def collector_prompts(self) -> list[str]:
        return self.collector.prompts()

    def companion_name(self) -> str:
        return self.collector.companion

    def stop_collector(self) -> None:
        """On close: let the passes already started finish, then release their connection."""
        if self._collector is not None:
            self._collector.close(CLOSE_TIMEOUT_SECONDS)
            self._collector = None
        if self._collector_database is not None:
            self._collector_database.close()
            self._collector_database = None
