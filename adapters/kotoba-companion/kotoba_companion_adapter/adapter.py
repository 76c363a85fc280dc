"""The adapter for the published Kotoba, `kotoba-companion` 0.10.0 (registered as
`kotoba-companion`).

It drives the published package's own code for every capability it claims:

- facts, prompt: `kotoba.tools.builtin.memory_write.execute` and `memory_recall.execute` (the
  model's tools), `kotoba.core.user_memory.write_fact`, `facts_for_prompt`, `delete_topic`;
- session-search: `kotoba.db.database.Database.insert_turn` and the tool
  `kotoba.tools.builtin.session_search.execute` over the same Database;
- profile: `Database.upsert_user_profile`, the profile block as `load_context` hands it to the
  prompt;
- personal: `kotoba.core.context.load_context(personal=...)`;
- paths: `kotoba.paths`, `kotoba.core.user_memory.memory_dir` and
  `kotoba.core.visual_memory.memory_dir`;
- visual: the tools `kotoba.tools.builtin.remember_image` and `recall_image` over
  `kotoba.core.visual_memory`, the user's share (`kotoba.core.attachments`) and Files
  (`kotoba.core.file_library`), and the events channel (`visual.py`, which lists what it
  emulates: the share's turn, the listener, the suite's image servers behind the SSRF guard);
- http: the app `kotoba.server:app` served by uvicorn (`settings_server.py`);
- collector: `kotoba.core.memory.extract_and_save_memory`, its real pass, started as a
  background task after each reply, with only its model call scripted (`collector.py`);
- lifetime: the session state's own modules (`kotoba.core.pending_reminder`, `mcp_active`,
  `task_list`, `session_captures`, `ephemeral_secrets`, `reports`) and the reminder timer's tick
  (`kotoba.core.cron._tick`) over the events channel, in a process per system, so a restart is a
  new process (`session_process.py`, which lists what it emulates: the listener, the reminder's
  row, the content of each piece of state).

Isolation: the published code reads its paths from `os.environ` on every call (and
`KOTOBA_HOME` once at import), so each call runs with the scenario's variables set in
`os.environ`, restored after (`environment.lent_environment`): a lease shared by the calls on one
spec and waited for by a call on another; xdist workers are processes, each with its own
environment. The settings app runs in a uvicorn process started with the scenario's variables.

What it emulates, and why:

- `DATABASE_URL` unset: the database is the engine's default URL (`sqlite:///./kotoba.db`,
  `kotoba.core.engine.start`), resolved by the published `Database` against the home;
- a source clone (`spec["clone_root"]`): `kotoba.paths._CLONE` and `PACKAGE_DIR` are set, for the
  call, to what a checkout at that root computes at import (the wheel cannot be moved there);
- the tool context: a `kotoba.tools.ToolContext` with the database and one session id, what the
  agentic loop passes; a tool answering None is given its module's `FAIL` line, as the loop
  speaks it;
- the session-search result: the tool formats the rows as prose for the model, so the rows its
  own `Database.search_turns` call returned are kept, as the turns the contract asks for;
- `load_context`'s prompt: `build_system_prompt` is watched to read the profile and the facts it
  is handed (the contract asks for those two, not the whole prompt);
- the collector's model (`kotoba.core.llm.utility_extract`), which answers the scenario's
  script, and her reply to a message, a stand-in sentence (the model would write it);
- the chat bridge and `kotoba setup`: each needs a terminal, a Discord client or a model, so
  their documented rule (`personal=bool(who and who.is_owner)`; a name stripped, skipped when
  empty) is applied to the published functions beneath them.

- for the settings app's process, a provider key that is not a placeholder and a stand-in
  Live2D model, without which the page never reaches Settings (`settings_server.py` says why);
- a fact or topic that is not text: the published tool and store end in `AttributeError` (from
  `.strip()`) before touching anything, re-raised as the contract's `TypeError`.

Nothing of the published package is copied here.
"""

from __future__ import annotations

from importlib import metadata

from kotoba_conformance.contract.adapter import System, SystemSpec

from kotoba_companion_adapter.deviations import declared
from kotoba_companion_adapter.system import CompanionSystem

__all__ = ["PUBLISHED", "CompanionAdapter"]

PUBLISHED = "kotoba-companion"
"""The distribution judged: the published Kotoba on PyPI."""


def _count(failing: tuple[str, ...]) -> str:
    return f"{len(failing)} scenario{'' if len(failing) == 1 else 's'} of the clause"


class CompanionAdapter:
    """The factory the kit loads by the name `kotoba-companion`."""

    def capabilities(self) -> list[str]:
        return [
            "facts",
            "prompt",
            "session-search",
            "profile",
            "personal",
            "paths",
            "visual",
            "http",
            "collector",
            "lifetime",
        ]

    def judges(self) -> str:
        """The published package this adapter judges, with the version installed."""
        return f"{PUBLISHED} {metadata.version(PUBLISHED)}"

    def known_failures(self) -> dict[str, str]:
        """Each deviation with its reason, so a report says why, not only which: what it rests
        on, the sentence it breaks, what the published code does instead and where, and how
        many of the clause's scenarios it fails."""
        return {
            clause: f"rests on {d.rests_on}; breaks \u201c{d.sentence}\u201d: {d.instead}"
            f" ({d.responsible}); {_count(d.failing)} fail"
            for clause, d in sorted(declared().items())
        }

    def known_failing_scenarios(self) -> dict[str, list[str]]:
        """The scenarios each deviation fails: once a clause passes, the ones that changed."""
        return {clause: list(d.failing) for clause, d in sorted(declared().items())}

    def open(self, spec: SystemSpec) -> System:
        return CompanionSystem(spec)
