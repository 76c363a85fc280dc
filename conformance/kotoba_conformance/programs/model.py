"""The model: what the store must hold after each step, as far as the documents fix it.

Where the documents leave a judgement to the implementation (which related facts a correction
retires, whether a case-only variant is a new fact, whether a hand-added Recent line survives a
rebuild), the model follows what the implementation did, *within what is allowed*: it retires only
facts the write may retire (`texts.related`), and stores the new fact only where it belongs. A
store that goes beyond (retires an unrelated fact, files the fact elsewhere) then differs from the
model, and the checkers say where.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kotoba_conformance.programs import texts
from kotoba_conformance.programs.operations import (
    AddBullet,
    AddLine,
    AddRecentLine,
    DeleteBullet,
    DeleteNameRow,
    DeleteRecentLine,
    DeleteRoute,
    DeleteStore,
    DeleteTopic,
    DeleteTopicFile,
    ForgetImage,
    KeepImage,
    ManyTopics,
    Operation,
    Restart,
    Say,
    SetName,
    ShareImage,
    StoreUnrelated,
    Write,
)
from kotoba_conformance.programs.trace import Observation
from kotoba_conformance.steps.support.invented_facts import distinct_facts

__all__ = ["DEFAULT_TOPIC", "Model"]

DEFAULT_TOPIC = "general"
"""'Takes: fact and an optional free-form topic (defaults to general).'"""


@dataclass
class Model:
    topics: dict[str, list[str]] = field(default_factory=dict)
    """Each topic file's facts, as the store must hold them."""
    order: dict[str, int] = field(default_factory=dict)
    """When the store wrote each fact (a count), for "the newest"."""
    given: set[str] = field(default_factory=set)
    """Every text the store was given or the user added: what ## Recent may name."""
    hand_bullets: set[str] = field(default_factory=set)
    hand_recent: set[str] = field(default_factory=set)
    """Lines the user added under ## Recent, while they may still be there."""
    unlisted: set[str] = field(default_factory=set)
    """Facts the user took out of ## Recent by hand (a rebuild may bring them back, or not)."""
    noise: dict[str, list[str]] = field(default_factory=dict)
    """Lines of topic files that are no `- ` bullet, by topic (their text past any marker)."""
    gone: dict[str, str] = field(default_factory=dict)
    """Facts removed (retired, deleted by hand, their topic or the store deleted), and how."""
    deleted_topics: dict[str, str] = field(default_factory=dict)
    """Topics deleted, and how ("settings" or "hand"), until written again."""
    fresh: bool = False
    """Whether the index was rebuilt (a write that stored, a topic deleted from the settings)
    after the last hand edit; no index before the first write."""
    indexed: list[dict[str, int]] = field(default_factory=list)
    """Each topic's count as every index the store may still read held while it was not fresh:
    the last rebuild's, then the files' after each step since ("The index is rebuilt on the next
    write"; the documents do not say whether the pointer line counts files or index, R17)."""
    store_deleted: bool = False
    said: list[tuple[str, str]] = field(default_factory=list)
    """Every turn said, (role, content), oldest first."""
    unrelated_next: int = 0
    clock: int = 0
    name: str | None = None
    """The user's name, as last given (a skip changes nothing)."""
    images: dict[str, str] = field(default_factory=dict)
    """Each image reported kept: its id, by what it is about."""
    forgotten: set[str] = field(default_factory=set)
    """What the images whose file the user deleted are about."""
    shared: str = ""
    """The image the user shared last (what "attachment" names), "" before any."""
    shared_names: list[str] = field(default_factory=list)
    """Every image the user shared, by the name it was shared under."""
    name_row_deleted: bool = False
    """The name row was deleted by hand, and no restart or new name since: whether a running
    system sees the edit yet is not stated, so the name may still show."""

    def copy(self) -> Model:
        return copy.deepcopy(self)

    def live(self) -> set[str]:
        return {fact for facts in self.topics.values() for fact in facts}

    def holder(self) -> dict[str, str]:
        """Which topic holds each live fact."""
        return {fact: slug for slug, facts in self.topics.items() for fact in facts}

    def total(self) -> int:
        return sum(len(facts) for facts in self.topics.values())

    def counts(self) -> dict[str, int]:
        return {slug: len(facts) for slug, facts in self.topics.items()}

    # --- what a write must do -------------------------------------------------------------------

    def classify(self, fact: str) -> str:
        """What the documents say of writing `fact` now: "refused", "multi-line", "blank",
        "duplicate" (the same text, once collapsed, is stored), "case" (stored in another case
        only: either answer is faithful) or "new"."""
        if fact in texts.SPANISH_REFUSED or fact in texts.COMPOUND_REFUSED or ";" in fact:
            return "refused"
        if not fact.strip():
            return "blank"
        if "\n" in fact or "\r" in fact:
            return "multi-line"
        stored = texts.normalised(fact)
        live = self.live()
        if stored in live:
            return "duplicate"
        if any(stored.casefold() == other.casefold() for other in live):
            return "case"
        return "new"

    # --- stepping ---------------------------------------------------------------------------------

    def advance(self, op: Operation, seen: Observation) -> Model:
        """The model after `op`, given what the system did (`seen`): its allowed choices taken,
        no other."""
        after = self.copy()
        after.clock += 1
        step = _STEPS.get(type(op))
        if step is not None:
            step(after, op, seen)
        if op.edits_files:
            after.fresh = False
        counts = after.counts()
        if after.fresh:
            after.indexed = [counts]
        elif counts not in after.indexed:
            after.indexed.append(counts)
        return after

    def _store_unrelated(self, op: StoreUnrelated, seen: Observation) -> None:
        for fact in distinct_facts(op.count, self.unrelated_next):
            self._stored(fact, op.topic)
        self.unrelated_next += op.count
        self._rebuilt(seen)

    def _many_topics(self, op: ManyTopics, seen: Observation) -> None:
        for fact, slug in zip(
            distinct_facts(op.count, self.unrelated_next), op.slugs(), strict=True
        ):
            self._stored(fact, slug)
        self.unrelated_next += op.count
        self._rebuilt(seen)

    def _add_bullet(self, op: AddBullet, seen: Observation) -> None:
        del seen
        self.topics.setdefault(op.topic, []).append(op.fact)
        self.hand_bullets.add(op.fact)
        self.given.add(op.fact)

    def _add_line(self, op: AddLine, seen: Observation) -> None:
        del seen
        self.noise.setdefault(op.topic, []).append(op.line.lstrip("*+ "))

    def _delete_bullet(self, op: DeleteBullet, seen: Observation) -> None:
        del seen
        self.topics[op.topic].remove(op.fact)
        self.gone[op.fact] = "deleted"

    def _add_recent(self, op: AddRecentLine, seen: Observation) -> None:
        del seen
        self.hand_recent.add(op.line)
        self.given.add(op.line)

    def _delete_recent(self, op: DeleteRecentLine, seen: Observation) -> None:
        del seen
        self.unlisted.add(op.fact)
        self.hand_recent.discard(op.fact)

    def _delete_topic(
        self, op: DeleteTopic | DeleteRoute | DeleteTopicFile, seen: Observation
    ) -> None:
        for fact in self.topics.pop(op.topic, []):
            self.gone[fact] = "topic"
        self.noise.pop(op.topic, None)
        by_hand = isinstance(op, DeleteTopicFile)
        self.deleted_topics[op.topic] = "hand" if by_hand else "settings"
        if not by_hand:
            self._rebuilt(seen)

    def _delete_store(self, op: DeleteStore, seen: Observation) -> None:
        del op, seen
        for fact in self.live():
            self.gone[fact] = "store"
        self.topics.clear()
        self.noise.clear()
        self.hand_recent.clear()
        self.unlisted.clear()
        self.store_deleted = True

    def _say(self, op: Say, seen: Observation) -> None:
        del seen
        self.said.append((op.role, op.content))

    def _set_name(self, op: SetName, seen: Observation) -> None:
        del seen
        if op.name:
            self.name = op.name
            self.name_row_deleted = False

    def _delete_name_row(self, op: DeleteNameRow, seen: Observation) -> None:
        del op, seen
        self.name_row_deleted = self.name is not None
        self.name = None

    def _share_image(self, op: ShareImage, seen: Observation) -> None:
        del seen
        self.shared = op.name
        self.shared_names.append(op.name)

    def _keep_image(self, op: KeepImage, seen: Observation) -> None:
        answer = seen.answer.value
        if isinstance(answer, dict) and answer.get("kept") and isinstance(answer.get("id"), str):
            self.images.setdefault(op.about, str(answer["id"]))

    def _forget_image(self, op: ForgetImage, seen: Observation) -> None:
        del seen
        self.forgotten.add(op.about)

    def _restart(self, op: Restart, seen: Observation) -> None:
        del op, seen
        self.name_row_deleted = False

    def _stored(self, fact: str, topic: str) -> None:
        self.topics.setdefault(topic, []).append(fact)
        self.order[fact] = self.clock
        self.clock += 1
        self.given.add(fact)
        self.deleted_topics.pop(topic, None)
        self.gone.pop(fact, None)
        self.store_deleted = False

    def _write(self, op: Write, seen: Observation) -> None:
        stored = texts.normalised(op.fact)
        slug = op.topic if op.topic is not None else DEFAULT_TOPIC
        before = Counter(f for facts in seen.topic_files(seen.before).values() for f in facts)
        after = Counter(f for facts in seen.topic_files().values() for f in facts)
        removed = before - after
        for fact in removed:
            if fact in self.live() and texts.related(stored, fact):
                holder = self.holder()[fact]
                self.topics[holder].remove(fact)
                self.gone[fact] = "retired"
        if stored and (after - before)[stored] and stored in seen.topic_files().get(slug, []):
            self._stored(stored, slug)
            self._rebuilt(seen)

    def _rebuilt(self, seen: Observation) -> None:
        """The index was rebuilt: a hand-added Recent line it dropped is gone for good, and a
        fact it brought back is listed again."""
        self.fresh = True
        recent = set(seen.recent() or [])
        self.hand_recent &= recent
        self.unlisted -= recent


_STEPS: dict[type[Operation], Callable[[Model, Any, Observation], None]] = {
    StoreUnrelated: Model._store_unrelated,
    ManyTopics: Model._many_topics,
    Write: Model._write,
    AddBullet: Model._add_bullet,
    AddLine: Model._add_line,
    DeleteBullet: Model._delete_bullet,
    AddRecentLine: Model._add_recent,
    DeleteRecentLine: Model._delete_recent,
    DeleteTopic: Model._delete_topic,
    DeleteTopicFile: Model._delete_topic,
    DeleteRoute: Model._delete_topic,
    DeleteStore: Model._delete_store,
    Say: Model._say,
    SetName: Model._set_name,
    DeleteNameRow: Model._delete_name_row,
    Restart: Model._restart,
    ShareImage: Model._share_image,
    KeepImage: Model._keep_image,
    ForgetImage: Model._forget_image,
}
"""How each kind of operation changes the model (the others change nothing in it)."""
