"""The fuzz mode's doors of capability `visual`: `remember_image` from each of its sources (the
shared attachment, a name in the user's Files, a `data:` URL, an http(s) URL) and of every kind,
and `recall_image`'s query.

Besides the checks at every door (`fuzz_sandbox`), after each input:
- an image reported kept is recalled, its id attached, by what it is about (VIS-4: a save is
  reported from the store's answer, so a kept image is in the store); a reply that is not kept
  never says it was (VIS-4, by the suite's own phrase check, R16);
- the image kept before the inputs is still recalled (VIS-3: nothing lost);
- a Files name keeps only the one image the user's Files hold (VIS-2: a file name from your
  Files; an image planted beside the Files folder, reached by `..` or an absolute path, is not);
- the forbidden server on 127.0.0.1 saw no connection (VIS-2: SSRF-guarded). The URLs are the
  shapes of features/image_urls.feature (`url_shapes`), with hostile text added to their paths;
  nothing is ever sent beyond 127.0.0.1.
The visual store's layout is not documented: any file under it may change, none elsewhere.
"""

from __future__ import annotations

import base64
import string
from pathlib import Path
from typing import Any, cast

from hypothesis import strategies as st

from kotoba_conformance.contract.adapter import SystemSpec, VisualSystem
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.modes import url_shapes
from kotoba_conformance.modes.counterexample import Failure
from kotoba_conformance.modes.fuzz_sandbox import (
    LONGEST_TOPIC,
    EntryPoint,
    Fixture,
    Sandbox,
)
from kotoba_conformance.modes.hostile import (
    CONTROL,
    LOOKALIKE_SLASHES,
    TRAVERSAL,
    hostile_text,
    traversal_chain,
)
from kotoba_conformance.steps.support import images
from kotoba_conformance.steps.support.image_server import LOOPBACK, ImageServer
from kotoba_conformance.steps.support.visual_state import says_image_kept

ALLOWED_HOST = "images.example"
"""The one host the spec allows, as in features/image_urls.feature."""
SENTINEL_ABOUT = "Qvxzkorbit"
FILES_ABOUT = "Qvxzkfiled"
FILES_IMAGE = "luna.png"
OUTSIDE_IMAGE = "outside.png"
OUTSIDE_BYTES = images.png("fuzz outside")
"""The image planted beside the user's Files: no name may keep it."""
KINDS = ("person", "self", "product", "post", "place", "scene", "other")
NOTE = "Kept by the fuzz mode"
PNG = "{png}"
OVER_THE_LIMIT = "{over the limit}"
FILES = "{files}"
"""Placeholders of the inputs: a fresh PNG's base64, a PNG one byte over the system's limit in
base64, the user's Files folder."""
ATTACHMENTS = ("png", "over the limit", *images.NOT_IMAGES)
"""What the user shares, by what its bytes are (`images.shared_file`)."""


