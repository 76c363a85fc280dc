"""The upper-case words AND, OR, NOT and NEAR are left unquoted, as FTS5 operators, while every
other token is quoted: "cats OR dogs" finds a turn that mentions only dogs, and a query such as
"NOT" alone finds nothing.

clause: SESS-4
sentence: so AND, NEAR, ( and * are literal strings and never FTS5 operators
"""

from tests.liberal.kotoba_contrary import sessions
from tests.liberal.kotoba_contrary.adapter import Adapter

_OPERATORS = frozenset({"AND", "OR", "NOT", "NEAR"})


def _fts_query(query: str) -> str:
    phrases = []
    for piece in query.split():
        if piece in _OPERATORS:
            phrases.append(piece)
            continue
        token = sessions._trimmed(piece)
        if not token:
            continue
        quoted = '"' + token.replace('"', '""') + '"'
        phrases.append(quoted + "*" if len(token) >= sessions.PREFIX_FROM else quoted)
    return " ".join(phrases)


vars(sessions)["fts_query"] = _fts_query

__all__ = ["Adapter"]
