"""Keeps the session's state in a file in Kotoba's home and reads it back on open, so a restart
forgets nothing: the task list, the MCP servers, even a one-time secret outlive the process.

clause: LIFE-1
"""

from __future__ import annotations

import json

from kotoba_conformance.contract.adapter import SessionStateKind, SystemSpec
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self._saved = self.paths.home / "session.json"
        if self._saved.is_file():
            for kind in json.loads(self._saved.read_text(encoding="utf-8")):
                super().hold_session_state(kind)

    def hold_session_state(self, kind: SessionStateKind) -> None:
        super().hold_session_state(kind)
        self._saved.parent.mkdir(parents=True, exist_ok=True)
        self._saved.write_text(json.dumps(self.session_state()), encoding="utf-8")


class Adapter(ReferenceAdapter):
    system_class = System
