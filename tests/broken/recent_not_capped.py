"""Never trims `## Recent`: every fact ever written stays listed there (and inline in the prompt),
where the documents keep only the 25 newest (RECENT_CAP).

clause: STORE-2
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

from tests.broken import _seams


class Store(_seams.AfterEachChange):
    def after_change(self, recent_before: list[str]) -> None:
        held = _seams.all_facts(self.memory_dir)

        def uncapped(now: list[str]) -> list[str]:
            """The entries the reference trimmed put back, those still in a topic file."""
            new = [fact for fact in now if fact not in recent_before]
            return [*(f for f in recent_before if f in held and f not in new), *new]

        _seams.rewrite_recent(self.memory_dir, uncapped)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
