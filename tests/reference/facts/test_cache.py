"""The store's memory of its files: trusted only while the files say so, re-read file by file.

Every test edits a file behind a store's back (by hand, or as a second store in the same folder)
and checks the next call sees it; the last ones check that an unchanged file is not read again.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from kotoba_reference.facts import cache
from kotoba_reference.facts.cache import FileCache
from kotoba_reference.facts.judgement import FactIndex
from kotoba_reference.facts.normalise import terms, words
from kotoba_reference.facts.recall import StemIndex, stems
from kotoba_reference.facts.store import MemoryStore


@pytest.fixture
def store(tmp_path: Path) -> MemoryStore:
    return MemoryStore(tmp_path / "memory")


def topic_file(store: MemoryStore, slug: str) -> Path:
    return store.memory_dir / "topics" / f"{slug}.md"


def test_a_bullet_replaced_by_hand_with_one_of_the_same_length_is_seen(store: MemoryStore) -> None:
    store.write_fact("Lives in Madrid", "location")
    assert "Lives in Madrid" in store.memory_recall(query="Madrid")
    path = topic_file(store, "location")
    path.write_text(path.read_text(encoding="utf-8").replace("Madrid", "Berlin"), encoding="utf-8")
    assert "Lives in Berlin" in store.memory_recall(query="Berlin")
    assert store.write_fact("Lives in Berlin", "elsewhere")["reason"] == "duplicate"


def test_a_write_by_another_store_in_the_same_folder_is_judged_against(
    store: MemoryStore,
) -> None:
    other = MemoryStore(store.memory_dir)
    store.write_fact("Favorite color is cobalt blue", "preferences")
    other.write_fact("Favorite color is moss green", "preferences")
    result = store.write_fact("Favorite color is moss green", "colours")
    assert result["duplicate_of"] == "Favorite color is moss green"
    assert "cobalt" not in " ".join(store.facts_for_prompt())


def test_a_topic_file_deleted_or_created_by_hand_is_seen(store: MemoryStore) -> None:
    store.write_fact("Has a cat named Luna", "pets")
    topic_file(store, "pets").unlink()
    topic_file(store, "hobbies").write_text("# hobbies\n\n- Plays bass\n", encoding="utf-8")
    assert store.topic_counts() == {"hobbies": 1}
    assert "[hobbies]" in store.memory_recall(query="bass")


def test_a_recent_line_added_by_hand_is_seen_by_the_next_call(store: MemoryStore) -> None:
    store.write_fact("Has a cat named Luna", "pets")
    user_md = store.memory_dir / "USER.md"
    text = user_md.read_text(encoding="utf-8")
    user_md.write_text(text.replace("## Topics", "- Enjoys hiking\n\n## Topics"), "utf-8")
    assert store.recent() == ["Has a cat named Luna", "Enjoys hiking"]


def test_the_whole_folder_deleted_leaves_an_empty_store(store: MemoryStore) -> None:
    store.write_fact("Has a cat named Luna", "pets")
    for path in sorted(store.memory_dir.rglob("*"), reverse=True):
        path.rmdir() if path.is_dir() else path.unlink()
    store.memory_dir.rmdir()
    assert store.facts_for_prompt() == []
    assert store.write_fact("Has a cat named Luna", "pets")["written"] is True


def test_files_that_are_not_slugs_are_not_topics(tmp_path: Path) -> None:
    topics = tmp_path / "topics"
    topics.mkdir()
    (topics / "pets.md").write_text("# pets\n\n- Has a cat named Luna\n", encoding="utf-8")
    (topics / "My Notes.md").write_text("- ignored\n", encoding="utf-8")
    (topics / ".pets.md.1.0.tmp").write_text("- ignored\n", encoding="utf-8")
    (topics / "folder.md").mkdir()
    files = FileCache(tmp_path)
    files.refresh()
    assert list(files.topics) == ["pets"]
    missing = FileCache(tmp_path / "missing")
    missing.refresh()
    assert missing.topics == {}


def reads_counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the files the cache reads from now on."""
    read: list[str] = []
    signed_read = cache.read_signed

    def counting(path: str | Path) -> tuple[str, cache.Signature | None] | None:
        read.append(Path(path).name)
        return signed_read(path)

    monkeypatch.setattr(cache, "read_signed", counting)
    return read


def test_only_a_changed_file_is_read_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "topics").mkdir()
    for slug in ("a", "b", "c"):
        (tmp_path / "topics" / f"{slug}.md").write_text(f"# {slug}\n\n- {slug}\n", "utf-8")
    files = FileCache(tmp_path)
    files.refresh()
    read = reads_counted(monkeypatch)
    files.refresh()
    assert read == []
    (tmp_path / "topics" / "b.md").write_text("# b\n\n- bee\n", "utf-8")
    files.refresh()
    assert read == ["b.md"]
    assert list(files.topics["b"]) == ["bee"]


def test_a_file_read_while_it_changes_is_read_again_next_time(tmp_path: Path) -> None:
    """The signature of what was read is kept only when the file stood still during the read."""
    path = tmp_path / "f.md"
    path.write_text("- one\n", "utf-8")
    read = cache.read_signed(path)
    assert read is not None
    assert read[1] == cache.signature(os.stat(path))


def test_the_stores_own_writes_need_no_reading_back(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.write_fact("Has a cat named Luna", "pets")
    store.write_fact("Works as a security engineer", "work")
    read = reads_counted(monkeypatch)
    store.write_fact("Favorite color is cobalt blue", "preferences")
    store.write_fact("Has a dog named Rex", "pets")
    store.memory_recall(query="dog")
    store.facts_for_prompt()
    assert read == []


def test_a_fact_written_after_a_search_is_found_by_the_next_one(store: MemoryStore) -> None:
    """The indexes built by the first search grow with each write, never rebuilt."""
    store.write_fact("Has a cat named Luna", "pets")
    assert store.memory_recall(query="violin").startswith("Nothing saved")
    store.write_fact("Plays the violin", "pets")
    assert "- Plays the violin [pets]" in store.memory_recall(query="violin")
    assert store.write_fact("plays the violin", "hobbies")["duplicate_of"] == "Plays the violin"
    assert store.facts_for_prompt()[1] == "Plays the violin [pets]"


FACTS = st.lists(
    st.text(alphabet="ab cé.", min_size=1, max_size=12).map(str.strip).filter(bool), max_size=12
)


@given(FACTS, st.integers(min_value=0, max_value=12))
def test_an_index_grown_fact_by_fact_answers_as_one_built_at_once(
    facts: list[str], built: int
) -> None:
    whole_stems, grown_stems = StemIndex(facts), StemIndex(facts[:built])
    whole_facts, grown_facts = FactIndex(facts), FactIndex(facts[:built])
    for fact in facts[built:]:
        grown_stems.add(fact)
        grown_facts.add(fact)
    assert list(grown_stems) == list(whole_stems) == list(grown_facts) == facts
    for fact in facts:
        for stem in stems(words(fact)):
            assert list(grown_stems.positions(stem)) == list(whole_stems.positions(stem))
        assert grown_facts.twin(fact) == whole_facts.twin(fact)
        found = terms(fact)
        if found:
            first, last = found[0], found[-1]
            assert grown_facts.candidates(first, last) == whole_facts.candidates(first, last)
