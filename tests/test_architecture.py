"""The arrows between the kit's rooms, held as data.

The suite reaches implementations only through the adapter contract: nothing in the conformance
package imports the reference (or any implementation). Inside the package, four rooms
(`contract/`, `steps/` with `steps/support/`, `reports/`, `modes/`) and the two entry points that
wire them (`cli.py`, `plugin.py`) may import only what the table below allows, so the contract
stays readable on its own and the reports stay pure.

The broken implementations (`tests/broken/`, and the adapters of `tests/adapters.py`) reach the
reference only through its public seam: never a `_`-name of `kotoba_reference`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import kotoba_conformance
import kotoba_reference
import pytest

from tests import adapters, broken

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


REFERENCE_MODULES = frozenset(
    ".".join(("kotoba_reference", *path.relative_to(REFERENCE).parent.parts, path.stem))
    if path.stem != "__init__"
    else ".".join(("kotoba_reference", *path.relative_to(REFERENCE).parent.parts))
    for path in REFERENCE.rglob("*.py")
)
"""The reference's modules and packages by dotted name (`kotoba_reference.facts.index`)."""


def reference_modules_named(tree: ast.AST) -> set[str]:
    """The names a module binds to the reference's modules (`from kotoba_reference.facts import
    index`, `import kotoba_reference.facts.index as index`)."""
    named: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and not node.level:
            named.update(
                alias.asname or alias.name
                for alias in node.names
                if f"{node.module}.{alias.name}" in REFERENCE_MODULES
            )
        elif isinstance(node, ast.Import):
            named.update(
                alias.asname or alias.name.partition(".")[0]
                for alias in node.names
                if alias.name.startswith("kotoba_reference")
            )
    return named


def root_name(node: ast.expr) -> str | None:
    """`a` of `a.b.c`; None for anything else (`self.x`, a call's result)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def reaches_into_the_reference(source: str) -> list[str]:
    """Where a module names a private symbol of the reference: imports one (or a private
    module), reads or sets one as an attribute, or defines one in a class (an override); or
    rebinds a name in one of the reference's modules (which changes every store in the process,
    the reference's own tests beside it included)."""
    offences = []
    tree = ast.parse(source)
    modules = reference_modules_named(tree)
    for node in ast.walk(tree):
        where = f"line {getattr(node, 'lineno', '?')}"
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store | ast.Del)
            and (root := root_name(node.value)) in modules
        ):
            offences.append(f"{where}: rebinds {ast.unparse(node)} (in {root})")
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
        "from kotoba_reference.facts.store import MemoryStore, _Outcome",
        "import kotoba_reference._hidden",
        "def f(system):\n    system.store._lock = None",
        "def f(system):\n    system.reminders._due.clear()",
        "class Store(MemoryStore):\n    def _write(self, fact, topic):\n        return None",
        "from kotoba_reference.facts import index\nindex.bullets = lambda text: ()",
        "import kotoba_reference.settings_app.guard\n"
        "kotoba_reference.settings_app.guard.LOOPBACK_NAMES = ()",
    ],
)
def test_the_seam_check_sees_each_way_of_reaching_in(source: str) -> None:
    assert reaches_into_the_reference(source)


def test_the_seam_check_lets_a_module_keep_private_names_of_its_own() -> None:
    own = "class System(ReferenceSystem):\n    def __init__(self):\n        self._saved = 1"
    assert not reaches_into_the_reference(own)
