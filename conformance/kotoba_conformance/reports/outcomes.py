"""The vocabulary of a run: what became of one scenario, at which level it checks, and the one
rule that turns a known failure's scenario into a plain failure.

The plugin records a `ScenarioResult` per scenario; every report reads them. The words are enums
so that a misspelt outcome is a type error, and their values are the strings the JSON report has
always carried ("xfailed" is a scenario of a declared known failure that failed as declared).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

NOT_CLAIMED = "not claimed"
"""The word for a scenario needing a capability the adapter does not claim: pytest's summary
line says it too, so that its counts and the per-clause table agree."""


def not_claimed_reason(capabilities: Iterable[str]) -> str:
    """Why a scenario was skipped before it started: `not claimed: http, profile`."""
    return f"{NOT_CLAIMED}: {', '.join(sorted(capabilities))}"


def is_not_claimed(reason: str) -> bool:
    """Whether a skip's reason is `not_claimed_reason`'s, not a limit of the machine."""
    return reason.startswith(f"{NOT_CLAIMED}: ")


class _Word(str, Enum):
    """An enum whose members are their own strings, in f-strings and JSON alike."""

    def __str__(self) -> str:
        return str(self.value)

    def __format__(self, spec: str) -> str:
        return format(str(self.value), spec)


class Outcome(_Word):
    """What became of one scenario in one run."""

    PASSED = "passed"
    FAILED = "failed"
    ERRORED = "errored"
    """The implementation could not be reached (a transport failure): no verdict on behaviour."""
    SKIPPED = "skipped"
    KNOWN_FAILURE = "xfailed"
    """It checks a clause the adapter declares it fails, and it failed at that clause's check."""
    UNEXPECTED_PASS = "xpassed"
    """It checks a clause the adapter declares it fails, and it passed."""

    @property
    def ran(self) -> bool:
        return self is not Outcome.SKIPPED

    @property
    def stopped(self) -> bool:
        """It ended at a failing check, so the checks after it never ran."""
        return self in (Outcome.FAILED, Outcome.ERRORED, Outcome.KNOWN_FAILURE)


class Level(_Word):
    """Required: checks what the documents state. Optional: checks the suite's reading of a rule
    whose line the documents do not draw; its failure is advice."""

    REQUIRED = "required"
    OPTIONAL = "optional"


@dataclass(frozen=True)
class Failure:
    """Why a scenario failed: the step as written, where it is, and what the step said."""

    step: str
    location: str
    message: str
    state: str = ""
    """The scenario's world when it failed (the store's files, the last answer), recorded only
    when the run is verbose (`-v`)."""


@dataclass(frozen=True)
class ScenarioResult:
    """One scenario's result: its name, the clauses it checks, and its outcome.

    `charged` names the clauses a failure is charged to (the failing step's own clauses among
    the scenario's tags); empty means all of them. `reason` is why a skipped scenario did not
    run. `resolutions` are the resolutions of clauses.md it rests on (its `@R4` tags).
    """

    scenario: str
    clauses: tuple[str, ...]
    outcome: Outcome
    level: Level = Level.REQUIRED
    charged: tuple[str, ...] = ()
    failure: Failure | None = None
    location: str = ""
    reason: str = ""
    resolutions: tuple[str, ...] = ()

    @property
    def not_claimed(self) -> bool:
        """Skipped because it needs a capability not claimed (not for a limit of the machine)."""
        return self.outcome is Outcome.SKIPPED and is_not_claimed(self.reason)

    def charged_to(self, clause: str) -> bool:
        return clause in (self.charged or self.clauses)


def failed_as_declared(
    charged: Iterable[str],
    known: Collection[str],
    *,
    scenario: str = "",
    clauses: Iterable[str] = (),
    listed: Mapping[str, Collection[str]] | None = None,
) -> bool:
    """The known-failure rule, decided here only: a scenario of a declared known failure that
    failed failed *as declared* when its failure is charged to a declared clause (no charge
    means every clause of the scenario, `clauses`, a declared one among them). Failing at the
    check of a clause nobody declared is a plain failure: the declaration cannot hide another
    bug. Nor can it where the adapter listed the scenarios a declared clause fails
    (`known_failing_scenarios`, `listed`): a scenario missing from that clause's list is a new
    failure of the clause, not the declared one."""
    charged = tuple(charged) or tuple(clauses)
    if not charged:
        return True
    declared = [clause for clause in charged if clause in known]
    listed = listed or {}
    return any(clause not in listed or scenario in listed[clause] for clause in declared)
