"""The image URLs the suite already judges (features/image_urls.feature), read from the feature so
that the fuzz mode tries the same shapes the SSRF guard is held to, never a copy of them.

Two lists: the URLs of the scenario outlines whose image is refused (every forbidden spelling of
a loopback, private or metadata address, and the redirects to them), and the URLs the scenarios
keep or refuse on the allowed host. The placeholders stay as the feature writes them (`{allowed}`,
`{port}`, `{allowed port}`, `{the limit}`, `{one byte over the limit}`), so a counterexample
pastes into that feature. Only the shapes whose every hop stays on this machine are kept: the
fuzz mode must never send a packet beyond 127.0.0.1, even to an implementation with no guard.
"""

from __future__ import annotations

import ipaddress
import socket
from functools import cache
from pathlib import Path
from urllib.parse import urlsplit

from kotoba_conformance.contract.locations import feature

REFUSED_STEP = "Then the reply says the image is not kept"
KEEPS = 'When the model keeps the image at "'
LOCAL_NAMES = frozenset({"localhost", "localhost.", "images.example"})


@cache
def shapes() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the refused URLs, the allowed host's URLs) of the feature, local ones only."""
    text = Path(feature("image_urls.feature")).read_text(encoding="utf-8")
    refused: list[str] = []
    allowed: list[str] = []
    for block in _outlines(text):
        if REFUSED_STEP in block:
            refused += _table_column(block, "url")
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith(KEEPS) and "<" not in line and "endless" not in line:
            allowed.append(line[len(KEEPS) :].split('"', 1)[0])
    return tuple(u for u in refused if stays_local(u)), tuple(u for u in allowed if stays_local(u))


def _outlines(text: str) -> list[str]:
    blocks: list[list[str]] = [[]]
    for line in text.splitlines():
        if line.strip().startswith(("Scenario", "Rule:", "@")):
            blocks.append([])
        blocks[-1].append(line)
    return ["\n".join(b) for b in blocks if b and b[0].strip().startswith("Scenario Outline:")]


def _table_column(block: str, column: str) -> list[str]:
    cells: list[str] = []
    index: int | None = None
    for raw in block.splitlines():
        line = raw.strip()
        if not line.startswith("|"):
            index = None if not line.startswith("Examples") else index
            continue
        row = [cell.strip() for cell in line.strip("|").split("|")]
        if index is None:
            index = row.index(column) if column in row else None
            if index is None:
                return cells
            continue
        cells.append(row[index])
    return cells


def stays_local(url: str) -> bool:
    """Whether every host the URL (and each redirect target inside it) names is this machine."""
    for hop in url.split("?to="):
        parts = urlsplit(hop.replace("{allowed}", "images.example").replace("{port}", "1"))
        if parts.scheme.lower() == "file":
            continue
        host = parts.hostname
        if host is None or not _loopback(host):
            return False
    return True


def _loopback(host: str) -> bool:
    if host.lower() in LOCAL_NAMES:
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        try:  # the spellings inet_aton reads: 127.1, 0x7f000001, 0177.0.0.1, 2130706433
            address = ipaddress.ip_address(socket.inet_aton(host))
        except OSError:
            return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback or address.is_unspecified
