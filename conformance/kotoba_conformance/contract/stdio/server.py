"""The implementation's side of the stdio protocol, for any Python adapter: read a request per
line, answer it, until `bye` or the end of stdin. Whatever the adapter prints goes to stderr, so
stdout carries protocol lines only.

    python -m kotoba_conformance.contract.stdio --adapter module:factory
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Mapping, Sequence
from typing import IO, Any

from kotoba_conformance.contract.stdio.protocol import (
    PROTOCOL_ERROR,
    PROTOCOL_VERSION,
    Message,
    response_line,
)

UNSERIALISABLE = "UnserialisableResult"
"""The error type answered when a method returned something JSON cannot carry."""


class ProtocolFault(Exception):
    """The request itself cannot be read: answered as a ProtocolError."""


class Server:
    """The open systems of one session, by handle, and the dispatch of one request."""

    def __init__(self, adapter: Any, name: str, version: str) -> None:
        self.adapter = adapter
        self.name = name
        self.version = version
        self.systems: dict[str, Any] = {}
        self._opened = 0

    def answer(self, message: Message) -> Any:
        """The result of one request (raising what the implementation raised)."""
        method = message.get("method")
        if method == "hello":
            return self._hello(message)
        if method == "open":
            spec = message.get("spec")
            if not isinstance(spec, dict):
                raise ProtocolFault("open needs a spec object")
            self._opened += 1
            handle = f"system-{self._opened}"
            self.systems[handle] = self.adapter.open(spec)
            return {"system": handle}
        if method == "bye":
            return None
        if not isinstance(method, str) or not method or method.startswith("_"):
            raise ProtocolFault(f"no such method: {method!r}")
        return self._call(method, message)

    def _hello(self, message: Message) -> Message:
        if message.get("protocol") != PROTOCOL_VERSION:
            raise ProtocolFault(f"this server speaks protocol {PROTOCOL_VERSION}")
        declare = getattr(self.adapter, "known_failures", None)
        known = declare() if declare is not None else []
        return {
            "protocol": PROTOCOL_VERSION,
            "name": self.name,
            "version": self.version,
            "capabilities": list(self.adapter.capabilities()),
            "known_failures": dict(known) if isinstance(known, Mapping) else list(known),
        }

    def _call(self, method: str, message: Message) -> Any:
        handle, params = message.get("system"), message.get("params", {})
        if handle not in self.systems:
            raise ProtocolFault(f"no open system {handle!r}")
        if not isinstance(params, dict):
            raise ProtocolFault("params must be an object")
        action = getattr(self.systems[handle], method, None)
        if not callable(action):
            raise AttributeError(f"the system has no method {method!r}")
        result = action(**params)
        if method == "close":
            del self.systems[handle]
        return result

    def close_all(self) -> None:
        for system in self.systems.values():
            with contextlib.suppress(Exception):
                system.close()
        self.systems.clear()


def _error(kind: str, message: str) -> Message:
    return {"type": kind, "message": message}


def _error_of(exception: BaseException) -> Message:
    if isinstance(exception, ProtocolFault):
        return _error(PROTOCOL_ERROR, str(exception))
    if isinstance(exception, TypeError):
        return _error("TypeError", str(exception))
    if isinstance(exception, ValueError):
        return _error("ValueError", str(exception))
    return _error(type(exception).__name__, str(exception))


def _line(response: Message) -> bytes:
    try:
        return response_line(response)
    except (TypeError, ValueError) as error:
        failed = {"id": response["id"], "error": _error(UNSERIALISABLE, str(error))}
        return response_line(failed)


def serve(
    adapter: Any,
    name: str,
    version: str,
    requests: IO[bytes] | None = None,
    responses: IO[bytes] | None = None,
) -> int:
    """Answer requests until `bye` or end of input; returns the exit status (0)."""
    requests = requests if requests is not None else sys.stdin.buffer
    responses = responses if responses is not None else sys.stdout.buffer
    server = Server(adapter, name, version)
    with contextlib.redirect_stdout(sys.stderr):
        try:
            for raw in requests:
                response, done = _respond(server, raw)
                responses.write(_line(response))
                responses.flush()
                if done:
                    break
        finally:
            server.close_all()
    return 0


def _respond(server: Server, raw: bytes) -> tuple[Message, bool]:
    try:
        message = json.loads(raw)
    except ValueError as error:
        return {"id": None, "error": _error(PROTOCOL_ERROR, f"not JSON: {error}")}, False
    request_id = message.get("id") if isinstance(message, dict) else None
    if not isinstance(request_id, int) or isinstance(request_id, bool):
        return {"id": None, "error": _error(PROTOCOL_ERROR, "a request needs an integer id")}, False
    try:
        result = server.answer(message)
    except Exception as error:
        return {"id": request_id, "error": _error_of(error)}, False
    return {"id": request_id, "result": result}, message.get("method") == "bye"


def main(argv: Sequence[str] | None = None) -> int:
    from kotoba_conformance.contract.loading import (  # noqa: PLC0415 - loading imports the client
        AdapterError,
        load,
    )
    from kotoba_conformance.contract.provenance import identify  # noqa: PLC0415 - as loading

    parser = argparse.ArgumentParser(
        prog="python -m kotoba_conformance.contract.stdio", description=__doc__
    )
    parser.add_argument("--adapter", required=True, help="registered name or module:factory")
    parser.add_argument(
        "--name", help="the name to answer hello with (default: the adapter's, as reports name it)"
    )
    parser.add_argument(
        "--version", help="the version to answer hello with (default: its distribution's, or 0)"
    )
    args = parser.parse_args(argv)
    try:
        adapter = load(args.adapter)
    except AdapterError as error:
        print(f"{parser.prog}: {error}", file=sys.stderr)
        return 2
    # Named as the reports name it in process, so that the bundled reference served this way
    # still says it is the reference, by its package and version, never just "reference 0".
    served = identify(adapter, args.adapter)
    return serve(adapter, args.name or served.name, args.version or served.version or "0")
