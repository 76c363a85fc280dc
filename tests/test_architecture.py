"""The arrows between the kit's rooms, held as data.

The suite reaches implementations only through the adapter contract: nothing in the conformance
package imports the reference (or any implementation). Inside the package, four rooms
(`contract/`, `steps/` with `steps/support/`, `reports/`, `modes/`) and the two entry points that
wire them (`cli.py`, `plugin.py`) may import only what the table below allows, so the contract
stays readable on its own and the reports stay pure.
"""

from __future__ import annotations

import ast
from pathlib import Path

import kotoba_conformance
import pytest

SUITE = Path(kotoba_conformance.__file__).resolve().parent
PACKAGE = "kotoba_conformance"

MAY_IMPORT: dict[str, set[str]] = {
    "contract": {"contract"},
    "steps.support": {"contract", "steps.support"},
    "steps": {"contract", "steps.support", "steps"},
    "reports": {"contract", "reports"},
    "modes": {"contract", "steps.support", "modes"},
    "plugin": {"contract", "reports", "steps.support", "plugin"},
    "cli": {"contract", "reports", "modes.commands"},
    "__main__": {"cli"},
    "adapter": {"contract"},
    "stdio": {"contract"},
    "": {"contract"},
}
"""Each room (or top-level module) and the rooms it may import from. `cli` takes the modes'
command lines only: the modes themselves load hypothesis, which must not come before pytest."""


def imported_modules(path: Path) -> set[str]:
    """Every module a file imports, `from a import b` counted as both `a` and `a.b`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def module_name(path: Path) -> str:
    parts = path.relative_to(SUITE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def room_of(module: str, importing: bool = True) -> str:
    """`steps.support.world` is in `steps.support`, `contract.stdio.client` in `contract`; as
    an import target, `modes.commands` stands apart from the modes it registers."""
    if module.startswith("steps.support"):
        return "steps.support"
    if importing and module.startswith("modes.commands"):
        return "modes.commands"
    return module.split(".", maxsplit=1)[0]


def allowed(source_room: str, target_room: str) -> bool:
    permitted = MAY_IMPORT[source_room]
    return target_room in permitted or (target_room == "modes.commands" and "modes" in permitted)


SUITE_FILES = sorted(SUITE.rglob("*.py"))


@pytest.mark.parametrize("path", SUITE_FILES, ids=lambda p: str(p.relative_to(SUITE)))
def test_each_module_imports_only_the_rooms_its_room_may(path: Path) -> None:
    source = room_of(module_name(path), importing=False)
    assert source in MAY_IMPORT, f"{source!r} is no room: add it to MAY_IMPORT on purpose"
    targets = {
        name.removeprefix(PACKAGE + ".")
        for name in imported_modules(path)
        if name.startswith(PACKAGE + ".")
    }
    modules = _importable_names() & targets
    # `from kotoba_conformance.modes import commands` imports `modes.commands`, not `modes`
    imported = {m for m in modules if not any(o.startswith(m + ".") for o in modules)}
    wrong = sorted(t for t in imported if not allowed(source, room_of(t)))
    assert not wrong, f"{source} may import only {sorted(MAY_IMPORT[source])}, not {wrong}"


def _importable_names() -> set[str]:
    """The kit's modules and packages by dotted name, so `from pkg import name` counts only when
    `name` is a module."""
    return {module_name(p) for p in SUITE_FILES} | {
        ".".join(p.relative_to(SUITE).parts) for p in SUITE.rglob("*") if p.is_dir()
    }


def test_the_four_rooms_are_there() -> None:
    rooms = {p.name for p in SUITE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert {"contract", "steps", "reports", "modes"} <= rooms


def test_no_suite_module_imports_the_reference() -> None:
    offenders = {
        str(path.relative_to(SUITE)): sorted(
            m for m in imported_modules(path) if m.startswith("kotoba_reference")
        )
        for path in SUITE_FILES
    }
    assert not {k: v for k, v in offenders.items() if v}


def test_the_suite_names_no_implementation_as_a_string_either() -> None:
    """An import by name (importlib) would dodge the check above."""
    mentions = [
        str(p.relative_to(SUITE))
        for p in SUITE_FILES
        if "kotoba_reference" in p.read_text(encoding="utf-8")
    ]
    assert not mentions
