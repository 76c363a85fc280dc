"""kotoba_memory.py: a Kotoba memory store in plain Python (3.10 or newer, standard library only),
run by the kit in its own process. docs/implementing.md grows it step by step
(examples/python/steps/).
"""

from __future__ import annotations

import fcntl
import os
import re
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


def memory_dir_of(env: dict[str, str]) -> Path:
    """Every path comes from the environment the suite hands to `open`, never from os.environ:
    scenarios run side by side in one process. HOME is always set, KOTOBA_HOME nearly always,
    KOTOBA_MEMORY_DIR sometimes."""
    home = env.get("KOTOBA_HOME") or os.path.join(env["HOME"], ".kotoba")
    return Path(env.get("KOTOBA_MEMORY_DIR") or os.path.join(home, "memory")).resolve()


# ---- the files: USER.md and topics/<slug>.md -----------------------------------------------

RECENT_CAP = 25
HEADER = (
    "Durable memory, organized by topic — about you and about anything important (projects, "
    "plans, context). Kotoba reads this index every conversation; details live in the linked "
    "topic files (she can recall any of them on demand) and she creates new topics freely as "
    "things come up. You can edit any of these."
)


def slug_of(topic: str) -> str:
    """a-z, 0-9 and "-" only, accents folded: no topic name, however hostile, leaves topics/."""
    folded = unicodedata.normalize("NFKD", topic)
    folded = "".join(c for c in folded if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", folded, flags=re.ASCII).strip("-")[:64]


def read(file: Path) -> str:
    try:
        return file.read_text(encoding="utf-8")
    except FileNotFoundError:
        return ""


def bullets(text: str) -> list[str]:
    """The "- " lines are the facts; a heading, prose or a blank line is not one."""
    return [line[2:].strip() for line in text.split("\n") if line.startswith("- ")]


def section(text: str, heading: str) -> str:
    """The body under "## heading", up to the next heading."""
    lines = text.split("\n")
    if f"## {heading}" not in lines:
        return ""
    start = lines.index(f"## {heading}") + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    return "\n".join(lines[start:end])


def topics(folder: Path) -> dict[str, list[str]]:
    """Every topic file's facts, read afresh on each call: the user may have edited one just
    now."""
    found: dict[str, list[str]] = {}
    directory = folder / "topics"
    names = sorted(os.listdir(directory)) if directory.is_dir() else []
    for name in names:
        if re.fullmatch(r"[a-z0-9-]+\.md", name):
            found[name[:-3]] = bullets(read(directory / name))
    return found


def write_atomically(file: Path, text: str) -> None:
    """Write beside the file, then rename over it: a reader sees the old text or the new,
    never half."""
    temporary = file.with_name(f"{file.name}.{os.getpid()}.tmp")
    with open(temporary, "w", encoding="utf-8") as stream:
        stream.write(text)
        stream.flush()
        os.fsync(stream.fileno())
    os.replace(temporary, file)


@contextmanager
def locked(folder: Path) -> Iterator[None]:
    """USER.md.lock, held with flock for a whole read-modify-write. The kernel releases it when
    its holder dies, even by kill -9, so the next writer never waits on a dead one."""
    (folder / "topics").mkdir(parents=True, exist_ok=True)
    with open(folder / "USER.md.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def not_written(reason: str, duplicate_of: str | None = None) -> dict[str, Any]:
    return {
        "written": False,
        "reason": reason,
        "retired": [],
        "conflicts": [],
        "duplicate_of": duplicate_of,
    }


class NotYet:
    """The contract's methods this tutorial has not reached yet: each says so when called.
    A step that writes one deletes its stub here."""

    def facts_for_prompt(self) -> list[str]:
        raise NotImplementedError("no facts_for_prompt yet")


# ---- the system: one running install ---------------------------------------------------------


class System(NotYet):
    """One install, on the folders of one spec. It keeps nothing in memory: the files are the
    truth, and the suite reads and edits them between calls."""

    def __init__(self, env: dict[str, str]) -> None:
        self.folder = memory_dir_of(env)

    def memory_dir(self) -> str:
        return str(self.folder)

    def close(self) -> None:
        """Nothing to release: every call opened and closed its own files."""

    def rebuild_index(self, added: str | None = None) -> None:
        """USER.md from the files: the header, the newest facts (oldest first), one line per
        topic."""
        found = topics(self.folder)
        recent = bullets(section(read(self.folder / "USER.md"), "Recent"))
        if added is not None:
            recent.append(added)
        lines = [
            f"- {slug} → topics/{slug}.md ({len(facts)} facts)" for slug, facts in found.items()
        ]
        newest = [f"- {fact}" for fact in recent[-RECENT_CAP:]]
        text = [HEADER, "", "## Recent", "", *newest, "", "## Topics", "", *lines, ""]
        write_atomically(self.folder / "USER.md", "\n".join(text))

    def delete_topic(self, slug: str) -> None:
        if not (name := slug_of(slug)):
            return
        with locked(self.folder):
            (self.folder / "topics" / f"{name}.md").unlink(missing_ok=True)
            self.rebuild_index()

    def write_fact(self, fact: object, topic: object = None) -> dict[str, Any]:
        text = re.sub(r"\s+", " ", str(fact)).strip()
        if not text:
            return not_written("empty")
        slug = (slug_of(topic) if isinstance(topic, str) else "") or "general"
        with locked(self.folder):
            if any(text in facts for facts in topics(self.folder).values()):
                return not_written("duplicate", text)
            file = self.folder / "topics" / f"{slug}.md"
            body = read(file) or f"# {slug}\n\n"
            if not body.endswith("\n"):
                body += "\n"
            write_atomically(file, f"{body}- {text}\n")
            self.rebuild_index(text)
        return {
            "written": True,
            "reason": "written",
            "retired": [],
            "conflicts": [],
            "duplicate_of": None,
        }

    def memory_write(self, fact: object, topic: object = None) -> str:
        result = self.write_fact(fact, topic)
        if result["written"]:
            return "Saved."
        if result["duplicate_of"]:
            return f'Already saved as "{result["duplicate_of"]}"; nothing written.'
        return "NOT SAVED — the fact is empty."

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        """A plain word match for now (step 5 makes it a search)."""
        found = topics(self.folder)
        if topic is not None:
            return "\n".join(f"- {fact}" for fact in found.get(slug_of(topic), []))
        if query is None:
            return "\n".join(f"- {slug}" for slug in found)
        wanted = set(re.split(r"\W+", query.lower()))
        hits = [
            fact
            for facts in found.values()
            for fact in facts
            if wanted & set(re.split(r"\W+", fact.lower()))
        ]
        return "\n".join(f"- {fact}" for fact in hits) or f'Nothing saved matches "{query}".'


# ---- the adapter: what the kit loads (--adapter kotoba_memory:Adapter) -----------------------


class Adapter:
    def capabilities(self) -> list[str]:
        return ["facts", "prompt"]

    def known_failures(self) -> list[str]:
        return []

    def open(self, spec: dict[str, Any]) -> System:
        return System(spec["env"])
