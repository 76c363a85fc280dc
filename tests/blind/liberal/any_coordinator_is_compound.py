"""Every "and"/"or" makes a fact compound, so "Likes salt and pepper" is refused although the
coordinator only joins two nouns.

clause: WRITE-4
sentence: A semicolon, or a coordinator opening a new clause.
"""

import re

from tests.liberal.kotoba_liberal import refusals
from tests.liberal.kotoba_liberal.adapter import Adapter

_COORDINATOR = re.compile(r"(?i)(?:;|\b(?:and|but|or|nor)\b)")


def _looks_compound(text: str) -> bool:
    return _COORDINATOR.search(text) is not None


vars(refusals)["looks_compound"] = _looks_compound

__all__ = ["Adapter"]
