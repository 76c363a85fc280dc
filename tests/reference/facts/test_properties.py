"""Properties of the reference's fact store, through the adapter contract, for generated input.

1. No topic name, whatever its text, makes a file outside `topics/`, and every topic file's name
   is a slug (`[a-z0-9-]+.md`): when writing, deleting or reading a topic.
2. A stored fact is one line of at most 401 characters (400 and an ellipsis), whatever the text.
3. A refused write (Spanish, compound, empty, not a string) leaves every file byte for byte.
4. A written fact is found by a search for its words, and shown verbatim.
5. After a write, each `## Topics` line counts the bullets in its topic file, one line per file.

Each example gets its own scratch folder (a `TemporaryDirectory` in the test body: pytest's
function-scoped fixtures are shared by every example of a `@given` test).
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from kotoba_conformance.contract import formats
from kotoba_conformance.contract.adapter import Adapter, System
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts
from kotoba_reference.adapter import ReferenceAdapter

ADAPTER: Adapter = ReferenceAdapter()
TOPIC_FILE = re.compile(r"^[a-z0-9-]+\.md$")
CAP = 400
ELLIPSIS = "…"
PROPERTY = settings(max_examples=60, deadline=None)

SEED_FACTS = [
    ("Has a cat named Luna", "pets"),
    ("Works as a security engineer", "work"),
    ("Favorite color is cobalt blue", "preferences"),
]
WHITESPACE = " \t\n\r\x0b\x0c\x1c\x1d\x1e\x1f\x85\xa0\u2028\u2029\u3000"
SPANISH_ONLY_WORDS = ["perro", "llamado", "hermana", "también", "mañana", "ciudad", "siempre"]

_SYLLABLES = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"]
invented_word = st.builds(
    lambda syllables, end: "".join(syllables) + end,
    st.lists(st.sampled_from(_SYLLABLES), min_size=2, max_size=3),
    st.sampled_from("kxw"),
)
"""A word of no language (like `distinct_facts`' words): never Spanish, a stopword or a verb."""
invented_fact = st.lists(invented_word, min_size=2, max_size=6).map(
    lambda words: " ".join(words).capitalize()
)


@contextmanager
def opened() -> Iterator[tuple[System, Path]]:
    """A fresh system in a scratch folder that stands for the user's whole machine."""
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        (root / "user").mkdir()
        env = {"HOME": str(root / "user"), "KOTOBA_HOME": str(root / "user" / ".kotoba")}
        system = ADAPTER.open({"env": env})
        try:
            yield system, root
        finally:
            system.close()


def seeded(system: System) -> None:
    for fact, topic in SEED_FACTS:
        assert system.write_fact(fact, topic)["written"]


def stray_files(root: Path, memory_dir: Path) -> list[str]:
    """Every file under root that is neither the index, its lock, nor `topics/<slug>.md`."""
    allowed = {memory_dir / store_files.USER_MD, memory_dir / store_files.LOCK_FILE}
    topics = memory_dir / store_files.TOPICS
    return [
        str(path.relative_to(root))
        for path in sorted(root.rglob("*"))
        if path.is_file()
        and path not in allowed
        and not (path.parent == topics and TOPIC_FILE.match(path.name))
    ]


# --- 1. the slug jail --------------------------------------------------------------------------


@PROPERTY
@given(topic=st.text())
def test_no_topic_name_makes_a_file_outside_topics(topic: str) -> None:
    with opened() as (system, root):
        memory_dir = Path(system.memory_dir())
        system.memory_write("Keeps a spare key under the mat", topic)
        holders = [
            slug
            for slug, facts in store_files.all_topic_facts(memory_dir).items()
            if "Keeps a spare key under the mat" in facts
        ]
        assert len(holders) == 1, holders
        assert stray_files(root, memory_dir) == []
        system.memory_recall(topic=topic)
        system.delete_topic(topic)
        assert stray_files(root, memory_dir) == []


@PROPERTY
@given(topics=st.lists(st.text(min_size=1), min_size=1, max_size=4))
def test_deleting_any_topic_name_deletes_nothing_outside_topics(topics: list[str]) -> None:
    with opened() as (system, root):
        memory_dir = Path(system.memory_dir())
        seeded(system)
        planted = [folder / "notes.md" for folder in (root, root / "user", memory_dir.parent)]
        planted.append(memory_dir / "notes.md")
        for path in planted:
            path.write_text("- Outside the topics\n", encoding="utf-8")
        for topic in topics:
            system.delete_topic(topic)
        for path in planted:
            assert path.read_text(encoding="utf-8") == "- Outside the topics\n", path
        remaining = store_files.all_topic_facts(memory_dir)
        assert set(remaining) <= {topic for _, topic in SEED_FACTS}
        counted = {line.split(" → ")[0][2:] for line in store_files.topic_lines(memory_dir)}
        assert counted == set(remaining)


# --- 2. one line, capped ---------------------------------------------------------------------


@PROPERTY
@given(
    text=st.text(max_size=500)
    | st.text(st.sampled_from("ab \n\t.é"), min_size=380, max_size=900)
    | st.lists(invented_word, min_size=40, max_size=120).map(" ".join)
)
def test_a_stored_fact_is_one_line_within_the_cap(text: str) -> None:
    with opened() as (system, _root):
        memory_dir = Path(system.memory_dir())
        result = system.write_fact(text, "notes")
        collapsed = " ".join(text.split())
        if not result["written"]:
            assert result["reason"] in ("empty", "spanish", "compound"), result
            assert not store_files.all_topic_facts(memory_dir)
            return
        stored = store_files.topic_facts(memory_dir, "notes")
        assert len(stored) == 1, stored
        fact = stored[0]
        assert len(fact) <= CAP + len(ELLIPSIS)
        if len(collapsed) <= CAP:
            assert fact == collapsed
        else:
            assert fact.endswith(ELLIPSIS)
            assert collapsed.startswith(fact.removesuffix(ELLIPSIS))
        topic_lines = store_files.topic_file(memory_dir, "notes").read_text("utf-8").splitlines()
        assert topic_lines == ["# notes", "", f"- {fact}"]
        assert store_files.recent(memory_dir) == [fact]


# --- 3. refusals change nothing ----------------------------------------------------------------


def phrase(min_size: int = 1) -> st.SearchStrategy[str]:
    return st.lists(invented_word, min_size=min_size, max_size=4).map(" ".join)


spanish_fact = st.tuples(phrase(0), st.sampled_from(SPANISH_ONLY_WORDS), phrase(0)).map(
    lambda parts: " ".join(p for p in parts if p).capitalize()
)
compound_fact = st.one_of(
    st.tuples(invented_fact, phrase()).map(lambda parts: f"{parts[0]}; {parts[1]}"),
    st.tuples(invented_fact, phrase()).map(lambda parts: f"{parts[0]} and works as {parts[1]}"),
)
blank_fact = st.text(st.sampled_from(WHITESPACE), max_size=20)
not_text = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False),
    st.lists(st.text(max_size=20), max_size=3),
    st.dictionaries(st.text(max_size=5), st.text(max_size=5), max_size=2),
)


