"""Atomic file replacement and the cross-process lock `USER.md.lock` (STORE-8).

Each file is written whole to a hidden companion and renamed over the original, so a reader
sees the old file or the new one and never a torn one. A writer killed between the two leaves
its companion behind; the next writer, holding the lock, sweeps such leftovers away, so the
store never keeps a file that is not USER.md, its lock, or a topic file.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
from collections.abc import Iterator

from filelock import FileLock

LOCK_NAME = "USER.md.lock"
_LEFTOVER = re.compile(r"\.[^/]+\.kotoba-contrary-[0-9a-f]+\.tmp")


@contextlib.contextmanager
def locked(memory_dir: str) -> Iterator[None]:
    """Hold the store's lock for one whole read-modify-write, across processes and threads."""
    os.makedirs(memory_dir, exist_ok=True)
    with FileLock(os.path.join(memory_dir, LOCK_NAME), thread_local=False):
        _sweep(memory_dir)
        _sweep(os.path.join(memory_dir, "topics"))
        yield


def replace(path: str, text: str) -> None:
    """Write `text` to `path` by rename, so the file is never seen half written."""
    folder, name = os.path.split(path)
    os.makedirs(folder, exist_ok=True)
    companion = os.path.join(folder, f".{name}.kotoba-contrary-{secrets.token_hex(6)}.tmp")
    try:
        with open(companion, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
        os.replace(companion, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(companion)
        raise


def _sweep(folder: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        for entry in os.scandir(folder):
            if _LEFTOVER.fullmatch(entry.name):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(entry.path)
