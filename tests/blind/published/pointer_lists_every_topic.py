"""The pointer line names every topic with its count, uncapped, so with 54 topics of long slugs it
runs past a thousand characters.

clause: PROMPT-3
sentence: The pointer line is bounded on purpose.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    ('f"{topic_summary()}. Use memory_recall', 'f"{topic_summary(len(topics))}. Use memory_recall'),
)
