"""What one run is: the adapter under test and how its verdict is read. Built once from the
command line, in the controller and in every xdist worker alike."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

import pytest

from kotoba_conformance.contract.adapter import Adapter


@dataclass(frozen=True)
class RunSettings:
    adapter: Adapter
    spec: str
    """The adapter as the user named it (`reference`, `module:factory`, `command:CMD`)."""
    claimed: frozenset[str]
    known: frozenset[str]
    """Clauses the adapter declares it fails."""
    selected: tuple[str, ...]
    """Clauses the user asked for (`--clause`); empty: every clause."""
    strict: bool
    verbose: bool
    is_worker: bool
    programs: bool = True
    """Whether the generated programs run: always in a whole run; with `selected`, only when asked
    (`--programs`), so that a run of some clauses (the tutorial's steps, an implementer's loop)
    checks those clauses' scenarios and not every invariant the programs check."""
    known_reasons: Mapping[str, str] = field(default_factory=dict, hash=False, compare=False)
    """The reason the adapter gives for each known failure ("" when it gives none)."""
    known_scenarios: Mapping[str, frozenset[str]] = field(
        default_factory=dict, hash=False, compare=False
    )
    """The scenarios the adapter declares each known failure fails, where it says."""

    @classmethod
    def build(
        cls,
        config: pytest.Config,
        adapter: Adapter,
        known: Mapping[str, str],
        selected: list[str],
        known_scenarios: Mapping[str, frozenset[str]] | None = None,
    ) -> RunSettings:
        return cls(
            adapter=adapter,
            spec=str(config.getoption("--kotoba-adapter")),
            claimed=frozenset(adapter.capabilities()),
            known=frozenset(known),
            selected=tuple(selected),
            strict=bool(config.getoption("kotoba_strict")),
            verbose=bool(config.getoption("kotoba_verbose")) or config.get_verbosity() > 0,
            is_worker=hasattr(config, "workerinput"),
            programs=not selected or bool(config.getoption("kotoba_programs")),
            known_reasons=dict(known),
            known_scenarios=dict(known_scenarios or {}),
        )
