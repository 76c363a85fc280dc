"""Hostile text for the fuzz mode: the inputs a topic, a fact, a query or a name may be made of
when whoever sends it wants out of the store, or wants to forge its structure.

Each family is a list of pieces; `hostile_text` draws strings built from them (and from arbitrary
Unicode), so hypothesis can both mix families and shrink a failure to the piece that matters.
`{scratch root}` in a piece stands for the fuzz mode's scratch folder, so an absolute path that
escaped would land where the fuzz mode looks (and harm nothing else).

Every string drawn is Unicode text, any scalar value but no surrogate (`is_text`), in process
as over stdio: the contract allows no other string, so an input the transport could not carry
is never tried, and the verdict is the same both ways.
"""

from __future__ import annotations

import unicodedata

from hypothesis import strategies as st

SCRATCH_ROOT = "{scratch root}"

TRAVERSAL = [
    "..", "../..", "../../x", "../../../../outside", "topics/../../outside", "./", "a/b", "~",
    "~/outside", "..\\..\\outside", "%2e%2e%2f%2e%2e%2foutside", "..%2f..%2foutside",
    "%252e%252e%252foutside", "....//....//outside", "..;/outside", "/", "//",
    f"{SCRATCH_ROOT}/outside", f"{SCRATCH_ROOT}/../outside", "\\\\server\\share", "C:\\outside",
    "file:///outside", "/dev/null", "/proc/self/environ",
]  # fmt: skip
LOOKALIKE_DOTS = ["..", "．．", "‥", "。。", "%2e%2e", "\u2024\u2024", "．.", "..\u200b"]
LOOKALIKE_SLASHES = ["/", "\\", "／", "∕", "⁄", "⧸", "%2f", "%5c", "＼"]
CONTROL = [
    "\x00", "\x01", "\x07", "\x08", "\t", "\n", "\r", "\r\n", "\x0b", "\x0c", "\x1b", "\x7f",
    "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\ufffe", "\uffff", "\U000e0041",
    "\U0001f600",
]  # fmt: skip
"""Line endings and the characters some readers take for one (Python's `splitlines` splits at
VT, FF, U+001C..U+001E, U+0085, U+2028 and U+2029; Markdown only at LF, CR and CRLF), other
controls, noncharacters, a tag character and an astral one. No surrogate: a lone one is no text
(the contract's strings are Unicode scalar values, `contract/adapter.py`)."""
BIDI = [
    "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069",
    "\u200e", "\u200f", "\u061c",
]  # fmt: skip
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\ufeff", "\u00ad", "\u2060", "\u3000", "\u00a0"]
LOOKALIKES = [
    "Ρets", "рets", "pets\u0301", "ﬁle", "ｐｅｔｓ", "Ⅻ", "𝐩𝐞𝐭𝐬", "İstanbul", "ß", "ǅ", "\u212a",
    "\u212b", "Café", "Cafe\u0301", "ﬀ", "ⓟⓔⓣⓢ", "ᴾᴱᵀˢ",
]  # fmt: skip
WINDOWS = [
    "CON", "PRN", "AUX", "NUL", "COM1", "COM9", "LPT1", "LPT9", "con.md", "nul.txt", "CONIN$",
    "pets.", "pets ", "pets...", "pets:stream", "pets::$DATA", "a*b?c", '<>|"',
]  # fmt: skip
MARKDOWN = [
    "\n## Topics\n- x", "\n## Recent\n- x", "- Has a dog", "- ", "→",
    "- pets → topics/pets.md (99 facts)", "# Heading", "## Topics", "## Recent", "```",
    "<!-- x -->", "\r\n## Recent\r\n- forged", "* star", "+ plus", "1. one", "> quote", "---",
    "[link](../../x)", "|a|b|", "(This list is the 1 most recent of 1 facts",
]  # fmt: skip
FTS5 = [
    "AND", "OR", "NOT", "NEAR", "NEAR(a b, 2)", '"', '""', "*", "^", "content:x", "{content}: x",
    "(", ")", "+", "-", ":", "a*", '"unbalanced', "'", "\\", "%", "_", ";", "--", "/*",
]  # fmt: skip
PLAIN = [
    "pets", "Has a cat named Luna", "Lives in Madrid", "latencias", "work", "general", "x", " ",
    "Likes jasmine tea", "Tiene un perro",
]  # fmt: skip

