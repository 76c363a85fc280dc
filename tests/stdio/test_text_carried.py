"""The stdio protocol carries every string the contract allows, exactly, both ways, and refuses
the one kind it does not allow (a lone surrogate) as a transport error of ours, before anything
is sent: NUL, line separators, a BOM, astral characters and a megabyte of fact all cross."""

from __future__ import annotations

import json
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.contract.stdio.client import DEFAULT_TIMEOUT, StdioAdapter
from kotoba_conformance.contract.stdio.protocol import NotText, request_line, response_line
from kotoba_conformance.modes import fuzz
from kotoba_conformance.steps.support import store_files
from kotoba_reference.adapter import ReferenceAdapter

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = [sys.executable, "-m", "kotoba_reference.stdio"]
TEXT = st.text(st.characters(exclude_categories=["Cs"]))
"""Unicode text: any scalar value."""
AWKWARD = "a\x00b\x85c\u2028d\u2029e\ufefff\rg\x1ch\x0bi\U0001f600j\ufffek\U000e0041l\u202em"
"""One of each character some line reader, JSON library or terminal mishandles."""


@pytest.fixture
def reference() -> Iterator[StdioAdapter]:
    adapter = StdioAdapter(REFERENCE, timeout=DEFAULT_TIMEOUT, validate=True)
    yield adapter
    adapter.stop()


@settings(max_examples=300, deadline=None)
@given(TEXT, TEXT)
def test_a_request_is_one_ascii_line_that_reads_back_as_sent(fact: str, topic: str) -> None:
    message = {
        "id": 7,
        "method": "write_fact",
        "system": "s",
        "params": {"fact": fact, "topic": topic},
    }
    line = request_line(message)
    assert line.isascii()
    assert line.endswith(b"\n")
    assert b"\n" not in line[:-1]
    assert b"\r" not in line
    assert json.loads(line) == message


def test_a_request_holding_a_lone_surrogate_is_not_text_and_is_not_sent() -> None:
    with pytest.raises(NotText, match=r"U\+DC80, a lone surrogate"):
        request_line({"id": 1, "method": "write_fact", "params": {"fact": "\udc80"}})


def test_an_answer_keeps_its_utf8_and_carries_even_a_surrogate_as_the_same_string() -> None:
    assert response_line({"id": 1, "result": "pets → topics/pets.md"}) == (
        '{"id": 1, "result": "pets → topics/pets.md"}\n'.encode()
    )
    odd = response_line({"id": 1, "result": "a\udc80b"})
    assert odd.isascii()
    assert json.loads(odd)["result"] == "a\udc80b"


def test_every_awkward_character_crosses_both_ways_exactly(
    reference: StdioAdapter, tmp_path: Path
) -> None:
    """A turn's content comes back from a search exactly as said, over stdio as in process."""
    remote = reference.open({"env": {"HOME": str(tmp_path / "remote")}})
    local = ReferenceAdapter().open({"env": {"HOME": str(tmp_path / "local")}})
    for system in (remote, local):
        system.insert_turn("user", AWKWARD)  # type: ignore[attr-defined]
    found = [system.session_search("a") for system in (remote, local)]  # type: ignore[attr-defined]
    assert found[0] == found[1]
    assert [hit["content"] for hit in found[0]] == [AWKWARD]
    remote.close()
    local.close()


def test_a_lone_surrogate_is_errored_before_sending_and_the_process_goes_on(
    reference: StdioAdapter, tmp_path: Path
) -> None:
    system = reference.open({"env": {"HOME": str(tmp_path)}})
    with pytest.raises(TransportError, match="lone surrogate"):
        system.write_fact("Has a cat named \udc80", "pets")
    assert system.write_fact("Has a cat named Luna", "pets")["written"]
    system.close()


def test_the_longest_fuzzed_fact_crosses_within_the_default_timeout(
    reference: StdioAdapter, tmp_path: Path
) -> None:
    system = reference.open({"env": {"HOME": str(tmp_path)}})
    fact = ("Has a cat named Luna " * (fuzz.LONGEST_FACT // 21 + 1))[: fuzz.LONGEST_FACT]
    result = system.write_fact(fact, "pets")  # a TransportError past the default timeout
    assert result["written"]
    assert len(store_files.topic_facts(Path(system.memory_dir()), "pets")[0]) <= 401
    system.close()


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_a_u0085_sent_to_the_javascript_example_stays_inside_one_fact(tmp_path: Path) -> None:
    """U+0085 crosses the pipe to a program in another language, and whatever that program makes
    of it (the example collapses it as whitespace, as the documents allow), the suite reads one
    bullet: Markdown ends lines at LF, CR and CRLF only."""
    adapter = StdioAdapter(["node", str(ROOT / "examples" / "node" / "adapter.js")], validate=True)
    try:
        system = adapter.open({"env": {"HOME": str(tmp_path)}})
        assert system.write_fact("Has a cat\x85named Luna", "pets")["written"]
        memory = Path(system.memory_dir())
        (fact,) = store_files.topic_facts(memory, "pets")
        assert fact.startswith("Has a cat"), fact
        assert fact.endswith("named Luna"), fact
        assert store_files.recent(memory) == [fact]
        assert store_files.misshapen_store(memory) is None
        system.close()
    finally:
        adapter.stop()
