"""Builds the topic slug before normalising it: ASCII punctuation becomes "-", accents are dropped,
other non-ASCII characters are kept (for topics in other scripts), and only then is the name
NFKC-normalised for the file. Full-width look-alikes pass the check and come out as ASCII:
"．．／．．／outside" writes `outside.md` two folders above `topics/`. Every ASCII name, and every
accented one, is slugged as it should be, so only hostile Unicode finds it: the fuzz mode.
(So that this test double can never harm the machine, it writes nowhere outside the temp folder.)

clause: STORE-5
caught by: fuzz
"""

from __future__ import annotations

import tempfile
import unicodedata
from pathlib import Path

from kotoba_conformance.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import DEFAULT_TOPIC, MAX_SLUG
from kotoba_reference.facts.refusals import refusal_for
from kotoba_reference.facts.store import MemoryStore

from tests.broken import _seams

FUZZ_ENTRIES = ("write_fact(topic)", "memory_write(topic)")
"""Where the fuzz finds it: a run of every entry point (200 inputs each) fails these two alone."""


def file_name(topic: str) -> str:
    """The slug, checked character by character, then normalised: the bug is the order."""
    decomposed = unicodedata.normalize("NFD", topic.lower())
    kept = "".join(
        (c if c.isalnum() or c == "-" else "-") if c.isascii() else c
        for c in decomposed
        if not unicodedata.combining(c)
    )
    return unicodedata.normalize("NFKC", kept.strip("-")[:MAX_SLUG]) or DEFAULT_TOPIC


class Store(MemoryStore):
    def misfiled(self, fact: object, topic: object) -> tuple[Path, str, str] | None:
        """The file this variant saves a fact under a non-ASCII topic in, its name and the
        fact; None when the reference's own write applies."""
        if not isinstance(fact, str) or not isinstance(topic, str) or topic.isascii():
            return None
        text = self.rules.normalise(fact)
        if not text or refusal_for(text) is not None:
            return None
        name = file_name(topic)
        path = self.memory_dir / _seams.TOPICS / f"{name}.md"
        if not path.resolve().is_relative_to(Path(tempfile.gettempdir()).resolve()):
            raise ValueError("this test double writes nowhere outside the temp folder")
        (self.memory_dir / _seams.TOPICS).mkdir(parents=True, exist_ok=True)
        return path, name, text

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        target = self.misfiled(fact, topic)
        if target is None:
            return super().write_fact(fact, topic)
        path, name, text = target
        _seams.add_bullet(self.memory_dir, path, text, heading=name)
        return _seams.written()

    def memory_write(self, fact: object, topic: object = None) -> str:
        target = self.misfiled(fact, topic)
        if target is None:
            return super().memory_write(fact, topic)
        path, name, text = target
        _seams.add_bullet(self.memory_dir, path, text, heading=name)
        return _seams.saved_reply(name, text)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
