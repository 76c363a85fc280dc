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


# ---- corrections: a new value for the same subject retires the old one ---------------------


def corrects(text: str, old: str) -> bool:
    """This tutorial's reading (the documents draw no line): the same words up to an "is" after
    a subject, then one run of at most two words that differs, then the same words again. "The
    dog is 4 years old" retires "The dog is 3 years old"; "The cat is 3 years old" stays."""
    a, b = text.lower().split(" "), old.lower().split(" ")
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    runs = (len(a) - start - end, len(b) - start - end)
    return "is" in a[1:start] and all(1 <= n <= 2 for n in runs)


def without_bullets(text: str, facts: list[str]) -> str:
    kept = [
        line
        for line in text.split("\n")
        if not (line.startswith("- ") and line[2:].strip() in facts)
    ]
    return "\n".join(kept)


# ---- recall: keywords, accents folded, stemmed, ranked by how much of the query is covered --

COMMON = {"a", "an", "the", "i", "my", "me", "do", "does", "is", "are", "of", "in", "on", "at",
          "to", "for", "and", "or", "what", "where", "when", "who", "which", "how"}  # fmt: skip
SHOWN = 20
RELATED = 4


def stem(word: str) -> str:
    """A crude stemmer: "lives", "live" and "living" all become "liv"; "café" and "cafe"
    "caf"."""
    bare = re.sub(r"(?:ing|ed|s)$", "", word)
    root = bare if len(bare) >= 3 else word
    return root[:-1] if len(root) > 3 and root.endswith("e") else root


def terms(text: str) -> list[str]:
    """A text's search terms: its words, accents folded, common words left out, stemmed."""
    folded = unicodedata.normalize("NFKD", text)
    folded = "".join(c for c in folded if not unicodedata.combining(c)).lower()
    words = re.findall(r"[a-z0-9]+", folded)
    return list(dict.fromkeys(stem(w) for w in words if w not in COMMON))


def search(found: dict[str, list[str]], query: str, skip: str | None = None) -> list[str]:
    """Every fact sharing a term with the query, as `- fact [slug]`, those covering most of the
    query first."""
    wanted = terms(query)
    hits: list[tuple[int, str]] = []
    for slug, facts in found.items():
        if slug == skip:
            continue
        for fact in facts:
            have = set(terms(fact))
            if covered := sum(t in have for t in wanted):
                hits.append((covered, f"- {fact} [{slug}]"))
    return [line for _, line in sorted(hits, key=lambda hit: -hit[0])]


# ---- the prompt: the Recent facts, tagged, then one pointer line ----------------------------

POINTER_TOPICS = 8  # unbounded, the topic list grew past a thousand characters


# ---- the system: one running install ---------------------------------------------------------


class System:
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
        topic. A Recent entry that no topic file holds any more (deleted by hand, retired) is
        dropped."""
        found = topics(self.folder)
        held = {fact for facts in found.values() for fact in facts}
        listed = bullets(section(read(self.folder / "USER.md"), "Recent"))
        recent = [fact for fact in listed if fact in held]
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
            found = topics(self.folder)
            if any(text in facts for facts in found.values()):
                return not_written("duplicate", text)
            # Biased toward keeping: a stored compound is never retired, only named as a conflict.
            stored = dict.fromkeys(fact for facts in found.values() for fact in facts)
            older = [old for old in stored if corrects(text, old)]
            retired = [old for old in older if not refusal_of(old)]
            conflicts = [old for old in older if refusal_of(old)]
            for other, facts in found.items():
                if other != slug and any(f in retired for f in facts):
                    file = self.folder / "topics" / f"{other}.md"
                    write_atomically(file, without_bullets(read(file), retired))
            file = self.folder / "topics" / f"{slug}.md"
            body = without_bullets(read(file) or f"# {slug}\n\n", retired)
            if not body.endswith("\n"):
                body += "\n"
            write_atomically(file, f"{body}- {text}\n")
            self.rebuild_index(text)
        return {
            "written": True,
            "reason": "written",
            "retired": retired,
            "conflicts": conflicts,
            "duplicate_of": None,
        }

    def memory_write(self, fact: object, topic: object = None) -> str:
        result = self.write_fact(fact, topic)
        if not result["written"] and result["duplicate_of"]:
            return f'Already saved as "{result["duplicate_of"]}"; nothing written.'
        if not result["written"]:
            return REPLIES[result["reason"]]
        reply = f"Saved under {topic_slug(topic)}."
        if retired := result["retired"]:
            reply += f" It replaces (deleted for good): {quoted(retired)}."
        if conflicts := result["conflicts"]:
            reply += f" Still contradicting it: {quoted(conflicts)}."
        return reply

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        """A query searches every topic; a topic reads its file, plus up to 4 related facts of
        other topics; neither lists the topics. Read-only, and a topic name is slugged before
        it names a file."""
        found = topics(self.folder)
        if topic is not None:
            slug = slug_of(topic)
            own = [f"- {fact}" for fact in found.get(slug, [])]
            related = search(found, slug.replace("-", " "), slug)[:RELATED]
            if not own and not related:
                return f'No facts under topic "{topic}".'
            return "\n".join([*own, *(["Related:", *related] if related else [])])
        if query is None:
            listed = [f"- {slug} ({len(facts)})" for slug, facts in found.items()]
            return "\n".join(listed) or "None."
        if not terms(query):
            return f'Nothing to search for in "{query}".'
        return "\n".join(search(found, query)[:SHOWN]) or f'Nothing saved matches "{query}".'

    def facts_for_prompt(self) -> list[str]:
        found = topics(self.folder)
        recent = bullets(section(read(self.folder / "USER.md"), "Recent"))
        total = sum(len(facts) for facts in found.values())
        if not recent and not total:
            return []  # nothing saved: nothing in the prompt
        holders = {fact: slug for slug, facts in reversed(found.items()) for fact in facts}
        # a fact no topic file holds (a line added by hand) is shown bare
        lines = [f"{fact} [{holders[fact]}]" if fact in holders else fact for fact in recent]
        largest = sorted(found.items(), key=lambda item: (-len(item[1]), item[0]))
        named = [f"{slug} ({len(facts)})" for slug, facts in largest[:POINTER_TOPICS]]
        if len(largest) > POINTER_TOPICS:
            named.append(f"and {len(largest) - POINTER_TOPICS} more")
        lines.append(
            f"(This list is the {len(recent)} most recent of {total} facts, across {len(found)} "
            f"topics: {', '.join(named)}. Use memory_recall for anything not shown — it is "
            "saved, just not inline.)"
        )
        return lines

    # ---- capability personal: only the owner hears what is stored ----------------------------

    def context(self, personal: bool) -> dict[str, str]:
        """The prompt's lines as one string, or "" for anyone but the owner. (No profile
        claimed: "".)"""
        return {"profile": "", "facts": "\n".join(self.facts_for_prompt()) if personal else ""}

    def load_context(self, personal: bool) -> dict[str, str]:
        return self.context(personal is True)

    def bridge_context(self, speaker: dict[str, Any] | None) -> dict[str, str]:
        return self.context(bool(speaker and speaker.get("is_owner")))


def quoted(facts: list[str]) -> str:
    return ", ".join(f'"{fact}"' for fact in facts)


# ---- the adapter: what the kit loads (--adapter kotoba_memory:Adapter) -----------------------


class Adapter:
    def capabilities(self) -> list[str]:
        return ["facts", "prompt", "personal"]

    def known_failures(self) -> list[str]:
        return []

    def open(self, spec: dict[str, Any]) -> System:
        return System(spec["env"])
