"""Adapters the suite's own tests run the CLI with."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from kotoba_conformance.contract.adapter import SystemSpec, WriteResult
from kotoba_conformance.contract.errors import TransportError
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.judgement import Judgement, judge
from kotoba_reference.facts.normalise import words
from kotoba_reference.facts.refusals import SPANISH_REFUSAL
from kotoba_reference.facts.rules import Rules

from tests.broken import (
    duplicates_checked_within_one_topic,
    keepsakes_capped_at_300,
    spanish_refusal_with_a_hyphen,
)


class RequiredOnly(ReferenceAdapter):
    """The reference claiming only the two required capabilities."""

    def capabilities(self) -> list[str]:
        return ["facts", "prompt"]


class ClaimsNothing(ReferenceAdapter):
    """An adapter that forgot to claim the required capabilities."""

    def capabilities(self) -> list[str]:
        return []


class DeclaresItsDuplicateBug(duplicates_checked_within_one_topic.Adapter):
    """A broken implementation that knows, and says, that it fails WRITE-6."""

    def known_failures(self) -> list[str]:
        return ["WRITE-6"]


class ExplainsItsDuplicateBug(duplicates_checked_within_one_topic.Adapter):
    """The same, with the reason beside the clause, as a published system's adapter gives it."""

    def known_failures(self) -> dict[str, str]:
        return {"WRITE-6": "duplicates are looked for within the topic written to only"}


class _MemoryCappedAtTen(keepsakes_capped_at_300.Memory):
    store_class = keepsakes_capped_at_300.capped_at(10)


class _SystemCappedAtTen(ReferenceSystem):
    visual_class = _MemoryCappedAtTen


class KeepsTenImages(ReferenceAdapter):
    """Drops its oldest image past ten: a stress run of twenty images shows it."""

    system_class = _SystemCappedAtTen


class DeclaresItsImageCap(KeepsTenImages):
    """The same, declaring VIS-3, as the published Kotoba's adapter declares its bound of 300."""

    def known_failures(self) -> dict[str, str]:
        return {"VIS-3": "keeps the ten most recent images"}


class DeclaresAFailureItDoesNotHave(ReferenceAdapter):
    """The reference declaring WRITE-6 known to fail: a list gone stale."""

    def known_failures(self) -> list[str]:
        return ["WRITE-6"]


class DeclaresAFailureOfNoClause(ReferenceAdapter):
    def known_failures(self) -> list[str]:
        return ["WRITE-99"]


class _SystemWithoutProfileBlock(ReferenceSystem):
    profile_for_prompt = None  # type: ignore[assignment]


class _SystemReturningTheFact(ReferenceSystem):
    def write_fact(self, fact: object, topic: object = None) -> WriteResult:
        result: dict[str, Any] = dict(super().write_fact(fact, topic))
        result["fact"] = fact
        return result  # type: ignore[return-value]


class RaisesWhenBuilt:
    """A factory that cannot build its adapter."""

    def __init__(self) -> None:
        raise RuntimeError("no database configured")


NOT_A_FACTORY = 42
"""Named as a factory by mistake: not callable."""


class OpensAnObject(ReferenceAdapter):
    """An adapter whose systems have none of the contract's methods."""

    def open(self, spec: SystemSpec) -> Any:
        del spec
        return object()


class OpensAProfileWithoutItsMethods(ReferenceAdapter):
    """Claims `profile`, but its system lacks `profile_for_prompt`."""

    system_class = _SystemWithoutProfileBlock


class ReturnsTheFactToo(ReferenceAdapter):
    """`write_fact` also answers the fact as stored: an extension the documents allow."""

    system_class = _SystemReturningTheFact


class _SystemLosingItsTransport(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        del fact, topic
        raise TransportError("the implementation's process exited (status 1)")


class LosesItsTransport(ReferenceAdapter):
    """Every `memory_write` fails to reach the implementation, as a crashed child would."""

    system_class = _SystemLosingItsTransport


class _SystemWithTwoBugs(
    spanish_refusal_with_a_hyphen.System, duplicates_checked_within_one_topic.System
):
    pass


class TwoBugsOneDeclared(ReferenceAdapter):
    """A wrong refusal dash (WRITE-2), and a duplicate bug it declares (WRITE-6); it does not
    claim session-search or paths."""

    system_class = _SystemWithTwoBugs

    def capabilities(self) -> list[str]:
        return ["facts", "prompt", "profile", "personal"]

    def known_failures(self) -> list[str]:
        return ["WRITE-6"]


class _SystemTouchingTheStoreWhenRefusing(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        if reply.startswith(SPANISH_REFUSAL):
            folder = Path(self.memory_dir())
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "refused.log").write_text(f"{fact}\n", encoding="utf-8")
        return reply


class DeclaresTheWrongClause(ReferenceAdapter):
    """Refuses Spanish facts in the documented words but logs them in the store (WRITE-5), and
    declares WRITE-2 a known failure instead."""

    system_class = _SystemTouchingTheStoreWhenRefusing

    def known_failures(self) -> list[str]:
        return ["WRITE-2"]


class DeclaresItsRefusalBug(ReferenceAdapter):
    """Logs refused Spanish facts in the store (WRITE-5), and declares WRITE-5 a known failure."""

    system_class = _SystemTouchingTheStoreWhenRefusing

    def known_failures(self) -> list[str]:
        return ["WRITE-5"]


class ListsOneRefusalScenario(DeclaresItsRefusalBug):
    """The same bug, declared for one scenario only: every other failure of WRITE-5 is FAILED."""

    def known_failing_scenarios(self) -> dict[str, list[str]]:
        return {"WRITE-5": ["writing.feature: The documented Spanish fact is refused"]}


def lives_for_resides(old: str, new: str) -> bool:
    """The two facts differ only in "lives" against "resides"."""
    a, b = words(old), words(new)
    swapped = {word for x, y in zip(a, b, strict=False) if x != y for word in (x, y)}
    return len(a) == len(b) and swapped == {"lives", "resides"}


def judge_resides_apart(fact: str, topic: str, stored: Mapping[str, Sequence[str]]) -> Judgement:
    """The reference's judgement, except that swapping "lives" for "resides" retires nothing."""
    verdict = judge(fact, topic, stored)
    kept = tuple(old for old in verdict.retired if not lives_for_resides(old, fact))
    return dataclasses.replace(verdict, retired=kept)


class _SystemReadingResidesApart(ReferenceSystem):
    rules = Rules(judge=judge_resides_apart)


class ReadsResidesAsNoSynonym(ReferenceAdapter):
    """Does not count "resides" as a synonym of "lives": a reading the documents leave open,
    checked only by an optional scenario (WRITE-8)."""

    system_class = _SystemReadingResidesApart


class _SystemRaisingOnSpanish(ReferenceSystem):
    def memory_write(self, fact: object, topic: object = None) -> str:
        reply = super().memory_write(fact, topic)
        if reply.startswith(SPANISH_REFUSAL):
            raise ValueError("cannot store a fact that is not English")
        return reply


class RaisesOnSpanish(ReferenceAdapter):
    """Refuses a Spanish fact with a ValueError where the documents quote the reply, leaving the
    store untouched: the error contract allows no error there, so WRITE-2 fails (the step that
    checks the reply), and WRITE-5 (nothing changed) still passes."""

    system_class = _SystemRaisingOnSpanish
