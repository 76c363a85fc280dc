"""session_search passes words to FTS5 unquoted, so AND, OR, NOT and NEAR act as operators: a
search for "AND" (or "rock AND") finds nothing, though turns say it.

clause: SESS-4
sentence: Every token is quoted, so AND, NEAR, ( and * are literal strings
"""

import re

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter

_TOKEN = re.compile(r"[^\W_]+")


def _fts_query(query: str) -> str:
    terms = []
    for token in _TOKEN.findall(query):
        terms.append(token + "*" if len(token) >= conversation.PREFIX_FROM else token)
    return " ".join(terms)


vars(conversation)["fts_query"] = _fts_query

__all__ = ["Adapter"]
