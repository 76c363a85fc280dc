"""The matchers and observers `contract/open_points.md` names.

A matcher is asked about one differing aspect of one step, with both implementations'
observations of it and the steps before: does the open point allow this difference? An observer
reads one implementation's steps and names, in a few words, what it does where the point leaves
it free (None when the programs never reached that point): the open-points table of the results
page shows these answers, not only whether two implementations agree.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kotoba_conformance.contract import formats
from kotoba_conformance.modes.diff.aspects import Aspects
from kotoba_conformance.programs import texts
from kotoba_conformance.programs.operations import (
    AddRecentLine,
    DeleteBullet,
    Resave,
    StoreUnrelated,
    Write,
)
from kotoba_conformance.programs.trace import Observation

__all__ = ["MATCHERS", "OBSERVERS", "Context", "Step"]

EIGHT = 8
"""R6: `memory.recent` holds the eight newest facts of Recent."""
RELATED_MOST = 4
"""R12: a topic read shows at most 4 facts of other topics."""
_WORD = re.compile(r"[^\W_]+")


@dataclass(frozen=True)
class Step:
    """One implementation's observation of a step, with its aspects."""

    seen: Observation
    aspects: Aspects


@dataclass(frozen=True)
class Context:
    """One differing aspect of one step."""

    aspect: str
    family: str
    steps: tuple[Step, Step]
    """The baseline's, then the other implementation's."""
    history: tuple[tuple[Observation, ...], tuple[Observation, ...]]
    """Each implementation's steps before this one."""

    @property
    def values(self) -> tuple[object, object]:
        return tuple(s.aspects.get(self.aspect) for s in self.steps)  # type: ignore[return-value]


Matcher = Callable[[Context], bool]
Observer = Callable[[Sequence[Sequence[Step]]], "str | None"]
"""Reads every trace of one implementation (each a sequence of its steps)."""


def _bullets(seen: Observation, which: str) -> set[str]:
    files = seen.before if which == "before" else seen.after
    return {f for facts in seen.topic_files(files).values() for f in facts}


def _unchanged(seen: Observation) -> bool:
    return seen.memory_files(seen.before) == seen.memory_files(seen.after)


def _words(text: str) -> set[str]:
    plain = unicodedata.normalize("NFKD", text.casefold())
    plain = "".join(c for c in plain if not unicodedata.combining(c))
    return set(_WORD.findall(plain))


def _sameish(text: str) -> str:
    return formats.collapse(text).casefold().rstrip(".")


# --- matchers ------------------------------------------------------------------------------------


def _any(context: Context) -> bool:
    del context
    return True


def _follows_recent(context: Context) -> bool:
    """Recent in any order (R4); the prompt's lines in Recent's order, whichever it is."""
    if context.aspect == "settings":
        return _eight_newest(context)
    if context.aspect != "prompt.order":
        return True
    for step in context.steps:
        shown = step.aspects.get("prompt.order")
        recent = step.seen.recent(step.seen.settled) or []
        if not isinstance(shown, list):
            return False
        bare = [re.sub(r" \[[a-z0-9-]+\]$", "", str(line)) for line in shown]
        if bare != [entry for entry in recent if entry in bare]:
            return False
    return True


def _eight_newest(context: Context) -> bool:
    """`memory.recent` differing only in which of Recent's entries are the eight newest, after
    a line added under Recent by hand: newest where Recent lists oldest first, oldest where it
    lists newest first (R4 leaves the order open, R6 takes the eight newest of it)."""
    a, b = context.values
    if not isinstance(a, dict) or not isinstance(b, dict) or a.get("topics") != b.get("topics"):
        return False
    ops = [s.operation for s in context.history[0]] + [context.steps[0].seen.operation]
    if not any(isinstance(op, AddRecentLine) for op in ops):
        return False
    for step, value in zip(context.steps, (a, b), strict=True):
        recent = value.get("recent")
        entries = set(step.seen.recent(step.seen.settled) or ())
        if not isinstance(recent, list) or len(recent) > EIGHT or not set(recent) <= entries:
            return False
    return True


