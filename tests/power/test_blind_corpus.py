"""The suite catches the one-bug variants written blind (`tests/blind/`, see `blind_corpus.py`)
by their own clause: a run of that clause alone reports it FAILED. A miss is answered in the
variant's frontmatter (`answer: undocumented: …`); an answered variant the suite now catches is a
stale answer."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from kotoba_conformance.contract import catalogue, citations

from tests.support.blind_corpus import IMPLEMENTATIONS, Variant, judge, variants

VARIANTS = variants()
MINIMUM = 80
"""Fewer variants than this, over every capability, would measure too little of the suite."""


def test_the_corpus_varies_every_implementation_it_names() -> None:
    assert len(VARIANTS) >= MINIMUM, f"{len(VARIANTS)} variants, fewer than {MINIMUM}"
    assert {v.implementation for v in VARIANTS} == set(IMPLEMENTATIONS)


def test_every_variant_names_its_clause_its_sentence_and_what_it_gets_wrong() -> None:
    clauses, resolutions = catalogue.clauses(), catalogue.resolutions()
    wrong = [
        f"{v.id}: {problem}"
        for v in VARIANTS
        for problem in (
            "" if v.clause in clauses else f"clause {v.clause!r} is not in the catalogue",
            ""
            if v.sentence and (v.sentence in resolutions or citations.find(v.sentence))
            else f"sentence {v.sentence!r} is in neither document, nor a resolution",
            ""
            if len(v.frontmatter.clauses) == 1
            else "names more than one clause: a run of its own clause alone judges it",
            ""
            if (v.frontmatter.caught_by, v.frontmatter.caught_in) == ("run", ())
            else "says `caught by` or `caught in`: a blind variant is judged by `run` alone",
        )
        if problem
    ]
    assert not wrong, "\n".join(wrong)


def test_the_corpus_covers_every_capability() -> None:
    covered = {catalogue.clauses()[v.clause].capability for v in VARIANTS}
    claimed_somewhere = {c.capability for c in catalogue.clauses().values()}
    assert covered == claimed_somewhere, f"no variant of {sorted(claimed_somewhere - covered)}"


@pytest.mark.catches_broken
@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.id)
def test_the_suite_catches_the_variant_by_its_own_clause(variant: Variant, tmp_path: Path) -> None:
    if variant.path.suffix == ".js" and shutil.which("node") is None:
        pytest.skip("the JavaScript variants need `node` on PATH")
    if variant.unavailable:  # judged where its implementation is installed: tox -e upstream
        pytest.skip(variant.unavailable)
    verdict = judge(variant, tmp_path)
    if variant.answer:
        assert not verdict.caught, (
            f"{variant.id} is answered as a miss ({variant.answer}) but the suite now fails"
            f" {variant.clause}: drop the answer"
        )  # an `open:` hole closed by a new scenario goes red here, so its answer is dropped
        return
    assert verdict.caught, (
        f"{variant.id} breaks {variant.sentence!r} ({variant.clause}); a run of"
        f" {variant.clause} alone says {verdict.own_clause}"
        + (
            f" (failed elsewhere: {', '.join(verdict.failed_elsewhere)})"
            if verdict.failed_elsewhere
            else ""
        )
        + f"\n{verdict.output}"
    )
