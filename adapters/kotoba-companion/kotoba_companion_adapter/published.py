"""The published code this adapter drives, imported in one place so that the rest reads plainly.

Importing `kotoba` reads `KOTOBA_HOME` once (`kotoba.paths.HOME_DIR`, used for the soul files and
the model library, never for a store the documents name), so it is imported under an empty
scratch environment, never the machine's own home.
"""

from __future__ import annotations

import tempfile
from types import ModuleType
from typing import Any

from kotoba_companion_adapter.environment import lent_environment

__all__ = ["load"]

_MODULES: dict[str, ModuleType] = {}


def load() -> dict[str, Any]:
    """The published modules, by the name this adapter uses for each (imported once a process)."""
    if not _MODULES:
        with tempfile.TemporaryDirectory(prefix="kotoba-import-") as home, lent_environment(
            {"HOME": home, "KOTOBA_HOME": f"{home}/.kotoba"}
        ):
            import kotoba.core.context as context
            import kotoba.core.user_memory as user_memory
            import kotoba.core.visual_memory as visual_memory
            import kotoba.db.database as database
            import kotoba.models.schemas as schemas
            import kotoba.paths as paths
            import kotoba.tools as tools
            import kotoba.tools.builtin.memory_recall as memory_recall
            import kotoba.tools.builtin.memory_write as memory_write
            import kotoba.tools.builtin.session_search as session_search

            _MODULES.update(
                context=context,
                user_memory=user_memory,
                visual_memory=visual_memory,
                database=database,
                schemas=schemas,
                paths=paths,
                tools=tools,
                memory_recall=memory_recall,
                memory_write=memory_write,
                session_search=session_search,
            )
    return dict(_MODULES)
