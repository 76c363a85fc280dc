"""The stdio protocol's messages: their version, their kinds, and checking them against the JSON
Schemas shipped beside this module (one file per message, `<kind>.<request|response>.json`)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

PROTOCOL_VERSION = 1
"""Raised whenever a message changes meaning; the hello exchange checks both sides agree."""

SCHEMAS_DIR = Path(__file__).resolve().parent / "schemas"
CONTROL_METHODS = ("hello", "open", "bye")
"""Methods of the adapter itself; every other method is a call on an open system."""
BAD_ARGUMENTS = ("TypeError", "ValueError")
"""Error types that travel back as the exception of that name: the contract's bad arguments."""
PROTOCOL_ERROR = "ProtocolError"
"""The error type an implementation answers when it cannot read a request."""

Message = dict[str, Any]
LINE_END = b"\n"
"""The only byte that ends a message, both ways. JSON escapes every line break inside a string,
so U+0085, U+2028 and U+2029, which some line readers also split at, never end one."""


class NotText(ValueError):
    """A request holding a string that is no Unicode text (a lone surrogate): the contract's
    strings are Unicode scalar values (`adapter.py`), so the suite sends no such request."""


def request_line(message: Message) -> bytes:
    """One request as the suite sends it: JSON in pure ASCII (every other character a `\\u`
    escape, astral ones as a surrogate pair, as JSON spells them), then `\\n`. So no stdin
    decoding, and no reader splitting lines at more than `\\n`, can garble a request; NUL,
    U+2028, U+FEFF and the rest arrive as the strings they are. A lone surrogate raises NotText
    instead of crossing as an escape that every JSON library reads its own way."""
    try:
        json.dumps(message, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except UnicodeEncodeError as error:
        code = ord(error.object[error.start])
        raise NotText(
            f"the request holds U+{code:04X}, a lone surrogate, which is no Unicode text: the "
            "contract's strings are Unicode scalar values (adapter.py), so it is not sent"
        ) from None
    return json.dumps(message, ensure_ascii=True, allow_nan=False).encode("ascii") + LINE_END


def response_line(response: Message) -> bytes:
    """One answer as a Python server sends it: JSON in UTF-8, then `\\n`. A result holding a
    lone surrogate (outside the contract, but Python allows it) crosses as its escape, so the
    suite reads the same string it would have read in process."""
    text = json.dumps(response, ensure_ascii=False, allow_nan=False)
    try:
        return text.encode("utf-8") + LINE_END
    except UnicodeEncodeError:
        return json.dumps(response, ensure_ascii=True, allow_nan=False).encode("ascii") + LINE_END


def kind_of(method: str) -> str:
    """`hello`, `open` and `bye` are their own kinds; any other method is a `call`."""
    return method if method in CONTROL_METHODS else "call"


def schema(name: str) -> Message:
    """One shipped schema by file stem, e.g. `open.request`."""
    return _schemas()[name]


def schema_names() -> list[str]:
    return sorted(_schemas())


@cache
def _schemas() -> dict[str, Message]:
    return {
        path.name.removesuffix(".json"): json.loads(path.read_text(encoding="utf-8"))
        for path in sorted(SCHEMAS_DIR.glob("*.json"))
    }


class SchemaViolation(Exception):
    """A message broke its schema."""


class Checker:
    """Validates each message against its schema (jsonschema, imported only when asked for)."""

    def __init__(self) -> None:
        from jsonschema import Draft202012Validator  # noqa: PLC0415 - only --validate-protocol needs it

        self._validators = {name: Draft202012Validator(schema(name)) for name in schema_names()}

    def request(self, message: Message) -> None:
        self._check(f"{kind_of(str(message.get('method')))}.request", message)

    def response(self, method: str, message: Message) -> None:
        kind = "error" if "error" in message else kind_of(method)
        self._check(f"{kind}.response", message)

    def _check(self, name: str, message: Message) -> None:
        errors = sorted(self._validators[name].iter_errors(message), key=lambda e: list(e.path))
        if errors:
            where = "/".join(str(part) for part in errors[0].path) or "(top)"
            raise SchemaViolation(f"{name} breaks its schema at {where}: {errors[0].message}")
