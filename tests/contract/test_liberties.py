"""Every liberty the adapter contract grants, and the open side of every resolution, is taken by a
faithful implementation in `tests/liberal/`.

A liberty no faithful implementation takes is one the suite was never shown to allow: a scenario
that wrongly forbids it passes every implementation here and fails the first one outside (the
published `write_fact`, saving a Spanish fact as the contract allows, was such a case). So each
sentence of the contract (`docs/contract.md` and the docstrings of `contract/adapter.py`) that says
"may" is listed below, either with the implementations that take what it allows, each by a phrase of
its list of liberties, or with why it grants an implementation nothing (it binds the suite, or
forbids); and each resolution of the catalogue is listed with the implementations taking its open
side, or with why it has none. A new "may" or a new resolution fails here until it is listed, and a
phrase no longer in its implementation's list fails too. The liberties themselves are run by
`tests/power/test_liberal.py`.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = ROOT / "conformance" / "kotoba_conformance" / "contract" / "adapter.py"
CONTRACT_TEXT = ROOT / "docs" / "contract.md"
CATALOGUE = ROOT / "conformance" / "kotoba_conformance" / "contract" / "clauses.md"
LIBERTY_LISTS = {
    "liberal": ROOT / "tests" / "liberal" / "kotoba_liberal" / "__init__.py",
    "contrary": ROOT / "tests" / "liberal" / "kotoba_contrary" / "__init__.py",
    "node": ROOT / "tests" / "liberal" / "node" / "LIBERTIES.md",
}
"""Each faithful implementation's list of the liberties it takes, one a line or a bullet."""


@dataclass(frozen=True)
class Taken:
    """An implementation taking a liberty, and the phrase of its list that says so."""

    implementation: str
    says: str


@dataclass(frozen=True)
class Grant:
    """A sentence of the contract holding "may", found by a phrase of it."""

    phrase: str
    taken: tuple[Taken, ...] = ()
    grants_nothing: str = ""
    """Why the sentence grants an implementation nothing (empty when it grants something)."""


SUITE = "it binds the suite or the adapter's reporting, not the implementation's behaviour"
FORBIDS = "it forbids: what it says may not be done"

