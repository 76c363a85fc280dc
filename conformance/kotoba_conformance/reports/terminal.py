"""The report as the terminal shows it: the implementation under test first, one row per clause
with the scenarios to look at, a summary line that matches the table, and each failure clause
first."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Mapping

from kotoba_conformance.contract import catalogue as shipped
from kotoba_conformance.contract.catalogue import Clause
from kotoba_conformance.contract.provenance import Provenance
from kotoba_conformance.reports.outcomes import Level, Outcome, ScenarioResult
from kotoba_conformance.reports.table import Row, Status, run_counts, summary


def implementation_line(provenance: Provenance) -> str:
    """The first line of every report: which implementation was judged."""
    return f"implementation under test: {provenance.implementation.display}"


def kit_line(provenance: Provenance) -> str:
    return f"judged by {provenance.kit}"


def scenario_count(row: Row) -> str:
    """`6/6` (required passed of run), then `· optional 2/3` or `· optional 1/3 failed`, then
    the required scenarios this machine could not run: `· 2 skipped: no headless Chromium`."""
    ran = row.required_ran()
    text = f"{len(row.passed) + len(row.passed_unexpectedly)}/{ran}" if ran else "-"
    if optional := row.optional_ran():
        if row.optional_failed:
            text += f" · optional {len(row.optional_failed)}/{optional} failed"
        else:
            text += f" · optional {len(row.optional_passed)}/{optional}"
    if row.skipped:
        reasons = "; ".join(dict.fromkeys(skip.short_reason for skip in row.skipped))
        text += f" · {len(row.skipped)} skipped: {reasons}"
    if row.not_run_reason:
        text += f"  ({row.not_run_reason})"
    return text


def format_table(
    table: list[Row], verbose: bool = False, reasons: Mapping[str, str] | None = None
) -> str:
    """The table the CLI prints: clause, status, checks passed of those run, then under each
    clause the scenarios to look at: ✗ failed, E errored, ? optional and failed, ! passed though
    declared a known failure (those that changed) with the entry to remove, each known failure's
    reason on one line, and with `verbose` ~ failed as the adapter declared it would."""
    lines = [f"{'clause':<10} {'capability':<15} {'status':<15} checks"]
    for row in table:
        clause = row.clause
        lines.append(
            f"{clause.id:<10} {clause.capability:<15} {row.status:<15} {scenario_count(row)}"
        )
        if row.status is Status.KNOWN_FAILURE and (why := (reasons or {}).get(clause.id)):
            lines.append(f"{'':<10} known: {why}")
        marks = [("✗", row.failed), ("E", row.errored), ("?", row.optional_failed)]
        if row.status is Status.UNEXPECTED_PASS:
            marks.append(("!", row.changed or row.passed_unexpectedly))
        if verbose:
            marks.append(("~", row.failed_as_known))
        lines.extend(f"{'':<10} {mark} {name}" for mark, names in marks for name in names)
        if row.status is Status.UNEXPECTED_PASS:
            lines.append(
                f"{'':<10}   every scenario of {clause.id} passes now: remove {clause.id!r} from"
                " the adapter's known_failures()"
            )
    return "\n".join(lines)


def summary_line(table: list[Row]) -> str:
    """One line that matches the table: clauses by status, then checks by level, then the
    required checks skipped, if any. Checks are per clause (a run of a scenario tagged with two
    clauses is two checks), as the rows are."""
    counts = summary(table)
    always = (Status.PASSED, Status.FAILED, Status.NOT_CLAIMED, Status.NOT_RUN)
    by_status = ", ".join(f"{counts[s]} {s}" for s in Status if counts[s] or s in always)
    required = f"required {counts['required checks passed']}/{counts['required checks']}"
    optional = f"optional {counts['optional checks passed']}/{counts['optional checks']}"
    line = f"clauses: {by_status} · checks passed: {required}, {optional}"
    if skipped := counts["required checks skipped"]:
        line += f" · {skipped} required skipped"
    return line


def counts_line(table: list[Row], outcomes: Iterable[ScenarioResult]) -> str:
    """The run's three counts, each labelled, so that pytest's own last line (runs) and the
    summary line (checks) read as what they are: `scenarios: 13 · runs: 37 (…) · checks: 37
    (…)`. Only what ran is counted: the scenarios of capabilities not claimed are not."""
    counts, ran = summary(table), run_counts(outcomes)
    checks = counts["required checks"] + counts["optional checks"]
    return (
        f"scenarios: {ran['scenarios']} (an outline once) · runs: {ran['runs']} (an outline once "
        f"per row, as pytest counts) · checks: {checks} (a run, once per clause it checks)"
    )


def format_failures(
    outcomes: Iterable[ScenarioResult],
    catalogue: Mapping[str, Clause],
    verbose: bool = False,
    *,
    resolutions: Mapping[str, str] | None = None,
    locate: Callable[[str], str] = str,
) -> str:
    """Clause first: for each failing scenario, the clause it breaks and that clause's text,
    the resolutions it rests on, the scenario and where it is (`locate` turns a
    `features/x.feature:N` into a path the user can open), the step that failed, and what the
    step found; with `verbose`, the scenario's state when it failed."""
    titles = shipped.resolutions() if resolutions is None else resolutions
    blocks = []
    for outcome in outcomes:
        if outcome.failure is None or outcome.outcome is Outcome.PASSED:
            continue
        if outcome.outcome is Outcome.KNOWN_FAILURE and not verbose:
            continue
        label = {Outcome.ERRORED: "ERRORED", Outcome.KNOWN_FAILURE: "known failure"}.get(
            outcome.outcome, "FAILED"
        )
        if outcome.level is Level.OPTIONAL and outcome.outcome is Outcome.FAILED:
            label = "optional, failed"
        charged = outcome.charged or outcome.clauses
        lines = [
            f"{cid} {textwrap.shorten(catalogue[cid].text, 96)}"
            for cid in charged
            if cid in catalogue
        ]
        lines += [
            f"  rests on {rid}: {titles.get(rid, '(not in the catalogue)')}  ({PROG} clauses {rid})"
            for rid in outcome.resolutions
        ]
        failure = outcome.failure
        message = failure.message if verbose else own_message(failure.message)
        where = f"  ({locate(outcome.location)})" if outcome.location else ""
        lines += [
            f"  {label}: {outcome.scenario}{where}",
            f"  step: {failure.step}  ({locate(failure.location)})",
            textwrap.indent(message.rstrip(), "    "),
        ]
        if verbose and failure.state:
            state = textwrap.indent(failure.state, "    ")
            lines += ["  the scenario's state when it failed:", state]
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


PROG = "kotoba-conformance"


def own_message(message: str) -> str:
    """An `assert` rewritten by pytest appends its expression and every value in it (a whole
    `World(...)`, say); keep only the step's own message unless the user asked for more."""
    own, _, _ = message.partition("\nassert ")
    return own if own.strip() else message.splitlines()[0]
