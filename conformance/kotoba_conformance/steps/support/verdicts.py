"""One bug, one clause: a step says which clauses it can evidence, and a failure of that step is
charged to those of the scenario's clauses only.

A scenario tagged `@WRITE-2 @WRITE-5` whose refusal text is wrong fails at the step checking the
text; the store was left untouched, as WRITE-5 asks, so only WRITE-2 should be reported failed.
Steps without a declaration (or whose clauses the scenario does not carry) charge all its tags.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import pytest

from kotoba_conformance.contract import catalogue

F = TypeVar("F", bound=Callable[..., object])
_ATTRIBUTE = "__kotoba_checks__"
FAILED_STEP = pytest.StashKey[dict[str, Any]]()
"""On a scenario's item: the step that failed, where it is, and the clauses it checks (what the
recorder charges the failure to). A feature's step is noted by the plugin when it fails; an item
that is no feature's scenario (a generated program) notes its own with `note_failed_step`."""


def note_failed_step(
    node: pytest.Item, step: str, location: str, checks: Sequence[str], state: str = ""
) -> None:
    """Record, on the item, the check that failed: the recorder charges it to `checks`."""
    node.stash[FAILED_STEP] = {
        "step": step,
        "location": location,
        "checks": list(checks),
        "state": state,
    }


def checks(*clauses: str) -> Callable[[F], F]:
    """Declare the clauses a step checks; place it under `@then(...)`. An id that names no
    clause of the catalogue is refused here, where it is written, not at the first failure."""
    if unknown := [c for c in clauses if c not in catalogue.clauses()]:
        raise ValueError(f"@checks names no clause: {', '.join(unknown)}")

    def declare(step: F) -> F:
        setattr(step, _ATTRIBUTE, (*getattr(step, _ATTRIBUTE, ()), *clauses))
        return step

    return declare


def declared(step: object) -> tuple[str, ...]:
    """The clauses a step function declares it checks (none when it declares nothing)."""
    return tuple(getattr(step, _ATTRIBUTE, ()))


def charged(scenario_clauses: Iterable[str], step_checks: Iterable[str]) -> tuple[str, ...]:
    """The scenario's clauses a failure of a step declaring `step_checks` is charged to; empty
    when the step declares none of them, which charges the failure to all of them."""
    own = set(step_checks)
    return tuple(tag for tag in scenario_clauses if tag in own)
