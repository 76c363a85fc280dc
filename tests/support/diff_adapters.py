"""Implementations differing from the reference in one known way, for `diff`'s tests."""

from __future__ import annotations

from pathlib import Path

from kotoba_conformance.steps.support import store_files
from kotoba_reference.adapter import ReferenceSystem

from tests.support.adapters import RequiredOnly


class _SystemReversingThePrompt(ReferenceSystem):
    def facts_for_prompt(self) -> list[str]:
        lines = super().facts_for_prompt()
        facts = [line for line in lines if not line.startswith("(This list")]
        return [*reversed(facts), *lines[len(facts) :]]


class ReversesThePrompt(RequiredOnly):
    """The prompt's fact lines in the opposite order to Recent's: R4 leaves Recent's order open,
    not the prompt's against it, so this difference is unexplained (PROMPT-1)."""

    system_class = _SystemReversingThePrompt


class _SystemWithoutRelatedHits(ReferenceSystem):
    def memory_recall(self, query: str | None = None, topic: str | None = None) -> str:
        if topic is None or query is not None:
            return super().memory_recall(query=query, topic=topic)
        own = store_files.topic_facts(Path(self.memory_dir()), topic)
        reply = super().memory_recall(topic=topic)
        return "\n".join(line for line in reply.splitlines() if any(f in line for f in own))


class ShowsNoRelatedHits(RequiredOnly):
    """A topic read showing only the topic's own facts: fewer related hits than the reference,
    which R12 allows (up to 4)."""

    system_class = _SystemWithoutRelatedHits
