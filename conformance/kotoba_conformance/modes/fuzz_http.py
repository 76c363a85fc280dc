"""The fuzz mode's doors of capability `http`: every route of the settings app, over a real
socket, with hostile paths (percent-encoded, very long, `..`, look-alikes) and hostile bodies
(malformed JSON, wrong types, 10 MB, wrong and missing content types).

Each request goes out as a crafted request would (`http_client`: the target on the wire as
written, whatever is not printable ASCII percent-encoded, as a client must). Besides the checks
at every door (`fuzz_sandbox`: no file changed but what the route may change, the store's shape,
the sentinel facts), after each input:
- the app answered without a server error (a status under 500), or hung up on a body it would
  not read and still answers its settings payload afterwards;
- the name route changed the user's name only to a name the body gave (a JSON object's string
  `"name"`, as sent, trimmed or with its whitespace collapsed, or the start of it: no length is
  documented), never on an empty one (HTTP-2, R7); a name of another type may be refused or
  converted (R15), so it is not compared;
- a GET changed nothing, and the payload it answers is a JSON object (HTTP-3).
A DELETE may remove only the topic its path names; the sentinel facts must stay unless the path
names their topic (`fuzz_sandbox.DELETING_KINDS`).
"""

from __future__ import annotations

import json
import sqlite3
import string
from collections.abc import Callable
from typing import cast
from urllib.parse import quote

from hypothesis import strategies as st

from kotoba_conformance.contract.adapter import HttpApp, HttpSystem
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.modes.counterexample import SERVER_ERROR, Failure
from kotoba_conformance.modes.fuzz_sandbox import LONGEST_TOPIC, Check, EntryPoint, Sandbox
from kotoba_conformance.modes.hostile import TRAVERSAL, hostile_text
from kotoba_conformance.steps.support import database_files, http_client

TOPIC_ROUTE = "/api/memory/topic/"
NAME_ROUTE = "/api/settings/user-name"
TEN_MB = 10 * 1024 * 1024
HANG_UP_FROM = 1024 * 1024
"""A body longer than this may be refused by hanging up (a server need not read it all)."""
SENDABLE = "".join(c for c in string.printable if c not in string.whitespace)
"""What goes on the request line as it is; anything else is percent-encoded first."""


def _app(sandbox: Sandbox) -> HttpApp:
    return cast(HttpSystem, sandbox.open_system).http_app()


def _on_the_wire(target: str) -> str:
    return quote(target, safe=SENDABLE)


def _profile(sandbox: Sandbox) -> list[tuple[object, ...]] | None:
    """The `user_profile` rows as the file holds them (None: no such table yet)."""
    if sandbox.database is None or not sandbox.database.exists():
        return None
    try:
        return sorted(database_files.rows(sandbox.database, "user_profile"), key=repr)
    except sqlite3.Error:  # no table yet: nothing stored
        return None


# --- the inputs ------------------------------------------------------------------------------


def path_inputs(longest: int) -> st.SearchStrategy[str]:
    """What follows a route: hostile text, traversal, percent-encoded dots and slashes, and very
    long runs."""
    encoded = st.builds(lambda text: quote(text, safe=""), hostile_text(min(longest, 500)))
    return st.one_of(
        hostile_text(longest),
        encoded,
        st.sampled_from(TRAVERSAL),
        st.builds(lambda n: "a" * n, st.integers(200, longest)),
    )


def delete_inputs(longest: int) -> st.SearchStrategy[str]:
    """The topic route followed by a hostile path: the whole target, as a counterexample pastes
    it."""
    return st.builds(lambda path: TOPIC_ROUTE + path, path_inputs(longest))


BROKEN_BODIES = (
    "", "{", '{"name": ', '{"name": "Alex"', '{"name": "Alex",}', "{'name': 'Alex'}",
    '{"name": NaN}', '{"name": "Alex", "name": ""}', "null", "[]",
    '"Alex"', '{"nom": "Alex"}', '{"name": {"first": "Alex"}}', "\ufeff{\"name\": \"Alex\"}",
)  # fmt: skip
"""Bodies of other shapes than a JSON object with a string name, and broken JSON: each drawn by
chance, and every one tried by `tests/modes/test_fuzz_mode.py` against the faithful
implementations."""


