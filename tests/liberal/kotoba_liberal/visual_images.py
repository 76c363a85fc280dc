"""Which bytes count as an image.

The documents never say what an image is, so this store reads the file's own signature and never
trusts a name, an extension or a declared media type: a PNG called `notes.txt` is an image, and a
text file called `photo.png` is not.
"""

from __future__ import annotations

_BMP_INFO_SIZES = frozenset({12, 40, 52, 56, 64, 108, 124})
"""The sizes of the BMP info headers in use: "BM" alone is too common at the start of text."""

EXTENSIONS: dict[str, str] = {
    "image/png": "png",
    "image/jpeg": "jpg",
    "image/gif": "gif",
    "image/webp": "webp",
    "image/bmp": "bmp",
}
"""The media types this store keeps, and the extension each is written under."""

FORMAT_NAMES = "PNG, JPEG, GIF, WebP or BMP"


def sniff(data: bytes) -> str | None:
    """The media type these bytes are, by their signature; None when they are no known image."""
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    if data[:6] in (b"GIF87a", b"GIF89a"):
        return "image/gif"
    if len(data) >= 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    if (
        len(data) >= 26
        and data[:2] == b"BM"
        and int.from_bytes(data[14:18], "little") in _BMP_INFO_SIZES
    ):
        return "image/bmp"
    return None
