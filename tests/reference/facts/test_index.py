"""USER.md and topic files: their exact shapes, the slug jail, and atomic writes."""

from __future__ import annotations

from pathlib import Path

import pytest
from kotoba_reference.facts.index import (
    HEADER,
    RECENT_CAP,
    atomic_write,
    bullets,
    rebuilt_recent,
    recent_of,
    render_index,
    render_topic,
    slug_of,
    topic_path,
    write_slug,
)

THREE_FACTS_USER_MD = (
    "Durable memory, organized by topic — about you and about anything important (projects, "
    "plans, context). Kotoba reads this index every conversation; details live in the linked "
    "topic files (she can recall any of them on demand) and she creates new topics freely as "
    "things come up. You can edit any of these.\n"
    "\n"
    "## Recent\n"
    "\n"
    "- Has a cat named Luna\n"
    "- Works as a security engineer\n"
    "- Favorite color is cobalt blue\n"
    "\n"
    "## Topics\n"
    "\n"
    "- pets → topics/pets.md (1 facts)\n"
    "- preferences → topics/preferences.md (1 facts)\n"
    "- work → topics/work.md (1 facts)\n"
)


def test_the_documented_index_of_three_facts_is_rendered_exactly() -> None:
    recent = [
        "Has a cat named Luna",
        "Works as a security engineer",
        "Favorite color is cobalt blue",
    ]
    counts = {"work": 1, "pets": 1, "preferences": 1}
    assert render_index(recent, counts) == THREE_FACTS_USER_MD
    assert THREE_FACTS_USER_MD.startswith(HEADER)


def test_recent_is_read_back_up_to_the_next_heading() -> None:
    assert recent_of(THREE_FACTS_USER_MD) == (
        "Has a cat named Luna",
        "Works as a security engineer",
        "Favorite color is cobalt blue",
    )
    assert recent_of("no index here") == ()


def test_only_dash_bullets_are_facts() -> None:
    text = "# pets\n\nSome prose.\n## Notes\n- Has a cat named Luna\n* not this\n-nor this\n- \n"
    assert bullets(text) == ("Has a cat named Luna",)


def test_a_topic_file_is_a_heading_and_bullets() -> None:
    assert render_topic("pets", ["Has a cat named Luna"]) == "# pets\n\n- Has a cat named Luna\n"


@pytest.mark.parametrize(
    ("topic", "slug"),
    [
        ("Pets", "pets"),
        ("Café & Crème", "cafe-creme"),
        ("../../etc/passwd", "etc-passwd"),
        ("..", ""),
        ("/abs/path.md", "abs-path-md"),
        ("C:\\Windows\\system32", "c-windows-system32"),
        ("topics/../../USER", "topics-user"),
        ("a\x00b", "a-b"),
        ("x" * 300, "x" * 64),
    ],
)
def test_a_slug_is_only_lowercase_letters_digits_and_dashes(topic: str, slug: str) -> None:
    assert slug_of(topic) == slug


@pytest.mark.parametrize("topic", [None, "", "..", "!!!", "ペット"])
def test_a_write_without_a_usable_topic_goes_to_general(topic: str | None) -> None:
    assert write_slug(topic) == "general"


@pytest.mark.parametrize("hostile", ["../x", "a/b", "", "A", "x.md"])
def test_a_topic_path_refuses_anything_but_a_slug(tmp_path: Path, hostile: str) -> None:
    with pytest.raises(ValueError, match="not a topic slug"):
        topic_path(tmp_path, hostile)


def test_recent_keeps_what_still_exists_and_the_newest_twenty_five() -> None:
    previous = [f"fact {i}" for i in range(30)]
    recent = rebuilt_recent(previous, lambda fact: fact != "fact 29", "new")
    assert len(recent) == RECENT_CAP
    assert recent[-1] == "new"
    assert "fact 29" not in recent
    assert recent[0] == "fact 5"


def test_a_recent_line_equal_to_the_new_fact_moves_to_the_end() -> None:
    assert rebuilt_recent(["a", "b", "c"], lambda _: True, "a") == ["b", "c", "a"]


def test_an_atomic_write_leaves_only_the_target(tmp_path: Path) -> None:
    target = tmp_path / "USER.md"
    atomic_write(target, "first\n")
    atomic_write(target, "second — ü\n")
    assert target.read_text(encoding="utf-8") == "second — ü\n"
    assert [p.name for p in tmp_path.iterdir()] == ["USER.md"]
