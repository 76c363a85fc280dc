"""The audit's requests, sent exactly as written: every header as given (the `Host` included, or
none at all), the body as bytes, on a fresh connection to the app's socket. A web page cannot
choose its `Host` or `Origin`, but a page that rebinds its name to 127.0.0.1, or a form posted
across sites, sends the ones these requests stand for."""

from __future__ import annotations

import http.client
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from urllib.parse import urlsplit

TIMEOUT = 30.0


@dataclass(frozen=True)
class Reply:
    """What came back: a status, or `error` when the app closed the connection instead."""

    status: int | None
    headers: Mapping[str, str] = field(default_factory=dict)
    """Every response header, its name in lower case (repeated ones joined by ", ")."""
    body: bytes = b""
    error: str | None = None

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")

    @property
    def answered(self) -> bool:
        """A 1xx-3xx answer: the request was taken, whatever it then did."""
        return self.status is not None and self.status < 400


def send(
    base_url: str,
    method: str,
    target: str,
    headers: Sequence[tuple[str, str]],
    body: bytes | None = None,
) -> Reply:
    """One request with these headers and no others but `Content-Length` (and `Connection:
    close`, so nothing lingers)."""
    parts = urlsplit(base_url)
    if parts.scheme != "http" or parts.hostname is None:
        raise ValueError(f"the app's base_url is not an http:// URL: {base_url!r}")
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=TIMEOUT)
    try:
        connection.putrequest(method, target, skip_host=True, skip_accept_encoding=True)
        for name, value in headers:
            connection.putheader(name, value)
        connection.putheader("Connection", "close")
        if body is not None:
            connection.putheader("Content-Length", str(len(body)))
        connection.endheaders(body)
        response = connection.getresponse()
        received: dict[str, str] = {}
        for name, value in response.getheaders():
            key = name.lower()
            received[key] = f"{received[key]}, {value}" if key in received else value
        return Reply(response.status, received, response.read())
    except (http.client.HTTPException, OSError) as error:  # timeouts and resets included
        return Reply(None, error=f"no answer: {type(error).__name__} {error}".strip())
    finally:
        connection.close()
