"""Judging an error a call raised by the error contract (`contract/refusals.py`).

An error is an answer only where the contract allows one (that call, that kind of argument), and
then the call must have left every store as it was: the memory folder byte for byte, the visual
store byte for byte, the database row for row (SQLite rewrites its own pages, a checkpoint say,
without a row changing, so its bytes are not the measure). Anything else is a `ContractBreach`,
which `World.attempt` keeps and the next step raises, so the failure is charged to the clause
that step checks (`verdicts`), not to every tag of the scenario.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import cast

from kotoba_conformance.contract import refusals
from kotoba_conformance.contract.adapter import DatabaseSystem, System, VisualSystem
from kotoba_conformance.steps.support import database_files, store_files

DATABASE_CAPABILITIES = frozenset({"session-search", "profile", "paths", "http"})
REPR_LENGTH = 80


class ContractBreach(AssertionError):
    """A call raised where the error contract allows no error, or refused and changed a store."""


@dataclass(frozen=True)
class Stores:
    """What a refusal must leave as it was."""

    memory: dict[str, bytes]
    visual: dict[str, bytes] | None
    database: dict[str, list[tuple[object, ...]]] | None


def stores_of(system: System, claimed: Collection[str]) -> Stores:
    """The stores of this system as they are now (the visual store and the database only when
    a capability that has them is claimed)."""
    memory = store_files.snapshot(Path(system.memory_dir()))
    visual = None
    if "visual" in claimed:
        visual = store_files.snapshot(Path(cast(VisualSystem, system).visual_memory_dir()))
    database = None
    if DATABASE_CAPABILITIES.intersection(claimed):
        database = database_rows(Path(cast(DatabaseSystem, system).database_path()))
    return Stores(memory, visual, database)


def database_rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every table's rows, by table ({} while there is no database file)."""
    if not path.is_file():
        return {}
    try:
        with database_files.reading(path) as db:
            names = [
                str(row[0])
                for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            ]
            return {
                name: sorted((tuple(r) for r in db.execute(f'SELECT * FROM "{name}"')), key=repr)
                for name in names
            }
    except sqlite3.Error as error:  # unreadable: say so, and compare that
        return {"(unreadable)": [(str(error),)]}


def changes(before: Stores, after: Stores) -> list[str]:
    """What changed between two looks at the stores, one entry per file or table."""
    changed = [f"memory folder: {name}" for name in _files(before.memory, after.memory)]
    if before.visual is not None and after.visual is not None:
        changed += [f"visual store: {name}" for name in _files(before.visual, after.visual)]
    if before.database is not None and after.database is not None:
        tables = before.database.keys() | after.database.keys()
        changed += [
            f"database: table {table}"
            for table in sorted(tables)
            if before.database.get(table) != after.database.get(table)
        ]
    return changed


def _files(before: dict[str, bytes], after: dict[str, bytes]) -> list[str]:
    return store_files.changed_files(before, after)


def call_text(method: str, args: Sequence[object]) -> str:
    """The call as a line can show it: `memory_recall('Luna')`, long arguments cut short."""
    shown = []
    for value in args:
        text = repr(value)
        shown.append(text if len(text) <= REPR_LENGTH else text[: REPR_LENGTH - 1] + "…")
    return f"{method}({', '.join(shown)})"


def judged(
    method: str,
    args: Sequence[object],
    error: Exception,
    topics: Collection[str],
) -> tuple[refusals.Refusal | None, ContractBreach | None]:
    """The refusal the contract allows this call (None: none), and the breach when it allows
    none. The stores are compared by the caller, who looked at them before the call."""
    refusal = refusals.allowed_refusal(method, args, topics=topics)
    if refusal is not None:
        return refusal, None
    raised = f"{call_text(method, args)} raised {type(error).__name__}: {error}"
    return None, ContractBreach(
        f'{raised}\nthe error contract (docs/contract.md, "Errors") lets {method} refuse only '
        f"{refusals.refusable(method)}: none of these arguments is one, so it must answer them"
    )


def changed_by_refusal(
    method: str,
    args: Sequence[object],
    error: Exception,
    refusal: refusals.Refusal,
    changed: list[str],
) -> ContractBreach:
    """The breach of a refusal the contract allows that did not leave the stores as they were."""
    return ContractBreach(
        f"{call_text(method, args)} raised {type(error).__name__}: {error}\n"
        f'the error contract (docs/contract.md, "Errors") lets {method} refuse its '
        f"{refusal.argument} ({refusal.rule.name}), but a refusal must leave every store as it "
        f"was, and these changed: {', '.join(changed[:8])}"
    )


def not_a_refusal(method: str, args: Sequence[object], error: Exception) -> ContractBreach:
    """The breach of an error of any other kind (an implementation's own, `OSError` say, or over
    stdio an error type other than the two): never a refusal, wherever it is raised."""
    return ContractBreach(
        f"{call_text(method, args)} raised {type(error).__name__}: {error}\n"
        f'the error contract (docs/contract.md, "Errors"): only a TypeError or a ValueError is a '
        f"refusal, and only where the contract allows one; any other error is a failure"
    )
