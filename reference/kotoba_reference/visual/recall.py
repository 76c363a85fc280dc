"""What `recall_image` tells the model, written from what was actually attached.

An entry whose bytes are gone is not attached, and the instruction never asks the model to
"analyze the image(s)" on its account, nor offers its old note as the thing to look at: the
obvious completion would be a description said as if looking.
"""

from __future__ import annotations

from collections.abc import Sequence

from kotoba_reference.visual.store import Entry


def recalled_event(image_id: str) -> dict[str, object]:
    """The events-channel frame for one re-opened image: its id and nothing else (the queue
    also carries approval cards; hundreds of KB per image do not belong in it)."""
    return {"type": "recalled_image", "id": image_id}


def instruction(query: str, attached: Sequence[Entry], missing: Sequence[Entry]) -> str:
    """The text returned beside the images."""
    lines: list[str] = []
    if attached:
        lines.append(
            f"{len(attached)} kept image(s) for {query!r} are attached: analyze the image(s) "
            "to answer."
        )
        lines += [f"- {e['about']} ({e['kind']}): {e['note']}" for e in attached]
    if missing:
        lines.append(
            f"{len(missing)} matching keepsake(s) have no image any more (the file was deleted), "
            "so nothing of them is attached. Do not describe how they look."
        )
    if not lines:
        lines.append(f"No kept image matches {query!r}.")
    return "\n".join(lines)