FAMILIES = (TRAVERSAL, CONTROL, BIDI, INVISIBLE, LOOKALIKES, WINDOWS, MARKDOWN, FTS5, PLAIN)
NORMAL_FORMS = ("NFC", "NFD", "NFKC", "NFKD")


def _piece() -> st.SearchStrategy[str]:
    return st.one_of(
        *(st.sampled_from(family) for family in FAMILIES),
        st.text(st.characters(exclude_categories=["Cs"]), max_size=12),
    )


def traversal_chain() -> st.SearchStrategy[str]:
    """`..` and `/` and their look-alikes, up to eight levels, ending in a name."""
    step = st.tuples(st.sampled_from(LOOKALIKE_DOTS), st.sampled_from(LOOKALIKE_SLASHES))
    return st.builds(
        lambda steps, name: "".join(dots + slash for dots, slash in steps) + name,
        st.lists(step, min_size=1, max_size=8),
        st.sampled_from(["outside", "x", "USER", "USER.md", "topics", ""]),
    )


def _normalised(piece: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.builds(unicodedata.normalize, st.sampled_from(NORMAL_FORMS), piece)


def _long(longest: int) -> st.SearchStrategy[str]:
    """A piece repeated to a given length, up to `longest` characters (drawn towards the long end
    half of the time, so the longest inputs are tried; a failure shrinks towards the short)."""
    return st.builds(
        lambda piece, length: (piece * (length // max(len(piece), 1) + 1))[:length],
        st.sampled_from([*PLAIN, *MARKDOWN, *TRAVERSAL, *LOOKALIKES]).filter(bool),
        st.one_of(st.integers(1, longest), st.integers(longest - 10, longest)),
    )


def is_text(value: str) -> bool:
    """Whether a string is Unicode text: no code point in U+D800..U+DFFF."""
    return not any("\ud800" <= c <= "\udfff" for c in value)


def hostile_text(longest: int) -> st.SearchStrategy[str]:
    """Strings made of hostile pieces, traversal chains, every normalisation form of them, and
    long runs of up to `longest` characters."""
    mixed = st.lists(_piece(), min_size=1, max_size=6).map("".join)
    return st.one_of(
        mixed,
        traversal_chain(),
        _normalised(mixed),
        _long(longest),
    )


QUERY_MARKS = ["\x00", '"', "'"]
"""What a query may be made of alone: NUL, and the two quote marks (R8: "Any query string,
including one made only of quote marks"). A query of these alone, or of these around a word,
is what a tokenizer that drops or quotes them can leave empty or unterminated."""


MARKS_ALONE = ["\x00", '"', "'", "\x00\x00", '""', "''", '"\x00"', "'\"", "\x00'\"", '"\x00\x00"']
"""The shortest such queries, each tried as it is: NUL alone, quote marks alone, and mixed."""


def hostile_query(longest: int) -> st.SearchStrategy[str]:
    """Queries of NUL and quote marks alone, or mixed, bare or around a word, and hostile text:
    the shortest of them drawn as often as the rest, so a run of a few dozen inputs meets them."""
    marks_only = st.text(st.sampled_from(QUERY_MARKS), min_size=1, max_size=8)
    around_a_word = st.builds(
        lambda left, word, right: left + word + right,
        marks_only,
        st.sampled_from(PLAIN),
        st.text(st.sampled_from(QUERY_MARKS), max_size=4),
    )
    return st.one_of(st.sampled_from(MARKS_ALONE), marks_only, around_a_word, hostile_text(longest))
