"""The features read as the manual and map onto the clause catalogue, checked as data.

Every clause has a scenario; every tag names a clause or a capability; every scenario checks at
least one clause; names are unique and say what happens (no "should", no "test that"); each
feature file has its step module and a description of what the area is for.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.adapter import CAPABILITIES
from kotoba_conformance.contract.locations import STEPS_DIR, features_dir
from pytest_bdd.parser import Feature, FeatureParser, ScenarioTemplate

SHARED_CATALOGUE = Path(__file__).resolve().parents[2] / "shared" / "spec" / "clauses.md"
VAGUE = re.compile(r"\b(should|test that|correctly|properly|works)\b", re.IGNORECASE)
MAX_STEPS = 10
OPTIONAL = "optional"
"""The tag of a scenario that checks the suite's reading of a heuristic, not a stated outcome."""


def features() -> list[Feature]:
    folder = features_dir()
    return [FeatureParser(str(folder), p.name).parse() for p in sorted(folder.glob("*.feature"))]


def scenarios() -> list[tuple[Feature, ScenarioTemplate]]:
    return [(f, s) for f in features() for s in f.scenarios.values()]


def tags_of(feature: Feature, scenario: ScenarioTemplate) -> set[str]:
    rule_tags = scenario.rule.tags if scenario.rule else set()
    example_tags = {t for e in scenario.examples for t in e.tags}
    return feature.tags | rule_tags | scenario.tags | example_tags


def test_the_shipped_catalogue_is_the_teams_catalogue() -> None:
    if not SHARED_CATALOGUE.exists():
        pytest.skip("the team's shared/spec is not beside this checkout")
    shipped = catalogue.parse(SHARED_CATALOGUE.read_text(encoding="utf-8"))
    assert shipped == catalogue.clauses()


def test_the_catalogue_assigns_every_clause_a_known_capability() -> None:
    assert len(catalogue.clauses()) > 60
    assert {c.capability for c in catalogue.clauses().values()} <= set(CAPABILITIES)


def test_every_clause_has_a_scenario() -> None:
    tagged = {t for f, s in scenarios() for t in tags_of(f, s)}
    missing = [c for c in catalogue.clauses() if c not in tagged]
    assert not missing, f"clauses with no scenario: {missing}"


def test_every_tag_names_a_clause_a_capability_a_resolution_or_the_optional_level() -> None:
    known = set(catalogue.clauses()) | set(CAPABILITIES) | set(catalogue.resolutions())
    known.add(OPTIONAL)
    unknown = {(s.name, t) for f, s in scenarios() for t in tags_of(f, s) if t not in known}
    assert not unknown


def test_the_catalogue_names_its_resolutions() -> None:
    assert set(catalogue.resolutions()) >= {f"R{n}" for n in range(1, 17)}


def test_no_clause_is_checked_only_at_the_optional_level() -> None:
    """A clause checked only at the optional level is reported as such; today none is, so a
    clause that loses its last required scenario is a choice to make on purpose, not by drift."""
    required = {t for f, s in scenarios() if OPTIONAL not in tags_of(f, s) for t in tags_of(f, s)}
    optional_only = {
        t
        for f, s in scenarios()
        if OPTIONAL in tags_of(f, s)
        for t in tags_of(f, s) & set(catalogue.clauses())
        if t not in required
    }
    assert not optional_only


def test_every_scenario_checks_a_clause() -> None:
    untagged = [s.name for f, s in scenarios() if not tags_of(f, s) & set(catalogue.clauses())]
    assert not untagged


def test_scenario_names_are_unique_across_the_suite() -> None:
    repeated = [n for n, k in Counter(s.name for _, s in scenarios()).items() if k > 1]
    assert not repeated


def test_names_say_what_happens_without_vague_words() -> None:
    vague = [s.name for _, s in scenarios() if VAGUE.search(s.name)]
    vague += [f.name for f in features() if VAGUE.search(f.name)]
    assert not vague


def test_scenarios_are_short() -> None:
    long = [(s.name, len(s.steps)) for _, s in scenarios() if len(s.steps) > MAX_STEPS]
    assert not long


def test_each_feature_says_what_its_area_is_for() -> None:
    undescribed = [f.name for f in features() if len(f.description.split()) < 12]
    assert not undescribed


def test_step_modules_mirror_feature_files_one_to_one() -> None:
    feature_names = {p.stem for p in features_dir().glob("*.feature")}
    step_names = {p.stem.removeprefix("test_") for p in STEPS_DIR.glob("test_*.py")}
    assert feature_names == step_names
