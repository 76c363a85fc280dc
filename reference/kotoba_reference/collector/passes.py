"""The background collector: after each reply, a pass over the user's latest message asks a model
for durable facts, the user's name and a renaming of the companion, and keeps what survives.

Passes run on one worker thread, in the order the messages came, so the reply never waits for the
model. Each pass feeds the model what is already stored (for cross-language de-duplication),
screens the candidates for task narration (never done for an explicit `memory_write`), and
writes the rest through `write_fact`, so duplicates, refusals and corrections follow the store's
own rules. A name is set only when it is plausible: an empty one changes nothing (R7).
"""

from __future__ import annotations

import concurrent.futures
import logging
import threading
from collections.abc import Callable

from kotoba_reference.collector import ephemeral, names
from kotoba_reference.collector import prompt as extractor_prompt
from kotoba_reference.collector.extraction import Extraction, ExtractionModel, parse
from kotoba_reference.facts.store import MemoryStore

LOG = logging.getLogger(__name__)


class Collector:
    """The collector of one install. `model` may be swapped at any time (the next pass uses it)."""

    looks_ephemeral: Callable[[str], bool] = staticmethod(ephemeral.looks_ephemeral)
    """The task-narration filter the candidates pass (a variant swaps it, as tests/broken does)."""
    build_prompt: Callable[[str, list[str], str], str] = staticmethod(extractor_prompt.build_prompt)

    def __init__(
        self,
        store: MemoryStore,
        set_user_name: Callable[[str], None],
        model: ExtractionModel,
        companion: str = names.DEFAULT_COMPANION_NAME,
    ) -> None:
        self.store = store
        self.set_user_name = set_user_name
        self.model = model
        self.companion = companion
        self._prompts: list[str] = []
        self._guard = threading.Lock()
        self._pending: list[concurrent.futures.Future[None]] = []
        self._worker = concurrent.futures.ThreadPoolExecutor(1, "kotoba-collector")

    def after_reply(self, message: str) -> None:
        """Start a pass over `message` in the background and return at once."""
        with self._guard:
            self._pending.append(self._worker.submit(self._pass, message))

    def settle(self, timeout_seconds: float) -> bool:
        """Wait for every pass started so far; False when the timeout ran out first."""
        with self._guard:
            pending = list(self._pending)
        _, not_done = concurrent.futures.wait(pending, timeout=timeout_seconds)
        with self._guard:
            self._pending = [future for future in self._pending if not future.done()]
        return not not_done

    def prompts(self) -> list[str]:
        with self._guard:
            return list(self._prompts)

    def close(self, timeout_seconds: float = 60.0) -> None:
        """Let the passes already started finish, then stop the worker."""
        self.settle(timeout_seconds)
        self._worker.shutdown(wait=False, cancel_futures=True)

    def _pass(self, message: str) -> None:
        try:
            self.keep(self.ask(message))
        except Exception:  # a failed pass loses one message's facts, never the conversation
            LOG.exception("a collector pass failed")

    def ask(self, message: str) -> Extraction:
        """Send the model the prompt for this message and read its answer."""
        prompt = self.build_prompt(message, self.store.every_fact(), self.companion)
        with self._guard:
            self._prompts.append(prompt)
        return parse(self.model(prompt))

    def keep(self, extraction: Extraction) -> None:
        """Store what the model found, after the narration filter and the name guards."""
        for fact in extraction.facts:
            if not self.looks_ephemeral(fact):
                self.store.write_fact(fact)
        if extraction.user_name is not None:
            self.keep_user_name(extraction.user_name)
        if extraction.companion_name is not None:
            self.keep_companion_name(extraction.companion_name)

    def keep_user_name(self, name: str) -> None:
        """Hand the name to the profile, unless it is junk; the profile keeps the old name when
        this one is empty, as every name surface does (R7)."""
        if not name.strip() or names.plausible_name(name) is not None:
            self.set_user_name(" ".join(name.split()))

    def keep_companion_name(self, name: str) -> None:
        """Rename the companion: the model returned a renaming, and it is a plausible name."""
        if (plausible := names.plausible_name(name)) is not None:
            self.companion = plausible
