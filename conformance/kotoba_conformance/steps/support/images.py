"""Small, real images for the scenarios, made here so nothing is downloaded: PNG files that any
decoder opens, distinct for every name, and padded to an exact size when a scenario needs one
(a too-big image is a valid image, one byte over the system's declared limit)."""

from __future__ import annotations

import base64
import hashlib
import struct
import zlib

SIDE = 8
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHUNK_OVERHEAD = 12  # length, type and CRC around a chunk's data


def png(name: str, size: int | None = None) -> bytes:
    """An 8×8 PNG whose colours come from `name`; with `size`, padded to exactly that many bytes
    by a text chunk (which every decoder skips)."""
    colour = hashlib.sha256(name.encode("utf-8")).digest()
    rows = b"".join(b"\x00" + colour[(y * 3) % 24 : (y * 3) % 24 + 3] * SIDE for y in range(SIDE))
    header = struct.pack(">IIBBBBB", SIDE, SIDE, 8, 2, 0, 0, 0)
    head = _SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(rows))
    tail = _chunk(b"IEND", b"")
    if size is None:
        return head + tail
    padding = size - len(head) - len(tail) - _CHUNK_OVERHEAD
    if padding < len(b"Comment\x00"):
        raise ValueError(f"a PNG cannot be as small as {size} bytes")
    text = b"Comment\x00" + b"k" * (padding - len(b"Comment\x00"))
    data = head + _chunk(b"tEXt", text) + tail
    assert len(data) == size
    return data


NOT_IMAGES = {
    "empty": b"",
    "text": b"This file is text, not an image.\n",
    "gif head": b"GIF89a",
    "jpeg head": b"\xff\xd8\xff\xe0",
}
"""Shared files that are no image, by what they are (a GIF's and a JPEG's first bytes alone)."""


def shared_file(what: str, limit: int, image: bytes) -> bytes:
    """The bytes of a file the user shares, by what it is: "png" (`image`), "over the limit"
    (a PNG one byte over `limit`), one of `NOT_IMAGES`, or else the text itself in UTF-8."""
    if what == "png":
        return image
    if what == "over the limit":
        return png("too-big", limit + 1)
    return NOT_IMAGES.get(what, what.encode("utf-8"))


def b64(data: bytes) -> str:
    """Bytes as the contract carries them."""
    return base64.b64encode(data).decode("ascii")


def data_url(data: bytes, media_type: str = "image/png") -> str:
    return f"data:{media_type};base64,{b64(data)}"


def _chunk(kind: bytes, data: bytes) -> bytes:
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)
