"""Topic files also read "* " and "+ " lines as facts, not only "- " bullets: a line a user wrote
with another list marker becomes stored memory (counted, searched, read back).

clause: STORE-4
sentence: Nothing else in the file is read.
"""

from tests.liberal.kotoba_contrary import topics
from tests.liberal.kotoba_contrary.adapter import Adapter


def _bullet(line: str) -> str | None:
    if len(line) > 1 and line[0] in "-*+" and line[1] in " \t":
        return line[2:].strip(" \t") or None
    return None


vars(topics)["bullet"] = _bullet

__all__ = ["Adapter"]
