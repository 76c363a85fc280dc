"""The rules a fact store is built with, in one place: the store's extension point.

The reference builds every `MemoryStore` with `Rules()`, its own rules. A variant builds one with
a single rule swapped (`Rules(normalise=...)`, set as `ReferenceSystem.rules`), and the store
applies it exactly where it applies the reference's, so the variant breaks that rule and no
other. The deliberately broken implementations in `tests/broken` are such variants. Only the
rules that cannot be changed from outside the store are here; everything else a variant does by
wrapping the contract's methods or editing the documented files.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path

from filelock import FileLock

from kotoba_reference.facts import index, judgement
from kotoba_reference.facts.judgement import Judgement
from kotoba_reference.facts.normalise import normalise_fact

Bullets = Callable[[str], tuple[str, ...]]
"""`bullets(text)`: which lines of a topic file's text are facts, in file order."""

LOCK_TIMEOUT = 60.0
"""Seconds a writer waits for another to release the lock before it gives up."""

Judge = Callable[[str, str, Mapping[str, Sequence[str]]], Judgement]
"""`judge(fact, topic, stored)`: what writing the normalised `fact` under the slug `topic` does to
the `stored` facts (every topic's, by slug, in file order). The store hands in each topic's facts
already indexed for `judgement.judge`, so its lookups cost nothing; a judge may also read every
fact, at the cost of a full scan."""


def cross_process_lock(path: Path) -> AbstractContextManager[object]:
    """The lock file `USER.md.lock` (STORE-8): held by one writer at a time, in any process,
    and released by the system when its holder dies."""
    return FileLock(str(path), timeout=LOCK_TIMEOUT)


@dataclass(frozen=True)
class Rules:
    """The rules a `MemoryStore` applies, each a plain function (an extension point: variants,
    such as tests/broken, swap one)."""

    normalise: Callable[[str], str] = normalise_fact
    """One fact is one line, capped (WRITE-10, WRITE-11): applied to every fact before anything
    else, refusals included."""
    judge: Judge = judgement.judge
    """Duplicates and corrections (WRITE-6..9, WRITE-12): called inside the lock."""
    bullets: Bullets = index.bullets
    """Which lines of a topic file are facts (STORE-4): its `- ` bullets, never its prose."""
    lock: Callable[[Path], AbstractContextManager[object]] = cross_process_lock
    """How writers exclude each other (STORE-8): given the lock file's path."""


REFERENCE_RULES = Rules()
"""The reference's own rules."""
