"""One checker per invariant of `contract/invariants.py`: after a step, does it still hold?

A checker reads the model before and after the step and what the step showed (`View`), and
answers None or a `Violation`: the invariant, what was expected and found, and the Gherkin steps
(shipped ones) that check the same in a pasted scenario. `judge` runs them in the table's order
and answers the first violation, after the error contract: an error the contract does not allow
for the call's arguments (`contract/refusals.py`) is charged to the operation's clause before any
invariant is looked at.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from kotoba_conformance.contract import formats
from kotoba_conformance.contract.documented import (
    POINTER_LIMIT,
    R11_SLUG,
    R11_TOPICS,
    RECENT_CAP,
    WRITE_RESULT_KEYS,
    wrong_types,
)
from kotoba_conformance.contract.invariants import by_id
from kotoba_conformance.programs import texts
from kotoba_conformance.programs.interpreter import query_for
from kotoba_conformance.programs.model import DEFAULT_TOPIC, Model
from kotoba_conformance.programs.operations import (
    Bridge,
    DeleteRoute,
    DeleteStore,
    DeleteTopic,
    DeleteTopicFile,
    ListTopics,
    LoadContext,
    ManyTopics,
    Operation,
    ReadTopic,
    RecallImage,
    SearchLog,
    SearchMemory,
    SetName,
    StoreUnrelated,
    Write,
)
from kotoba_conformance.programs.trace import Answer, Files, Observation, Probe
from kotoba_conformance.steps.support import (
    claims,
    images,
    settings_payload,
    store_files,
    visual_state,
)
from kotoba_conformance.steps.support.gherkin import Step
from kotoba_conformance.steps.support.invented_facts import distinct_facts

__all__ = ["CHECKERS", "View", "Violation", "judge"]

EIGHT = 8
"""'the eight most recent facts (memory.recent)' (R6: the eight newest of ## Recent)."""
RELATED_HITS = 4
SHAPED = Step("Then", "every file in the memory store reads as its documented shape")
UNCHANGED = Step("Then", "no file in the memory store has changed")


@dataclass(frozen=True)
class Violation:
    """An invariant that no longer holds (or the error contract broken: `invariant` "")."""

    invariant: str
    clause: str
    steps: tuple[Step, ...]
    """The Gherkin steps checking what failed (a Then, sometimes a When before it)."""
    expected: str
    found: str
    replaces_last: bool = False
    """The steps say the failing step again (a Given must come before it): the scenario leaves
    the program's own last step out."""


@dataclass(frozen=True)
class View:
    """One step, as the checkers see it."""

    before: Model
    after: Model
    seen: Observation

    @property
    def op(self) -> Operation:
        return self.seen.operation

    def files(self, which: str = "after") -> dict[str, list[str]]:
        return self.seen.topic_files(self._files(which))

    def _files(self, which: str) -> Files:
        return {"before": self.seen.before, "after": self.seen.after}[which]

    def removed(self) -> list[str]:
        """Facts that were bullets before the step and are not after it."""
        before = Counter(f for facts in self.files("before").values() for f in facts)
        after = Counter(f for facts in self.files().values() for f in facts)
        return sorted((before - after).elements())

    def added(self) -> Counter[str]:
        before = Counter(f for facts in self.files("before").values() for f in facts)
        after = Counter(f for facts in self.files().values() for f in facts)
        return after - before

    def memory_changed(self) -> list[str]:
        return store_files.changed_files(
            self.seen.memory_files(self.seen.before), self.seen.memory_files()
        )

    def probe(self, kind: str, text: str = "") -> Answer | None:
        return self.seen.probes.get(Probe(kind, text))  # type: ignore[arg-type]

    def shown(self) -> tuple[list[str], str] | None:
        """The prompt's fact lines and pointer line, or None when the prompt could not be read."""
        lines = self.seen.prompt.value
        if self.seen.prompt.raised or not isinstance(lines, list):
            return None
        return store_files.split_prompt([str(line) for line in lines]) if lines else ([], "")


def violation(
    invariant: str,
    steps: Iterable[Step],
    expected: str,
    found: str,
    *,
    clause: str = "",
    replaces_last: bool = False,
) -> Violation:
    return Violation(
        invariant,
        clause or by_id()[invariant].clause,
        tuple(steps),
        expected,
        found[:2000],
        replaces_last,
    )


def listed(items: Iterable[str]) -> str:
    return "[" + ", ".join(repr(i) for i in items) + "]"


def table(header: str, rows: Iterable[str]) -> tuple[tuple[str, ...], ...]:
    return ((header,), *((row,) for row in rows))


def _slug(op: Write) -> str:
    return op.topic if op.topic is not None else DEFAULT_TOPIC


def _written_kind(view: View) -> str:
    """What the documents say of the step's write, judged on the store before it."""
    return view.before.classify(view.op.fact) if isinstance(view.op, Write) else ""


def _stored_now(view: View) -> bool:
    """Whether the step's write put its fact, once normalised, into its topic file."""
    assert isinstance(view.op, Write)
    stored = texts.normalised(view.op.fact)
    return (
        bool(stored) and view.added()[stored] > 0 and stored in view.files().get(_slug(view.op), [])
    )


# --- the error contract --------------------------------------------------------------------------


def answered(view: View) -> Violation | None:
    """An error the contract allows none of, for these arguments, is the operation's failure."""
    answer = view.seen.answer
    if not answer.raised or answer.allowed:
        return None
    op = view.op
    if isinstance(op, Write):
        then = (
            "the write is answered by a reply or by an error naming a bad argument"
            if op.route == "tool"
            else "the write is answered by a result or by an error naming a bad argument"
        )
    elif isinstance(op, SearchLog):
        then = "the search answers with hits or with nothing found"
    else:
        then = "memory answers without an error"
    return violation("", [Step("Then", then)], "an answer", answer.error, clause=op.clause)


# --- writes --------------------------------------------------------------------------------------


def refused_unchanged(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or op.route != "tool" or _written_kind(view) != "refused":
        return None
    if changed := view.memory_changed():
        return violation("refused-unchanged", [UNCHANGED], "no file changed", f"{changed} changed")
    return None


def _refusal(
    view: View, invariant: str, facts: Callable[[str], bool], reply: str
) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or op.route != "tool" or not facts(op.fact):
        return None
    found = view.seen.answer.text()
    if found.startswith(reply):
        return None
    stored = texts.normalised(op.fact).casefold()
    if any(f in found for f in view.before.live() if f.casefold() == stored):
        return None  # R10: the duplicate reply, the same text being stored already
    return violation(
        invariant, [Step("Then", "the reply starts with:", docstring=reply)], reply, repr(found)
    )


def spanish_refused(view: View) -> Violation | None:
    return _refusal(
        view, "spanish-refused", lambda f: f in texts.SPANISH_REFUSED, formats.SPANISH_REFUSAL
    )


def compound_refused(view: View) -> Violation | None:
    compound = lambda f: f in texts.COMPOUND_REFUSED or ";" in f  # noqa: E731
    return _refusal(view, "compound-refused", compound, formats.COMPOUND_REFUSAL)


def no_stray_line(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or _written_kind(view) != "multi-line":
        return None
    collapsed = texts.normalised(op.fact)
    changed = view.memory_changed()
    added = sorted(view.added().elements())
    if not changed or (added == [collapsed] and not view.removed()):
        return None
    slug = _slug(op)
    expected = sorted([*view.before.topics.get(slug, []), collapsed])
    then = Step(
        "Then",
        'the topic file "{}" is a heading followed by these bullets, in any order:',
        (slug,),
        table=table("bullet", expected),
    )
    return violation(
        "no-stray-line", [then], f"no file changed, or the one bullet {collapsed!r}", listed(added)
    )


def one_line(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or _written_kind(view) not in ("new", "case"):
        return None
    slug = _slug(op)
    stored = texts.normalised(op.fact)
    before, after = Counter(view.files("before").get(slug, [])), Counter(view.files().get(slug, []))
    new = sorted((after - before).elements())
    if not new or new == [stored]:
        return None
    then = Step("Then", 'topic "{}" holds the fact "{}"', (slug, stored))
    return violation("one-line", [then], repr(stored), listed(new))


def english_saved(view: View) -> Violation | None:
    op = view.op
    if (
        not isinstance(op, Write)
        or op.route != "tool"
        or _written_kind(view) not in ("new", "case")
    ):
        return None
    reply = view.seen.answer.text()
    if not reply.startswith(formats.SPANISH_REFUSAL.split(";", 1)[0]):
        return None
    then = Step("Then", 'topic "{}" holds the fact "{}"', (_slug(op), texts.normalised(op.fact)))
    return violation("english-saved", [then], "the fact saved", repr(reply))


def written_truth(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or op.route != "store" or view.seen.answer.raised:
        return None
    result = view.seen.answer.value
    slug, stored = _slug(op), texts.normalised(op.fact)
    then = Step(
        "Then", 'the result says written exactly when topic "{}" now holds "{}"', (slug, stored)
    )
    if (
        not isinstance(result, dict)
        or not result.keys() >= WRITE_RESULT_KEYS
        or wrong_types(result)
    ):
        shape = Step("Then", "the result has the five documented keys, each of its documented type")
        return violation("written-truth", [shape], "the five documented keys", repr(result))
    now = _stored_now(view)
    if result["written"] is not now:
        return violation("written-truth", [then], f"written {now}", f"written {result['written']}")
    if now and (result["reason"] != "written" or result["duplicate_of"] is not None):
        then = Step("Then", "the result says the fact was written and is no duplicate")
        return violation(
            "written-truth", [then], "reason 'written', duplicate_of None", repr(result)
        )
    if not now and result["retired"]:
        then = Step("Then", "the result retires nothing")
        return violation("written-truth", [then], "retired []", repr(result["retired"]))
    return None


def default_topic(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or op.topic is not None or _written_kind(view) != "new":
        return None
    stored = texts.normalised(op.fact)
    files = view.files()
    if stored in files.get(DEFAULT_TOPIC, []) or stored not in view.added():
        return None
    then = Step("Then", 'topic "{}" holds the fact "{}"', (DEFAULT_TOPIC, stored))
    where = sorted(slug for slug, facts in files.items() if stored in facts)
    return violation("default-topic", [then], f"in {DEFAULT_TOPIC}", f"in {listed(where)}")


def new_fact_saved(view: View) -> Violation | None:
    op = view.op
    if isinstance(op, StoreUnrelated):
        wanted = dict.fromkeys(_unrelated_texts(view), op.topic)
    elif isinstance(op, ManyTopics):
        facts = distinct_facts(op.count, view.before.unrelated_next)
        wanted = dict(zip(facts, op.slugs(), strict=True))
    elif isinstance(op, Write) and _written_kind(view) == "new" and not view.seen.answer.raised:
        wanted = {texts.normalised(op.fact): _slug(op)}
    else:
        return None
    files = view.files()
    for fact, slug in wanted.items():
        if files.get(slug, []).count(fact) != 1:
            then = Step("Then", 'topic "{}" holds the fact "{}"', (slug, fact))
            return violation(
                "new-fact-saved", [then], f"{fact!r} once in {slug}", listed(files.get(slug, []))
            )
    return None


def _unrelated_texts(view: View) -> list[str]:
    assert isinstance(view.op, StoreUnrelated)
    return distinct_facts(view.op.count, view.before.unrelated_next)


def duplicate_once(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or _written_kind(view) != "duplicate":
        return None
    stored = texts.normalised(op.fact)
    if view.added() or view.removed():
        then = Step("Then", 'no topic file holds "{}" twice', (stored,))
        return violation(
            "duplicate-once", [then], "no bullet added or removed", listed(view.added())
        )
    if view.before.fresh and (changed := view.memory_changed()):
        return violation("duplicate-once", [UNCHANGED], "no file changed", f"{changed} changed")
    return None


def duplicate_quoted(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or _written_kind(view) not in ("duplicate", "case"):
        return None
    if view.added() or view.seen.answer.raised:
        return None
    stored = texts.normalised(op.fact)
    matches = sorted(f for f in view.before.live() if f.casefold() == stored.casefold())
    answer = view.seen.answer.value
    if op.route == "store":
        match = answer.get("duplicate_of") if isinstance(answer, dict) else None
        if match in matches:
            return None
        then = Step(
            "Then",
            'the result says the fact was not written, as a duplicate of "{}"',
            (matches[0],),
        )
        return violation(
            "duplicate-quoted", [then], f"duplicate_of one of {listed(matches)}", repr(match)
        )
    if any(m in view.seen.answer.text() for m in matches):
        return None
    then = Step(
        "Then", 'if the write was taken for a duplicate, it quotes "{}" as stored', (matches[0],)
    )
    return violation(
        "duplicate-quoted",
        [then],
        f"a reply quoting {listed(matches)}",
        repr(view.seen.answer.text()),
    )


def retired_reported(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or view.seen.answer.raised:
        return None
    removed = view.removed()
    answer = view.seen.answer.value
    if op.route == "store" and isinstance(answer, dict):
        retired = answer.get("retired") or []
        conflicts = answer.get("conflicts") or []
        if sorted(set(removed)) != sorted(set(map(str, retired))):
            then = Step(
                "Then", "the result lists as retired every fact the write removed from the files"
            )
            return violation(
                "retired-reported", [then], f"retired {listed(sorted(set(removed)))}", repr(retired)
            )
        live = {f for facts in view.files().values() for f in facts}
        if strays := [c for c in conflicts if c not in live]:
            then = Step(
                "Then", "every fact the result lists as still contradicting is still stored"
            )
            return violation("retired-reported", [then], "conflicts still stored", listed(strays))
        return None
    reply = view.seen.answer.text()
    for fact in removed:
        if fact not in reply:
            then = Step("Then", 'the reply contains "{}"', (fact,))
            return violation("retired-reported", [then], f"a reply quoting {fact!r}", repr(reply))
    return None


def other_subject_kept(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or (new := texts.frame(texts.normalised(op.fact))) is None:
        return None
    holder = view.before.holder()
    for fact in view.removed():
        old = texts.frame(fact)
        if old is not None and old[0] == new[0] and old[1] != new[1]:
            then = Step("Then", 'topic "{}" holds the fact "{}"', (holder.get(fact, "?"), fact))
            return violation("other-subject-kept", [then], f"{fact!r} kept", "removed by the write")
    return None


def keeps_unrelated(view: View) -> Violation | None:
    op = view.op
    if isinstance(op, StoreUnrelated | ManyTopics):
        new = ""
    elif isinstance(op, Write):
        new = texts.normalised(op.fact)
    else:
        return None
    holder = view.before.holder()
    for fact in view.removed():
        if new and _written_kind(view) not in ("refused",) and texts.related(new, fact):
            continue
        then = Step("Then", 'topic "{}" holds the fact "{}"', (holder.get(fact, "?"), fact))
        return violation("keeps-unrelated", [then], f"{fact!r} kept", "removed by the write")
    return None


def retired_gone(view: View) -> Violation | None:
    newly = [
        f for f, how in view.after.gone.items() if how == "retired" and f not in view.before.gone
    ]
    for fact in newly:
        needle = fact.encode("utf-8")
        if holding := [p for p, data in view.seen.after.items() if needle in data]:
            then = Step("Then", 'no file on the user\'s machine contains "{}"', (fact,))
            return violation("retired-gone", [then], "in no file", listed(holding))
    return _not_found(view, "retired-gone", "retired")


def _not_found(view: View, invariant: str, how: str) -> Violation | None:
    """A search for a fact removed `how` does not show it."""
    for fact, why in view.after.gone.items():
        if why != how or fact in view.after.live():
            continue
        answer = view.probe("search", query_for(fact))
        if answer is not None and fact in answer.text():
            then = Step("Then", 'a search for "{}" does not find "{}"', (query_for(fact), fact))
            return violation(invariant, [then], f"no {fact!r}", repr(answer.text()))
    return None


def slug_jail(view: View) -> Violation | None:
    if not isinstance(view.op, Write | StoreUnrelated | ManyTopics | DeleteTopic | DeleteRoute):
        return None
    then = Step(
        "Then",
        "every file the write created or changed is the index or a topic file in the memory folder",
    )
    for path in view.seen.memory_files():
        folder, _, name = path.partition("/")
        fine = path == store_files.USER_MD or (
            folder == store_files.TOPICS
            and name.endswith(".md")
            and bool(store_files.SLUG.match(name[:-3]))
        )
        if not fine:
            return violation("slug-jail", [then], "USER.md and topics/<slug>.md only", repr(path))
    prefix = f"{view.seen.memory}/"
    before = {k: v for k, v in view.seen.before.items() if not k.startswith(prefix)}
    after = {k: v for k, v in view.seen.after.items() if not k.startswith(prefix)}
    if changed := store_files.changed_files(before, after):
        return violation(
            "slug-jail", [then], "no file changed outside the memory folder", listed(changed)
        )
    return None


# --- the index and the topic files ---------------------------------------------------------------


def topic_files(view: View) -> Violation | None:
    files = view.files()
    model = view.after
    for slug in sorted(files.keys() | model.topics.keys()):
        if slug in model.deleted_topics and slug not in model.topics:
            continue
        found, expected = sorted(files.get(slug, [])), sorted(model.topics.get(slug, []))
        if found == expected:
            continue
        then = Step(
            "Then",
            'the topic file "{}" is a heading followed by these bullets, in any order:',
            (slug,),
            table=table("bullet", expected),
        )
        return violation(
            "topic-files",
            [then],
            listed(expected),
            listed(found) if slug in files else "no such file",
        )
    return None


def other_lines_unread(view: View) -> Violation | None:
    for lines in view.after.noise.values():
        for line in lines:
            answer = view.probe("search", query_for(line))
            if answer is not None and line in answer.text():
                then = Step("Then", 'a search for "{}" does not find "{}"', (query_for(line), line))
                return violation("other-lines-unread", [then], f"no {line!r}", repr(answer.text()))
    if not view.after.fresh or not view.after.noise:
        return None
    counts = {slug: len(facts) for slug, facts in view.after.topics.items()}
    for line in view.seen.topic_lines() or []:
        match = formats.TOPIC_LINE.match(line)
        if (
            match
            and match["slug"] in view.after.noise
            and int(match["count"]) != counts.get(match["slug"])
        ):
            then = Step("Then", "each line under Topics counts the bullets in its topic file")
            return violation(
                "other-lines-unread", [then], f"{counts.get(match['slug'])} facts", line
            )
    return None


def _recent_then(expected: Iterable[str], recent: list[str]) -> Step:
    position = {fact: i for i, fact in enumerate(recent)}
    ordered = sorted(expected, key=lambda f: (position.get(f, len(recent)), f))
    return Step("Then", "the Recent section lists exactly:", table=table("fact", ordered))


def recent_capped(view: View) -> Violation | None:
    recent = view.seen.recent()
    if recent is None or not view.after.fresh:
        return None
    known = view.after.given
    if len(recent) <= RECENT_CAP and len(set(recent)) == len(recent) and set(recent) <= known:
        return None
    kept = list(dict.fromkeys(f for f in recent if f in known))[-RECENT_CAP:]
    return violation(
        "recent-capped",
        [_recent_then(kept, recent)],
        f"at most {RECENT_CAP}, none twice, none unknown",
        listed(recent),
    )


def recent_newest(view: View) -> Violation | None:
    model = view.after
    newly = _newly(view)
    recent = view.seen.recent()
    if not _rebuilt(view) or recent is None:
        return None
    live = model.live()
    written = sorted((f for f in live if f in model.order), key=model.order.__getitem__)
    listed_written = [f for f in recent if f in model.order and f in live]
    missing: list[str] = [f for f in newly[-RECENT_CAP:] if f not in recent]
    if listed_written:
        oldest = min(model.order[f] for f in listed_written)
        missing += [
            f
            for f in written
            if model.order[f] > oldest and f not in recent and f not in model.unlisted
        ]
    previous = [
        f for f in view.seen.recent(view.seen.before) or [] if f in live and f in model.order
    ]
    candidates = sorted(set(previous) | set(newly), key=model.order.__getitem__)
    room = RECENT_CAP - len([f for f in recent if f not in model.order])
    missing += [f for f in candidates[-room:] if room > 0 and f not in recent]
    if not (missing := list(dict.fromkeys(missing))):
        return None
    expected = [*recent, *missing][-RECENT_CAP:]
    return violation(
        "recent-newest", [_recent_then(expected, recent)], f"also {listed(missing)}", listed(recent)
    )


def _rebuilt(view: View) -> bool:
    """Whether the step rebuilt the index: a write that stored a fact, or a topic deleted."""
    return isinstance(view.op, DeleteTopic | DeleteRoute) or bool(_newly(view))


def _newly(view: View) -> list[str]:
    """The facts the step stored, oldest first."""
    order = view.after.order
    return [f for f in order if view.before.order.get(f) != order[f]]


def recent_current(view: View) -> Violation | None:
    recent = view.seen.recent()
    if not _rebuilt(view) or recent is None:
        return None
    allowed = view.after.live() | view.before.hand_recent
    if [f for f in recent if f not in allowed]:
        expected = [f for f in recent if f in allowed]
        return violation(
            "recent-current", [_recent_then(expected, recent)], listed(expected), listed(recent)
        )
    return None


def topics_listed(view: View) -> Violation | None:
    lines = view.seen.topic_lines()
    model = view.after
    if lines is None or not model.fresh:
        return None
    files = view.files()
    required = [
        formats.topic_line(slug, len(facts)) for slug, facts in model.topics.items() if facts
    ]
    allowed = {
        formats.topic_line(slug, 0)
        for slug, facts in model.topics.items()
        if not facts and slug in files
    }
    expected = sorted([*required, *(line for line in lines if line in allowed)])
    if sorted(lines) == expected:
        return None
    then = Step(
        "Then", "the Topics section lists exactly these lines:", table=table("line", expected)
    )
    return violation("topics-listed", [then], listed(expected), listed(lines))


def store_regenerated(view: View) -> Violation | None:
    if not view.before.store_deleted:
        return None
    model = view.after
    if not model.store_deleted and isinstance(view.op, Write | StoreUnrelated | ManyTopics):
        files = view.files()
        if any(files.get(slug, []) != facts for slug, facts in model.topics.items()) or set(
            files
        ) - set(model.topics):
            slug, facts = next(iter(model.topics.items()))
            then = Step("Then", 'the only topic file is "{}", holding only "{}"', (slug, facts[0]))
            return violation("store-regenerated", [then], repr(model.topics), repr(files))
        recent = view.seen.recent() or []
        if set(recent) - model.live():
            return violation(
                "store-regenerated",
                [_recent_then(model.live(), recent)],
                listed(model.live()),
                listed(recent),
            )
    return _not_found(view, "store-regenerated", "store")


# --- the prompt ----------------------------------------------------------------------------------


def _expected_prompt(view: View) -> tuple[list[str], list[str]] | None:
    recent = view.seen.recent()
    if recent is None:
        recent = []
    holder = view.after.holder()
    return recent, [f"{f} [{holder[f]}]" if f in holder else f for f in recent]


def hand_recent_inline(view: View) -> Violation | None:
    model = view.after
    recent = view.seen.recent() or []
    lines = [line for line in model.hand_recent if line in recent]
    if not lines or (shown := view.shown()) is None:
        return None
    for line in sorted(lines):
        if line not in shown[0] and line not in model.live():
            then = Step("Then", 'the prompt shows "{}" bare', (line,))
            return violation("hand-recent-inline", [then], f"the line {line!r}", listed(shown[0]))
    return None


def not_inline(view: View) -> Violation | None:
    shown = view.shown()
    recent = view.seen.recent() or []
    if shown is None:
        return None
    holder = view.after.holder()
    tagged = {f"{fact} [{slug}]": fact for fact, slug in holder.items()}
    for line in shown[0]:
        fact = tagged.get(line, line if line in holder else None)
        if fact is not None and fact not in recent:
            then = Step("Then", 'no prompt line mentions "{}"', (fact,))
            return violation("not-inline", [then], f"{fact!r} not inline", repr(line))
    return None


def prompt_bare(view: View) -> Violation | None:
    shown = view.shown()
    expected = _expected_prompt(view)
    if shown is None or expected is None:
        return None
    recent = expected[0]
    holder = view.after.holder()
    for entry in recent:
        if entry not in holder and entry not in shown[0]:
            then = Step("Then", 'the prompt shows "{}" bare', (entry,))
            return violation("prompt-bare", [then], repr(entry), listed(shown[0]))
    return None


def prompt_tags(view: View) -> Violation | None:
    shown = view.shown()
    if shown is None:
        then = Step("Then", "memory answers without an error")
        return violation(
            "prompt-tags",
            [then],
            "the prompt's lines",
            view.seen.prompt.error or repr(view.seen.prompt.value),
        )
    expected = _expected_prompt(view)
    assert expected is not None
    if shown[0] == expected[1]:
        return None
    then = Step(
        "Then", "the prompt's lines above the pointer line are:", table=table("line", expected[1])
    )
    return violation("prompt-tags", [then], listed(expected[1]), listed(shown[0]))


def pointer_counts(view: View) -> Violation | None:
    shown = view.shown()
    if shown is None:
        return None
    lines, pointer = shown
    model = view.after
    total = model.total()
    if not total and not pointer:
        return None
    present = {slug: facts for slug, facts in model.topics.items() if slug in view.files()}
    holding = sum(bool(facts) for facts in present.values())
    fields = formats.pointer_fields(pointer) if pointer else None
    k = fields[2] if fields is not None and holding <= fields[2] <= len(present) else holding
    named = ", ".join(
        f"{slug} ({len(facts)})"
        for slug, facts in sorted(present.items())
        if facts or k == len(present)
    )
    expected = formats.pointer_line(len(lines), total, k, named)
    then = Step("Then", "the pointer line reads:", docstring=expected)
    # Until the next rebuild the counts may be the files' or a stale index's (model.indexed).
    sources = [{slug: len(facts) for slug, facts in present.items()}]
    sources += [] if model.fresh else model.indexed
    if (
        fields is None
        or fields[0] != len(lines)
        or fields[1] not in {sum(counts.values()) for counts in sources}
        or not min(sum(map(bool, c.values())) for c in sources)
        <= fields[2]
        <= max(len(c) for c in sources)
    ):
        return violation(
            "pointer-counts",
            [then],
            repr(expected),
            repr(pointer) if pointer else "no pointer line",
        )
    counts = {f"{slug} ({count})" for source in sources for slug, count in source.items()}
    for item in fields[3]:
        name, _, count = item.rpartition(" (")
        if count.endswith(")") and count[:-1].isdigit() and name in present and item not in counts:
            return violation("pointer-counts", [then], repr(expected), repr(pointer))
    return None


def pointer_bounded(view: View) -> Violation | None:
    shown = view.shown()
    topics = view.after.topics
    if (
        shown is None
        or not shown[1]
        or len(topics) > R11_TOPICS
        or any(len(s) > R11_SLUG for s in topics)
    ):
        return None
    pointer = formats.collapse(shown[1])
    if len(pointer) < POINTER_LIMIT:
        return None
    then = Step("Then", f"the pointer line is shorter than {POINTER_LIMIT} characters")
    return violation(
        "pointer-bounded",
        [then],
        f"under {POINTER_LIMIT} characters",
        f"{len(pointer)}: {pointer[:300]}",
    )


# --- recall --------------------------------------------------------------------------------------


def _search_finds(view: View, invariant: str, facts: Iterable[str]) -> Violation | None:
    for fact in facts:
        answer = view.probe("search", query_for(fact))
        if answer is None:
            continue
        if answer.raised or fact not in answer.text():
            then = Step("Then", 'a search for "{}" finds "{}"', (query_for(fact), fact))
            return violation(
                invariant, [then], f"a reply holding {fact!r}", answer.error or repr(answer.text())
            )
    return None


def search_finds(view: View) -> Violation | None:
    model = view.after
    return _search_finds(
        view, "search-finds", sorted(f for f in model.live() if f not in model.hand_bullets)
    )


def hand_bullet_found(view: View) -> Violation | None:
    model = view.after
    hand = sorted(model.hand_bullets & model.live())
    if found := _search_finds(view, "hand-bullet-found", hand):
        return found
    holder = model.holder()
    for fact in hand:
        answer = view.probe("topic", holder[fact])
        if answer is not None and fact not in answer.text():
            then = Step("Then", 'reading the topic "{}" finds "{}"', (holder[fact], fact))
            return violation(
                "hand-bullet-found", [then], f"a reply holding {fact!r}", repr(answer.text())
            )
    return None


def topic_read(view: View) -> Violation | None:
    model = view.after
    for probe, answer in view.seen.probes.items():
        if probe.kind != "topic" or answer.raised:
            continue
        own = [f for f in model.topics.get(probe.text, []) if f not in model.hand_bullets]
        reply = answer.text()
        if missing := [f for f in own if f not in reply]:
            then = Step("Then", 'reading the topic "{}" finds "{}"', (probe.text, missing[0]))
            return violation(
                "topic-read", [then], f"every fact of {probe.text}", f"without {missing[0]!r}"
            )
        others = sorted(
            f for slug, facts in model.topics.items() if slug != probe.text for f in facts
        )
        if len(shown := [f for f in others if f in reply]) > RELATED_HITS:
            steps = (
                Step("When", 'the model reads the topic "{}" from memory', (probe.text,)),
                Step(
                    "Then",
                    f"the reply shows at least 0 and at most {RELATED_HITS} of these facts:",
                    table=table("fact", others),
                ),
            )
            return violation(
                "topic-read", steps, f"at most {RELATED_HITS} of other topics", listed(shown)
            )
    return None


def topics_named(view: View) -> Violation | None:
    answer = view.probe("list")
    if answer is None or answer.raised:
        return None
    slugs = sorted(slug for slug, facts in view.after.topics.items() if facts)
    if missing := [slug for slug in slugs if slug not in answer.text()]:
        steps = (
            Step("When", "the model asks memory for its list of topics"),
            Step("Then", "the reply names each of these topics:", table=table("topic", slugs)),
        )
        return violation(
            "topics-named", steps, listed(slugs), f"without {listed(missing)}: {answer.text()!r}"
        )
    return None


def recall_read_only(view: View) -> Violation | None:
    seen = view.seen
    noted = Step("Given", "every file on the user's machine has been noted down")
    then = Step(
        "Then", "no file or folder on the user's machine has been created, changed or deleted"
    )
    if isinstance(view.op, SearchMemory | ReadTopic | ListTopics) and (
        changed := store_files.changed_files(seen.before, seen.after)
    ):
        steps = [noted, view.op.step(), then]
        return violation(
            "recall-read-only", steps, "no file changed", listed(changed), replaces_last=True
        )
    probes = [p for p in seen.probes if p.kind != "log"]
    if probes and (changed := store_files.changed_files(seen.after, seen.settled)):
        steps = [noted, _probe_step(probes[0]), then]
        return violation("recall-read-only", steps, "no file changed", listed(changed))
    return None


def _probe_step(probe: Probe) -> Step:
    if probe.kind == "search":
        return SearchMemory(probe.text).step()
    if probe.kind == "topic":
        return ReadTopic(probe.text).step()
    if probe.kind == "list":
        return ListTopics().step()
    return SearchLog(probe.text).step()


# --- editing and clearing ------------------------------------------------------------------------


def deleted_not_found(view: View) -> Violation | None:
    return _not_found(view, "deleted-not-found", "deleted")


def topic_deleted(view: View) -> Violation | None:
    model = view.after
    files = view.files()
    for slug in sorted(model.deleted_topics):
        if slug in model.topics:
            continue
        if f"{store_files.TOPICS}/{slug}.md" in view.seen.memory_files():
            then = Step("Then", 'there is no topic file "{}"', (slug,))
            return violation("topic-deleted", [then], "no such file", listed(files.get(slug, [])))
    if isinstance(view.op, DeleteTopic) and (found := _index_left(view, "topic-deleted")):
        return found
    return _not_found(view, "topic-deleted", "topic")


def _index_left(view: View, invariant: str) -> Violation | None:
    """After a topic deleted from the settings or over HTTP: no Topics line for it, and none of
    its facts under Recent."""
    assert isinstance(view.op, DeleteTopic | DeleteRoute)
    model, slug = view.after, view.op.topic
    lines = view.seen.topic_lines() or []
    if file := f"{store_files.TOPICS}/{slug}.md" in view.seen.memory_files():
        then = Step("Then", 'there is no topic file "{}"', (slug,))
        return violation(invariant, [then], "no such file", repr(file))
    if any(line.startswith(f"- {slug} → ") for line in lines):
        expected = sorted(formats.topic_line(s, len(f)) for s, f in model.topics.items() if f)
        then = Step(
            "Then", "the Topics section lists exactly these lines:", table=table("line", expected)
        )
        return violation(invariant, [then], f"no line for {slug}", listed(lines))
    gone = {f for f, how in model.gone.items() if how == "topic"}
    if stale := [f for f in view.seen.recent() or [] if f in gone and f not in model.live()]:
        then = Step("Then", 'no prompt line mentions "{}"', (stale[0],))
        return violation(invariant, [then], "none of its facts under Recent", listed(stale))
    return None


def route_deletes(view: View) -> Violation | None:
    if not isinstance(view.op, DeleteRoute):
        return None
    return _index_left(view, "route-deletes")


def _settings(view: View) -> dict[str, object] | None:
    settings = view.seen.settings
    if settings is None or settings.raised or not isinstance(settings.value, dict):
        return None
    return settings.value


def settings_topics(view: View) -> Violation | None:
    memory = _settings(view)
    if memory is None:
        if view.seen.settings is not None:
            then = Step("Then", "the app answered without a server error")
            return violation("settings-topics", [then], "the payload", view.seen.settings.error)
        return None
    found = settings_payload.topic_counts(memory)
    model = view.after
    files = view.files()
    expected = {slug: len(facts) for slug, facts in model.topics.items() if facts}
    empty = {slug for slug, facts in model.topics.items() if not facts and slug in files}
    listed_now = {slug: n for slug, n in found.items() if not (slug in empty and n == 0)}
    if listed_now == expected:
        return None
    rows = [f"{slug} | {count}" for slug, count in sorted(expected.items())]
    then = Step(
        "Then",
        "the settings payload lists exactly these topics:",
        table=(("topic", "facts"), *(tuple(row.split(" | ")) for row in rows)),
    )
    return violation("settings-topics", [then], repr(expected), repr(found))


def settings_recent(view: View) -> Violation | None:
    memory = _settings(view)
    recent = view.seen.recent()
    model = view.after
    if memory is None or recent is None or any(f not in model.order for f in recent):
        return None
    items = memory.get("recent")
    holder = model.holder()
    got = (
        [settings_payload.recent_fact(str(i), holder) for i in items]
        if isinstance(items, list)
        else None
    )
    newest = sorted(recent, key=model.order.__getitem__)[-EIGHT:]
    if got is not None and sorted(got) == sorted(newest):
        return None
    then = Step(
        "Then", "memory.recent in the settings payload holds exactly:", table=table("fact", newest)
    )
    return violation("settings-recent", [then], listed(newest), repr(items))


def _log_matches(view: View) -> tuple[list[str], list[str]] | None:
    """The turns said that no row holds, and the rows holding no turn said (their values)."""
    log = view.seen.log
    if log is None or log.raised or not isinstance(log.value, tuple):
        return None
    said = Counter(content for _, content in view.after.said)
    found: Counter[str] = Counter()
    strays: list[str] = []
    for row in log.value:
        values = [v for v in row.values() if isinstance(v, str)]
        match = next((v for v in values if said[v] > found[v]), None)
        if match is None:
            strays.append(repr(row))
        else:
            found[match] += 1
    return sorted((said - found).elements()), strays


def _log_intact(view: View, invariant: str) -> Violation | None:
    matched = _log_matches(view)
    if matched is None:
        return None
    missing, strays = matched
    if missing:
        then = Step(
            "Then",
            'a search of past conversations for "{}" finds "{}"',
            (missing[0].split()[-1], missing[0]),
        )
        return violation(invariant, [then], "every turn said", f"no row for {missing[0]!r}")
    if strays:
        then = Step(
            "Then",
            'the database holds a table named "{}" with a row for each turn said',
            ("turns",),
        )
        return violation(invariant, [then], "only the turns said", strays[0])
    return None


def log_kept_by_deletion(view: View) -> Violation | None:
    if not isinstance(view.op, DeleteTopic | DeleteRoute | DeleteTopicFile | DeleteStore):
        return None
    return _log_intact(view, "log-kept-by-deletion")


def log_words(view: View) -> Violation | None:
    if isinstance(view.op, DeleteTopic | DeleteRoute | DeleteTopicFile | DeleteStore):
        return None
    return _log_intact(view, "log-words")


def dead_columns(view: View) -> Violation | None:
    log = view.seen.log
    if log is None or log.raised or not isinstance(log.value, tuple):
        return None
    for row in log.value:
        if any(row.get(column) is not None for column in ("emotion", "tools_used")):
            then = Step(
                "Then",
                '"{}" and "{}" are NULL in every row of the turns table',
                ("emotion", "tools_used"),
            )
            return violation("dead-columns", [then], "NULL", repr(row))
    return None


def _log_probes(view: View) -> Iterable[tuple[str, Answer, list[str]]]:
    """Each log search of the step: its query, its answer, and the contents it found."""
    for probe, answer in view.seen.probes.items():
        if probe.kind == "log":
            hits = answer.value if isinstance(answer.value, list) else []
            yield (
                probe.text,
                answer,
                [str(h.get("content", "")) for h in hits if isinstance(h, dict)],
            )


def tokens_literal(view: View) -> Violation | None:
    for query, answer, contents in _log_probes(view):
        if answer.raised or not isinstance(answer.value, list):
            steps = (
                SearchLog(query).step(),
                Step("Then", "the search answers with hits or with nothing found"),
            )
            return violation(
                "tokens-literal", steps, "hits or nothing found", answer.error or repr(answer.value)
            )
        if texts.TOKEN.fullmatch(query):
            continue
        found = {c for _, _, hits in _log_probes(view) for c in hits}
        for _, content in view.after.said:
            # a turn no query of plain words finds is turn-found's to report (SESS-1)
            if query in content.split() and content not in contents and content in found:
                then = Step(
                    "Then", 'a search of past conversations for "{}" finds "{}"', (query, content)
                )
                return violation("tokens-literal", [then], f"a hit {content!r}", listed(contents))
    return None


def _turns_with_word(
    view: View, test: Callable[[str, str], bool]
) -> Iterable[tuple[str, list[str], str]]:
    for query, _, contents in _log_probes(view):
        for _, content in view.after.said:
            if any(test(query, word) for word in content.split()):
                yield query, contents, content


def turn_found(view: View) -> Violation | None:
    for query, contents, content in _turns_with_word(view, lambda q, w: q == w and len(q) > 5):
        if content not in contents:
            then = Step(
                "Then", 'a search of past conversations for "{}" finds "{}"', (query, content)
            )
            return violation("turn-found", [then], f"a hit {content!r}", listed(contents))
    return None


def prefix_long(view: View) -> Violation | None:
    def begins(query: str, word: str) -> bool:
        return (
            len(query) >= 4
            and word != query
            and texts.TOKEN.fullmatch(word) is not None
            and word.startswith(query)
        )

    for query, contents, content in _turns_with_word(view, begins):
        if content not in contents:
            then = Step(
                "Then", 'a search of past conversations for "{}" finds "{}"', (query, content)
            )
            return violation("prefix-long", [then], f"a hit {content!r}", listed(contents))
    return None


def whole_short(view: View) -> Violation | None:
    for query, _, contents in _log_probes(view):
        if len(query) >= 4 or not texts.TOKEN.fullmatch(query):
            continue
        for content in contents:
            if query.casefold() not in texts.tokens(content):
                steps = (
                    SearchLog(query).step(),
                    Step("Then", 'the search does not find the turn "{}"', (content,)),
                )
                return violation(
                    "whole-short", steps, f"only turns holding the word {query!r}", repr(content)
                )
    return None


# --- the profile and who hears it --------------------------------------------------------------

NOTHING_KNOWN = "(nothing known about the user yet)"


def _profile_lines(view: View) -> list[str] | None:
    profile = view.seen.profile
    if profile is None or profile.raised or not isinstance(profile.value, str):
        return None
    return [line.strip() for line in store_files.markdown_lines(profile.value)]


def name_shown(view: View) -> Violation | None:
    lines = _profile_lines(view)
    name = view.after.name
    if lines is None or name is None or f"- name: {name}" in lines:
        return None
    then = Step("Then", 'the name Kotoba knows is "{}"', (name,))
    return violation("name-shown", [then], f"- name: {name}", listed(lines))


def nothing_known(view: View) -> Violation | None:
    lines = _profile_lines(view)
    model = view.after
    if lines is None or model.name is not None or model.name_row_deleted:
        return None
    if NOTHING_KNOWN in lines and not any(line.startswith("- name:") for line in lines):
        return None
    then = Step("Then", "what Kotoba knows about the user says:", docstring=NOTHING_KNOWN)
    return violation("nothing-known", [then], NOTHING_KNOWN, listed(lines))


def skip_keeps_name(view: View) -> Violation | None:
    op = view.op
    lines = _profile_lines(view)
    if not isinstance(op, SetName) or op.name or lines is None or view.before.name is None:
        return None
    if view.before.name_row_deleted or f"- name: {view.before.name}" in lines:
        return None
    then = Step("Then", 'the name Kotoba knows is "{}"', (view.before.name,))
    return violation("skip-keeps-name", [then], f"- name: {view.before.name}", listed(lines))


def _context_fault(view: View, personal: bool) -> str:
    """Why the step's context is not what it must be ("" when it is)."""
    context = view.seen.answer.value
    if not isinstance(context, dict):
        return f"no context: {view.seen.answer.error or context!r}"
    if not personal:
        return "" if context.get("profile") == "" and context.get("facts") == "" else repr(context)
    shown = view.seen.prompt.value if isinstance(view.seen.prompt.value, list) else []
    facts = str(context.get("facts", ""))
    held = [line.strip() for line in store_files.markdown_lines(facts)]
    lines, _ = store_files.split_prompt([str(line) for line in shown]) if shown else ([], "")
    missing = [line for line in lines if line.strip() not in held]
    return f"without {listed(missing)}: {facts!r}" if missing else ""


def not_personal_empty(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, LoadContext) or not (fault := _context_fault(view, op.personal)):
        return None
    if op.personal:
        then = Step("Then", "the context's facts are the lines the facts put into the prompt")
    else:
        then = Step("Then", "the context's facts are an empty string")
    return violation("not-personal-empty", [op.step(), then], "the context documented", fault)


def bridge_owner_only(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Bridge):
        return None
    personal = op.name is not None and op.owner
    if not (fault := _context_fault(view, personal)):
        return None
    if personal:
        then = Step("Then", "the context's facts hold every stored fact")
    else:
        then = Step("Then", "the context's facts are an empty string")
    return violation("bridge-owner-only", [op.step(), then], "the context documented", fault)


# --- image memory --------------------------------------------------------------------------------


PNG_BASE64 = "iVBORw0KGgo"
"""How every PNG file begins, written in base64: an event holding one holds an image's bytes."""
EVENT_LIMIT = 2000
"""Characters of JSON an id-only event stays well under."""


def words_keep_no_image(view: View) -> Violation | None:
    op = view.op
    if not isinstance(op, Write) or op.route != "tool" or not view.before.shared:
        return None
    prefix = f"{view.seen.visual}/"
    before = {k: v for k, v in view.seen.before.items() if k.startswith(prefix)}
    after = {k: v for k, v in view.seen.after.items() if k.startswith(prefix)}
    if changed := store_files.changed_files(before, after):
        then = Step("Then", "no file in the visual store has changed")
        return violation("words-keep-no-image", [then], "no file changed", listed(changed))
    if visual_state.says_image_kept(reply := view.seen.answer.text()):
        then = Step("Then", "the reply never says an image was kept")
        return violation("words-keep-no-image", [then], "no claim of an image kept", repr(reply))
    return None


def _recalls(view: View) -> Iterable[tuple[str, dict[str, object]]]:
    """Each image recall of the step that answered: its query and its answer."""
    for probe, answer in view.seen.probes.items():
        if probe.kind == "image" and isinstance(answer.value, dict):
            yield probe.text, answer.value


def kept_found(view: View) -> Violation | None:
    model = view.after
    for query, recalled in _recalls(view):
        image_id = model.images.get(query)
        attached = recalled.get("attached")
        if image_id is None or query in model.forgotten:
            continue
        if not isinstance(attached, list) or image_id not in attached:
            then = Step("Then", 'recalling "{}" attaches the image kept about "{}"', (query, query))
            return violation("kept-found", [then], f"{image_id!r} attached", repr(attached))
    return None


def event_ids_only(view: View) -> Violation | None:
    shared = [PNG_BASE64, *(images.b64(images.png(name)) for name in view.after.shared_names)]
    for query, recalled in _recalls(view):
        attached = recalled.get("attached")
        events = recalled.get("events")
        if not isinstance(attached, list) or not isinstance(events, list):
            continue
        sent = [
            e.get("id") for e in events if isinstance(e, dict) and e.get("type") == "recalled_image"
        ]
        steps = (
            RecallImage(query).step(),
            Step("Then", "every attached image has a recalled_image event carrying its id"),
        )
        if sorted(map(str, sent)) != sorted(map(str, attached)):
            return violation(
                "event-ids-only", steps, f"one event per {listed(map(str, attached))}", repr(events)
            )
        for event in events:
            text = json.dumps(event)
            if any(data[:200] in text for data in shared) or len(text) > EVENT_LIMIT:
                then = Step(
                    "Then",
                    "no event is longer than 2000 characters of JSON or holds the image's bytes",
                )
                return violation(
                    "event-ids-only", [RecallImage(query).step(), then], "an id only", text[:300]
                )
    return None


def gone_not_attached(view: View) -> Violation | None:
    model = view.after
    gone = {model.images[about] for about in model.forgotten if about in model.images}
    for query, recalled in _recalls(view):
        attached = recalled.get("attached")
        attached = attached if isinstance(attached, list) else []
        if stale := [i for i in attached if i in gone]:
            steps = (RecallImage(query).step(), Step("Then", "recalling attached no image"))
            return violation(
                "gone-not-attached", steps, "no deleted image attached", listed(map(str, stale))
            )
        instruction = str(recalled.get("instruction", ""))
        if not attached and claims.affirms(
            instruction, visual_state.asking_to("analyze the image(s)")
        ):
            then = Step("Then", 'the instruction never asks to "{}"', ("analyze the image(s)",))
            return violation(
                "gone-not-attached",
                [RecallImage(query).step(), then],
                "no analysis asked",
                repr(instruction),
            )
    return None


CHECKERS: dict[str, Callable[[View], Violation | None]] = {
    "store-regenerated": store_regenerated,
    "refused-unchanged": refused_unchanged,
    "spanish-refused": spanish_refused,
    "compound-refused": compound_refused,
    "no-stray-line": no_stray_line,
    "one-line": one_line,
    "english-saved": english_saved,
    "default-topic": default_topic,
    "written-truth": written_truth,
    "new-fact-saved": new_fact_saved,
    "duplicate-once": duplicate_once,
    "duplicate-quoted": duplicate_quoted,
    "other-subject-kept": other_subject_kept,
    "keeps-unrelated": keeps_unrelated,
    "retired-reported": retired_reported,
    "retired-gone": retired_gone,
    "words-keep-no-image": words_keep_no_image,
    "slug-jail": slug_jail,
    "route-deletes": route_deletes,
    "topic-deleted": topic_deleted,
    "topic-files": topic_files,
    "other-lines-unread": other_lines_unread,
    "recent-capped": recent_capped,
    "recent-current": recent_current,
    "recent-newest": recent_newest,
    "topics-listed": topics_listed,
    "hand-recent-inline": hand_recent_inline,
    "not-inline": not_inline,
    "prompt-bare": prompt_bare,
    "prompt-tags": prompt_tags,
    "pointer-counts": pointer_counts,
    "pointer-bounded": pointer_bounded,
    "deleted-not-found": deleted_not_found,
    "search-finds": search_finds,
    "hand-bullet-found": hand_bullet_found,
    "topic-read": topic_read,
    "topics-named": topics_named,
    "recall-read-only": recall_read_only,
    "log-kept-by-deletion": log_kept_by_deletion,
    "log-words": log_words,
    "dead-columns": dead_columns,
    "tokens-literal": tokens_literal,
    "turn-found": turn_found,
    "prefix-long": prefix_long,
    "whole-short": whole_short,
    "skip-keeps-name": skip_keeps_name,
    "name-shown": name_shown,
    "nothing-known": nothing_known,
    "not-personal-empty": not_personal_empty,
    "bridge-owner-only": bridge_owner_only,
    "settings-topics": settings_topics,
    "settings-recent": settings_recent,
    "kept-found": kept_found,
    "event-ids-only": event_ids_only,
    "gone-not-attached": gone_not_attached,
}
"""Each invariant's checker, by its id, in the order `judge` asks them: what the step did first
(its own answer and write), then the store it left, the prompt, and what reads it back."""


def judge(view: View, invariants: Iterable[str] | None = None) -> Violation | None:
    """The first violation of the step: the error contract, then each invariant (of those named,
    all by default) in `CHECKERS`' order."""
    if (broken := answered(view)) is not None:
        return broken
    wanted = None if invariants is None else set(invariants)
    for invariant, checker in CHECKERS.items():
        if wanted is not None and invariant not in wanted:
            continue
        if (found := checker(view)) is not None:
            return found
    return None
