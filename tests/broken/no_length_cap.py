"""Collapses whitespace but never caps the length: a fact of 450 characters is stored whole, with
no cut at a word boundary and no ellipsis.

clause: WRITE-10
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.rules import Rules


def collapsed(text: str) -> str:
    """Whitespace collapsed, as the reference does; the reference also caps it here."""
    return " ".join(text.split())


class System(ReferenceSystem):
    rules = Rules(normalise=collapsed)


class Adapter(ReferenceAdapter):
    system_class = System
