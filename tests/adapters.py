"""Adapters the suite's own tests run the CLI with."""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter


class RequiredOnly(ReferenceAdapter):
    """The reference claiming only the two required capabilities."""

    def capabilities(self) -> list[str]:
        return ["facts", "prompt"]


class ClaimsNothing(ReferenceAdapter):
    """An adapter that forgot to claim the required capabilities."""

    def capabilities(self) -> list[str]:
        return []
