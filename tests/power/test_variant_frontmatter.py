"""The variants' frontmatter (`tests/support/variant_frontmatter.py`): read from a Python
docstring or a JavaScript comment alike, every malformed one refused with a message naming what
is wrong, and every variant of the repository (the published package's too, judged only where
it is installed) written in it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support.variant_frontmatter import (
    BROKEN,
    MODES,
    Frontmatter,
    FrontmatterError,
    broken_implementations,
    leading_comment,
    parse,
    read,
)

BLIND = BROKEN.parent / "blind"
PROSE = "The cap keeps 26 facts under ## Recent, one more than documented."


def test_a_python_docstring_is_read_prose_then_fields(tmp_path: Path) -> None:
    variant = tmp_path / "variant.py"
    variant.write_text(
        f'"""{PROSE}\nIts second line.\n\nclause: RECENT-1, PROMPT-2\n'
        "sentence: Only the last 25 are\n  kept.\ncaught by: stress\n"
        'caught in: One, with a comma\ncaught in: Two\n"""\n\nimport os\n',
        encoding="utf-8",
    )
    assert read(variant) == Frontmatter(
        what=f"{PROSE} Its second line.",
        clauses=("RECENT-1", "PROMPT-2"),
        sentence="Only the last 25 are kept.",
        caught_by="stress",
        caught_in=("One, with a comma", "Two"),
    )


def test_a_javascript_comment_is_read_after_the_shebang(tmp_path: Path) -> None:
    variant = tmp_path / "variant.js"
    variant.write_text(
        f"#!/usr/bin/env node\n/*\n{PROSE}\n\nclause: RECENT-1\nsentence: kept.\n"
        "answer: open: no scenario yet\n  sends 26 facts\n*/\n'use strict';\n",
        encoding="utf-8",
    )
    front = read(variant)
    assert (front.what, front.clauses, front.caught_by) == (PROSE, ("RECENT-1",), "run")
    assert front.answer == "open: no scenario yet sends 26 facts"


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ("sentence: kept.", "names no clause"),
        ("clause: RECENT-1,", "names no clause"),
        ("clause: RECENT-1\nseverity: high", "unknown key 'severity': the keys are clause, "),
        ("clause: RECENT-1\nanswer: maybe: fine", "answer 'maybe: fine'... does not start with"),
        ("clause: RECENT-1\ncaught by: load", "caught by 'load': not one of run, audit, fuzz"),
        ("clause: RECENT-1\nclause: PROMPT-2", "key 'clause' given twice"),
        ("clause: RECENT-1\nA stray sentence.", "line 2 of the last paragraph is neither"),
    ],
)
def test_a_malformed_block_is_refused_saying_why(fields: str, message: str) -> None:
    with pytest.raises(FrontmatterError, match=re.escape(message)):
        parse(f"{PROSE}\n\n{fields}")


def test_a_frontmatter_without_prose_is_refused() -> None:
    with pytest.raises(FrontmatterError, match="no prose before the key: value block"):
        parse("clause: RECENT-1")


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        ("v.py", "import os\n", "no module docstring"),
        ("v.js", "#!/usr/bin/env node\n// clause: RECENT-1\n", "does not open with a /* ... */"),
        ("v.rb", "# clause: RECENT-1\n", "no frontmatter is defined for '.rb' files"),
    ],
)
def test_a_file_without_a_frontmatter_is_refused_naming_it(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    (tmp_path / name).write_text(text, encoding="utf-8")
    with pytest.raises(FrontmatterError, match=re.escape(message)) as raised:
        read(tmp_path / name)
    assert str(raised.value).startswith(f"{tmp_path / name}: ")


def _variant_files() -> list[Path]:
    found = [*BROKEN.glob("*.py"), *BLIND.glob("*/*.py"), *BLIND.glob("*/*.js")]
    return sorted(p for p in found if not p.name.startswith("_"))


OLD_FORMAT = re.compile(
    r"^(?:(?:CAUGHT_AS|CAUGHT_BY|CAUGHT_IN|CLAUSE|SENTENCE|ANSWER)\s*=|//\s*(?:clause|sentence"
    r"|what|answer):)",
    re.MULTILINE,
)
"""The encodings the frontmatter replaced: a variant still carrying one would have it ignored."""


def test_every_variant_of_the_repository_has_a_frontmatter_with_its_clause() -> None:
    files = _variant_files()
    assert {p.parent.name for p in files} >= {"broken", "published", "node", "example"}
    fronts = {path: read(path) for path in files}  # a malformed one raises, naming its file
    assert all(f.clauses and f.what for f in fronts.values())
    unsentenced = [p for p, f in fronts.items() if p.parent != BROKEN and not f.sentence]
    assert not unsentenced, f"blind variants name no sentence: {unsentenced}"
    old = [p for p in files if OLD_FORMAT.search(p.read_text(encoding="utf-8"))]
    assert not old, f"variants still in the old format: {old}"


def test_the_broken_implementations_are_listed_by_the_mode_that_catches_them() -> None:
    every = broken_implementations()
    assert set(every) == {p.stem for p in _variant_files() if p.parent == BROKEN}
    for mode in ("run", "audit", "fuzz", "stress"):
        chosen = broken_implementations(mode)
        assert chosen, f"no broken implementation is caught by {mode}"
        assert all(front.caught_by == mode for front in chosen.values())
    assert sum(len(broken_implementations(mode)) for mode in MODES) == len(every)


def test_the_example_in_tests_readme_is_the_variant_it_names() -> None:
    readme = (BROKEN.parent / "README.md").read_text(encoding="utf-8")
    section = readme.partition("## A variant's frontmatter")[2]
    named = re.search(r"\(`(blind/[^`]+\.py)`\):\n\n```python\n(.*?)```", section, re.DOTALL)
    assert named, "tests/README.md shows no example variant under its frontmatter section"
    example = leading_comment(named[2], ".py")
    assert parse(example) == read(BROKEN.parent / named[1])
