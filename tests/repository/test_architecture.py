"""The arrows between the kit's rooms and between the reference's, held as data.

The suite reaches implementations only through the adapter contract: nothing in the conformance
package imports the reference (or any implementation). Inside the package, five rooms
(`contract/`, `steps/` with `steps/support/`, `programs/`, `reports/`, `modes/`) and the two
entry points that wire them (`cli.py`, `plugin.py`) may import only what the table below allows,
so the contract stays readable on its own and the reports stay pure.

The reference has rooms of its own, a package per capability (`facts/`, `conversation/`,
`visual/`, `settings_app/`, `collector/`, `lifetime/`), under the adapter, the command line and the
stdio server that put them together; `REFERENCE_MAY_IMPORT` holds its arrows the same way.

The broken implementations (`tests/broken/`, and the adapters of `tests/support/adapters.py`)
reach the reference only through its public seam: never a `_`-name of `kotoba_reference`.

Neither distribution has an import cycle: the module graph each builds when imported, read from
the source, is acyclic, and so is the one the type checker follows (`if TYPE_CHECKING:` too).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import kotoba_conformance
import kotoba_reference
import pytest

from tests import broken
from tests.support import adapters

SUITE = Path(kotoba_conformance.__file__).resolve().parent
PACKAGE = "kotoba_conformance"

MAY_IMPORT: dict[str, set[str]] = {
    "contract": {"contract"},
    "steps.support": {"contract", "steps.support"},
    "steps": {"contract", "steps.support", "programs", "steps"},
    "programs": {"contract", "steps.support", "programs"},
    "reports": {"contract", "reports"},
    "modes": {"contract", "steps.support", "programs", "modes"},
    "plugin": {"contract", "reports", "steps.support", "plugin"},
    "site": {"contract", "reports", "site"},
    "cli": {"contract", "reports", "modes.commands", "site.command"},
    "__main__": {"cli"},
    "adapter": {"contract"},
    "stdio": {"contract"},
    "": {"contract"},
}
"""Each room (or top-level module) and the rooms it may import from. `cli` takes the modes'
command lines only: the modes themselves load hypothesis, which must not come before pytest; and
the site's (`site.command`), whose generator reads the features with pytest-bdd's parser."""


COMMAND_LINES = {"modes.commands": "modes", "site.command": "site"}
"""Modules that stand apart from their room as import targets: a room's command line, which the
CLI registers without importing the room itself."""


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
    an import target, `modes.commands` stands apart from the modes it registers, and
    `site.command` from the site it writes."""
    if module.startswith("steps.support"):
        return "steps.support"
    for command_line in COMMAND_LINES:
        if importing and module.startswith(command_line):
            return command_line
    return module.split(".", maxsplit=1)[0]


def allowed(source_room: str, target_room: str) -> bool:
    permitted = MAY_IMPORT[source_room]
    return target_room in permitted or COMMAND_LINES.get(target_room) in permitted


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


def test_the_five_rooms_are_there() -> None:
    rooms = {p.name for p in SUITE.iterdir() if p.is_dir() and (p / "__init__.py").exists()}
    assert {"contract", "steps", "programs", "reports", "modes"} <= rooms


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


# --- the reference's rooms -----------------------------------------------------------------------

REFERENCE = Path(kotoba_reference.__file__).resolve().parent
REFERENCE_PACKAGE = "kotoba_reference"

REFERENCE_MAY_IMPORT: dict[str, set[str]] = {
    "facts": {"facts"},
    "conversation": {"conversation"},
    "lifetime": {"lifetime"},
    "visual": {"visual", "facts"},
    "settings_app": {"settings_app", "facts", "conversation"},
    "collector": {"collector", "facts", "conversation", "paths"},
    "paths": {"paths"},
    "adapter": {
        *("adapter", "paths", "facts", "conversation", "visual"),
        *("settings_app", "collector", "lifetime"),
    },
    "cli": {"cli", "adapter", "settings_app"},
    "stdio": {"stdio", "adapter"},
    "": {""},
}
"""Each room of the reference (or top-level module; `""` is the package's `__init__`) and what it
may import. The rooms at the bottom (facts, conversation, lifetime) import no other; `paths` is a
leaf the collector and the adapter share. `adapter` puts the rooms together; `cli` (which also
serves the settings app on its own, `kotoba-reference serve`) and `stdio` stand on the adapter."""

ABOVE_THE_ROOMS = frozenset({"adapter", "cli", "stdio"})
"""What sits above the rooms: no room may import it."""

REFERENCE_FILES = sorted(REFERENCE.rglob("*.py"))
REFERENCE_ROOMS = sorted(
    p.name for p in REFERENCE.iterdir() if p.is_dir() and (p / "__init__.py").exists()
)


