"""Generated programs as items of the run: each case of `programs.generate.cases()` executed and
judged after every step (`programs.verdict`), tagged with the clause of every invariant it
checks, so the per-clause table counts it. A failure is charged to the broken invariant's clause
alone, and its message is the shrunk program as a scenario to paste into `features/`; a failure
the adapter declares (a known failure) is shown as found, since a smaller copy of it serves no
one and shrinking costs up to `SHRINK_RUNS` more runs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.adapter import Adapter
from kotoba_conformance.contract.invariants import INVARIANTS, capabilities_of
from kotoba_conformance.programs.generate import ProgramCase, cases
from kotoba_conformance.programs.verdict import verdict
from kotoba_conformance.steps.support import verdicts


def clauses_checked(case: ProgramCase) -> list[str]:
    """The clauses of the invariants the case can check (those of what it needs), and of its
    operations (charged for an error the contract does not allow), in catalogue order."""
    found = {i.clause for i in INVARIANTS if capabilities_of(i) <= case.needs}
    found |= {op.clause for op in case.program}
    order = list(catalogue.clauses())
    return sorted(found, key=order.index)


def _param(case: ProgramCase) -> object:
    marks = [pytest.mark.clause(clause) for clause in clauses_checked(case)]
    marks += [pytest.mark.capability(capability) for capability in sorted(case.needs)]
    if case.optional:
        marks.append(pytest.mark.optional)
    return pytest.param(case, marks=marks, id=case.id)


@pytest.mark.parametrize("case", [_param(case) for case in cases()])
def test_generated_program(
    case: ProgramCase,
    kotoba_adapter: Adapter,
    kotoba_failure_is_declared: Callable[[str], bool],
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    """programs: Every invariant holds after every step of a generated program"""
    failure = verdict(
        case.program, kotoba_adapter, tmp_path, case.id, case.needs,
        worth_shrinking=lambda found: not kotoba_failure_is_declared(found.clause),
    )  # fmt: skip
    if failure is None:
        return
    last = failure.violation.steps[-1]
    verdicts.note_failed_step(
        request.node,
        f"{last.keyword} {last.text.format(*(f'{a}' for a in last.args))}",
        f"generated program {case.id}, step {len(failure.program)}",
        [failure.clause],
    )
    raise AssertionError(failure.scenario())