class VisualFixture(Fixture):
    """The image servers (for the run), and in every fresh system: work mode, the sentinel image
    kept from an attachment, and the Files image kept, with an image planted beside Files."""

    def __init__(self) -> None:
        self.allowed = ImageServer()
        self.forbidden = ImageServer()
        self.sentinel_id = ""
        self.files_dir = ""
        self.kept: dict[str, str] = {}
        """Each image id reported kept in this system, and what it was first kept about."""
        self.made = 0
        self.last_about = ""
        """What the last image the model kept was said to be about."""
        self.forbidden_seen = 0
        """The forbidden server's connections before the call."""

    def extend(self, spec: SystemSpec) -> None:
        spec["test_hosts"] = {ALLOWED_HOST: LOOPBACK}

    def furnish(self, sandbox: Sandbox) -> None:
        system = cast(VisualSystem, sandbox.open_system)
        system.begin_turn("work")
        system.share_image(images.b64(images.png("fuzz sentinel")), "sentinel.png")
        self.kept = {}
        self.sentinel_id = self._keep(system, "attachment", SENTINEL_ABOUT)
        path = system.put_user_file(FILES_IMAGE, images.b64(images.png("fuzz files")))
        self.files_dir = path.rsplit("/", 1)[0]
        self._keep(system, FILES_IMAGE, FILES_ABOUT)
        plant = f"{self.files_dir.rsplit('/', 1)[0]}/{OUTSIDE_IMAGE}"
        with open(plant, "wb") as file:
            file.write(OUTSIDE_BYTES)

    def _keep(self, system: VisualSystem, source: str, about: str) -> str:
        answer = system.remember_image(source, about, NOTE, "other")
        if not answer["kept"] or answer["id"] is None:
            raise RuntimeError(f"the store did not keep the image {source!r}: {answer}")
        self.kept[answer["id"]] = about
        return answer["id"]

    def fresh_png(self) -> bytes:
        self.made += 1
        return images.png(f"fuzz image {self.made}")

    def fresh_about(self) -> str:
        """A one-word name no other image is about, so recalling it finds that image."""
        self.made += 1
        number, word = self.made, ""
        while number:
            number, digit = divmod(number, 26)
            word += string.ascii_lowercase[digit]
        return f"Qvxzkimage{word}"

    def close(self) -> None:
        self.allowed.stop()
        self.forbidden.stop()


def _visual(sandbox: Sandbox) -> VisualSystem:
    return cast(VisualSystem, sandbox.open_system)


def _fixture(sandbox: Sandbox) -> VisualFixture:
    return sandbox.fixture(VisualFixture)


# --- the inputs ------------------------------------------------------------------------------


def _with_hostile_tail(shapes: tuple[str, ...]) -> st.SearchStrategy[str]:
    tail = st.one_of(st.just(""), hostile_text(200), st.sampled_from(TRAVERSAL))
    return st.builds(str.__add__, st.sampled_from(shapes), tail)


def url_inputs(longest: int) -> st.SearchStrategy[str]:
    """The feature's URL shapes, refused and allowed, hostile text after them, and image names
    on the allowed host that are hostile text."""
    refused, allowed = url_shapes.shapes()
    named = st.builds(
        lambda name: f"http://{{allowed}}/image/{name}.png", hostile_text(min(longest, 300))
    )
    return st.one_of(_with_hostile_tail(refused), _with_hostile_tail(allowed), named)


DATA_HEADS = (
    "data:image/png;base64,", "data:;base64,", "data:,", "data:image/png,",
    "DATA:IMAGE/PNG;BASE64,", "data:image/png;base64", "data:text/plain;base64,",
    "data:image/svg+xml,",
    "data:image/png;charset=utf-8;base64,", "data:image/png;name=a,b;base64,", "data:base64,",
    "data:image/../../../outside;base64,", "data:image/png/../../x;base64,", "data:image/;base64,",
    "data:image/png ;base64 ,", "data:\x00;base64,", "data:image/png;base64,,",
)  # fmt: skip
DATA_BODIES = (PNG, OVER_THE_LIMIT, "", "!!!!", "====", "%89PNG%0D%0A", "iVBORw0KGgo", PNG + "=")