def dotted_name(path: Path, root: Path, package: str) -> str:
    """`kotoba_reference.facts.store` for `<root>/facts/store.py`, `kotoba_reference.facts` for
    its `__init__.py`."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join((package, *(parts[:-1] if parts[-1] == "__init__" else parts)))


def import_targets(
    node: ast.Import | ast.ImportFrom, modules: set[str], here: str, *, package: bool = False
) -> set[str]:
    """The modules of `modules` an import statement in module `here` loads: `from a import b`
    is `a.b` when that is a module, else `a` (b is a name a's `__init__` defines); a relative
    import is read from `here` (an `__init__` when `package`)."""
    if isinstance(node, ast.Import):
        return {alias.name for alias in node.names} & modules
    base = node.module or ""
    if node.level:
        anchor = here.split(".") if package else here.split(".")[:-1]
        anchor = anchor[: len(anchor) - node.level + 1]
        base = ".".join([*anchor, base] if base else anchor)
    found = set()
    for alias in node.names:
        submodule = f"{base}.{alias.name}"
        found.add(submodule if submodule in modules else base)
    return found & modules


def reference_module_name(path: Path) -> str:
    """`facts.store` for `kotoba_reference/facts/store.py`, `facts` for its `__init__.py`."""
    return dotted_name(path, REFERENCE, REFERENCE_PACKAGE).removeprefix(REFERENCE_PACKAGE)[1:]


def reference_room_of(module: str) -> str:
    """A module in a room is that room's; a top-level module is its own (`paths`, `adapter`)."""
    return module.split(".", maxsplit=1)[0]


REFERENCE_MODULE_NAMES = {dotted_name(p, REFERENCE, REFERENCE_PACKAGE) for p in REFERENCE_FILES}


def reference_imports(path: Path) -> set[str]:
    """The reference's modules a file imports, anywhere in it (a call's late import and a
    TYPE_CHECKING import count too: both are arrows), named under the package (`facts.index`)."""
    here, package = dotted_name(path, REFERENCE, REFERENCE_PACKAGE), path.stem == "__init__"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import | ast.ImportFrom):
            found |= import_targets(node, REFERENCE_MODULE_NAMES, here, package=package)
    return {name.removeprefix(REFERENCE_PACKAGE)[1:] for name in found}


@pytest.mark.parametrize("path", REFERENCE_FILES, ids=lambda p: str(p.relative_to(REFERENCE)))
def test_each_reference_module_imports_only_what_its_room_may(path: Path) -> None:
    source = reference_room_of(reference_module_name(path))
    assert source in REFERENCE_MAY_IMPORT, f"{source!r} is no room: add it on purpose"
    wrong = sorted(
        target
        for target in reference_imports(path)
        if reference_room_of(target) not in REFERENCE_MAY_IMPORT[source]
    )
    assert not wrong, (
        f"{source} may import only {sorted(REFERENCE_MAY_IMPORT[source])}, not {wrong}"
    )


def test_the_reference_rooms_are_the_table_and_each_says_what_it_is() -> None:
    """A new package is a new room only on purpose; each room's docstring says what it may
    import, and its `__init__` imports nothing (so importing a room loads none of its modules,
    the settings app's Starlette among them)."""
    assert set(REFERENCE_ROOMS) == {
        room for room in REFERENCE_MAY_IMPORT if room and room not in ABOVE_THE_ROOMS | {"paths"}
    }
    for room in REFERENCE_ROOMS:
        tree = ast.parse((REFERENCE / room / "__init__.py").read_text(encoding="utf-8"))
        assert ast.get_docstring(tree), f"{room}/__init__.py says nothing of the room"
        assert "import" in (ast.get_docstring(tree) or ""), f"{room}: say what it may import"
        assert len(tree.body) == 1, f"{room}/__init__.py holds more than its docstring"


def test_the_reference_table_keeps_its_rules() -> None:
    """The arrows the table may never hold, whatever is added to it: facts stands on no other
    room; no room imports what sits above the rooms (the adapter, the CLI, the stdio server);
    nothing imports the CLI."""
    assert REFERENCE_MAY_IMPORT["facts"] == {"facts"}
    for room in REFERENCE_ROOMS:
        assert not REFERENCE_MAY_IMPORT[room] & ABOVE_THE_ROOMS, room
    assert not [
        room for room, may in REFERENCE_MAY_IMPORT.items() if "cli" in may and room != "cli"
    ]


# --- tests/broken stands on the reference's public seam ------------------------------------------

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
    """tests/broken (and tests/support/adapters.py) wrap the contract's methods, edit the documented
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


# --- no import cycle in either distribution ------------------------------------------------------

DISTRIBUTIONS = {"kotoba_conformance": SUITE, "kotoba_reference": REFERENCE}
"""Each distribution's package and its folder (conformance/, reference/)."""


