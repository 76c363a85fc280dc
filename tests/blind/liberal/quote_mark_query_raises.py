"""session_search quotes each whitespace-separated word without doubling a quote mark inside
it, so a query holding a `"` (one made only of `"`, or `say"hi`) is an FTS5 syntax error and
the search raises instead of answering.

clause: SESS-4
sentence: R8
"""

import re
from typing import Any

from tests.liberal.kotoba_liberal import conversation
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.database import Database

_NOT_WORD = re.compile(r"[\W_]+")


def _fts_query(query: str) -> str:
    terms = []
    for token in query.split():
        quoted = f'"{token}"'
        long = len(_NOT_WORD.sub("", token)) >= conversation.PREFIX_FROM
        terms.append(quoted + "*" if long else quoted)
    return " ".join(terms)


def _session_search(db: Database, query: str) -> list[dict[str, Any]]:
    if not isinstance(query, str):
        raise TypeError(f"query must be text, not {type(query).__name__}")
    expression = _fts_query(query)
    if not expression:
        return []
    with db.connect() as connection:
        rows = connection.execute(
            "SELECT turns.role, turns.content FROM turns_fts"
            " JOIN turns ON turns.id = turns_fts.rowid"
            " WHERE turns_fts MATCH ? ORDER BY turns_fts.rank, turns.id DESC LIMIT ?",
            (expression, conversation.HIT_LIMIT),
        ).fetchall()
    return [{"role": role, "content": content} for role, content in rows]


vars(conversation)["session_search"] = _session_search

__all__ = ["Adapter"]