def _empty_topic(context: Context) -> bool:
    a, b = context.values
    if context.family == "topic-file":
        return {repr(a), repr(b)} == {"None", "[]"}
    empty = set()
    for step in context.steps:
        files = step.seen.topic_files(step.seen.settled)
        empty |= {slug for slug, facts in files.items() if not facts}
    if context.family == "topics-index":
        return _without_empty(a, empty) == _without_empty(b, empty)
    if context.family == "probe:list":
        return _without_empty(a, empty) == _without_empty(b, empty)
    if context.family == "prompt.pointer":
        return _pointer_without_empty(a) == _pointer_without_empty(b)
    if context.family == "settings" and isinstance(a, dict) and isinstance(b, dict):
        return _settings_without_empty(a) == _settings_without_empty(b)
    return False


def _settings_without_empty(value: dict[str, object]) -> dict[str, object]:
    topics = value.get("topics")
    if isinstance(topics, list):
        topics = [t for t in topics if not str(t).endswith(" (0)")]
    return {**value, "topics": topics}


def _without_empty(value: object, empty: set[str]) -> object:
    if not isinstance(value, list):
        return value
    kept = []
    for item in value:
        text = str(item)
        if text.endswith("(0 facts)") or text in empty:
            continue
        match = formats.TOPIC_LINE.match(text)
        if match is not None and match["slug"] in empty:
            continue
        kept.append(text)
    return kept


def _pointer_without_empty(value: object) -> object:
    if not isinstance(value, dict) or not isinstance(value.get("topics"), list):
        return value
    topics = [t for t in value["topics"] if not str(t).endswith(" (0)")]
    dropped = len(value["topics"]) - len(topics)
    return {**value, "K": int(value.get("K", 0)) - dropped, "topics": topics}


def _refused_kind(fact: str) -> str:
    """Which refusal the documents give a fact the programs write to be refused, or ""."""
    fact = formats.collapse(fact)
    if fact in texts.SPANISH_REFUSED:
        return "spanish"
    if fact in texts.COMPOUND_REFUSED or ";" in fact:
        return "compound"
    return ""


def _store_refusal(kind: str) -> Matcher:
    """The store function (`write_fact`) given a fact `memory_write` refuses: one side refuses
    it (written false, the store as it was), the other saves it and says so (written true)."""

    def matches(context: Context) -> bool:
        op = context.steps[0].seen.operation
        if not isinstance(op, Write) or op.route != "store" or _refused_kind(op.fact) != kind:
            return False
        written = []
        for step in context.steps:
            answer = step.aspects.get("answer")
            if not isinstance(answer, dict) or "written" not in answer:
                return False
            saved = bool(answer["written"])
            if saved == _unchanged(step.seen):  # the answer must tell the truth either way
                return False
            written.append(saved)
        return written[0] != written[1]

    return matches


NOTHING_KNOWN = "(nothing known about the user yet)"
PROFILE_HEADING = "# What you know about the user"


def _without_heading(value: object) -> object:
    if isinstance(value, list) and NOTHING_KNOWN in value:
        return [line for line in value if line != PROFILE_HEADING]
    if isinstance(value, dict):
        return {k: _without_heading(v) for k, v in value.items()}
    return value


def _empty_profile(context: Context) -> bool:
    """With nothing stored, the block with its heading or without it."""
    a, b = context.values
    return a != b and _without_heading(a) == _without_heading(b)


def _multi_line(context: Context) -> bool:
    op = context.steps[0].seen.operation
    if not isinstance(op, Write) or not ("\n" in op.fact or "\r" in op.fact):
        return False
    fact = formats.collapse(op.fact)
    return all(
        _unchanged(s.seen) or any(fact == f[: len(fact)] for f in _bullets(s.seen, "after"))
        for s in context.steps
    )


