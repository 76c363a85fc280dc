"""Turning `--adapter NAME`, `--adapter module:factory` or `command:CMD ARGS` (an
implementation spoken to over stdio) into an `Adapter`, and checking it can run before any
scenario does: one clear line for a mistake, not one failure per scenario."""

from __future__ import annotations

import importlib
import os
import shlex
import sys
import tempfile
from collections.abc import Mapping
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any, cast

from typing_extensions import get_protocol_members

from kotoba_conformance.contract import adapter as contract
from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.adapter import CAPABILITIES, REQUIRED, Adapter
from kotoba_conformance.contract.errors import AdapterError, TransportError

__all__ = [
    "AdapterError", "command_spec", "known_failures", "known_scenarios", "load", "registered",
    "resolve", "validate",
]  # fmt: skip

ENTRY_POINT_GROUP = "kotoba_conformance.adapters"
BUNDLED = "reference"
"""What a run without `--adapter` tests: the reference, when kotoba-reference is installed."""
COMMAND_PREFIX = "command:"
"""An adapter spec starting with this names a command speaking the stdio protocol."""


def command_spec(command: str) -> str:
    """The adapter spec for `--adapter-command CMD`: one string, so the writer processes some
    scenarios start can be handed it like any other spec."""
    return COMMAND_PREFIX + command


PROTOCOLS: dict[str, type[Any]] = {
    "facts": contract.System,
    "prompt": contract.System,
    "session-search": contract.SessionSearchSystem,
    "profile": contract.ProfileSystem,
    "personal": contract.PersonalSystem,
    "paths": contract.PathsSystem,
    "visual": contract.VisualSystem,
    "collector": contract.CollectorSystem,
    "lifetime": contract.LifetimeSystem,
    "http": contract.HttpSystem,
}
"""The protocol a system must satisfy for each capability that has scenarios."""


def registered() -> dict[str, str]:
    """Adapter names registered by installed distributions, with what they point to."""
    return {ep.name: ep.value for ep in entry_points(group=ENTRY_POINT_GROUP)}


def resolve(spec: str) -> str:
    """A registered name becomes its `module:factory`; a `module:factory` stays as it is.

    Nothing is guessed: an empty spec, a spec with an empty module or factory (`$MODULE:Adapter`
    with the variable unset), and a name two distributions register are each refused, never
    read as some other adapter."""
    if not spec.strip():
        raise AdapterError("the adapter spec is empty: name a registered adapter or module:factory")
    if ":" in spec:
        module, _, factory = spec.partition(":")
        if not module.strip() or not factory.strip():
            part = "module" if not module.strip() else "factory"
            raise AdapterError(f"adapter {spec!r} has an empty {part}: write module:factory")
        return spec
    if spec == BUNDLED and spec not in registered():
        raise AdapterError(
            "no adapter given, and the bundled reference is not installed (it is its own "
            "distribution, kotoba-reference): pass --adapter module:factory or "
            "--adapter-command CMD"
        )
    targets = {ep.value for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.name == spec}
    if len(targets) > 1:
        raise AdapterError(
            f"the adapter name {spec!r} is registered more than once ({', '.join(sorted(targets))})"
            "; use module:factory"
        )
    if not targets:
        known = ", ".join(sorted(registered())) or "none"
        raise AdapterError(f"no adapter named {spec!r} (registered: {known}); use module:factory")
    return targets.pop()


def load(spec: str) -> Adapter:
    """Import the factory and call it (a class or a function taking no arguments), or start the
    command of a `command:` spec and shake hands with it."""
    adapter = _start(spec) if spec.startswith(COMMAND_PREFIX) else _import(spec)
    claimed = claimed_capabilities(adapter, spec)
    if unknown := claimed - set(CAPABILITIES):
        raise AdapterError(f"adapter {spec!r} claims unknown capabilities: {sorted(unknown)}")
    if missing := set(REQUIRED) - claimed:
        raise AdapterError(f"adapter {spec!r} must claim {sorted(missing)}: they are required")
    return adapter


def claimed_capabilities(adapter: object, spec: str) -> set[str]:
    """`capabilities()`, checked to be a list of strings."""
    method = getattr(adapter, "capabilities", None)
    if not callable(method):
        raise AdapterError(f"adapter {spec!r} has no capabilities() method")
    try:
        claimed = method()
    except Exception as error:
        raise AdapterError(f"adapter {spec!r}: capabilities() raised {_describe(error)}") from error
    if not isinstance(claimed, list) or not all(isinstance(c, str) for c in claimed):
        raise AdapterError(
            f"adapter {spec!r}: capabilities() must return a list of strings, not {claimed!r}"
        )
    return set(claimed)


