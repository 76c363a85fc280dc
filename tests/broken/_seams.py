"""The store's documented files, read and edited as the documents describe them, for the broken
implementations (not one itself: the harness skips modules whose names start with "_").

A broken implementation is built on the reference's public surface only: the contract's methods
(wrapped on `ReferenceSystem`, or on the `MemoryStore` it runs, so that the collector's writes
and the settings' deletions go the same way), its extension points (`rules.Rules`, and the
`*_class` attributes), and the files. The files are part of the specification: `USER.md` with
its header, `## Recent` and `## Topics` of `- ` bullets, `topics/<slug>.md` of `- ` bullets, and
the lock file `USER.md.lock` every writer holds. These helpers edit them under that lock, as a
second writer would, so the reference sees each edit as it sees a hand edit.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.facts.index import HEADER, RECENT_CAP
from kotoba_reference.facts.rules import cross_process_lock
from kotoba_reference.facts.store import MemoryStore

USER_MD = "USER.md"
LOCK_FILE = "USER.md.lock"
TOPICS = "topics"
SLUG = re.compile(r"[a-z0-9-]+")


# --- reading -------------------------------------------------------------------------------------


def bullets(text: str) -> list[str]:
    """The facts of a Markdown text: its `- ` bullets, without the marker."""
    found = (line[2:].strip() for line in text.splitlines() if line.startswith("- "))
    return [fact for fact in found if fact]


def section(text: str, heading: str) -> list[str]:
    """The bullets under `## heading`, up to the next heading of any level."""
    lines = text.splitlines()
    if f"## {heading}" not in lines:
        return []
    start = lines.index(f"## {heading}") + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    return bullets("\n".join(lines[start:end]))


def recent(memory_dir: Path) -> list[str]:
    """The `## Recent` facts of USER.md, as listed; [] when there is no index."""
    path = memory_dir / USER_MD
    return section(path.read_text(encoding="utf-8"), "Recent") if path.is_file() else []


def topic_file(memory_dir: Path, slug: str) -> Path:
    return memory_dir / TOPICS / f"{slug}.md"


def topic_facts(memory_dir: Path) -> dict[str, list[str]]:
    """Every topic file's facts, by slug in slug order (a file whose name is no slug is none)."""
    folder = memory_dir / TOPICS
    if not folder.is_dir():
        return {}
    return {
        path.stem: bullets(path.read_text(encoding="utf-8"))
        for path in sorted(folder.glob("*.md"))
        if SLUG.fullmatch(path.stem) and path.is_file()
    }


def all_facts(memory_dir: Path) -> set[str]:
    return {fact for facts in topic_facts(memory_dir).values() for fact in facts}


def hits(reply: str) -> list[str]:
    """The `- ` lines of a recall reply, verbatim: one per fact shown."""
    return [line for line in reply.splitlines() if line.startswith("- ")]


# --- writing, under the lock ---------------------------------------------------------------------


@contextmanager
def locked(memory_dir: Path) -> Iterator[None]:
    """Hold `USER.md.lock`, as every writer of the store does (the folder must exist). Never
    inside a call of the store: that call holds the same lock."""
    with cross_process_lock(memory_dir / LOCK_FILE):
        yield


def replace_file(path: Path, text: str) -> None:
    """Write beside the file, then rename over it: a reader sees the old file or the new one."""
    temp = path.with_name(f".{path.name}.{os.getpid()}.seams")
    temp.write_text(text, encoding="utf-8")
    os.replace(temp, path)


def edit_index(memory_dir: Path, edit: Callable[[str], str]) -> None:
    """Rewrite USER.md as `edit` says, under the lock; nothing when there is no index or the
    edit changes nothing."""
    path = memory_dir / USER_MD
    if not path.is_file():
        return
    with locked(memory_dir):
        text = path.read_text(encoding="utf-8") if path.is_file() else None
        edited = edit(text) if text is not None else None
        if edited != text and edited is not None:
            replace_file(path, edited)


def rewrite_recent(memory_dir: Path, change: Callable[[list[str]], list[str]]) -> None:
    """Replace the `## Recent` bullets of USER.md with `change(bullets)`, under the lock."""

    def edit(text: str) -> str:
        lines = text.splitlines(keepends=True)
        if "## Recent" not in (line.rstrip() for line in lines):
            return text
        start = next(i for i, line in enumerate(lines) if line.rstrip() == "## Recent") + 1
        end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
        listed = change(section(text, "Recent"))
        body = ["\n", *(f"- {fact}\n" for fact in listed), "\n" if listed else ""]
        return "".join(lines[:start] + body + lines[end:])

    edit_index(memory_dir, edit)