def _correction_reach(context: Context) -> bool:
    op = context.steps[0].seen.operation
    if not isinstance(op, Write | StoreUnrelated):
        return False
    added = [_bullets(s.seen, "after") - _bullets(s.seen, "before") for s in context.steps]
    removed = [_bullets(s.seen, "before") - _bullets(s.seen, "after") for s in context.steps]
    return added[0] == added[1] and removed[0] != removed[1]


def _case_duplicate(context: Context) -> bool:
    op = context.steps[0].seen.operation
    if not isinstance(op, Write):
        return False
    fact = formats.collapse(op.fact)
    stored = _bullets(context.steps[0].seen, "before") | _bullets(context.steps[1].seen, "before")
    if fact in stored or not any(_sameish(g) == _sameish(fact) for g in stored):
        return False
    added = [fact in _bullets(s.seen, "after") - _bullets(s.seen, "before") for s in context.steps]
    return added[0] != added[1]


def _refusal_or_duplicate(context: Context) -> bool:
    if not all(_unchanged(s.seen) for s in context.steps):
        return False
    kinds = [_answer_kind(v) for v in context.values]
    return sorted(kinds) == ["duplicate", "refused"]


def _answer_kind(value: object) -> str:
    if not isinstance(value, dict):
        return "other"
    if str(value.get("reply", "")).startswith("refused"):
        return "refused"
    if value.get("duplicate_of") or value.get("quotes"):
        return "duplicate"
    if value.get("written") is False:
        return "refused"
    return "other"


def _search_hits(context: Context) -> bool:
    query = context.aspect.split(":", 2)[2]
    wanted = _words(query)
    for step, found in zip(context.steps, context.values, strict=True):
        if not isinstance(found, list):
            return False
        seen = step.seen
        live = _bullets(seen, "after") | set(seen.recent(seen.settled) or ())
        if not set(found) <= live:
            return False
        topics = {f for facts in seen.topic_files(seen.settled).values() for f in facts}
        required = {f for f in topics if wanted and wanted <= _words(f)}
        if not required <= set(found):
            return False
    return True


def _related_hits(context: Context) -> bool:
    return all(isinstance(v, list) and len(v) <= RELATED_MOST for v in context.values)


def _stale_index(context: Context) -> bool:
    for step, history in zip(context.steps, context.history, strict=True):
        for seen in (*history, step.seen)[::-1]:
            if seen.operation.edits_files:
                return True
            if not _unchanged(seen):
                break
    return False


def _cr_endings(context: Context) -> bool:
    ops = [s.operation for s in context.history[0]] + [context.steps[0].seen.operation]
    return any(isinstance(op, Resave) and op.ending == "CR" for op in ops)


MATCHERS: dict[str, Matcher] = {
    "any": _any,
    "recent-order": _follows_recent,
    "empty-topic": _empty_topic,
    "multi-line": _multi_line,
    "correction-reach": _correction_reach,
    "case-duplicate": _case_duplicate,
    "refusal-or-duplicate": _refusal_or_duplicate,
    "search-hits": _search_hits,
    "related-hits": _related_hits,
    "stale-index": _stale_index,
    "cr-endings": _cr_endings,
    "store-spanish": _store_refusal("spanish"),
    "store-compound": _store_refusal("compound"),
    "empty-profile": _empty_profile,
}


# --- observers -----------------------------------------------------------------------------------


def _summary(labels: Counter[str]) -> str | None:
    """The distinct answers seen, most frequent first; None when the point was never reached."""
    if not labels:
        return None
    return "; ".join(label for label, _ in sorted(labels.items(), key=lambda kv: (-kv[1], kv[0])))


def _recent_order(traces: Sequence[Sequence[Step]]) -> str | None:
    labels: Counter[str] = Counter()
    for steps in traces:
        _recent_order_in(steps, labels)
    return _summary(labels)


