"""A one-line progress bar on stderr for the long modes (stress, fuzz): plain text, no
dependency, redrawn in place only when it changes, so a log file gets few lines."""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30


class Progress:
    """`update(done)` redraws `label [#####-----] done/total elapsed`; `close()` ends the line."""

    def __init__(self, label: str, total: int, stream: TextIO | None = None) -> None:
        self.label = label
        self.total = max(total, 1)
        self.stream = stream if stream is not None else sys.stderr
        self.started = time.monotonic()
        self.drawn = ""

    def update(self, done: int) -> None:
        filled = min(WIDTH, WIDTH * done // self.total)
        elapsed = time.monotonic() - self.started
        line = (
            f"{self.label} [{'#' * filled}{'-' * (WIDTH - filled)}] "
            f"{done}/{self.total} {elapsed:.0f}s"
        )
        if line != self.drawn:
            self.stream.write("\r" + line)
            self.stream.flush()
            self.drawn = line

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()