def body_inputs(longest: int) -> st.SearchStrategy[str]:
    """JSON objects with a hostile or ill-typed `name`, JSON of other shapes, broken JSON, and a
    body of 10 MB."""
    del longest
    value = st.one_of(
        hostile_text(300), st.none(), st.booleans(), st.integers(), st.lists(st.text(max_size=5))
    )
    objects = st.builds(lambda v: json.dumps({"name": v}, ensure_ascii=False), value)
    huge = st.sampled_from([
        json.dumps({"name": "A" * TEN_MB}), '{"name": "Alex", "pad": "' + "x" * TEN_MB + '"}',
    ])  # fmt: skip
    return st.one_of(objects, st.sampled_from(BROKEN_BODIES), hostile_text(2000), huge)


CONTENT_TYPES = (
    "", "application/json", "APPLICATION/JSON", "application/json; charset=utf-8",
    "application/json; charset=latin-1", "text/plain", "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml",
    "application/json, text/plain", "application/jsonp", "*/*", "json", ";", "application/",
)  # fmt: skip


def content_type_inputs(longest: int) -> st.SearchStrategy[str]:
    del longest
    header = st.text(st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=80)
    return st.one_of(st.sampled_from(CONTENT_TYPES), header)


# --- the calls -------------------------------------------------------------------------------


def _send(
    sandbox: Sandbox, clause: str, request: tuple[str, str, bytes | None, str | None]
) -> object:
    """The answer, or what a hang-up tells: on a body over `HANG_UP_FROM`, a refusal when the app
    still answers afterwards; on any other request, a crash (no answer is no status under 500).
    A wait past the client's timeout is the kit's limit (on a loaded machine), so it is a
    `TransportError`: the entry point is ERRORED, no clause is charged."""
    method, target, body, kind = request
    app = _app(sandbox)
    sandbox.notes["profile before"] = _profile(sandbox)
    try:
        return http_client.send(app["base_url"], method, target, body, kind or None)
    except TimeoutError as error:  # the kit's wait ran out: a timing limit of ours, no verdict
        raise TransportError(
            f"no answer within the kit's {http_client.TIMEOUT:g} s to {method} {target[:80]}"
        ) from error
    except OSError as error:  # the app hung up, or stopped answering altogether
        if body is None or len(body) <= HANG_UP_FROM:
            return Failure(clause, f"the app hung up without an answer: {error}")
        try:
            after = http_client.send(app["base_url"], "GET", app["settings_path"])
        except OSError as again:
            return Failure(clause, f"the app stopped answering: {again} (after {error})")
        if after.status >= 500:
            return Failure(clause, f"after hanging up, the app answered {after}"[:300])
        return http_client.Answer(0, b"", "")


def _delete(sandbox: Sandbox, value: str) -> object:
    return _send(sandbox, "HTTP-1", ("DELETE", _on_the_wire(value), None, None))


def _name_body(sandbox: Sandbox, value: str) -> object:
    return _send(sandbox, "HTTP-2", ("POST", NAME_ROUTE, value.encode("utf-8"), "application/json"))


def _name_content_type(sandbox: Sandbox, value: str) -> object:
    body = json.dumps({"name": "Qvxzk Alexandra"}).encode()
    return _send(sandbox, "HTTP-2", ("POST", NAME_ROUTE, body, value))


def _settings(sandbox: Sandbox, value: str) -> object:
    target = _on_the_wire(_app(sandbox)["settings_path"] + value)
    return _send(sandbox, "HTTP-3", ("GET", target, None, None))


def _panel(sandbox: Sandbox, value: str) -> object:
    target = _on_the_wire(_app(sandbox)["panel_path"] + value)
    return _send(sandbox, "HTTP-5", ("GET", target, None, None))


# --- the checks ------------------------------------------------------------------------------


