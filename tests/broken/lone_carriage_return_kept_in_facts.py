"""Collapses every other whitespace but keeps a carriage return (CR) inside a fact, as a character
like any other: "Works as a nurse", CR, "## Topics" is saved as one bullet in its topic file and
in USER.md, where Markdown ends the line at the CR, as at an LF, and a second `## Topics` opens.
Only the fuzz mode sends a lone CR, so only it catches this (`caught by`); it splits the files at
Markdown's line endings, so it must still split at a CR although it no longer splits at U+0085.

Built on the reference's public API: while the reference writes, a private-use character stands
in for each kept one (the reference counts a CR as whitespace and would collapse it), and the
files and replies then get the kept character back (`KeepsCharacters`).

clause: WRITE-11
caught by: fuzz
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from kotoba_conformance.contract.adapter import WriteResult
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

FUZZ_ENTRIES = ("memory_write(fact)",)
"""The entry points the fuzz test runs for it: the one that writes a fact the model gives."""
STAND_IN = 0xE000


class KeepsCharacters(ReferenceSystem):
    """The reference, but the characters of `kept` pass into the stored fact unchanged."""

    kept: ClassVar[str] = "\r"

    def _swap(self, text: str, back: bool) -> str:
        for offset, character in enumerate(self.kept):
            stand_in = chr(STAND_IN + offset)
            text = text.replace(stand_in, character) if back else text.replace(character, stand_in)
        return text

    def _restore_files(self) -> None:
        folder = Path(self.memory_dir())
        for path in [folder / "USER.md", *sorted((folder / "topics").glob("*.md"))]:
            if path.is_file():
                data = path.read_bytes().decode("utf-8")
                if (restored := self._swap(data, back=True)) != data:
                    path.write_bytes(restored.encode("utf-8"))

    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        if not isinstance(fact, str):
            return super().write_fact(fact, topic)
        result = super().write_fact(self._swap(fact, back=False), topic)
        self._restore_files()
        retired = [self._swap(f, back=True) for f in result["retired"]]
        conflicts = [self._swap(f, back=True) for f in result["conflicts"]]
        return {**result, "retired": retired, "conflicts": conflicts}

    def memory_write(self, fact: object, topic: object = None) -> str:
        if not isinstance(fact, str):
            return super().memory_write(fact, topic)
        reply = super().memory_write(self._swap(fact, back=False), topic)
        self._restore_files()
        return self._swap(reply, back=True)


class Adapter(ReferenceAdapter):
    system_class = KeepsCharacters
