"""Everything the site shows, read once from the kit and the repository: the documents cut into
sentences and classified (`sentences.md`), the catalogue, the features, the committed reports,
`features/DIMENSIONS.md` and the CHANGELOG.

Each scenario knows the sentences it quotes (its own description's `> ` lines and its Rule's),
found by where the quote falls in the document, so a sentence lists the scenarios that cite it
even when a quote runs over two sentences or leaves words out (`[…]`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pytest_bdd.parser import Feature, FeatureParser, ScenarioTemplate

from kotoba_conformance.contract import catalogue, citations, sentence_coverage, sentences
from kotoba_conformance.contract.adapter import CAPABILITIES
from kotoba_conformance.contract.catalogue import Clause, Resolution
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.reports.columns import Run, runs

OPTIONAL = "optional"
OVERVIEW = 4
TITLES = {"000_3da7169e79006581.txt": "Memory", "001_df00b0967cc05e6c.txt": "What she remembers"}


@dataclass(frozen=True)
class Sentence:
    """One unit of a document (`sentences.py`) with its row of `sentences.md`."""

    document: str
    number: int
    """Its place in its document, from 1."""
    kind: str
    text: str
    classification: str
    checked_by: str
    clauses: tuple[str, ...]
    examples: tuple[tuple[str, str], ...]
    """For an example row: the `(feature file, scenario name)` pairs that replay it."""

    @property
    def anchor(self) -> str:
        return f"s{self.document[:3]}-{self.number}"


@dataclass(frozen=True)
class Scenario:
    """A scenario (or outline) of a feature file, with what it checks and cites."""

    feature: str
    """The feature file's name, `writing.feature`."""
    name: str
    template: ScenarioTemplate
    clauses: tuple[str, ...]
    resolutions: tuple[str, ...]
    needs: tuple[str, ...]
    """The capabilities it needs: those of its clauses and those it is tagged with."""
    level: str
    """`required`, `optional`, or `mixed` (an outline with an `@optional` Examples block)."""
    quotes: tuple[str, ...]

    @property
    def anchor(self) -> str:
        return f"L{self.template.line_number}"

    @property
    def page(self) -> str:
        return feature_page(self.feature)

    @property
    def href(self) -> str:
        return f"{self.page}#{self.anchor}"

    @property
    def report_name(self) -> str:
        """As the reports name it: `writing.feature: A Spanish fact with <signal> is refused`."""
        return f"{self.feature}: {self.name}"


def feature_page(feature: str) -> str:
    """The page of a feature file (`writing.feature` → `writing.html`)."""
    return f"{Path(feature).stem}.html"


@dataclass
class Sources:
    sentences: list[Sentence]
    clauses: dict[str, Clause]
    resolutions: dict[str, Resolution]
    features: list[Feature]
    """In the documents' order (`ordered_features`)."""
    scenarios: list[Scenario]
    runs: list[Run]
    reports: list[dict[str, Any]]
    """The raw reports, beside `runs`, for their per-clause scenario lists."""
    dimensions: dict[str, tuple[str, str]]
    """Per clause, DIMENSIONS.md's two cells: what the sentence leaves free, and how each is
    covered, optional or open."""
    changelog: str
    cites: dict[str, list[Scenario]] = field(default_factory=dict)
    """Per sentence anchor, the scenarios whose quotes fall on it."""


def load(reports: Sequence[Path], changelog: Path | None, dimensions: Path | None) -> Sources:
    """Read every source; `reports` in the order their columns are shown."""
    found_sentences = _sentences()
    features = [
        FeatureParser(str(features_dir()), p.name).parse()
        for p in sorted(features_dir().glob("*.feature"))
    ]
    scenarios = [_scenario(f, s) for f in features for s in f.scenarios.values()]
    raw = [json.loads(p.read_text(encoding="utf-8")) for p in reports]
    columns = runs([(p.stem, data) for p, data in zip(reports, raw, strict=True)])
    columns = [_named(run, p.stem) for run, p in zip(columns, reports, strict=True)]
    sources = Sources(
        sentences=found_sentences,
        clauses=catalogue.clauses(),
        resolutions=catalogue.resolution_texts(),
        features=features,
        scenarios=scenarios,
        runs=columns,
        reports=raw,
        dimensions=_dimensions(dimensions.read_text(encoding="utf-8")) if dimensions else {},
        changelog=changelog.read_text(encoding="utf-8") if changelog else "",
    )
    sources.cites = _cites(found_sentences, scenarios)
    sources.features = ordered_features(sources)
    return sources


def _named(run: Run, stem: str) -> Run:
    """A column labelled by its report's file name (`reference`, `liberal-node`): short, unique
    in one folder, and what `docs/conformance.md` lists it by."""
    return replace(run, label=stem)


def _sentences() -> list[Sentence]:
    rows = sentence_coverage.rows()
    found: list[Sentence] = []
    numbers: dict[str, int] = {}
    for unit in sentences.units():
        numbers[unit.document] = numbers.get(unit.document, 0) + 1
        row = next((r for r in rows if r.matches(unit)), None)
        classification = row.classification if row else "unclassified"
        checked_by = row.checked_by if row else ""
        clauses = tuple(row.clause_ids()) if row and classification == "normative" else ()
        examples = tuple(row.scenarios()) if row and classification == "example" else ()
        found.append(
            Sentence(
                unit.document,
                numbers[unit.document],
                unit.kind,
                unit.text,
                classification,
                checked_by,
                clauses,
                examples,
            )
        )
    return found


