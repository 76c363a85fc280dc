"""`features/DIMENSIONS.md` lists, for each clause, the dimensions its sentence leaves free and
which scenario covers each: the table must stay true to the catalogue and to the features."""

from __future__ import annotations

import re
from collections import Counter

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.locations import features_dir
from pytest_bdd.parser import FeatureParser

ROW = re.compile(r"^\| (?P<id>[A-Z]+-\d+) \| (?P<dimensions>.*) \| (?P<coverage>.*) \|$")
TITLE = re.compile(r"\*([^*]+)\*")
"""A scenario named in the table: its title in italics."""


def rows() -> list[re.Match[str]]:
    text = (features_dir() / "DIMENSIONS.md").read_text(encoding="utf-8")
    return [row for line in text.splitlines() if (row := ROW.match(line))]


def scenario_titles() -> set[str]:
    folder = features_dir()
    parsed = (FeatureParser(str(folder), p.name).parse() for p in folder.glob("*.feature"))
    return {scenario.name for feature in parsed for scenario in feature.scenarios.values()}


def test_every_clause_of_the_catalogue_has_one_row() -> None:
    counted = Counter(row["id"] for row in rows())
    assert not [clause for clause, n in counted.items() if n > 1], counted
    assert set(counted) == set(catalogue.clauses())


def test_every_row_names_its_dimensions_and_their_coverage() -> None:
    bare = [row["id"] for row in rows() if not row["dimensions"].strip()]
    bare += [
        row["id"] for row in rows() if not re.search(r"covered|optional|open", row["coverage"])
    ]
    assert not bare, f"rows without dimensions or coverage: {bare}"


def test_every_scenario_the_table_names_is_in_the_features() -> None:
    titles = scenario_titles()
    unknown = [
        (row["id"], title)
        for row in rows()
        for title in TITLE.findall(row["coverage"])
        if title not in titles
    ]
    assert not unknown, f"titles in DIMENSIONS.md that name no scenario: {unknown}"
