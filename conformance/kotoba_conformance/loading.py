"""Turning `--adapter NAME`, `--adapter module:factory` or `command:CMD ARGS` (an implementation
spoken to over stdio) into an `Adapter`."""

from __future__ import annotations

import importlib
import shlex
from importlib.metadata import entry_points
from typing import cast

from kotoba_conformance import catalogue
from kotoba_conformance.adapter import CAPABILITIES, REQUIRED, Adapter
from kotoba_conformance.errors import AdapterError, TransportError

__all__ = ["AdapterError", "command_spec", "known_failures", "load", "registered", "resolve"]

ENTRY_POINT_GROUP = "kotoba_conformance.adapters"
COMMAND_PREFIX = "command:"
"""An adapter spec starting with this names a command speaking the stdio protocol."""


def command_spec(command: str) -> str:
    """The adapter spec for `--adapter-command CMD`: one string, so the writer processes some
    scenarios start can be handed it like any other spec."""
    return COMMAND_PREFIX + command


def registered() -> dict[str, str]:
    """Adapter names registered by installed distributions, with what they point to."""
    return {ep.name: ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}


def resolve(spec: str) -> str:
    """A registered name becomes its `module:factory`; a `module:factory` stays as it is."""
    if ":" in spec:
        return spec
    names = registered()
    if spec not in names:
        known = ", ".join(sorted(names)) or "none"
        raise AdapterError(f"no adapter named {spec!r} (registered: {known}); use module:factory")
    return names[spec]


def load(spec: str) -> Adapter:
    """Import the factory and call it (a class or a function taking no arguments), or start the
    command of a `command:` spec and shake hands with it."""
    adapter = _start(spec) if spec.startswith(COMMAND_PREFIX) else _import(spec)
    claimed = set(adapter.capabilities())
    if unknown := claimed - set(CAPABILITIES):
        raise AdapterError(f"adapter {spec!r} claims unknown capabilities: {sorted(unknown)}")
    if missing := set(REQUIRED) - claimed:
        raise AdapterError(f"adapter {spec!r} must claim {sorted(missing)}: they are required")
    return adapter


def _import(spec: str) -> Adapter:
    module_name, _, attribute = resolve(spec).partition(":")
    try:
        module = importlib.import_module(module_name)
        factory = getattr(module, attribute)
    except (ImportError, AttributeError) as error:
        raise AdapterError(f"cannot import adapter {spec!r}: {error}") from error
    return cast(Adapter, factory())


def _start(spec: str) -> Adapter:
    from kotoba_conformance.stdio import StdioAdapter  # noqa: PLC0415 - only stdio runs need it

    try:
        return StdioAdapter(shlex.split(spec.removeprefix(COMMAND_PREFIX)))
    except (TransportError, ValueError) as error:
        raise AdapterError(
            f"adapter command {spec.removeprefix(COMMAND_PREFIX)!r}: {error}"
        ) from error


def known_failures(adapter: Adapter) -> set[str]:
    """The clauses an adapter declares it fails (none when it has no `known_failures`). Each
    must name a clause of a capability it claims: a declaration that can never be checked is
    refused, like any other mistake in the adapter."""
    declare = getattr(adapter, "known_failures", None)
    known = set(declare()) if declare is not None else set()
    clauses = catalogue.clauses()
    if unknown := sorted(known - set(clauses)):
        raise AdapterError(f"known_failures names no clause: {unknown}")
    claimed = set(adapter.capabilities())
    if unclaimed := sorted(c for c in known if clauses[c].capability not in claimed):
        raise AdapterError(f"known_failures names clauses of unclaimed capabilities: {unclaimed}")
    return known
