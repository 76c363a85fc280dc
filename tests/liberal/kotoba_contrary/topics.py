"""Topic files: `topics/<slug>.md`, a heading and one `- ` bullet per fact (STORE-4).

Only the bullets are read. Writing keeps every other line of a hand-edited file where it was:
a new fact goes after the last bullet, a retired one loses its line and nothing else.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass

from . import atomic
from .slugs import is_slug

TOPICS = "topics"


@dataclass(frozen=True)
class Topic:
    """One topic file as it is on disk now."""

    slug: str
    facts: tuple[str, ...]


def folder(memory_dir: str) -> str:
    """The folder holding the topic files."""
    return os.path.join(memory_dir, TOPICS)


def path_of(memory_dir: str, slug: str) -> str:
    """The topic file of a slug (the slug is `[a-z0-9-]` only, so this stays in `topics/`)."""
    if not is_slug(slug):
        raise ValueError(f"not a topic slug: {slug!r}")
    return os.path.join(folder(memory_dir), slug + ".md")


def slugs_on_disk(memory_dir: str) -> list[str]:
    """Every topic file's slug, by name; anything that is not `<slug>.md` is no topic."""
    try:
        names = os.listdir(folder(memory_dir))
    except (FileNotFoundError, NotADirectoryError):
        return []
    found = [name[:-3] for name in names if name.endswith(".md") and is_slug(name[:-3])]
    return sorted(s for s in found if os.path.isfile(path_of(memory_dir, s)))


def read(memory_dir: str, slug: str) -> Topic | None:
    """The topic as its file holds it now, or None when the file is gone."""
    lines = _lines(path_of(memory_dir, slug))
    if lines is None:
        return None
    return Topic(slug, tuple(fact for fact in (bullet(line) for line in lines) if fact))


def bullet(line: str) -> str | None:
    """The fact a line holds, when it is a `- ` bullet."""
    if len(line) > 1 and line[0] == "-" and line[1] in " \t":
        return line[2:].strip(" \t") or None
    return None


def append(memory_dir: str, slug: str, fact: str) -> None:
    """Add one bullet to a topic, creating its file (heading first) when it has none."""
    lines = _lines(path_of(memory_dir, slug)) or []
    while lines and lines[-1] == "":
        lines.pop()
    if not lines:
        lines = [f"# {slug}"]
    bullets = [index for index, line in enumerate(lines) if bullet(line)]
    if bullets:
        lines.insert(bullets[-1] + 1, f"- {fact}")
    else:
        lines.extend(["", f"- {fact}"])
    _write(memory_dir, slug, lines)


def remove(memory_dir: str, slug: str, facts: frozenset[str]) -> None:
    """Drop every bullet holding one of these facts from a topic file."""
    lines = _lines(path_of(memory_dir, slug))
    if lines is None:
        return
    kept = [line for line in lines if bullet(line) not in facts]
    if kept != lines:
        _write(memory_dir, slug, kept)


def delete(memory_dir: str, slug: str) -> None:
    """Remove a topic file."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path_of(memory_dir, slug))


def _lines(path: str) -> list[str] | None:
    try:
        with open(path, encoding="utf-8", errors="replace", newline="") as handle:
            text = handle.read()
    except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
        return None
    if text.startswith("\ufeff"):
        text = text[1:]
    return [line.removesuffix("\r") for line in text.split("\n")]


def _write(memory_dir: str, slug: str, lines: list[str]) -> None:
    while lines and lines[-1] == "":
        lines.pop()
    atomic.replace(path_of(memory_dir, slug), "\n".join(lines) + "\n")
