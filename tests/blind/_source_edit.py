"""One edit to the source of an implementation's Python module, applied in the running process.

A blind variant is one bug: a piece of one module's text replaced by another, as a developer's
change would be. The module is imported as shipped, then its source, with each `(before, after)`
replaced (each `before` found exactly once, or the variant is stale and says so), is run again
in the module's own namespace, so every function that looks a name up in the module sees the
edited one, and every module of the same package that imported one of its names (`from .m
import f`) is given the edited object in place of the old one. Module-level state is made anew
by that run; a variant always runs in a process of its own, so nothing else ever sees the edit.
"""

from __future__ import annotations

import importlib
import inspect
import sys
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
    namespace = vars(module)
    before_run = dict(namespace)
    exec(compile(source, inspect.getfile(module), "exec"), namespace)
    _rebind(name, before_run, namespace)
    return module


def _rebind(name: str, old: dict[str, object], new: dict[str, object]) -> None:
    """Point every name another module of the package took from the edited one at its new
    object (a function or class the edit made anew), so no caller keeps the shipped one."""
    replaced = {id(old[k]): new[k] for k in old if k in new and new[k] is not old[k]}
    root = name.split(".", maxsplit=1)[0]
    for other_name, other in list(sys.modules.items()):
        if other is None or other_name == name:
            continue
        if other_name != root and not other_name.startswith(root + "."):
            continue
        namespace = vars(other)
        for key, value in list(namespace.items()):
            fresh = replaced.get(id(value))
            if fresh is not None and old.get(key) is value:
                namespace[key] = fresh