CONTRACT_MAYS = (
    Grant("Errors: what may be refused, and how", grants_nothing="a heading"),
    Grant(
        "A call may refuse exactly these arguments",
        (
            Taken("contrary", "A fact or topic that is not a string is refused with TypeError"),
            Taken("liberal", "Multi-line text is refused, not collapsed"),
            Taken("node", "`delete_topic` takes only a real slug"),
            Taken("liberal", "An unknown surface, kind of session state or turn mode is refused"),
        ),
    ),
    Grant(
        'R15 ("may be refused or converted")',
        (
            Taken("contrary", "A fact or topic that is not a string is refused with TypeError"),
            Taken("liberal", "A number as a fact is stored as its text"),
        ),
    ),
    Grant("nothing else of the machine may be written", grants_nothing=FORBIDS),
    Grant("Keys may be added in later versions", grants_nothing=SUITE),
    Grant(
        "an implementation may add keys of its own",
        (
            Taken("liberal", "write_fact adds the keys `topic` and `stored_as`"),
            Taken("node", "`write_fact` adds keys"),
        ),
    ),
    Grant("(never compared: it may stay)", (Taken("node", "free, it is `USER.md.lock`"),)),
    Grant("A call may leave no file behind but", grants_nothing=FORBIDS),
    Grant("It may also have `known_failures() -> list[str]`", grants_nothing=SUITE),
    Grant("It may return `dict[str, str]` instead", grants_nothing=SUITE),
    Grant("it may have `known_failing_scenarios()", grants_nothing=SUITE),
    Grant("it may have `judges() -> str`", grants_nothing=SUITE),
    Grant("the suite may delete it (STORE-7) or create it", grants_nothing=SUITE),
    Grant(
        "or a blank or multi-line fact, may be refused; a topic is free-form",
        (
            Taken("liberal", "Multi-line text is refused, not collapsed"),
            Taken("contrary", "A fact or topic that is not a string is refused with TypeError"),
        ),
    ),
    Grant(
        "A Spanish or a compound fact may be refused here",
        (Taken("contrary", "`write_fact` stores a Spanish or a compound fact"),),
    ),
    Grant(
        "a fact or topic of another type may raise TypeError",
        (
            Taken("contrary", "A fact or topic that is not a string is refused with TypeError"),
            Taken("liberal", "Multi-line text is refused, not collapsed"),
        ),
    ),
    Grant(
        "a topic that names no file included; only another type may raise",
        (Taken("liberal", "A query or topic of another type raises TypeError in recall"),),
    ),
    Grant(
        "The pointer line may be one element, or wrapped over several",
        (Taken("contrary", "The pointer line is given wrapped over two elements"),),
    ),
    Grant(
        "may raise ValueError or be answered with nothing deleted",
        (
            Taken("node", "`delete_topic` takes only a real slug"),
            Taken("liberal", "a string that is not a slug names no topic"),
        ),
    ),
    Grant(
        'a role other than "user" or "assistant" may be refused',
        (Taken("contrary", "A turn whose role is neither"),),
    ),
    Grant(
        "it may cap how many, but not below 10",
        (
            Taken("liberal", "session_search answers at most 10 turns"),
            Taken("contrary", "session_search answers at most 10 turns"),
        ),
    ),
    Grant(
        "(docs/contract.md): only another type may raise.",
        (Taken("liberal", "a name or a value of another type raises TypeError"),),
    ),
    Grant(
        "a surface outside `NameSurface` may be refused",
        (Taken("liberal", "An unknown surface, kind of session state or turn mode is refused"),),
    ),
    Grant("the collector may too", grants_nothing="it describes the documented system"),
    Grant(
        "Before the first call a system may be in either mode",
        (Taken("liberal", "A new system is in voice mode"),),
    ),
    Grant(
        "or data that is not base64, may raise ValueError",
        (Taken("liberal", "a file name that is no plain name, or data that is not base64"),),
    ),
    Grant("Several may be open on one spec at once", grants_nothing=SUITE),
    Grant("no implementation may honour it outside the suite's spec", grants_nothing=FORBIDS),
    Grant("may honour `test_hosts` outside the suite's spec", grants_nothing=FORBIDS),
    Grant(
        "may be in the page as served or drawn by a script",
        (Taken("liberal", "The Memory panel is an empty page whose script fetches the payload"),),
    ),
)

RESOLUTIONS: dict[str, tuple[Taken, ...] | str] = {
    "R1": (
        Taken("liberal", "Multi-line text is refused, not collapsed"),
        Taken("contrary", "Multi-line facts are collapsed to one line, never refused"),
    ),
    "R2": (
        Taken("liberal", "The two quoted refusals are followed by a sentence of its own"),
        Taken("liberal", "The USER.md header is wrapped at places of its own"),
        Taken("liberal", "The SESS-5 schema comment spans three `--` lines"),
        Taken("contrary", "The pointer line is given wrapped over two elements"),
    ),
    "R3": "it fixes the cut (at most 400 characters kept, the last word boundary, then `…`)",
    "R4": (
        Taken("liberal", "## Recent is listed newest first"),
        Taken("contrary", "`## Recent` oldest first, newest last"),
        Taken("liberal", "## Topics and the pointer line list topics most facts first"),
        Taken("contrary", "`## Topics` in the order topics were first created"),
    ),
    "R5": (
        Taken("liberal", "Replies in its own words"),
        Taken("contrary", "A correction reply lists the retired facts and the still-contradicting"),
    ),
    "R6": "it fixes what memory.recent holds (the documented system deviates)",
    "R7": (
        Taken("liberal", "upsert_user_profile itself ignores an empty value"),
        Taken("contrary", "the raw upsert stores what it is given, an empty value too"),
    ),
    "R8": "it fixes that no query raises (the documented system deviates)",
    "R9": (Taken("liberal", "a week from now (about seven days on)"),),
    "R10": (
        Taken("contrary", "A Spanish or compound fact already stored is answered as a duplicate"),
    ),
    "R11": (
        Taken("liberal", "The pointer line names topics until 240 characters are spent"),
        Taken("contrary", "The pointer line names at most a dozen topics"),
        Taken("node", "The pointer line names six topics at most"),
    ),
    "R12": (
        Taken("liberal", "at most 2 related hits when reading a topic"),
        Taken("contrary", "Reading a topic adds exactly one related hit"),
    ),
    "R13": (
        Taken("liberal", 'English quoting "Bésame mucho" is refused'),
        Taken("contrary", "English quoting a Spanish title is refused"),
    ),
    "R14": "it is about the suite's own test data",
    "R15": (
        Taken("contrary", "A fact or topic that is not a string is refused with TypeError"),
        Taken("liberal", "A number as a fact is stored as its text"),
    ),
    "R16": "it is about how the suite reads a reply, and binds no reply",
    "R17": (
        Taken("liberal", "A topic file emptied by a correction stays, listed with (0 facts)"),
        Taken("contrary", "A topic file emptied by a correction stays, listed with"),
    ),
}
"""Each resolution's open side, and who takes it: the implementations taking each way a
resolution leaves open, or why it leaves none (it fixes a reading the suite requires)."""


