"""The suite's checks of the collector's prompt pass both documents' own wordings and fail a
prompt that leaves out any one rule: they are neither tied to one phrasing nor blind."""

from __future__ import annotations

import pytest
from kotoba_conformance.steps.support.collector_prompt import (
    NEVER_ITEMS,
    never_items_missing,
    states_a_week,
)

# The two documents' wordings of the rules, as prompts (000 lists them, 001 quotes the prompt).
AS_LISTED = """Only things still true in about seven days. Never extract:
- something you asked her to do
- a passing reaction, a joke, a provocation, or anything said to get a rise out of her
- anything about what she or the conversation are doing right now
- an inference about your identity, health, beliefs or politics that you did not plainly state"""
AS_QUOTED = (
    "Keep what will still hold in a week. NEVER extract any of these — they are the conversation, "
    "not the person… something they asked you to DO… a passing reaction, a joke, a provocation, "
    "an insult… anything about what you or the conversation are doing right now… an inference "
    "about their identity, health, beliefs or politics that they did not plainly state about "
    "themselves."
)
"""001's quote, whose ellipses leave one rule out, with that rule put back in 000's words."""
IN_SENTENCES = (
    "Only keep what is still true in a week. Do not keep requests to do something. Never keep a "
    "joke, a provocation or an insult. Avoid anything about what is going on right now. Don't "
    "infer identity, health, beliefs or politics the user never stated."
)
"""Each rule a prohibition of its own, in other words and with no list."""
ITEM_LINES = AS_LISTED.splitlines()[1:]


@pytest.mark.parametrize("prompt", [AS_LISTED, AS_QUOTED, IN_SENTENCES])
def test_the_documents_own_wordings_pass(prompt: str) -> None:
    assert states_a_week(prompt)
    assert never_items_missing(prompt) == []


@pytest.mark.parametrize("left_out", range(4))
def test_a_prompt_without_one_never_item_fails_for_that_item(left_out: int) -> None:
    prompt = "\n".join(line for i, line in enumerate(ITEM_LINES) if i != left_out)
    prompt = "Only things still true in about seven days. Never extract:\n" + prompt
    assert never_items_missing(prompt) == [list(NEVER_ITEMS)[left_out]]


def test_rule_words_before_any_prohibition_do_not_count() -> None:
    prompt = "You were asked to joke about politics and health. Extract durable facts."
    assert never_items_missing(prompt) == list(NEVER_ITEMS)


@pytest.mark.parametrize("horizon", ["in about a month", "forever", "for a few days"])
def test_another_horizon_fails(horizon: str) -> None:
    assert not states_a_week(f"Keep only things still true {horizon}.")


def test_the_quote_as_the_documents_elide_it_lacks_the_rule_they_left_out() -> None:
    quoted = AS_QUOTED.replace(
        "anything about what you or the conversation are doing right now… ", ""
    )
    assert never_items_missing(quoted) == ["what she or the conversation are doing right now"]


@pytest.mark.parametrize("left_out", range(4))
def test_a_rule_left_out_of_the_list_fails_though_its_words_are_elsewhere(left_out: int) -> None:
    """The prompt says, outside any prohibition, the very words that would name the rule."""
    elsewhere = (
        "If the user asked you to remember a joke or a provocation about what is happening right "
        "now, infer nothing about identity, health, beliefs or politics and answer in JSON."
    ).replace("infer nothing", "you may infer")
    items = "\n".join(line for i, line in enumerate(ITEM_LINES) if i != left_out)
    prompt = f"Only things still true in about seven days. {elsewhere}\nNever extract:\n{items}"
    prompt += "\nAnswer with JSON only: a request, a joke or an inference is no renaming."
    assert never_items_missing(prompt) == [list(NEVER_ITEMS)[left_out]]


def test_one_prohibition_naming_two_rules_names_only_one() -> None:
    prompt = AS_LISTED.replace(
        "- something you asked her to do\n- a passing reaction",
        "- something you asked her to do, or a passing reaction",
    )
    assert len(never_items_missing(prompt)) == 1


def test_a_list_ends_where_its_items_end() -> None:
    """Bullets after a sentence that forbids nothing are not under the prohibition before it."""
    prompt = (
        AS_LISTED.replace("- something you asked her to do\n", "")
        + "\nExtract these, and only these:\n- something you asked her to do"
    )
    assert never_items_missing(prompt) == ["something the user asked her to do"]


WRAPPED = """Keep only what will still be true in about a week. Leave out, always, because these
belong to the conversation and not to the person:
1. anything the user asked you to do (a request, a task);
2. a passing reaction, a joke, a provocation or an insult, or anything said to get a rise
   out of you;
3. what you or the conversation are doing right now;
4. an inference about the user's identity, health, beliefs or politics that they did not
   plainly state about themselves.

Already stored: (nothing stored yet)"""


def test_a_numbered_list_whose_items_wrap_names_every_rule() -> None:
    """An item's wrapped lines, indented under it, are part of it, and do not end the list."""
    assert never_items_missing(WRAPPED) == []


def test_a_line_after_the_list_not_indented_under_it_is_no_item() -> None:
    prompt = WRAPPED.replace("3. what you or the conversation are doing right now;\n", "").replace(
        "\n\nAlready", "\nKeep what they are doing right now too.\n\nAlready"
    )
    assert never_items_missing(prompt) == ["what she or the conversation are doing right now"]
