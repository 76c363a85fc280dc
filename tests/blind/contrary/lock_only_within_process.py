"""The store's lock is only a process-local one: USER.md.lock is created beside the index but never
locked, so writers in separate processes interleave their read-modify-writes and lose facts.

clause: STORE-8
sentence: Writes are atomic and locked across processes
"""

import contextlib
import os
import threading
from collections.abc import Iterator

from tests.liberal.kotoba_contrary import atomic
from tests.liberal.kotoba_contrary.adapter import Adapter

_sweep = atomic._sweep
_GUARD = threading.Lock()
_LOCKS: dict[str, threading.RLock] = {}


@contextlib.contextmanager
def _locked(memory_dir: str) -> Iterator[None]:
    os.makedirs(memory_dir, exist_ok=True)
    with open(os.path.join(memory_dir, atomic.LOCK_NAME), "a", encoding="utf-8"):
        pass  # the file exists, as documented, but nothing ever locks it
    with _GUARD:
        lock = _LOCKS.setdefault(os.path.abspath(memory_dir), threading.RLock())
    with lock:
        _sweep(memory_dir)
        _sweep(os.path.join(memory_dir, "topics"))
        yield


vars(atomic)["locked"] = _locked

__all__ = ["Adapter"]
