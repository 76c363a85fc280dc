"""memory_recall with neither query nor topic lists the topics ## Topics names, with its counts,
so a topic file deleted by hand is still listed (and one created by hand is not) until the next
write rebuilds the index.

clause: EDIT-3
sentence: One topic, by hand: delete topics/<slug>.md.
"""

import re

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_contrary import adapter, index
from tests.liberal.kotoba_contrary.system import ContrarySystem

_COUNTED = re.compile(r"- ([a-z0-9-]+) → topics/\1\.md \((\d+) facts\)")


class _System(ContrarySystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        searching = isinstance(query, str) and bool(query.strip())
        lines = index.read(self.memory_dir())
        if searching or topic is not None or not lines:
            return super().memory_recall(query, topic)
        found = (_COUNTED.fullmatch(line.strip()) for line in index._section(lines, "topics"))
        listed = [(match.group(1), match.group(2)) for match in found if match]
        if not listed:
            return "Memory holds no topics yet."
        answer = [f"Memory holds {len(listed)} topics:"]
        answer += [f"- {slug}: {count} facts" for slug, count in listed]
        return "\n".join(answer)


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> ContrarySystem:
        return _System(spec)


__all__ = ["Adapter"]
