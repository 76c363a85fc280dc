"""Steps for keeping images and looking at them again (features/visual.feature).

Images are real PNGs made by `images.png` from their file name, so the same name is the same
bytes; the suite reaches the visual store only through the adapter and the folder it names."""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import quote_from_bytes

from pytest_bdd import given, parsers, scenarios, then, when

from kotoba_conformance.contract.adapter import RecalledImages
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.steps.support import claims, images, store_files
from kotoba_conformance.steps.support.verdicts import checks
from kotoba_conformance.steps.support.visual_state import (
    asking_to,
    keep,
    kept_id,
    note_store,
    recall,
    remembered,
    says_image_kept,
    visual,
    visual_dir,
)
from kotoba_conformance.steps.support.world import World

scenarios(feature("visual.feature"))

EVENT_LIMIT = 1000
"""Characters of JSON an id-only event stays well under (an image is hundreds of KB)."""
_WITHIN = r"(?:[^.!?;\n]|\.(?=\w)){0,40}?"
SAYS_KEPT_ACROSS_NAMES = re.compile(
    rf"\b(?:image|photo|picture|attachment)s?\b{_WITHIN}\b(?:kept|saved|stored|remembered)\b"
    rf"|\b(?:kept|saved|stored|remembered)\b{_WITHIN}\b(?:image|photo|picture|attachment)s?\b",
    re.IGNORECASE,
)
"""An image said to be kept, the words up to 40 characters apart, a file name between them."""
STATED_ATTACHED = re.compile(
    r"\b(?P<count>\d+)\s+(?:[\w'’-]+\s+){0,2}?(?:images?|pictures?|photos?|keepsakes?|matches)"
    r"[^.!?;\n\d]{0,20}?\battached\b",
    re.IGNORECASE,
)
"""A number of images said to be attached ("2 kept images are attached", "1 image(s) attached")."""


def share(world: World, data: bytes, filename: str) -> None:
    world.visual.shared = data
    visual(world).share_image(images.b64(data), filename)
    note_store(world)


# --- Given -------------------------------------------------------------------------------------


@given(parsers.parse('the user shares the image "{name}"'))
def shares_image(world: World, name: str) -> None:
    share(world, images.png(name), name)


@given(parsers.re(r'the user shares a file made of "(?P<what>[^"]*)"'))
def shares_file_made_of(world: World, what: str) -> None:
    """What the fuzz mode shares (`images.shared_file`): a PNG, one over the limit, a file that
    is no image, or the bytes of any text."""
    data = images.shared_file(what, visual(world).max_image_bytes(), images.png(what))
    share(world, data, "shared.png")


@given(parsers.parse("the user shares an image of {size:d} bytes"))
def shares_sized(world: World, size: int) -> None:
    share(world, images.png("sized", size), "sized.png")


@given("the user shares an image one byte over the system's limit")
def shares_too_big(world: World) -> None:
    share(world, images.png("too-big", visual(world).max_image_bytes() + 1), "too-big.png")


@given("the user shares an image exactly at the system's limit")
def shares_at_limit(world: World) -> None:
    share(world, images.png("at-limit", visual(world).max_image_bytes()), "at-limit.png")


@given(parsers.parse('the user shares an empty file named "{name}"'))
def shares_empty(world: World, name: str) -> None:
    share(world, b"", name)


@given(parsers.parse('the user shares a text file named "{name}"'))
def shares_text(world: World, name: str) -> None:
    share(world, b"Alex, at the lake. This file is text, not an image.\n", name)


@given(parsers.parse('the user\'s Files hold the image "{name}"'))
def files_hold(world: World, name: str) -> None:
    path = visual(world).put_user_file(name, images.b64(images.png(name)))
    world.visual.user_files[name] = Path(path)
    assert Path(path).read_bytes() == images.png(name), f"{path} does not hold the file"


@given(parsers.parse('Kotoba is started with KOTOBA_VISUAL_MEMORY_DIR set to the folder "{path}"'))
def visual_dir_set(world: World, path: str) -> None:
    """Set before the system starts (a running one is restarted), in a work-mode turn again."""
    world.close()
    world.env["KOTOBA_VISUAL_MEMORY_DIR"] = str(world.root / path)
    visual(world).begin_turn("work")