def _tags(feature: Feature, scenario: ScenarioTemplate) -> set[str]:
    rule_tags = scenario.rule.tags if scenario.rule else set()
    example_tags = {t for e in scenario.examples for t in e.tags}
    return set(feature.tags | rule_tags | scenario.tags | example_tags)


def _scenario(feature: Feature, scenario: ScenarioTemplate) -> Scenario:
    tags = _tags(feature, scenario)
    clause_ids = tuple(c for c in catalogue.clauses() if c in tags)
    resolution_ids = tuple(r for r in catalogue.resolutions() if r in tags)
    own = feature.tags | (scenario.rule.tags if scenario.rule else set()) | scenario.tags
    needs = {catalogue.capability_of(c) or "" for c in clause_ids} | (tags & set(CAPABILITIES))
    if OPTIONAL in own:
        level = OPTIONAL
    elif any(OPTIONAL in e.tags for e in scenario.examples):
        level = "mixed"
    else:
        level = "required"
    quoted = citations.quotes(scenario.description)
    quoted += citations.quotes(scenario.rule.description) if scenario.rule else []
    return Scenario(
        Path(feature.filename).name,
        scenario.name,
        scenario,
        clause_ids,
        resolution_ids,
        tuple(sorted(needs - {""})),
        level,
        tuple(quoted),
    )


def _collapse(text: str) -> str:
    return " ".join(text.split())


def _spans(found: list[Sentence]) -> dict[str, list[tuple[int, int, Sentence]]]:
    """Each sentence's place in its document's text, whitespace collapsed."""
    spans: dict[str, list[tuple[int, int, Sentence]]] = {}
    documents = {name: _collapse(text) for name, text in citations.documents().items()}
    cursor: dict[str, int] = {}
    for sentence in found:
        text = documents[sentence.document]
        start = text.find(sentence.text, cursor.get(sentence.document, 0))
        if start < 0:
            continue
        cursor[sentence.document] = start + len(sentence.text)
        spans.setdefault(sentence.document, []).append((start, cursor[sentence.document], sentence))
    return spans


def _cites(found: list[Sentence], scenarios: list[Scenario]) -> dict[str, list[Scenario]]:
    spans = _spans(found)
    documents = {name: _collapse(text) for name, text in citations.documents().items()}
    cites: dict[str, list[Scenario]] = {}
    for scenario in scenarios:
        for sentence in cited_sentences(scenario.quotes, spans, documents):
            if scenario not in cites.setdefault(sentence.anchor, []):
                cites[sentence.anchor].append(scenario)
    return cites


def cited_sentences(
    quotes: Sequence[str],
    spans: dict[str, list[tuple[int, int, Sentence]]],
    documents: dict[str, str],
) -> list[Sentence]:
    """The sentences a scenario's quotes fall on, each piece of a quote where it stands after the
    piece before it (as `citations.find` reads an elision)."""
    found: list[Sentence] = []
    for quote in quotes:
        document = citations.find(quote)
        if document is None:
            continue
        text, position = documents[document], 0
        for piece in (_collapse(p) for p in quote.split(citations.ELISION)):
            if not piece:
                continue
            start = text.find(piece, position)
            position = start + len(piece)
            found += [s for a, b, s in spans.get(document, []) if a < position and b > start]
    return list(dict.fromkeys(found))


def ordered_features(sources: Sources) -> list[Feature]:
    """The features in the documents' order: each where the first sentence stating its most
    checked clause stands (a sentence naming `OVERVIEW` clauses or more, such as "Five tools in
    the memory toolset…", introduces everything and places nothing). Ties by file name."""
    places: dict[str, int] = {}
    for index, sentence in enumerate(sources.sentences):
        if len(sentence.clauses) < OVERVIEW:
            for clause in sentence.clauses:
                places.setdefault(clause, index)
    last = len(sources.sentences)
    tally: dict[str, dict[str, int]] = {}
    for scenario in sources.scenarios:
        counts = tally.setdefault(scenario.feature, {})
        for clause in scenario.clauses:
            counts[clause] = counts.get(clause, 0) + 1
    first: dict[str, int] = {}
    for name, counts in tally.items():
        top = max(counts.values(), default=0)
        first[name] = min(
            (places.get(c, last) for c, n in counts.items() if n == top), default=last
        )
    return sorted(
        sources.features, key=lambda f: (first.get(Path(f.filename).name, last), f.filename)
    )


_DIMENSION_ROW = re.compile(r"^\| (?P<id>[A-Z]+-\d+) \| (?P<free>.*?) \| (?P<how>.*) \|\s*$")


def _dimensions(markdown: str) -> dict[str, tuple[str, str]]:
    return {
        row["id"]: (row["free"].strip(), row["how"].strip())
        for line in markdown.splitlines()
        if (row := _DIMENSION_ROW.match(line))
    }
