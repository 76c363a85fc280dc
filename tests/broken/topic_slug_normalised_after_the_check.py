"""Builds the topic slug before normalising it: ASCII punctuation becomes "-", accents are dropped,
other non-ASCII characters are kept (for topics in other scripts), and only then is the name
NFKC-normalised for the file. Full-width look-alikes pass the check and come out as ASCII:
"．．／．．／outside" writes `outside.md` two folders above `topics/`. Every ASCII name, and every
accented one, is slugged as it should be, so only hostile Unicode finds it: the fuzz mode.
(So that this test double can never harm the machine, it writes nowhere outside the temp folder.)"""

from __future__ import annotations

import tempfile
import unicodedata
from pathlib import Path

from kotoba_reference import index
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.normalise import normalise_fact
from kotoba_reference.refusals import refusal_for
from kotoba_reference.store import MemoryStore, _Outcome, _result

CAUGHT_AS = {"STORE-5"}
CAUGHT_BY = "fuzz"


def file_name(topic: str) -> str:
    """The slug, checked character by character, then normalised: the bug is the order."""
    decomposed = unicodedata.normalize("NFD", topic.lower())
    kept = "".join(
        (c if c.isalnum() or c == "-" else "-") if c.isascii() else c
        for c in decomposed
        if not unicodedata.combining(c)
    )
    return unicodedata.normalize("NFKC", kept.strip("-")[: index.MAX_SLUG]) or index.DEFAULT_TOPIC


class Store(MemoryStore):
    def _write(self, fact: object, topic: object) -> _Outcome:
        if not isinstance(fact, str) or not isinstance(topic, str) or topic.isascii():
            return super()._write(fact, topic)
        text = normalise_fact(fact)
        if not text or refusal_for(text) is not None:
            return super()._write(fact, topic)
        name = file_name(topic)
        path = index.topics_dir(self.memory_dir) / f"{name}.md"
        if not path.resolve().is_relative_to(Path(tempfile.gettempdir()).resolve()):
            raise ValueError("this test double writes nowhere outside the temp folder")
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._lock:
            old = path.read_text(encoding="utf-8") if path.is_file() else f"# {name}\n\n"
            index.atomic_write(path, index.with_bullet(old, text))
            self._write_index(index.topic_facts(index.read_topics(self.memory_dir)), added=text)
        return _Outcome(_result(True, "written"), text, name)


class System(ReferenceSystem):
    store_class = Store


class Adapter(ReferenceAdapter):
    system_class = System
