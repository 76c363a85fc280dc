"""An adapter's known failures, as clause ids or each with its reason: read alike in process and
over stdio (the handshake carries the object as it is, every message schema-checked), and a
reason that is not text is a mistake in the adapter, refused before any scenario."""

from __future__ import annotations

import sys

import pytest
from kotoba_conformance.contract.errors import AdapterError
from kotoba_conformance.contract.loading import known_failures, known_scenarios
from kotoba_conformance.contract.stdio.client import StdioAdapter
from kotoba_reference.adapter import ReferenceAdapter

from tests.support import adapters

REASON = "duplicates are looked for within the topic written to only"


def test_a_list_of_clauses_gives_each_no_reason() -> None:
    assert known_failures(adapters.DeclaresItsDuplicateBug()) == {"WRITE-6": ""}


def test_a_mapping_gives_each_clause_its_reason() -> None:
    assert known_failures(adapters.ExplainsItsDuplicateBug()) == {"WRITE-6": REASON}


def test_an_adapter_without_known_failures_declares_none() -> None:
    assert known_failures(ReferenceAdapter()) == {}


class _ReasonNotText(ReferenceAdapter):
    def known_failures(self) -> dict[str, object]:
        return {"WRITE-6": 6}


class _ReasonOfNoClause(ReferenceAdapter):
    def known_failures(self) -> dict[str, str]:
        return {"WRITE-99": "no such clause"}


@pytest.mark.parametrize(
    ("adapter", "message"),
    [
        (_ReasonNotText(), "known_failures gives a reason that is not text for: ['WRITE-6']"),
        (_ReasonOfNoClause(), "known_failures names no clause: ['WRITE-99']"),
    ],
)
def test_a_reason_that_is_not_text_or_of_no_clause_is_refused(
    adapter: ReferenceAdapter, message: str
) -> None:
    with pytest.raises(AdapterError) as raised:
        known_failures(adapter)
    assert str(raised.value) == message


@pytest.mark.parametrize(
    ("factory", "expected"),
    [("ExplainsItsDuplicateBug", {"WRITE-6": REASON}), ("DeclaresItsDuplicateBug", ["WRITE-6"])],
)
def test_the_handshake_carries_the_reasons_as_the_adapter_gave_them(
    factory: str, expected: object
) -> None:
    command = [
        sys.executable,
        "-m",
        "kotoba_conformance.stdio",
        "--adapter",
        f"tests.support.adapters:{factory}",
    ]
    adapter = StdioAdapter(command, timeout=30, validate=True)
    try:
        assert adapter.known_failures() == expected
        assert known_failures(adapter) == (
            {"WRITE-6": REASON} if isinstance(expected, dict) else {"WRITE-6": ""}
        )
    finally:
        adapter.stop()


class _DeclaresItsScenarios(ReferenceAdapter):
    def known_failures(self) -> dict[str, str]:
        return {"WRITE-6": REASON}

    def known_failing_scenarios(self) -> dict[str, list[str]]:
        return {"WRITE-6": ["corrections.feature: The same fact under a synonym topic"]}


class _DeclaresScenariosOfAnUndeclaredClause(_DeclaresItsScenarios):
    def known_failing_scenarios(self) -> dict[str, list[str]]:
        return {"WRITE-8": ["corrections.feature: Two friends of the same age are both kept"]}


def test_the_scenarios_a_known_failure_fails_are_read_per_declared_clause() -> None:
    adapter = _DeclaresItsScenarios()
    assert known_scenarios(adapter, known_failures(adapter)) == {
        "WRITE-6": frozenset({"corrections.feature: The same fact under a synonym topic"})
    }
    assert known_scenarios(ReferenceAdapter(), {}) == {}


def test_scenarios_declared_for_a_clause_known_failures_does_not_declare_are_refused() -> None:
    adapter = _DeclaresScenariosOfAnUndeclaredClause()
    with pytest.raises(AdapterError, match=r"known_failing_scenarios names clauses not declared"):
        known_scenarios(adapter, known_failures(adapter))
