"""Assertions whose messages an implementer can act on: expected against actual, and for long
strings the first character that differs, named by its code point (a hyphen where the documents
have an em dash is invisible otherwise). Steps call these instead of a bare `assert`."""

from __future__ import annotations

import difflib
import textwrap
import unicodedata
from collections.abc import Sequence

SHORT = 60
"""Strings up to this long are shown whole, without a pointer to the difference."""


def expect_text(actual: object, expected: str, what: str) -> None:
    """`actual` is exactly `expected`."""
    if actual != expected:
        raise AssertionError(text_mismatch(actual, expected, what, "is"))


def expect_starts_with(actual: object, expected: str, what: str) -> None:
    """`actual` is a string starting with `expected`."""
    if not (isinstance(actual, str) and actual.startswith(expected)):
        raise AssertionError(text_mismatch(actual, expected, what, "starts with"))


def expect_lines(actual: Sequence[str], expected: Sequence[str], what: str) -> None:
    """Two lists of lines are equal; a unified diff shows where they are not."""
    if list(actual) != list(expected):
        raise AssertionError(
            f"{what} differs (- expected, + found):\n{lines_diff(actual, expected)}"
        )


def lines_mismatch(
    actual: Sequence[str], expected: Sequence[str], what: str, compared: str = ""
) -> str:
    """For exact shapes compared a little loosely (the prompt, its pointer line): the expected
    lines, the lines found, and a unified diff of the two; for a single line, its first
    differing character too. `compared` says how they are compared, since a difference the
    diff shows may be one the comparison forgives (wrapping, topic order)."""

    def block(lines: Sequence[str]) -> str:
        return "\n".join(f"    {line}" for line in lines) if lines else "    (no line)"

    how = f" ({compared})" if compared else ""
    parts = [
        f"{what} is not as expected{how}:",
        "  expected:",
        block(expected),
        "  found:",
        block(actual),
        "  diff (- expected, + found):",
        textwrap.indent(lines_diff(actual, expected), "    "),
    ]
    if len(actual) == len(expected) == 1:
        parts.append(first_difference(actual[0], expected[0]))
    return "\n".join(parts)


def text_mismatch(actual: object, expected: str, what: str, relation: str) -> str:
    """`what` relation expected, and what was found, with the first difference pointed out."""
    if not isinstance(actual, str):
        return f"{what} {relation}:\n  {expected!r}\nbut it is not a string: {actual!r}"
    if "\n" in expected or "\n" in actual:
        found = actual if relation == "is" else actual[: len(expected) + SHORT]
        diff = lines_diff(found.splitlines(), expected.splitlines())
        where = first_difference(actual, expected)
        return f"{what} {relation} (- expected, + found):\n{diff}\n{where}"
    message = f"{what} {relation}:\n  expected {expected!r}\n  found    {actual!r}"
    if max(len(actual), len(expected)) > SHORT or _looks_alike(actual, expected):
        message += "\n" + first_difference(actual, expected)
    return message


def first_difference(actual: str, expected: str) -> str:
    """Where `actual` first departs from `expected`, with both characters named."""
    index = next(
        (i for i, (a, e) in enumerate(zip(actual, expected, strict=False)) if a != e),
        min(len(actual), len(expected)),
    )
    start = max(0, index - 20)
    context = expected[start:index]
    if index >= len(expected):
        return f"  at character {index + 1}, after {context!r}: the expected text ends, found more"
    if index >= len(actual):
        return (
            f"  at character {index + 1}, after {context!r}: {code_point(expected[index])} "
            "expected, the text ends"
        )
    return (
        f"  at character {index + 1}, after {context!r}: "
        f"{code_point(expected[index])} expected, {code_point(actual[index])} found"
    )


def code_point(character: str) -> str:
    """`U+2014 EM DASH`: a character as Unicode names it."""
    name = unicodedata.name(character, "")
    return f"U+{ord(character):04X} {name}".rstrip()


def lines_diff(actual: Sequence[str], expected: Sequence[str]) -> str:
    diff = difflib.unified_diff(list(expected), list(actual), "expected", "found", lineterm="", n=2)
    return "\n".join(diff)


def _looks_alike(actual: str, expected: str) -> bool:
    """Same length, or the same once case and spacing are ignored: the difference is small."""
    return len(actual) == len(expected) or actual.casefold().split() == expected.casefold().split()
