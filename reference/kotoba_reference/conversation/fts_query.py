"""The FTS5 query builder for `session_search`: every token quoted, long tokens made prefixes.

A token is a whitespace-separated piece of the query. Each one becomes an FTS5 string (its own
double quotes doubled), so `AND`, `NEAR`, `(`, `*`, `"`, `:`, `^` and `-` are literal text and never
operators. A token with 4 or more letters or digits is a prefix query, because Spanish inflects by
suffix (`latencia` must find `latencias`); a shorter one matches whole words only, because there
the wildcard costs far more than it buys (`la` must not find `las`). The strings are joined by
spaces, FTS5's implicit AND: every token must match.
"""

from __future__ import annotations

PREFIX_MIN = 4
"""Tokens with at least this many letters or digits match as prefixes."""


def build(query: str) -> str | None:
    """The FTS5 MATCH expression for a user's query, or None when it holds no token at all."""
    if not isinstance(query, str):
        raise TypeError(f"query must be a string, not {type(query).__name__}")
    tokens = _clean(query).split()
    if not tokens:
        return None
    return " ".join(_string(token) for token in tokens)


def is_prefix(token: str) -> bool:
    """Whether a token becomes a prefix query (4 or more letters or digits)."""
    return sum(ch.isalnum() for ch in token) >= PREFIX_MIN


def _string(token: str) -> str:
    quoted = '"' + token.replace('"', '""') + '"'
    return quoted + "*" if is_prefix(token) else quoted


def _clean(query: str) -> str:
    """What SQLite cannot take: a NUL ends an FTS5 string early, and a lone surrogate cannot be
    encoded. A NUL separates tokens; an unencodable character becomes `?` (never a letter)."""
    text = query.encode("utf-8", "replace").decode("utf-8")
    return text.replace("\x00", " ")
