"""Only the last token of a query becomes a prefix query (search-as-you-type style); an earlier
long token is matched whole, so "latencia alta" no longer finds "latencias altas".

clause: SESS-2
sentence: Tokens of 4 characters or more become prefix queries
"""

from tests.liberal.kotoba_contrary import sessions
from tests.liberal.kotoba_contrary.adapter import Adapter


def _fts_query(query: str) -> str:
    tokens = [token for token in (sessions._trimmed(piece) for piece in query.split()) if token]
    phrases = []
    for position, token in enumerate(tokens):
        quoted = '"' + token.replace('"', '""') + '"'
        last = position == len(tokens) - 1
        phrases.append(quoted + "*" if last and len(token) >= sessions.PREFIX_FROM else quoted)
    return " ".join(phrases)


vars(sessions)["fts_query"] = _fts_query

__all__ = ["Adapter"]
