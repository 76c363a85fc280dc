"""The prefix wildcard is put inside the quotes ("latencia*" instead of "latencia"*), where FTS5
reads it as literal text and drops it: a long token matches only the whole word, so "latencia"
does not find "latencias".

clause: SESS-2
sentence: Tokens of 4 characters or more become prefix queries
"""

import re

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter

_TOKEN = re.compile(r"[^\W_]+")


def _fts_query(query: str) -> str:
    terms = []
    for token in _TOKEN.findall(query):
        body = token.replace('"', '""')
        terms.append(f'"{body}*"' if len(token) >= conversation.PREFIX_FROM else f'"{body}"')
    return " ".join(terms)


vars(conversation)["fts_query"] = _fts_query

__all__ = ["Adapter"]
