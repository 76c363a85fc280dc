"""The features read as the manual and map onto the clause catalogue, checked as data.

Every clause has a scenario; every tag names a clause or a capability; every scenario checks at
least one clause; names are unique and say what happens (no "should", no "test that"); each
feature file has its step module and a description of what the area is for. Every required
scenario cites what it enforces: a sentence of the documents, quoted verbatim, or a resolution.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from kotoba_conformance.contract import catalogue, citations
from kotoba_conformance.contract.adapter import CAPABILITIES
from kotoba_conformance.contract.locations import STEPS_DIR, features_dir
from pytest_bdd.parser import Examples, Feature, FeatureParser, ScenarioTemplate

SHARED = Path(__file__).resolve().parents[3] / "shared"
SHARED_CATALOGUE = SHARED / "spec" / "clauses.md"
SHARED_DOCUMENTS = SHARED / "seeds"
VAGUE = re.compile(r"\b(should|test that|correctly|properly|works)\b", re.IGNORECASE)
MAX_STEPS = 10
OPTIONAL = "optional"
"""The tag of a scenario that checks the suite's reading of a heuristic, not a stated outcome."""


def features(folder: Path | None = None) -> list[Feature]:
    """The parsed feature files of a folder (the shipped ones by default)."""
    folder = folder or features_dir()
    return [FeatureParser(str(folder), p.name).parse() for p in sorted(folder.glob("*.feature"))]


def scenarios() -> list[tuple[Feature, ScenarioTemplate]]:
    return [(f, s) for f in features() for s in f.scenarios.values()]


def tags_of(feature: Feature, scenario: ScenarioTemplate) -> set[str]:
    rule_tags = scenario.rule.tags if scenario.rule else set()
    example_tags = {t for e in scenario.examples for t in e.tags}
    return feature.tags | rule_tags | scenario.tags | example_tags


def test_the_shipped_catalogue_is_the_teams_catalogue() -> None:
    """The kit's catalogue is the team's, clause for clause, plus the clauses it proposes (its
    `## Proposed` section), which the team's does not hold yet."""
    if not SHARED_CATALOGUE.exists():
        pytest.skip("the team's shared/spec is not beside this checkout")
    team = catalogue.parse(SHARED_CATALOGUE.read_text(encoding="utf-8"))
    kit = catalogue.clauses()
    assert {cid: c for cid, c in kit.items() if not c.proposed} == team
    assert not {cid for cid, c in kit.items() if c.proposed} & set(team)


def test_a_proposed_clause_joins_its_family_and_only_its_family() -> None:
    """A `## Proposed` row takes its family's capability and section, sits after the family's
    last clause, and the sections after it keep their own capability."""
    markdown = "\n".join(
        [
            "## http — the settings (capability `http`)",
            "| HTTP-1 | A route. | 001 |",
            "## lifetime — restarts (capability `lifetime`)",
            "| LIFE-1 | A restart. | 000 |",
            "## Proposed — ahead of the team",
            "| HTTP-2 | Another route. | 001 |",
            "## Resolutions",
            "| LIFE-9 | Not a clause: no section. | 000 |",
        ]
    )
    parsed = catalogue.parse(markdown)
    assert list(parsed) == ["HTTP-1", "HTTP-2", "LIFE-1"]
    assert parsed["HTTP-2"] == catalogue.Clause("HTTP-2", "http", "http", "Another route.", True)
    assert not parsed["LIFE-1"].proposed
    with pytest.raises(ValueError, match="NOPE"):
        catalogue.parse(markdown.replace("| HTTP-2 |", "| NOPE-1 |"))


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


GENERATED = {"programs"}
"""Step modules whose items are generated, not read from a feature (`steps/test_programs.py`)."""


def test_step_modules_mirror_feature_files_one_to_one() -> None:
    feature_names = {p.stem for p in features_dir().glob("*.feature")}
    step_names = {p.stem.removeprefix("test_") for p in STEPS_DIR.glob("test_*.py")}
    assert step_names >= GENERATED
    assert feature_names == step_names - GENERATED


def examples_blocks(scenario: ScenarioTemplate) -> list[Examples | None]:
    """The units a level applies to: each Examples block of an outline (a block may be tagged
    on its own), or the scenario itself when it has none."""
    return list(scenario.examples) or [None]


def is_required(feature: Feature, scenario: ScenarioTemplate, examples: Examples | None) -> bool:
    """Required unless `@optional` is on the feature, the Rule, the scenario or this block."""
    rule_tags = scenario.rule.tags if scenario.rule else set()
    example_tags = examples.tags if examples else set()
    return OPTIONAL not in feature.tags | rule_tags | scenario.tags | example_tags


def citations_of(scenario: ScenarioTemplate, examples: Examples | None) -> list[str]:
    """What a scenario (one Examples block of it) cites: the quotes of its own description and
    of its Rule's, and the resolution tags on it, its Rule and that Examples block."""
    rule = scenario.rule
    cited = citations.quotes(scenario.description)
    cited += citations.quotes(rule.description) if rule else []
    tags = scenario.tags | (rule.tags if rule else set()) | (examples.tags if examples else set())
    cited += sorted(t for t in tags if catalogue.RESOLUTION_TAG.match(t))
    return cited


def descriptions() -> list[tuple[str, str]]:
    """Every description a quote may sit in: the features', the Rules' and the scenarios'."""
    found: list[tuple[str, str]] = []
    for feature in features():
        found.append((feature.name, feature.description))
        for scenario in feature.scenarios.values():
            found.append((scenario.name, scenario.description))
            if scenario.rule:
                found.append((scenario.rule.name, scenario.rule.description))
    return found


def test_every_quote_occurs_verbatim_in_a_shipped_document() -> None:
    quoted = [(where, q) for where, text in descriptions() for q in citations.quotes(text)]
    assert quoted, "no scenario quotes the documents"
    absent = sorted({(where, q) for where, q in quoted if citations.find(q) is None})
    assert not absent, "quotes that are in neither document: " + repr(absent)


def test_every_resolution_tag_names_a_resolution_of_the_catalogue() -> None:
    tags = {t for f, s in scenarios() for t in tags_of(f, s) if catalogue.RESOLUTION_TAG.match(t)}
    assert tags, "no scenario rests on a resolution"
    assert tags <= set(catalogue.resolutions())


def test_every_required_scenario_cites_a_sentence_or_a_resolution() -> None:
    uncited = [
        f"{f.rel_filename}: {s.name}" + (f" (Examples at line {e.line_number})" if e else "")
        for f, s in scenarios()
        for e in examples_blocks(s)
        if is_required(f, s, e) and not citations_of(s, e)
    ]
    assert not uncited, "required scenarios citing nothing:\n" + "\n".join(uncited)


def test_the_shipped_documents_are_the_teams_documents() -> None:
    if not SHARED_DOCUMENTS.is_dir():
        pytest.skip("the team's shared/seeds is not beside this checkout")
    team = {p.name: p.read_text(encoding="utf-8") for p in SHARED_DOCUMENTS.glob("*.txt")}
    assert citations.documents() == team