@given(parsers.parse('the model has kept the image "{source}" about "{about}" as kind "{kind}"'))
def has_kept(world: World, source: str, about: str, kind: str) -> None:
    keep(world, source, about, kind)
    assert about in world.visual.kept, f"setting up, the image was not kept: {world.answer!r}"


@given(
    parsers.parse('the model has kept the shared image "{name}" about "{about}" as kind "{kind}"')
)
def has_kept_shared(world: World, name: str, about: str, kind: str) -> None:
    share(world, images.png(name), name)
    has_kept(world, "attachment", about, kind)


# --- When --------------------------------------------------------------------------------------


@when(parsers.parse('the model keeps the image "{source}" about "{about}" as kind "{kind}"'))
def keeps(world: World, source: str, about: str, kind: str) -> None:
    keep(world, source, about, kind)


@when(
    parsers.parse(
        'the model keeps the image "{name}", written as a data: URL, about "{about}" as kind '
        '"{kind}"'
    )
)
def keeps_data_url(world: World, name: str, about: str, kind: str) -> None:
    keep(world, images.data_url(images.png(name)), about, kind)


@when(parsers.parse("the model keeps {count:d} other shared images, each about a name of its own"))
def keeps_many(world: World, count: int) -> None:
    """Each image is shared, then kept about a name no query of a scenario uses; the store is
    not snapshotted between them (hundreds of files, read again at every save)."""
    system = visual(world)
    for number in range(count):
        about = f"Keepsake {number:04d}"
        system.share_image(images.b64(images.png(about)), f"keepsake-{number:04d}.png")
        answer = system.remember_image("attachment", about, f"Kept about {about}", "other")
        assert answer["kept"], f"setting up, image {number + 1} of {count} was not kept: {answer!r}"


@when(parsers.parse('the user deletes "{name}" from their Files'))
def deletes_user_file(world: World, name: str) -> None:
    path = world.visual.user_files[name]
    path.unlink()


@when(parsers.parse('the user deletes the file of the image kept about "{about}" by hand'))
def deletes_kept_bytes(world: World, about: str) -> None:
    visual(world).forget_image_bytes(kept_id(world, about))


@when(parsers.parse('the model recalls "{query}"'))
def recalls(world: World, query: str) -> None:
    recall(world, query)


# --- Then --------------------------------------------------------------------------------------


def recalled(world: World) -> RecalledImages:
    found = world.visual.recalled
    assert found is not None, "nothing was recalled"
    return found


@then(parsers.parse('the image kept about "{about}" is attached'))
def is_attached(world: World, about: str) -> None:
    attached = recalled(world)["attached"]
    assert kept_id(world, about) in attached, f"attached: {attached}"


@then("recalling attached no image")
def none_attached(world: World) -> None:
    assert recalled(world)["attached"] == [], f"attached: {recalled(world)}"


@then("every attached image has a recalled_image event carrying its id")
def events_for_attached(world: World) -> None:
    found = recalled(world)
    assert found["attached"], "nothing was attached"
    frames = [e for e in found["events"] if e.get("type") == "recalled_image"]
    for image_id in found["attached"]:
        assert any(e.get("id") == image_id for e in frames), f"no event for {image_id}: {frames}"


@then(
    parsers.parse("no event is longer than {limit:d} characters of JSON or holds the image's bytes")
)
def events_small(world: World, limit: int) -> None:
    found = recalled(world)
    assert found["events"], "no event was emitted"
    shared = world.visual.shared
    pieces = {images.b64(shared[i : i + 48]) for i in range(0, len(shared) - 48, 4096)}
    for event in found["events"]:
        text = json.dumps(event)
        assert len(text) <= limit, f"an event is {len(text)} characters of JSON"
        assert not any(piece in text for piece in pieces), "an event holds the image's bytes"


