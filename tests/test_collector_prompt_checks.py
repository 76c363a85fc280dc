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
    "an insult… an inference about their identity, health, beliefs or politics that they did "
    "not plainly state about themselves."
)
ITEM_LINES = AS_LISTED.splitlines()[1:]


@pytest.mark.parametrize("prompt", [AS_LISTED, AS_QUOTED])
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
