"""The settings payload takes its topics and counts from the ## Topics lines of USER.md, not from
the topic files: after a hand edit (a bullet added, a topic file added or deleted) it shows the
index's stale list until the next write rebuilds it.

clause: HTTP-3
sentence: Settings → Memory lists every topic as slug · count with a delete button.
"""

import re
from typing import Any

from kotoba_conformance.adapter import SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem

_TOPIC_LINE = re.compile(r"- ([a-z0-9-]+) → topics/[a-z0-9-]+\.md \((\d+) facts\)")


class _System(LiberalSystem):
    def _settings(self) -> dict[str, Any]:
        payload = super()._settings()
        index = self._memory.store.index
        text = index.read_text(encoding="utf-8") if index.is_file() else ""
        payload["memory"]["topics"] = [
            {"slug": found[1], "facts": int(found[2])}
            for found in _TOPIC_LINE.finditer(text.partition("## Topics")[2])
        ]
        return payload


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