def _recent_order_in(steps: Sequence[Step], labels: Counter[str]) -> None:
    first: dict[str, int] = {}
    written: set[str] = set()
    for number, step in enumerate(steps):
        op = step.seen.operation
        if op.edits_files:
            return  # a hand edit leaves Recent as the user made it
        if isinstance(op, Write):
            written.add(formats.collapse(op.fact))
        recent = step.seen.recent() or []
        for entry in recent:
            first.setdefault(entry, number)
        if not isinstance(op, Write | StoreUnrelated) or _unchanged(step.seen):
            continue
        if not isinstance(op, StoreUnrelated) and len(written) < 2:
            continue
        ages = [first[e] for e in recent]
        if len(set(ages)) < 2:
            continue
        if ages == sorted(ages):
            labels["oldest first"] += 1
        elif ages == sorted(ages, reverse=True):
            labels["newest first"] += 1
        else:
            labels["another order"] += 1


def _topics_order(traces: Sequence[Sequence[Step]]) -> str | None:
    labels: Counter[str] = Counter()
    for steps in traces:
        _topics_order_in(steps, labels)
    return _summary(labels)


def _topics_order_in(steps: Sequence[Step], labels: Counter[str]) -> None:
    first: dict[str, int] = {}
    for number, step in enumerate(steps):
        lines = step.seen.topic_lines() or []
        for line in lines:
            first.setdefault(line.split(" ")[1] if " " in line else line, number)
        if len(lines) < 2 or _unchanged(step.seen):
            continue
        slugs = [line.split(" ")[1] if " " in line else line for line in lines]
        by_name = slugs == sorted(slugs)
        by_age = [first[s] for s in slugs] == sorted(first[s] for s in slugs)
        if by_name and not by_age:
            labels["by name"] += 1
        elif by_age and not by_name:
            labels["first written first"] += 1
        elif not by_name and not by_age:
            labels["another order"] += 1


def _empty_topic_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    labels: Counter[str] = Counter()
    for steps in traces:
        _empty_topic_seen_in(steps, labels)
    return _summary(labels)


def _empty_topic_seen_in(steps: Sequence[Step], labels: Counter[str]) -> None:
    for step in steps:
        seen = step.seen
        files = seen.topic_files()
        listed = "\n".join(seen.topic_lines() or [])
        for slug, facts in files.items():
            if not facts and seen.topic_lines() is not None:
                shown = f"- {slug} →" in listed
                labels["an empty topic file is listed" if shown else "is not listed"] += 1
        if not isinstance(seen.operation, Write | StoreUnrelated):
            continue
        for slug, facts in seen.topic_files(seen.before).items():
            if not facts:
                continue
            if slug not in files:
                labels["a topic a write empties loses its file"] += 1
            elif not files[slug]:
                labels["a topic a write empties keeps its file"] += 1


def _multi_line_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    labels: Counter[str] = Counter()
    for steps in traces:
        _multi_line_seen_in(steps, labels)
    return _summary(labels)


def _multi_line_seen_in(steps: Sequence[Step], labels: Counter[str]) -> None:
    for step in steps:
        op = step.seen.operation
        if isinstance(op, Write) and ("\n" in op.fact or "\r" in op.fact):
            fact = formats.collapse(op.fact)
            if _unchanged(step.seen):
                answer = step.aspects.get("answer")
                refused = isinstance(answer, dict) and answer.get("raised")
                refused = refused or _answer_kind(answer) == "refused"
                labels["refused" if refused else "a duplicate of a stored fact"] += 1
            elif any(f.startswith(fact[:40]) for f in _bullets(step.seen, "after")):
                labels["stored, collapsed to one line"] += 1
            else:
                labels["another outcome"] += 1


def _correction_reach_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    writes = retiring = retired = 0
    for step in (step for steps in traces for step in steps):
        if isinstance(step.seen.operation, Write):
            writes += 1
            gone = _bullets(step.seen, "before") - _bullets(step.seen, "after")
            if gone:
                retiring += 1
                retired += len(gone)
    if not writes:
        return None
    return f"{retiring} of {writes} writes retired {retired} facts"


