"""load_context and the bridge's rule: zero bytes of either store unless personal."""

from __future__ import annotations

import pytest
from kotoba_conformance.contract.adapter import Speaker
from kotoba_reference.conversation import context

FACTS = ["Has a cat named Luna [pets]", "(This list is the 1 most recent of 1 facts, …)"]


def fail() -> str:
    raise AssertionError("a store was read for a context that is not personal")


def test_not_personal_is_two_empty_strings_and_reads_no_store() -> None:
    assert context.load_context(False, fail, fail) == {"profile": "", "facts": ""}  # type: ignore[arg-type]


def test_personal_carries_the_profile_block_and_the_fact_lines() -> None:
    built = context.load_context(
        True, lambda: "# What you know about the user\n- name: Alex", lambda: FACTS
    )
    assert built == {
        "profile": "# What you know about the user\n- name: Alex",
        "facts": "\n".join(FACTS),
    }


@pytest.mark.parametrize(
    ("who", "personal"),
    [
        (None, False),
        (Speaker(name="Sam", is_owner=False), False),
        (Speaker(name="Alex", is_owner=False), False),
        (Speaker(name="", is_owner=True), True),
        (Speaker(name="Alex", is_owner=True), True),
    ],
)
def test_only_the_owner_is_personal(who: Speaker | None, personal: bool) -> None:
    assert context.is_personal(who) is personal
