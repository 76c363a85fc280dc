"""A token's length is measured in UTF-8 bytes, not characters, when deciding whether it becomes
a prefix query: a three-letter word with an accent ("año", four bytes) is wildcarded and finds
"años".

clause: SESS-3
sentence: Below 4 characters the wildcard costs far more than it buys
"""

from tests.liberal.kotoba_contrary import sessions
from tests.liberal.kotoba_contrary.adapter import Adapter


def _fts_query(query: str) -> str:
    phrases = []
    for piece in query.split():
        token = sessions._trimmed(piece)
        if not token:
            continue
        quoted = '"' + token.replace('"', '""') + '"'
        wide = len(token.encode("utf-8")) >= sessions.PREFIX_FROM
        phrases.append(quoted + "*" if wide else quoted)
    return " ".join(phrases)


vars(sessions)["fts_query"] = _fts_query

__all__ = ["Adapter"]
