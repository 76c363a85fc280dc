"""While ## Recent holds fewer than 25 entries, the prompt tops its list up to 25 with facts that
are only in a topic file: a bullet added to a topic file by hand is inline at once.

clause: PROMPT-5
sentence: It is just not inline in the prompt until it appears in ## Recent.
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.files import RECENT_CAP
from tests.liberal.kotoba_liberal.index import ordered, pointer_line
from tests.liberal.kotoba_liberal.memory import Memory


class _ToppedUpMemory(Memory):
    def prompt_lines(self) -> list[str]:
        facts = self.store.all_facts()
        recent = self.store.recent()
        counts = {slug: len(listed) for slug, listed in facts.items()}
        if not recent and not counts:
            return []
        homes = [slug for slug, _ in ordered(counts)]
        lines = []
        for entry in recent:
            home = next((slug for slug in homes if entry in facts[slug]), None)
            lines.append(f"{entry} [{home}]" if home else entry)
        shown = set(recent)
        for slug in homes:
            for fact in reversed(facts[slug]):
                if len(lines) >= RECENT_CAP:
                    break
                if fact not in shown:
                    shown.add(fact)
                    lines.append(f"{fact} [{slug}]")
        return [*lines, pointer_line(len(lines), counts)]


vars(system)["Memory"] = _ToppedUpMemory

__all__ = ["Adapter"]
