"""The published code this adapter drives, imported in one place so the rest reads plainly.

Importing `kotoba.paths` reads `KOTOBA_HOME` once (`HOME_DIR`, behind the soul files and the
model library, never a store the documents name; no other module reads a home at import), so it
is imported first, with an empty scratch home lent to it, never the machine's own. Every other
module is imported on first use: a writer process of the suite's races loads only the store.
"""

from __future__ import annotations

import importlib
import tempfile
from typing import Any

from kotoba_companion_adapter.environment import lent_environment

__all__ = ["ENGINE_DATABASE_URL", "MODULES", "SESSION_ID", "load"]

SESSION_ID = "conformance"
"""The conversation every turn of a system belongs to (the log keys turns by session, and the
session state is keyed by it too)."""

ENGINE_DATABASE_URL = "sqlite:///./kotoba.db"
"""What `kotoba.core.engine.start` opens when DATABASE_URL is unset, as the spec's env leaves it."""

MODULES = {
    "attachments": "kotoba.core.attachments",
    "context": "kotoba.core.context",
    "cron": "kotoba.core.cron",
    "ephemeral_secrets": "kotoba.core.ephemeral_secrets",
    "events": "kotoba.core.events",
    "file_library": "kotoba.core.file_library",
    "mcp_active": "kotoba.core.mcp_active",
    "pending_reminder": "kotoba.core.pending_reminder",
    "reports": "kotoba.core.reports",
    "session_captures": "kotoba.core.session_captures",
    "ssrf": "kotoba.core.ssrf",
    "task_list": "kotoba.core.task_list",
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
    "recall_image": "kotoba.tools.builtin.recall_image",
    "remember_image": "kotoba.tools.builtin.remember_image",
    "session_search": "kotoba.tools.builtin.session_search",
}
"""The name this adapter uses for each published module, and the module."""


class _Published(dict[str, Any]):
    """The published modules by this adapter's names, each imported when first asked for."""

    def __missing__(self, name: str) -> Any:
        module = importlib.import_module(MODULES[name])
        self[name] = module
        return module


_LOADED = _Published()


def load() -> dict[str, Any]:
    """The published modules, `kotoba.paths` imported (once a process) before any other."""
    if "paths" not in _LOADED:
        with (
            tempfile.TemporaryDirectory(prefix="kotoba-import-") as home,
            lent_environment({"HOME": home, "KOTOBA_HOME": f"{home}/.kotoba"}),
        ):
            _LOADED["paths"] = importlib.import_module(MODULES["paths"])
    return _LOADED
