"""The suite's side of the stdio protocol: an `Adapter` whose systems live in a child process.

Every contract call is forwarded by its method name, its arguments named as `adapter.py` names
them, so a capability added to the contract later needs no change here. One request, one answer,
correlated by id; a broken exchange kills the child (an answer arriving late would be read as the
next one's) and the next `open` starts a fresh one.
"""

from __future__ import annotations

import atexit
import contextlib
import inspect
import itertools
import os
import threading
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, cast

from typing_extensions import get_protocol_members, is_protocol

from kotoba_conformance.contract import adapter as contract
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.contract.stdio.protocol import (
    BAD_ARGUMENTS,
    PROTOCOL_ERROR,
    PROTOCOL_VERSION,
    Checker,
    Message,
    NotText,
    SchemaViolation,
    request_line,
)
from kotoba_conformance.contract.stdio.transport import ChildProcess

TIMEOUT_VARIABLE = "KOTOBA_STDIO_TIMEOUT"
"""Seconds to wait for any one answer (default DEFAULT_TIMEOUT). An environment variable, so the
writer processes some scenarios start inherit it."""
VALIDATE_VARIABLE = "KOTOBA_STDIO_VALIDATE"
"""Set to 1 to check every message both ways against the shipped schemas."""
TRANSCRIPT_VARIABLE = "KOTOBA_STDIO_TRANSCRIPT"
"""A file to append every line to, `->` sent and `<-` received: for debugging a harness."""
DEFAULT_TIMEOUT = 30.0


class ImplementationError(Exception):
    """The implementation raised something other than a bad-argument error: like an exception
    escaping an in-process adapter, the scenario fails (it is not a transport trouble)."""


@cache
def contract_methods() -> dict[str, inspect.Signature]:
    """Every system method of the contract, from the protocols in `adapter.py`, by name."""
    methods: dict[str, inspect.Signature] = {}
    for value in vars(contract).values():
        if not is_protocol(value) or value is contract.Adapter:
            continue
        for name in sorted(get_protocol_members(value)):
            if inspect.isfunction(member := getattr(value, name)):
                methods.setdefault(name, inspect.signature(member))
    return methods


def named_arguments(method: str, args: Sequence[object], kwargs: Mapping[str, object]) -> Message:
    """The call's arguments by the contract's names, defaults filled in. A call the contract's
    signature refuses raises TypeError here, as it would in process."""
    signature = contract_methods().get(method)
    if signature is None:
        if args:
            raise TypeError(f"{method} is not in the contract: pass its arguments by name")
        return dict(kwargs)
    bound = signature.bind(None, *args, **kwargs)
    bound.apply_defaults()
    return dict(list(bound.arguments.items())[1:])


class Connection:
    """One child process and the exchanges with it, one at a time."""

    def __init__(self, command: Sequence[str], timeout: float, checker: Checker | None) -> None:
        self._child = ChildProcess(command, timeout, os.environ.get(TRANSCRIPT_VARIABLE))
        self._checker = checker
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self.broken = False
        self.hello: Message = self._handshake()

    def _handshake(self) -> Message:
        hello = self.request("hello", protocol=PROTOCOL_VERSION)
        if not isinstance(hello, dict) or hello.get("protocol") != PROTOCOL_VERSION:
            self.stop()
            raise TransportError(f"hello answered {hello!r}: not protocol {PROTOCOL_VERSION}")
        if not isinstance(hello.get("capabilities"), list):
            self.stop()
            raise TransportError(f"hello answered no list of capabilities: {hello!r}")
        if not isinstance(hello.get("known_failures"), list | dict):
            self.stop()
            raise TransportError(f"hello answered no list (or object) of known_failures: {hello!r}")
        return hello

    def request(self, method: str, **fields: object) -> Any:
        """Send one request and return its result, or raise what its error stands for."""
        message: Message = {"id": next(self._ids), "method": method, **fields}
        try:
            line = request_line(message)
        except NotText as error:
            # Nothing was sent, so the child is as well as before: only this call is errored.
            raise TransportError(f"{method}: {error}") from None
        with self._lock:
            if self.broken:
                raise TransportError("the implementation failed earlier; its systems are gone")
            if self._checker is not None:
                try:
                    self._checker.request(message)
                except SchemaViolation as violation:
                    raise TransportError(f"the suite's own request: {violation}") from violation
            try:
                self._child.send(line)
                answer = self._child.receive()
                self._check(method, message["id"], answer)
            except TransportError:
                self.broken = True
                self._child.kill()
                raise
        if "error" in answer:
            raise _raised(answer["error"])
        return answer["result"]

    def _check(self, method: str, sent_id: int, answer: Message) -> None:
        if self._checker is not None:
            try:
                self._checker.response(method, answer)
            except SchemaViolation as violation:
                raise self._child.failure(str(violation)) from violation
        if answer.get("id") != sent_id and not _unreadable_request(answer):
            raise self._child.failure(f"answered id {answer.get('id')!r} to request {sent_id}")
        error = answer.get("error")
        if "error" in answer and not (
            isinstance(error, dict) and isinstance(error.get("type"), str)
        ):
            raise self._child.failure(f"an error without a type: {answer!r}")
        if "error" not in answer and "result" not in answer:
            raise self._child.failure(f"an answer with neither result nor error: {answer!r}")

    def stop(self) -> None:
        """Say bye if the child is still well, then let it go."""
        if not self.broken:
            with contextlib.suppress(TransportError, ImplementationError):
                self.request("bye")
        self.broken = True
        self._child.stop()


