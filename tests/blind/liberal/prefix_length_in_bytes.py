"""A token's length is counted in UTF-8 bytes, not characters, so a short word with a letter
outside ASCII ("año", three characters, four bytes) becomes a prefix query and finds "años".

clause: SESS-3
sentence: Below 4 characters the wildcard costs far more than it buys
"""

import re

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter

_TOKEN = re.compile(r"[^\W_]+")


def _fts_query(query: str) -> str:
    terms = []
    for token in _TOKEN.findall(query):
        quoted = '"' + token.replace('"', '""') + '"'
        long = len(token.encode("utf-8")) >= conversation.PREFIX_FROM
        terms.append(quoted + "*" if long else quoted)
    return " ".join(terms)


vars(conversation)["fts_query"] = _fts_query

__all__ = ["Adapter"]
