"""Only the last token of a query becomes a prefix query (as an autocomplete would): in
"latencia alta" the long first word is matched whole, so it misses "latencias altas".

clause: SESS-2
sentence: Tokens of 4 characters or more become prefix queries
"""

import re

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter

_TOKEN = re.compile(r"[^\W_]+")


def _fts_query(query: str) -> str:
    tokens = _TOKEN.findall(query)
    terms = []
    for place, token in enumerate(tokens):
        quoted = '"' + token.replace('"', '""') + '"'
        last = place == len(tokens) - 1
        terms.append(quoted + "*" if last and len(token) >= conversation.PREFIX_FROM else quoted)
    return " ".join(terms)


vars(conversation)["fts_query"] = _fts_query

__all__ = ["Adapter"]
