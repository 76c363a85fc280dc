"""The published image memory: `remember_image` and `recall_image` as the model calls them.

The tools (`kotoba.tools.builtin.remember_image`, `recall_image`) run on the system's loop with a
`ToolContext` of this system's own session id: the images a user shared (`kotoba.core.attachments`)
and the events channel (`kotoba.core.events`) are module-level dicts keyed by session, and one
process serves many systems, so a system that restarts is a new session, as a page reload is.

What it emulates, and why:

- the user's share: `attachments.add` of an `input_image` part, then `attachments.take`, as the
  turn that carries the message consumes its pending parts (the app's chat route does both);
- the user's Files: `kotoba.core.file_library.save_image`, the library's own writer;
- the listener on the events channel: the session's queue registered (`events.register`, what
  `/api/events/{session_id}` does) and read after each recall; the published frame is
  `{"type": "task", "kind": "recalled_image", ...}`, reported with its `kind` as the contract's
  `type` and every other key as it came;
- the suite's image servers (`spec["test_hosts"]`): while a tool runs, the published SSRF guard
  (`kotoba.core.ssrf.url_block_reason`) judges such a URL as if its name resolved to a public
  address, and the name resolves to the server's address for the connection. Every other URL,
  127.0.0.1 included, is judged by the guard as published;
- what the model is told, read back for the contract: `kept` from the tool's own sentences (the
  three it says when the image is in the store), the id from the store's answer to the call
  (`visual_memory.add`, or `duplicate_of` for an exact duplicate), the attached ids from the
  images the tool handed the vision model.
"""

from __future__ import annotations

import asyncio
import base64
import mimetypes
import socket
import uuid
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from kotoba_conformance.contract.adapter import RecalledImages, RememberedImage, TurnMode

from kotoba_companion_adapter.arguments import text_only

__all__ = ["VisualMemory"]

KEPT_REPLIES = ("KEPT THE IMAGE", "Saved to my visual memory", "Nothing new was saved: you ALREADY")
"""How the published `remember_image` begins each reply that says the image is in the store."""

PUBLIC_ADDRESS = "93.184.215.14"
"""A public address the guard judges a test host's URL by (the name stands for the web)."""


