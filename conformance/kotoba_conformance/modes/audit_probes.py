"""What `kotoba-conformance audit` sends: the requests a web page the user visits could make a
browser send to a settings app on 127.0.0.1, each with what it stands for.

A page can rebind its own host name to 127.0.0.1 (DNS rebinding): its requests then reach the
app as same-origin ones, so it reads every answer, but they carry its own name as `Host`. A page
that does not rebind sends the right `Host` and its own `Origin`; it reads an answer only when
CORS headers let it, and it can post a form (`text/plain`, urlencoded, multipart) with no
preflight, and send anything else after a preflight the app allows. Header values are templates:
`{port}` is the app's port, `{other}` another one, `{own}` the app's own origin.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

SLUG = "quokka-pets"
"""The topic every DELETE names."""
OTHER_SLUG = "lighthouse-work"
FACTS = (
    ("Keeps a quokka named Bramblewick", SLUG),
    ("Works as a lighthouse keeper on Skerrow", OTHER_SLUG),
)
"""What the audited system holds, written through the contract before each probe."""
NAME = "Ysolde Marchbank"
"""The user's name the audited system holds."""
INTRUDER = "Mallory"
"""The name the probes try to set."""
ATTACKER = "attacker.example"
NAME_JSON = b'{"name": "Mallory"}'
FORM_TRICK = b'{"name":"Mallory","x":"="}'
"""A `text/plain` form whose one field is named `{"name":"Mallory","x":"` with the value `"}`
posts this body, which parses as JSON."""

Route = Literal["settings", "panel", "topic", "name"]
Readable = Literal["same-origin", "cors"]
Headers = tuple[tuple[str, str], ...]
OWN_HOST = ("Host", "127.0.0.1:{port}")


@dataclass(frozen=True)
class Request:
    method: str
    route: Route
    headers: Headers
    body: bytes | None = None


@dataclass(frozen=True)
class Probe:
    check: str
    """The group it belongs to, as the table and the JSON name it."""
    stands_for: str
    request: Request
    foreign: bool = True
    """Sent on behalf of a foreign page: reading personal data or changing any fails the audit.
    The others (the app's own page, a client that is no web page) are shown, never failing."""
    readable: Readable = "same-origin"
    """Whether the page reads the answer as a same-origin one (a rebound name), or only as far
    as the answer's CORS headers let `origin`."""
    origin: str | None = None
    then: Request | None = None
    """For a preflight: the request a browser sends next when the preflight allows it."""


def _host(value: str) -> Headers:
    return (("Host", value),)


def _json(*extra: tuple[str, str]) -> Headers:
    return (OWN_HOST, ("Content-Type", "application/json"), *extra)


def _rebound(host: str, says: str, check: str = "foreign host") -> list[Probe]:
    """Every route, as a page whose name resolves to 127.0.0.1 sends them: its name as Host,
    and (for a change) its own origin, which is same-origin to it."""
    origin = ("Origin", f"http://{host}")
    return [
        Probe(check, says, Request("GET", "settings", _host(host))),
        Probe(check, says, Request("GET", "panel", _host(host))),
        Probe(check, says, Request("DELETE", "topic", (("Host", host), origin))),
        Probe(
            check,
            says,
            Request(
                "POST",
                "name",
                (("Host", host), origin, ("Content-Type", "application/json")),
                NAME_JSON,
            ),
        ),
    ]


def _spelled(host: str, says: str) -> list[Probe]:
    """A Host naming the loopback in another spelling, or a look-alike: read and change."""
    origin = ("Origin", f"http://{host}")
    return [
        Probe("host spelling", says, Request("GET", "settings", _host(host))),
        Probe("host spelling", says, Request("DELETE", "topic", (("Host", host), origin))),
    ]


def _foreign_origin(origin: str, says: str) -> list[Probe]:
    return [
        Probe("foreign origin", says, Request("DELETE", "topic", (OWN_HOST, ("Origin", origin)))),
        Probe(
            "foreign origin", says, Request("POST", "name", _json(("Origin", origin)), NAME_JSON)
        ),
    ]


def _form(content_type: str, body: bytes, says: str, origin: str | None) -> Probe:
    headers: Headers = (OWN_HOST, ("Content-Type", content_type))
    if origin is not None:
        headers += (("Origin", origin),)
    return Probe("cross-site body", says, Request("POST", "name", headers, body))


