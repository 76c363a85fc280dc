"""The reference's stdio server speaks the protocol: every answer matches its schema, and errors
travel as data (a bad argument as its exception's name, an unreadable line as a ProtocolError),
never as a dead process."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from kotoba_conformance.contract.stdio.protocol import Checker, schema, schema_names

Exchange = Iterator[tuple[dict[str, object], dict[str, object]]]


@pytest.fixture
def server() -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "kotoba_reference.stdio"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, encoding="utf-8",
    )  # fmt: skip
    yield process
    if process.poll() is None:
        process.kill()
    process.wait(timeout=10)
    for stream in (process.stdin, process.stdout):
        if stream is not None:
            stream.close()


def ask(server: subprocess.Popen[str], line: str) -> dict[str, object]:
    assert server.stdin is not None
    assert server.stdout is not None
    server.stdin.write(line + "\n")
    server.stdin.flush()
    answer: dict[str, object] = json.loads(server.stdout.readline())
    return answer


def test_every_shipped_schema_is_a_valid_json_schema() -> None:
    assert {"hello.request", "call.response", "error.response"} <= set(schema_names())
    for name in schema_names():
        Draft202012Validator.check_schema(schema(name))


def test_a_whole_session_is_schema_valid_both_ways(
    server: subprocess.Popen[str], tmp_path: Path
) -> None:
    checker = Checker()
    requests: list[dict[str, object]] = [
        {"id": 1, "method": "hello", "protocol": 1},
        {"id": 2, "method": "open", "spec": {"env": {"HOME": str(tmp_path)}}},
        {"id": 3, "method": "write_fact", "system": "system-1",
         "params": {"fact": "Lives in Lisbon", "topic": None}},
        {"id": 4, "method": "facts_for_prompt", "system": "system-1", "params": {}},
        {"id": 5, "method": "session_search", "system": "system-1", "params": {"query": "x"}},
        {"id": 6, "method": "close", "system": "system-1", "params": {}},
        {"id": 7, "method": "bye"},
    ]  # fmt: skip
    answers = []
    for request in requests:
        checker.request(request)
        answer = ask(server, json.dumps(request))
        checker.response(str(request["method"]), answer)
        assert answer["id"] == request["id"]
        answers.append(answer)
    hello = answers[0]["result"]
    assert isinstance(hello, dict)
    assert {"facts", "prompt"} <= set(hello["capabilities"])
    assert answers[2]["result"] == {
        "written": True, "reason": "written", "retired": [], "conflicts": [], "duplicate_of": None
    }  # fmt: skip
    assert "Lives in Lisbon" in answers[3]["result"][0]  # type: ignore[index]
    assert server.wait(timeout=10) == 0


def test_bad_arguments_travel_as_errors_of_their_name(
    server: subprocess.Popen[str], tmp_path: Path
) -> None:
    checker = Checker()
    ask(server, '{"id": 1, "method": "hello", "protocol": 1}')
    ask(server, json.dumps({"id": 2, "method": "open", "spec": {"env": {"HOME": str(tmp_path)}}}))
    answer = ask(server, '{"id": 3, "method": "write_fact", "system": "system-1", '
                         '"params": {"fact": 42, "topic": null}}')  # fmt: skip
    checker.response("write_fact", answer)
    assert answer["id"] == 3
    assert answer["error"]["type"] == "TypeError"  # type: ignore[index]


@pytest.mark.parametrize(
    ("line", "expected_id"),
    [
        ("this is not JSON", None),
        ('{"method": "hello", "protocol": 1}', None),
        ('{"id": 8, "method": "write_fact", "system": "no-such", "params": {}}', 8),
        ('{"id": 9, "method": "hello", "protocol": 99}', 9),
    ],
)
def test_an_unreadable_request_is_a_protocol_error_and_the_server_goes_on(
    server: subprocess.Popen[str], line: str, expected_id: int | None
) -> None:
    checker = Checker()
    answer = ask(server, line)
    checker.response("any", answer)
    assert answer["id"] == expected_id
    assert answer["error"]["type"] == "ProtocolError"  # type: ignore[index]
    assert ask(server, '{"id": 10, "method": "hello", "protocol": 1}')["id"] == 10


def test_a_method_the_system_lacks_is_an_error_not_a_crash(
    server: subprocess.Popen[str], tmp_path: Path
) -> None:
    ask(server, json.dumps({"id": 1, "method": "open", "spec": {"env": {"HOME": str(tmp_path)}}}))
    answer = ask(
        server, '{"id": 2, "method": "fly_to_the_moon", "system": "system-1", "params": {}}'
    )
    assert answer["error"]["type"] == "AttributeError"  # type: ignore[index]
    assert server.poll() is None
