"""The invented facts many scenarios and both modes store must be unrelated by every faithful
reading (R14): each ends in a word no other fact has, and no two share two words."""

from __future__ import annotations

import itertools
from collections import Counter

from kotoba_conformance.steps.support.invented_facts import distinct_facts, numbered_facts


def test_each_invented_fact_ends_in_a_word_of_its_own() -> None:
    last_words = Counter(fact.split()[-1] for fact in distinct_facts(5000))
    assert max(last_words.values()) == 1


def test_no_two_invented_facts_share_two_words() -> None:
    facts = [set(fact.lower().split()) for fact in distinct_facts(1500)]
    shared = [(a, b) for a, b in itertools.combinations(range(len(facts)), 2)
              if len(facts[a] & facts[b]) >= 2]  # fmt: skip
    assert not shared


def test_a_fact_is_the_same_whatever_the_count_and_numbered_from_one() -> None:
    assert distinct_facts(3, 10) == distinct_facts(13)[10:]
    assert numbered_facts(1, 2) == distinct_facts(2)
