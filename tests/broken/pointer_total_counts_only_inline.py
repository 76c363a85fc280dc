"""States, as the total in the pointer line, only the facts shown inline: "the 25 most recent of
25 facts" with 30 saved, so the list reads as "this is everything", the opposite of true.

clause: PROMPT-2
"""

from __future__ import annotations

import re

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        if not lines:
            return lines
        inline = len(lines) - 1
        total = f"most recent of {inline} facts"
        return [*lines[:-1], re.sub(r"most recent of \d+ facts", total, lines[-1])]


class Adapter(ReferenceAdapter):
    system_class = System