PAGE = f"http://{ATTACKER}"
PROBES: tuple[Probe, ...] = (
    *_rebound(f"{ATTACKER}:{{port}}", "a page that rebound its name to 127.0.0.1"),
    *_rebound(ATTACKER, "the same, its Host without a port"),
    *_spelled("127.0.0.1.:{port}", "the loopback address with a trailing dot"),
    *_spelled("localhost.:{port}", "localhost with a trailing dot"),
    *_spelled(f"localhost.{ATTACKER}:{{port}}", "a name that starts with localhost"),
    *_spelled(f"127.0.0.1.{ATTACKER}:{{port}}", "a name that starts with 127.0.0.1"),
    *_spelled("[::1]:{port}", "the IPv6 loopback literal (the app is served on 127.0.0.1)"),
    *_spelled("[::ffff:127.0.0.1]:{port}", "127.0.0.1 as an IPv4-mapped IPv6 literal"),
    *_spelled("0.0.0.0:{port}", "0.0.0.0, which browsers have sent to the loopback"),
    *_spelled("127.0.0.2:{port}", "another loopback address"),
    *_spelled("127.0.0.1:{other}", "the loopback address with another port"),
    *_spelled("127.0.0.1", "the loopback address without a port"),
    *_spelled("localhost", "localhost without a port"),
    *_spelled(f"127.0.0.1:{{port}}@{ATTACKER}", "user-info syntax after the port"),
    *_foreign_origin(PAGE, "a page on another site"),
    *_foreign_origin("null", "a sandboxed frame or a file:// page (Origin: null)"),
    *_foreign_origin(f"http://127.0.0.1.{ATTACKER}:{{port}}", "a look-alike origin"),
    *_foreign_origin("http://127.0.0.1:{other}", "a page of another local server"),
    _form("text/plain", FORM_TRICK, "a text/plain form whose body parses as JSON", None),
    _form("text/plain", FORM_TRICK, "the same, with the page's Origin", PAGE),
    _form("text/plain", NAME_JSON, "a text/plain body that is plain JSON", None),
    _form("application/x-www-form-urlencoded", b"name=Mallory", "an urlencoded form", None),
    _form(
        "multipart/form-data; boundary=kotoba",
        b'--kotoba\r\nContent-Disposition: form-data; name="name"\r\n\r\nMallory\r\n--kotoba--\r\n',
        "a multipart form",
        None,
    ),
    Probe(
        "preflight",
        "a page on another site asking to DELETE a topic",
        Request(
            "OPTIONS",
            "topic",
            (OWN_HOST, ("Origin", PAGE), ("Access-Control-Request-Method", "DELETE")),
        ),
        then=Request("DELETE", "topic", (OWN_HOST, ("Origin", PAGE))),
        origin=PAGE,
    ),
    Probe(
        "preflight",
        "a page on another site asking to POST JSON",
        Request(
            "OPTIONS",
            "name",
            (
                OWN_HOST,
                ("Origin", PAGE),
                ("Access-Control-Request-Method", "POST"),
                ("Access-Control-Request-Headers", "content-type"),
            ),
        ),
        then=Request("POST", "name", _json(("Origin", PAGE)), NAME_JSON),
        origin=PAGE,
    ),
    Probe(
        "cross-origin read",
        "a page on another site fetching the payload",
        Request("GET", "settings", (OWN_HOST, ("Origin", PAGE))),
        readable="cors",
        origin=PAGE,
    ),
    Probe(
        "cross-origin read",
        "a page on another site fetching the panel",
        Request("GET", "panel", (OWN_HOST, ("Origin", PAGE))),
        readable="cors",
        origin=PAGE,
    ),
    Probe(
        "cross-origin read",
        "the same, by an Origin: null page",
        Request("GET", "settings", (OWN_HOST, ("Origin", "null"))),
        readable="cors",
        origin="null",
    ),
    Probe(
        "own page",
        "the panel's own delete button",
        Request("DELETE", "topic", (OWN_HOST, ("Origin", "{own}"))),
        foreign=False,
    ),
    Probe(
        "own page",
        "the panel opened as localhost",
        Request("GET", "settings", _host("localhost:{port}")),
        foreign=False,
    ),
)
CHECKS = tuple(dict.fromkeys(probe.check for probe in PROBES))
"""The groups, in the order the table shows them."""
