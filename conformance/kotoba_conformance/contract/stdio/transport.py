"""One child process spoken to in JSON lines: start it, write a line, read a line within a
deadline, and stop it. Every failure here is a `TransportError`: the implementation could not be
reached, which says nothing about the behaviour a scenario checks."""

from __future__ import annotations

import contextlib
import json
import os
import queue
import subprocess
import tempfile
import threading
from collections.abc import Sequence
from typing import IO

from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.contract.stdio.protocol import Message

STOP_GRACE = 5.0
"""Seconds a child has to exit after `bye` and a closed stdin before it is killed."""
STDERR_TAIL = 2000
"""Characters of the child's stderr quoted when it fails, to say why."""
_EOF = None


class ChildProcess:
    """The implementation's process. Its stdout is read by a thread into a queue, so that every
    read can wait with a timeout; its stderr goes to a file quoted in errors."""

    def __init__(
        self, command: Sequence[str], timeout: float, transcript: str | None = None
    ) -> None:
        self.command = list(command)
        self.timeout = timeout
        self.transcript = transcript
        self._stderr: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115 - lives as long as the child
        try:
            self._process = subprocess.Popen(
                self.command,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
        except OSError as error:
            self._stderr.close()
            raise TransportError(f"cannot start {self.command}: {error}") from error
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._reader = threading.Thread(target=self._read_stdout, daemon=True)
        self._reader.start()

    def _read_stdout(self) -> None:
        stdout = self._process.stdout
        assert stdout is not None
        for line in stdout:
            self._lines.put(line)
        self._lines.put(_EOF)

    @property
    def alive(self) -> bool:
        return self._process.poll() is None

    def send(self, line: bytes) -> None:
        """Write one line (`protocol.request_line`)."""
        self._note("->", line.decode("ascii", errors="backslashreplace"))
        stdin = self._process.stdin
        assert stdin is not None
        try:
            stdin.write(line)
            stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as error:
            raise self.failure(f"cannot write to the implementation ({error})") from error

    def receive(self) -> Message:
        """The next line, parsed; it must be one JSON object."""
        try:
            line = self._lines.get(timeout=self.timeout)
        except queue.Empty:
            raise self.failure(f"no answer within {self.timeout:g} s") from None
        if line is _EOF:
            self._process.wait(timeout=STOP_GRACE)
            raise self.failure(f"the implementation exited ({self._process.returncode})")
        self._note("<-", line.decode("utf-8", errors="replace"))
        try:
            message = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise self.failure(f"malformed line {line[:200]!r}: {error}") from error
        if not isinstance(message, dict):
            raise self.failure(f"a line that is not a JSON object: {line[:200]!r}")
        return message

    def _note(self, direction: str, line: str) -> None:
        """Append one line to the transcript, if one was asked for (appending is safe enough
        for whole lines from several processes)."""
        if self.transcript:
            with open(self.transcript, "a", encoding="utf-8") as transcript:
                transcript.write(f"{direction} {line.rstrip(chr(10))}\n")

    def failure(self, why: str) -> TransportError:
        """A TransportError saying why, with the tail of the child's stderr."""
        return TransportError(f"{' '.join(self.command)}: {why}{self._stderr_tail()}")

    def _stderr_tail(self) -> str:
        try:
            self._stderr.seek(0)
            text = self._stderr.read().decode("utf-8", errors="replace")
        except (OSError, ValueError):
            return ""
        return f"\n--- its stderr ---\n{text[-STDERR_TAIL:]}" if text.strip() else ""

    def stop(self) -> None:
        """Close stdin (an implementation's cue to exit), wait a little, then kill."""
        if self._process.stdin is not None:
            with contextlib.suppress(OSError):
                self._process.stdin.close()
        try:
            self._process.wait(timeout=STOP_GRACE)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._reader.join(timeout=STOP_GRACE)
        if self._process.stdout is not None and not self._reader.is_alive():
            self._process.stdout.close()
        self._stderr.close()

    def kill(self) -> None:
        if self.alive:
            self._process.kill()
        self.stop()
