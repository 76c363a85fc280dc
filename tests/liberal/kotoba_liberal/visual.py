"""Her image memory (capability `visual`), written from the documents alone, taking every liberty.

Liberties, each allowed by the sentence quoted (000 is "Memory", 001 "What she remembers about
you", R1-R16 the resolutions of clauses.md, "contract" is adapter.py):

- Own reply wordings ("NOT KEPT — …", "Kept forever: …"): the documents quote none for
  remember_image; the contract: "`reply`: The tool's reply to the model, in the implementation's
  words."
- Own instruction wording for recall_image, naming each attached image with its note and, for an
  entry whose file is gone, its old note marked as not attached with "do not analyse or describe
  it, and do not say you can see it": 000 "The instruction it returns is written from what was
  actually attached, never from what was found"; R16 "a reply that names the thing only to deny
  or forbid it … does not claim it."
- An image is recognised by its signature alone (PNG, JPEG, GIF, WebP, BMP), never by its name,
  extension or declared media type; anything else is refused: the documents never define an image.
- Size limit 1,500,000 bytes, not a power of two: the contract "The documents fix no limit, so the
  system declares its own (not below 64 KiB)."
- At most 2 images attached per recall: 000 "The top matches are re-opened as images" sets no
  number; the contract "recall attaches at least the best match when one is kept".
- Own ranking: the entity (`about`) weighs three times the note, the kind half the note, newest
  first on ties, case, accents and a plural "s" ignored: 000 "Takes: query — a person's name, a
  product, any keyword" ranks nothing.
- Extra keys: remember_image adds `reason`, `about`, `kind`, `media_type`; recall_image adds
  `found` and `missing`; each `recalled_image` frame adds `"tool": "recall_image"` (routing, no
  image data): contract "an implementation may add keys of its own" (of WriteResult, the one
  place it speaks of extra keys); 000 "carrying only the keepsake's ID, never its bytes — … hundreds
  of KB per image do not belong in it" (the id is the only thing about the keepsake it carries).
- Each recall also puts a `tool_status` frame (the tool's name and how many were attached) on the
  events channel: 000 "that queue also carries approval cards"; the contract's `events` is "Every
  frame this call put on the events channel", a `recalled_image` one per image attached.
- A kind outside the seven (after case-folding) is kept as `other`, and a missing kind is `other`:
  R15 "may be refused or converted"; docs/running.md "A kind outside the seven is @optional".
- A number as `about` or `note` is converted to text, a missing (None) note is empty: R15 "A value
  of a type the documents never mention … may be refused or converted".
- A blank `about` is refused: 000 "about (the entity — reuse the same name you would use in
  memory_write, so facts and photos link up)"; an image about no one links to nothing.
- An exact duplicate is the same bytes, whatever `about` it came with; the reply names the
  existing entry and says it is kept: 000 "only 'exact duplicate' means the image was kept".
- Keeping again an image whose file was deleted writes it back (a new save, same id): 000 "A save
  is reported from the store's own answer".
- Default store `<home>/visual_memory`, laid out as `entries/<id>.json` + `images/<id>.<ext>`;
  the user's Files are `<home>/files`: 000 "Every path is overridable: …
  KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME"; 001 "Images she has kept live separately
  (visual_memory)"; no layout is documented.
- Before the first `begin_turn` the turn is a voice turn, so a URL is refused until work mode:
  contract "Before the first call a system may be in either mode".
- A `data:` URL may be percent-encoded or base64 (URL-safe alphabet and missing padding too), with
  any or no media type: 000 "a data: URL" says nothing narrower.
- "attachment" names the shared image; with nothing shared, a file of that name in the Files is
  used: 000 "a filename from your Files".
- URL guard: http(s) only, no user info, no backslash or control character, ASCII hosts only, every
  resolved address public (v4 inside v6 looked into), the checked address is the one connected to,
  at most 5 redirects, each hop checked; only a 200 answer is read: 000 "SSRF-guarded".
"""

from __future__ import annotations

import os
import re
from typing import TypedDict

from kotoba_conformance.adapter import RecalledImages, RememberedImage, TurnMode

