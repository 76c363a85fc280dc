"""Starts the published settings app's uvicorn processes from one process that imported their
libraries once.

`python -m uvicorn kotoba.server:app` spends most of its start importing OpenAI's client, FastAPI
and pydantic, and every HTTP scenario, audit probe and fuzz input of the settings app starts one.
The launcher (`python -m kotoba_companion_adapter.app_launcher`) imports those libraries, never the
published package, then forks a child for each app. The child takes the app's working folder and
environment, and then runs `uvicorn ARGS` as a new interpreter would: `kotoba.server`, and with it
every module of the package, is imported in the child, under the app's environment, because the
package reads its paths and settings from the environment at import.

The libraries are imported under the launcher's own environment, so `Launcher.start` starts an
app only when its environment differs from the launcher's in PER_APP alone; `settings_server`
starts any other as a new interpreter. The preloaded libraries read none of PER_APP at import
(OpenAI's client reads its API type and version and Azure's endpoint and token then, from the
machine's environment, which every app shares).

The protocol is one JSON object a line each way, on the launcher's standard input and output:
`{"start": {"args", "env", "cwd", "log"}}` is answered `{"pid", "port"}`, `{"poll": pid}`
`{"returncode": null or n}`, and `{"stop": pid, "seconds": s}` `{"returncode": n}` once the
child has ended (SIGTERM, then SIGKILL after `s` seconds). At the end of its input the launcher
kills the children still running.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import traceback
from collections.abc import Sequence
from typing import IO, Any

from kotoba_companion_adapter.environment import STORE_VARIABLES

__all__ = ["PER_APP", "Launcher", "launcher_for"]

PER_APP = (*STORE_VARIABLES, "KOTOBA_MODELS_DIR", "PYTEST_CURRENT_TEST")
"""The variables that differ from one app to the next: its stores' paths, its stand-in face, and
the test pytest is running when it starts."""
PRELOADED = ("openai", "fastapi", "fastapi.middleware.cors", "fastapi.responses", "uvicorn.main")
"""The libraries `kotoba.server` imports that take most of its import time; none of them reads
PER_APP at import."""


class Launcher:
    """A launcher process, spoken to from any thread of this one."""

    def __init__(self, env: dict[str, str]) -> None:
        self.env = dict(env)
        self._lock = threading.Lock()
        self._process = subprocess.Popen(
            [sys.executable, "-m", "kotoba_companion_adapter.app_launcher"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=self.env, text=True,
        )  # fmt: skip

    def serves(self, env: dict[str, str]) -> bool:
        """Whether an app with this environment may be forked from here: the same variables as
        the launcher's, but for PER_APP."""
        if self._process.poll() is not None:
            return False
        ours = {k: v for k, v in self.env.items() if k not in PER_APP}
        return ours == {k: v for k, v in env.items() if k not in PER_APP}

    def start(
        self, args: list[str], env: dict[str, str], cwd: str, log: str, first: Sequence[str] = ()
    ) -> tuple[int, int]:
        """`uvicorn ARGS` (with `--fd` of a socket listening on the loopback added) as a child of
        the launcher, which imports the modules `first` names before uvicorn: its process id and
        the port it listens on."""
        start = {"args": args, "env": env, "cwd": cwd, "log": log, "first": list(first)}
        answer = self._ask({"start": start})
        return int(answer["pid"]), int(answer["port"])

    def poll(self, pid: int) -> int | None:
        code = self._ask({"poll": pid})["returncode"]
        return None if code is None else int(code)

    def stop(self, pid: int, seconds: float) -> int:
        return int(self._ask({"stop": pid, "seconds": seconds})["returncode"])

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._pipes()[0].close()
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()

    def _ask(self, request: dict[str, Any]) -> dict[str, Any]:
        stdin, stdout = self._pipes()
        with self._lock:
            stdin.write(json.dumps(request) + "\n")
            stdin.flush()
            line = stdout.readline()
        if not line:
            raise RuntimeError("the settings app's launcher exited without answering")
        answer: dict[str, Any] = json.loads(line)
        if "error" in answer:
            raise RuntimeError(f"the settings app's launcher: {answer['error']}")
        return answer

    def _pipes(self) -> tuple[IO[str], IO[str]]:
        assert self._process.stdin is not None
        assert self._process.stdout is not None
        return self._process.stdin, self._process.stdout