@PROPERTY
@given(fact=spanish_fact | compound_fact | blank_fact, topic=st.none() | st.text(max_size=20))
def test_a_refused_write_leaves_every_file_as_it_was(fact: str, topic: str | None) -> None:
    with opened() as (system, root):
        seeded(system)
        before = store_files.snapshot(root)
        reply = system.memory_write(fact, topic)
        assert reply.startswith("NOT SAVED"), reply
        result = system.write_fact(fact, topic)
        assert result["written"] is False
        assert result["reason"] in ("spanish", "compound", "empty"), result
        assert store_files.snapshot(root) == before


@PROPERTY
@given(
    arguments=st.tuples(not_text, st.just("pets"))
    | st.tuples(st.just("Has a dog named Luna"), not_text.filter(lambda value: value is not None))
)
def test_a_value_that_is_not_text_is_turned_away_and_changes_nothing(
    arguments: tuple[object, object],
) -> None:
    fact, topic = arguments  # a topic of None is the default topic, not a bad argument
    with opened() as (system, root):
        seeded(system)
        before = store_files.snapshot(root)
        for action in (system.memory_write, system.write_fact):
            try:
                answer = action(fact, topic)
            except (TypeError, ValueError):
                continue
            assert isinstance(answer, str) or answer["written"] is False, answer
        assert store_files.snapshot(root) == before


# --- 4. what is written is found -----------------------------------------------------------------


@PROPERTY
@given(facts=st.lists(invented_fact, min_size=1, max_size=5), topic=st.text(max_size=12))
def test_a_written_fact_is_found_by_a_search_for_it(facts: list[str], topic: str) -> None:
    with opened() as (system, _root):
        seeded(system)
        found = 0
        for fact in facts:
            if system.write_fact(fact, topic or None)["written"]:
                # All but the first word: a reply quoting its query ("nothing matches …") must
                # not pass for one that found the fact.
                query = fact.split(" ", 1)[1]
                reply = system.memory_recall(query=query)
                assert fact in reply, reply
                found += 1
        assert found >= 1  # the first one always is: nothing stored shares a word with it


# --- 5. Topics counts the bullets ------------------------------------------------------------


@PROPERTY
@given(
    writes=st.lists(
        st.tuples(st.integers(0, 40), st.sampled_from(["pets", "work", "a/b", "Pets!", "", "ü"])),
        min_size=1,
        max_size=12,
    )
)
def test_each_topics_line_counts_the_bullets_of_its_file(writes: list[tuple[int, str]]) -> None:
    with opened() as (system, _root):
        memory_dir = Path(system.memory_dir())
        written: set[int] = set()
        for number, topic in writes:
            result = system.write_fact(distinct_facts(1, number)[0], topic)
            assert result["written"] is (number not in written), result
            written.add(number)
            files = store_files.all_topic_facts(memory_dir)
            counted: dict[str, int] = {}
            for line in store_files.topic_lines(memory_dir):
                match = formats.TOPIC_LINE.match(line)
                assert match, line
                assert match["slug"] not in counted, line
                counted[match["slug"]] = int(match["count"])
            assert counted == {slug: len(facts) for slug, facts in files.items()}
            assert sum(counted.values()) == len(written)
