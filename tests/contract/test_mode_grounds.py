"""Every clause a mode charges rests on a cited sentence or resolution (`modes/grounds.py`),
as a required scenario does (the modes under the scenarios' rule)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import kotoba_conformance
from kotoba_conformance.contract import catalogue, citations
from kotoba_conformance.modes.grounds import GROUNDS

MODES = Path(kotoba_conformance.__file__).resolve().parent / "modes"
CLAUSE_ID = re.compile(r"[A-Z]+-\d+")
RESOLUTION = re.compile(r"(R\d+): ")


def clause_literals(source: str) -> set[str]:
    """Every string constant of the source that is a clause id: the clauses its checks charge."""
    return {
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and CLAUSE_ID.fullmatch(node.value)
    }


def charged_by_modes() -> set[str]:
    return {
        clause
        for path in MODES.glob("*.py")
        if path.name != "grounds.py"
        for clause in clause_literals(path.read_text(encoding="utf-8"))
    }


def test_the_literal_finder_sees_a_clause_and_nothing_else() -> None:
    source = 'x = "WRITE-1"\ny = f"no {x}"\nz = "STORE-22 and more"\nclause = "R5"'
    assert clause_literals(source) == {"WRITE-1"}


def test_every_clause_a_mode_charges_has_its_grounds() -> None:
    missing = sorted(charged_by_modes() - set(GROUNDS))
    assert not missing, f"charged by a mode with no sentence in modes/grounds.py: {missing}"


def test_grounds_name_only_clauses_a_mode_charges() -> None:
    stale = sorted(set(GROUNDS) - charged_by_modes())
    assert not stale, f"in modes/grounds.py but charged by no mode: {stale}"


def test_every_ground_is_a_clause_and_a_sentence_of_the_documents_or_a_resolution() -> None:
    clauses, resolutions = catalogue.clauses(), catalogue.resolutions()
    wrong = []
    for clause, cited in GROUNDS.items():
        if clause not in clauses:
            wrong.append(f"{clause}: not a clause of the catalogue")
        resolution = RESOLUTION.match(cited)
        if resolution:
            if resolution[1] not in resolutions:
                wrong.append(f"{clause}: {resolution[1]} is not a resolution")
        elif citations.find(cited) is None:
            wrong.append(f"{clause}: {cited!r} is in neither document")
    assert not wrong, "\n".join(wrong)
