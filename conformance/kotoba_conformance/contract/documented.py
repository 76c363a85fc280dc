"""What the documents fix, stated once for the whole kit: the numbers they give, and the keys and
types of the dict they show `write_fact` returning. The steps, the modes and the reports import
these; the features state the same numbers in prose, where a reader meets them."""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping

from kotoba_conformance.contract.adapter import WriteResult

RECENT_CAP = 25
"""'## Recent is capped at 25 entries (RECENT_CAP).'"""
FACT_CAP = 400
"""'Facts are capped at 400 characters' (R3: the kept text, before the ellipsis)."""
POINTER_LIMIT = 1000
"""R11: the pointer line stays under 1,000 characters at R11's scale."""
R11_TOPICS, R11_SLUG = 54, 25
"""R11's scale: 54 topics of names about 25 characters long."""
WRITE_RESULT_KEYS = frozenset(WriteResult.__annotations__)
"""The five keys of the documents' `write_fact` result; an implementation may add its own."""


def wrong_types(answer: Mapping[str, object]) -> list[str]:
    """The documented keys of a `write_fact` answer whose values are not of the type
    `WriteResult` gives them (missing keys are the caller's to report)."""
    hints = typing.get_type_hints(WriteResult)
    return sorted(
        key for key, hint in hints.items() if key in answer and not _is_a(answer[key], hint)
    )


def _is_a(value: object, hint: object) -> bool:
    """`isinstance` for the few hints `WriteResult` uses: bool, str, list[str], str | None."""
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        return any(_is_a(value, arm) for arm in typing.get_args(hint))
    if hint is type(None):
        return value is None
    if typing.get_origin(hint) is list:
        (item,) = typing.get_args(hint)
        return isinstance(value, list) and all(_is_a(v, item) for v in value)
    assert isinstance(hint, type), f"WriteResult uses a hint this check does not know: {hint}"
    return isinstance(value, hint)
