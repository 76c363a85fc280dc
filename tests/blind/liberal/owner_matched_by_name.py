"""The bridge also treats a speaker as the owner when their display name matches the user's
stored name (case aside), so anyone calling themselves "Alex" hears Alex's profile and facts.

clause: PERS-2
sentence: Nothing from either store reaches the prompt when the speaker is not you.
"""

from kotoba_conformance.adapter import Context, Speaker, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem
from tests.liberal.kotoba_liberal.text import collapse


class _System(LiberalSystem):
    def bridge_context(self, speaker: Speaker | None) -> Context:
        if isinstance(speaker, dict) and isinstance(speaker.get("name"), str):
            with self._db.connect() as connection:
                row = connection.execute(
                    "SELECT value FROM user_profile WHERE key = 'name'"
                ).fetchone()
            known = collapse(str(row[0])).casefold() if row is not None else ""
            if known and collapse(speaker["name"]).casefold() == known:
                return self.load_context(personal=True)
        return super().bridge_context(speaker)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
