"""Is it an image? Judged by the file's signature (its magic bytes), the way a viewer picks a
decoder. A signature check without a decoder: Pillow would also catch a truncated body, but the
store's promise is only that what it keeps opens as an image type, so the dependency is not kept."""

from __future__ import annotations

_SIGNATURES: tuple[tuple[bytes, str], ...] = (
    (b"\x89PNG\r\n\x1a\n", "png"),
    (b"\xff\xd8\xff", "jpg"),
    (b"GIF87a", "gif"),
    (b"GIF89a", "gif"),
)


def image_type(data: bytes) -> str | None:
    """The file extension for these bytes (png, jpg, gif, webp), or None when they are not an
    image of a kind the store keeps."""
    for magic, extension in _SIGNATURES:
        if data.startswith(magic) and len(data) > len(magic):
            return extension
    if len(data) > 12 and data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "webp"
    return None
