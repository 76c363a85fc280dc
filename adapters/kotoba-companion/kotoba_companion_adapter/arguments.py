"""Arguments that are not text, as the published tools meet them and the contract spells them."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

__all__ = ["text_only"]


@contextmanager
def text_only(*required: object, optional: Sequence[object] = ()) -> Iterator[None]:
    """The published tools call `.strip()` on their arguments, so one that is not text ends in
    `AttributeError` before anything is read or written; the contract spells that bad argument
    `TypeError` (R15), so it is re-raised as one, the original chained. None is text's absence
    only where the signature makes the argument optional."""
    try:
        yield
    except AttributeError as error:
        if all(isinstance(value, str) for value in required) and all(
            value is None or isinstance(value, str) for value in optional
        ):
            raise
        raise TypeError(f"the arguments must be text: {error}") from error