_launchers: dict[int, Launcher] = {}
_launchers_lock = threading.Lock()


def launcher_for(env: dict[str, str]) -> Launcher | None:
    """This process's launcher, started with `env` on first call (a forked process starts its
    own); None when the app's environment differs from the launcher's beyond PER_APP."""
    with _launchers_lock:
        launcher = _launchers.get(os.getpid())
        if launcher is None or launcher._process.poll() is not None:
            launcher = _launchers[os.getpid()] = Launcher(env)
            atexit.register(launcher.close)
    return launcher if launcher.serves(env) else None


# --- the launcher process -----------------------------------------------------------------------


def _serve() -> None:
    for name in PRELOADED:
        importlib.import_module(name)
    children: dict[int, int | None] = {}
    for line in sys.stdin:
        request: dict[str, Any] = json.loads(line)
        try:
            answer = _answer(request, children)
        except OSError as error:
            answer = {"error": str(error)}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    for pid, code in children.items():
        if code is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)


def _answer(request: dict[str, Any], children: dict[int, int | None]) -> dict[str, Any]:
    if "start" in request:
        pid, port = _fork(request["start"])
        children[pid] = None
        return {"pid": pid, "port": port}
    pid = int(request.get("poll", request.get("stop", 0)))
    if "stop" in request and _ended(pid, children) is None:
        os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + float(request["seconds"])
        while _ended(pid, children) is None and time.monotonic() < deadline:
            time.sleep(0.01)
        if _ended(pid, children) is None:
            os.kill(pid, signal.SIGKILL)
            children[pid] = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    return {"returncode": _ended(pid, children)}


def _ended(pid: int, children: dict[int, int | None]) -> int | None:
    """The child's exit status once it has ended, else None."""
    if children.get(pid) is None:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            children[pid] = os.waitstatus_to_exitcode(status)
    return children[pid]


def _fork(start: dict[str, Any]) -> tuple[int, int]:
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    port = int(listener.getsockname()[1])
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            code = _become_uvicorn(start, listener.fileno())
        except BaseException:  # what a new interpreter would print (into the app's log)
            traceback.print_exc()
        finally:
            os._exit(code)
    listener.close()
    return pid, port


def _become_uvicorn(start: dict[str, Any], listener: int) -> int:
    """In the child: the app's session, folder, environment and output, then `uvicorn ARGS`."""
    os.setsid()
    os.closerange(3, listener)
    os.closerange(listener + 1, 1 << 16)
    null = os.open(os.devnull, os.O_RDONLY)
    log = os.open(start["log"], os.O_WRONLY | os.O_CREAT | os.O_APPEND)
    for source, target in ((null, 0), (log, 1), (log, 2)):
        os.dup2(source, target)
    os.chdir(start["cwd"])
    sys.path[0] = start["cwd"]  # where `python -m uvicorn` run from there would look first
    os.environ.clear()
    os.environ.update(start["env"])
    random.seed()  # a new interpreter's own, not the launcher's
    for name in start["first"]:
        importlib.import_module(name)
    uvicorn = importlib.import_module("uvicorn.main").main  # preloaded: see PRELOADED
    args = [*start["args"], "--fd", str(listener)]
    sys.argv = ["uvicorn", *args]
    try:
        uvicorn.main(args=args, prog_name="uvicorn")
    except SystemExit as exit_:
        return exit_.code if isinstance(exit_.code, int) else 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return 0


if __name__ == "__main__":
    _serve()
