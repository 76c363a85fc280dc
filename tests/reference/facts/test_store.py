"""The store end to end on a real folder: writes, replies, refusals, deletes and the lock."""

from __future__ import annotations

from pathlib import Path

import pytest
from kotoba_conformance.steps.support import store_files
from kotoba_reference.facts.index import LOCK_FILE, RECENT_CAP
from kotoba_reference.facts.refusals import COMPOUND_REFUSAL, SPANISH_REFUSAL
from kotoba_reference.facts.store import MemoryStore


@pytest.fixture
def store(tmp_path: Path) -> MemoryStore:
    return MemoryStore(tmp_path / "memory")


def files(store: MemoryStore) -> dict[str, bytes]:
    """Every byte of the store, as the suite's steps record it (the lock file left out)."""
    return store_files.snapshot(store.memory_dir)


def topic(store: MemoryStore, slug: str) -> str:
    return (store.memory_dir / "topics" / f"{slug}.md").read_text(encoding="utf-8")


def test_moss_green_over_cobalt_blue_answers_exactly_as_measured(store: MemoryStore) -> None:
    store.write_fact("Favorite color is cobalt blue", "preferences")
    result = store.write_fact("Favorite color is moss green", "preferences")
    assert result == {
        "written": True,
        "reason": "written",
        "retired": ["Favorite color is cobalt blue"],
        "conflicts": [],
        "duplicate_of": None,
    }
    assert not any(b"cobalt blue" in data for data in files(store).values())
    assert topic(store, "preferences") == "# preferences\n\n- Favorite color is moss green\n"


def test_the_correction_reply_says_what_was_retired_and_what_still_contradicts(
    store: MemoryStore,
) -> None:
    store.write_fact("Favorite color is cobalt blue", "preferences")
    compound = "Favorite color is indigo and likes jasmine tea"
    path = store.memory_dir / "topics" / "preferences.md"
    path.write_text(topic(store, "preferences") + f"- {compound}\n", encoding="utf-8")
    reply = store.memory_write("Favorite color is moss green", "preferences")
    retired_part, _, conflict_part = reply.partition("Still contradicts")
    assert '"Favorite color is cobalt blue"' in retired_part
    assert f'"{compound}"' in conflict_part
    assert compound in topic(store, "preferences")


def test_a_duplicate_in_another_topic_is_quoted_and_nothing_is_written(store: MemoryStore) -> None:
    store.write_fact("Has a dog named Luna", "pets")
    before = files(store)
    assert store.memory_write("has a dog named Luna.", "animals") == (
        'Already saved as "Has a dog named Luna" (pets); nothing written.'
    )
    assert store.write_fact("Has a dog named Luna", "animals")["duplicate_of"] == (
        "Has a dog named Luna"
    )
    assert files(store) == before


@pytest.mark.parametrize(
    ("fact", "reply", "reason"),
    [
        ("Tiene un perro llamado Luna", SPANISH_REFUSAL, "spanish"),
        ("Likes jasmine tea and the colour indigo", COMPOUND_REFUSAL, "compound"),
        (" \n\t", "NOT SAVED — the fact is empty", "empty"),
    ],
)
def test_a_refusal_leaves_every_file_as_it_was(
    store: MemoryStore, fact: str, reply: str, reason: str
) -> None:
    store.write_fact("Has a cat named Luna", "pets")
    before = files(store)
    assert store.memory_write(fact, "pets").startswith(reply)
    result = store.write_fact(fact, "pets")
    assert (result["written"], result["reason"]) == (False, reason)
    assert files(store) == before


def test_a_refusal_on_an_empty_store_creates_nothing(store: MemoryStore) -> None:
    store.memory_write("Vive en Madrid")
    assert not store.memory_dir.exists()


@pytest.mark.parametrize(("fact", "topic_"), [(42, "pets"), (None, None), ("Likes tea", 7)])
def test_a_value_that_is_not_text_raises_type_error(
    store: MemoryStore, fact: object, topic_: object
) -> None:
    with pytest.raises(TypeError, match="must be a string"):
        store.write_fact(fact, topic_)
    assert not store.memory_dir.exists()


def test_the_default_topic_is_general_and_hostile_topics_stay_inside(store: MemoryStore) -> None:
    store.write_fact("Likes tea")
    store.write_fact("Likes coffee", "../../../outside")
    store.write_fact("Likes cocoa", "..")
    names = sorted(p.name for p in (store.memory_dir / "topics").iterdir())
    assert names == ["general.md", "outside.md"]
    assert not (store.memory_dir.parent / "outside.md").exists()


