"""`sentences.md` read as data: how each sentence of the documents is accounted for.

Each row names one unit of `sentences.py` (a sentence, heading, quote or block) by its text,
or by its first words ending in `…` when it is long, and classifies it: **normative** (the
clause ids that check it), **example** (the scenarios that replay it, `file.feature: name`),
**rationale** (why or history: nothing to check), **not testable** (why not), or **heading**.
`tests/contract/test_sentences.py` holds the rows and the documents to each other, so a sentence
nobody
classified, or a clause no sentence states, fails the kit's own tests.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from importlib import resources

from kotoba_conformance.contract.sentences import Unit

CLASSES = ("normative", "example", "rationale", "not testable", "heading")
PREFIX_MARK = "…"
"""A row's text ending in this names the one unit of its document that starts with the rest."""
_DOCUMENT = re.compile(r"^## (?P<name>\S+\.txt)\b")
_CELL_SPLIT = re.compile(r"(?<!\\)\|")
_CLAUSE_ID = re.compile(r"^[A-Z]+-\d+$")


@dataclass(frozen=True)
class Row:
    document: str
    text: str
    classification: str
    checked_by: str
    line: int
    """Where the row is in `sentences.md`, so a failing check can point at it."""

    def matches(self, unit: Unit) -> bool:
        """The unit this row names: the same text, or, for a `…` row, the text it starts."""
        if unit.document != self.document:
            return False
        if self.text.endswith(PREFIX_MARK):
            return unit.text.startswith(self.text[: -len(PREFIX_MARK)].rstrip())
        return unit.text == self.text

    def clause_ids(self) -> list[str]:
        """The ids of a normative row's `checked by` (comma-separated)."""
        return [part.strip() for part in self.checked_by.split(",") if part.strip()]

    def scenarios(self) -> list[tuple[str, str]]:
        """The `(feature file, scenario name)` pairs of an example row (`;`-separated)."""
        found: list[tuple[str, str]] = []
        for ref in self.checked_by.split(";"):
            feature, _, name = ref.partition(":")
            found.append((feature.strip(), name.strip()))
        return found


def is_clause_id(text: str) -> bool:
    return bool(_CLAUSE_ID.match(text))


def parse(markdown: str) -> list[Row]:
    """Every table row under a `## <document>.txt` heading (the header rows skipped)."""
    rows: list[Row] = []
    document = ""
    for number, line in enumerate(markdown.splitlines(), start=1):
        if heading := _DOCUMENT.match(line):
            document = heading["name"]
            continue
        if not (document and line.startswith("|")):
            continue
        cells = [_unescape(c) for c in _CELL_SPLIT.split(line.strip().strip("|"))]
        if len(cells) != 3 or cells[0] == "sentence" or set(cells[0]) <= set("-: "):
            continue
        rows.append(Row(document, " ".join(cells[0].split()), cells[1], cells[2], number))
    return rows


@cache
def rows() -> tuple[Row, ...]:
    """The rows of the shipped `sentences.md`."""
    folder = resources.files("kotoba_conformance.contract")
    return tuple(parse(folder.joinpath("sentences.md").read_text("utf-8")))


def _unescape(cell: str) -> str:
    """A cell's text as written: `\\|` and `\\<` are escaped for Markdown's sake only."""
    return cell.strip().replace("\\|", "|").replace("\\<", "<")