from . import visual_fetch as fetching
from . import visual_recall as recall
from .visual_images import FORMAT_NAMES
from .visual_sources import (
    Blob,
    Unresolved,
    decode_base64_argument,
    decode_data_url,
    has_user_file,
    is_plain_name,
    read_user_file,
)
from .visual_store import Added, Entry, VisualStore

KINDS = ("person", "self", "product", "post", "place", "scene", "other")
MAX_IMAGE_BYTES = 1_500_000
_URL = re.compile(r"https?://", re.IGNORECASE)


class KeptAnswer(RememberedImage, total=False):
    """remember_image's answer with this implementation's own keys."""

    reason: str
    about: str
    kind: str
    media_type: str


class RecallAnswer(RecalledImages, total=False):
    """recall_image's answer with this implementation's own keys."""

    found: list[str]
    missing: list[str]


class _Attachment(TypedDict):
    data: bytes
    filename: str


class Visual:
    """One install's image memory: the store on disk plus this session's turn and attachment."""

    def __init__(self, env: dict[str, str], test_hosts: dict[str, str]) -> None:
        home = env.get("KOTOBA_HOME") or os.path.join(env.get("HOME") or "~", ".kotoba")
        home = os.path.abspath(os.path.expanduser(home))
        root = env.get("KOTOBA_VISUAL_MEMORY_DIR") or os.path.join(home, "visual_memory")
        self._store = VisualStore(os.path.abspath(os.path.expanduser(root)), MAX_IMAGE_BYTES)
        self._files = os.path.join(home, "files")
        self._test_hosts = dict(test_hosts)
        self._mode: TurnMode = "voice"
        self._attachment: _Attachment | None = None

    def visual_memory_dir(self) -> str:
        return self._store.root

    def max_image_bytes(self) -> int:
        return MAX_IMAGE_BYTES

    def begin_turn(self, mode: TurnMode) -> None:
        if not isinstance(mode, str):
            raise TypeError(f"mode must be a string, not {type(mode).__name__}")
        if mode not in ("voice", "work"):
            raise ValueError(f"mode must be 'voice' or 'work', not {mode!r}")
        self._mode = mode

    def share_image(self, data: str, filename: str) -> None:
        _require_str(data, "data")
        _require_str(filename, "filename")
        self._attachment = {"data": decode_base64_argument(data, "data"), "filename": filename}

    def put_user_file(self, name: str, data: str) -> str:
        _require_str(name, "name")
        _require_str(data, "data")
        if not is_plain_name(name):
            raise ValueError(f"{name!r} is not a plain file name")
        content = decode_base64_argument(data, "data")
        os.makedirs(self._files, exist_ok=True)
        path = os.path.join(self._files, name)
        with open(path, "wb") as file:
            file.write(content)
        return os.path.abspath(path)

    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        _require_str(source, "source")
        assert isinstance(source, str)
        about_text = _text(about, "about", allow_none=False)
        note_text = _text(note, "note", allow_none=True)
        kind_text, kind_remark = _kind(kind)
        if not about_text:
            return _refused(
                "no_entity",
                "NOT KEPT — `about` is empty: say who or what the image is of, by the same name "
                "you use in memory_write, so the photo links up with the facts.",
            )
        try:
            blob = self._resolve(source)
        except Unresolved as problem:
            return _refused("unresolved", f"NOT KEPT — {problem}. Nothing was added.")
        added = self._store.add(
            blob.data,
            about=about_text,
            note=note_text,
            kind=kind_text,
            source=blob.origin,
            size=blob.size,
        )
        return _answer(added, kind_remark, self._store.limit)

    def recall_image(self, query: object) -> RecalledImages:
        query_text = _text(query, "query", allow_none=False)
        attached: list[Entry] = []
        gone: list[Entry] = []
        ranked = recall.rank(self._store.entries(), query_text)
        for entry in ranked:
            if len(attached) == recall.MAX_ATTACHED:
                break
            if self._store.read_bytes(entry) is None:
                gone.append(entry)
            else:
                attached.append(entry)
        events: list[dict[str, object]] = [
            {"type": "recalled_image", "id": entry.id, "tool": "recall_image"} for entry in attached
        ]
        events.append({"type": "tool_status", "tool": "recall_image", "attached": len(attached)})
        return RecallAnswer(
            instruction=recall.instruction(query_text, attached, gone),
            attached=[entry.id for entry in attached],
            events=events,
            found=[entry.id for entry in ranked],
            missing=[entry.id for entry in gone],
        )

    def forget_image_bytes(self, image_id: str) -> None:
        _require_str(image_id, "image_id")
        self._store.forget_bytes(image_id)

    def close(self) -> None:
        self._attachment = None

    def _resolve(self, source: str) -> Blob:
        """The bytes `source` names, read no further than one byte past the limit."""
        limit = self._store.limit
        if source == "attachment" and self._attachment is not None:
            data = self._attachment["data"]
            return Blob(data[: limit + 1], len(data), "attachment")
        if has_user_file(self._files, source):
            return read_user_file(self._files, source, limit)
        if source[:5].lower() == "data:":
            return decode_data_url(source)
        if _URL.match(source):
            return self._fetch(source)
        if source == "attachment":
            raise Unresolved("nothing has been shared in this conversation: there is no attachment")
        return read_user_file(self._files, source, limit)

    def _fetch(self, url: str) -> Blob:
        if self._mode != "work":
            raise Unresolved(
                "a URL is fetched only in work mode: a fetch inside a voice turn stalls the call. "
                "Ask the user to share the image instead"
            )
        try:
            fetched = fetching.fetch(url, self._test_hosts, self._store.limit)
        except fetching.Refused as refusal:
            raise Unresolved(f"the URL was refused and not fetched: {refusal}") from None
        except fetching.FetchFailed as failure:
            raise Unresolved(f"the URL could not be fetched: {failure}") from None
        return Blob(fetched.data, fetched.declared, "url")


