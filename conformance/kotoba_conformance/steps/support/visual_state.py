"""What the image scenarios remember between steps: the images the model kept (by what they are
about) and the bytes the user shared, plus the calls that fill them in. Only the adapter's
`visual` methods are used: the documents fix no layout for the visual store."""

from __future__ import annotations

import re
from pathlib import Path
from typing import cast

from kotoba_conformance.contract.adapter import RecalledImages, RememberedImage, VisualSystem
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.world import World

_SAYS_KEPT = re.compile(
    r"\b(?:image|photo|picture|attachment)s?\b[^.!?\n]{0,40}?\b(?:kept|saved|stored|remembered)\b"
    r"|\b(?:kept|saved|stored|remembered)\b[^.!?\n]{0,40}?\b(?:image|photo|picture|attachment)s?\b",
    re.IGNORECASE,
)
_NEGATION = re.compile(r"\b(?:not|no|never|cannot|can't|won't|isn't|wasn't|doesn't)\b", re.I)


def visual(world: World) -> VisualSystem:
    return cast(VisualSystem, world.system)


def visual_dir(world: World) -> Path:
    return Path(visual(world).visual_memory_dir())


def note_store(world: World) -> None:
    """Record every byte of the visual store, to prove later that nothing changed."""
    world.visual.store_before = store_files.snapshot(visual_dir(world))


def keep(world: World, source: str, about: str, kind: str, note: str | None = None) -> None:
    """The model calls `remember_image`; a kept image's id is remembered under `about`."""
    note_store(world)
    note = f"Kept in a scenario about {about}" if note is None else note
    world.attempt("remember_image", source, about, note, kind)
    answer = remembered(world)
    if answer is not None and answer["kept"] and answer["id"] is not None:
        world.visual.kept.setdefault(about, answer["id"])


def remembered(world: World) -> RememberedImage | None:
    """The last `remember_image` answer, when it was one (not an error)."""
    if world.error is not None or not isinstance(world.answer, dict):
        return None
    return cast(RememberedImage, world.answer)


def recall(world: World, query: str) -> RecalledImages:
    recalled = visual(world).recall_image(query)
    world.visual.recalled = recalled
    return recalled


def kept_id(world: World, about: str) -> str:
    found = world.visual.kept.get(about)
    assert found is not None, f"no image about {about!r} was reported kept in this scenario"
    return found


def says_image_kept(reply: str) -> bool:
    """Whether a reply tells the model an image was kept ("Saved the photo", "the image is
    stored"), not counting a sentence that says it was not."""
    return any(not _NEGATION.search(m.group(0)) for m in _SAYS_KEPT.finditer(reply))
