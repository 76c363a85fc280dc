"""Facts that are only in a topic file (added there by hand, or pushed out of ## Recent) are put
inline in the prompt too, after the ## Recent ones.

clause: PROMPT-5
sentence: It is just not inline in the prompt until it appears in ## Recent.
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory


class _EverythingInlineMemory(Memory):
    def prompt_lines(self) -> list[str]:
        lines = super().prompt_lines()
        if not lines:
            return lines
        recent = set(self.store.recent())
        extra = [
            f"{fact} [{slug}]"
            for slug, listed in self.store.all_facts().items()
            for fact in listed
            if fact not in recent
        ]
        return [*lines[:-1], *extra, lines[-1]]


vars(system)["Memory"] = _EverythingInlineMemory

__all__ = ["Adapter"]
