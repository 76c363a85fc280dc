"""`kotoba-conformance` run as its user runs it, in a process of its own, for the tests that
judge hundreds of implementations (`tests/broken/`, `tests/blind/`) one run each.

A new interpreter per run pays the same start-up every time: importing pytest, pytest-bdd,
hypothesis, the kit's command line and the reference. Here one server process per test process
imports them once, with pytest's plugins, keeps them out of the garbage collector's reach, then
forks a child for each run. The child is a process of its own as far as the run can tell: it may
change any module (a blind variant patches its implementation when it loads), it imports the
kit's plugin and steps afresh under the run's own pytest (so pytest rewrites their asserts as in
any run), and nothing comes back but its exit status and what it printed. The run's verdict is
the same as a new interpreter's; only its start-up is shared.

Where `os.fork` does not exist, `run` starts a new interpreter, as `subprocess.run` would.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import importlib
import importlib.metadata
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from kotoba_conformance import cli

ROOT = Path(__file__).resolve().parents[2]
PRELOADED = (
    "pytest",
    "pytest_bdd",
    "pytest_bdd.scenario",
    "pytest_bdd.generation",  # with Mako and the Pygments lexers it loads: a tenth of a second
    "xdist",
    "hypothesis",
    "jsonschema",
    "selenium.webdriver",
    "kotoba_conformance.cli",
    "kotoba_reference.adapter",
)
"""What every run imports before it collects a scenario, and that is the same in every run."""


def run(
    args: Sequence[str], timeout: float, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`python -m kotoba_conformance ARGS` from the repository's root, with `env` added to this
    process's environment; killed (with everything it started) after `timeout` seconds."""
    command = [sys.executable, "-m", "kotoba_conformance", *args]
    if not hasattr(os, "fork"):
        return subprocess.run(
            command, capture_output=True, text=True, cwd=ROOT, timeout=timeout,
            env={**os.environ, **(env or {})}, check=False,
        )  # fmt: skip
    return _server().run(list(args), timeout, env or {})


class _Server:
    """The forking server, spoken to in JSON lines over its standard input and output."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.support.kit_runner"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT,
        )  # fmt: skip

    def run(
        self, args: list[str], timeout: float, env: dict[str, str]
    ) -> subprocess.CompletedProcess[str]:
        stdin, stdout = self._pipes()
        with tempfile.TemporaryDirectory(prefix="kit-run-") as folder:
            out, err = Path(folder) / "out", Path(folder) / "err"
            request = {"args": args, "timeout": timeout, "env": env, "out": str(out)}
            stdin.write(json.dumps({**request, "err": str(err)}) + "\n")
            stdin.flush()
            answer = stdout.readline()
            if not answer:
                raise RuntimeError("the kit's forking server exited without answering")
            code = int(json.loads(answer)["returncode"])
            printed = [p.read_text(encoding="utf-8", errors="replace") for p in (out, err)]
        command = [sys.executable, "-m", "kotoba_conformance", *args]
        if code == _TIMED_OUT:
            raise subprocess.TimeoutExpired(command, timeout, printed[0], printed[1])
        return subprocess.CompletedProcess(command, code, printed[0], printed[1])

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        return self.process.stdin, self.process.stdout

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._pipes()[0].close()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


_TIMED_OUT = -1000
"""The exit status the server gives a run it killed at its timeout."""
_servers: dict[tuple[int, int], _Server] = {}


def _server() -> _Server:
    """This thread's server: a server runs one child at a time, so threads that run the kit at
    once (`benchmarks/blind_tally.py`) each have their own, as does a forked test process."""
    key = (os.getpid(), threading.get_ident())
    server = _servers.get(key)
    if server is None or server.process.poll() is not None:
        server = _servers[key] = _Server()
        atexit.register(server.close)
    return server


# --- the server --------------------------------------------------------------------------------


def _serve() -> None:
    _preload()
    for line in sys.stdin:
        request: dict[str, Any] = json.loads(line)
        code = _run_in_a_child(request)
        sys.stdout.write(json.dumps({"returncode": code}) + "\n")
        sys.stdout.flush()


def _preload() -> None:
    """Import what every run imports, then freeze the heap: a child's collections and its
    exit then never walk (and so never copy) the pages it shares with the server."""
    for name in PRELOADED:
        with contextlib.suppress(ImportError):  # an env without the reference, say
            __import__(name)
    # pytest's own plugins, which every run's pytest imports (a private name: none if it moves)
    for plugin in getattr(importlib.import_module("_pytest.config"), "default_plugins", ()):
        with contextlib.suppress(ImportError):
            __import__(f"_pytest.{plugin}")
    for entry_point in importlib.metadata.entry_points(group="pytest11"):
        with contextlib.suppress(Exception):  # a plugin that cannot load fails in the run
            entry_point.load()  # the installed plugins, which pytest loads the same way
    gc.freeze()


def _run_in_a_child(request: dict[str, Any]) -> int:
    pid = os.fork()
    if pid == 0:
        # The child ends as an interpreter does, so that what the run left to exit handlers
        # (the browser it opened, stdio servers) is closed: os._exit would orphan them.
        raise SystemExit(_child(request))
    deadline = time.monotonic() + float(request["timeout"])
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            return _TIMED_OUT
        time.sleep(0.005)


def _child(request: dict[str, Any]) -> int:
    """Run the kit as the request says, in this (forked) process; its exit status."""
    os.setsid()  # its own process group, so a timeout kills what it started too
    stdin = os.open(os.devnull, os.O_RDONLY)
    out = os.open(request["out"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    err = os.open(request["err"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    for source, target in ((stdin, 0), (out, 1), (err, 2)):
        os.dup2(source, target)
    os.environ.update(request["env"])
    sys.argv = [sys.executable, *request["args"]]
    try:
        return cli.main(request["args"])
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    except BaseException:  # what a new interpreter would print, then its status
        traceback.print_exc()
        return 1


if __name__ == "__main__":
    _serve()
