"""The background collector (COL-1..5): after each reply, one pass in its own thread asks the
model for durable facts and names, then stores what survives the narration filter.

The reply never waits for it. Passes run side by side, but each sends its prompt only after
the pass before it has sent its own, so the prompts go out in the order of the replies. The
model is whatever `script` last set, as the contract has it.
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from typing import Any

from . import companion, store
from .collector_prompt import build
from .database import Database
from .names import usable_name
from .narration import is_narration
from .profile import upsert_user_profile
from .shelf import load


class Collector:
    """The passes of one system: started, recorded, awaited."""

    def __init__(self, memory_dir: str, database: Database) -> None:
        self._memory_dir = memory_dir
        self._database = database
        self._answer: dict[str, Any] = {}
        self._prompts: list[str] = []
        self._passes: list[threading.Thread] = []
        self._last_sent: threading.Event | None = None
        self._guard = threading.Lock()

    def script(self, answer: dict[str, Any]) -> None:
        """From now on the model gives this answer."""
        with self._guard:
            self._answer = dict(answer)

    def start(self, message: str) -> None:
        """Begin one pass over the user's message, in the background."""
        sent = threading.Event()
        with self._guard:
            before, self._last_sent = self._last_sent, sent
            thread = threading.Thread(target=self._pass, args=(message, before, sent), daemon=True)
            self._passes.append(thread)
        thread.start()

    def settle(self, timeout_seconds: float) -> bool:
        """Wait for every pass started so far; False when time ran out first."""
        deadline = time.monotonic() + max(0.0, timeout_seconds)
        with self._guard:
            passes = list(self._passes)
        for thread in passes:
            thread.join(max(0.0, deadline - time.monotonic()))
        return not any(thread.is_alive() for thread in passes)

    def prompts(self) -> list[str]:
        """Every prompt sent so far, oldest first."""
        with self._guard:
            return list(self._prompts)

    def _pass(self, message: str, before: threading.Event | None, sent: threading.Event) -> None:
        try:
            if before is not None:
                before.wait()
            answer = self._send(message)
        except Exception:  # a failed pass must not take the system down
            traceback.print_exc(file=sys.stderr)
            return
        finally:
            sent.set()
        try:
            self._store(answer)
        except Exception:  # a failed pass must not take the system down
            traceback.print_exc(file=sys.stderr)

    def _send(self, message: str) -> dict[str, Any]:
        stored = [fact for fact, _ in load(self._memory_dir).facts()]
        prompt = build(stored, companion.companion_name(self._database), message)
        with self._guard:
            self._prompts.append(prompt)
            return dict(self._answer)

    def _store(self, answer: dict[str, Any]) -> None:
        delay = answer.get("delay_seconds") or 0
        if isinstance(delay, (int, float)) and delay > 0:
            time.sleep(float(delay))
        for candidate in answer.get("facts") or []:
            if isinstance(candidate, str) and not is_narration(candidate):
                store.write(self._memory_dir, candidate, None)
        user_name = usable_name(answer.get("user_name"))
        if user_name is not None:
            upsert_user_profile(self._database, "name", user_name)
        new_name = usable_name(answer.get("companion_name"))
        if new_name is not None:
            companion.rename(self._database, new_name)
