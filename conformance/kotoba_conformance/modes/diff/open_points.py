"""The declared open points (`contract/open_points.md`), read into data.

Each `## id` section holds `- key: value` lines (allows, sentence, aspects, matcher, step,
diverges, observe) and a paragraph of prose saying what is open. The file is the one place a
difference is declared allowed: `diff` reports a difference it matches as "allowed by" its
resolution or dimension, and the test of this module holds each entry to a resolution or clause
of the catalogue, a sentence found in the documents, and a matcher and observer that exist.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

__all__ = ["OpenPoint", "open_points", "parse"]

FIELDS = ("allows", "sentence", "aspects", "matcher", "step", "diverges", "observe")


@dataclass(frozen=True)
class OpenPoint:
    """One difference two faithful implementations may show."""

    id: str
    allows: str
    """The resolution (`R4`) or the clause whose optional dimension allows it (`WRITE-6`)."""
    sentence: str
    """The sentence of the documents that leaves it open, verbatim."""
    aspects: tuple[str, ...]
    """The aspects (or aspect families) it concerns; `*` for every one."""
    matcher: str
    step: bool
    """It explains every aspect of the step it matches, not only its own."""
    diverges: bool
    """The stores differ after it: what follows is compared on a run without that step."""
    observe: str
    """The observer naming what each implementation does here, or `none`."""
    note: str = ""

    def concerns(self, aspect: str, family: str) -> bool:
        return "*" in self.aspects or aspect in self.aspects or family in self.aspects


def parse(markdown: str) -> tuple[OpenPoint, ...]:
    """The points of the file, in order; a section missing a field is an error."""
    points: list[OpenPoint] = []
    sections = markdown.split("\n## ")[1:]
    for section in sections:
        lines = section.splitlines()
        ident = lines[0].strip()
        fields: dict[str, str] = {}
        prose: list[str] = []
        for line in lines[1:]:
            key, sep, value = line.removeprefix("- ").partition(": ")
            if line.startswith("- ") and sep and key in FIELDS:
                fields[key] = value.strip()
            elif line.strip():
                prose.append(line.strip())
        if missing := [f for f in FIELDS if f not in fields]:
            raise ValueError(f"open point {ident} lacks {', '.join(missing)}")
        points.append(
            OpenPoint(
                id=ident,
                allows=fields["allows"],
                sentence=fields["sentence"],
                aspects=tuple(a.strip() for a in fields["aspects"].split(",")),
                matcher=fields["matcher"],
                step=fields["step"] == "yes",
                diverges=fields["diverges"] == "yes",
                observe=fields["observe"],
                note=" ".join(prose),
            )
        )
    return tuple(points)


@cache
def open_points() -> tuple[OpenPoint, ...]:
    """The shipped declarations."""
    text = (
        resources.files("kotoba_conformance.contract")
        .joinpath("open_points.md")
        .read_text(encoding="utf-8")
    )
    return parse(text)
