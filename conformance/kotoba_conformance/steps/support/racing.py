"""Starting writer processes (`writer_process.py`, one install writing in a process of its own)
and racing them: the quick races of the normal suite and the stress mode share this, so both
start writers the same way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

WRITER_MODULE = "kotoba_conformance.steps.support.writer_process"
"""The module a writer process runs (`python -m`)."""


def worker_command(
    adapter: str,
    env: dict[str, str],
    topic: str,
    start: int,
    count: int,
    *,
    ready: Path | None = None,
    go: Path | None = None,
    stream: bool = False,
    turns: bool = False,
) -> list[str]:
    """The command line of one worker writing invented facts `start` .. `start + count - 1`."""
    command = [
        sys.executable, "-m", WRITER_MODULE, "--adapter", adapter,
        "--env", json.dumps(env), "--topic", topic, "--start", str(start), "--count", str(count),
    ]  # fmt: skip
    if ready is not None:
        command += ["--ready", str(ready)]
    if go is not None:
        command += ["--go", str(go)]
    if stream:
        command.append("--stream")
    if turns:
        command.append("--turns")
    return command


def child_environment() -> dict[str, str]:
    """This process's environment, with its import path, so a worker finds the same adapter."""
    return {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}


@dataclass
class Worker:
    """One started worker, its output going to files (a pipe could fill and stall it)."""

    process: subprocess.Popen[str]
    out: Path
    err: Path

    @classmethod
    def start(cls, command: Sequence[str], folder: Path, name: str) -> Worker:
        out, err = folder / f"{name}.out", folder / f"{name}.err"
        with out.open("w") as out_file, err.open("w") as err_file:
            process = subprocess.Popen(
                list(command), env=child_environment(), stdout=out_file, stderr=err_file, text=True
            )
        return cls(process, out, err)

    def records(self) -> list[dict[str, Any]]:
        """The JSON lines it printed; a line cut short by a kill is not a record."""
        found = []
        for line in self.out.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(record, dict):
                found.append(record)
        return found

    def failure(self) -> str | None:
        """Why it did not finish cleanly, or None when it exited 0."""
        if self.process.returncode == 0:
            return None
        said = self.out.read_text(encoding="utf-8", errors="replace")[-500:].strip()
        logged = self.err.read_text(encoding="utf-8", errors="replace").strip().splitlines()
        last = logged[-1] if logged else ""  # with a traceback, the exception itself
        return f"a writer exited {self.process.returncode}: {said} {last}".strip()


def race(
    commands: Sequence[Sequence[str]],
    folder: Path,
    while_running: Callable[[], None] = lambda: None,
    timeout: float = 180.0,
) -> list[Worker]:
    """Start every worker (each given `--ready folder/ready-i --go folder/go`), release them
    together once all are ready, and call `while_running` again and again until all have
    exited. Returns them exited (killed, if the timeout passed)."""
    folder.mkdir(parents=True, exist_ok=True)
    workers = [Worker.start(c, folder, f"worker-{i}") for i, c in enumerate(commands)]
    deadline = time.monotonic() + timeout
    try:
        while not all((folder / f"ready-{i}").exists() for i in range(len(workers))):
            if any(w.process.poll() is not None for w in workers) or time.monotonic() > deadline:
                break
            time.sleep(0.01)
        (folder / "go").touch()
        while any(w.process.poll() is None for w in workers) and time.monotonic() < deadline:
            while_running()
            time.sleep(0.0005)
    finally:
        for worker in workers:
            if worker.process.poll() is None:
                worker.process.kill()
            worker.process.wait()
    return workers


class Signals(TypedDict):
    """The READY and GO files of one racing worker, as `worker_command` keywords."""

    ready: Path
    go: Path


def ready_and_go(folder: Path, index: int) -> Signals:
    """The READY and GO files `race` expects worker `index` to be given."""
    return {"ready": folder / f"ready-{index}", "go": folder / "go"}
