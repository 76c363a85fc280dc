"""Every sentence of the documents is accounted for, and every clause rests on a sentence.

`contract/sentences.md` classifies each unit that `contract/sentences.py` cuts the documents
into. These tests hold the two to each other: a sentence nobody classified is a behaviour the
suite may be silently skipping, a row naming no sentence is a classification of nothing, and a
clause that no normative sentence names is a rule the documents may not state. Each check is a
function returning what it found wrong, run on the shipped data and, below, on small made-up
data that proves it can fail.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import pytest
from kotoba_conformance.contract import catalogue, citations, sentence_coverage, sentences
from kotoba_conformance.contract.locations import features_dir
from kotoba_conformance.contract.sentence_coverage import Row
from kotoba_conformance.contract.sentences import Unit
from pytest_bdd.parser import FeatureParser

Units = Sequence[Unit]
Rows = Sequence[Row]


def scenario_names() -> dict[str, set[str]]:
    """Feature file name → the names of its scenarios (an outline by its template name)."""
    folder = features_dir()
    return {
        path.name: set(FeatureParser(str(folder), path.name).parse().scenarios)
        for path in sorted(folder.glob("*.feature"))
    }


def unclassified(units: Units, rows: Rows) -> list[str]:
    """Units named by no row, or by more than one."""
    problems = []
    for unit in units:
        naming = [row.line for row in rows if row.matches(unit)]
        if len(naming) != 1:
            problems.append(f"{unit.document}: {unit.text!r} is named by rows at {naming}")
    return problems


def rows_naming_no_unit(units: Units, rows: Rows) -> list[str]:
    """Rows whose text is no unit of their document, or starts more than one."""
    problems = []
    for row in rows:
        named = [unit for unit in units if row.matches(unit)]
        if len(named) != 1:
            problems.append(f"line {row.line}: {row.text!r} names {len(named)} units")
    return problems


def misclassified(units: Units, rows: Rows) -> list[str]:
    """Rows of an unknown class, and headings not classified as headings."""
    problems = [
        f"line {row.line}: unknown class {row.classification!r}"
        for row in rows
        if row.classification not in sentence_coverage.CLASSES
    ]
    for unit in units:
        for row in rows:
            if row.matches(unit) and unit.kind == "heading" and row.classification != "heading":
                problems.append(
                    f"line {row.line}: the heading {unit.text!r} is {row.classification}"
                )
    return problems


def normative_without_known_clauses(rows: Rows, clause_ids: Iterable[str]) -> list[str]:
    """Normative rows that name no clause, or name one the catalogue does not hold."""
    known = set(clause_ids)
    problems = []
    for row in (r for r in rows if r.classification == "normative"):
        ids = row.clause_ids()
        if not ids:
            problems.append(f"line {row.line}: {row.text!r} names no clause")
        problems += [f"line {row.line}: {i!r} is no clause" for i in ids if i not in known]
    return problems


def examples_without_scenarios(rows: Rows, names: Mapping[str, set[str]]) -> list[str]:
    """Example rows naming no scenario, or a scenario no feature file holds."""
    return [
        f"line {row.line}: no scenario {feature}: {name!r}"
        for row in rows
        if row.classification == "example"
        for feature, name in row.scenarios()
        if name not in names.get(feature, set())
    ]


def untestable_without_reason(rows: Rows) -> list[str]:
    return [
        f"line {row.line}: {row.text!r} says not why"
        for row in rows
        if row.classification == "not testable" and not row.checked_by.strip()
    ]


def clauses_without_sentence(rows: Rows, clause_ids: Iterable[str]) -> list[str]:
    """Clauses no normative row names. (Every clause of today's catalogue rests on a sentence;
    a clause resting on a resolution alone would have to be named here just the same, through
    the sentence its resolution reads.)"""
    named = {i for row in rows if row.classification == "normative" for i in row.clause_ids()}
    return [clause for clause in clause_ids if clause not in named]


# The shipped data


def test_every_sentence_of_the_documents_is_classified_once() -> None:
    assert not unclassified(sentences.units(), sentence_coverage.rows())


def test_every_row_names_one_sentence_of_the_documents() -> None:
    assert not rows_naming_no_unit(sentences.units(), sentence_coverage.rows())


def test_every_row_has_a_known_class_and_every_heading_is_a_heading() -> None:
    assert not misclassified(sentences.units(), sentence_coverage.rows())


def test_every_normative_sentence_names_clauses_of_the_catalogue() -> None:
    assert not normative_without_known_clauses(sentence_coverage.rows(), catalogue.clauses())


def test_every_example_names_scenarios_that_exist() -> None:
    assert not examples_without_scenarios(sentence_coverage.rows(), scenario_names())


def test_every_untestable_sentence_says_why() -> None:
    assert not untestable_without_reason(sentence_coverage.rows())


def test_every_clause_is_named_by_a_normative_sentence() -> None:
    assert not clauses_without_sentence(sentence_coverage.rows(), catalogue.clauses())


def test_both_documents_are_covered_and_neither_is_all_headings() -> None:
    by_document = {u.document for u in sentences.units() if u.kind == "sentence"}
    assert by_document == set(citations.documents())


# The checks fail when they should


DOC = "doc.txt"
TABLE = f"""\
## {DOC} — "A document"

