"""The reference's settings app refuses what a web page could send it (`guard`), over a real
loopback socket: a Host that is not this app, a change asked for from another Origin, a name not
sent as JSON. Each refusal is a 4xx with a message and changes nothing; no answer carries a CORS
header, every answer says nosniff, and the panel's policy allows exactly what it uses."""

from __future__ import annotations

import base64
import hashlib
import http.client
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

NAME_ROUTE = "/api/settings/user-name"
TOPIC = "/api/memory/topic/pets"
ROUTES = [
    ("GET", "/api/settings", None),
    ("GET", "/settings/memory", None),
    ("DELETE", TOPIC, None),
    ("POST", NAME_ROUTE, b'{"name": "Mallory"}'),
]


@dataclass(frozen=True)
class Reply:
    status: int
    headers: Mapping[str, str]
    body: bytes

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")


def send(
    base_url: str,
    method: str,
    target: str,
    headers: Mapping[str, str] | None = None,
    body: bytes | None = None,
) -> Reply:
    """One request with exactly these headers (a `Host` among them replaces the real one)."""
    parts = urlsplit(base_url)
    connection = http.client.HTTPConnection(parts.hostname or "", parts.port, timeout=30)
    try:
        connection.request(
            method, target, body=body, headers={"Connection": "close", **(headers or {})}
        )
        response = connection.getresponse()
        received = {name.lower(): value for name, value in response.getheaders()}
        return Reply(response.status, received, response.read())
    finally:
        connection.close()


@pytest.fixture
def system(tmp_path: Path) -> Iterator[ReferenceSystem]:
    opened = ReferenceAdapter().open({"env": {"HOME": str(tmp_path), "KOTOBA_HOME": str(tmp_path)}})
    opened.write_fact("Has a cat named Luna", "pets")
    opened.set_user_name("Alex", "setup")
    yield opened
    opened.close()


def base(system: ReferenceSystem) -> str:
    return system.http_app()["base_url"]


def port(system: ReferenceSystem) -> int:
    return int(base(system).rsplit(":", 1)[1])


def untouched(system: ReferenceSystem) -> bool:
    """The topic is still there and the name is still Alex."""
    row = (
        system.database.connection()
        .execute("SELECT value FROM user_profile WHERE key = 'name'")
        .fetchone()
    )
    return (system.store.memory_dir / "topics" / "pets.md").is_file() and row == ("Alex",)


def assert_refused(reply: Reply, status: int, system: ReferenceSystem) -> None:
    assert reply.status == status, reply
    assert reply.text.strip(), "a refusal says why"
    assert b"Luna" not in reply.body
    assert untouched(system)


FOREIGN_HOSTS = [
    "attacker.example",
    "attacker.example:{port}",
    "127.0.0.1.:{port}",
    "localhost.:{port}",
    "localhost.attacker.example:{port}",
    "127.0.0.1.attacker.example:{port}",
    "[::1]:{port}",
    "0.0.0.0:{port}",
    "127.0.0.2:{port}",
    "127.0.0.1",
    "localhost",
    "127.0.0.1:{other}",
    "127.0.0.1:{port}:{port}",
    "127.0.0.1:{port}@attacker.example",
    "",
]


@pytest.mark.parametrize("host", FOREIGN_HOSTS)
@pytest.mark.parametrize(("method", "target", "body"), ROUTES)
def test_a_host_that_is_not_this_app_is_refused_on_every_route(
    system: ReferenceSystem, host: str, method: str, target: str, body: bytes | None
) -> None:
    named = host.format(port=port(system), other=port(system) + 1)
    headers = {"Host": named, "Content-Type": "application/json"}
    assert_refused(send(base(system), method, target, headers, body), 400, system)


@pytest.mark.parametrize("host", ["127.0.0.1:{port}", "localhost:{port}", "LocalHost:{port}"])
def test_the_loopback_address_or_localhost_with_its_port_is_served(
    system: ReferenceSystem, host: str
) -> None:
    reply = send(base(system), "GET", "/api/settings", {"Host": host.format(port=port(system))})
    assert reply.status == 200
    assert b"Has a cat named Luna" in reply.body


@pytest.mark.parametrize(
    "origin",
    [
        "http://attacker.example",
        "http://127.0.0.1.attacker.example:{port}",
        "https://127.0.0.1:{port}",
        "http://127.0.0.1:{other}",
        "http://localhost:{port}",  # another origin than the Host's 127.0.0.1
        "null",
    ],
)
@pytest.mark.parametrize(("method", "target", "body"), ROUTES[2:])
def test_a_change_asked_for_from_another_origin_is_refused(
    system: ReferenceSystem, origin: str, method: str, target: str, body: bytes | None
) -> None:
    headers = {
        "Origin": origin.format(port=port(system), other=port(system) + 1),
        "Content-Type": "application/json",
    }
    assert_refused(send(base(system), method, target, headers, body), 403, system)


def test_a_change_from_the_panel_own_origin_goes_through(system: ReferenceSystem) -> None:
    own = {"Origin": base(system), "Content-Type": "application/json"}
    assert send(base(system), "POST", NAME_ROUTE, own, b'{"name": "Sam"}').status == 200
    assert send(base(system), "DELETE", TOPIC, own).status == 200
    assert not (system.store.memory_dir / "topics" / "pets.md").exists()


