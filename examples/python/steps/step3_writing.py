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


# ---- writing: one short English fact, on one line -------------------------------------------

CAP = 400
REPLIES = {
    "empty": "NOT SAVED — the fact is empty.",
    "spanish": (
        "NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can never be "
        "matched or corrected later. Translate it into one short third-person English statement "
        "and call memory_write again."
    ),
    "compound": (
        "NOT SAVED — that reads as more than one fact, and a compound fact can never be "
        "corrected later without destroying its other half."
    ),
}

# Hard to trigger on purpose: a word only Spanish has, or a Spanish verb with a small word.
SPANISH_ONLY = {"el", "los", "las", "tiene", "llamado", "llamada", "perro", "muy"}
SPANISH_VERBS = {"vive", "vivo", "trabaja", "tengo", "es", "está"}
SPANISH_SMALL = {"en", "de", "del", "con", "y", "un", "una", "su", "la"}
# A semicolon, or a coordinator opening a new clause: a subject or a determiner after it.
COMPOUND = re.compile(
    r";|\b(and|but|or)\s+(i|he|she|they|we|you|it|the|my|his|her|their)\b", re.IGNORECASE
)


def refusal_of(text: str) -> str | None:
    # A capital past the first word opens a name ("Was born in Ciudad Real"): no Spanish evidence.
    found = re.findall(r"[^\W\d_]+", text)
    words = [w.lower() for i, w in enumerate(found) if i == 0 or not w[0].isupper()]
    verb = any(w in SPANISH_VERBS for w in words)
    if any(w in SPANISH_ONLY or (verb and w in SPANISH_SMALL) for w in words):
        return "spanish"
    return "compound" if COMPOUND.search(text) else None


def one_line(fact: str) -> str:
    """Whitespace collapsed, line breaks of every kind too (Python's \\s takes in every
    character that str.splitlines, the suite's reader, breaks a line at); past 400 characters,
    cut at a word and "…" added."""
    text = re.sub(r"\s+", " ", fact).strip()
    if len(text) <= CAP:
        return text
    head = text[:CAP]
    space = head.rfind(" ")
    return f"{head[:space] if space > 0 else head}…"


def topic_slug(topic: object) -> str:
    return (slug_of(topic) if isinstance(topic, str) else "") or "general"


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
        if not isinstance(fact, str):
            raise TypeError("fact must be a string")
        if topic is not None and not isinstance(topic, str):
            raise TypeError("topic must be a string")
        text = one_line(fact)
        if not text:
            return not_written("empty")
        if refusal := refusal_of(text):
            return not_written(refusal)  # before the lock: a refusal touches no file
        slug = topic_slug(topic)
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
            return f"Saved under {topic_slug(topic)}."
        if result["duplicate_of"]:
            return f'Already saved as "{result["duplicate_of"]}"; nothing written.'
        return REPLIES[result["reason"]]

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
