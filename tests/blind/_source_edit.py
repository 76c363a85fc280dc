"""One edit to the source of an implementation's Python module, applied in the running process.

A blind variant is one bug: a piece of one module's text replaced by another, as a developer's
change would be. The module is imported as shipped, then its source, with each `(before, after)`
replaced (each `before` found exactly once, or the variant is stale and says so), is run again
in the module's own namespace, so every function that looks a name up in the module sees the
edited one. Module-level state is made anew by that run; a variant always runs in a process of
its own, so nothing else ever sees the edit.
"""

from __future__ import annotations

import importlib
import inspect
from types import ModuleType

__all__ = ["edit_module"]


def edit_module(name: str, *edits: tuple[str, str]) -> ModuleType:
    """Import `name`, then run its source again with each `(before, after)` replaced."""
    module = importlib.import_module(name)
    source = inspect.getsource(module)
    for before, after in edits:
        if source.count(before) != 1:
            raise RuntimeError(f"variant: {before!r} is not found exactly once in {name}")
        source = source.replace(before, after)
    exec(compile(source, inspect.getfile(module), "exec"), vars(module))
    return module