def is_type_checking(test: ast.expr) -> bool:
    """`if TYPE_CHECKING:` or `if typing.TYPE_CHECKING:`."""
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def module_level_imports(
    body: list[ast.stmt], *, type_checking: bool
) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports a module runs when it is imported: its top-level statements, and those under
    a top-level `if` or `try`; not a function's (run when called). `if TYPE_CHECKING:` blocks
    only when `type_checking` (their `else:` always)."""
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If):
            if type_checking or not is_type_checking(node.test):
                yield from module_level_imports(node.body, type_checking=type_checking)
            yield from module_level_imports(node.orelse, type_checking=type_checking)
        elif isinstance(node, ast.Try):
            for block in (node.body, *(h.body for h in node.handlers), node.orelse, node.finalbody):
                yield from module_level_imports(block, type_checking=type_checking)


def import_graph(root: Path, package: str, *, type_checking: bool = False) -> dict[str, set[str]]:
    """Each module of the package under `root` and the package's modules it imports when it is
    imported (by `import_targets`). An arrow from a module to itself is left out."""
    files = {dotted_name(p, root, package): p for p in sorted(root.rglob("*.py"))}
    modules = set(files)
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package_file = path.stem == "__init__"
        graph[name] = {
            target
            for node in module_level_imports(tree.body, type_checking=type_checking)
            for target in import_targets(node, modules, name, package=package_file)
        } - {name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of the graph as the path round it (`[a, b, a]`), or None: a depth-first walk in
    name order, so the same graph always names the same cycle."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def walk(node: str) -> list[str] | None:
        path.append(node)
        on_path.add(node)
        for target in sorted(graph.get(node, ())):
            if target in on_path:
                return [*path[path.index(target) :], target]
            if target not in done and (cycle := walk(target)):
                return cycle
        path.pop()
        on_path.discard(node)
        done.add(node)
        return None

    for start in sorted(graph):
        if start not in done and (cycle := walk(start)):
            return cycle
    return None


@pytest.mark.parametrize("package", sorted(DISTRIBUTIONS))
def test_no_import_cycle_when_the_package_is_imported(package: str) -> None:
    """The imports that run: a cycle here makes a module's names depend on which module of
    the cycle was imported first."""
    cycle = find_cycle(import_graph(DISTRIBUTIONS[package], package))
    assert cycle is None, "an import cycle: " + " -> ".join(cycle or ())


@pytest.mark.parametrize("package", sorted(DISTRIBUTIONS))
def test_no_import_cycle_even_for_the_type_checker(package: str) -> None:
    """The imports under `if TYPE_CHECKING:` too. They never run, but a module that must hide
    an import from the interpreter is half of a cycle: the kit had two (modes/fuzz.py with
    modes/fuzz_summary.py, steps/support/state.py with steps/support/world.py), broken by
    moving the shared piece out (modes/fuzz_report.py, CorrectionsState into world.py)."""
    cycle = find_cycle(import_graph(DISTRIBUTIONS[package], package, type_checking=True))
    assert cycle is None, "an import cycle for the type checker: " + " -> ".join(cycle or ())


def test_the_cycle_finder_names_a_cycle_and_only_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"a"}}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"e": {"c"}, "c": {"d"}, "d": {"c"}}) == ["c", "d", "c"]
    assert find_cycle({"a": {"b", "c"}, "b": {"d"}, "c": {"d"}, "d": set()}) is None
    assert find_cycle({}) is None


def test_the_graph_reads_runtime_imports_and_type_checking_apart(tmp_path: Path) -> None:
    """A synthetic package: `a` imports `b` at module level, `b` imports `a` only for the type
    checker, and `c` imports `a` inside a function and `b` from the package by name."""
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("from pkg.sub.b import B\n")
    (package / "sub" / "a.py").write_text("from pkg.sub import b\n")
    (package / "sub" / "b.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from pkg.sub.a import A\nelse:\n    import json\nclass B: ...\n"
    )
    (package / "c.py").write_text(
        "try:\n    from pkg.sub import B\nexcept ImportError:\n    pass\n"
        "def late():\n    from pkg.sub import a\n"
    )
    runtime = import_graph(package, "pkg")
    assert runtime == {
        "pkg": set(),
        "pkg.c": {"pkg.sub"},
        "pkg.sub": {"pkg.sub.b"},
        "pkg.sub.a": {"pkg.sub.b"},
        "pkg.sub.b": set(),
    }
    assert find_cycle(runtime) is None
    typed = import_graph(package, "pkg", type_checking=True)
    assert typed["pkg.sub.b"] == {"pkg.sub.a"}
    assert find_cycle(typed) == ["pkg.sub.b", "pkg.sub.a", "pkg.sub.b"]
