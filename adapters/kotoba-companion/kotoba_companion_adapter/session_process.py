"""The published session state, held in a process of its own per system, so a restart is one.

The published Kotoba keeps what the documents list as "in memory and gone on restart" in
module-level dicts keyed by session (`kotoba.core.pending_reminder`, `mcp_active`, `task_list`,
`session_captures`, `ephemeral_secrets`, `reports`), and its reminder timer delivers only to
sessions registered on the events channel (`kotoba.core.events.event_queues`). A system's
session lives in a child process (`python -m kotoba_companion_adapter.session_process`), started
on the first call that needs it and ended by `close()`: the next `open()` on the same spec starts
a new one, which is what restarting Kotoba does to those dicts. Nothing here keeps state of its
own; every answer is read from the published modules in the child.

What it emulates, and why:

- the listener: a chat window or a voice session registers the session's queue
  (`events.register`, as `/api/events/{session_id}` does); here the child registers it and reads
  the `reminder` frames the timer put on it (the event sink);
- the reminder: `Database.insert_cronjob` with a due time a minute past, as the reminder tool
  stores one; the timer's tick is the published `kotoba.core.cron._tick` (`cron_loop` runs it
  every 30 s);
- holding each kind of state: the published call that using the feature makes (a fired reminder
  stashed, a server activated, a task list opened, a screenshot recorded, a secret typed into
  the masked box, a report made), each with stand-in content.

The protocol is one JSON object a line each way: `{"call": name, "args": [...]}`, answered
`{"ok": value}` or `{"error": text}`.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import Callable, Coroutine
from datetime import datetime, timedelta, timezone
from typing import IO, Any

from kotoba_conformance.contract.adapter import SessionStateKind

from kotoba_companion_adapter import published
from kotoba_companion_adapter.environment import child_environment, lent_environment
from kotoba_companion_adapter.published import ENGINE_DATABASE_URL, SESSION_ID

__all__ = ["SessionProcess"]

_DUE_FORMAT = "%Y-%m-%d %H:%M:%S"  # the cronjobs table's, compared with CURRENT_TIMESTAMP (UTC)
_SECRET_NAME = "password"


class SessionProcess:
    """The parent's handle on one system's session process, started on the first call."""

    def __init__(self, env: dict[str, str], clone_root: str | None) -> None:
        self._env = env
        self._clone_root = clone_root
        self._child: subprocess.Popen[str] | None = None

    def call(self, name: str, *args: object) -> Any:
        child = self._started()
        assert child.stdin is not None
        assert child.stdout is not None
        child.stdin.write(json.dumps({"call": name, "args": list(args)}) + "\n")
        child.stdin.flush()
        line = child.stdout.readline()
        if not line:
            raise RuntimeError(f"the session process ended during {name}: {child.wait()}")
        answer: dict[str, Any] = json.loads(line)
        if "error" in answer:
            raise RuntimeError(f"the session process failed in {name}: {answer['error']}")
        return answer["ok"]

    def _started(self) -> subprocess.Popen[str]:
        if self._child is None:
            command = [sys.executable, "-m", "kotoba_companion_adapter.session_process"]
            if self._clone_root is not None:
                command.append(self._clone_root)
            self._child = subprocess.Popen(
                command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                encoding="utf-8", env=child_environment(self._env),
            )  # fmt: skip
        return self._child

    def stop(self) -> None:
        """End the process, and with it every piece of session state it held."""
        child, self._child = self._child, None
        if child is not None:
            assert child.stdin is not None
            child.stdin.close()
            try:
                child.wait(timeout=30)
            except subprocess.TimeoutExpired:
                child.kill()
                child.wait()


# -- in the child: what each call does with the published modules ------------------------------


class _Session:
    """One session of the published Kotoba in this process."""

    def __init__(self, modules: dict[str, Any], lend: Callable[[], Any]) -> None:
        self._m = modules
        self._lend = lend
        self._loop = asyncio.new_event_loop()
        self._db: Any = None
        self._queue: asyncio.Queue[dict[str, Any]] | None = None
        self._delivered: list[str] = []

    def run(self, coroutine: Coroutine[Any, Any, Any]) -> Any:
        with self._lend():
            return self._loop.run_until_complete(coroutine)

    def database(self) -> Any:
        if self._db is None:
            with self._lend():
                db = self._m["database"].Database(ENGINE_DATABASE_URL)
            self.run(db.connect())
            self._db = db
        return self._db

    def hold_session_state(self, kind: SessionStateKind) -> None:
        m, sid = self._m, SESSION_ID
        if kind == "fired reminder":
            m["pending_reminder"].add(sid, "Water the plants")
        elif kind == "active MCP servers":
            m["mcp_active"].activate(sid, "github")
        elif kind == "task list":
            m["task_list"].open_list(sid, ["Find the report", "Send it"], title="Send the report")
        elif kind == "screenshot log":
            m["session_captures"].record(sid, "screenshots/page.png", "the settings page")
        elif kind == "one-time secret":
            m["ephemeral_secrets"].put(sid, _SECRET_NAME, "correct horse battery staple")
        elif kind == "report viewer":
            m["reports"].set_report(sid, "<html><body><h1>Report</h1></body></html>")
        else:
            raise ValueError(f"no such session state: {kind!r}")

    def session_state(self) -> list[SessionStateKind]:
        m, sid = self._m, SESSION_ID
        held: dict[SessionStateKind, bool] = {
            "fired reminder": m["pending_reminder"].has_pending(sid),
            "active MCP servers": bool(
                m["mcp_active"].active(sid) - m["mcp_active"].always_active()
            ),
            "task list": m["task_list"].get(sid) is not None,
            "screenshot log": bool(m["session_captures"].entries(sid)),
            "one-time secret": m["ephemeral_secrets"].get(sid, _SECRET_NAME) is not None,
            "report viewer": m["reports"].get_report(sid) is not None,
        }
        return [kind for kind, holds in held.items() if holds]

    def add_due_reminder(self, text: str) -> None:
        past = datetime.now(timezone.utc).replace(tzinfo=None) - timedelta(minutes=1)
        self.run(self.database().insert_cronjob(text, past.strftime(_DUE_FORMAT), SESSION_ID))

    def set_listening(self, listening: bool) -> None:
        events = self._m["events"]
        if listening and self._queue is None:
            self._queue = self.run(_registered(events))
        elif not listening and self._queue is not None:
            events.unregister(SESSION_ID, self._queue)
            self._queue = None

    def check_reminders(self) -> None:
        self.run(self._m["cron"]._tick(self.database()))
        while self._queue is not None and not self._queue.empty():
            frame = self._queue.get_nowait()
            if frame.get("kind") == "reminder":
                self._delivered.append(str(frame["message"]))

    def delivered_reminders(self) -> list[str]:
        return list(self._delivered)

    def due_reminders(self) -> list[str]:
        return [str(job["message"]) for job in self.run(self.database().due_cronjobs())]


async def _registered(events: Any) -> Any:
    """The session's queue, made inside the loop (an asyncio.Queue binds to the running one)."""
    return events.register(SESSION_ID)


def serve(clone_root: str | None, lines: IO[str], out: IO[str]) -> None:
    """Answer the parent's calls until it closes the pipe."""
    env = dict(os.environ)
    session = _Session(published.load(), lambda: lent_environment(env, clone_root))
    for line in lines:
        request = json.loads(line)
        try:
            answer: dict[str, Any] = {"ok": getattr(session, request["call"])(*request["args"])}
        except Exception as error:  # reported to the parent, which raises it
            answer = {"error": f"{type(error).__name__}: {error}"}
        out.write(json.dumps(answer) + "\n")
        out.flush()
    if session._db is not None:
        session.run(session._db.close())


if __name__ == "__main__":
    # The protocol owns stdout: anything the published code prints goes to stderr instead.
    protocol, sys.stdout = sys.stdout, sys.stderr
    serve(sys.argv[1] if len(sys.argv) > 1 else None, sys.stdin, protocol)