def _unreadable_request(answer: Message) -> bool:
    """A ProtocolError with id null: the implementation could not find the request's id."""
    error = answer.get("error")
    return (
        answer.get("id") is None and isinstance(error, dict) and error.get("type") == PROTOCOL_ERROR
    )


def _raised(error: Mapping[str, Any]) -> Exception:
    kind, message = str(error["type"]), str(error.get("message", ""))
    if kind in BAD_ARGUMENTS:
        return TypeError(message) if kind == "TypeError" else ValueError(message)
    if kind == PROTOCOL_ERROR:
        return TransportError(f"the implementation could not read a request: {message}")
    return ImplementationError(f"{kind}: {message}")


class RemoteSystem:
    """A system open in the child process, named by its handle. Any contract method is an
    attribute; `close` also forgets the handle."""

    def __init__(self, connection: Connection, handle: str) -> None:
        self._connection = connection
        self._handle = handle
        self._closed = False

    def __getattr__(self, method: str) -> Callable[..., Any]:
        if method.startswith("_"):
            raise AttributeError(method)

        def call(*args: object, **kwargs: object) -> Any:
            params = named_arguments(method, args, kwargs)
            return self._connection.request(method, system=self._handle, params=params)

        call.__name__ = method
        return call

    def close(self) -> None:
        """Close once; a system whose process already died has nothing left to close."""
        if self._closed or self._connection.broken:
            self._closed = True
            return
        self._closed = True
        self._connection.request("close", system=self._handle, params={})

    def __repr__(self) -> str:
        return f"<system {self._handle} over stdio>"


class StdioAdapter:
    """The adapter for an implementation spoken to over stdio (`--adapter-command`)."""

    def __init__(
        self,
        command: Sequence[str],
        timeout: float | None = None,
        validate: bool | None = None,
    ) -> None:
        if not command:
            raise ValueError("an adapter command needs at least the program to run")
        self.command = list(command)
        self.timeout = timeout if timeout is not None else _timeout_from_environment()
        if validate is None:
            validate = os.environ.get(VALIDATE_VARIABLE, "") not in ("", "0")
        self.checker = Checker() if validate else None
        self._connection = self._connect()
        self.hello = self._connection.hello
        atexit.register(self.stop)

    def _connect(self) -> Connection:
        return Connection(self.command, self.timeout, self.checker)

    @property
    def name(self) -> str:
        return str(self.hello["name"])

    @property
    def version(self) -> str:
        return str(self.hello["version"])

    def capabilities(self) -> list[str]:
        return [str(c) for c in self.hello["capabilities"]]

    def known_failures(self) -> list[str] | dict[str, str]:
        """As the handshake gave them: clause ids, or each clause with the reason it fails."""
        known = self.hello["known_failures"]
        if isinstance(known, dict):
            return {str(clause): str(why) for clause, why in known.items()}
        return [str(c) for c in known]

    def open(self, spec: contract.SystemSpec) -> contract.System:
        """Open a system in the child, starting a fresh child if the last one failed."""
        if self._connection.broken:
            self._connection = self._connect()
        answer = self._connection.request("open", spec=dict(spec))
        if not isinstance(answer, dict) or not isinstance(answer.get("system"), str):
            raise TransportError(f"open answered no system handle: {answer!r}")
        return cast(contract.System, RemoteSystem(self._connection, answer["system"]))

    def stop(self) -> None:
        self._connection.stop()


def _timeout_from_environment() -> float:
    text = os.environ.get(TIMEOUT_VARIABLE, "")
    try:
        return float(text) if text else DEFAULT_TIMEOUT
    except ValueError:
        raise ValueError(f"{TIMEOUT_VARIABLE} must be a number of seconds, not {text!r}") from None