def _require_str(value: object, name: str) -> None:
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a string, not {type(value).__name__}")


def _text(value: object, name: str, *, allow_none: bool) -> str:
    """A text argument, numbers converted (R15), whitespace collapsed."""
    if value is None and allow_none:
        return ""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        value = str(value)
    _require_str(value, name)
    assert isinstance(value, str)
    return " ".join(value.split())


def _kind(kind: object) -> tuple[str, str]:
    """The kind to file under, and a remark when it is not the one asked for."""
    if kind is None:
        return "other", " (no kind was given, so it is filed as other)"
    _require_str(kind, "kind")
    assert isinstance(kind, str)
    folded = kind.strip().casefold()
    if folded in KINDS:
        return folded, ""
    return "other", f" ({kind!r} is not one of {', '.join(KINDS)}, so it is filed as other)"


def _refused(reason: str, reply: str) -> RememberedImage:
    return KeptAnswer(reply=reply, kept=False, id=None, reason=reason)


def _answer(added: Added, kind_remark: str, limit: int) -> RememberedImage:
    """The reply, from the store's own answer and nothing else."""
    entry = added.entry
    if added.outcome == "saved" and entry is not None:
        reply = (
            f"Kept forever: the image of {entry.about} is in your visual memory as {entry.id}, "
            f"kind {entry.kind}{kind_remark}. It no longer depends on the original."
        )
    elif added.outcome == "duplicate" and entry is not None:
        reply = (
            f"Already kept: this exact image is in your visual memory as {entry.id} "
            f"(about {entry.about}, kind {entry.kind}). Nothing new was added."
        )
    else:
        reasons = {
            "empty": "the image is empty (0 bytes)",
            "too_big": f"the image is too big: over this store's limit of {limit:,} bytes",
            "not_image": f"that is not an image this store can read ({FORMAT_NAMES})",
            "unwritable": f"the visual store could not be written ({added.detail})",
        }
        return _refused(added.outcome, f"NOT KEPT — {reasons[added.outcome]}. Nothing was added.")
    return KeptAnswer(
        reply=reply,
        kept=True,
        id=entry.id,
        reason=added.outcome,
        about=entry.about,
        kind=entry.kind,
        media_type=entry.media_type,
    )
