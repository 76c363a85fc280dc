"""One bug, one clause: which clauses a failing step is charged to; and the clause ids a user
types, read the way the CLI reads them."""

from __future__ import annotations

import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.steps.support.verdicts import charged, checks, declared


@checks("WRITE-2", "WRITE-4")
def refusal_step() -> None:
    """A step checking the two refusal texts."""


def test_a_step_declares_the_clauses_it_checks() -> None:
    assert declared(refusal_step) == ("WRITE-2", "WRITE-4")
    assert declared(lambda: None) == ()


def test_a_failure_is_charged_to_the_steps_clauses_among_the_scenarios() -> None:
    assert charged(("WRITE-5", "WRITE-2"), declared(refusal_step)) == ("WRITE-2",)


def test_a_step_checking_none_of_the_scenarios_clauses_charges_none_in_particular() -> None:
    assert charged(("STORE-1",), declared(refusal_step)) == ()
    assert charged(("STORE-1",), ()) == ()


def test_clause_ids_are_read_in_any_case_from_comma_lists() -> None:
    assert catalogue.select(["write-2, WRITE-4", "store-1", "WRITE-2"]) == [
        "WRITE-2", "WRITE-4", "STORE-1",
    ]  # fmt: skip


def test_an_unknown_clause_id_is_named() -> None:
    with pytest.raises(ValueError, match="names no clause: WRITE-99, NOPE-1"):
        catalogue.select(["WRITE-2,write-99", "nope-1"])