def _no_server_error(clause: str) -> Check:
    def check(sandbox: Sandbox, value: str, answer: object) -> Failure | None:
        del sandbox, value
        assert isinstance(answer, http_client.Answer)
        if answer.status >= 500:
            return Failure(clause, f"the app answered {answer}"[:300], SERVER_ERROR)
        return None

    return check


def _names_given(body: str) -> set[str] | None:
    """The string names the body gives, each as sent, trimmed and collapsed; None when it gives
    a name of another type (R15: refused or converted)."""
    pairs: list[tuple[str, object]] = []

    def collect(found: list[tuple[str, object]]) -> dict[str, object]:
        pairs.extend(found)
        return dict(found)

    try:
        # a parser may ignore a leading byte order mark (RFC 8259, 8.1), as Python's does in bytes
        json.loads(body.removeprefix("\ufeff"), object_pairs_hook=collect)
    except (ValueError, RecursionError):
        return set()
    named = [v for k, v in pairs if k == "name"]
    if any(not isinstance(v, str) for v in named):
        return None
    given = {v for v in named if isinstance(v, str) and v.strip()}
    return given | {v.strip() for v in given} | {" ".join(v.split()) for v in given}


def _gave(stored: str, given: set[str]) -> bool:
    """Whether a stored name is one the body gave, or the start of one: the documents set no
    length for a name, so a store may cap it (the published one keeps 60 characters)."""
    if stored == "name" and "name" not in given:
        return False  # the row's key, not a name the body gave
    return bool(stored.strip()) and any(name.startswith(stored) for name in given)


def _name_changed_as_asked(body_of: Callable[[str], str]) -> Check:
    def check(sandbox: Sandbox, value: str, answer: object) -> Failure | None:
        failure = _no_server_error("HTTP-2")(sandbox, value, answer)
        if failure is not None:
            return failure
        before, after = sandbox.notes.get("profile before"), _profile(sandbox)
        if after == before:
            return None
        body = sandbox.expand(body_of(value))
        given = _names_given(body)
        if given is None:
            return None
        earlier = cast(list[tuple[object, ...]], before or [])
        added = [row for row in after or [] if row not in earlier]
        if added and all(any(_gave(v, given) for v in row if isinstance(v, str)) for row in added):
            return None  # each row written holds a name the body gave (beside its key, a time)
        detail = f"the profile changed from {before!r} to {after!r}; the body gave {sorted(given)}"
        return Failure("HTTP-2", detail[:300])

    return check


def _body_as_sent(value: str) -> str:
    return value


def _fixed_body(value: str) -> str:
    del value
    return json.dumps({"name": "Qvxzk Alexandra"})


MEMORY = frozenset({"memory"})
DATABASE = frozenset({"database"})
ENTRY_POINTS = (
    EntryPoint(
        "delete_route(path)", "http", "HTTP-1", "delete route", LONGEST_TOPIC,
        _delete, http_client.Answer, MEMORY, inputs=delete_inputs,
        check=_no_server_error("HTTP-1"),
    ),
    EntryPoint(
        "name_route(body)", "http", "HTTP-2", "name body", LONGEST_TOPIC,
        _name_body, http_client.Answer, DATABASE, inputs=body_inputs,
        check=_name_changed_as_asked(_body_as_sent),
    ),
    EntryPoint(
        "name_route(content_type)", "http", "HTTP-2", "name content type", LONGEST_TOPIC,
        _name_content_type, http_client.Answer, DATABASE, inputs=content_type_inputs,
        check=_name_changed_as_asked(_fixed_body),
    ),
    EntryPoint(
        "settings_route(path)", "http", "HTTP-3", "get route", LONGEST_TOPIC,
        _settings, http_client.Answer, frozenset(), inputs=path_inputs,
        check=_no_server_error("HTTP-3"),
    ),
    EntryPoint(
        "panel_route(path)", "http", "HTTP-5", "get route", LONGEST_TOPIC,
        _panel, http_client.Answer, frozenset(), inputs=path_inputs,
        check=_no_server_error("HTTP-5"),
    ),
)  # fmt: skip
"""Every route of the settings app, its path and its body."""
