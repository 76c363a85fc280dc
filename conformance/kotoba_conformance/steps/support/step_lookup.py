"""Finding a step's definition once per step module instead of once per step.

pytest-bdd finds the definition of each step it runs by asking pytest, for every fixture name
registered (about 320 in this suite, nearly all of them step definitions), which definitions the
scenario can see, and then matching the step's text against those. Over the ~2,000 steps of a
run that is some 650,000 visibility questions: in a run in one process (`-n 0`), 3 of its 11
CPU seconds.

The answer to "which step definitions can this scenario see" is the same for every scenario of
one step module (or class): its steps, its conftest's, the plugin's. So `install` lists them
once per module and matches each step against the list, in the order pytest-bdd itself would
have found them. It stands in for `pytest_bdd.scenario.find_fixturedefs_for_step` only in a
Kotoba run (an adapter was given), and only when that pytest-bdd has the three pieces it is made
of; any other pytest-bdd keeps its own lookup, slower and the same.
`tests/steps/test_step_lookup.py`
holds the two lookups to the same answer for every step of every feature.

This module is the kit's one seam into pytest-bdd's internals (its step registry and its lookup);
`pyproject.toml` pins pytest-bdd to the releases the tests pass on, and
`tests/steps/test_step_lookup.py` fails when the pinned release no longer has what is used here.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Iterator
from typing import Any

Lookup = Callable[..., Iterator[Any]]
SIGNATURE = ["step", "fixturemanager", "node"]


def install() -> bool:
    """Put the per-module lookup in pytest-bdd's place; False (and nothing changed) when this
    pytest-bdd is not one it knows how to stand in for."""
    scenario: Any = importlib.import_module("pytest_bdd.scenario")
    original = getattr(scenario, "find_fixturedefs_for_step", None)
    pieces: list[Any] = [getattr(scenario, name, None) for name in PIECES]
    if original is None or None in pieces:
        return False
    if list(inspect.signature(original).parameters) != SIGNATURE:
        return False
    if hasattr(original, "replaced"):  # installed already
        return True
    lookup = per_module_lookup(*pieces)
    lookup.replaced = original  # type: ignore[attr-defined]
    scenario.find_fixturedefs_for_step = lookup
    return True


PIECES = ("get_fixture_names", "getfixturedefs", "step_function_context_registry")
"""What `pytest_bdd.scenario` uses to find a step's definitions, which this lookup uses too."""


def per_module_lookup(
    fixture_names: Callable[[Any], list[str]],
    fixturedefs: Callable[[Any, str, Any], Any],
    contexts: Any,
) -> Lookup:
    """A `find_fixturedefs_for_step` that lists each module's visible step definitions once."""
    visible: dict[str, list[tuple[Any, Any]]] = {}

    def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterator[Any]:
        key = node.nodeid if node.parent is None else node.parent.nodeid
        if key not in visible:
            visible[key] = [
                (definition, context)
                for name in fixture_names(fixturemanager)
                for definition in fixturedefs(fixturemanager, name, node) or []
                if (context := contexts.get(definition.func)) is not None
            ]
        for definition, context in visible[key]:
            if context.type is not None and context.type != step.type:
                continue
            if context.parser.is_matching(step.name):
                yield definition

    return find_fixturedefs_for_step


def arguments_parsed_from(step_func: Callable[..., Any], step_name: str) -> set[str]:
    """The names of the arguments `step_func`'s parser reads from the text of a step named
    `step_name` (not the fixtures it asks for); empty when no registered parser matches."""
    registry: Any = importlib.import_module("pytest_bdd.steps").step_function_context_registry
    for context in list(registry.values()):
        if context.step_func is step_func and context.parser.is_matching(step_name):
            return set(context.parser.parse_arguments(step_name) or {})
    return set()
