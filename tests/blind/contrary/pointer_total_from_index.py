"""The pointer line's M adds up the counts the ## Topics lines of USER.md give instead of
counting the topic files' bullets, so a bullet added to (or removed from) a topic file by hand
leaves M stale until the next write rebuilds the index.

clause: PROMPT-2
sentence: the pointer line says how many facts it stands for
answer: undocumented: the same case as liberal/pointer_total_from_stale_index: M is stale only
  between a hand edit of a topic file and the next write, which rebuilds the index ("The index is
  rebuilt on the next write, so a stale ## Recent entry may linger until then"), and the documents
  do not say whether the pointer line's totals are read from the topic files or from the index; the
  suite requires M to count a hand-added or hand-deleted bullet once the index is rebuilt
  (prompt.feature: A bullet added by hand counts toward the totals once the index is rebuilt, A
  bullet deleted by hand leaves the totals once the index is rebuilt)
"""

import re

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_contrary import adapter, index
from tests.liberal.kotoba_contrary.system import ContrarySystem

_COUNT = re.compile(r"- [a-z0-9-]+ → topics/[a-z0-9-]+\.md \((\d+) facts\)")
_TOTAL = re.compile(r" of \d+ facts, across ")


class _System(ContrarySystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        listed = [_COUNT.fullmatch(line.strip()) for line in index.read(self.memory_dir())]
        counts = [int(match.group(1)) for match in listed if match]
        if not counts:
            return lines
        indexed = sum(counts)
        return [
            _TOTAL.sub(f" of {indexed} facts, across ", line, count=1)
            if line.startswith("(This list")
            else line
            for line in lines
        ]


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