def _flat(text: str) -> str:
    return " ".join(text.split())


def contract_sentences() -> list[str]:
    """The contract's text and docstrings (module, classes, methods, attributes), sentence by
    sentence."""
    tree = ast.parse(CONTRACT.read_text(encoding="utf-8"))
    texts: list[str] = [CONTRACT_TEXT.read_text(encoding="utf-8")]
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef):
            texts.append(ast.get_docstring(node) or "")
        if isinstance(node, ast.ClassDef):
            texts += [
                after.value.value
                for before, after in zip(node.body, node.body[1:], strict=False)
                if not isinstance(before, ast.Expr)
                and isinstance(after, ast.Expr)
                and isinstance(after.value, ast.Constant)
                and isinstance(after.value.value, str)
            ]
    return re.split(r"(?<=[.;:])\s+(?=[A-Z(`\"-])", _flat("\n".join(texts)))


def mays() -> list[str]:
    return [sentence for sentence in contract_sentences() if re.search(r"\bmay\b", sentence)]


def liberty_list(implementation: str) -> str:
    return _flat(LIBERTY_LISTS[implementation].read_text(encoding="utf-8"))


def test_every_sentence_of_the_contract_saying_may_is_listed() -> None:
    unlisted = [s for s in mays() if not any(g.phrase in s for g in CONTRACT_MAYS)]
    assert not unlisted, "list each, with who takes it or why it grants nothing:\n" + "\n".join(
        unlisted
    )


def test_every_listed_grant_is_a_sentence_of_the_contract_saying_may() -> None:
    sentences = mays()
    stale = [g.phrase for g in CONTRACT_MAYS if not any(g.phrase in s for s in sentences)]
    assert not stale, f"no longer in the contract: {stale}"


def test_every_resolution_is_listed() -> None:
    found = re.findall(r"^- \*\*(R\d+) —", CATALOGUE.read_text(encoding="utf-8"), re.MULTILINE)
    assert found, "no resolution found in the catalogue"
    assert sorted(found) == sorted(RESOLUTIONS), (
        "each resolution: who takes its open side, or why none"
    )


TAKEN = [
    *((g.phrase, taken) for g in CONTRACT_MAYS for taken in g.taken),
    *(
        (rid, taken)
        for rid, sides in RESOLUTIONS.items()
        if not isinstance(sides, str)
        for taken in sides
    ),
]


@pytest.mark.parametrize(
    ("liberty", "taken"), TAKEN, ids=[f"{name} / {t.implementation}" for name, t in TAKEN]
)
def test_each_liberty_is_in_the_list_of_the_implementation_taking_it(
    liberty: str, taken: Taken
) -> None:
    assert _flat(taken.says) in liberty_list(taken.implementation), (
        f"{liberty}: {taken.implementation}'s list of liberties does not say {taken.says!r}"
    )


def test_a_grant_either_is_taken_or_says_why_it_grants_nothing() -> None:
    odd = [g.phrase for g in CONTRACT_MAYS if bool(g.taken) == bool(g.grants_nothing)]
    assert not odd, (
        f"each grant is taken by an implementation, or says why it grants nothing: {odd}"
    )
