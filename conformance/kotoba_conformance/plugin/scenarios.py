"""What a collected item says about the scenario it runs: its clauses, its level, the
capabilities it needs, its name as the reports print it, and where its feature file is."""

from __future__ import annotations

from pathlib import Path

import pytest

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.reports.outcomes import Level


def clauses_of(item: pytest.Item) -> tuple[str, ...]:
    return tuple(dict.fromkeys(str(mark.args[0]) for mark in item.iter_markers("clause")))


def level_of(item: pytest.Item) -> Level:
    """Optional when the scenario, its Rule, its feature or its Examples carry `@optional`."""
    return Level.OPTIONAL if item.get_closest_marker("optional") is not None else Level.REQUIRED


def required_capabilities(item: pytest.Item) -> set[str]:
    """The capabilities of the scenario's clauses, plus any it names with a capability tag."""
    needed = {str(mark.args[0]) for mark in item.iter_markers("capability")}
    for tag in clauses_of(item):
        if (capability := catalogue.capability_of(tag)) is None:
            raise pytest.UsageError(f"{item.nodeid}: tag @{tag} names no clause")
        needed.add(capability)
    return needed


def scenario_name(item: pytest.Item) -> str:
    """pytest-bdd documents each scenario function as "Feature: Scenario", naming the feature
    by its file's path when it has no name; keep the feature's file name, and the example id."""
    doc = getattr(getattr(item, "function", None), "__doc__", None) or item.name
    feature_name, separator, scenario = doc.partition(".feature: ")
    if separator:
        doc = f"{Path(feature_name).name}.feature: {scenario}"
    example = item.name.partition("[")[2].rstrip("]")
    return f"{doc} [{example}]" if example else doc


def display_path(filename: str) -> str:
    """A feature file as `features/x.feature`, the same from a checkout (the repository's own
    folder) and from an installed wheel (the copy inside the package); any other file whole."""
    path = Path(filename)
    base = features_dir().parent
    return str(path.relative_to(base)) if path.is_relative_to(base) else str(path)
