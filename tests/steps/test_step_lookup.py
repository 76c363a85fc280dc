"""The per-module step lookup (`steps/support/step_lookup.py`) finds, for every step of every
feature, exactly the definitions pytest-bdd's own lookup finds, in the same order: the installed
pytest-bdd is asked both ways."""

from __future__ import annotations

import importlib
import inspect
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.steps.support import step_lookup
from pytest_bdd import given, parsers

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.runs_the_kit
def test_every_step_finds_the_definitions_pytest_bdd_would_find(tmp_path: Path) -> None:
    said = tmp_path / "compared.json"
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "run", "-n", "0", "--",
         "--collect-only", "-q", "-p", "tests.support.step_lookup_probe"],
        capture_output=True, text=True, cwd=ROOT, timeout=300, check=False,
        env={**os.environ, "STEP_LOOKUP_PROBE": str(said)},
    )  # fmt: skip
    assert completed.returncode == 0, completed.stdout[-2000:] + completed.stderr[-2000:]
    compared = json.loads(said.read_text(encoding="utf-8"))
    assert compared["installed"], "the per-module lookup was not installed in a Kotoba run"
    features = len(list(features_dir().glob("*.feature")))
    assert compared["modules"] == features, f"steps of {compared['modules']} of {features} features"
    assert compared["differing"] == [], compared["differing"][:3]


def test_the_pinned_pytest_bdd_has_every_internal_the_kit_reads() -> None:
    """The seam's pieces exist in the installed pytest-bdd with the shapes it relies on, so a
    release that moves them fails here, not silently in an implementer's run."""
    scenario = importlib.import_module("pytest_bdd.scenario")
    assert all(hasattr(scenario, name) for name in step_lookup.PIECES)
    lookup = scenario.find_fixturedefs_for_step
    original = getattr(lookup, "replaced", lookup)
    assert list(inspect.signature(original).parameters) == step_lookup.SIGNATURE
    registry = importlib.import_module("pytest_bdd.steps").step_function_context_registry
    contexts = list(registry.values())
    assert contexts, "no step registered: the kit's steps were not imported"
    assert all(hasattr(c, "step_func") and hasattr(c.parser, "parse_arguments") for c in contexts)


def test_a_steps_arguments_read_from_its_text_are_named_through_the_seam() -> None:
    def probe(thing: str, world: object) -> None:
        del thing, world

    given(parsers.parse('a probe names "{thing}"'))(probe)
    assert step_lookup.arguments_parsed_from(probe, 'a probe names "the seam"') == {"thing"}
    assert step_lookup.arguments_parsed_from(probe, "a step of another wording") == set()
