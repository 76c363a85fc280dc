"""The published settings app (`kotoba.server:app`, FastAPI) served by uvicorn on the loopback.

It runs in a process of its own, started with the scenario's environment: the app reads its paths
from the environment of the process it runs in, and a server thread here would read them while
another system holds them. The process is forked from a launcher that imported the app's
libraries once (`app_launcher.py`), or started as a new interpreter when the launcher cannot
serve the app's environment. Its engine (`kotoba.core.engine.start`) opens the same database and
the same memory folder the system's other calls use.

Two things are emulated, each because the page would otherwise never reach Settings:

- a provider key that is not a placeholder (`OPENAI_API_KEY`): until the active provider has
  one, the first-run wizard stands before Settings (`kotoba.core.first_run.needed`); nothing
  calls the model, so the key is never sent anywhere;
- a face (`KOTOBA_MODELS_DIR` holding one `.model3.json`): with no Live2D model installed the
  page sends a new browser to the face step of setup instead of the app; the stand-in fails to
  load, which the page reports beside the avatar and nothing else minds.
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Protocol

from kotoba_conformance.contract.adapter import HttpApp

from kotoba_companion_adapter.app_launcher import Launcher, launcher_for
from kotoba_companion_adapter.environment import child_environment

__all__ = ["SettingsServer"]

START_SECONDS = 60.0
"""How long the app may take to answer `/health` (its engine imports most of the package)."""
STAND_IN_KEY = "sk-conformance-stand-in-key-never-sent"
"""Not a placeholder by `kotoba.core.llm.looks_placeholder`'s rule, and never used for a call."""
SETTINGS_PATH = "/api/settings"
PANEL_PATH = "/app"
"""The page whose Settings drawer holds the Memory panel, drawn by script from `/api/settings`."""


GRACEFUL_SECONDS = 1
"""How long the app waits, once told to stop, for open connections before it closes them and runs
its lifespan's shutdown (which closes the database). Left unbounded, uvicorn waits for the
browser's page to hang up, which it never does while the page is open, and `stop` ends the wait
with SIGKILL, skipping the lifespan's shutdown."""


UVICORN_ARGS = [
    "kotoba.server:app", "--log-level", "warning",
    "--timeout-graceful-shutdown", str(GRACEFUL_SECONDS),
]  # fmt: skip
"""`uvicorn`'s arguments but the socket (`--fd`), whichever way the app is started."""
STOP_SECONDS = 10
"""How long a stopped app may take to end before it is killed."""
FIRST_IMPORTS: tuple[str, ...] = ()
"""Modules an app forked from the launcher imports before uvicorn, in its own process: none for
the published package; a blind variant of it (`tests/blind/published/`) names its own, which
edits the package there too."""


class _Running(Protocol):
    def poll(self) -> int | None: ...

    def stop(self, seconds: float) -> None: ...


class _NewInterpreter:
    """An app started as `python -m uvicorn`, a child of this process."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self._process = process

    def poll(self) -> int | None:
        return self._process.poll()

    def stop(self, seconds: float) -> None:
        self._process.terminate()
        try:
            self._process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()


class _Launched:
    """An app forked by the launcher (`app_launcher`), which alone can wait for it."""

    def __init__(self, launcher: Launcher, pid: int) -> None:
        self._launcher = launcher
        self._pid = pid

    def poll(self) -> int | None:
        return self._launcher.poll(self._pid)

    def stop(self, seconds: float) -> None:
        self._launcher.stop(self._pid, seconds)


class SettingsServer:
    """One uvicorn process serving the published app over one scenario's stores."""

    def __init__(self, env: dict[str, str]) -> None:
        self._env = env
        self._scratch: Path | None = None
        self._process: _Running | None = None
        self._app: HttpApp | None = None

    def app(self) -> HttpApp:
        """Where the app answers, started on first call."""
        if self._app is None:
            self._app = self._start()
        return self._app

    def _start(self) -> HttpApp:
        self._scratch = Path(tempfile.mkdtemp(prefix="kotoba-companion-app-"))
        face = self._scratch / "models" / "stand-in"
        face.mkdir(parents=True)
        (face / "stand-in.model3.json").write_text(
            json.dumps({"Version": 3, "FileReferences": {}}), encoding="utf-8"
        )
        env = child_environment(self._env)
        env.pop("DATABASE_URL", None)
        env.update(OPENAI_API_KEY=STAND_IN_KEY, KOTOBA_MODELS_DIR=str(face.parent))
        log = self._scratch / "uvicorn.log"
        launcher = launcher_for(env)
        if launcher is not None:
            pid, port = launcher.start(
                UVICORN_ARGS, env, str(self._scratch), str(log), first=FIRST_IMPORTS
            )
            self._process = _Launched(launcher, pid)
        else:
            with _listening() as listener, log.open("wb") as output:
                port = listener.getsockname()[1]
                fd = listener.fileno()
                self._process = _NewInterpreter(subprocess.Popen(
                    [sys.executable, "-m", "uvicorn", *UVICORN_ARGS, "--fd", str(fd)],
                    cwd=self._scratch, env=env, stdout=output, stderr=subprocess.STDOUT,
                    start_new_session=True, pass_fds=(fd,),
                ))  # fmt: skip
        base_url = f"http://127.0.0.1:{port}"
        _wait_for(base_url + "/health", self._process, log)
        return HttpApp(base_url=base_url, settings_path=SETTINGS_PATH, panel_path=PANEL_PATH)

    def stop(self) -> None:
        """Stop the app (its lifespan closes the database) and remove its scratch folder."""
        if self._process is not None:
            self._process.stop(STOP_SECONDS)
            self._process = None
        if self._scratch is not None:
            shutil.rmtree(self._scratch, ignore_errors=True)
            self._scratch = None
        self._app = None


def _listening() -> socket.socket:
    """A socket listening on a free port of 127.0.0.1, handed to uvicorn (`--fd`) as it is: a
    port merely found free and released could be taken by another process of the run (one of
    the suite's image servers, say) before uvicorn bound it, and the app's readiness checks
    would then reach that server."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    return listener


def _wait_for(url: str, process: _Running, log: Path) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(
                f"the settings app exited: {log.read_text(errors='replace')[-2000:]}"
            )
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except (urllib.error.URLError, OSError):
            time.sleep(0.1)
    raise RuntimeError(f"the settings app did not answer {url} within {START_SECONDS:.0f} s")
