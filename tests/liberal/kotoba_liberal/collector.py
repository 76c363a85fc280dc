"""The background collector: after each reply, a pass asks a model (here, a scripted one) for
durable facts, the user's name and a renaming of the companion, without delaying the reply."""

from __future__ import annotations

import queue
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from .narration import looks_ephemeral

RULES = """\
Read the user's latest message below and pick out what is worth keeping about them for good.
Keep a fact only if it will most likely still hold a week from now (about seven days on).
Do not keep anything the user asked you to do: a request or a task is not a fact about them.
Do not keep a passing reaction, a joke, a provocation, an insult, or anything said to get a rise out of you.
Do not keep anything about what you or this conversation are doing at the moment.
Do not keep an inference about their identity, health, beliefs or politics that they did not plainly state about themselves.
Write each fact as one short third-person statement in English, whatever language they used.
Facts already stored are listed next; skip anything they already say, even in another language:
"""  # noqa: E501 - one rule a line, as the model reads them
NAMES = """\
Also answer the user's own name if they gave it, else null.
Answer a new name for you only if they clearly renamed you. You are called {companion} now.
Someone else's name, a greeting that uses your current name, or praise for a name is no renaming: answer null.
"""  # noqa: E501


def prompt_for(message: str, stored: list[str], companion: str) -> str:
    listed = "\n".join(f"- {fact}" for fact in stored) or "(nothing stored yet)"
    names = NAMES.format(companion=companion)
    return f"{RULES}{listed}\n\n{names}\nThe message:\n{message}\n"


class Collector:
    """Runs the passes one after another on a worker thread, so each pass is fed what the one
    before it stored; the model's answer is the scenario's."""

    def __init__(
        self,
        stored: Callable[[], list[str]],
        companion: Callable[[], str],
        apply: Callable[[dict[str, Any]], None],
    ) -> None:
        self._stored = stored
        self._companion = companion
        self._apply = apply
        self._answer: dict[str, Any] = {}
        self._prompts: list[str] = []
        self._queue: queue.Queue[tuple[str, dict[str, Any]] | None] = queue.Queue()
        self._worker: threading.Thread | None = None
        self._lock = threading.Lock()

    def script(self, answer: dict[str, Any]) -> None:
        if not isinstance(answer, dict):
            raise TypeError("the scripted answer must be an object")
        self._answer = dict(answer)

    def start(self, message: str) -> None:
        """Queue a pass over this message and return at once."""
        with self._lock:
            if self._worker is None:
                self._worker = threading.Thread(target=self._work, daemon=True)
                self._worker.start()
        self._queue.put((message, dict(self._answer)))

    def _work(self) -> None:
        while (job := self._queue.get()) is not None:
            try:
                self._pass(*job)
            except Exception as error:  # a failed pass must not stop the ones after it
                print(f"collector pass failed: {error!r}", file=sys.stderr)
            finally:
                self._queue.task_done()
        self._queue.task_done()

    def _pass(self, message: str, answer: dict[str, Any]) -> None:
        prompt = prompt_for(message, self._stored(), self._companion())
        with self._lock:
            self._prompts.append(prompt)
        time.sleep(max(0.0, float(answer.get("delay_seconds") or 0)))
        facts = [f for f in answer.get("facts") or [] if isinstance(f, str)]
        self._apply({**answer, "facts": [f for f in facts if not looks_ephemeral(f)]})

    def settle(self, timeout_seconds: float) -> bool:
        """Wait for every queued pass to finish, at most this long."""
        deadline = time.monotonic() + max(0.0, timeout_seconds)
        while self._queue.unfinished_tasks:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.01)
        return True

    def prompts(self) -> list[str]:
        with self._lock:
            return list(self._prompts)

    def close(self) -> None:
        if self._worker is not None:
            self._queue.put(None)
