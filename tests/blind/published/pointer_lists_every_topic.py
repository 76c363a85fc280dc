"""The pointer line names every topic with its count, uncapped, so with 54 topics of long slugs it
runs past a thousand characters."""

CLAUSE = "PROMPT-3"
SENTENCE = "The pointer line is bounded on purpose."
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    ('f"{topic_summary()}. Use memory_recall', 'f"{topic_summary(len(topics))}. Use memory_recall'),
)
