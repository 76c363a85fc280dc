"""Every step definition is used by a feature (or by the scenarios the fuzz mode writes for a
user to paste), and every `@checks` names a clause: a step no scenario reaches is dead code that
still reads as a promise, and a misspelt clause id would charge a failure to every tag of its
scenario instead of the clause it checks."""

from __future__ import annotations

import functools
import importlib
import pkgutil
from collections.abc import Iterator
from pathlib import Path

import kotoba_conformance.steps
import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.modes import counterexample
from kotoba_conformance.programs import generate
from kotoba_conformance.steps.support import verdicts
from kotoba_conformance.steps.support.gherkin import gherkin
from pytest_bdd.parser import FeatureParser, Step
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

STEP_MODULES = [
    f"kotoba_conformance.steps.{m.name}"
    for m in pkgutil.iter_modules(kotoba_conformance.steps.__path__)
    if m.name.startswith("test_") or m.name == "conftest"
]


@functools.cache
def step_definitions() -> list[StepFunctionContext]:
    for name in STEP_MODULES:
        importlib.import_module(name)
    return list(step_function_context_registry.values())


def feature_steps(folder: Path | None = None) -> Iterator[Step]:
    """Every step of every scenario in a folder's feature files (the shipped ones by default),
    outlines rendered with each of their examples."""
    folder = folder or features_dir()
    for path in sorted(folder.glob("*.feature")):
        feature = FeatureParser(str(folder), path.name).parse()
        for template in feature.scenarios.values():
            rows = [row for examples in template.examples for row in examples.as_contexts()]
            for context in rows or [{}]:
                yield from template.render(context).steps


def matches(definition: StepFunctionContext, step: Step) -> bool:
    return definition.type in (None, step.type) and definition.parser.is_matching(step.name)


def pasted_counterexample_steps(folder: Path) -> list[Step]:
    """The steps of the scenarios `kotoba-conformance fuzz` prints for a user to paste, and of
    every program `run` generates (each prints as a scenario when it fails)."""
    failure = counterexample.Failure("STORE-5", "an example")
    scenarios = [
        counterexample.scenario(kind, f"the {kind} entry", "x\ny", failure)
        for kind in counterexample.TEMPLATES
    ]
    scenarios += [
        "\n".join(
            [f"Scenario: generated program {case.id}", *gherkin([op.step() for op in case.program])]
        )
        for case in generate.cases()
    ]
    text = "Feature: Pasted counterexamples\n" + "\n\n".join(
        "\n".join("  " + line for line in s.split("\n")) for s in scenarios
    )
    (folder / "pasted.feature").write_text(text + "\n", encoding="utf-8")
    return list(feature_steps(folder))


def test_every_step_definition_is_used_by_a_scenario(tmp_path: Path) -> None:
    steps = list(feature_steps()) + pasted_counterexample_steps(tmp_path)
    assert steps, "no feature step found"
    unused = sorted(
        f"{d.step_func.__module__}.{d.step_func.__name__}: {d.type} {d.parser.name!r}"
        for d in step_definitions()
        if d.step_func.__module__.startswith("kotoba_conformance.")
        and not any(matches(d, step) for step in steps)
    )
    assert not unused, "step definitions no scenario uses:\n" + "\n".join(unused)


def test_every_declared_check_names_a_clause() -> None:
    declared = {c for d in step_definitions() for c in verdicts.declared(d.step_func)}
    assert declared, "no step declares the clauses it checks"
    assert declared <= set(catalogue.clauses())


def test_a_check_naming_no_clause_is_refused_where_it_is_written() -> None:
    with pytest.raises(ValueError, match="WRITE-99"):
        verdicts.checks("WRITE-1", "WRITE-99")


@functools.cache
def checking_definitions(feature_stem: str, name: str) -> tuple[StepFunctionContext, ...]:
    """The definitions a Then step of `<feature_stem>.feature` runs: its step module's own when
    one matches (pytest-bdd prefers the closest), otherwise the shared ones (conftest)."""
    own = f"kotoba_conformance.steps.test_{feature_stem}"
    found = [
        d for d in step_definitions() if d.type in (None, "then") and d.parser.is_matching(name)
    ]
    closest = [d for d in found if d.step_func.__module__ == own]
    return tuple(closest or found)


def clauses_charged_by_required_scenarios(folder: Path | None = None) -> set[str]:
    """Every clause some required scenario's checking step would charge a failure to: a step's
    `@checks` among the scenario's clause tags, or every clause tag when it declares none of
    them (verdicts.charged)."""
    from tests.contract.test_features_lint import (  # noqa: PLC0415
        examples_blocks,
        features,
        is_required,
        tags_of,
    )

    clauses = catalogue.clauses()
    charged: set[str] = set()
    for feature in features(folder):
        stem = Path(feature.filename).stem
        for template in feature.scenarios.values():
            tags = [t for t in sorted(tags_of(feature, template)) if t in clauses]
            for block in examples_blocks(template):
                if not is_required(feature, template, block):
                    continue
                context = next(iter(block.as_contexts()), {}) if block else {}
                for step in template.render(context).steps:  # every row runs the same steps
                    if step.type != "then":
                        continue
                    for definition in checking_definitions(stem, step.name):
                        declared = verdicts.declared(definition.step_func)
                        charged |= set(verdicts.charged(tags, declared) or tags)
    return charged


def test_every_clause_is_checked_under_its_own_id() -> None:
    """`--clause X` alone must catch a bug of X: some required scenario of X has a checking step
    whose failure is charged to X, not only to another clause the scenario is also tagged with."""
    charged = clauses_charged_by_required_scenarios()
    missing = [c for c in catalogue.clauses() if c not in charged]
    assert not missing, "clauses no required scenario's checking step is charged to: " + ", ".join(
        missing
    )


def test_a_clause_checked_only_under_another_id_is_found(tmp_path: Path) -> None:
    """The lint's own proof: a scenario tagged PROMPT-2 and PROMPT-3 whose one check is charged
    to PROMPT-2 checks PROMPT-3 under no id of its own; an optional one checks nothing."""
    (tmp_path / "prompt.feature").write_text(
        "Feature: Pointer\n  A pointer line.\n\n"
        "  @PROMPT-2 @PROMPT-3 @R11\n  Scenario: Only the pointer's start\n"
        '    Then the pointer line starts with "(This list is"\n\n'
        "  @PROMPT-4 @optional\n  Scenario: An optional check\n"
        '    Then the pointer line starts with "(This list is"\n',
        encoding="utf-8",
    )
    assert clauses_charged_by_required_scenarios(tmp_path) == {"PROMPT-2"}
