"""Adapters the suite's own tests run the CLI with."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from kotoba_conformance.contract.adapter import SystemSpec, WriteResult
from kotoba_conformance.contract.errors import TransportError
from kotoba_reference import judgement
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.refusals import SPANISH_REFUSAL

from tests.broken import duplicates_checked_within_one_topic, spanish_refusal_with_a_hyphen


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


class _SystemWithTwoBugs(spanish_refusal_with_a_hyphen.System):
    store_class = duplicates_checked_within_one_topic.Store


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


class ReadsResidesAsNoSynonym(ReferenceAdapter):
    """Does not count "resides" as a synonym of "lives": a reading the documents leave open,
    checked only by an optional scenario (WRITE-8). It changes the reference's table for the
    whole process, so it is only for runs of its own (the CLI's subprocess)."""

    def __init__(self) -> None:
        judgement.REWORDINGS.pop("resides", None)
