"""The reference's settings app over a real loopback socket: what the documents leave open
(status codes, the payload's shape and order, the panel's markup) pinned for this implementation."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from kotoba_conformance.steps.support import http_client
from kotoba_conformance.steps.support.http_client import Answer
from kotoba_conformance.steps.support.invented_facts import distinct_facts
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import render_panel


@pytest.fixture
def system(tmp_path: Path) -> Iterator[ReferenceSystem]:
    opened = ReferenceAdapter().open({"env": {"HOME": str(tmp_path), "KOTOBA_HOME": str(tmp_path)}})
    opened.write_fact("Has a cat named Luna", "pets")
    opened.write_fact("Works as a security engineer", "work")
    yield opened
    opened.close()


def call(system: ReferenceSystem, method: str, target: str, body: bytes | None = None) -> Answer:
    """A request as the suite sends one: no Origin, and a name's body as JSON (what else a
    request may carry is tests/reference/settings_app/test_guard.py's)."""
    json_body = "application/json" if method == "POST" else None
    return http_client.send(system.http_app()["base_url"], method, target, body, json_body)


def name_of(system: ReferenceSystem) -> str | None:
    row = (
        system.database.connection()
        .execute("SELECT value FROM user_profile WHERE key = 'name'")
        .fetchone()
    )
    return None if row is None else str(row[0])


def test_the_app_listens_on_the_loopback_only(system: ReferenceSystem) -> None:
    assert system.http_app()["base_url"].startswith("http://127.0.0.1:")


def test_the_payload_lists_topics_in_slug_order_and_recent_newest_first(
    system: ReferenceSystem,
) -> None:
    answer = call(system, "GET", system.http_app()["settings_path"])
    assert answer.status == 200
    assert answer.json() == {
        "memory": {
            "topics": [{"slug": "pets", "count": 1}, {"slug": "work", "count": 1}],
            "recent": ["Works as a security engineer", "Has a cat named Luna"],
        }
    }


def test_recent_in_the_payload_is_the_newest_eight_of_recent(system: ReferenceSystem) -> None:
    facts = distinct_facts(10)
    for fact in facts:
        system.write_fact(fact, "stamps")
    recent = call(system, "GET", "/api/settings").json()
    assert isinstance(recent, dict)
    assert recent["memory"]["recent"] == system.store.recent()[-8:][::-1]


def test_deleting_a_topic_answers_whether_it_existed(system: ReferenceSystem) -> None:
    assert call(system, "DELETE", "/api/memory/topic/pets").json() == {
        "slug": "pets",
        "deleted": True,
    }
    again = call(system, "DELETE", "/api/memory/topic/pets")
    assert (again.status, again.json()) == (200, {"slug": "pets", "deleted": False})


@pytest.mark.parametrize("slug", ["..", "%2e%2e", "Pets", "pets.md", "pe%20ts", "a" * 65])
def test_a_slug_that_is_not_one_is_refused_with_a_message(
    system: ReferenceSystem, slug: str
) -> None:
    answer = call(system, "DELETE", f"/api/memory/topic/{slug}")
    assert answer.status == 400
    assert "not a topic slug" in answer.text()
    assert (system.store.memory_dir / "topics" / "pets.md").is_file()


@pytest.mark.parametrize("target", ["..%2FUSER", "%2e%2e%2fUSER", "pets/extra"])
def test_a_slug_with_a_slash_reaches_no_route(system: ReferenceSystem, target: str) -> None:
    assert call(system, "DELETE", f"/api/memory/topic/{target}").status == 404


@pytest.mark.parametrize(
    "body", [None, b"name=Sam", b"[]", b'{"name": 42}', b'{"name": null}', b"{}", b"\xff"]
)
def test_a_malformed_name_request_is_refused_with_a_message(
    system: ReferenceSystem, body: bytes | None
) -> None:
    call(system, "POST", "/api/settings/user-name", json.dumps({"name": "Alex"}).encode())
    answer = call(system, "POST", "/api/settings/user-name", body)
    assert answer.status == 400
    assert "name" in str(answer.json())
    assert name_of(system) == "Alex"


def test_an_empty_name_is_accepted_and_changes_nothing(system: ReferenceSystem) -> None:
    call(system, "POST", "/api/settings/user-name", b'{"name": "Alex"}')
    assert call(system, "POST", "/api/settings/user-name", b'{"name": ""}').status == 200
    assert name_of(system) == "Alex"


@pytest.mark.parametrize(
    ("method", "target", "status"),
    [
        ("DELETE", "/api/settings/user-name", 405),
        ("PUT", "/api/settings/user-name", 405),
        ("DELETE", "/api/memory/fact/Has%20a%20cat", 404),
        ("DELETE", "/api/memory/topic/pets/0", 404),
        ("PUT", "/api/memory/topic/pets", 405),
    ],
)
def test_there_is_no_route_to_clear_the_name_or_delete_a_fact(
    system: ReferenceSystem, method: str, target: str, status: int
) -> None:
    assert call(system, method, target).status == status


def test_the_panel_is_served_as_html(system: ReferenceSystem) -> None:
    answer = call(system, "GET", system.http_app()["panel_path"])
    assert answer.status == 200
    assert answer.content_type.startswith("text/html")
    assert "pets · 1" in answer.text()


def test_the_panel_escapes_and_says_when_there_are_no_topics() -> None:
    assert "No topics yet." in render_panel([])
    assert "<b>" not in render_panel([{"slug": "<b>", "count": 1}])


def test_close_stops_the_server_and_frees_its_port(system: ReferenceSystem) -> None:
    port = int(system.http_app()["base_url"].rsplit(":", 1)[1])
    system.close()
    with pytest.raises(ConnectionRefusedError), socket.create_connection(("127.0.0.1", port), 2):
        pass


def test_a_restart_serves_the_same_store_again(system: ReferenceSystem) -> None:
    system.close()
    reopened = ReferenceAdapter().open(
        {"env": {"HOME": str(system.paths.home), "KOTOBA_HOME": str(system.paths.home)}}
    )
    try:
        assert call(reopened, "GET", "/settings/memory").text().count(" · 1") == 2
    finally:
        reopened.close()