def index_text(recent: Iterable[str], counts: Mapping[str, int]) -> str:
    """USER.md as documented: the header, `## Recent`, `## Topics` (one line per topic)."""
    listed = "".join(f"- {fact}\n" for fact in recent)
    gap = "\n" if listed else ""
    topics = "".join(f"- {s} → topics/{s}.md ({n} facts)\n" for s, n in sorted(counts.items()))
    return f"{HEADER}\n\n## Recent\n\n{listed}{gap}## Topics\n\n{topics}"


def rebuild_index(memory_dir: Path, added: str | None = None) -> None:
    """What a write rebuilds USER.md to (the caller holds the lock): Recent kept to the facts a
    topic file still holds, `added` last, the 25 newest; Topics counted from the files."""
    files = topic_facts(memory_dir)
    held = {fact for facts in files.values() for fact in facts}
    kept = [fact for fact in recent(memory_dir) if fact != added and fact in held]
    listed = [*kept, *([added] if added is not None else [])][-RECENT_CAP:]
    counts = {slug: len(facts) for slug, facts in files.items()}
    replace_file(memory_dir / USER_MD, index_text(listed, counts))


def add_bullet(memory_dir: Path, path: Path, fact: str, heading: str) -> None:
    """Save `fact` as a bullet at the end of the file at `path` (made with `# heading` when new),
    then rebuild the index with it as the newest Recent entry, all under the lock."""
    path.parent.mkdir(parents=True, exist_ok=True)
    memory_dir.mkdir(parents=True, exist_ok=True)
    with locked(memory_dir):
        old = path.read_text(encoding="utf-8") if path.is_file() else f"# {heading}\n\n"
        replace_file(path, (old if old.endswith("\n") else old + "\n") + f"- {fact}\n")
        rebuild_index(memory_dir, added=fact)


def without_bullet(memory_dir: Path, fact: str) -> None:
    """Delete every bullet of `fact` from every topic file, under the lock (the index stays)."""
    if not memory_dir.is_dir():
        return
    with locked(memory_dir):
        for slug, facts in topic_facts(memory_dir).items():
            if fact in facts:
                path = topic_file(memory_dir, slug)
                lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
                kept = [ln for ln in lines if not (ln.startswith("- ") and ln[2:].strip() == fact)]
                replace_file(path, "".join(kept))


# --- what the reference answers ------------------------------------------------------------------


def written() -> WriteResult:
    """`write_fact`'s answer for a fact saved with nothing retired or contradicted."""
    return {"written": True, "reason": "written", "retired": [], "conflicts": [],
            "duplicate_of": None}  # fmt: skip


def refused(reason: str) -> WriteResult:
    return {"written": False, "reason": reason, "retired": [], "conflicts": [],
            "duplicate_of": None}  # fmt: skip


def saved_reply(slug: str, fact: str) -> str:
    """`memory_write`'s answer for a fact saved under `slug`, in the reference's words."""
    return f'Saved under {slug}: "{fact}".'


def recall_over(topics: Mapping[str, Iterable[str]], query: str) -> str:
    """What the reference's search answers for `query` over a store holding exactly these
    facts: a scratch store of those topic files, for variants that search other facts than the
    files hold."""
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        (folder / TOPICS).mkdir()
        for slug, facts in topics.items():
            body = "".join(f"- {fact}\n" for fact in facts)
            topic_file(folder, slug).write_text(f"# {slug}\n\n{body}", encoding="utf-8")
        return MemoryStore(folder).memory_recall(query=query)


class AfterEachChange(MemoryStore):
    """A store that runs `after_change` once each write or topic deletion has returned (and
    released the lock), with the `## Recent` list as it was before the call: for variants that
    get the files wrong after the reference got them right."""

    def after_change(self, recent_before: list[str]) -> None:
        raise NotImplementedError

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        before = recent(self.memory_dir)
        result = super().write_fact(fact, topic)
        self.after_change(before)
        return result

    def memory_write(self, fact: object, topic: object = None) -> str:
        before = recent(self.memory_dir)
        reply = super().memory_write(fact, topic)
        self.after_change(before)
        return reply

    def delete_topic(self, slug: str) -> None:
        before = recent(self.memory_dir)
        super().delete_topic(slug)
        self.after_change(before)
