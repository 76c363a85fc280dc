"""Her replies are logged with an emotion ("warm"), so the emotion column is no longer NULL in
every row.

clause: SESS-5
sentence: Both are NULL in every row.
"""

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
