"""Reading a pasted scenario the way the suite will: parsed by pytest-bdd, each step matched to
the shipped step definition it names, or run for real by pytest-bdd against an adapter."""

from __future__ import annotations

import importlib
import os
import pkgutil
import subprocess
import sys
import tempfile
from pathlib import Path

import kotoba_conformance.steps
from kotoba_conformance.steps.support import escapes
from pytest_bdd.parser import FeatureParser, Step
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

ROOT = Path(__file__).resolve().parents[2]
STEP_MODULES = sorted(
    f"kotoba_conformance.steps.{m.name}"
    for m in pkgutil.iter_modules(kotoba_conformance.steps.__path__)
    if m.name.startswith("test_") or m.name == "conftest"
)
RUNNER = """\
import importlib
from pytest_bdd import scenarios

for name in {modules!r}:
    module = importlib.import_module(name)
    globals().update({{k: v for k, v in vars(module).items() if k.startswith("pytestbdd_")}})
scenarios("pasted.feature")
"""


def shipped_steps() -> list[StepFunctionContext]:
    """Every step definition the kit ships (importing the step modules registers them)."""
    modules = [importlib.import_module(name) for name in STEP_MODULES]
    functions = {v for m in modules for v in vars(m).values() if callable(v)}
    return [c for c in list(step_function_context_registry.values()) if c.step_func in functions]


def parsed_steps(scenario_text: str) -> list[Step]:
    """The steps of one pasted scenario, as pytest-bdd parses the feature it is pasted into."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pasted.feature"
        path.write_text(f"Feature: Pasted\n\n{_indented(scenario_text)}\n", encoding="utf-8")
        feature = FeatureParser(folder, path.name).parse()
    (scenario,) = feature.scenarios.values()
    return list(scenario.steps)


def definition(step: Step, shipped: list[StepFunctionContext]) -> StepFunctionContext:
    """The one shipped definition running this step (pytest-bdd would refuse none or two)."""
    matching = [
        c for c in shipped if c.type in (None, step.type) and c.parser.is_matching(step.name)
    ]
    assert len(matching) == 1, f"{step.keyword} {step.name}: {len(matching)} definitions"
    return matching[0]


def arguments(scenario_text: str) -> list[list[str]]:
    """Each step's string arguments (quoted values, doc string, table cells) as the steps get
    them: read with escapes once the scenario's escapes step has run, as `steps/conftest.py`
    does."""
    shipped = shipped_steps()
    escaping = False
    found = []
    for step in parsed_steps(scenario_text):
        parsed = definition(step, shipped).parser.parse_arguments(step.name) or {}
        values = [str(v) for v in parsed.values()]
        values += [step.docstring] if step.docstring is not None else []
        values += [str(c) for row in step.datatable.raw() for c in row] if step.datatable else []
        found.append([escapes.unescaped(v) for v in values] if escaping else values)
        escaping = escaping or step.name == escapes.STEP
    return found


def run_scenario(scenario_text: str, adapter: str) -> subprocess.CompletedProcess[str]:
    """Run one pasted scenario for real, with the kit's step definitions, against an adapter."""
    with tempfile.TemporaryDirectory() as folder:
        Path(folder, "pasted.feature").write_text(
            f"Feature: Pasted\n\n{_indented(scenario_text)}\n", encoding="utf-8"
        )
        Path(folder, "test_pasted.py").write_text(
            RUNNER.format(modules=STEP_MODULES), encoding="utf-8"
        )
        return subprocess.run(
            [sys.executable, "-m", "pytest", "-p", "kotoba_conformance.steps.conftest",
             "-p", "no:cacheprovider", "-q", "test_pasted.py", "--kotoba-adapter", adapter],
            capture_output=True, text=True, cwd=folder, timeout=300, check=False,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )  # fmt: skip


def _indented(scenario_text: str) -> str:
    return "\n".join(f"  {line}" if line else line for line in scenario_text.split("\n"))
