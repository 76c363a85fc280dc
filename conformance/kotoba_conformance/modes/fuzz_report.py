"""What a fuzz run found, entry point by entry point and machine by machine: the reports `fuzz`
fills in and `fuzz_summary` prints. Apart from both so that neither imports the other."""

from __future__ import annotations

from dataclasses import dataclass, field

from kotoba_conformance.modes.counterexample import Failure
from kotoba_conformance.modes.outcomes import MachineFailure


@dataclass
class EntryReport:
    inputs: int = 0
    seconds: float = 0.0
    failure: Failure | None = None
    counterexample: str | None = None
    errored: str | None = None
    """Why the implementation could not be reached (a TransportError): no verdict, no clause."""


@dataclass
class MachineReport:
    runs: int = 0
    seconds: float = 0.0
    failure: MachineFailure | None = None
    errored: str | None = None


@dataclass
class FuzzReport:
    adapter: str
    examples: int
    seed: int
    entry_points: dict[str, EntryReport] = field(default_factory=dict)
    machine: MachineReport = field(default_factory=MachineReport)
    lifetime: MachineReport | None = None
    """The restart machine (`fuzz_lifetime`), run when `lifetime` is claimed."""
    errored: str | None = None
    """Why the run could not start or go on (no system could be opened), if so."""

    def machines(self) -> dict[str, MachineReport]:
        """The state machines run, by the name the summary gives them."""
        found = {"state machine": self.machine}
        if self.lifetime is not None:
            found["restart machine"] = self.lifetime
        return found

    @property
    def failed_clauses(self) -> list[str]:
        clauses = {r.failure.clause for r in self.entry_points.values() if r.failure is not None}
        clauses |= {m.failure.clause for m in self.machines().values() if m.failure is not None}
        return sorted(clauses)

    @property
    def errored_parts(self) -> list[str]:
        """The entry points (and the state machines) that could not be reached."""
        parts = [name for name, r in self.entry_points.items() if r.errored is not None]
        parts += [name for name, m in self.machines().items() if m.errored is not None]
        return parts + ["the run"] * (self.errored is not None)

    @property
    def passed(self) -> bool:
        return not self.failed_clauses and not self.errored_parts
