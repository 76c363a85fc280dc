"""Who was tested, by which kit, against which catalogue: the first line of every report.

A report that does not name the implementation it judged lets a CI log show a pass for code that
never ran (an empty `--adapter-command "$CMD"` once fell back to the bundled reference, silently).
So every report opens with an `Implementation`, of one of three kinds:

- `command`: a program spoken to over stdio; its name and version are what its handshake said.
- `in-process`: a Python adapter (`module:factory` or a registered name); its version is that of
  the distribution installing its top-level package, when exactly one does and the module that
  ran is that distribution's own (a stale copy in the current directory, shadowing the installed
  package, gets no version it does not have); `source` is the file it ran from.
- `bundled reference`: an adapter the reference distribution shipped beside the kit
  (kotoba-reference) registers, recognised by its class (so a shim re-exporting it under
  another name is still it), which the reports say in words, so that a run of the reference can
  never be taken for a run of yours.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from functools import cache
from importlib import metadata
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import url2pathname

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.loading import COMMAND_PREFIX, ENTRY_POINT_GROUP, resolve

DISTRIBUTION = "kotoba-conformance"
"""The kit's own distribution, whose version every report records."""
REFERENCE_DISTRIBUTION = "kotoba-reference"
"""The reference implementation this repository ships beside the kit: the adapters it
registers are the bundled ones."""
COMMAND, IN_PROCESS, BUNDLED = "command", "in-process", "bundled reference"
KINDS = (COMMAND, IN_PROCESS, BUNDLED)


@dataclass(frozen=True)
class Implementation:
    kind: str
    """One of `KINDS`."""
    name: str
    version: str | None
    spec: str
    """The adapter as the run was given it (`reference`, `module:factory`, `command:CMD`)."""
    distribution: str | None = None
    """In-process: the distribution installing the adapter's package, whose version `version`
    is."""
    source: str | None = None
    """In-process: the file the adapter's module was loaded from."""
    judged: str | None = None
    """In-process: the system the adapter judges, with its version, where the adapter names
    one (`judges()`): the package under test, beside the adapter's own version."""

    @property
    def display(self) -> str:
        """The implementation in words, as every report's first line names it."""
        version = f" {self.version}" if self.version else ""
        if self.kind == BUNDLED:
            return f"the bundled reference implementation ({self.name}{version})"
        if self.kind == COMMAND:
            return f"{self.name}{version} (command: {self.spec.removeprefix(COMMAND_PREFIX)})"
        judging = f", judging {self.judged}" if self.judged else ""
        if self.distribution:
            return f"in-process adapter {self.name} ({self.distribution}{version}){judging}"
        return f"in-process adapter {self.name}{judging}"

    def as_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "name": self.name,
            "version": self.version,
            "display": self.display,
            "spec": self.spec,
            **({"distribution": self.distribution} if self.distribution else {}),
            **({"source": self.source} if self.source else {}),
            **({"judged": self.judged} if self.judged else {}),
        }


@dataclass(frozen=True)
class Provenance:
    """What a report records about its run besides the verdict."""

    implementation: Implementation
    kit_version: str
    catalogue_version: str

    @property
    def kit(self) -> str:
        return f"kotoba-conformance {self.kit_version}, catalogue {self.catalogue_version}"


def identify(adapter: object, spec: str) -> Implementation:
    """The implementation behind a loaded adapter, named as the reports name it."""
    if spec.startswith(COMMAND_PREFIX):
        hello = getattr(adapter, "hello", {}) or {}
        name = str(hello.get("name") or spec.removeprefix(COMMAND_PREFIX))
        version = hello.get("version")
        return Implementation(COMMAND, name, str(version) if version else None, spec)
    cls = type(adapter)
    if (bundled := bundled_adapters().get(f"{cls.__module__}:{cls.__qualname__}")) is not None:
        return Implementation(BUNDLED, bundled, _version(REFERENCE_DISTRIBUTION), spec)
    module = resolve(spec).partition(":")[0]
    loaded = sys.modules.get(module)
    source = getattr(loaded, "__file__", None)
    distribution, version = _distribution(module.partition(".")[0], source)
    judges = getattr(adapter, "judges", None)
    judged = str(judges()) if callable(judges) else None
    return Implementation(IN_PROCESS, spec, version, spec, distribution, source, judged)


def provenance(implementation: Implementation) -> Provenance:
    return Provenance(implementation, kit_version(), catalogue.version())


@cache
def kit_version() -> str:
    return _version(DISTRIBUTION) or "unknown"


def _version(distribution: str) -> str | None:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return None


@cache
def bundled_adapters() -> dict[str, str]:
    """`module:factory` → top-level package, for each adapter the reference distribution
    registers."""
    try:
        points = metadata.distribution(REFERENCE_DISTRIBUTION).entry_points
    except metadata.PackageNotFoundError:
        return {}
    return {
        point.value: point.value.partition(".")[0].partition(":")[0]
        for point in points
        if point.group == ENTRY_POINT_GROUP
    }


def _distribution(top_level: str, source: str | None) -> tuple[str | None, str | None]:
    """The one distribution the module that ran belongs to, and its version: among every
    installed one, the one whose files (or, for an editable install, whose folders) hold
    `source`. None for a module beside the user, and for a copy that shadows an installed
    package. (Not `packages_distributions()`: before Python 3.11 it reads only
    `top_level.txt`, which wheels built by hatchling and others do not carry.)"""
    if source is None:
        return None, None
    ran = Path(source).resolve()
    matching = {
        str(d.metadata["Name"]): d.version
        for d in metadata.distributions()
        if _installs(d, top_level, ran)
    }
    if len(matching) != 1:
        return None, None
    ((name, version),) = matching.items()
    return name, version


def _installs(distribution: metadata.Distribution, top_level: str, source: Path) -> bool:
    """Whether `source` is one of the distribution's installed files in the package (or
    module) `top_level`, or lies in that package inside a folder its editable install puts on
    the path."""
    base = Path(str(distribution.locate_file(""))).resolve()
    if source.is_relative_to(base):
        relative = source.relative_to(base).as_posix()
        in_top_level = relative.startswith(f"{top_level}/") or relative == f"{top_level}.py"
        if in_top_level and any(str(file) == relative for file in distribution.files or ()):
            return True
    return any(
        source.is_relative_to(folder / top_level) or source == folder / f"{top_level}.py"
        for folder in _editable_folders(distribution)
    )


def _editable_folders(distribution: metadata.Distribution) -> list[Path]:
    """The folders an editable install (PEP 610's direct_url.json says it is one) puts on the
    path: those its `.pth` files list, else its project folder and that folder's `src/`."""
    try:
        direct = json.loads(distribution.read_text("direct_url.json") or "{}")
    except ValueError:
        return []
    url = str(direct.get("url", "")) if isinstance(direct, dict) else ""
    if not (direct.get("dir_info", {}).get("editable") and url.startswith("file://")):
        return []
    listed = [
        Path(line.strip()).resolve()
        for file in distribution.files or ()
        if file.suffix == ".pth"
        for line in _lines(Path(str(distribution.locate_file(file))))
        if line.strip() and not line.startswith(("import ", "#"))
    ]
    root = Path(url2pathname(urlparse(url).path)).resolve()
    return listed or [root, root / "src"]


def _lines(path: Path) -> list[str]:
    try:
        return path.read_text("utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return []
