"""The log of screenshots taken this session is written beside the visual store's captures and
read back when the system opens, so after a restart the session still holds a screenshot log.

clause: LIFE-1
sentence: the log of screenshots taken this session
"""

import os

from kotoba_conformance.adapter import SessionStateKind, SystemSpec

from tests.liberal.kotoba_liberal import adapter
from tests.liberal.kotoba_liberal.system import LiberalSystem


class _System(LiberalSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        if os.path.isfile(self._capture_log()):
            self._session.hold("screenshot log")

    def _capture_log(self) -> str:
        return os.path.join(self.visual_memory_dir(), "captures", "session.log")

    def hold_session_state(self, kind: SessionStateKind) -> None:
        super().hold_session_state(kind)
        if kind == "screenshot log":
            os.makedirs(os.path.dirname(self._capture_log()), exist_ok=True)
            with open(self._capture_log(), "a", encoding="utf-8") as log:
                log.write("screenshot\n")


class Adapter(adapter.Adapter):
    def open(self, spec: SystemSpec) -> LiberalSystem:
        return _System(spec)


__all__ = ["Adapter"]