class VisualMemory:
    """One system's image memory, in the published tools."""

    def __init__(
        self,
        modules: dict[str, Any],
        run: Callable[[Coroutine[Any, Any, Any]], Any],
        test_hosts: dict[str, str],
    ) -> None:
        self._m = modules
        self._run = run
        self._test_hosts = {name.lower(): address for name, address in test_hosts.items()}
        self._session = f"conformance-{uuid.uuid4().hex[:12]}"
        self._mode = "companion"
        self._queue: asyncio.Queue[dict[str, Any]] | None = None

    def max_image_bytes(self) -> int:
        limit: int = self._m["visual_memory"]._MAX_IMAGE_BYTES
        return limit

    def begin_turn(self, mode: TurnMode) -> None:
        self._mode = "work" if mode == "work" else "companion"

    def share_image(self, data: str, filename: str) -> None:
        attachments = self._m["attachments"]
        media = mimetypes.guess_type(filename)[0] or "image/png"
        part = {"type": "input_image", "image_url": f"data:{media};base64,{data}"}
        attachments.add(self._session, part, filename)
        attachments.take(self._session)

    def put_user_file(self, name: str, data: str) -> str:
        if name in ("", ".", "..") or any(c in name for c in "/\\\0") or len(name.encode()) > 255:
            raise ValueError(f"not a plain file name: {name!r}")
        base64.b64decode(data, validate=True)
        library = self._m["file_library"]
        media = mimetypes.guess_type(name)[0] or "application/octet-stream"
        stored = library.save_image(name, f"data:{media};base64,{data}")
        if stored is None:
            raise ValueError(f"the Files library would not store {name!r}")
        return str(library.library_dir() / stored)

    def remember_image(
        self, source: object, about: object, note: object, kind: object
    ) -> RememberedImage:
        store = self._m["visual_memory"]
        answers: list[dict[str, Any] | None] = []
        tool = self._m["remember_image"]
        args = {"source": source, "about": about, "note": note, "kind": kind}
        with (
            _watched(store, "add", answers),
            _watched(store, "duplicate_of", answers),
            self._test_hosts_resolved(),
            text_only(source, about, optional=[note, kind]),
        ):
            reply: str | None = self._run(tool.execute(args, self._context()))
        text = reply if reply is not None else tool.FAIL
        kept = text.startswith(KEPT_REPLIES)
        found = [answer for answer in answers if answer is not None]
        return RememberedImage(
            reply=text, kept=kept, id=str(found[-1]["id"]) if kept and found else None
        )

    def recall_image(self, query: object) -> RecalledImages:
        store = self._m["visual_memory"]
        if self._queue is None:
            self._queue = self._run(_registered(self._m["events"], self._session))
        opened: list[tuple[dict[str, Any], str | None]] = []
        with _watched_reads(store, opened), text_only(query):
            tool = self._m["recall_image"]
            result: Any = self._run(tool.execute({"query": query}, self._context()))
        images: list[str] = []
        if result is None:
            instruction = str(tool.FAIL)
        elif isinstance(result, str):
            instruction = result
        else:
            instruction, images = str(result.text), list(result.images)
        attached = [str(entry.get("id")) for entry, url in opened if url and url in images]
        return RecalledImages(instruction=instruction, attached=attached, events=self._frames())

    def forget_image_bytes(self, image_id: str) -> None:
        store = self._m["visual_memory"]
        entry = store.find(image_id)
        if entry is None:
            raise ValueError(f"no kept image {image_id!r}")
        (store.images_dir() / Path(str(entry["file"])).name).unlink()

    def _context(self) -> Any:
        return self._m["tools"].ToolContext(db=None, session_id=self._session, mode=self._mode)

    def _frames(self) -> list[dict[str, object]]:
        frames: list[dict[str, object]] = []
        while self._queue is not None and not self._queue.empty():
            frame = dict(self._queue.get_nowait())
            if frame.get("type") == "task" and "kind" in frame:
                frame["type"] = frame.pop("kind")
            frames.append(frame)
        return frames

    @contextmanager
    def _test_hosts_resolved(self) -> Iterator[None]:
        """The suite's servers reachable under their names while a tool runs (module docstring)."""
        if not self._test_hosts:
            yield
            return
        ssrf = self._m["ssrf"]
        guard, resolve, hosts = ssrf.url_block_reason, socket.getaddrinfo, self._test_hosts

        def judged_as_public(url: str) -> str | None:
            parts = urlsplit(url or "")
            if (parts.hostname or "").lower() not in hosts:
                return guard(url)  # type: ignore[no-any-return]
            port = f":{parts.port}" if parts.port else ""
            public = parts._replace(netloc=f"{PUBLIC_ADDRESS}{port}")
            return guard(urlunsplit(public))  # type: ignore[no-any-return]

        def resolved(host: Any, *args: Any, **kwargs: Any) -> Any:
            name = host.decode() if isinstance(host, bytes) else host
            address = hosts.get(str(name).lower()) if name is not None else None
            return resolve(address or host, *args, **kwargs)

        ssrf.url_block_reason, socket.getaddrinfo = judged_as_public, resolved
        try:
            yield
        finally:
            ssrf.url_block_reason, socket.getaddrinfo = guard, resolve

    def close(self) -> None:
        if self._queue is not None:
            self._m["events"].unregister(self._session, self._queue)
            self._queue = None


async def _registered(events: Any, session: str) -> Any:
    """The session's queue, made inside the loop (an asyncio.Queue binds to the running one)."""
    return events.register(session)


@contextmanager
def _watched(module: Any, name: str, answers: list[Any]) -> Iterator[None]:
    """Keep what the published function answers while the body runs."""
    original = getattr(module, name)

    def watched(*args: Any, **kwargs: Any) -> Any:
        answer = original(*args, **kwargs)
        answers.append(answer)
        return answer

    setattr(module, name, watched)
    try:
        yield
    finally:
        setattr(module, name, original)


@contextmanager
def _watched_reads(module: Any, opened: list[tuple[dict[str, Any], str | None]]) -> Iterator[None]:
    """Keep each entry whose image the tool read back, with the data URL it got."""
    original = module.image_data_url

    def watched(entry: dict[str, Any]) -> str | None:
        url: str | None = original(entry)
        opened.append((entry, url))
        return url

    module.image_data_url = watched
    try:
        yield
    finally:
        module.image_data_url = original