def test_through_localhost_the_own_origin_is_localhost(system: ReferenceSystem) -> None:
    host = f"localhost:{port(system)}"
    headers = {"Host": host, "Origin": f"http://{host}"}
    assert send(base(system), "DELETE", TOPIC, headers).status == 200


@pytest.mark.parametrize(
    "content_type",
    [
        "text/plain",
        "text/plain; charset=utf-8",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonx",
        "text/json",
        None,
    ],
)
def test_a_name_not_sent_as_json_is_refused_even_when_its_body_parses(
    system: ReferenceSystem, content_type: str | None
) -> None:
    """The form trick: `enctype="text/plain"` with a field named `{"name":"Mallory","x":"` and
    the value `"}` posts a body that parses as JSON."""
    headers = {} if content_type is None else {"Content-Type": content_type}
    body = b'{"name":"Mallory","x":"="}'
    reply = send(base(system), "POST", NAME_ROUTE, headers, body)
    assert_refused(reply, 415, system)
    assert "application/json" in reply.text


def test_json_with_a_charset_is_json(system: ReferenceSystem) -> None:
    headers = {"Content-Type": "application/json; charset=utf-8"}
    assert send(base(system), "POST", NAME_ROUTE, headers, b'{"name": "Sam"}').status == 200


def every_kind_of_answer(system: ReferenceSystem) -> list[Reply]:
    """A 200 of each route, and each refusal and error the app gives."""
    url, number = base(system), port(system)
    return [
        send(url, "GET", "/api/settings"),
        send(url, "GET", "/settings/memory"),
        send(url, "GET", "/api/settings", {"Host": "attacker.example"}),
        send(url, "GET", "/api/settings", {"Host": f"127.0.0.1:{number + 1}"}),
        send(url, "DELETE", TOPIC, {"Origin": "http://attacker.example"}),
        send(url, "POST", NAME_ROUTE, {"Content-Type": "text/plain"}, b"{}"),
        send(url, "POST", NAME_ROUTE, {"Content-Type": "application/json"}, b"[]"),
        send(url, "GET", "/nowhere"),
        send(url, "PUT", TOPIC),
        send(
            url,
            "OPTIONS",
            TOPIC,
            {"Origin": "http://attacker.example", "Access-Control-Request-Method": "DELETE"},
        ),
        send(url, "GET", "/api/settings", {"Origin": "http://attacker.example"}),
        send(url, "DELETE", TOPIC, {"Origin": url}),
    ]


def test_every_answer_says_nosniff_and_none_carries_a_cors_header(
    system: ReferenceSystem,
) -> None:
    answers = every_kind_of_answer(system)
    assert {reply.status for reply in answers} >= {200, 400, 403, 404, 405, 415}
    for reply in answers:
        assert reply.headers.get("x-content-type-options") == "nosniff", reply
        assert not [name for name in reply.headers if name.startswith("access-control-")], reply
        assert "server" not in reply.headers, reply


def test_a_preflight_for_delete_from_another_origin_is_not_allowed(
    system: ReferenceSystem,
) -> None:
    headers = {"Origin": "http://attacker.example", "Access-Control-Request-Method": "DELETE"}
    reply = send(base(system), "OPTIONS", TOPIC, headers)
    assert reply.status >= 400
    assert "access-control-allow-origin" not in reply.headers
    assert untouched(system)


def test_the_json_answers_may_load_and_be_framed_by_nothing(system: ReferenceSystem) -> None:
    policy = send(base(system), "GET", "/api/settings").headers["content-security-policy"]
    assert "default-src 'none'" in policy
    assert "frame-ancestors 'none'" in policy


def directives(policy: str) -> dict[str, list[str]]:
    parsed = {}
    for directive in policy.split(";"):
        name, *sources = directive.split()
        parsed[name] = sources
    return parsed


def sha256_source(text: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"


def test_the_panel_policy_allows_its_own_inline_script_and_style_and_nothing_else(
    system: ReferenceSystem,
) -> None:
    reply = send(base(system), "GET", "/settings/memory")
    policy = directives(reply.headers["content-security-policy"])
    scripts = re.findall(r"<script>(.*?)</script>", reply.text, re.DOTALL)
    styles = re.findall(r"<style>(.*?)</style>", reply.text, re.DOTALL)
    assert (len(scripts), len(styles)) == (1, 1)
    assert policy == {
        "default-src": ["'none'"],
        "script-src": [sha256_source(scripts[0])],
        "style-src": [sha256_source(styles[0])],
        "connect-src": ["'self'"],
        "base-uri": ["'none'"],
        "form-action": ["'none'"],
        "frame-ancestors": ["'none'"],
    }


def test_a_proxy_header_does_not_make_a_foreign_origin_the_app_own(
    system: ReferenceSystem,
) -> None:
    headers = {
        "Origin": f"https://127.0.0.1:{port(system)}",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "attacker.example",
    }
    assert_refused(send(base(system), "DELETE", TOPIC, headers), 403, system)


def test_a_refusal_is_json_with_its_reason(system: ReferenceSystem) -> None:
    reply = send(base(system), "DELETE", TOPIC, {"Origin": "http://attacker.example"})
    assert "attacker.example" in json.loads(reply.body)["error"]
