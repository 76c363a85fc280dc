"""The published code this adapter drives, imported in one place so the rest reads plainly.

Importing `kotoba` reads `KOTOBA_HOME` once (`kotoba.paths.HOME_DIR`, behind the soul files and
the model library, never a store the documents name), so it is imported with an empty scratch
home lent to it, never the machine's own.
"""

from __future__ import annotations

import importlib
import tempfile
from typing import Any

from kotoba_companion_adapter.environment import lent_environment

__all__ = ["MODULES", "load"]

MODULES = {
    "context": "kotoba.core.context",
    "llm": "kotoba.core.llm",
    "memory": "kotoba.core.memory",
    "soul_loader": "kotoba.soul.loader",
    "user_memory": "kotoba.core.user_memory",
    "visual_memory": "kotoba.core.visual_memory",
    "database": "kotoba.db.database",
    "schemas": "kotoba.models.schemas",
    "paths": "kotoba.paths",
    "tools": "kotoba.tools",
    "memory_recall": "kotoba.tools.builtin.memory_recall",
    "memory_write": "kotoba.tools.builtin.memory_write",
    "session_search": "kotoba.tools.builtin.session_search",
}
"""The name this adapter uses for each published module, and the module."""

_LOADED: dict[str, Any] = {}


def load() -> dict[str, Any]:
    """The published modules by this adapter's names, imported once a process."""
    if not _LOADED:
        with (
            tempfile.TemporaryDirectory(prefix="kotoba-import-") as home,
            lent_environment({"HOME": home, "KOTOBA_HOME": f"{home}/.kotoba"}),
        ):
            _LOADED.update({name: importlib.import_module(m) for name, m in MODULES.items()})
    return _LOADED
