"""The race's reader (`steps/support/torn_reads.py`) sees a file written in place in the moment
it is empty, and sees nothing torn in a file that is only ever replaced whole."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

from kotoba_conformance.steps.support.torn_reads import TornReads

INDEX = (
    "# Memory\n\n## Recent\n- Has a cat named Luna [pets]\n\n"
    "## Topics\n- pets → topics/pets.md (1 facts)\n"
)
TOPIC = "# pets\n\n- Has a cat named Luna\n"
REWRITES = 200


def in_place(path: Path, text: str) -> None:
    """Truncate, then write: for a moment (made long enough to be read on a loaded machine,
    where this thread and the reader's share one interpreter) the file is empty."""
    with path.open("w", encoding="utf-8") as file:
        time.sleep(0.002)
        file.write(text)


def replaced(path: Path, text: str) -> None:
    beside = path.with_suffix(".tmp")
    beside.write_text(text, encoding="utf-8")
    os.replace(beside, path)


def rewrite_while_read(tmp_path: Path, write: Callable[[Path, str], None]) -> list[str]:
    (tmp_path / "topics").mkdir()
    index, topic = tmp_path / "USER.md", tmp_path / "topics" / "pets.md"
    replaced(index, INDEX)
    replaced(topic, TOPIC)

    def rewrite() -> None:
        for _ in range(REWRITES):
            write(index, INDEX)
            write(topic, TOPIC)
            time.sleep(0.0005)

    with TornReads(tmp_path, frozenset({"pets"}), frozenset({"Has a cat named Luna"})) as reads:
        writer = threading.Thread(target=rewrite)
        writer.start()
        writer.join()
    assert sum(sum(contents.values()) for contents in reads.read.values()) > REWRITES
    return reads.reasons()


def test_a_file_written_in_place_is_read_torn(tmp_path: Path) -> None:
    reasons = rewrite_while_read(tmp_path, in_place)
    assert any(r.startswith("USER.md: ") for r in reasons), reasons[:3]
    assert any(r == "topics/pets.md: an empty topic file" for r in reasons), reasons[:3]


def test_a_file_only_ever_replaced_is_never_read_torn(tmp_path: Path) -> None:
    assert rewrite_while_read(tmp_path, replaced) == []


def test_a_missing_file_is_not_torn(tmp_path: Path) -> None:
    with TornReads(tmp_path, frozenset({"pets"}), frozenset()) as reads:
        time.sleep(0.01)
    assert reads.reasons() == []
    assert all(not contents for contents in reads.read.values())
