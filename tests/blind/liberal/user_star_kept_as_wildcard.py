"""A `*` the user types right after a word is kept as FTS5's wildcard: "la*" becomes a prefix
query and finds turns that only hold "las" or "lago", instead of searching the literal text.

clause: SESS-4
sentence: Every token is quoted, so AND, NEAR, ( and * are literal strings
"""

import re

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter

_TOKEN = re.compile(r"([^\W_]+)(\*?)")


def _fts_query(query: str) -> str:
    terms = []
    for token, star in _TOKEN.findall(query):
        quoted = '"' + token.replace('"', '""') + '"'
        terms.append(quoted + "*" if star or len(token) >= conversation.PREFIX_FROM else quoted)
    return " ".join(terms)


vars(conversation)["fts_query"] = _fts_query

__all__ = ["Adapter"]
