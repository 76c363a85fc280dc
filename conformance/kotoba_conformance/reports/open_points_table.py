"""The results page's open-points table, from a `diff --json` report: each point the documents
leave open, the sentence that leaves it open, the resolution or dimension allowing it, and what
each implementation does there (the observers' answers, `modes/diff/matchers.py`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kotoba_conformance.reports.columns import md_text

__all__ = ["NOT_REACHED", "to_markdown"]

NOT_REACHED = "not reached"
"""A cell where the programs never brought the implementation to the point."""


def to_markdown(report: Mapping[str, Any]) -> str:
    """The table, a row per open point and a column per implementation (the report's letters)."""
    names = [str(i["name"]) for i in report["implementations"]]
    header = ["open point", "allowed by", "the sentence that leaves it open", *names]
    lines = [
        "| " + " | ".join(header) + " |",
        "| " + " | ".join("---" for _ in header) + " |",
    ]
    for point in report["open_points"]:
        observed = point["observed"]
        cells = [
            f"`{point['id']}`",
            str(point["allows"]),
            f"“{point['sentence']}”",
            *(str(observed.get(name) or NOT_REACHED) for name in names),
        ]
        lines.append("| " + " | ".join(md_text(c) for c in cells) + " |")
    return "\n".join(lines) + "\n"
