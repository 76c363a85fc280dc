"""The suite's stdio client: contract calls forwarded by name, bad arguments re-raised as such,
and every way a process can go wrong (crash, garbage, silence, a wrong id) a TransportError
within the timeout, never a hang."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from kotoba_conformance.contract.errors import AdapterError, TransportError
from kotoba_conformance.contract.loading import command_spec, load
from kotoba_conformance.contract.stdio.client import StdioAdapter, named_arguments
from kotoba_conformance.contract.stdio.protocol import Checker, SchemaViolation

MISBEHAVING = str(Path(__file__).with_name("misbehaving_server.py"))
REFERENCE = [sys.executable, "-m", "kotoba_reference.stdio"]


@pytest.fixture
def reference() -> Iterator[StdioAdapter]:
    adapter = StdioAdapter(REFERENCE, timeout=30, validate=True)
    yield adapter
    adapter.stop()


def misbehaving(mode: str, timeout: float = 30) -> StdioAdapter:
    return StdioAdapter([sys.executable, MISBEHAVING, mode], timeout=timeout, validate=False)


def test_the_handshake_gives_the_capabilities_and_known_failures(reference: StdioAdapter) -> None:
    assert reference.name == "kotoba-reference"
    assert {"facts", "prompt", "profile"} <= set(reference.capabilities())
    assert reference.known_failures() == []


def test_calls_reach_the_system_by_name_with_their_arguments(
    reference: StdioAdapter, tmp_path: Path
) -> None:
    system = reference.open({"env": {"HOME": str(tmp_path)}})
    assert system.write_fact("Lives in Lisbon", "home")["written"]
    assert "Lives in Lisbon" in system.memory_recall(topic="home")
    assert Path(system.memory_dir()).is_relative_to(tmp_path)
    system.close()


def test_positional_and_named_arguments_travel_by_the_contracts_names() -> None:
    assert named_arguments("memory_recall", ["tea"], {}) == {"query": "tea", "topic": None}
    assert named_arguments("memory_write", ["x"], {"topic": "t"}) == {"fact": "x", "topic": "t"}
    with pytest.raises(TypeError):
        named_arguments("write_fact", [], {"colour": "blue"})


def test_bad_arguments_are_raised_again_as_type_and_value_errors(
    reference: StdioAdapter, tmp_path: Path
) -> None:
    system = reference.open({"env": {"HOME": str(tmp_path)}})
    with pytest.raises(TypeError, match="string"):
        system.write_fact(42)
    assert system.write_fact("Likes green tea")["written"], "the process outlives an error"
    system.close()


@pytest.mark.parametrize("mode", ["crash-at-hello", "garbage-at-hello", "bad-hello"])
def test_a_server_failing_its_handshake_is_refused_as_an_adapter(
    mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KOTOBA_STDIO_VALIDATE", "1")
    monkeypatch.setenv("KOTOBA_STDIO_TIMEOUT", "10")
    with pytest.raises(AdapterError):
        load(command_spec(f"{sys.executable} {MISBEHAVING} {mode}"))


@pytest.mark.parametrize("mode", ["crash-on-call", "garbage-on-call", "wrong-id"])
def test_a_server_failing_a_call_gives_a_transport_error(mode: str, tmp_path: Path) -> None:
    adapter = misbehaving(mode)
    system = adapter.open({"env": {"HOME": str(tmp_path)}})
    with pytest.raises(TransportError):
        system.write_fact("Lives in Lisbon")
    with pytest.raises(TransportError):
        system.facts_for_prompt()  # its process is gone, and so is every system in it
    system.close()  # nothing left to close: no error
    adapter.stop()


def test_a_crash_quotes_the_servers_stderr(tmp_path: Path) -> None:
    adapter = misbehaving("crash-on-call")
    system = adapter.open({"env": {"HOME": str(tmp_path)}})
    with pytest.raises(TransportError, match="segmentation fault"):
        system.facts_for_prompt()
    adapter.stop()


def test_a_silent_server_times_out_instead_of_hanging(tmp_path: Path) -> None:
    adapter = misbehaving("silent-on-call", timeout=1)
    system = adapter.open({"env": {"HOME": str(tmp_path)}})
    started = time.monotonic()
    with pytest.raises(TransportError, match="no answer within 1 s"):
        system.facts_for_prompt()
    assert time.monotonic() - started < 10
    adapter.stop()


def test_the_next_open_after_a_failure_starts_a_fresh_process(tmp_path: Path) -> None:
    adapter = misbehaving("crash-on-call")
    with pytest.raises(TransportError):
        adapter.open({"env": {"HOME": str(tmp_path)}}).facts_for_prompt()
    second = adapter.open({"env": {"HOME": str(tmp_path)}})
    with pytest.raises(TransportError):
        second.facts_for_prompt()  # the same misbehaviour, but it was reached again
    adapter.stop()


@pytest.mark.parametrize(
    ("method", "answer"),
    [
        ("write_fact", {"id": 1, "result": None, "note": "an extra key"}),
        ("write_fact", {"id": "1", "result": None}),
        ("open", {"id": 1, "result": {"handle": "s1"}}),
        ("write_fact", {"id": 1, "error": {"message": "no type"}}),
    ],
)
def test_validation_refuses_an_answer_that_breaks_its_schema(
    method: str, answer: dict[str, object]
) -> None:
    with pytest.raises(SchemaViolation):
        Checker().response(method, answer)
