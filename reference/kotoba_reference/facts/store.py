"""The long-term fact store: the tools (`memory_write`, `memory_recall`), the store function
behind the first (`write_fact`), the prompt lines, and deleting a topic.

What the files hold is kept in memory (`cache`) and checked against them before every answer, so
a hand edit or another process's write is always seen, and a write reads only what changed.
Every read-modify-write holds the cross-process lock `USER.md.lock` beside the index and checks
again inside it, so two installs writing at once lose nothing. Refusals and duplicates write
nothing at all, not even the lock file.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from kotoba_conformance.contract.adapter import WriteResult

from kotoba_reference.facts import index, prompt, recall
from kotoba_reference.facts.cache import FileCache
from kotoba_reference.facts.refusals import COMPOUND_REFUSAL, SPANISH_REFUSAL, refusal_for
from kotoba_reference.facts.rules import REFERENCE_RULES, Rules

EMPTY_REPLY = (
    "NOT SAVED — the fact is empty. Write one short third-person English statement and call "
    "memory_write again."
)


@dataclass(frozen=True)
class _Outcome:
    """A write's result plus what the tool's reply names: where it went, where its twin is."""

    result: WriteResult
    fact: str = ""
    slug: str = ""
    duplicate_topic: str | None = None


class MemoryStore:
    """The store under one memory folder (`USER.md`, `topics/`), which need not exist yet,
    applying `rules` (the reference's own unless a variant swaps one: see `rules.Rules`). One
    store may be called from several threads (the collector writes from its own)."""

    def __init__(self, memory_dir: Path, rules: Rules = REFERENCE_RULES) -> None:
        self.memory_dir = Path(memory_dir)
        self.rules = rules
        self._lock = rules.lock(self.memory_dir / index.LOCK_FILE)
        self._files = FileCache(self.memory_dir, rules.bullets)
        self._guard = threading.RLock()
        """Held while the cache is refreshed and read: one thread at a time."""

    # --- writing -----------------------------------------------------------------------------

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        """Save one fact unless it is empty, refused, or already stored; retire what it
        corrects. Nothing is translated or split: a refused fact leaves every file as it was."""
        return self._write(fact, topic).result

    def memory_write(self, fact: object, topic: object = None) -> str:
        """The model's tool: `write_fact`, answered in words the model can act on."""
        outcome = self._write(fact, topic)
        result = outcome.result
        reason = result["reason"]
        if reason == "empty":
            return EMPTY_REPLY
        if reason == "spanish":
            return SPANISH_REFUSAL
        if reason == "compound":
            return f"{COMPOUND_REFUSAL} Save each statement as its own fact."
        if reason == "duplicate":
            return (
                f'Already saved as "{result["duplicate_of"]}" ({outcome.duplicate_topic}); '
                "nothing written."
            )
        reply = f'Saved under {outcome.slug}: "{outcome.fact}".'
        if result["retired"]:
            reply += f" Replaced (retired, deleted from every topic): {_quoted(result['retired'])}."
        if result["conflicts"]:
            reply += f" Still contradicts it (kept, not retired): {_quoted(result['conflicts'])}."
        return reply

    def _write(self, fact: object, topic: object) -> _Outcome:
        if not isinstance(fact, str):
            raise TypeError(f"fact must be a string, not {type(fact).__name__}")
        if topic is not None and not isinstance(topic, str):
            raise TypeError(f"topic must be a string or None, not {type(topic).__name__}")
        text = self.rules.normalise(fact)
        if not text:
            return _Outcome(_result(False, "empty"))
        refusal = refusal_for(text)
        if refusal is not None:
            return _Outcome(_result(False, refusal))
        slug = index.write_slug(topic)
        index.topics_dir(self.memory_dir).mkdir(parents=True, exist_ok=True)
        with self._lock, self._guard:
            self._files.refresh()
            return self._write_fresh(text, slug)

    def _write_fresh(self, fact: str, slug: str) -> _Outcome:
        """The write itself, on a cache just refreshed inside the lock."""
        topics = self._files.topics
        stored = {name: topic.judged for name, topic in topics.items()}
        verdict = self.rules.judge(fact, slug, stored)
        if verdict.duplicate_of is not None:
            result = _result(False, "duplicate", duplicate_of=verdict.duplicate_of)
            return _Outcome(result, fact, slug, verdict.duplicate_topic)
        stripped = self._without(set(verdict.retired), keep=slug)
        own = stripped.pop(slug, None)
        for name, text in stripped.items():
            if text is None:
                self._files.delete_topic(name)
            else:
                self._files.write_topic(name, text)
        self._files.add_bullet(slug, fact, base=own)  # one write, with the retired ones gone
        self._write_index(added=fact)
        result = _result(True, "written", list(verdict.retired), list(verdict.conflicts))
        return _Outcome(result, fact, slug)

    def _without(self, retired: set[str], keep: str) -> dict[str, str | None]:
        """Each topic file holding a retired fact, as text without its bullets (None: delete the
        file, when nothing but its heading is left and it is not `keep`). Permanent: there is
        no archive."""
        texts: dict[str, str | None] = {}
        for slug, topic in self._files.topics.items():
            if any(fact in topic for fact in retired):
                text = index.without_bullets(topic.text, retired)
                texts[slug] = None if slug != keep and index.is_bare(text, slug) else text
        return texts

    def _write_index(self, added: str | None) -> None:
        """Rebuild USER.md: Topics from the files, Recent kept to what still exists."""
        topics = self._files.topics.values()
        recent = index.rebuilt_recent(
            self._files.recent, lambda fact: any(fact in topic for topic in topics), added
        )
        self._files.write_index(recent)

    # --- deleting ----------------------------------------------------------------------------

    def delete_topic(self, slug: str) -> None:
        """Remove `topics/<slug>.md` and rebuild the index; a topic that is not there is a
        no-op. The name is slugged like any other, so it cannot reach outside `topics/`."""
        if not isinstance(slug, str):
            raise TypeError(f"slug must be a string, not {type(slug).__name__}")
        name = index.slug_of(slug)
        if not name:
            return
        path = index.topic_path(self.memory_dir, name)
        if not path.is_file():
            return
        with self._lock, self._guard:
            path.unlink(missing_ok=True)
            self._files.refresh()
            self._write_index(added=None)

    # --- reading -----------------------------------------------------------------------------

    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        """Search (query), read one topic plus related hits (topic), or list the topics.
        Read-only, and jailed: a topic name is slugged before it names a file."""
        for name, value in (("query", query), ("topic", topic)):
            if value is not None and not isinstance(value, str):
                raise TypeError(f"{name} must be a string or None, not {type(value).__name__}")
        slug = index.slug_of(topic) if topic else None
        with self._guard:
            self._files.refresh()
            topics = {name: topic.searched for name, topic in self._files.topics.items()}
            return recall.recall(topics, query=query.strip() if query else None, slug=slug)

    def facts_for_prompt(self) -> list[str]:
        """The Recent facts, tagged with their topic, and the pointer line ([] when empty)."""
        with self._guard:
            self._files.refresh()
            return prompt.prompt_lines(self._files.recent, self._files.topics)

    def topic_counts(self) -> dict[str, int]:
        """Every topic file's fact count, by slug in slug order."""
        with self._guard:
            self._files.refresh()
            return {slug: len(topic) for slug, topic in self._files.topics.items()}

    def recent(self) -> list[str]:
        """The `## Recent` facts, oldest first, as USER.md lists them now."""
        with self._guard:
            self._files.refresh()
            return list(self._files.recent)

    def every_fact(self) -> list[str]:
        """Every fact of every topic file, topic by topic in slug order."""
        with self._guard:
            self._files.refresh()
            return [fact for topic in self._files.topics.values() for fact in topic]


def _result(
    written: bool,
    reason: str,
    retired: list[str] | None = None,
    conflicts: list[str] | None = None,
    duplicate_of: str | None = None,
) -> WriteResult:
    return {
        "written": written,
        "reason": reason,
        "retired": retired or [],
        "conflicts": conflicts or [],
        "duplicate_of": duplicate_of,
    }


def _quoted(facts: list[str]) -> str:
    return ", ".join(f'"{fact}"' for fact in facts)
