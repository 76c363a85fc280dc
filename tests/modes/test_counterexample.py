"""A counterexample pasted into a feature reproduces its input exactly: every shipped template,
any text at all, parsed as pytest-bdd parses it and read as the steps read it, gives back the
text to the character; and a pasted scenario, run for real, fails where the fuzz failed."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from kotoba_conformance.modes.counterexample import (
    INPUT,
    TEMPLATES,
    Failure,
    Step,
    gherkin,
    scenario,
)
from kotoba_conformance.steps.support import escapes
from syrupy.assertion import SnapshotAssertion

from tests.support.pasted import arguments, run_scenario

ANY_TEXT = st.text(st.characters(), min_size=1, max_size=40)
"""Every code point, surrogates, controls and unassigned ones included."""
FAILURE = Failure("WRITE-11", "USER.md: 2 '## Topics' lines")


def value_step(kind: str) -> int:
    """Where in the template's steps the input goes (after the escapes step, when there is one)."""
    _, steps = TEMPLATES[kind]
    return next(i for i, s in enumerate(steps) if INPUT in s.args or s.docstring is INPUT)


EDGE_SPACES = st.sampled_from(["0 ", " 0", " ", "a b  "])
"""Spaces at either end: lost where the input ends a step's line, unless escaped."""


@pytest.mark.parametrize("kind", sorted(TEMPLATES))
@settings(max_examples=40, deadline=None)
@given(text=EDGE_SPACES | ANY_TEXT)
@example(text="{0}")  # the form of another step's value (a file outside the Files), once drawn
def test_any_text_pasted_in_any_template_reaches_its_step_unchanged(kind: str, text: str) -> None:
    pasted = scenario(kind, "entry(value)", text, FAILURE)
    found = arguments(pasted)
    index = value_step(kind) + (escapes.STEP in pasted)  # a template's own text may escape
    assert text in found[index]


@settings(max_examples=60, deadline=None)
@given(text=ANY_TEXT | st.sampled_from(["  both ends  ", " ", "", "a | b", "\\|"]))
def test_any_text_in_a_table_cell_or_a_doc_string_reaches_its_step_unchanged(text: str) -> None:
    """Gherkin trims cells and reads `\\|` in them; doc strings have their own indentation."""
    steps = [
        Step("Given", "the store holds these facts:", table=(("fact", "topic"), (text, "pets"))),
        Step("When", 'the model writes, under topic "{}", the fact:', ("notes",), docstring=text),
    ]
    found = arguments("\n".join(["Scenario: cells", *gherkin(steps)]))
    assert found[-2][-2:] == [text, "pets"]
    assert found[-1] == ["notes", text]


@settings(max_examples=500, deadline=None)
@given(ANY_TEXT)
def test_escaping_is_undone_exactly_and_leaves_nothing_a_line_cannot_hold(text: str) -> None:
    written = escapes.escaped(text)
    assert escapes.unescaped(written) == text
    assert written.isprintable()
    assert '"' not in written
    assert not escapes.needs_escapes(written.replace("\\", ""))


def test_the_issues_u0085_is_pasted_as_its_escape_not_dropped() -> None:
    pasted = scenario("topic", "write_fact(topic)", "..\x85..", Failure("STORE-5", "why"))
    assert '"..\\x85.."' in pasted
    assert "Given the quoted text in this scenario is written with escapes" in pasted
    assert "# The input, as a Python literal: '..\\x85..'" in pasted


def test_a_plain_value_is_pasted_as_it_is_without_the_escapes_step() -> None:
    pasted = scenario("query", "memory_recall(query)", "../../outside ÜBER", FAILURE)
    assert 'When the model searches memory for "../../outside ÜBER"' in pasted
    assert escapes.STEP not in pasted
    assert "Python literal" not in pasted


@pytest.mark.parametrize("bad", ["ends in \\", "\\q is not one", "\\U00110000", "\\x4"])
def test_a_backslash_that_starts_no_escape_is_a_mistake_of_the_scenario(bad: str) -> None:
    with pytest.raises(escapes.EscapeError):
        escapes.unescaped(bad)


def test_a_pasted_scenario_reads_as_the_snapshot(snapshot: SnapshotAssertion) -> None:
    value = 'Has a cat\x85named "Luna"\u2028## Topics\r\n- forged\t\u202e'
    assert scenario("fact", "memory_write(fact)", value, FAILURE) == snapshot


@pytest.mark.catches_broken
def test_a_pasted_counterexample_fails_the_implementation_the_fuzz_failed_and_no_other() -> None:
    """The lone CR the broken double keeps forges a `## Topics` line: the pasted scenario fails
    it at the shape check, and passes the reference, which collapses the CR."""
    pasted = scenario("fact", "memory_write(fact)", "Works as a nurse\r## Topics", FAILURE)
    broken = run_scenario(pasted, "tests.broken.lone_carriage_return_kept_in_facts:Adapter")
    assert broken.returncode == 1, broken.stdout
    assert "USER.md: 2 '## Topics' lines" in broken.stdout
    reference = run_scenario(pasted, "reference")
    assert reference.returncode == 0, reference.stdout
    assert "1 passed" in reference.stdout
