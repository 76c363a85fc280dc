"""Each inline fact is tagged with its topic file's heading line rather than the file it lives
in, so a topic file whose heading was edited by hand ("# My pets" in topics/pets.md) tags its
facts "[My pets]" instead of "[pets]".

clause: PROMPT-1
sentence: Each recent fact is tagged with the topic file it lives in
"""

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_contrary import adapter, topics
from tests.liberal.kotoba_contrary.pointer import prompt_lines
from tests.liberal.kotoba_contrary.shelf import load
from tests.liberal.kotoba_contrary.system import ContrarySystem


def _heading(memory_dir: str, slug: str) -> str:
    try:
        with open(topics.path_of(memory_dir, slug), encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("# ") and line[2:].strip():
                    return line[2:].strip()
    except OSError:
        pass
    return slug


class _System(ContrarySystem):
    def facts_for_prompt(self) -> list[str]:
        shelf = load(self.memory_dir())
        lines = prompt_lines(shelf)
        for position, fact in enumerate(shelf.recent):
            slug = shelf.topic_of(fact)
            if slug is not None:
                lines[position] = f"{fact} [{_heading(self.memory_dir(), slug)}]"
        return lines


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
