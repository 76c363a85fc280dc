"""The store's files are split into lines where Markdown ends a line (LF, CR, CRLF) and nowhere
else: a U+0085, a U+2028 or a form feed inside a fact is part of it, as it is in any Markdown
reader, where Python's `str.splitlines` would cut the fact in two."""

from __future__ import annotations

import re
from pathlib import Path

import kotoba_conformance
from hypothesis import given
from hypothesis import strategies as st
from kotoba_conformance.steps.support import store_files

SUITE = Path(kotoba_conformance.__file__).resolve().parent
STORE_READERS = [
    "modes/fuzz.py", "modes/fuzz_sandbox.py", "modes/fuzz_lifetime.py", "modes/fuzz_collector.py",
    "modes/fuzz_visual.py", "modes/fuzz_http.py", "modes/store_machine.py",
    "modes/counterexample.py", "modes/stress.py",
    "steps/support/store_files.py", "steps/test_store.py", "steps/test_writing.py",
]  # fmt: skip
"""The modules that split an implementation's files (or replies) into lines."""


def test_only_lf_cr_and_crlf_end_a_line() -> None:
    text = "a\x85b\u2028c\u2029d\x0be\x0cf\x1cg\x1dh\x1ei\r\nj\rk\nl\n"
    assert store_files.markdown_lines(text) == [
        "a\x85b\u2028c\u2029d\x0be\x0cf\x1cg\x1dh\x1ei", "j", "k", "l",
    ]  # fmt: skip


@given(st.text(st.characters(exclude_categories=["Cs"])))
def test_the_lines_joined_are_the_text_with_its_line_endings_made_lf(text: str) -> None:
    lines = store_files.markdown_lines(text)
    assert not any("\r" in line or "\n" in line for line in lines)
    normalised = re.sub(r"\r\n|\r", "\n", text)
    assert "\n".join(lines) == normalised.removesuffix("\n")


def test_a_bullet_keeps_the_characters_at_its_ends_that_markdown_keeps() -> None:
    assert store_files.bullets("# t\n\n-  Has a cat \t\n- Owns a hat\u3000\n- Rides\x85\n") == [
        "Has a cat", "Owns a hat\u3000", "Rides\x85",
    ]  # fmt: skip


def test_a_fact_holding_u0085_or_u2028_reads_as_one_bullet_of_a_well_shaped_store(
    tmp_path: Path,
) -> None:
    (tmp_path / "topics").mkdir()
    (tmp_path / "topics" / "pets.md").write_text(
        "# pets\n\n- Has a cat\x85named Luna\n", encoding="utf-8"
    )
    (tmp_path / "USER.md").write_text(
        "Durable memory.\n\n## Recent\n\n- Has a cat\x85named Luna\n\n"
        "## Topics\n\n- pets → topics/pets.md (1 facts)\n",
        encoding="utf-8",
    )
    assert store_files.recent(tmp_path) == ["Has a cat\x85named Luna"]
    assert store_files.misshapen_store(tmp_path) is None
    (tmp_path / "USER.md").write_text(
        "Durable memory.\n\n## Recent\n\n- Has a cat\rnamed Luna\n\n"
        "## Topics\n\n- pets → topics/pets.md (1 facts)\n",
        encoding="utf-8",
    )
    why = store_files.misshapen_store(tmp_path)
    assert why == "USER.md: its Recent section holds a line that is no bullet: 'named Luna'"


def test_a_file_that_is_not_utf8_is_misshapen_not_a_crash(tmp_path: Path) -> None:
    (tmp_path / "topics").mkdir()
    (tmp_path / "topics" / "pets.md").write_bytes(b"# pets\n\n- Has a cat \xff\n")
    assert store_files.misshapen_store(tmp_path) == "topics/pets.md: it is not UTF-8 text"


def test_no_reader_of_the_stores_files_splits_with_splitlines() -> None:
    users = [name for name in STORE_READERS if ".splitlines(" in (SUITE / name).read_text()]
    assert not users, f"split with store_files.markdown_lines instead: {users}"
