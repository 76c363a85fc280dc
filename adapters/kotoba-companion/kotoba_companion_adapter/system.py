"""One running install of the published Kotoba, isolated in a scenario's folders.

Every call runs the published function with the scenario's environment lent to it
(`environment.lent_environment`), and every database call on this system's own event loop, since
the published database layer (`kotoba.db.database.Database`) is asyncio over aiosqlite.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from kotoba_conformance.contract.adapter import (
    Context,
    HttpApp,
    NameSurface,
    RecalledImages,
    RememberedImage,
    ScriptedExtraction,
    SessionStateKind,
    Speaker,
    SystemSpec,
    Turn,
    TurnMode,
    WriteResult,
)

from kotoba_companion_adapter import published
from kotoba_companion_adapter.arguments import text_only
from kotoba_companion_adapter.collector import Collector
from kotoba_companion_adapter.environment import lent_environment
from kotoba_companion_adapter.published import ENGINE_DATABASE_URL, SESSION_ID
from kotoba_companion_adapter.session_process import SessionProcess
from kotoba_companion_adapter.settings_server import SettingsServer
from kotoba_companion_adapter.visual import VisualMemory

__all__ = ["CompanionSystem"]

T = TypeVar("T")

PROFILE_HEADING = "# What you know about the user"

STAND_IN_REPLY = "I hear you."
"""Her reply to a message, which the model would write (the contract leaves its wording open)."""


class CompanionSystem:
    """The published memory behind the contract: facts, prompt, session-search, profile,
    personal, paths, visual, http, collector and lifetime."""

    def __init__(self, spec: SystemSpec) -> None:
        self._env = dict(spec["env"])
        self._clone_root = spec.get("clone_root")
        self._modules = published.load()
        self._loop = asyncio.new_event_loop()
        # The loop runs in a thread of its own, as the app's does, so that a background task (the
        # collector's pass) goes on between the calls, as `asyncio.create_task` makes it there.
        self._loop_thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._loop_thread.start()
        self._db: Any = None
        self._server = SettingsServer(self._env)
        self._collector = Collector(self._loop, self._modules)
        self._session = SessionProcess(self._env, self._clone_root)
        self._visual = VisualMemory(self._modules, self._run, dict(spec.get("test_hosts", {})))
        with self._published():
            self._db_path: str = self._modules["database"].Database(ENGINE_DATABASE_URL).path
            self._memory_dir = str(self._modules["user_memory"].memory_dir())
            self._visual_dir = str(self._modules["visual_memory"].memory_dir())

    # -- the scope every call runs in ---------------------------------------------------------

    @contextmanager
    def _published(self) -> Iterator[None]:
        """The scenario's environment (and clone) lent to the published code for the body."""
        with lent_environment(self._env, self._clone_root):
            yield

    def _run(self, coroutine: Coroutine[Any, Any, T]) -> T:
        """Run a published coroutine on this system's loop and wait for it."""
        with self._published():
            return asyncio.run_coroutine_threadsafe(coroutine, self._loop).result()

    def _database(self) -> Any:
        """The published Database, connected on first use (it creates the file and its schema)."""
        if self._db is None:
            with self._published():
                db = self._modules["database"].Database(ENGINE_DATABASE_URL)
            soul_path = self._modules["soul_loader"].DEFAULT_SOUL_PATH

            async def connect() -> None:
                await db.connect()
                await db.ensure_session(SESSION_ID)
                # What `kotoba.core.engine.start` does next, for every entry point: her name and
                # personality seeded from the soul file on a first run, kept afterwards.
                await self._modules["soul_loader"].sync_from_file(db, soul_path)

            self._run(connect())
            self._db = db
        return self._db

    def _tool_context(self, db: Any = None) -> Any:
        return self._modules["tools"].ToolContext(db=db, session_id=SESSION_ID)

    # -- facts and prompt ---------------------------------------------------------------------

    def memory_dir(self) -> str:
        return self._memory_dir

    def memory_write(self, fact: object, topic: object = None) -> str:
        args: dict[str, object] = {"fact": fact}
        if topic is not None:
            args["topic"] = topic
        tool = self._modules["memory_write"]
        with text_only(fact, optional=[topic]):
            reply: str | None = self._run(tool.execute(args, self._tool_context()))
        return reply if reply is not None else tool.FAIL

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        user_memory = self._modules["user_memory"]
        with text_only(fact, optional=[topic]), self._published():
            if topic is None:
                result: WriteResult = user_memory.write_fact(fact)
            else:
                result = user_memory.write_fact(fact, topic)
        return result

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        args = {key: value for key, value in (("query", query), ("topic", topic)) if value}
        tool = self._modules["memory_recall"]
        reply: str | None = self._run(tool.execute(args, self._tool_context()))
        # The loop speaks a tool's FAIL line when it answers nothing.
        return reply if reply is not None else tool.FAIL

    def facts_for_prompt(self) -> list[str]:
        with self._published():
            lines: list[str] = self._modules["user_memory"].facts_for_prompt()
        return lines

    def delete_topic(self, slug: str) -> None:
        with self._published():
            self._modules["user_memory"].delete_topic(slug)

    # -- the database: session-search and profile ---------------------------------------------

    def database_path(self) -> str:
        return self._db_path

    def insert_turn(self, role: str, content: str) -> None:
        db = self._database()
        self._run(db.insert_turn(SESSION_ID, role, content))

    def session_search(self, query: str) -> list[Turn]:
        recorder = _SearchRecorder(self._database())
        self._run(
            self._modules["session_search"].execute({"query": query}, self._tool_context(recorder))
        )
        return [Turn(role=row["role"], content=row["content"]) for row in recorder.rows]

    def upsert_user_profile(self, key: str, value: str) -> None:
        self._run(self._database().upsert_user_profile(key, value))

    def set_user_name(self, name: str, surface: NameSurface) -> None:  # noqa: ARG002
        """`kotoba setup` (`kotoba.cli.wizard._ask_your_name`) and the first-run route
        (`kotoba.server.set_user_name`) both strip the name, skip an empty one and keep 60
        characters (the same rule, so `surface` changes nothing); the route itself is driven
        over HTTP by the `http` scenarios, so here that rule is applied to the published
        `upsert_user_profile`."""
        value = name.strip()
        if value:
            self.upsert_user_profile("name", value[:60])

    def profile_for_prompt(self) -> str:
        return self.load_context(personal=True)["profile"] or PROFILE_HEADING

    # -- personal -----------------------------------------------------------------------------

    def load_context(self, personal: bool) -> Context:
        """The published `load_context`, with `build_system_prompt` watched to see the profile
        and the facts it was handed (the prompt then renders them under its headings)."""
        context = self._modules["context"]
        seen: dict[str, Any] = {}
        original = context.build_system_prompt

        def watched(
            soul: Any, user_profile_md: str, memory_facts: list[str], *a: Any, **k: Any
        ) -> Any:
            seen.update(profile=user_profile_md, facts=memory_facts)
            return original(soul, user_profile_md, memory_facts, *a, **k)

        request = self._modules["schemas"].ChatRequest(
            messages=[{"role": "user", "content": "hello"}], session_id=SESSION_ID
        )
        db = self._database()
        context.build_system_prompt = watched
        try:
            self._run(context.load_context(request, db, SESSION_ID, personal=personal))
        finally:
            context.build_system_prompt = original
        profile = seen["profile"]
        return Context(
            profile=f"{PROFILE_HEADING}\n{profile}" if profile else "",
            facts="\n".join(seen["facts"]),
        )

    def bridge_context(self, speaker: Speaker | None) -> Context:
        """`kotoba.discord.bridge` passes `personal=bool(who and who.is_owner)`; its turn needs a
        Discord client and a model, so that expression is applied here to `load_context`."""
        return self.load_context(personal=bool(speaker and speaker["is_owner"]))

    # -- paths and visual: the image tools in visual.py ---------------------------------------

    def visual_memory_dir(self) -> str:
        return self._visual_dir

    def max_image_bytes(self) -> int:
        return self._visual.max_image_bytes()

    def begin_turn(self, mode: TurnMode) -> None:
        self._visual.begin_turn(mode)

    def share_image(self, data: str, filename: str) -> None:
        with self._published():
            self._visual.share_image(data, filename)

    def put_user_file(self, name: str, data: str) -> str:
        with self._published():
            return self._visual.put_user_file(name, data)

    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        return self._visual.remember_image(source, about, note, kind)

    def recall_image(self, query: object) -> RecalledImages:
        return self._visual.recall_image(query)

    def forget_image_bytes(self, image_id: str) -> None:
        with self._published():
            self._visual.forget_image_bytes(image_id)

    # -- collector ----------------------------------------------------------------------------

    def script_collector_model(self, answer: ScriptedExtraction) -> None:
        self._collector.script(answer)

    def reply_to(self, message: str) -> str:
        """Her reply is the model's, which is not run here, so it is a stand-in sentence; what
        surrounds it is the app's (`kotoba.server.chat_completions`): the user's turn and hers
        written to the log, then the published pass over the message, as a background task."""
        db = self._database()
        self._run(db.insert_turn(SESSION_ID, "user", message))
        self._run(db.insert_turn(SESSION_ID, "assistant", STAND_IN_REPLY))
        self._collector.start(message, db, self._published)
        return STAND_IN_REPLY

    def settle_collector(self, timeout_seconds: float) -> bool:
        return self._collector.settle(timeout_seconds)

    def collector_prompts(self) -> list[str]:
        return self._collector.prompts()

    def companion_name(self) -> str:
        soul: dict[str, Any] = self._run(self._database().fetch_soul_config())
        return str(soul.get("name") or "")

    # -- http ---------------------------------------------------------------------------------

    def http_app(self) -> HttpApp:
        return self._server.app()

    # -- lifetime: the session state, in a process of its own (session_process.py) --------------

    def hold_session_state(self, kind: SessionStateKind) -> None:
        self._session.call("hold_session_state", kind)

    def session_state(self) -> list[SessionStateKind]:
        held: list[SessionStateKind] = self._session.call("session_state")
        return held

    def add_due_reminder(self, text: str) -> None:
        self._session.call("add_due_reminder", text)

    def set_listening(self, listening: bool) -> None:
        self._session.call("set_listening", listening)

    def check_reminders(self) -> None:
        self._session.call("check_reminders")

    def delivered_reminders(self) -> list[str]:
        delivered: list[str] = self._session.call("delivered_reminders")
        return delivered

    def due_reminders(self) -> list[str]:
        due: list[str] = self._session.call("due_reminders")
        return due

    def close(self) -> None:
        self._visual.close()
        self._session.stop()
        self._server.stop()
        self._collector.settle(timeout_seconds=30)
        if self._db is not None:
            self._run(self._db.close())
            self._db = None
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._loop_thread.join()
        self._loop.close()


class _SearchRecorder:
    """The published Database, seen by the `session_search` tool, keeping the rows it returned
    (the tool formats them as prose for the model; the contract wants the turns)."""

    def __init__(self, db: Any) -> None:
        self._db = db
        self.rows: list[dict[str, Any]] = []

    async def search_turns(self, query: str, limit: int = 5) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = await self._db.search_turns(query, limit=limit)
        self.rows = rows
        return rows
