"""Reading the store's files as fast as one thread can while writers race them.

A file written in place (truncated, then written) is empty or half written for a few
microseconds per write. A check between other work, every half millisecond, lands in that
window in only some runs, so a broken implementation passed now and then. This reader does
nothing else: it opens and reads USER.md and the racing topic files in a loop of its own and
keeps each distinct content it read, which is judged once the writers are done.
"""

from __future__ import annotations

import os
import threading
from collections import Counter
from pathlib import Path
from types import TracebackType

from kotoba_conformance.steps.support import store_files

CHUNK = 1 << 20
"""Bytes asked for by each read of a file; a larger file takes several."""


class TornReads:
    """Reads USER.md and the named topic files again and again on a thread of its own for as
    long as its `with` block runs, keeping the distinct contents read from each and how often
    each was read. A missing file is not torn (it may not be written yet)."""

    def __init__(
        self, memory_dir: Path, slugs: frozenset[str], known_facts: frozenset[str]
    ) -> None:
        self.index = memory_dir / store_files.USER_MD
        self.topics = {store_files.topic_file(memory_dir, slug): slug for slug in sorted(slugs)}
        self.known_facts = known_facts
        self.read: dict[Path, Counter[bytes]] = {p: Counter() for p in [self.index, *self.topics]}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._read_until_stopped, daemon=True)

    def __enter__(self) -> TornReads:
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self._stop.set()
        self._thread.join()

    def _read_until_stopped(self) -> None:
        while not self._stop.is_set():
            for path, contents in self.read.items():
                data = _read_whole(path)
                if data is not None:
                    contents[data] += 1

    def reasons(self) -> list[str]:
        """Why a read was torn, once for every torn read (a content read twice, twice)."""
        found = []
        for path, contents in self.read.items():
            for data, times in contents.items():
                text = data.decode("utf-8", errors="replace")
                if path == self.index:
                    why = store_files.torn_index(text)
                    where = store_files.USER_MD
                else:
                    why = store_files.torn_topic(text, self.known_facts)
                    where = f"topics/{self.topics[path]}.md"
                if why is not None:
                    found += [f"{where}: {why}"] * times
        return found


def _read_whole(path: Path) -> bytes | None:
    """The file's bytes through one open descriptor (what one reader sees), or None when it
    cannot be read now (absent, or not a file at this moment)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        parts = []
        while chunk := os.read(fd, CHUNK):
            parts.append(chunk)
        return b"".join(parts)
    except OSError:
        return None
    finally:
        os.close(fd)
