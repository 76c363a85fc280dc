"""What `kotoba-conformance fuzz` prints, and the JSON summary `--json` writes (its schema ships
beside this module: `fuzz.schema.json`). Failures are named by clause; what could not be reached
is *errored*, apart, and charged to no clause."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kotoba_conformance.modes.fuzz_report import FuzzReport, MachineReport

SCHEMA = Path(__file__).resolve().with_name("fuzz.schema.json")
SUMMARY_VERSION = 1


def text(report: FuzzReport) -> str:
    """The table of entry points and the state machine, each failure's scenario to paste, what
    was errored and why, and a last line saying which clauses failed."""
    lines = []
    for name, entry in report.entry_points.items():
        verdict = (
            "ERRORED"
            if entry.errored is not None
            else "ok"
            if entry.failure is None
            else f"FAILED {entry.failure.clause}"
        )
        lines.append(f"{name:<28} {entry.inputs:>8} inputs {entry.seconds:>8.1f}s  {verdict}")
    for name, machine in report.machines().items():
        verdict = (
            "ERRORED"
            if machine.errored is not None
            else "ok"
            if machine.failure is None
            else f"FAILED {machine.failure.clause}"
        )
        lines.append(f"{name:<28} {machine.runs:>8} runs   {machine.seconds:>8.1f}s  {verdict}")
    for entry in report.entry_points.values():
        if entry.counterexample is not None:
            lines += ["", entry.counterexample]
    for name, machine in report.machines().items():
        if machine.failure is not None:
            lines += [
                "",
                f"{name}: {machine.failure.clause} failed; the shrunk program, as a scenario:",
            ]
            lines.append(machine.failure.scenario())
    errored = {name: e.errored for name, e in report.entry_points.items() if e.errored}
    errored |= {name: m.errored for name, m in report.machines().items() if m.errored}
    errored |= {"the run": report.errored} if report.errored else {}
    for name, why in errored.items():
        lines += ["", f"{name}: ERRORED, the implementation could not be reached: {why}"]
    if report.passed:
        return "\n".join([*lines, "no failure"])
    verdicts = []
    if report.failed_clauses:
        verdicts.append("FAILED: " + ", ".join(report.failed_clauses))
    if report.errored_parts:
        verdicts.append("ERRORED (no clause charged): " + ", ".join(report.errored_parts))
    return "\n".join([*lines, "", "; ".join(verdicts)])


def as_json(report: FuzzReport) -> dict[str, Any]:
    """The summary as `fuzz.schema.json` describes it."""
    return {
        "summary_version": SUMMARY_VERSION,
        "adapter": report.adapter,
        "examples": report.examples,
        "seed": report.seed,
        "inputs": {name: e.inputs for name, e in report.entry_points.items()},
        "seconds": {name: e.seconds for name, e in report.entry_points.items()},
        "failures": {
            name: {
                "clause": e.failure.clause,
                "detail": e.failure.detail,
                "kind": e.failure.kind,
                "scenario": e.counterexample,
            }
            for name, e in report.entry_points.items()
            if e.failure is not None
        },
        "errored": {name: e.errored for name, e in report.entry_points.items() if e.errored},
        "machine": _machine(report.machine),
        "restart_machine": None if report.lifetime is None else _machine(report.lifetime),
        "run_errored": report.errored,
        "failed_clauses": report.failed_clauses,
        "passed": report.passed,
    }


def _machine(machine: MachineReport) -> dict[str, Any]:
    failure = machine.failure
    return {
        "runs": machine.runs,
        "seconds": machine.seconds,
        "failure": None
        if failure is None
        else {
            "clause": failure.clause,
            "expected": failure.expected,
            "found": failure.found,
            "scenario": failure.scenario(),
        },
        "errored": machine.errored,
    }
