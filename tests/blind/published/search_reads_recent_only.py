"""Search reads the facts listed under ## Recent instead of every topic file, so a fact past the 25
newest (or added to a topic file by hand) is no longer found.

clause: PROMPT-5
sentence: Everything older is still in its topic file and still reachable through memory_recall, it
  is just not in front of her by default.
"""

# ruff: noqa: E501 - edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        "    for slug, _ in list_topics():\n        for fact in topic_facts(slug):\n            fk = _search_keys(fact)",
        "    where = _topic_of()\n    for fact in _read_recent():\n        slug = where.get(_norm(fact), _DEFAULT_TOPIC)\n        if fact:\n            fk = _search_keys(fact)",
    ),
)
