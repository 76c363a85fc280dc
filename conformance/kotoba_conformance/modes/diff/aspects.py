"""What a caller can observe after one step of a program, as comparable plain values.

`interpreter.execute` records, per step, the answer, the files, the prompt, the read-backs and
the log. Two implementations may word a reply, order a list or lay out a file differently where
the documents leave it free, so each observation is cut into aspects (the answer, Recent, each
topic file, the prompt's facts, its pointer line, each read-back, ...), each normalised to what
the contract fixes:

- replies: which refusal they start with (WRITE-2, WRITE-4, "NOT SAVED"), and which facts known
  to the program they quote; the rest of their wording is free (R2, R5);
- `write_fact`'s result: `written`, and the facts of `retired`, `conflicts` and `duplicate_of`
  (the `reason` wording is free);
- an error: raised or not, and whether the contract allows it (its message is free);
- files: the sets of Recent entries, Topics lines and each topic file's bullets (R4: sets), the
  header with its markup and wrapping taken out (R2); order is a separate aspect (`…order`),
  compared only where the sets agree, so that R4 can name it;
- the prompt: its fact lines as a set, the pointer line's N, M, K and topics (R2, R4);
- read-backs: which known facts a search or a topic read shows, which known topics a topic list
  names, which known turns a log search shows; the log: each row's role, content and the two
  columns SESS-5 keeps NULL; the profile block as its lines; the settings payload's topics and
  `memory.recent` as sets; any other answer as its lines (a route's HTTP status).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence

from kotoba_conformance.contract import formats
from kotoba_conformance.programs.operations import (
    AddBullet,
    AddLine,
    AddRecentLine,
    DeleteTopic,
    Operation,
    Restart,
    Say,
    StoreUnrelated,
    Write,
)
from kotoba_conformance.programs.trace import Answer, Observation
from kotoba_conformance.steps.support import store_files

__all__ = ["Aspects", "Known", "aspects", "family", "known_of"]

Aspects = dict[str, object]
"""Aspect name to its normalised value (JSON-able: None, bool, int, str, lists, dicts)."""

SPANISH = "NOT SAVED — memory is stored in ENGLISH;"
COMPOUND = "NOT SAVED — that reads as more than one fact,"
REFUSED = "NOT SAVED"
LOG_COLUMNS = ("role", "content", "emotion", "tools_used")
READS = ("SearchMemory", "ReadTopic", "ListTopics", "SearchLog")
"""Operations whose answer is compared as their read-back (`probe:…`), not twice."""
_WORD = re.compile(r"[^\W_]+")
_TOPIC_ITEM = re.compile(r"[a-z0-9-]+ \(\d+\)")
HEADER = " ".join(
    _WORD.findall(
        "Durable memory, organized by topic — about you and about anything important (projects, "
        "plans, context). Kotoba reads this index every conversation; details live in the linked "
        "topic files (she can recall any of them on demand) and she creates new topics freely as "
        "things come up. You can edit any of these."
    )
)
"""The documents' header (STORE-1), as words: the index's opening is compared by whether it
holds them in order (R2: wrapping and markup aside); what else it says is free."""


class Known:
    """The facts, topics and turns a program has made known so far, in every implementation
    compared: what a reply or a read-back is searched for."""

    def __init__(self) -> None:
        self.facts: set[str] = set()
        self.topics: set[str] = set()
        self.turns: set[str] = set()

    def learn(self, seen: Observation) -> None:
        op = seen.operation
        if isinstance(op, Write):
            self.facts.add(formats.collapse(op.fact))
        if isinstance(op, AddBullet):
            self.facts.add(op.fact)
        if isinstance(op, AddRecentLine):
            self.facts.add(op.line)
        if isinstance(op, AddLine):
            self.facts.add(op.line.lstrip("*+ ").strip())
        if isinstance(op, Say):
            self.turns.add(op.content)
        topic = getattr(op, "topic", None)
        if isinstance(topic, str):
            self.topics.add(topic)
        for which in (seen.before, seen.after):
            for slug, facts in seen.topic_files(which).items():
                self.topics.add(slug)
                self.facts.update(facts)
            self.facts.update(seen.recent(which) or ())
        self.facts.discard("")


def known_of(observations: Iterable[Observation]) -> Known:
    """What the observations of one step (one per implementation) make known, with the steps
    before folded in by the caller."""
    known = Known()
    for seen in observations:
        known.learn(seen)
    return known


def family(aspect: str) -> str:
    """The kind of an aspect, without the topic, query or probe it names: `topic-file:pets` is a
    `topic-file`, `probe:search:Luna` a `probe:search`."""
    parts = aspect.split(":")
    return ":".join(parts[:2]) if parts[0] == "probe" else parts[0]


def aspects(seen: Observation, known: Known) -> Aspects:
    """Every aspect of one step."""
    found: Aspects = {}
    op = seen.operation
    if type(op).__name__ not in READS:
        found["answer"] = _answer(seen.answer, op, known)
    found.update(_files(seen))
    found.update(_prompt(seen.prompt))
    for probe, answer in seen.probes.items():
        key = f"probe:{probe.kind}:{probe.text}"
        if probe.kind == "topic":
            own = set(seen.topic_files(seen.settled).get(probe.text, ()))
            shown = _quoted(answer, known.facts)
            found[key] = _or_error(
                answer, sorted(set(shown) & own) if isinstance(shown, list) else shown
            )
            if isinstance(shown, list):
                found[f"{key}:related"] = sorted(set(shown) - own)
        elif probe.kind == "list":
            found[key] = _named_topics(answer, known.topics)
        elif probe.kind == "log":
            found[key] = _quoted(answer, known.turns)
        else:
            found[key] = _quoted(answer, known.facts)
    if seen.log is not None:
        found["log"] = _rows(seen.log)
    if seen.profile is not None:
        found["profile"] = _or_error(seen.profile, _lines(seen.profile.value))
    if seen.settings is not None:
        found["settings"] = _or_error(seen.settings, _settings(seen.settings.value))
    return found


def _lines(value: object) -> object:
    """A text as the set of its non-empty lines, whitespace collapsed (what R2 and R4 leave
    free aside); a collection, each of its members so."""
    if isinstance(value, str) and "(This list is" in value:
        shown = _prompt(Answer(value))  # the facts of a loaded context: read as the prompt
        return {k: v for k, v in shown.items() if k != "prompt.order"}
    if isinstance(value, str):
        return sorted({formats.collapse(line) for line in value.splitlines() if line.strip()})
    if isinstance(value, dict):
        return {str(k): _lines(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_lines(v) for v in value]
    status = getattr(value, "status", None)
    if isinstance(status, int):
        return {"status": status}
    return value if isinstance(value, bool | int | float | None) else repr(value)


def _slug_count(topic: object) -> str:
    """A topic of the payload as `slug (count)`, whatever its keys are named (the documents
    say "slug and count", not the names)."""
    if isinstance(topic, dict):
        slug = next((v for v in topic.values() if isinstance(v, str)), None)
        count = next((v for v in topic.values() if isinstance(v, int)), None)
        if slug is not None and count is not None:
            return f"{slug} ({count})"
    return json.dumps(topic, sort_keys=True, ensure_ascii=False, default=repr)


def _settings(value: object) -> object:
    """The settings payload's `memory`: its topics (slug and count) and `memory.recent`, each
    a set (R4, R6)."""
    if not isinstance(value, dict):
        return repr(value)
    topics = value.get("topics")
    recent = value.get("recent")
    return {
        "topics": sorted(_slug_count(t) for t in topics)
        if isinstance(topics, list)
        else repr(topics),
        "recent": sorted(str(r) for r in recent) if isinstance(recent, list) else repr(recent),
    }


def _or_error(answer: Answer, value: object) -> object:
    return {"raised": True, "allowed": answer.allowed} if answer.raised else value


def _answer(answer: Answer, op: Operation, known: Known) -> object:
    if answer.raised:
        return {"raised": True, "allowed": answer.allowed}
    value = answer.value
    own = formats.collapse(op.fact) if isinstance(op, Write) else ""
    if isinstance(value, str):
        kind = "answered"
        if value.startswith(SPANISH):
            kind = "refused: Spanish (WRITE-2)"
        elif value.startswith(COMPOUND):
            kind = "refused: compound (WRITE-4)"
        elif value.startswith(REFUSED):
            kind = "refused"
        quoted = [f for f in _contained(value, known.facts) if not _is_own(f, own)]
        return {"reply": kind, "quotes": quoted}
    if isinstance(value, dict) and "written" in value:
        return {
            "written": bool(value.get("written")),
            "retired": _strings(value.get("retired")),
            "conflicts": _strings(value.get("conflicts")),
            "duplicate_of": value.get("duplicate_of")
            if isinstance(value.get("duplicate_of"), str | None)
            else repr(value.get("duplicate_of")),
        }
    if isinstance(op, StoreUnrelated | DeleteTopic | Restart) or op.edits_files:
        return {"answered": True}
    return _lines(value)


def _is_own(quoted: str, own: str) -> bool:
    """The written fact itself, whole or as the write path capped it (R3): a reply may echo
    what it saved, or not."""
    return bool(own) and (quoted == own or own.startswith(quoted.removesuffix("…").rstrip()))


def _strings(value: object) -> list[str]:
    if isinstance(value, list | tuple):
        return sorted(str(v) for v in value)
    return [] if value is None else [repr(value)]


def _files(seen: Observation) -> Aspects:
    found: Aspects = {}
    memory = seen.memory_files()
    index = memory.get(store_files.USER_MD)
    if index is None:
        found["index"] = None
    else:
        text = index.decode("utf-8", errors="replace")
        head = store_files.markdown_lines(text)
        cut = next((i for i, line in enumerate(head) if line.startswith("## ")), len(head))
        words = " ".join(_WORD.findall(" ".join(head[:cut])))
        found["index"] = "opens with the documents' header" if HEADER in words else words
        recent = seen.recent() or []
        lines = seen.topic_lines() or []
        found["recent"] = sorted(recent)
        found["recent.order"] = recent
        found["topics-index"] = sorted(lines)
        found["topics-index.order"] = lines
    for slug, facts in seen.topic_files().items():
        found[f"topic-file:{slug}"] = sorted(facts)
    prefix = f"{seen.memory}/"
    others = sorted(
        path
        for path in seen.after
        if not path.startswith(prefix)
        or (
            path.removeprefix(prefix) != store_files.USER_MD
            and not re.fullmatch(r"topics/[^/]+\.md", path.removeprefix(prefix))
        )
    )
    found["other-files"] = others
    return found


def _prompt(prompt: Answer) -> Aspects:
    value = prompt.value
    if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        value = "\n".join(value)
    if prompt.raised or not isinstance(value, str):
        failed: object = {"raised": True, "allowed": prompt.allowed}
        return {"prompt.facts": failed if prompt.raised else repr(value)}
    lines = [line for line in store_files.markdown_lines(value) if line.strip()]
    facts, pointer = store_files.split_prompt(lines)
    fields = formats.pointer_fields(pointer) if pointer else None
    shown: object
    if fields is not None:
        n, m, k, items = fields
        whole = len(items) == k and all(_TOPIC_ITEM.fullmatch(item) for item in items)
        listed: object = sorted(items) if whole else "some, bounded (R11)"
        shown = {"N": n, "M": m, "K": k, "topics": listed}
    else:
        shown = formats.collapse(pointer) or None
    return {"prompt.facts": sorted(facts), "prompt.order": facts, "prompt.pointer": shown}


def _contained(text: str, candidates: Iterable[str]) -> list[str]:
    return sorted(c for c in candidates if c and c in text)


def _quoted(answer: Answer, candidates: Iterable[str]) -> object:
    if answer.raised:
        return {"raised": True, "allowed": answer.allowed}
    return _contained(_flat(answer.value), candidates)


def _named_topics(answer: Answer, topics: Iterable[str]) -> object:
    if answer.raised:
        return {"raised": True, "allowed": answer.allowed}
    text = _flat(answer.value)
    return sorted(t for t in topics if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text))


def _flat(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return "\n".join(f"{_flat(k)}\n{_flat(v)}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return "\n".join(_flat(v) for v in value)
    return "" if value is None else str(value)


def _rows(log: Answer) -> object:
    if log.raised:
        return {"raised": True}
    rows: Sequence[object] = log.value if isinstance(log.value, list | tuple) else ()
    return [
        {c: row.get(c) for c in LOG_COLUMNS if c in row} if isinstance(row, dict) else repr(row)
        for row in rows
    ]
