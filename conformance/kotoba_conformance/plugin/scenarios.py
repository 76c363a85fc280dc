"""What a collected item says about the scenario it runs: its clauses, its level, the
capabilities it needs, its name as the reports print it, and where its feature file is."""

from __future__ import annotations

from pathlib import Path

import pytest

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.reports.outcomes import Level


def clauses_of(item: pytest.Item) -> tuple[str, ...]:
    """The scenario's clauses in catalogue order: pytest-bdd applies tags from a set, whose order
    changes from one process to the next, and every report lists them in this order."""
    tags = {str(mark.args[0]) for mark in item.iter_markers("clause")}
    order = {cid: index for index, cid in enumerate(catalogue.clauses())}
    return tuple(sorted(tags, key=lambda cid: (order.get(cid, len(order)), cid)))


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


def resolutions_of(item: pytest.Item) -> tuple[str, ...]:
    """The resolutions of clauses.md the scenario rests on (its `@R4` tags), in number order."""
    found = {str(mark.args[0]) for mark in item.iter_markers("resolution")}
    return tuple(sorted(found, key=lambda rid: int(rid[1:])))


def scenario_name(item: pytest.Item) -> str:
    """pytest-bdd documents each scenario function as "Feature: Scenario", naming the feature
    by its file's path when it has no name; keep the feature's file name, and for an outline
    the example's row as the Examples table writes it (`accent | Está aquí`), not pytest's id
    (whose values are joined by `-`)."""
    doc = getattr(getattr(item, "function", None), "__doc__", None) or item.name
    feature_name, separator, scenario = doc.partition(".feature: ")
    if separator:
        doc = f"{Path(feature_name).name}.feature: {scenario}"
    row = getattr(getattr(item, "callspec", None), "params", {}).get("_pytest_bdd_example")
    if isinstance(row, dict) and row:
        example = " | ".join(str(value) for value in row.values())
    else:
        example = item.name.partition("[")[2].rstrip("]")
    return f"{doc} [{example}]" if example else doc


def display_path(filename: str) -> str:
    """A feature file as `features/x.feature`, the same from a checkout (the repository's own
    folder) and from an installed wheel (the copy inside the package); any other file whole."""
    path = Path(filename)
    base = features_dir().parent
    return str(path.relative_to(base)) if path.is_relative_to(base) else str(path)


def openable(location: str) -> str:
    """A `features/x.feature:N` location as a path the user can open from where they are:
    relative to the current directory when the features lie under it (a checkout), absolute
    otherwise (an installed wheel, whose features sit inside the package in site-packages).
    The reports files keep `features/x.feature:N`, the same on every machine."""
    base = features_dir().parent
    if not location.startswith("features/"):
        return location
    path = base / location
    try:
        return str(path.relative_to(Path.cwd()))
    except ValueError:
        return str(path)
