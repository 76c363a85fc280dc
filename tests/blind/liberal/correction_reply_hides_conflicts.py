"""When a write both retires a fact and leaves a contradicting one in place, the reply names only
what it replaced and never what still contradicts it.

clause: WRITE-7
sentence: the reply states what it replaced and what still contradicts it
"""

from tests.liberal.kotoba_liberal import replies
from tests.liberal.kotoba_liberal.adapter import Adapter

_saved = replies.saved


def _saved_without_conflicts(slug: str, fact: str, retired: list[str], conflicts: list[str]) -> str:
    return _saved(slug, fact, retired, [] if retired else conflicts)


vars(replies)["saved"] = _saved_without_conflicts

__all__ = ["Adapter"]
