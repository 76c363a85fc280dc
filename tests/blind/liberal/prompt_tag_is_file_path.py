"""Each inline fact is tagged with its topic file's path, "Has a cat named Luna
[topics/pets.md]", instead of the topic "[pets]".

clause: PROMPT-1
sentence: Each recent fact is tagged with the topic file it lives in
"""

import re

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import Memory

_TAG = re.compile(r" \[([a-z0-9-]+)\]$")


class _PathTaggedMemory(Memory):
    def prompt_lines(self) -> list[str]:
        lines = super().prompt_lines()
        return [_TAG.sub(r" [topics/\1.md]", line) for line in lines[:-1]] + lines[-1:]


vars(system)["Memory"] = _PathTaggedMemory

__all__ = ["Adapter"]