def data_url_inputs(longest: int) -> st.SearchStrategy[str]:
    """`data:` URLs, well formed and not: every head with every body, hostile text in either
    place, an image whose media type is hostile text or traversal, and the image over the
    limit."""
    head = st.one_of(
        st.sampled_from(DATA_HEADS),
        st.builds(lambda t: f"data:image/{t};base64,", hostile_text(60)),
    )
    body = st.one_of(st.sampled_from(DATA_BODIES), hostile_text(min(longest, 1000)))

    def typed(media_type: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        return st.builds(lambda t: f"data:image/{t};base64,{PNG}", media_type)

    return st.one_of(
        st.builds(str.__add__, head, body),
        typed(st.sampled_from(TRAVERSAL)),
        typed(traversal_chain()),
        typed(hostile_text(60)),
        hostile_text(200),
    )


FILE_NAMES = (
    FILES_IMAGE, f"../{OUTSIDE_IMAGE}", f"..%2f{OUTSIDE_IMAGE}", f"{FILES}/../{OUTSIDE_IMAGE}",
    f"./{FILES_IMAGE}", f"{FILES}/{FILES_IMAGE}", f"{FILES_IMAGE}\x00.txt", "/etc/hostname",
    f"..\\{OUTSIDE_IMAGE}", "luna", "LUNA.PNG", f" {FILES_IMAGE}", f"{FILES_IMAGE}/", ".", "..",
    "", "~/" + OUTSIDE_IMAGE,
)  # fmt: skip


def file_name_inputs(longest: int) -> st.SearchStrategy[str]:
    """Names in the user's Files: the one there, the planted one beside them by `..`, absolute
    paths, separators and their look-alikes, NUL and the controls, and very long names."""
    joined = st.builds(
        lambda a, sep, b: a + sep + b,
        st.sampled_from(["..", FILES, ".", "", "．．"]),
        st.sampled_from(LOOKALIKE_SLASHES),
        st.sampled_from([OUTSIDE_IMAGE, FILES_IMAGE]),
    )
    long = st.builds(lambda n: "a" * n + ".png", st.integers(200, min(longest, 5000)))
    controlled = st.builds(lambda c: FILES_IMAGE.replace(".", c + ".", 1), st.sampled_from(CONTROL))
    return st.one_of(
        st.sampled_from(FILE_NAMES), joined, long, controlled, hostile_text(min(longest, 2000))
    )


def kind_inputs(longest: int) -> st.SearchStrategy[str]:
    return st.one_of(
        st.sampled_from(KINDS),
        st.builds(str.upper, st.sampled_from(KINDS)),
        hostile_text(min(longest, 1000)),
    )


def attachment_inputs(longest: int) -> st.SearchStrategy[str]:
    """What the shared bytes are (`ATTACHMENTS`), garbage followed by hostile text."""
    del longest
    return st.one_of(
        st.sampled_from(ATTACHMENTS),
        st.builds(lambda t: f"garbage {t}", hostile_text(500)),
    )


def _shared_bytes(sandbox: Sandbox, value: str) -> bytes:
    limit = _visual(sandbox).max_image_bytes()
    return images.shared_file(value, limit, _fixture(sandbox).fresh_png())


# --- the calls -------------------------------------------------------------------------------


def _remember(sandbox: Sandbox, source: str, kind: str = "other") -> object:
    fixture = _fixture(sandbox)
    fixture.last_about = fixture.fresh_about()
    system: Any = _visual(sandbox)  # what it returns is checked, whatever it is
    return system.remember_image(source, fixture.last_about, NOTE, kind)


def _share(sandbox: Sandbox, value: str) -> None:
    data = _shared_bytes(sandbox, value)
    _visual(sandbox).share_image(images.b64(data), "shared.png")


def _share_png(sandbox: Sandbox, value: str) -> None:
    del value
    _visual(sandbox).share_image(images.b64(_fixture(sandbox).fresh_png()), "shared.png")


def _work_mode(sandbox: Sandbox, value: str) -> None:
    del value
    _visual(sandbox).begin_turn("work")
    fixture = _fixture(sandbox)
    fixture.forbidden_seen = fixture.forbidden.connections


def _attachment(sandbox: Sandbox, value: str) -> object:
    del value
    return _remember(sandbox, "attachment")


def _kind(sandbox: Sandbox, value: str) -> object:
    return _remember(sandbox, "attachment", value)


def _data_url(sandbox: Sandbox, value: str) -> object:
    fixture = _fixture(sandbox)
    if PNG in value:
        value = value.replace(PNG, images.b64(fixture.fresh_png()))
    if OVER_THE_LIMIT in value:
        too_big = images.png("fuzz too big", _visual(sandbox).max_image_bytes() + 1)
        value = value.replace(OVER_THE_LIMIT, images.b64(too_big))
    return _remember(sandbox, value)


def _file_name(sandbox: Sandbox, value: str) -> object:
    return _remember(sandbox, value.replace(FILES, _fixture(sandbox).files_dir))


def _url(sandbox: Sandbox, value: str) -> object:
    fixture = _fixture(sandbox)
    limit = _visual(sandbox).max_image_bytes()
    replacements = {
        "{allowed}": f"{ALLOWED_HOST}:{fixture.allowed.port}",
        "{allowed port}": str(fixture.allowed.port),
        "{port}": str(fixture.forbidden.port),
        "{one byte over the limit}": str(limit + 1),
        "{the limit}": str(limit),
    }
    for placeholder, replacement in replacements.items():
        value = value.replace(placeholder, replacement)
    return _remember(sandbox, value, "place")


def _recall(sandbox: Sandbox, value: str) -> object:
    system: Any = _visual(sandbox)
    return system.recall_image(value)


# --- the checks ------------------------------------------------------------------------------


def _recalled(sandbox: Sandbox, query: str) -> list[str] | str:
    """The ids recalling `query` attaches, or why the answer is none."""
    try:
        answer = _visual(sandbox).recall_image(query)
    except TransportError:
        raise
    except Exception as error:
        return f"recalling {query!r} raised {type(error).__name__}: {error}"
    attached = answer.get("attached") if isinstance(answer, dict) else None
    if not isinstance(attached, list):
        return f"recalling {query!r} answered {answer!r}"[:300]
    return [str(i) for i in attached]


def _nothing_lost(sandbox: Sandbox) -> Failure | None:
    fixture = _fixture(sandbox)
    attached = _recalled(sandbox, SENTINEL_ABOUT)
    if isinstance(attached, str):
        return Failure("VIS-5", attached)
    if fixture.sentinel_id not in attached:
        detail = f"the image kept before about {SENTINEL_ABOUT!r} is lost: recalling it attached "
        return Failure("VIS-3", f"{detail}{attached}")
    return None


def _kept_is_recalled(sandbox: Sandbox, answer: object) -> Failure | None:  # noqa: PLR0911
    """A kept image is recalled by what it is about; a refused one's reply never says kept."""
    if not isinstance(answer, dict) or not {"reply", "kept", "id"} <= set(answer):
        return Failure("VIS-1", f"answered {answer!r}"[:300])
    reply, kept, image_id = answer["reply"], answer["kept"], answer["id"]
    if not isinstance(reply, str) or not isinstance(kept, bool):
        return Failure("VIS-1", f"answered {answer!r}"[:300])
    if not kept:
        if says_image_kept(reply):
            return Failure("VIS-4", f"not kept, but the reply says it was: {reply!r}"[:300])
        return None
    if not isinstance(image_id, str):
        return Failure("VIS-4", f"reported kept with the id {image_id!r}")
    fixture = _fixture(sandbox)
    about = fixture.kept.setdefault(image_id, fixture.last_about)
    attached = _recalled(sandbox, about)
    if isinstance(attached, str):
        return Failure("VIS-5", attached)
    if image_id not in attached:
        detail = f"reported kept (id {image_id}), but recalling {about!r} attached {attached}"
        return Failure("VIS-4", detail)
    return None


def _check_keep(sandbox: Sandbox, value: str, answer: object) -> Failure | None:
    del value
    return _kept_is_recalled(sandbox, answer) or _nothing_lost(sandbox)


def _check_file_name(sandbox: Sandbox, value: str, answer: object) -> Failure | None:
    """A name may keep the image in the Files (or the one just shared), under its old id or a
    new one: how a name is matched, and whether the same bytes about another entity are the
    same keepsake, are the implementation's (the published Kotoba keeps "luna.png" again under
    a new id when the `about` differs). What it must never keep is the image planted beside
    the Files: its bytes reach the visual store neither raw nor as base64."""
    failure = _check_keep(sandbox, value, answer)
    if failure is not None or not isinstance(answer, dict) or not answer.get("kept"):
        return failure
    if sandbox.visual_dir is not None and _holds(sandbox.visual_dir, OUTSIDE_BYTES):
        detail = (
            f"kept the image planted outside the user's Files ({OUTSIDE_IMAGE}, beside them)"
            f" as {answer['id']}: {answer.get('reply')!r}"
        )
        return Failure("VIS-2", detail[:300])
    return None


def _holds(folder: Path, data: bytes) -> bool:
    """Whether any file under the folder holds these bytes, raw or base64-encoded."""
    encoded = base64.b64encode(data)
    return any(
        data in content or encoded in content
        for path in folder.rglob("*")
        if path.is_file()
        for content in (path.read_bytes(),)
    )


def _check_url(sandbox: Sandbox, value: str, answer: object) -> Failure | None:
    fixture = _fixture(sandbox)
    if fixture.forbidden.connections > fixture.forbidden_seen:
        paths = fixture.forbidden.paths[-3:]
        return Failure("VIS-2", f"the forbidden server on 127.0.0.1 was contacted: {paths}")
    return _check_keep(sandbox, value, answer)


def _check_recall(sandbox: Sandbox, value: str, answer: object) -> Failure | None:
    del value
    if not isinstance(answer, dict):
        return Failure("VIS-5", f"answered {answer!r}"[:300])
    instruction, attached, events = (answer.get(k) for k in ("instruction", "attached", "events"))
    if not isinstance(instruction, str) or not isinstance(attached, list):
        return Failure("VIS-5", f"answered {answer!r}"[:300])
    if not isinstance(events, list) or not all(isinstance(e, dict) for e in events):
        return Failure("VIS-5", f"answered the events {events!r}"[:300])
    fat = [e for e in events if len(repr(e)) > EVENT_LIMIT]
    if fat:
        return Failure("VIS-5", f"an event of {len(repr(fat[0]))} characters: it carries bytes")
    return _nothing_lost(sandbox)


EVENT_LIMIT = 1000
"""Characters of an event that can hold an id, never an image (the smallest PNG in base64)."""
VISUAL = frozenset({"visual"})
ENTRY_POINTS = (
    EntryPoint(
        "remember_image(attachment)", "visual", "VIS-4", "attachment", 0,
        _attachment, dict, VISUAL, inputs=attachment_inputs, prepare=_share, check=_check_keep,
    ),
    EntryPoint(
        "remember_image(kind)", "visual", "VIS-1", "kind", LONGEST_TOPIC,
        _kind, dict, VISUAL, inputs=kind_inputs, prepare=_share_png, check=_check_keep,
    ),
    EntryPoint(
        "remember_image(data_url)", "visual", "VIS-2", "image source", LONGEST_TOPIC,
        _data_url, dict, VISUAL, inputs=data_url_inputs, check=_check_keep,
    ),
    EntryPoint(
        "remember_image(file_name)", "visual", "VIS-2", "image source", LONGEST_TOPIC,
        _file_name, dict, VISUAL, inputs=file_name_inputs, check=_check_file_name,
    ),
    EntryPoint(
        "remember_image(url)", "visual", "VIS-2", "image url", LONGEST_TOPIC,
        _url, dict, VISUAL, inputs=url_inputs, prepare=_work_mode, check=_check_url,
    ),
    EntryPoint(
        "recall_image(query)", "visual", "VIS-5", "recall image", LONGEST_TOPIC,
        _recall, dict, VISUAL, check=_check_recall,
    ),
)  # fmt: skip
"""`remember_image` from each source and of every kind, and `recall_image`."""
