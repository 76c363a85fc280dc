"""Quoted step text written with escapes, so a scenario can carry any string exactly.

A Gherkin line cannot hold every character: a line break ends it, a feature file read as text
turns a CR into a line break, an editor may drop or normalise an invisible character, and a
reader cannot see a U+0085 or a right-to-left mark at all. A scenario that opens with the step
"Given the quoted text in this scenario is written with escapes" has its step arguments (quoted
values, doc strings and table cells) read with these escapes, and only these:

    \\\\  a backslash        \\n  LF       \\r  CR       \\t  TAB
    \\"   a quote mark       \\xHH  \\uHHHH  \\UHHHHHHHH  the code point of that hex number

Any other backslash is a mistake in the scenario, reported as such. `kotoba-conformance fuzz`
writes its counterexamples this way (`escaped`), so a pasted scenario reproduces the input to
the character.
"""

from __future__ import annotations

import re
import unicodedata

STEP = "the quoted text in this scenario is written with escapes"
"""The Given step that turns the escapes on for the rest of its scenario (`steps/conftest.py`)."""

_NAMED = {"\\": "\\", '"': '"', "n": "\n", "r": "\r", "t": "\t"}
_ESCAPE = re.compile(
    r"\\(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.)|\Z)", re.DOTALL
)
_WRITTEN = {
    "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", '"': "\\x22",
    "{": "\\x7b", "}": "\\x7d",
}  # fmt: skip
"""How `escaped` writes these; a quote mark as `\\x22`, which every quoted step form reads (some
take their value as `[^"]*`); a brace as `\\x7b`, `\\x7d`, since a value in braces is the form
of other steps (`the model keeps the image "{name}" …` names a file outside the Files)."""


class EscapeError(ValueError):
    """A backslash that starts none of the documented escapes."""


def unescaped(text: str) -> str:
    """The string a text written with escapes stands for."""

    def one(match: re.Match[str]) -> str:
        hex_digits = match[1] or match[2] or match[3]
        if hex_digits is not None:
            code = int(hex_digits, 16)
            if code > 0x10FFFF:
                raise EscapeError(f"{match[0]!r} names no code point (above U+10FFFF)")
            return chr(code)
        if match[4] is None:
            raise EscapeError("the text ends in a lone backslash")
        if match[4] in _NAMED:
            return _NAMED[match[4]]
        raise EscapeError(
            f"{match[0]!r} is no escape: write \\\\ for a backslash, or \\xHH, \\uHHHH, \\n ..."
        )

    return _ESCAPE.sub(one, text)


def needs_escapes(value: str) -> bool:
    """Whether a quoted step argument written as is could lose or hide a character of `value`."""
    return any(_hidden(c) or c in _WRITTEN for c in value)


def escaped(value: str) -> str:
    """`value` written with escapes: every character a reader cannot see, or a line cannot hold
    exactly, as its escape; every other one as itself."""
    return "".join(_WRITTEN.get(c) or (_code(c) if _hidden(c) else c) for c in value)


def _hidden(c: str) -> bool:
    """Control, format, surrogate, private-use and unassigned code points; separators other than
    the plain space (U+00A0, U+2028, U+3000 ...); combining marks, which an editor's
    normalisation would fold into the letter before them."""
    category = unicodedata.category(c)
    return category[0] in "CM" or (category[0] == "Z" and c != " ")


def _code(c: str) -> str:
    code = ord(c)
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"
