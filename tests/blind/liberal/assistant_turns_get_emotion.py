"""Her replies are logged with an emotion ("warm"), so the emotion column is no longer NULL in
every row."""

CLAUSE = "SESS-5"
SENTENCE = "Both are NULL in every row."
# ruff: noqa: E402 - CLAUSE and SENTENCE come first, as the blind brief's format has it

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def reply_to(self, message: str) -> str:
        reply = super().reply_to(message)
        with self._db.connect() as connection:
            connection.execute(
                "UPDATE turns SET emotion = 'warm' WHERE id = (SELECT MAX(id) FROM turns)"
                " AND role = 'assistant'"
            )
        return reply


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
