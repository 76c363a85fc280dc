"""kotoba_memory.py: a Kotoba memory store in plain Python (3.10 or newer, standard library only),
run by the kit in its own process. docs/implementing.md grows it step by step
(examples/python/steps/).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any


def memory_dir_of(env: dict[str, str]) -> Path:
    """Every path comes from the environment the suite hands to `open`, never from os.environ:
    scenarios run side by side in one process. HOME is always set, KOTOBA_HOME nearly always,
    KOTOBA_MEMORY_DIR sometimes."""
    home = env.get("KOTOBA_HOME") or os.path.join(env["HOME"], ".kotoba")
    return Path(env.get("KOTOBA_MEMORY_DIR") or os.path.join(home, "memory")).resolve()


class NotYet:
    """The contract's methods this tutorial has not reached yet: each says so when called.
    A step that writes one deletes its stub here."""

    def memory_write(self, fact: object, topic: object = None) -> str:
        raise NotImplementedError("no memory_write yet")

    def write_fact(self, fact: object, topic: object = None) -> dict[str, Any]:
        raise NotImplementedError("no write_fact yet")

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        raise NotImplementedError("no memory_recall yet")

    def facts_for_prompt(self) -> list[str]:
        raise NotImplementedError("no facts_for_prompt yet")

    def delete_topic(self, slug: str) -> None:
        raise NotImplementedError("no delete_topic yet")


# ---- the system: one running install ---------------------------------------------------------


class System(NotYet):
    """One install, on the folders of one spec. It keeps nothing in memory: the files are the
    truth, and the suite reads and edits them between calls."""

    def __init__(self, env: dict[str, str]) -> None:
        self.folder = memory_dir_of(env)

    def memory_dir(self) -> str:
        return str(self.folder)

    def close(self) -> None:
        """Nothing to release: every call opened and closed its own files."""


# ---- the adapter: what the kit loads (--adapter kotoba_memory:Adapter) -----------------------


class Adapter:
    def capabilities(self) -> list[str]:
        return ["facts", "prompt"]

    def known_failures(self) -> list[str]:
        return []

    def open(self, spec: dict[str, Any]) -> System:
        return System(spec["env"])
