"""The pointer line's total M is summed from the counts ## Topics last recorded, so after a
bullet is added to (or deleted from) a topic file by hand the total is wrong until the next
write.

clause: PROMPT-2
sentence: the pointer line says how many facts it stands for
answer: undocumented: the index is rebuilt on the next write ("The index is rebuilt on the next
  write, so a stale ## Recent entry may linger until then"), and the documents do not say whether
  the pointer line's totals are read from the topic files or from the index they rebuild; the suite
  requires M to count a hand-added bullet once the index is rebuilt (prompt.feature: A bullet added
  by hand counts toward the totals once the index is rebuilt)
"""

import re

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory

_COUNT = re.compile(r"^- [a-z0-9-]+ → topics/[a-z0-9-]+\.md \((\d+) facts\)$")
_TOTAL = re.compile(r"^\(This list is the (\d+) most recent of \d+ facts")


class _IndexTotalMemory(Memory):
    def prompt_lines(self) -> list[str]:
        lines = super().prompt_lines()
        if not lines or not self.store.index.is_file():
            return lines
        text = self.store.index.read_text(encoding="utf-8")
        total = sum(int(m.group(1)) for m in map(_COUNT.match, text.splitlines()) if m)
        pointer = _TOTAL.sub(rf"(This list is the \1 most recent of {total} facts", lines[-1])
        return [*lines[:-1], pointer]


vars(system)["Memory"] = _IndexTotalMemory

__all__ = ["Adapter"]
