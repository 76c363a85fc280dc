"""Honours the personal flag for the profile but not for the facts: a context built for a
stranger, or for nobody, still carries every inline fact.

clause: PERS-1, PERS-2
"""

from __future__ import annotations

from kotoba_conformance.contract.adapter import Context
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def load_context(self, personal: bool) -> Context:
        context = super().load_context(personal)
        context["facts"] = "\n".join(self.store.facts_for_prompt())
        return context


class Adapter(ReferenceAdapter):
    system_class = System
