"""Adapters the suite's own tests run the CLI with."""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter

from tests.broken import duplicates_checked_within_one_topic


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
