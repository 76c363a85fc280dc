"""The topic tags are looked up only among the 12 biggest topics (the pointer line's cap), so with
13 topics or more a recent fact filed under a small topic is shown bare."""

CLAUSE = "PROMPT-1"
SENTENCE = "Each recent fact is tagged with the topic file it lives in"
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    ("for slug, _n in list_topics():", "for slug, _n in list_topics()[:_MAX_TOPICS_IN_SUMMARY]:"),
)
