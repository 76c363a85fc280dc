"""Reading the memory store the way its documents describe it: the files are part of the spec.

Steps read USER.md and the topic files directly (and hand-edit them), exactly as a user would.
Only the documented shapes are relied on: `## Recent` and `## Topics` sections of `- ` bullets in
USER.md, and `- ` bullets in `topics/<slug>.md`; nothing else in a file is read.
"""

from __future__ import annotations

import re
from pathlib import Path

from kotoba_conformance.contract import formats

USER_MD = "USER.md"
LOCK_FILE = "USER.md.lock"
TOPICS = "topics"


LINE_ENDING = re.compile(r"\r\n|\r|\n")
"""Where a Markdown line ends (CommonMark: LF, CR, or CR LF), and nowhere else: U+0085, U+2028,
U+2029, VT, FF and U+001C..U+001E, where Python's `str.splitlines` also splits, are characters
inside a line."""


def markdown_lines(text: str) -> list[str]:
    """The lines of a Markdown text, split at its line endings only, without them; as with
    `splitlines`, a final line ending opens no empty line. Every read of an implementation's
    file (or of a reply, where its lines matter) splits with this."""
    lines = LINE_ENDING.split(text)
    return lines[:-1] if lines and not lines[-1] else lines


def bullets(text: str) -> list[str]:
    """The `- ` bullets of a Markdown fragment, without the marker and the spaces and tabs around
    the text (Markdown's own whitespace; a U+3000 or a U+0085 at an end is part of the fact)."""
    return [line[2:].strip(" \t") for line in markdown_lines(text) if line.startswith("- ")]


def section(text: str, heading: str) -> str:
    """The body under `## heading`, up to the next heading of any level."""
    lines = markdown_lines(text)
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


def folders(root: Path) -> set[str]:
    """Every folder under root, as a path relative to it."""
    if not root.is_dir():
        return set()
    return {str(p.relative_to(root)) for p in root.rglob("*") if p.is_dir()}


def append_line(path: Path, line: str) -> None:
    """Add one line at the end of a file, as a person editing it by hand would."""
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text + ("" if text.endswith("\n") or not text else "\n") + line + "\n", encoding="utf-8"
    )


def remove_line(path: Path, line: str) -> None:
    """Delete every line equal to `line` from a file, by hand."""
    kept = [x for x in markdown_lines(path.read_text(encoding="utf-8")) if x.rstrip() != line]
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")


def resave_with_crlf(memory_dir: Path) -> list[str]:
    """Save USER.md and every topic file again with CR LF line endings, as an editor on Windows
    does: the same Markdown lines, ended otherwise (CR LF ends a line as LF does). The files
    saved, relative to the memory folder."""
    return resave_with(memory_dir, "\r\n")


def resave_with(memory_dir: Path, ending: str) -> list[str]:
    """Save USER.md and every topic file again, the same Markdown lines each ended by `ending`
    (CR LF, or CR alone: both end a line in Markdown). The files saved, relative to the memory
    folder."""
    saved = []
    for path in sorted(memory_dir.rglob("*.md")):
        lines = markdown_lines(path.read_text(encoding="utf-8"))
        path.write_bytes((ending.join(lines) + ending).encode("utf-8"))
        saved.append(str(path.relative_to(memory_dir)))
    return saved


def add_recent_line(memory_dir: Path, fact: str) -> None:
    """Add a `- fact` bullet as the last line of the `## Recent` section of USER.md."""
    lines = markdown_lines(user_md(memory_dir))
    start = lines.index(formats.RECENT_HEADING) + 1
    end = next((i for i in range(start, len(lines)) if lines[i].startswith("#")), len(lines))
    while end > start and not lines[end - 1].strip():
        end -= 1
    lines.insert(end, f"- {fact}")
    (memory_dir / USER_MD).write_text("\n".join(lines) + "\n", encoding="utf-8")


# --- Helpers for the store, prompt, editing and recall features ----------------------------------

SLUG = re.compile(r"^[a-z0-9-]+$")
"""What a topic slug may be made of (STORE-5)."""


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
    lines = markdown_lines(text)
    for heading in formats.SECTION_HEADINGS:
        if heading not in lines:
            return f"no {heading!r} line"
    if lines.index(formats.RECENT_HEADING) > lines.index(formats.TOPICS_HEADING):
        return f"{formats.RECENT_HEADING} comes after {formats.TOPICS_HEADING}"
    for line in (f"- {b}" for b in bullets(section(text, "Topics"))):
        if not formats.TOPIC_LINE.match(line):
            return f"a Topics line does not have the documented shape: {line!r}"
    return None


# --- Helpers for races, the stress mode and the fuzz mode ---------------------------------------


def misshapen_store(memory_dir: Path) -> str | None:
    """Why USER.md or a topic file does not read as its documented shape: UTF-8 text; USER.md
    with one `## Recent` of bullets then one `## Topics` of topic lines; a topic file opening with
    its heading (its other lines are not read, so an implementation may write some). Lines end
    where Markdown ends them (`markdown_lines`): a U+0085 or a U+2028 inside a fact is part of
    it. None when every file reads as its shape."""
    index = memory_dir / USER_MD
    if index.exists():
        text = _utf8(index)
        why = "it is not UTF-8 text" if text is None else _misshapen_index(text)
        if why is not None:
            return f"{USER_MD}: {why}"
    folder = memory_dir / TOPICS
    for path in sorted(folder.glob("*.md")) if folder.is_dir() else []:
        text = _utf8(path)
        why = "it is not UTF-8 text" if text is None else torn_topic(text)
        if why is not None:
            return f"{TOPICS}/{path.name}: {why}"
    return None


def _misshapen_index(text: str) -> str | None:
    lines = markdown_lines(text)
    for heading in formats.SECTION_HEADINGS:
        if lines.count(heading) != 1:
            return f"{lines.count(heading)} {heading!r} lines"
    if (why := torn_index(text)) is not None:
        return why
    for heading in ("Recent", "Topics"):
        body = markdown_lines(section(text, heading))
        if stray := [line for line in body if line.strip() and not line.startswith("- ")]:
            return f"its {heading} section holds a line that is no bullet: {stray[0]!r}"
    return None


def _utf8(path: Path) -> str | None:
    """A file's text, or None when its bytes are not UTF-8 (or it went away meanwhile)."""
    try:
        return path.read_bytes().decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def torn_topic(text: str, known_facts: frozenset[str] | None = None) -> str | None:
    """Why a topic file's text is not a whole one (empty, not opening with its heading, or,
    when the facts that may be in it are known, holding a bullet none of them is: a fact cut
    short), or None when it reads as whole."""
    lines = [line for line in markdown_lines(text) if line.strip()]
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