| sentence | class | checked by |
| --- | --- | --- |
| A heading | heading |  |
| Facts are kept. | normative | STORE-1 |
"""


def made_up(text: str, table: str = TABLE) -> tuple[list[Unit], list[Row]]:
    return sentences.split(DOC, text), sentence_coverage.parse(table)


def test_a_sentence_no_row_names_is_reported() -> None:
    units, rows = made_up("A heading\n\nFacts are kept. Topics are files.\n")
    assert unclassified(units, rows) == [
        f"{DOC}: 'Topics are files.' is named by rows at []",
    ]


def test_a_row_naming_no_sentence_is_reported() -> None:
    units, rows = made_up("A heading\n\nFacts are stored.\n")
    assert rows_naming_no_unit(units, rows) == ["line 6: 'Facts are kept.' names 0 units"]


def test_a_prefix_starting_two_sentences_is_reported() -> None:
    table = TABLE.replace("| Facts are kept. |", "| Facts are … |")
    units, rows = made_up("A heading\n\nFacts are kept. Facts are read.\n", table)
    assert rows_naming_no_unit(units, rows) == ["line 6: 'Facts are …' names 2 units"]


def test_a_heading_classified_otherwise_is_reported() -> None:
    table = TABLE.replace("| heading |", "| rationale |")
    units, rows = made_up("A heading\n\nFacts are kept.\n", table)
    assert misclassified(units, rows) == ["line 5: the heading 'A heading' is rationale"]


def test_a_normative_row_with_no_clause_or_an_unknown_one_is_reported() -> None:
    table = TABLE.replace("STORE-1", "") + "| Other. | normative | NOPE-9 |\n"
    rows = sentence_coverage.parse(table)
    assert normative_without_known_clauses(rows, {"STORE-1"}) == [
        "line 6: 'Facts are kept.' names no clause",
        "line 7: 'NOPE-9' is no clause",
    ]


def test_an_example_naming_a_missing_scenario_is_reported() -> None:
    rows = sentence_coverage.parse(TABLE + "| Luna. | example | store.feature: Gone |\n")
    assert examples_without_scenarios(rows, {"store.feature": {"Here"}}) == [
        "line 7: no scenario store.feature: 'Gone'"
    ]


def test_a_clause_no_sentence_names_is_reported() -> None:
    rows = sentence_coverage.parse(TABLE)
    assert clauses_without_sentence(rows, ["STORE-1", "STORE-2"]) == ["STORE-2"]


def test_an_untestable_row_without_a_reason_is_reported() -> None:
    rows = sentence_coverage.parse(TABLE + "| Open it. | not testable |  |\n")
    assert untestable_without_reason(rows) == ["line 7: 'Open it.' says not why"]


# The splitter


@pytest.mark.parametrize(
    "text",
    [
        "One fact is one line. Whitespace is collapsed.\n",
        "One fact is one\nline. Whitespace\nis collapsed.\n",
        "One fact is one line.\r\nWhitespace is collapsed.",
    ],
)
def test_wrapping_never_changes_the_sentences(text: str) -> None:
    assert [u.text for u in sentences.split(DOC, text)] == [
        "One fact is one line.",
        "Whitespace is collapsed.",
    ]


def test_a_full_stop_inside_a_quotation_does_not_end_the_sentence() -> None:
    text = 'It returns: "NOT SAVED. Translate it." Then it stops.\n'
    assert [u.text for u in sentences.split(DOC, text)] == [
        'It returns: "NOT SAVED. Translate it."',
        "Then it stops.",
    ]


def test_a_sentence_may_open_with_an_identifier_of_code() -> None:
    text = "Not everything. facts_for_prompt() returns the bullets. _retire drops them.\n"
    assert [u.text for u in sentences.split(DOC, text)] == [
        "Not everything.",
        "facts_for_prompt() returns the bullets.",
        "_retire drops them.",
    ]


def test_list_items_are_cut_apart_without_their_markers() -> None:
    text = "It refuses when:\n\n• The fact is compound. A semicolon.\n• it is\nSpanish\n"
    text += "1. English only.\n"
    assert [u.text for u in sentences.split(DOC, text)] == [
        "It refuses when:",
        "The fact is compound.",
        "A semicolon.",
        "it is Spanish",
        "English only.",
    ]


def test_headings_blocks_and_quotes_are_one_unit_each() -> None:
    text = (
        "What reaches the prompt\n\n"
        "Has a cat [pets]\n(This list is 1.\n Use memory_recall.)\n\n"
        "## Recent\n\n"
        '"A quoted text. Of two sentences."\n'
    )
    assert [(u.kind, u.text) for u in sentences.split(DOC, text)] == [
        ("heading", "What reaches the prompt"),
        ("block", "Has a cat [pets] (This list is 1. Use memory_recall.)"),
        ("block", "## Recent"),
        ("quote", '"A quoted text. Of two sentences."'),
    ]


def test_a_prose_line_opening_with_a_heading_mark_is_prose() -> None:
    text = "## Recent is capped at 25 entries. Older facts stay.\n"
    assert [(u.kind, u.text) for u in sentences.split(DOC, text)] == [
        ("sentence", "## Recent is capped at 25 entries."),
        ("sentence", "Older facts stay."),
    ]


def test_escaped_pipes_and_angle_brackets_name_the_sentence_as_written() -> None:
    text = "A heading\n\nFacts are kept.\n\nA kind in person | self, under topics/<slug>.md.\n"
    table = TABLE + "| A kind in person \\| self, under topics/\\<slug>.md. | normative | VIS-1 |\n"
    units, rows = made_up(text, table)
    assert not unclassified(units, rows)
    assert rows[-1].text == "A kind in person | self, under topics/<slug>.md."