def test_a_multi_line_fact_is_one_line(store: MemoryStore) -> None:
    store.write_fact("Has a cat\n## Topics\nnamed Luna", "pets")
    assert store.facts_for_prompt()[0] == "Has a cat ## Topics named Luna [pets]"
    assert "\n## Topics\n" in (store.memory_dir / "USER.md").read_text(encoding="utf-8")


def test_recent_holds_the_twenty_five_newest_and_search_finds_the_rest(
    store: MemoryStore,
) -> None:
    # Distinct band names, not numbers: facts differing only by a number correct each other.
    facts = [f"Owns a vinyl record by {chr(65 + i // 6)}{chr(97 + i % 6)}x" for i in range(30)]
    for fact in facts:
        assert store.write_fact(fact, "music")["written"]
    lines = store.facts_for_prompt()
    assert [line.removesuffix(" [music]") for line in lines[:-1]] == facts[-RECENT_CAP:]
    assert lines[-1].startswith("(This list is the 25 most recent of 30 facts, across 1 topics:")
    assert f"{facts[0]} [music]" in store.memory_recall(query="Aax")


def test_a_missing_memory_folder_is_regenerated_by_the_next_write(store: MemoryStore) -> None:
    store.write_fact("Has a cat named Luna", "pets")
    for path in sorted(store.memory_dir.rglob("*"), reverse=True):
        path.rmdir() if path.is_dir() else path.unlink()
    store.memory_dir.rmdir()
    store.write_fact("Works as a security engineer", "work")
    assert store.facts_for_prompt()[0] == "Works as a security engineer [work]"
    assert (store.memory_dir / LOCK_FILE).exists()


def test_hand_edits_are_real_memory(store: MemoryStore) -> None:
    store.write_fact("Works as a security engineer", "work")
    path = store.memory_dir / "topics" / "work.md"
    path.write_text(
        topic(store, "work") + "Prose is not a fact.\n- Plays bass in a band\n", "utf-8"
    )
    assert "Plays bass in a band" not in "\n".join(store.facts_for_prompt())
    assert "Plays bass in a band" in store.memory_recall(query="bass")
    reply = store.memory_recall(topic="work")
    assert "Works as a security engineer" in reply
    assert "Plays bass in a band" in reply
    assert "Prose" not in reply


def test_a_recent_line_added_by_hand_is_inline_bare_until_the_next_write(
    store: MemoryStore,
) -> None:
    store.write_fact("Has a cat named Luna", "pets")
    user_md = store.memory_dir / "USER.md"
    text = user_md.read_text(encoding="utf-8")
    user_md.write_text(text.replace("\n\n## Topics", "\n- Added by hand\n\n## Topics"), "utf-8")
    assert store.facts_for_prompt()[1] == "Added by hand"
    store.write_fact("Works as a security engineer", "work")
    assert "Added by hand" not in "\n".join(store.facts_for_prompt())


def test_deleting_a_topic_removes_its_file_and_rebuilds_the_index(store: MemoryStore) -> None:
    store.write_fact("Has a cat named Luna", "pets")
    store.write_fact("Works as a security engineer", "work")
    store.delete_topic("pets")
    assert not (store.memory_dir / "topics" / "pets.md").exists()
    user_md = (store.memory_dir / "USER.md").read_text(encoding="utf-8")
    assert "Luna" not in user_md
    assert "- work → topics/work.md (1 facts)" in user_md
    before = files(store)
    store.delete_topic("pets")
    store.delete_topic("../USER")
    store.delete_topic("")
    assert files(store) == before


def test_recall_is_read_only_and_jailed(store: MemoryStore, tmp_path: Path) -> None:
    (tmp_path / "secret.md").write_text("- the secret\n", encoding="utf-8")
    store.write_fact("Has a cat named Luna", "pets")
    before = files(store)
    assert "the secret" not in store.memory_recall(topic="../secret")
    assert "the secret" not in store.memory_recall(topic="../../secret")
    assert store.memory_recall(query="cat").startswith("1 saved facts match")
    assert files(store) == before


def test_retiring_the_last_fact_of_a_generated_topic_removes_the_file(store: MemoryStore) -> None:
    store.write_fact("Lives in Barcelona", "personal")
    reply = store.memory_write("Lives in Madrid", "location")
    assert 'Replaced (retired, deleted from every topic): "Lives in Barcelona"' in reply
    assert not (store.memory_dir / "topics" / "personal.md").exists()
    assert store.facts_for_prompt()[0] == "Lives in Madrid [location]"
