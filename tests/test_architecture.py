"""The arrows between the parts. The suite reaches implementations only through the adapter
contract: nothing in the conformance package imports the reference (or any implementation). The
broken implementations reach the reference only through its public seam."""

from __future__ import annotations

import ast
from pathlib import Path

import kotoba_conformance
import kotoba_reference
import pytest

from tests import adapters, broken

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


# --- tests/broken stands on the reference's public seam ------------------------------------------

REFERENCE = Path(kotoba_reference.__file__).resolve().parent
BROKEN = Path(broken.__file__).resolve().parent
ON_THE_SEAM = [*sorted(BROKEN.glob("*.py")), Path(adapters.__file__).resolve()]
"""The broken implementations, their helpers, and the suite's own test adapters."""


def is_private(name: str) -> bool:
    """`_x`, not a dunder, and not `_` alone (the name for a value nobody reads)."""
    return (
        name.startswith("_") and name != "_" and not (name.startswith("__") and name.endswith("__"))
    )


def private_names(tree: ast.AST) -> set[str]:
    """Every `_` name a module defines: at module level, in a class body, or as `self._x`."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            found.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            found.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            found.add(node.attr)
    return {name for name in found if is_private(name)}


REFERENCE_PRIVATE = frozenset(
    name
    for path in REFERENCE.rglob("*.py")
    for name in private_names(ast.parse(path.read_text(encoding="utf-8")))
)


def reaches_into_the_reference(source: str) -> list[str]:
    """Where a module names a private symbol of the reference: imports one (or a private
    module), reads or sets one as an attribute, or defines one in a class (an override)."""
    offences = []
    for node in ast.walk(ast.parse(source)):
        where = f"line {getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("kotoba_reference"):
            parts = (node.module or "").split(".") + [alias.name for alias in node.names]
            offences += [f"{where}: imports {p}" for p in parts if is_private(p)]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "kotoba_reference" and any(map(is_private, parts)):
                    offences.append(f"{where}: imports {alias.name}")
        elif isinstance(node, ast.Attribute) and node.attr in REFERENCE_PRIVATE:
            offences.append(f"{where}: uses the attribute {node.attr}")
        elif isinstance(node, ast.ClassDef):
            for member in node.body:
                names = private_names(member) if not isinstance(member, ast.ClassDef) else set()
                offences += [f"{where}: overrides {n}" for n in names & REFERENCE_PRIVATE]
    return offences


def test_no_broken_implementation_names_a_private_symbol_of_the_reference() -> None:
    """tests/broken (and tests/adapters.py) wrap the contract's methods, edit the documented
    files, or use an extension point (`rules.Rules`, the `*_class` attributes): a refactor of
    the reference's private code must never break the corpus that proves the suite can fail."""
    offenders = {
        path.name: found
        for path in ON_THE_SEAM
        if (found := reaches_into_the_reference(path.read_text(encoding="utf-8")))
    }
    assert not offenders


@pytest.mark.parametrize(
    "source",
    [
        "from kotoba_reference.store import MemoryStore, _Outcome",
        "import kotoba_reference._hidden",
        "def f(system):\n    system.store._lock = None",
        "def f(system):\n    system.reminders._due.clear()",
        "class Store(MemoryStore):\n    def _write(self, fact, topic):\n        return None",
    ],
)
def test_the_seam_check_sees_each_way_of_reaching_in(source: str) -> None:
    assert reaches_into_the_reference(source)


def test_the_seam_check_lets_a_module_keep_private_names_of_its_own() -> None:
    own = "class System(ReferenceSystem):\n    def __init__(self):\n        self._saved = 1"
    assert not reaches_into_the_reference(own)