def _case_duplicate_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    labels: Counter[str] = Counter()
    for steps in traces:
        _case_duplicate_seen_in(steps, labels)
    return _summary(labels)


def _case_duplicate_seen_in(steps: Sequence[Step], labels: Counter[str]) -> None:
    for step in steps:
        op = step.seen.operation
        if not isinstance(op, Write):
            continue
        fact = formats.collapse(op.fact)
        stored = _bullets(step.seen, "before")
        if fact in stored or not any(_sameish(g) == _sameish(fact) for g in stored):
            continue
        added = fact in _bullets(step.seen, "after")
        labels["stored as a new fact" if added else "a duplicate"] += 1


def _most(traces: Sequence[Sequence[Step]], family: str, what: str) -> str | None:
    sizes = [
        len(value)
        for steps in traces
        for step in steps
        for key, value in step.aspects.items()
        if key.startswith(family)
        and key.endswith(":related") == (family == "probe:topic")
        and isinstance(value, list)
    ]
    most = max(sizes, default=0)
    return f"at most {most} {what}" if most else None


def _search_hits_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    return _most(traces, "probe:search", "facts per search")


def _related_hits_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    return _most(traces, "probe:topic", "related facts per topic read")


def _stale_index_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    labels: Counter[str] = Counter()
    for steps in traces:
        _stale_index_seen_in(steps, labels)
    return _summary(labels)


def _stale_index_seen_in(steps: Sequence[Step], labels: Counter[str]) -> None:
    for step in steps:
        op = step.seen.operation
        if not isinstance(op, DeleteBullet) or op.fact not in (
            step.seen.recent(step.seen.before) or []
        ):
            continue
        inline = step.aspects.get("prompt.facts")
        shown = isinstance(inline, list) and any(line.startswith(op.fact) for line in inline)
        labels[
            "a fact deleted by hand stays inline until the next write"
            if shown
            else "a fact deleted by hand leaves the prompt at once"
        ] += 1


def _store_refusal_seen(kind: str) -> Observer:
    def observe(traces: Sequence[Sequence[Step]]) -> str | None:
        labels: Counter[str] = Counter()
        for step in (step for steps in traces for step in steps):
            op = step.seen.operation
            if isinstance(op, Write) and op.route == "store" and _refused_kind(op.fact) == kind:
                answer = step.aspects.get("answer")
                saved = isinstance(answer, dict) and answer.get("written") is True
                labels["saved, written true" if saved else "refused, written false"] += 1
        return _summary(labels)

    return observe


def _cr_endings_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    labels: Counter[str] = Counter()
    for steps in traces:
        for before, step in itertools.pairwise(steps):
            op = step.seen.operation
            if isinstance(op, Resave) and op.ending == "CR":
                same = step.aspects.get("prompt.facts") == before.aspects.get("prompt.facts")
                labels["the prompt reads them as before" if same else "the prompt changes"] += 1
    return _summary(labels)


def _empty_profile_seen(traces: Sequence[Sequence[Step]]) -> str | None:
    labels: Counter[str] = Counter()
    for step in (step for steps in traces for step in steps):
        block = step.aspects.get("profile")
        if isinstance(block, list) and NOTHING_KNOWN in block:
            kept = PROFILE_HEADING in block
            labels["under its heading" if kept else "without the heading"] += 1
    return _summary(labels)


OBSERVERS: dict[str, Observer] = {
    "recent-order": _recent_order,
    "topics-order": _topics_order,
    "empty-topic": _empty_topic_seen,
    "multi-line": _multi_line_seen,
    "correction-reach": _correction_reach_seen,
    "case-duplicate": _case_duplicate_seen,
    "search-hits": _search_hits_seen,
    "related-hits": _related_hits_seen,
    "stale-index": _stale_index_seen,
    "cr-endings": _cr_endings_seen,
    "empty-profile": _empty_profile_seen,
    "store-spanish": _store_refusal_seen("spanish"),
    "store-compound": _store_refusal_seen("compound"),
}
