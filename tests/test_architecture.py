"""The suite reaches implementations only through the adapter contract: nothing in the
conformance package imports the reference (or any implementation)."""

from __future__ import annotations

import ast
from pathlib import Path

import kotoba_conformance

SUITE = Path(kotoba_conformance.__file__).resolve().parent


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_suite_module_imports_the_reference() -> None:
    offenders = {
        str(path.relative_to(SUITE)): sorted(
            m for m in imported_modules(path) if m.startswith("kotoba_reference")
        )
        for path in SUITE.rglob("*.py")
    }
    assert not {k: v for k, v in offenders.items() if v}


def test_the_suite_names_no_implementation_as_a_string_either() -> None:
    """An import by name (importlib) would dodge the check above; `cli` may name the
    default registered adapter, which is resolved through the entry-point group."""
    mentions = [
        str(p.relative_to(SUITE))
        for p in SUITE.rglob("*.py")
        if "kotoba_reference" in p.read_text(encoding="utf-8")
    ]
    assert not mentions
