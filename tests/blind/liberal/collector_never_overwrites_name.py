"""The collector sets the user's name only while none is stored: telling her a new name in
conversation never replaces the old one (setup and the first-run screen still overwrite).

clause: PROF-4
sentence: Overwriting is easy: re-run kotoba setup, or just tell her
"""

from typing import Any

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def _collect(self, answer: dict[str, Any]) -> None:
        with self._db.connect() as connection:
            known = connection.execute(
                "SELECT value FROM user_profile WHERE key = 'name' AND trim(value) != ''"
            ).fetchone()
        if known is not None:
            answer = {key: value for key, value in answer.items() if key != "user_name"}
        super()._collect(answer)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
