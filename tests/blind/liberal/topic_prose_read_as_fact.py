"""A line of prose the user writes into a topic file (not a "- " bullet) is read as a fact: it is
counted, searched and listed like one.

clause: STORE-4
sentence: A topic file is a heading and a list of - bullets. Nothing else in the file is read.
"""

from tests.liberal.kotoba_liberal import files
from tests.liberal.kotoba_liberal.adapter import Adapter

_bullets = files.bullets


def _bullets_and_prose(text: str) -> list[str]:
    found = []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("- "):
            found += _bullets(stripped)
        elif stripped and not stripped.startswith("#") and stripped != files.TOPIC_DESCRIPTION:
            found.append(stripped)
    return found


vars(files)["bullets"] = _bullets_and_prose

__all__ = ["Adapter"]
