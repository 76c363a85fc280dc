"""Whether a text makes a claim, or only names the thing to deny or forbid it (R16).

A reply or an instruction "says" something when a sentence of it affirms it: "Saved the photo"
claims an image was kept, "no image was stored" and "do not say the image is saved" do not. So a
match counts only when its sentence, up to the end of the match, holds no negation. The words
are the documents' language (English); a claim in other words is not looked for.
"""

from __future__ import annotations

import re

SENTENCE_END = re.compile(r"[.!?;\n]")
"""Where a sentence (or a clause standing as one) ends; a colon or a comma does not end one,
so "Do not say, in any case, that the image is kept" keeps its prohibition."""
NEGATION = re.compile(
    r"\b(?:not|no|never|nothing|neither|nor|without|avoid|cannot"
    r"|(?:can|won|isn|wasn|doesn|don|didn|aren|weren|hasn|haven|shouldn|mustn)['’]t)\b",
    re.IGNORECASE,
)


def affirms(text: str, claim: re.Pattern[str]) -> bool:
    """Whether some sentence of `text` says what `claim` matches without denying it: no
    negation between the start of its sentence and the end of the match."""
    for match in claim.finditer(text):
        start = _sentence_start(text, match.start())
        if NEGATION.search(text[start : match.end()]) is None:
            return True
    return False


def _sentence_start(text: str, position: int) -> int:
    ends = [m.end() for m in SENTENCE_END.finditer(text, 0, position)]
    return ends[-1] if ends else 0
