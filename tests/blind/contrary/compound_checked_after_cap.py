"""The compound check runs on the fact as capped to 400 characters, so a semicolon (or a new
clause) that sits past character 400 is cut away with the tail and the compound fact is saved.

clause: WRITE-4
sentence: A semicolon, or a coordinator opening a new clause.
answer: undocumented: the documents say a fact is capped at 400 characters and that a compound is
  refused, but not which comes first; the reference and the tutorial's adapter also judge the capped
  text, so a semicolon past character 400 is cut away with the tail in them too.
"""

from tests.liberal.kotoba_contrary import store
from tests.liberal.kotoba_contrary.adapter import Adapter
from tests.liberal.kotoba_contrary.compound import looks_compound
from tests.liberal.kotoba_contrary.text import capped


def _looks_compound_capped(fact: str) -> bool:
    return looks_compound(capped(fact))


vars(store)["looks_compound"] = _looks_compound_capped

__all__ = ["Adapter"]
