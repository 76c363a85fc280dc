"""Session state: what the documents list as living in memory only and gone on restart.

Nothing here is written anywhere, by design: a restart builds a new, empty `SessionState`. The
stores that survive (the Markdown facts, the database, the visual store) are elsewhere.
"""

from __future__ import annotations

from typing import get_args

from kotoba_conformance.contract.adapter import SessionStateKind

KINDS: tuple[SessionStateKind, ...] = get_args(SessionStateKind)


class SessionState:
    """One session's in-memory state, by kind: each kind holds a list of entries."""

    def __init__(self) -> None:
        self._held: dict[SessionStateKind, list[str]] = {kind: [] for kind in KINDS}

    def hold(self, kind: SessionStateKind, entry: str) -> None:
        if kind not in self._held:
            raise ValueError(f"no session state of kind {kind!r}; the kinds are {list(KINDS)}")
        self._held[kind].append(entry)

    def kinds_held(self) -> list[SessionStateKind]:
        return [kind for kind, entries in self._held.items() if entries]
