"""Turning a `source` into bytes: a file from the user's Files, or a `data:` URL.

The shared attachment and the http(s) form need the session's state, so `visual.py` handles them;
everything here is a pure function of its arguments and the disk.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
import urllib.parse
from dataclasses import dataclass


class Unresolved(Exception):
    """The source names nothing this store can read; the message says why, to the model."""


@dataclass(frozen=True)
class Blob:
    """The bytes a source gave (at most limit + 1 of them) and the whole length when known."""

    data: bytes
    size: int | None
    origin: str


def is_plain_name(name: str) -> bool:
    """A file name with no folder in it: what the user's Files are named by."""
    return (
        name not in ("", ".", "..") and "/" not in name and "\\" not in name and "\x00" not in name
    )


def user_file_path(files_dir: str, name: str) -> str | None:
    """The path of the user's file of this name, or None when the name leaves the Files."""
    if not is_plain_name(name):
        return None
    path = os.path.join(files_dir, name)
    real_dir = os.path.realpath(files_dir)
    if os.path.dirname(os.path.realpath(path)) != real_dir:
        return None
    return path


def read_user_file(files_dir: str, name: str, limit: int) -> Blob:
    """The start of the user's file `name`, refusing anything outside their Files."""
    path = user_file_path(files_dir, name)
    if path is None:
        raise Unresolved(f"{name!r} is not the name of a file in the user's Files")
    try:
        with open(path, "rb") as file:
            size = os.fstat(file.fileno()).st_size
            data = file.read(limit + 1)
    except (FileNotFoundError, NotADirectoryError):
        raise Unresolved(f"there is no file named {name!r} in the user's Files") from None
    except IsADirectoryError:
        raise Unresolved(f"{name!r} in the user's Files is a folder, not an image") from None
    except OSError as error:
        raise Unresolved(f"the file {name!r} could not be read ({error.strerror})") from None
    return Blob(data, size, "file")


def has_user_file(files_dir: str, name: str) -> bool:
    """Whether the user's Files hold a file (not a folder) of exactly this name."""
    path = user_file_path(files_dir, name)
    return path is not None and os.path.isfile(path)


def decode_data_url(url: str) -> Blob:
    """The bytes of a `data:` URL, base64 or percent-encoded; its media type is not trusted."""
    header, comma, payload = url[len("data:") :].partition(",")
    if not comma:
        raise Unresolved("the data: URL has no comma before its data")
    parameters = [part.strip().lower() for part in header.split(";")]
    if "base64" in parameters:
        text = re.sub(r"\s+", "", urllib.parse.unquote(payload))
        text = text.replace("-", "+").replace("_", "/").rstrip("=")
        try:
            data = base64.b64decode(text + "=" * (-len(text) % 4), validate=True)
        except (binascii.Error, ValueError):
            raise Unresolved("the data: URL's base64 does not decode") from None
    else:
        data = urllib.parse.unquote_to_bytes(payload)
    return Blob(data, len(data), "data")


def decode_base64_argument(value: str, what: str) -> bytes:
    """Bytes handed over by the suite as base64; a bad string is a bad argument."""
    try:
        return base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError(f"{what} is not valid base64") from None
