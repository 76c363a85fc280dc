"""One scenario's environment, lent to the published code while it runs.

The published package resolves every path from `os.environ` on each call (`kotoba.paths.home_dir`,
`kotoba.core.user_memory.memory_dir`, `kotoba.core.visual_memory.memory_dir`, `Path.home()` behind
them), and `kotoba.paths.HOME_DIR` once at import. There is no parameter to hand it a home, so a
call runs with the scenario's variables set in `os.environ`, and the previous ones are put back
when the last call holding them ends.

The environment is a lease, not a mutex: any number of calls on the same spec hold it at once
(a scenario's two systems, the collector's background pass beside the next call), and a call on
another spec waits until they have all ended. pytest-xdist runs scenarios in separate processes,
each with an `os.environ` of its own, so the lease only orders the systems of one process.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

__all__ = ["STORE_VARIABLES", "child_environment", "lent_environment"]

STORE_VARIABLES = ("HOME", "KOTOBA_HOME", "KOTOBA_MEMORY_DIR", "KOTOBA_VISUAL_MEMORY_DIR")
"""The variables the documents name (and HOME, behind `~`): set from the spec, or removed."""

_lease = threading.Condition()
_lent: tuple[tuple[tuple[str, str], ...], str | None] | None = None
_holders = 0
_saved: dict[str, str | None] = {}
_saved_clone: tuple[object, object] | None = None


@contextmanager
def lent_environment(env: dict[str, str], clone_root: str | None = None) -> Iterator[None]:
    """Run the body with exactly the spec's store variables in `os.environ` and, for a clone,
    `kotoba.paths` seeing the package as running from `<clone_root>/api/src/kotoba` (what it
    computes at import from its own file, which a wheel cannot be moved to)."""
    global _lent, _holders  # noqa: PLW0603 (the one lease of this process)
    key = (tuple(sorted((k, env[k]) for k in STORE_VARIABLES if k in env)), clone_root)
    with _lease:
        while _holders and _lent != key:
            _lease.wait()
        if not _holders:
            _lend(env, clone_root)
            _lent = key
        _holders += 1
    try:
        yield
    finally:
        with _lease:
            _holders -= 1
            if not _holders:
                _give_back()
                _lent = None
                _lease.notify_all()


def _lend(env: dict[str, str], clone_root: str | None) -> None:
    global _saved_clone  # noqa: PLW0603
    _saved.clear()
    _saved.update({name: os.environ.get(name) for name in STORE_VARIABLES})
    for name in STORE_VARIABLES:
        if name in env:
            os.environ[name] = env[name]
        else:
            os.environ.pop(name, None)
    paths: Any = sys.modules.get("kotoba.paths")
    if clone_root is not None and paths is not None:
        _saved_clone = (paths._CLONE, paths.PACKAGE_DIR)
        root = Path(clone_root)
        paths._CLONE, paths.PACKAGE_DIR = root, root / "api" / "src" / "kotoba"


def _give_back() -> None:
    global _saved_clone  # noqa: PLW0603
    for name, value in _saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value
    paths: Any = sys.modules.get("kotoba.paths")
    if _saved_clone is not None and paths is not None:
        paths._CLONE, paths.PACKAGE_DIR = _saved_clone
        _saved_clone = None


def child_environment(env: dict[str, str]) -> dict[str, str]:
    """The environment of a process serving one system: this one's, with the spec's store
    variables in place of its own (PATH and the rest are the machine's, which a server needs)."""
    child = {k: v for k, v in os.environ.items() if k not in STORE_VARIABLES}
    child.update({k: v for k, v in env.items() if k in STORE_VARIABLES})
    return child
