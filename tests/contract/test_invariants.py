"""The invariant catalogue (`contract/invariants.py`) held to the documents, the clause catalogue
and the checkers, the way `test_sentences.py` holds the sentence map: every quote is found in
the documents, every clause and resolution exists, a required invariant cites something, and
every invariant has exactly one checker, which charges that invariant and no other."""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections import Counter

import pytest
from kotoba_conformance.contract import catalogue, citations
from kotoba_conformance.contract.invariants import INVARIANTS, by_id
from kotoba_conformance.programs import checkers

IDS = [invariant.id for invariant in INVARIANTS]


def test_ids_are_unique() -> None:
    assert [i for i, n in Counter(IDS).items() if n > 1] == []


@pytest.mark.parametrize("invariant", INVARIANTS, ids=IDS)
def test_each_quote_is_found_verbatim_in_the_documents(invariant: object) -> None:
    quote = by_id()[str(getattr(invariant, "id", ""))].quote
    assert not quote or citations.find(quote), f"not in the documents: {quote!r}"


@pytest.mark.parametrize("invariant", INVARIANTS, ids=IDS)
def test_each_clause_and_resolution_exists_and_a_required_one_is_cited(invariant: object) -> None:
    found = by_id()[str(getattr(invariant, "id", ""))]
    assert found.clause in catalogue.clauses(), found.clause
    assert set(found.resolutions) <= set(catalogue.resolutions()), found.resolutions
    if found.level == "required":
        assert found.quote or found.resolutions, f"{found.id} is required and cites nothing"


def test_every_invariant_has_exactly_one_checker_and_every_checker_an_invariant() -> None:
    assert sorted(checkers.CHECKERS) == sorted(IDS)
    functions = list(checkers.CHECKERS.values())
    assert len(set(functions)) == len(functions), "one function checks two invariants"


@pytest.mark.parametrize("invariant", IDS)
def test_each_checker_charges_its_own_invariant_only(invariant: str) -> None:
    """The invariant ids written in a checker's source are its own: a violation it answers is
    charged to the invariant it checks, never to a neighbour's by a slip of the pen."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(checkers.CHECKERS[invariant])))
    named = {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in IDS
    }
    assert named == {invariant}


def test_a_quote_not_in_the_documents_is_caught_by_the_lint() -> None:
    assert citations.find("## Recent holds the last 30 facts") is None
