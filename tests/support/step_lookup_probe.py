"""A pytest plugin for `tests/steps/test_step_lookup.py`: once the features are collected, it asks
both lookups, pytest-bdd's own and the per-module one standing in for it, for the definitions
of every distinct step of every scenario, and writes what it compared to the file named by
STEP_LOOKUP_PROBE."""

from __future__ import annotations

import importlib
import json
import os
from pathlib import Path
from typing import Any

import pytest


def pytest_collection_finish(session: pytest.Session) -> None:
    scenario: Any = importlib.import_module("pytest_bdd.scenario")
    lookup = scenario.find_fixturedefs_for_step
    original = getattr(lookup, "replaced", None)
    compared, differing = 0, []
    seen: set[tuple[str, str, str]] = set()
    for item in session.items:
        template = scenario.scenario_wrapper_template_registry.get(getattr(item, "obj", None))
        if original is None or template is None:
            continue
        callspec = getattr(item, "callspec", None)
        example = {} if callspec is None else callspec.params.get("_pytest_bdd_example", {})
        module = item.nodeid.split("::")[0]
        for step in template.render(example).steps:
            if (key := (module, step.type, step.name)) in seen:
                continue
            seen.add(key)
            asked = {"step": step, "fixturemanager": session._fixturemanager, "node": item}
            theirs = [d.argname for d in original(**asked)]
            ours = [d.argname for d in lookup(**asked)]
            compared += 1
            if theirs != ours:
                differing.append({"step": f"{step.type} {step.name}", "bdd": theirs, "ours": ours})
    said = {
        "installed": original is not None,
        "compared": compared,
        "modules": len({module for module, _, _ in seen}),
        "differing": differing,
    }
    Path(os.environ["STEP_LOOKUP_PROBE"]).write_text(json.dumps(said), encoding="utf-8")
