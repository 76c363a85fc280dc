"""Speaking real HTTP to an implementation's settings app, with the standard library only.

The request target goes on the wire exactly as a scenario writes it: `http.client` neither
resolves `..` nor decodes `%2F`, so hostile paths reach the server as a crafted request would.
"""

from __future__ import annotations

import http.client
import json
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

TIMEOUT = 30.0


@dataclass(frozen=True)
class Answer:
    status: int
    body: bytes
    content_type: str

    def json(self) -> object:
        return json.loads(self.body)

    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")

    def __str__(self) -> str:
        return f"HTTP {self.status}: {self.text()[:500]}"


def send(
    base_url: str,
    method: str,
    target: str,
    body: bytes | None = None,
    content_type: str | None = None,
) -> Answer:
    """One request on a fresh connection, closed afterwards (no keep-alive left to linger)."""
    parts = urlsplit(base_url)
    if parts.scheme != "http" or parts.hostname is None:
        raise ValueError(f"the app's base_url is not an http:// URL: {base_url!r}")
    headers = {"Connection": "close"}
    if content_type is not None:
        headers["Content-Type"] = content_type
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=TIMEOUT)
    try:
        connection.request(method, parts.path.rstrip("/") + target, body=body, headers=headers)
        response = connection.getresponse()
        return Answer(response.status, response.read(), response.getheader("Content-Type", ""))
    finally:
        connection.close()


def send_json(base_url: str, method: str, target: str, value: object) -> Answer:
    return send(base_url, method, target, json.dumps(value).encode(), "application/json")


def get(url: str) -> Answer:
    """GET an absolute URL (a script the panel links to, say)."""
    parts = urlsplit(url)
    target = parts.path + (f"?{parts.query}" if parts.query else "")
    return send(f"{parts.scheme}://{parts.netloc}", "GET", target or "/")


def resolve(page_url: str, reference: str) -> str:
    return urljoin(page_url, reference)


def same_origin(url: str, other: str) -> bool:
    first, second = urlsplit(url), urlsplit(other)
    return (first.scheme, first.netloc) == (second.scheme, second.netloc)
