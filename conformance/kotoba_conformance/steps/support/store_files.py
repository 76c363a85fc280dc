"""Reading the memory store the way its documents describe it: the files are part of the spec.

Steps read USER.md and the topic files directly (and hand-edit them), exactly as a user would.
Only the documented shapes are relied on: `## Recent` and `## Topics` sections of `- ` bullets in
USER.md, and `- ` bullets in `topics/<slug>.md`; nothing else in a file is read.
"""

from __future__ import annotations

import re
from pathlib import Path

USER_MD = "USER.md"
LOCK_FILE = "USER.md.lock"
TOPICS = "topics"
TOPIC_LINE = re.compile(r"^- (?P<slug>\S+) → topics/(?P=slug)\.md \((?P<count>\d+) facts\)$")
POINTER = re.compile(
    r"^\(This list is the (?P<n>\d+) most recent of (?P<m>\d+) facts, across (?P<k>\d+) topics: "
    r"(?P<topics>.*)\. Use memory_recall for anything not shown — it is saved, just not inline\.\)$"
)


def collapse(text: str) -> str:
    """Runs of whitespace to one space, ends trimmed: how R2 compares wrapped quoted text."""
    return " ".join(text.split())


def bullets(text: str) -> list[str]:
    """The `- ` bullets of a Markdown fragment, without the marker."""
    return [line[2:].strip() for line in text.splitlines() if line.startswith("- ")]


def section(text: str, heading: str) -> str:
    """The body under `## heading`, up to the next heading of any level."""
    lines = text.splitlines()
    try:
        start = lines.index(f"## {heading}") + 1
    except ValueError:
        return ""
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    return "\n".join(lines[start:end])


def user_md(memory_dir: Path) -> str:
    return (memory_dir / USER_MD).read_text(encoding="utf-8")


def recent(memory_dir: Path) -> list[str]:
    """The facts listed under `## Recent`, oldest first as written."""
    return bullets(section(user_md(memory_dir), "Recent"))


def topic_lines(memory_dir: Path) -> list[str]:
    """The lines under `## Topics`, verbatim."""
    return [f"- {line}" for line in bullets(section(user_md(memory_dir), "Topics"))]


def topic_file(memory_dir: Path, slug: str) -> Path:
    return memory_dir / TOPICS / f"{slug}.md"


def topic_facts(memory_dir: Path, slug: str) -> list[str]:
    path = topic_file(memory_dir, slug)
    return bullets(path.read_text(encoding="utf-8")) if path.exists() else []


def all_topic_facts(memory_dir: Path) -> dict[str, list[str]]:
    """Every topic file's bullets, by slug."""
    folder = memory_dir / TOPICS
    if not folder.is_dir():
        return {}
    return {p.stem: bullets(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.md"))}


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under root (bar the lock file, which holds no data) with its bytes."""
    if not root.is_dir():
        return {}
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and p.name != LOCK_FILE
    }


def append_line(path: Path, line: str) -> None:
    """Add one line at the end of a file, as a person editing it by hand would."""
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text + ("" if text.endswith("\n") or not text else "\n") + line + "\n", encoding="utf-8"
    )


def remove_line(path: Path, line: str) -> None:
    """Delete every line equal to `line` from a file, by hand."""
    kept = [x for x in path.read_text(encoding="utf-8").splitlines() if x.rstrip() != line]
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")


def add_recent_line(memory_dir: Path, fact: str) -> None:
    """Add a `- fact` bullet as the last line of the `## Recent` section of USER.md."""
    lines = user_md(memory_dir).splitlines()
    start = lines.index("## Recent") + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    while end > start and not lines[end - 1].strip():
        end -= 1
    lines.insert(end, f"- {fact}")
    (memory_dir / USER_MD).write_text("\n".join(lines) + "\n", encoding="utf-8")


# --- Helpers for the store, prompt, editing and recall features ----------------------------------

SLUG = re.compile(r"^[a-z0-9-]+$")
"""What a topic slug may be made of (STORE-5)."""

SECTION_HEADINGS = ("## Recent", "## Topics")


def pointer_fields(line: str) -> tuple[int, int, int, frozenset[str]] | None:
    """N, M, K and the set of `slug (count)` items of a pointer line (wrapping collapsed, R2;
    topic order ignored, R4), or None when the line does not have the documented shape."""
    match = POINTER.match(collapse(line))
    if match is None:
        return None
    items = (
        frozenset(item.strip() for item in match["topics"].split(", "))
        if match["topics"]
        else frozenset()
    )
    return int(match["n"]), int(match["m"]), int(match["k"]), items


def split_prompt(lines: list[str]) -> tuple[list[str], str]:
    """A prompt's inline fact lines and its pointer line, from an expected text or the system's
    list. In a text the pointer line may be wrapped: it runs from `(This list` to the end."""
    start = next(
        (i for i, line in enumerate(lines) if line.lstrip().startswith("(This list")), len(lines)
    )
    return lines[:start], " ".join(lines[start:])


def changed_files(before: dict[str, bytes], after: dict[str, bytes]) -> list[str]:
    """The files (relative paths, as `snapshot` gives them) created, changed or removed."""
    return sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))


def files_containing(root: Path, text: str) -> list[str]:
    """Every file under root whose bytes contain `text` (UTF-8), the lock file aside."""
    needle = text.encode("utf-8")
    return [name for name, data in snapshot(root).items() if needle in data]


def torn_index(text: str) -> str | None:
    """Why a USER.md text is not a whole index (a section missing, a Topics line cut short,
    Recent after Topics), or None when it reads as a whole one."""
    lines = text.splitlines()
    for heading in SECTION_HEADINGS:
        if heading not in lines:
            return f"no {heading!r} line"
    if lines.index("## Recent") > lines.index("## Topics"):
        return "## Recent comes after ## Topics"
    for line in (f"- {b}" for b in bullets(section(text, "Topics"))):
        if not TOPIC_LINE.match(line):
            return f"a Topics line does not have the documented shape: {line!r}"
    return None


# --- Helpers for races, the stress mode and the fuzz mode ---------------------------------------


def torn_topic(text: str, known_facts: frozenset[str] | None = None) -> str | None:
    """Why a topic file's text is not a whole one (empty, not opening with its heading, or,
    when the facts that may be in it are known, holding a bullet none of them is: a fact cut
    short), or None when it reads as whole."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        return "an empty topic file"
    if not lines[0].startswith("#"):
        return f"a topic file that does not open with a heading: {lines[0]!r}"
    if known_facts is not None:
        strangers = [fact for fact in bullets(text) if fact not in known_facts]
        if strangers:
            return f"a topic file holding a bullet no one wrote: {strangers[0]!r}"
    return None


def torn_files(
    memory_dir: Path, slugs: frozenset[str], known_facts: frozenset[str] | None = None
) -> list[str]:
    """Why USER.md and the named topic files, read now, are not whole (missing files are not
    torn: they may not be written yet). One reason per torn file."""
    reasons = []
    try:
        text: str | None = (memory_dir / USER_MD).read_bytes().decode("utf-8", errors="replace")
    except FileNotFoundError:
        text = None
    if text is not None and (why := torn_index(text)) is not None:
        reasons.append(f"{USER_MD}: {why}")
    for slug in sorted(slugs):
        try:
            data = topic_file(memory_dir, slug).read_bytes().decode("utf-8", errors="replace")
        except FileNotFoundError:
            continue
        if (why := torn_topic(data, known_facts)) is not None:
            reasons.append(f"topics/{slug}.md: {why}")
    return reasons