def validate(adapter: Adapter, spec: str) -> None:
    """Open one system in a scratch home, as a scenario would, and check it has every method of
    each claimed capability's protocol; close it again."""
    if not callable(getattr(adapter, "open", None)):
        raise AdapterError(f"adapter {spec!r} has no open(spec) method")
    claimed = claimed_capabilities(adapter, spec)
    with tempfile.TemporaryDirectory(prefix="kotoba-check-") as scratch:
        user = Path(scratch) / "user"
        user.mkdir()
        system_spec: contract.SystemSpec = {
            "env": {"HOME": str(user), "KOTOBA_HOME": str(user / ".kotoba")}
        }
        try:
            system = adapter.open(system_spec)
        except Exception as error:
            raise AdapterError(f"adapter {spec!r}: open(spec) raised {_describe(error)}") from error
        try:
            for capability in [c for c in PROTOCOLS if c in claimed]:  # facts first
                if missing := missing_methods(system, PROTOCOLS[capability]):
                    protocol = PROTOCOLS[capability].__name__
                    raise AdapterError(
                        f"adapter {spec!r}: the system open() returned ({type(system).__name__}) "
                        f"lacks {', '.join(missing)}, needed by {capability!r} ({protocol})"
                    )
        finally:
            close = getattr(system, "close", None)
            if callable(close):
                try:
                    close()
                except Exception as error:
                    raise AdapterError(
                        f"adapter {spec!r}: close() raised {_describe(error)}"
                    ) from error


def missing_methods(system: object, protocol: type[Any]) -> list[str]:
    """The methods `protocol` (and the protocols it extends) names that `system` lacks."""
    names = {name for name in get_protocol_members(protocol) if callable(getattr(protocol, name))}
    return sorted(name + "()" for name in names if not callable(getattr(system, name, None)))


def _import(spec: str) -> Adapter:
    """The factory of a `module:factory` spec, called. The current directory is importable, as
    under `python -m`, so an adapter beside the user is found."""
    module_name, _, attribute = resolve(spec).partition(":")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        module = importlib.import_module(module_name)
        factory = getattr(module, attribute)
    except (ImportError, AttributeError) as error:
        raise AdapterError(
            f"cannot import adapter {spec!r}: {error} (the current directory is on the path)"
        ) from error
    if not callable(factory):
        raise AdapterError(f"adapter {spec!r} is not callable: it is {factory!r}")
    try:
        return cast(Adapter, factory())
    except Exception as error:
        raise AdapterError(f"adapter {spec!r}: calling it raised {_describe(error)}") from error


def _start(spec: str) -> Adapter:
    from kotoba_conformance.contract.stdio import StdioAdapter  # noqa: PLC0415 - only stdio runs need it

    try:
        return StdioAdapter(shlex.split(spec.removeprefix(COMMAND_PREFIX)))
    except (TransportError, ValueError) as error:
        raise AdapterError(
            f"adapter command {spec.removeprefix(COMMAND_PREFIX)!r}: {error}"
        ) from error


def known_failures(adapter: Adapter) -> dict[str, str]:
    """The clauses an adapter declares it fails, each with the reason it gives ("" when it
    gives none): `known_failures()` may return a list of clause ids or a mapping of clause id
    to reason; none when it has no `known_failures`. Each must name a clause of a capability it
    claims: a declaration that can never be checked is refused, like any other mistake in the
    adapter, and so is a reason that is not text."""
    declare = getattr(adapter, "known_failures", None)
    declared = declare() if declare is not None else []
    if isinstance(declared, Mapping):
        if odd := sorted(str(c) for c, why in declared.items() if not isinstance(why, str)):
            raise AdapterError(f"known_failures gives a reason that is not text for: {odd}")
        known = {str(clause): str(why) for clause, why in declared.items()}
    else:
        known = dict.fromkeys(map(str, declared), "")
    clauses = catalogue.clauses()
    if unknown := sorted(set(known) - set(clauses)):
        raise AdapterError(f"known_failures names no clause: {unknown}")
    claimed = set(adapter.capabilities())
    if unclaimed := sorted(c for c in known if clauses[c].capability not in claimed):
        raise AdapterError(f"known_failures names clauses of unclaimed capabilities: {unclaimed}")
    return known


def known_scenarios(adapter: Adapter, known: Mapping[str, str]) -> dict[str, frozenset[str]]:
    """The scenarios an adapter declares each known failure fails, by the names the reports
    give them (`known_failing_scenarios()`, optional; none without it). Once such a clause
    passes, `UNEXPECTED PASS` lists these, the scenarios that changed, not every scenario of
    the clause. Each must name a clause `known_failures()` declares."""
    declare = getattr(adapter, "known_failing_scenarios", None)
    declared = declare() if declare is not None else {}
    if not isinstance(declared, Mapping) or not all(
        isinstance(names, list | tuple | frozenset | set) and all(isinstance(n, str) for n in names)
        for names in declared.values()
    ):
        raise AdapterError(
            "known_failing_scenarios gives no mapping of clause id to scenario names"
        )
    if undeclared := sorted(set(map(str, declared)) - set(known)):
        raise AdapterError(f"known_failing_scenarios names clauses not declared: {undeclared}")
    return {str(clause): frozenset(names) for clause, names in declared.items()}


def _describe(error: BaseException) -> str:
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
