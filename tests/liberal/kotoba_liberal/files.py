"""The long-term store as files: USER.md (header, ## Recent, ## Topics) and topics/<slug>.md.

Every change is written to a temporary file beside its target and moved over it, under the
cross-process lock USER.md.lock beside the index, so no reader ever sees a torn file and no two
writers interleave. Reading takes no lock: a file is always either the old one or the new one.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from filelock import FileLock

RECENT_CAP = 25
INDEX = "USER.md"
LOCK = "USER.md.lock"
TOPICS = "topics"
HEADER = (
    "Durable memory, organized by topic — about you and about\n"
    "anything important (projects, plans, context). Kotoba reads this\n"
    "index every conversation; details live in the linked topic files\n"
    "(she can recall any of them on demand) and she creates new topics\n"
    "freely as things come up. You can edit any of these. Nothing here\n"
    "is archived: a bullet you delete is gone."
)
"""The documents' header sentence, wrapped at places of this implementation's own (R2), and
followed by a sentence of its own."""
TOPIC_DESCRIPTION = "One fact per bullet. Only the bullets are read; this line is for you."


class Store:
    """One memory folder on disk: reading it as facts, and changing it atomically."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.index = root / INDEX
        self.topics_dir = root / TOPICS

    # Reading -------------------------------------------------------------------------------

    def topic_path(self, slug: str) -> Path | None:
        """The topic's file, only if it really lies inside topics/ (a link out is not followed)."""
        path = self.topics_dir / f"{slug}.md"
        try:
            inside = path.resolve().parent == self.topics_dir.resolve()
        except OSError:
            return None
        return path if inside else None

    def slugs(self) -> list[str]:
        """Every topic file's slug, as the folder holds them."""
        if not self.topics_dir.is_dir():
            return []
        return sorted(p.stem for p in self.topics_dir.glob("*.md") if p.is_file())

    def topic_facts(self, slug: str) -> list[str]:
        """The bullets of one topic file, in file order. Nothing else in it is read."""
        path = self.topic_path(slug)
        if path is None or not path.is_file():
            return []
        return bullets(_read(path))

    def all_facts(self) -> dict[str, list[str]]:
        """Every topic's facts, by slug."""
        return {slug: self.topic_facts(slug) for slug in self.slugs()}

    def recent(self) -> list[str]:
        """The entries under ## Recent, as they stand in USER.md (hand-added lines included)."""
        if not self.index.is_file():
            return []
        entries: list[str] = []
        inside = False
        for line in _read(self.index).splitlines():
            stripped = line.strip()
            if stripped.startswith("#"):
                inside = stripped.lstrip("#").strip().casefold() == "recent"
                continue
            if inside and stripped:
                entry = _unbullet(stripped)
                if entry:
                    entries.append(entry)
        return entries

    # Writing -------------------------------------------------------------------------------

    @contextlib.contextmanager
    def locked(self) -> Iterator[None]:
        """Hold the cross-process lock (creating the folder, which a write regenerates)."""
        self.root.mkdir(parents=True, exist_ok=True)
        with FileLock(str(self.root / LOCK)):
            yield

    def add(self, slug: str, fact: str) -> None:
        """Append one bullet to a topic file, keeping whatever else the user wrote in it."""
        self.topics_dir.mkdir(parents=True, exist_ok=True)
        path = self.topics_dir / f"{slug}.md"
        text = _read(path) if path.is_file() else f"# {slug}\n\n{TOPIC_DESCRIPTION}\n\n"
        if text and not text.endswith("\n"):
            text += "\n"
        _replace(path, f"{text}- {fact}\n")

    def retire(self, facts: list[str]) -> None:
        """Drop these bullets from every topic file that holds them; nothing is archived."""
        gone = set(facts)
        for slug in self.slugs():
            path = self.topic_path(slug)
            if path is None:
                continue
            lines = _read(path).splitlines(keepends=True)
            kept = [line for line in lines if _unbullet(line.strip(), strict=True) not in gone]
            if len(kept) != len(lines):
                _replace(path, "".join(kept))

    def remove_topic(self, slug: str) -> bool:
        path = self.topic_path(slug)
        if path is None or not path.is_file():
            return False
        path.unlink()
        return True

    def rebuild(self, recent: list[str], topic_lines: list[str]) -> None:
        """Write USER.md from the given ## Recent entries and ## Topics lines."""
        body = [HEADER, "", "## Recent", ""]
        body += [f"- {entry}" for entry in recent]
        body += ["", "## Topics", ""]
        body += topic_lines
        _replace(self.index, "\n".join(body) + "\n")


def bullets(text: str) -> list[str]:
    """The `- ` bullets of a Markdown file, in order."""
    found = []
    for line in text.splitlines():
        fact = _unbullet(line.strip(), strict=True)
        if fact:
            found.append(fact)
    return found


def _unbullet(line: str, strict: bool = False) -> str | None:
    """A `- ` bullet's text. Under ## Recent any other line counts too (strict=False)."""
    if line.startswith("- "):
        return line[2:].strip() or None
    if strict:
        return None
    return line[2:].strip() or None if line.startswith("* ") else line


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")


def _replace(path: Path, text: str) -> None:
    """Write to a temporary file in the same folder, then move it over the target."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
