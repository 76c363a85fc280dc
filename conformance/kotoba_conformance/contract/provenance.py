"""Who was tested, by which kit, against which catalogue: the first line of every report.

A report that does not name the implementation it judged lets a CI log show a pass for code that
never ran (an empty `--adapter-command "$CMD"` once fell back to the bundled reference, silently).
So every report opens with an `Implementation`, of one of three kinds:

- `command`: a program spoken to over stdio; its name and version are what its handshake said.
- `in-process`: a Python adapter (`module:factory` or a registered name); its version is that of
  the distribution installing its top-level package, when exactly one does.
- `bundled reference`: an adapter the reference distribution shipped beside the kit
  (kotoba-reference) registers, recognised by its class (so a shim re-exporting it under
  another name is still it), which the reports say in words, so that a run of the reference can
  never be taken for a run of yours.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import metadata

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

    @property
    def display(self) -> str:
        """The implementation in words, as every report's first line names it."""
        version = f" {self.version}" if self.version else ""
        if self.kind == BUNDLED:
            return f"the bundled reference implementation ({self.name}{version})"
        if self.kind == COMMAND:
            return f"{self.name}{version} (command: {self.spec.removeprefix(COMMAND_PREFIX)})"
        if self.distribution:
            return f"in-process adapter {self.name} ({self.distribution}{version})"
        return f"in-process adapter {self.name}"

    def as_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "name": self.name,
            "version": self.version,
            "display": self.display,
            "spec": self.spec,
            **({"distribution": self.distribution} if self.distribution else {}),
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
    top = resolve(spec).partition(":")[0].partition(".")[0]
    distribution, version = _distribution(top)
    return Implementation(IN_PROCESS, spec, version, spec, distribution)


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


def _distribution(top_level: str) -> tuple[str | None, str | None]:
    """The one distribution installing `top_level` and its version, if exactly one does (a
    module beside the user, in the current directory, has none)."""
    owners = set(metadata.packages_distributions().get(top_level, []))
    if len(owners) != 1:
        return None, None
    (owner,) = owners
    try:
        return owner, metadata.version(owner)
    except metadata.PackageNotFoundError:
        return None, None
