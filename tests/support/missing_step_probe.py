"""A pytest plugin for `tests/reports/test_failure_output.py`: once the features are collected, the
step
lookup finds no definition for the steps whose text starts with MISSING_STEP, as if a feature
named a step that no step module defines (a fault of the kit, never of the implementation)."""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterator
from typing import Any


def pytest_collection_finish() -> None:
    scenario: Any = importlib.import_module("pytest_bdd.scenario")
    lookup = scenario.find_fixturedefs_for_step
    missing = os.environ["MISSING_STEP"]

    def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterator[Any]:
        if not step.name.startswith(missing):
            yield from lookup(step, fixturemanager, node)

    scenario.find_fixturedefs_for_step = find_fixturedefs_for_step
