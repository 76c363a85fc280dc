"""Tokens under 4 characters are dropped from the query as noise instead of matched whole: a
search for "la" (or "ok", "dog") finds nothing, though turns say it.

clause: SESS-3
sentence: "la" matches 212 turns
"""

import re

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter

_TOKEN = re.compile(r"[^\W_]+")


def _fts_query(query: str) -> str:
    terms = []
    for token in _TOKEN.findall(query):
        if len(token) >= conversation.PREFIX_FROM:
            terms.append('"' + token.replace('"', '""') + '"*')
    return " ".join(terms)


vars(conversation)["fts_query"] = _fts_query

__all__ = ["Adapter"]
