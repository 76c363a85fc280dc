"""Where `remember_image`'s `source` points: the image just shared ("attachment"), a file in the
user's Files, a `data:` URL, or an http(s) URL. The URL form runs only in work mode: a fetch in
a voice turn would stall the call, so it is refused there before any connection is made."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable
from pathlib import Path
from urllib.parse import unquote_to_bytes

from kotoba_reference.visual.guard import Refused

ATTACHMENT = "attachment"


def is_url(source: str) -> bool:
    """Anything with a scheme is a URL (and not a file name): "file:", "ftp:" and friends reach
    the guard, which refuses them, rather than the Files folder."""
    head, colon, _ = source.partition(":")
    return bool(colon) and head.isascii() and head.replace("+", "").replace("-", "").isalnum()


def resolve(
    source: str,
    *,
    attachment: bytes | None,
    files_dir: Path,
    mode: str,
    fetch: Callable[[str], bytes],
) -> bytes:
    """The image bytes the source names, or `Refused` saying why there are none."""
    if source == ATTACHMENT:
        if attachment is None:
            raise Refused("no image has been shared in this conversation")
        return attachment
    if source[:5].lower() == "data:":
        return data_url_bytes(source)
    if is_url(source) or source.startswith("//"):
        if mode != "work":
            raise Refused("an image URL is fetched in work mode only, never in a voice turn")
        return fetch(source)
    return user_file(files_dir, source)


def data_url_bytes(url: str) -> bytes:
    """The payload of `data:[<type>][;base64],<data>`."""
    header, comma, payload = url[5:].partition(",")
    if not comma:
        raise Refused("the data: URL has no comma before its data")
    if header.lower().endswith(";base64"):
        try:
            return base64.b64decode(payload, validate=False)
        except (binascii.Error, ValueError) as error:
            raise Refused("the data: URL is not valid base64") from error
    return unquote_to_bytes(payload)


def user_file(files_dir: Path, name: str) -> bytes:
    """A file from the user's Files, by plain name: no folder, so nothing outside is reachable."""
    if not name or name in (".", "..") or "/" in name or "\\" in name or "\0" in name:
        raise Refused(f"{name!r} is not a file name from your Files")
    path = files_dir / name
    try:
        return path.read_bytes()
    except OSError as error:  # none there, a folder, unreadable, or a name too long to hold
        raise Refused(f"there is no file {name!r} in your Files") from error
