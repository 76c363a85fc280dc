"""The topic tags are looked up only among the 12 biggest topics (the pointer line's cap), so with
13 topics or more a recent fact filed under a small topic is shown bare.

clause: PROMPT-1
sentence: Each recent fact is tagged with the topic file it lives in
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    ("for slug, _n in list_topics():", "for slug, _n in list_topics()[:_MAX_TOPICS_IN_SUMMARY]:"),
)