@then(parsers.parse('the instruction never asks to "{words}"'))
def instruction_lacks(world: World, words: str) -> None:
    """Naming the analysis only to forbid it ("do not analyze the image(s)") is not asking for
    it (R16)."""
    found = recalled(world)
    assert not claims.affirms(found["instruction"], asking_to(words)), found["instruction"]


@then(parsers.parse('no recalled_image event names the image kept about "{about}"'))
def no_event_for(world: World, about: str) -> None:
    found = recalled(world)
    image_id = kept_id(world, about)
    assert not [e for e in found["events"] if e.get("id") == image_id], found["events"]


@then("no file in the visual store has changed")
def visual_unchanged(world: World) -> None:
    """Lock files aside: the documents name none for this store, and a lock holds no image."""
    changed = store_files.changed_files(
        world.visual.store_before, store_files.snapshot(visual_dir(world))
    )
    assert not [name for name in changed if not name.endswith(".lock")], f"changed: {changed}"


@then(parsers.parse('no file in the visual store contains "{text}"'))
def visual_lacks(world: World, text: str) -> None:
    holders = store_files.files_containing(visual_dir(world), text)
    assert not holders, f"{text!r} is in {holders}"


@then(parsers.parse('the folder "{path}" has gained files'))
@checks("PATH-2")
def folder_gained(world: World, path: str) -> None:
    folder = (world.root / path).resolve()
    assert Path(visual(world).visual_memory_dir()).resolve() == folder
    assert store_files.snapshot(folder), f"{folder} holds no file"


@then("the reply never says an image was kept")
def reply_never_says_kept(world: World) -> None:
    """A dot inside a word ("alex.png") does not end the sentence that names the image."""
    assert world.error is None, f"it raised {world.error!r}"
    assert not says_image_kept(world.reply), f"the reply was:\n{world.reply}"
    assert not claims.affirms(world.reply, SAYS_KEPT_ACROSS_NAMES), f"the reply was:\n{world.reply}"


@given("the model has kept these shared images:")
def has_kept_table(world: World, datatable: list[list[str]]) -> None:
    """Each row's image is shared, then kept with the row's about, kind and note."""
    header, *rows = datatable
    for row in rows:
        cells = dict(zip(header, row, strict=True))
        share(world, images.png(cells["image"]), cells["image"])
        keep(world, "attachment", cells["about"], cells["kind"], note=cells["note"])
        assert cells["about"] in world.visual.kept, f"setting up, not kept: {world.answer!r}"


@then("the answer is a reply in words, with an id only if the image is kept")
def reply_in_words(world: World) -> None:
    """The contract's answer: a reply to the model, whether it says kept, and the id (None when
    not kept), whatever the reply's words."""
    assert world.error is None, f"a refusal is a reply; it raised {world.error!r}"
    answer = world.answer
    assert isinstance(answer, dict), f"the answer was {answer!r}"
    reply = answer.get("reply")
    assert isinstance(reply, str), f"the reply is not text: {answer!r}"
    assert reply.strip(), f"the reply is empty: {answer!r}"
    assert isinstance(answer.get("kept"), bool), f"kept is not a bool: {answer!r}"
    assert "id" in answer, f"the answer has no id (None when not kept): {answer!r}"
    if answer["kept"]:
        assert isinstance(answer["id"], str), f"kept, the id is not text: {answer!r}"
        assert answer["id"], f"kept without an id: {answer!r}"
    else:
        assert answer["id"] is None, f"not kept, yet an id: {answer!r}"


@then("the model is given an instruction in words")
def instruction_in_words(world: World) -> None:
    text = recalled(world)["instruction"]
    assert isinstance(text, str), f"the instruction is not text: {text!r}"
    assert text.strip(), f"the instruction is empty: {text!r}"


@then(parsers.parse('the instruction asks to "{words}"'))
def instruction_asks(world: World, words: str) -> None:
    """The documents quote "analyze the image(s)" as what the instruction says; one image or
    several, and either spelling of analyse, read alike."""
    text = recalled(world)["instruction"]
    assert claims.affirms(text, asking_to(words)), text


