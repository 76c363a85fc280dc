"""The frontmatter of a variant (`tests/broken/`, `tests/blind/`): what it gets wrong and what
must catch it, read from its text, never by importing it (a variant may change the modules of
the implementation it varies when it loads).

The format is defined in `tests/README.md` ("A variant's frontmatter"). In short: the leading
docstring (Python) or leading `/* ... */` comment (JavaScript, after an optional `#!` line) is
the frontmatter; its prose says what the variant gets wrong, and its last paragraph is a block
of `key: value` lines (a longer value goes on indented continuation lines).
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

MODES = ("run", "audit", "fuzz", "stress")
"""The modes that can catch a variant (`caught by`)."""
ANSWER_KINDS = ("undocumented: ", "equivalent: ", "open: ")
"""How a miss is answered: the documents do not support catching it; the variant, read against
its implementation, changes nothing the documents describe; or a hole of the suite still owed a
scenario (counted as missed by benchmarks/blind_tally.py, never as caught)."""
KEYS = ("clause", "sentence", "caught by", "caught in", "answer")
REPEATABLE = frozenset({"caught in"})
"""Keys given once per value: a scenario title may hold a comma."""
_FIELD = re.compile(r"([a-z][a-z ]*):(?: (.*))?$")


class FrontmatterError(ValueError):
    """A variant's frontmatter is missing or malformed; the message names the file."""


@dataclass(frozen=True)
class Frontmatter:
    what: str
    """The prose: what the variant gets wrong."""
    clauses: tuple[str, ...]
    """What a run must report FAILED: clause ids (for `caught by: audit`, the audit's checks)."""
    sentence: str = ""
    """The quoted sentence or the resolution the variant breaks."""
    caught_by: str = "run"
    caught_in: tuple[str, ...] = ()
    """Titles of scenarios that must each fail, so one failing check cannot hide another."""
    answer: str = ""
    """Empty, or why a miss is not the suite's to catch (starts with one of `ANSWER_KINDS`)."""


def read(path: Path) -> Frontmatter:
    """The frontmatter of the variant at `path` (a `.py` or `.js` file)."""
    text = path.read_text(encoding="utf-8")
    try:
        return parse(leading_comment(text, path.suffix))
    except FrontmatterError as error:
        raise FrontmatterError(f"{path}: {error}") from None


def leading_comment(text: str, suffix: str) -> str:
    """The text holding the frontmatter: a Python file's module docstring, or a JavaScript
    file's first `/* ... */` comment, which must open the file (after a `#!` line if any)."""
    if suffix == ".py":
        docstring = ast.get_docstring(ast.parse(text))
        if docstring is None:
            raise FrontmatterError("no module docstring to hold the frontmatter")
        return docstring
    if suffix == ".js":
        body = text.split("\n", 1)[1] if text.startswith("#!") else text
        if not body.startswith("/*") or "*/" not in body:
            raise FrontmatterError("the file does not open with a /* ... */ frontmatter comment")
        return body[2 : body.index("*/")]
    raise FrontmatterError(f"no frontmatter is defined for {suffix!r} files")


def parse(comment: str) -> Frontmatter:
    """Read a frontmatter comment: prose, a blank line, then the `key: value` block."""
    prose, _, block = comment.strip().rpartition("\n\n")
    if not prose.strip():
        raise FrontmatterError(
            "no prose before the key: value block saying what the variant gets wrong"
        )
    fields = _fields(block)
    clauses = tuple(c.strip() for c in fields.get("clause", [""])[0].split(","))
    if not all(clauses):
        raise FrontmatterError("names no clause (clause: ID, ID, ...)")
    caught_by = fields.get("caught by", ["run"])[0]
    if caught_by not in MODES:
        raise FrontmatterError(f"caught by {caught_by!r}: not one of {', '.join(MODES)}")
    answer = fields.get("answer", [""])[0]
    if answer and not answer.startswith(ANSWER_KINDS):
        raise FrontmatterError(
            f"answer {answer[:40]!r}... does not start with one of"
            f" {', '.join(k.strip() for k in ANSWER_KINDS)}"
        )
    return Frontmatter(
        what=" ".join(prose.split()),
        clauses=clauses,
        sentence=fields.get("sentence", [""])[0],
        caught_by=caught_by,
        caught_in=tuple(fields.get("caught in", [])),
        answer=answer,
    )


def _fields(block: str) -> dict[str, list[str]]:
    """The values of each key of the block, a continuation line joined to its line by a space."""
    fields: dict[str, list[str]] = {}
    key = ""
    for number, line in enumerate(block.splitlines(), 1):
        if line[:1].isspace() and key and line.strip():
            fields[key][-1] = f"{fields[key][-1]} {line.strip()}".strip()
            continue
        match = _FIELD.match(line)
        if match is None:
            raise FrontmatterError(
                f"line {number} of the last paragraph is neither `key: value` nor an indented"
                f" continuation: {line!r}"
            )
        key, value = match[1], (match[2] or "").strip()
        if key not in KEYS:
            raise FrontmatterError(f"unknown key {key!r}: the keys are {', '.join(KEYS)}")
        if key in fields and key not in REPEATABLE:
            raise FrontmatterError(f"key {key!r} given twice")
        fields.setdefault(key, []).append(value)
    return fields


BROKEN = Path(__file__).resolve().parents[1] / "broken"


def broken_implementations(caught_by: str | None = None) -> dict[str, Frontmatter]:
    """The frontmatter of each broken implementation (`tests/broken/`) by module name, only
    those a mode catches if `caught_by` names it."""
    found = {p.stem: read(p) for p in sorted(BROKEN.glob("*.py")) if not p.stem.startswith("_")}
    return {n: f for n, f in found.items() if caught_by in (None, f.caught_by)}
