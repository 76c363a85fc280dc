"""The files on disk: USER.md (header, `## Recent`, `## Topics`) and `topics/<slug>.md`.

Parsing, rendering, the slug jail and atomic writes: pure functions of a file's text, and the one
way a file is written. What the store keeps of the files between calls, and how it knows they
have not changed, is `cache`'s business.
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

from kotoba_reference.facts.normalise import fold

USER_MD = "USER.md"
LOCK_FILE = "USER.md.lock"
TOPICS_DIR = "topics"
DEFAULT_TOPIC = "general"
RECENT_CAP = 25
MAX_SLUG = 64
HEADER = (
    "Durable memory, organized by topic — about you and about anything important (projects, "
    "plans, context). Kotoba reads this index every conversation; details live in the linked "
    "topic files (she can recall any of them on demand) and she creates new topics freely as "
    "things come up. You can edit any of these."
)
_sync: Callable[[int], None] = getattr(os, "fdatasync", os.fsync)
"""The data and the size reach the disk before the rename (fdatasync where there is one: half
the cost of fsync, which also flushes timestamps nobody needs back)."""
_TEMP_NAMES = itertools.count()
"""Unique within a process (with the pid, across processes): thread-safe in CPython."""
_NOT_SLUG = re.compile(r"[^a-z0-9]+")
_SLUG = re.compile(r"[a-z0-9-]+")


def slug_of(topic: str) -> str:
    """A topic's slug: `[a-z0-9-]` only, so no name, however hostile, leaves `topics/`.
    "" when nothing usable is left (the caller decides what that means)."""
    slug = _NOT_SLUG.sub("-", fold(topic)).strip("-")
    return slug[:MAX_SLUG].rstrip("-")


def write_slug(topic: str | None) -> str:
    """Where a write goes: the topic's slug, or `general` when there is none."""
    return (slug_of(topic) if topic is not None else "") or DEFAULT_TOPIC


def is_slug(name: str) -> bool:
    """Whether a name is a slug already (`[a-z0-9-]`, not empty)."""
    return _SLUG.fullmatch(name) is not None


def bullets(text: str) -> tuple[str, ...]:
    """The `- ` bullets of a file: the only lines that are facts (prose and headings are not)."""
    found = (line[2:].strip() for line in text.splitlines() if line.startswith("- "))
    return tuple(fact for fact in found if fact)


def topics_dir(memory_dir: Path) -> Path:
    return memory_dir / TOPICS_DIR


def topic_path(memory_dir: Path, slug: str) -> Path:
    """The file of an already-slugged topic, inside `topics/` by construction."""
    if not is_slug(slug):
        raise ValueError(f"not a topic slug: {slug!r}")
    return topics_dir(memory_dir) / f"{slug}.md"


def recent_of(text: str) -> tuple[str, ...]:
    """The bullets under `## Recent`, up to the next heading of any level."""
    lines = text.splitlines()
    try:
        start = [line.rstrip() for line in lines].index("## Recent") + 1
    except ValueError:
        return ()
    body: list[str] = []
    for line in lines[start:]:
        if line.startswith("#"):
            break
        body.append(line)
    return bullets("\n".join(body))


def render_topic(slug: str, facts: Iterable[str]) -> str:
    """A new topic file: a heading, then one bullet per fact."""
    return f"# {slug}\n\n" + "".join(f"- {fact}\n" for fact in facts)


def render_index(recent: Iterable[str], counts: Mapping[str, int]) -> str:
    """USER.md: the header addressed to the user, `## Recent`, `## Topics` (slug order)."""
    recent_lines = "".join(f"- {fact}\n" for fact in recent)
    topic_lines = "".join(
        f"- {slug} → {TOPICS_DIR}/{slug}.md ({count} facts)\n"
        for slug, count in sorted(counts.items())
    )
    return f"{HEADER}\n\n## Recent\n\n{recent_lines}{_gap(recent_lines)}## Topics\n\n{topic_lines}"


def _gap(section: str) -> str:
    return "\n" if section else ""


def rebuilt_recent(
    previous: Iterable[str], exists: Callable[[str], bool], added: str | None
) -> list[str]:
    """Recent after a write: entries that still exist in some topic file, the new fact last,
    the 25 newest kept. A Recent line with no topic file behind it is dropped here, and one
    equal to the new fact moves to the end rather than showing twice."""
    kept = [fact for fact in previous if fact != added and exists(fact)]
    if added is not None:
        kept.append(added)
    return kept[-RECENT_CAP:]


def without_bullets(text: str, facts: set[str]) -> str:
    """A topic file's text with every bullet of these facts removed, everything else kept."""
    lines = text.splitlines(keepends=True)
    kept = [line for line in lines if not (line.startswith("- ") and line[2:].strip() in facts)]
    return "".join(kept)


def with_bullet(text: str, fact: str) -> str:
    """A topic file's text with one more bullet at the end."""
    if text and not text.endswith("\n"):
        text += "\n"
    return f"{text}- {fact}\n"


def is_bare(text: str, slug: str) -> bool:
    """Nothing but the generated heading is left: the file can go without losing a word."""
    return all(line.strip() in ("", f"# {slug}") for line in text.splitlines())


def atomic_write(path: Path, text: str) -> os.stat_result:
    """Write beside the target, flush, fsync, then rename over it: a reader (or a crash) sees
    the old file or the new one, never a torn one. The folder must exist. Answers what the new
    file was, just before the rename (inode, size, modification time)."""
    data = text.encode("utf-8")
    while True:
        temp = path.with_name(f".{path.name}.{os.getpid()}.{next(_TEMP_NAMES)}.tmp")
        try:
            fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:  # left by a crashed process that had the same pid
            continue
        break
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            _sync(fd)
            written = os.fstat(fd)
        finally:
            os.close(fd)
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    return written
