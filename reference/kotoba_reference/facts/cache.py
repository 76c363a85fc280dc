"""What the store keeps in memory of its files, and why it may trust it.

The user may edit any file at any time, and another process may write one, so the files are
always the truth. The store keeps, for each topic file, its text, its bullets and the indexes the
judgement and the search build over them, and for USER.md its `## Recent` list, each with the
signature of the file it came from: inode, size, modification and change time (nanoseconds).
Every call first `refresh`es: one listing of `topics/` and one `stat` per file, and a file whose
signature changed is read again, alone; a write refreshes inside the lock, so what it judges and
rewrites is what the files hold at that moment. A file read while it changed (an editor writing
in place) gets no signature, so it is read again next time.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

from kotoba_reference.facts import index
from kotoba_reference.facts.judgement import FactIndex
from kotoba_reference.facts.recall import StemIndex
from kotoba_reference.facts.rules import Bullets

Signature = tuple[int, int, int, int]
"""A file's inode, size, modification and change time: any write to it changes one of them.
(Where timestamps tick coarsely, an edit in the tick of the last read that keeps the size is
the one change that could pass unseen; Linux 6.13 and later give a fine-grained time to every
change after a `stat`, and the store takes one of every file it reads or writes.)"""


def signature(found: os.stat_result) -> Signature:
    return found.st_ino, found.st_size, found.st_mtime_ns, found.st_ctime_ns


def read_signed(path: str | Path) -> tuple[str, Signature | None] | None:
    """A file's text and the signature of what was read (None when the file changed during the
    read); None when there is no file. Bytes that are not UTF-8 (a hand edit in another
    encoding) are replaced, never fatal."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return None
    try:
        before = os.fstat(fd)
        chunks: list[bytes] = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        after = os.fstat(fd)
    finally:
        os.close(fd)
    text = b"".join(chunks).decode("utf-8", errors="replace")
    unchanged = signature(before) == signature(after) and after.st_size == sum(map(len, chunks))
    return text, signature(after) if unchanged else None


def write_signed(path: Path, text: str) -> Signature | None:
    """Write the file atomically (`index.atomic_write`) and answer its signature, or None when
    it changed again before it could be taken (someone else's write landed at once)."""
    written = index.atomic_write(path, text)
    try:
        now = os.stat(path)
    except FileNotFoundError:
        return None
    same = (now.st_ino, now.st_size, now.st_mtime_ns) == (
        written.st_ino,
        written.st_size,
        written.st_mtime_ns,
    )
    return signature(now) if same else None


class Topic:
    """One topic file as last read or written: its text and its bullets in file order, with the
    set of them and the two indexes built on first use and kept in step as bullets are added."""

    def __init__(self, text: str, signed: Signature | None, bullets: Bullets) -> None:
        self.text = text
        self.signature = signed
        self._bullets = bullets
        self.facts = list(bullets(text))
        self._held: set[str] | None = None
        self._judged: FactIndex | None = None
        self._searched: StemIndex | None = None

    def __len__(self) -> int:
        return len(self.facts)

    def __iter__(self) -> Iterator[str]:
        return iter(self.facts)

    def __contains__(self, fact: object) -> bool:
        if self._held is None:
            self._held = set(self.facts)
        return fact in self._held

    @property
    def judged(self) -> FactIndex:
        if self._judged is None:
            self._judged = FactIndex(self.facts)
        return self._judged

    @property
    def searched(self) -> StemIndex:
        if self._searched is None:
            self._searched = StemIndex(self.facts)
        return self._searched

    def extend(self, addition: str, signed: Signature | None) -> None:
        """The file now ends with `addition`, whole lines: its bullets join every index built."""
        self.text += addition
        self.signature = signed
        for fact in self._bullets(addition):
            self.facts.append(fact)
            if self._held is not None:
                self._held.add(fact)
            if self._judged is not None:
                self._judged.add(fact)
            if self._searched is not None:
                self._searched.add(fact)


class FileCache:
    """The store's memory of one memory folder: `topics` (slug order) and `recent`, as of the
    last `refresh` or of the store's own writes since."""

    def __init__(self, memory_dir: Path, bullets: Bullets = index.bullets) -> None:
        self.memory_dir = memory_dir
        self._bullets = bullets
        self.topics: dict[str, Topic] = {}
        self.recent: list[str] = []
        self._index_signature: Signature | None = None

    def refresh(self) -> None:
        """Bring both in line with the files: a changed, new or vanished file is read or dropped,
        every other entry kept as it is."""
        self.topics = self._topics_now()
        path = self.memory_dir / index.USER_MD
        try:
            now: Signature | None = signature(os.stat(path))
        except FileNotFoundError:
            now = None
        if now is None:
            self.recent, self._index_signature = [], None
        elif now != self._index_signature:
            read = read_signed(path)
            text, self._index_signature = read if read is not None else ("", None)
            self.recent = list(index.recent_of(text))

    def _topics_now(self) -> dict[str, Topic]:
        try:
            entries = sorted(os.scandir(index.topics_dir(self.memory_dir)), key=lambda e: e.name)
        except FileNotFoundError:
            return {}
        found: dict[str, Topic] = {}
        for entry in entries:
            slug = entry.name[:-3]
            if not entry.name.endswith(".md") or not index.is_slug(slug):
                continue  # a file whose name is not a slug is not a topic
            try:
                now = entry.stat()
            except FileNotFoundError:
                continue
            if not stat.S_ISREG(now.st_mode):
                continue
            known = self.topics.get(slug)
            if known is None or known.signature != signature(now):
                read = read_signed(entry.path)
                if read is None:
                    continue
                known = Topic(*read, self._bullets)
            found[slug] = known
        return found

    def write_topic(self, slug: str, text: str) -> None:
        """Write a topic file whole, and keep what was written (nothing is read back)."""
        signed = write_signed(index.topic_path(self.memory_dir, slug), text)
        self.topics[slug] = Topic(text, signed, self._bullets)
        self.topics = dict(sorted(self.topics.items()))

    def add_bullet(self, slug: str, fact: str, base: str | None = None) -> None:
        """Write a topic file with one more bullet at its end: after `base` when given (its text
        with other changes), else after what it holds (made with its heading when new)."""
        known = self.topics.get(slug)
        if base is None and known is not None and known.text:
            text = index.with_bullet(known.text, fact)
            addition = text[len(known.text) :]
            known.extend(addition, write_signed(index.topic_path(self.memory_dir, slug), text))
            return
        if base is None:
            base = known.text if known is not None else ""
        self.write_topic(slug, index.with_bullet(base or index.render_topic(slug, []), fact))

    def delete_topic(self, slug: str) -> None:
        index.topic_path(self.memory_dir, slug).unlink(missing_ok=True)
        self.topics.pop(slug, None)

    def write_index(self, recent: list[str]) -> None:
        """Rebuild USER.md: these Recent facts, and every topic with its count."""
        counts = {slug: len(topic) for slug, topic in self.topics.items()}
        text = index.render_index(recent, counts)
        self._index_signature = write_signed(self.memory_dir / index.USER_MD, text)
        self.recent = list(recent)
