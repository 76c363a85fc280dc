"""What the two personal stores put into a conversation's prompt, and who may hear it.

`load_context(personal=False)` gives empty strings for both the profile and the facts, and does
not even read them: the facts and the name are withheld from the prompt itself, because
withholding the tools would not be enough — "they are already IN the prompt, and the only thing
between them and the room is a sentence asking her not to tell." The chat bridge decides
`personal` from the speaker: only the owner hears what is stored.
"""

from __future__ import annotations

from collections.abc import Callable

from kotoba_conformance.contract.adapter import Context, Speaker


def load_context(
    personal: bool, profile: Callable[[], str], facts: Callable[[], list[str]]
) -> Context:
    """The profile block and the facts' prompt lines, or two empty strings when not personal."""
    if not personal:
        return Context(profile="", facts="")
    return Context(profile=profile(), facts="\n".join(facts()))


def is_personal(who: Speaker | None) -> bool:
    """The bridge's rule, `personal = bool(who and who.is_owner)`: no speaker, or a speaker who
    is not the owner (whatever name they give), gets nothing from either store."""
    return bool(who and who["is_owner"])
