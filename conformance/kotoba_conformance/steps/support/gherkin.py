"""Gherkin steps as data, and written out as feature-file lines: what a generated program, a
state machine's shrunk run or a fuzzed input prints for a user to paste into `features/`.

A value is written as it is when a quoted step argument shows it exactly; otherwise the steps
open with "Given the quoted text in this scenario is written with escapes" and every argument is
written with the escapes of `escapes.py`, so no character is dropped and none is hidden.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kotoba_conformance.steps.support import escapes

INPUT = object()
"""Stands, among a template step's arguments, for the fuzzed input."""


@dataclass(frozen=True)
class Step:
    """One Gherkin step: its keyword, its text with `{}` where each argument goes between quotes,
    and an optional data table (a header row first) or doc string."""

    keyword: str
    text: str
    args: tuple[object, ...] = ()
    table: tuple[tuple[str, ...], ...] = ()
    docstring: str | object | None = None

    def values(self) -> list[str]:
        cells = [cell for row in self.table for cell in row]
        doc = [] if self.docstring is None else [str(self.docstring)]
        return [*(str(a) for a in self.args), *cells, *doc]

    def with_input(self, value: str) -> Step:
        args = tuple(value if a is INPUT else a for a in self.args)
        docstring = value if self.docstring is INPUT else self.docstring
        return Step(self.keyword, self.text, args, self.table, docstring)


def gherkin(steps: Sequence[Step], indent: str = "  ") -> list[str]:
    """The steps as feature-file lines (a repeated keyword becomes `And`), opened by the escapes
    step when any argument needs it, every argument then written with escapes."""
    escaping = any(escapes.needs_escapes(v) or _spaced(v) for s in steps for v in s.values())
    write = escapes.escaped if escaping else str
    edges = _edges if escaping else str
    if escaping:
        steps = [Step("Given", escapes.STEP), *steps]
    lines: list[str] = []
    previous = ""
    for step in steps:
        keyword = "And" if step.keyword == previous else step.keyword
        previous = step.keyword
        args = [edges(write(str(a))) for a in step.args]
        lines.append(f"{indent}{keyword} {step.text.format(*args)}")
        if step.table:
            rows = [[_cell(edges(write(cell))) for cell in row] for row in step.table]
            widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
            for row in rows:
                cells = " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True))
                lines.append(f"{indent}  | {cells} |")
        if step.docstring is not None:
            lines.append(f'{indent}  """')
            doc = edges(write(str(step.docstring)))
            lines += [f"{indent}  {line}" for line in doc.split("\n")]
            lines.append(f'{indent}  """')
    return lines


def _spaced(text: str) -> bool:
    """Whether a value begins or ends with a space, which Gherkin trims from a table cell, a doc
    string, and a step's line where the value ends it."""
    return text != text.strip(" ")


def _edges(text: str) -> str:
    """Spaces at either end written as `\\x20`, so Gherkin's trimming leaves them be."""
    core = text.strip(" ")
    if not core:
        return "\\x20" * len(text)
    start = text.index(core)
    return "\\x20" * start + core + "\\x20" * (len(text) - start - len(core))


def _cell(text: str) -> str:
    """A table cell as Gherkin reads it back: `\\\\` and `\\|` are its own escapes."""
    return text.replace("\\", "\\\\").replace("|", "\\|")


FEATURE_OF_AREA = {
    "STORE": "store.feature", "PROMPT": "prompt.feature", "WRITE": "writing.feature",
    "RECALL": "recall.feature", "EDIT": "editing.feature", "SESS": "session_search.feature",
    "PROF": "profile.feature", "PATH": "paths.feature", "LIFE": "lifetime.feature",
    "VIS": "visual.feature", "COL": "collector.feature", "HTTP": "http.feature",
}  # fmt: skip
"""The feature file each area of clauses lives in, where a scenario failing it is pasted."""


def feature_of(clause: str) -> str:
    """The feature file a scenario failing `clause` belongs in."""
    return FEATURE_OF_AREA.get(clause.split("-", maxsplit=1)[0], "store.feature")
