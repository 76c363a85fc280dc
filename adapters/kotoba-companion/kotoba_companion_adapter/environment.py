"""One scenario's environment, lent to the published code for the length of one call.

The published package resolves every path from `os.environ` on each call (`kotoba.paths.home_dir`,
`kotoba.core.user_memory.memory_dir`, `kotoba.core.visual_memory`'s folder, `Path.home()` behind
them), and `kotoba.paths.HOME_DIR` once at import. There is no parameter to hand it a home, so a
call runs with the scenario's variables set in `os.environ` under one process-wide lock, and the
previous environment is put back afterwards. pytest-xdist runs scenarios in separate processes, so
the lock only has to order the systems of one process (a scenario's own threads, the probe).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["STORE_VARIABLES", "child_environment", "lent_environment"]

STORE_VARIABLES = ("HOME", "KOTOBA_HOME", "KOTOBA_MEMORY_DIR", "KOTOBA_VISUAL_MEMORY_DIR")
"""The variables the documents name (and HOME, behind `~`): set from the spec, or removed."""

_LOCK = threading.RLock()


@contextmanager
def lent_environment(env: dict[str, str]) -> Iterator[None]:
    """Run the body with exactly the spec's store variables in `os.environ`, then restore them."""
    with _LOCK:
        saved = {name: os.environ.get(name) for name in STORE_VARIABLES}
        try:
            for name in STORE_VARIABLES:
                if name in env:
                    os.environ[name] = env[name]
                else:
                    os.environ.pop(name, None)
            yield
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def child_environment(env: dict[str, str]) -> dict[str, str]:
    """The environment of a process serving one system: this one's, with the spec's store
    variables in place of its own (PATH and the rest are the machine's, which a server needs)."""
    child = {k: v for k, v in os.environ.items() if k not in STORE_VARIABLES}
    child.update({k: v for k, v in env.items() if k in STORE_VARIABLES})
    return child
