"""docs/stdio.md prints every shipped schema as it is and names every method of the contract,
so the walk-through cannot drift from the protocol."""

from __future__ import annotations

from pathlib import Path

from kotoba_conformance.contract.stdio.client import contract_methods
from kotoba_conformance.contract.stdio.protocol import SCHEMAS_DIR

DOC = (Path(__file__).resolve().parent.parent.parent / "docs" / "stdio.md").read_text(
    encoding="utf-8"
)


def test_the_walk_through_prints_every_schema_verbatim() -> None:
    schemas = sorted(SCHEMAS_DIR.glob("*.json"))
    assert schemas
    missing = [p.name for p in schemas if p.read_text(encoding="utf-8").strip() not in DOC]
    assert not missing


def test_the_walk_through_names_every_contract_method_and_its_params() -> None:
    for method, signature in contract_methods().items():
        assert f"`{method}`" in DOC, method
        for param in list(signature.parameters)[1:]:
            assert f"`{param}`" in DOC, (method, param)
