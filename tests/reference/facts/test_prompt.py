"""The prompt lines: tagged Recent facts and one bounded pointer line."""

from __future__ import annotations

from kotoba_reference.facts.prompt import pointer_line, prompt_lines

TAIL = "Use memory_recall for anything not shown — it is saved, just not inline.)"


def test_the_documented_two_lunas() -> None:
    recent = ["Has a dog named Luna", "Has a cat named Luna"]
    assert prompt_lines(recent, {"pets": tuple(recent)}) == [
        "Has a dog named Luna [pets]",
        "Has a cat named Luna [pets]",
        f"(This list is the 2 most recent of 2 facts, across 1 topics: pets (2). {TAIL}",
    ]


def test_the_documented_three_facts() -> None:
    topics = {
        "pets": ("Has a cat named Luna",),
        "work": ("Works as a security engineer",),
        "preferences": ("Favorite color is cobalt blue",),
    }
    recent = [
        "Has a cat named Luna",
        "Works as a security engineer",
        "Favorite color is cobalt blue",
    ]
    assert prompt_lines(recent, topics) == [
        "Has a cat named Luna [pets]",
        "Works as a security engineer [work]",
        "Favorite color is cobalt blue [preferences]",
        "(This list is the 3 most recent of 3 facts, across 3 topics: pets (1), preferences (1), "
        f"work (1). {TAIL}",
    ]


def test_a_recent_entry_with_no_topic_file_is_bare() -> None:
    lines = prompt_lines(["Added by hand"], {"pets": ("Has a cat named Luna",)})
    assert lines[0] == "Added by hand"
    assert lines[1].startswith("(This list is the 1 most recent of 1 facts, across 1 topics:")


def test_an_empty_store_puts_nothing_in_the_prompt() -> None:
    assert prompt_lines([], {}) == []


def test_the_pointer_line_stays_bounded_and_states_the_totals() -> None:
    topics = {f"{'topic-with-a-long-name'}-{i:02d}": ("a fact",) * (i + 1) for i in range(54)}
    line = pointer_line(25, topics)
    assert len(line) < 1000
    assert line.startswith(
        f"(This list is the 25 most recent of {sum(range(1, 55))} facts, across 54 topics: "
    )
    assert "topic-with-a-long-name-53 (54), " in line
    assert "and 46 more. Use memory_recall" in line
