"""What a reply "says" (R16): a claim counts, the same words inside a denial or a prohibition do
not. Checked with the suite's own patterns for an image kept and for asking to analyze."""

from __future__ import annotations

import pytest
from kotoba_conformance.steps.support import claims
from kotoba_conformance.steps.support.visual_state import asking_to, says_image_kept

ANALYZE = asking_to("analyze the image(s)")


@pytest.mark.parametrize(
    "reply",
    [
        "Saved the photo of Alex.",
        "Saved the fact. The image is stored too.",
        "I kept your picture; it is in the store.",
        "The image was stored, which was not easy.",
        "The fact is saved; the photo was stored as well.",
    ],
)
def test_a_claim_that_an_image_was_kept_is_found(reply: str) -> None:
    assert says_image_kept(reply)


@pytest.mark.parametrize(
    "reply",
    [
        "Saved: Has a friend named Alex.",
        "Saved the fact, not the image.",
        "The fact is saved; the photo was not stored.",
        "No image was kept: memory_write keeps words only.",
        "Do not say the image is saved: memory_write keeps words, not images.",
        "Don’t tell the user, in any case, that the photo was stored.",
        "Never claim the picture is saved; use remember_image for that.",
    ],
)
def test_naming_the_image_only_to_deny_or_forbid_is_no_claim(reply: str) -> None:
    assert not says_image_kept(reply)


@pytest.mark.parametrize(
    ("instruction", "asks"),
    [
        ("Analyze the image(s) attached below.", True),
        ("Look closely and analyse the images.", True),
        (
            "Nothing could be attached. Do not analyze the image(s) or describe one as if seen.",
            False,
        ),
        (
            "No image is attached, so there is nothing to analyze; never analyze the image(s).",
            False,
        ),
        ("Here is her old note about Alex.", False),
    ],
)
def test_an_instruction_asks_to_analyze_only_when_it_does(instruction: str, asks: bool) -> None:
    assert claims.affirms(instruction, ANALYZE) is asks