@given(parsers.parse('the image "{name}" lies in the folder that holds the user\'s Files'))
def outside_files(world: World, name: str) -> None:
    files = next(iter(world.visual.user_files.values())).parent
    (files.parent / name).write_bytes(images.png(name))
    world.visual.outside_files[name] = str(files.parent / name)


@when(parsers.parse('the model keeps the image "{{{name}}}" about "{about}" as kind "{kind}"'))
def keeps_outside(world: World, name: str, about: str, kind: str) -> None:
    """The source is the absolute path of a file the user's Files do not hold."""
    keep(world, world.visual.outside_files[name], about, kind)


@when(
    parsers.parse(
        'the model keeps the image "{name}", written as a percent-encoded data: URL, about '
        '"{about}" as kind "{kind}"'
    )
)
def keeps_percent_data_url(world: World, name: str, about: str, kind: str) -> None:
    keep(world, "data:," + quote_from_bytes(images.png(name), safe=""), about, kind)


@when(
    parsers.parse(
        'the model keeps the image "{name}", written as a percent-encoded data: URL with its '
        'commas as they are, about "{about}" as kind "{kind}"'
    )
)
def keeps_comma_data_url(world: World, name: str, about: str, kind: str) -> None:
    data = images.png(name)
    assert b"," in data, f"{name} holds no comma byte: pick another name"
    keep(world, "data:image/png," + quote_from_bytes(data, safe=","), about, kind)


@when(
    parsers.parse(
        'the model keeps the image "{name}" with a NUL character inside its name, about "{about}" '
        'as kind "{kind}"'
    )
)
def keeps_nul_name(world: World, name: str, about: str, kind: str) -> None:
    keep(world, name.replace(".", "\0.", 1), about, kind)


@given(
    parsers.parse(
        "the user's Files hold an image one byte over the system's limit named \"{name}\""
    )
)
def files_hold_too_big(world: World, name: str) -> None:
    """Put there as an image, then made bigger by hand (a Files library may take no file that
    big through its own door)."""
    path = Path(visual(world).put_user_file(name, images.b64(images.png(name))))
    world.visual.user_files[name] = path
    path.write_bytes(images.png("too-big", visual(world).max_image_bytes() + 1))


@when(parsers.parse('the user overwrites "{name}" in their Files with the image "{other}"'))
def overwrites_user_file(world: World, name: str, other: str) -> None:
    """In place, as an editor saving over it does: the same file, new bytes."""
    with world.visual.user_files[name].open("r+b") as file:
        file.truncate(0)
        file.write(images.png(other))


@then(parsers.parse('the visual store holds "{name}" byte for byte'))
def store_holds_copy(world: World, name: str) -> None:
    held = store_files.snapshot(visual_dir(world))
    assert images.png(name) in held.values(), f"no file holds {name}'s bytes: {sorted(held)}"


@then(parsers.parse('the image kept about "{about}" is not attached'))
def is_not_attached(world: World, about: str) -> None:
    attached = recalled(world)["attached"]
    assert kept_id(world, about) not in attached, f"attached: {attached}"


@then(
    parsers.parse(
        'recalling "{query}" attaches the image the reply names, unless the reply says it is '
        "not kept"
    )
)
def kept_means_attached(world: World, query: str) -> None:
    answer = remembered(world)
    assert answer is not None, f"the answer was {world.answer!r}"
    if answer["kept"]:
        attached = recall(world, query)["attached"]
        assert answer["id"] in attached, f"said kept as {answer!r}; recalling attached {attached}"


@then("the instruction states no more images attached than recalling attached")
def instruction_counts_attached(world: World) -> None:
    """A number said of images attached, in a sentence that does not deny it (R16)."""
    found = recalled(world)
    text = found["instruction"]
    for match in STATED_ATTACHED.finditer(text):
        ends = [m.end() for m in claims.SENTENCE_END.finditer(text, 0, match.start())]
        denied = claims.NEGATION.search(text[ends[-1] if ends else 0 : match.end()])
        stated = int(match["count"])
        assert denied or stated <= len(found["attached"]), f"{found['attached']}: {text}"
