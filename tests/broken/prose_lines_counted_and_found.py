"""Reads every line of a topic file but its heading as a fact, not only its `- ` bullets: a
description under a hand-made file's heading is counted under `## Topics` and found by a search.
Two failures of one rule, which two scenarios each see (one check cannot hide the other).

clause: STORE-4
caught in: A description under a hand-made topic file's heading is not counted as a fact
caught in: A description under a hand-made topic file's heading is not found by a search
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.rules import Rules


def every_line(text: str) -> tuple[str, ...]:
    lines = (line.removeprefix("- ").strip() for line in text.splitlines())
    return tuple(line for line in lines if line and not line.startswith("#"))


class System(ReferenceSystem):
    rules = Rules(bullets=every_line)


class Adapter(ReferenceAdapter):
    system_class = System
