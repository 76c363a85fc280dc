"""Search: stemmed, accent-folded, ranked by coverage; topic reads with related hits."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from unittest import mock

import pytest
import snowballstemmer  # type: ignore[import-untyped]
from hypothesis import given
from hypothesis import strategies as st
from kotoba_reference.facts import recall as recall_module
from kotoba_reference.facts.recall import RELATED_HITS, query_stems, recall, search, stems

TOPICS: dict[str, tuple[str, ...]] = {
    "location": ("Lives in Madrid",),
    "food": ("Drinks a café con leche every morning", "Likes spicy food"),
    "work": ("Works as a security engineer", "Plays bass in a band"),
    "transport": ("Commutes to work by bike",),
}


def test_where_do_i_live_finds_lives_in_madrid() -> None:
    assert query_stems("where do I live") == {"live"}
    hits = search("where do I live", TOPICS)
    assert [(hit.fact, hit.slug) for hit in hits] == [("Lives in Madrid", "location")]
    assert "- Lives in Madrid [location]" in recall(TOPICS, query="where do I live")


def test_accents_do_not_matter_either_way() -> None:
    assert search("cafe", TOPICS)[0].fact == "Drinks a café con leche every morning"
    accented = {"food": ("Likes the cafe downstairs",)}
    assert search("café", accented)[0].fact == "Likes the cafe downstairs"


def test_hits_are_ranked_by_how_much_of_the_query_they_cover() -> None:
    hits = search("spicy food for work", TOPICS)
    assert hits[0].fact == "Likes spicy food"
    assert hits[0].score == pytest.approx(2 / 3)
    assert {hit.fact for hit in hits[1:]} == {
        "Commutes to work by bike",
        "Works as a security engineer",
    }


def test_reading_a_topic_shows_all_of_it_and_related_hits_from_other_topics() -> None:
    reply = recall(TOPICS, slug="work")
    assert "- Works as a security engineer" in reply
    assert "- Plays bass in a band" in reply
    assert "- Commutes to work by bike [transport]" in reply


def test_never_more_than_four_related_hits() -> None:
    many = {"work": ("Works as a nurse",)} | {
        f"t{i}": (f"Talks about work number {i}",) for i in range(10)
    }
    reply = recall(many, slug="work")
    assert reply.count("Talks about work") == RELATED_HITS


def test_neither_lists_every_topic_with_its_count() -> None:
    reply = recall(TOPICS)
    assert "- food (2 facts)" in reply
    assert "- transport (1 facts)" in reply
    assert recall({}) == "Nothing is saved yet."


def test_nothing_found_says_so() -> None:
    assert recall(TOPICS, query="submarine") == 'Nothing saved matches "submarine".'
    assert recall(TOPICS, slug="nothing-here").startswith(
        'No saved facts under topic "nothing-here"'
    )


@pytest.mark.parametrize(
    "topics",
    [
        {"family": ("Sister lives in Barcelona",), "location": ("Lives in Madrid",)},
        {"location": ("Lives in Madrid", "Sister lives in Barcelona")},
        {"a-family": ("Sister lives in Barcelona",), "location": ("Lives in Madrid",)},
    ],
)
def test_a_coverage_tie_goes_to_the_more_focused_fact(topics: dict[str, tuple[str, ...]]) -> None:
    hits = search("where do I live", topics)
    assert [hit.fact for hit in hits] == ["Lives in Madrid", "Sister lives in Barcelona"]
    assert hits[0].score == hits[1].score


def test_stopwords_in_a_fact_do_not_make_it_less_focused() -> None:
    topics = {"location": ("Sister lives in Barcelona", "Lives in the city of Madrid")}
    hits = search("live", topics)  # two uncovered content words each: a tie, so newest first
    assert [hit.fact for hit in hits] == [
        "Lives in the city of Madrid",
        "Sister lives in Barcelona",
    ]


def test_coverage_still_comes_before_focus() -> None:
    topics = {"location": ("Lives in Madrid",), "family": ("Sister lives in Barcelona",)}
    assert search("where does my sister live", topics)[0].fact == "Sister lives in Barcelona"


def test_an_equally_focused_tie_goes_to_the_newest_fact() -> None:
    hits = search("where do I live", {"location": ("Lives in Madrid", "Lives in Lisbon")})
    assert [hit.fact for hit in hits] == ["Lives in Lisbon", "Lives in Madrid"]


def test_stemming_many_words_at_once_matches_one_at_a_time() -> None:
    found = ["lives", "running", "paintings", "lives", "cafe"]
    assert (
        stems(found)
        == [stems([word])[0] for word in found]
        == [
            "live",
            "run",
            "paint",
            "live",
            "cafe",
        ]
    )


@contextmanager
def stem_cache_of(bound: int) -> Iterator[dict[str, str]]:
    """Recall's table of stems, emptied and bounded to `bound` words, for the block."""
    table: dict[str, str] = {}
    with (
        mock.patch.object(recall_module, "MAX_STEMS", bound),
        mock.patch.object(recall_module, "_STEMS", table),
    ):
        yield table


def test_a_word_stemmed_before_the_table_filled_up_is_still_answered() -> None:
    """A store with more distinct words than the table holds (2**18: a million facts) crashed
    every search with KeyError: the table was emptied to make room, then read for a word it
    had held before."""
    with stem_cache_of(4) as table:
        assert stems(["lives", "running"]) == ["live", "run"]
        assert stems(["lives", "paintings", "cafes", "walked"]) == ["live", "paint", "cafe", "walk"]
        assert len(table) <= 4
        assert stems(["running", "lives"]) == ["run", "live"]


def test_more_new_words_in_one_call_than_the_table_holds_are_all_answered() -> None:
    found = ["lives", "running", "paintings", "cafes", "walked", "hiking", "cooks"]
    with stem_cache_of(3) as table:
        assert stems(found) == ["live", "run", "paint", "cafe", "walk", "hike", "cook"]
        assert len(table) <= 3


ENGLISH = snowballstemmer.stemmer("english")


@given(st.lists(st.lists(st.text(alphabet="aeiklnrsy", min_size=1, max_size=6), max_size=9)))
def test_stems_answers_every_word_it_is_given_full_or_not(calls: list[list[str]]) -> None:
    """Whatever the table held before, and however full it gets, every answer is the
    stemmer's own, in order, and the table stays within its bound."""
    with stem_cache_of(5) as table:
        for found in calls:
            assert stems(found) == ENGLISH.stemWords(found)
            assert len(table) <= 5


@given(st.lists(st.sampled_from(["Luna", "Miso", "bread", "sailboat"]), min_size=1, max_size=9))
def test_an_index_built_in_batches_files_each_fact_once_at_its_own_place(
    names: list[str],
) -> None:
    """A topic's facts reach the stemmer `STEMMED_AT_ONCE` at a time (4,096): with a bound of
    two, every batch after the first still files each fact once, at its position in the file."""
    facts = [f"Fact {i} names {name}" for i, name in enumerate(names)]
    with mock.patch.object(recall_module, "STEMMED_AT_ONCE", 2):
        index = recall_module.StemIndex(facts)
    for stem in {*stems([n.lower() for n in names]), "fact"}:
        expected = [i for i, fact in enumerate(facts) if stem in stems(fact.lower().split())]
        assert list(index.positions(stem)) == expected
