"""The published collector's pass, `kotoba.core.memory.extract_and_save_memory`, with a scripted
model.

The one thing emulated is the model call: the pass asks `kotoba.core.llm.utility_extract` for a
JSON answer, and that name is replaced, once a process, by a dispatcher that gives the answer the
scenario scripted to the pass running in its context (a `ContextVar` set inside each pass's own
task, so systems of one process never see each other's script), and hands any other caller to
the published function. Everything around it is the published pass: the prompt it builds with
what is stored, its parsing, `upsert_user_profile`, `update_soul_config`, `append_fact(...,
filter_ephemeral=True)`.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import threading
from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import Any

from kotoba_conformance.contract.adapter import ScriptedExtraction

__all__ = ["Collector"]

_SCRIPTED: ContextVar[Callable[[str], Awaitable[str]] | None] = ContextVar(
    "kotoba_companion_scripted_model", default=None
)
_installed = threading.Lock()


def install_dispatcher(llm: Any) -> None:
    """Replace `kotoba.core.llm.utility_extract` by the dispatcher, once."""
    with _installed:
        if getattr(llm.utility_extract, "kotoba_conformance_dispatcher", False):
            return
        published = llm.utility_extract

        async def dispatcher(prompt: str, *, max_output_tokens: int = 512) -> str:
            scripted = _SCRIPTED.get()
            if scripted is None:
                answer: str = await published(prompt, max_output_tokens=max_output_tokens)
                return answer
            return await scripted(prompt)

        dispatcher.kotoba_conformance_dispatcher = True  # type: ignore[attr-defined]
        llm.utility_extract = dispatcher


class Collector:
    """The passes one system has started, on its loop, and the prompts its model was sent."""

    def __init__(self, loop: asyncio.AbstractEventLoop, modules: dict[str, Any]) -> None:
        self._loop = loop
        self._modules = modules
        self._answer: ScriptedExtraction = {}
        self._prompts: list[str] = []
        self._passes: list[concurrent.futures.Future[None]] = []

    def script(self, answer: ScriptedExtraction) -> None:
        self._answer = dict(answer)  # type: ignore[assignment]

    def prompts(self) -> list[str]:
        return list(self._prompts)

    def start(self, message: str, db: Any, lend: Callable[[], Any]) -> None:
        """Start the published pass over `message` in the background, as the app's
        `asyncio.create_task(extract_and_save_memory(...))` does after each reply."""

        install_dispatcher(self._modules["llm"])

        async def one_pass() -> None:
            _SCRIPTED.set(self._model)
            with lend():
                await self._modules["memory"].extract_and_save_memory(message, db)

        self._passes.append(asyncio.run_coroutine_threadsafe(one_pass(), self._loop))

    async def _model(self, prompt: str) -> str:
        self._prompts.append(prompt)
        answer = dict(self._answer)
        await asyncio.sleep(float(answer.pop("delay_seconds", 0.0)))  # type: ignore[arg-type]
        return json.dumps(
            {
                "user_name": answer.get("user_name"),
                "companion_name": answer.get("companion_name"),
                "facts": list(answer.get("facts") or []),  # type: ignore[call-overload]
            }
        )

    def settle(self, timeout_seconds: float) -> bool:
        """Wait for every pass started so far; True when all have ended in time."""
        _done, pending = concurrent.futures.wait(self._passes, timeout=timeout_seconds)
        return not pending
