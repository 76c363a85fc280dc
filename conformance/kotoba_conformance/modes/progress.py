"""Progress for the long modes (stress, fuzz), on stderr: on a terminal, a one-line bar redrawn
in place (`\r`) when it changes; anywhere else (a CI log, a file) no redrawing at all, just one
plain line per phase when it ends, so a log gets a line, not kilobytes of carriage returns."""

from __future__ import annotations

import sys
import time
from typing import TextIO

WIDTH = 30


class Progress:
    """`update(done)` redraws `label [#####-----] done/total elapsed` on a terminal; `close()`
    ends the line there, and elsewhere writes the phase's last state as one line."""

    def __init__(self, label: str, total: int, stream: TextIO | None = None) -> None:
        self.label = label
        self.total = max(total, 1)
        self.stream = stream if stream is not None else sys.stderr
        self.started = time.monotonic()
        self.drawn = ""
        self.done = 0
        isatty = getattr(self.stream, "isatty", None)
        self.live = bool(callable(isatty) and isatty())
        """On a terminal: redraw in place. Elsewhere: one line at the end."""

    def line(self) -> str:
        filled = min(WIDTH, WIDTH * self.done // self.total)
        elapsed = time.monotonic() - self.started
        return (
            f"{self.label} [{'#' * filled}{'-' * (WIDTH - filled)}] "
            f"{self.done}/{self.total} {elapsed:.0f}s"
        )

    def update(self, done: int) -> None:
        self.done = done
        if not self.live:
            return
        line = self.line()
        if line != self.drawn:
            self.stream.write("\r" + line)
            self.stream.flush()
            self.drawn = line

    def close(self) -> None:
        self.stream.write("\n" if self.live else self.line() + "\n")
        self.stream.flush()
