"""`kotoba-conformance matrix`: hand-made reports of three implementations (one with a known
failure explained, one it now passes, a required failure, optional failures, an error, a clause
not run and why, an older kit's report holding one clause) tabulated as text, Markdown and HTML, in
this process through the CLI's own entry point."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from kotoba_conformance import cli
from kotoba_conformance.contract import catalogue
from kotoba_conformance.reports import compare, matrix
from syrupy.assertion import SnapshotAssertion

REASON = "duplicates are looked for within the <topic> written to only"


def clause(status: str, capability: str, optional: tuple[int, int] = (0, 0)) -> dict[str, Any]:
    passed, failed = optional
    return {
        "capability": capability,
        "status": status,
        "optional_passed": [f"passing {n}" for n in range(passed)],
        "optional_failed": [f"failing {n}" for n in range(failed)],
    }


def summary(**counts: int | bool) -> dict[str, int | bool]:
    return {
        "required scenarios": 10, "required scenarios passed": 9, "optional scenarios": 4,
        "optional scenarios passed": 3, "run failed": False, **counts,
    }  # fmt: skip


REPORTS: dict[str, dict[str, Any]] = {
    "mystore.json": {
        "adapter": {
            "kind": "in-process",
            "name": "mystore",
            "version": "1.2.0",
            "display": "in-process adapter mystore (mystore 1.2.0)",
            "known_failures": ["PROF-4", "WRITE-6"],
            "known_failure_reasons": {"WRITE-6": REASON},
        },
        "kit_version": "0.2.0",
        "catalogue_version": "sha256:aaaaaaaaaaaa",
        "summary": summary(**{"run failed": True}),
        "clauses": {
            "STORE-1": clause("passed", "facts", optional=(1, 1)),
            "WRITE-2": clause("FAILED", "facts"),
            "WRITE-6": clause("known failure", "facts"),
            "PROF-4": clause("UNEXPECTED PASS", "profile"),
            "HTTP-3": clause("not claimed", "http", optional=(0, 2)),
        },
    },
    "other.json": {
        "adapter": {
            "kind": "command",
            "name": "other-store",
            "version": "2.0",
            "display": "other-store 2.0 (command: node other.js)",
            "known_failures": [],
        },
        "kit_version": "0.2.0",
        "catalogue_version": "sha256:aaaaaaaaaaaa",
        "summary": summary(**{"run failed": True, "required scenarios passed": 8}),
        "clauses": {
            "STORE-1": clause("passed", "facts"),
            "WRITE-2": clause("passed", "facts", optional=(2, 1)),
            "WRITE-6": clause("passed", "facts"),
            "PROF-4": clause("not run", "profile")
            | {"not_run_reason": "its only scenario also needs <http>"},
            "HTTP-3": clause("ERRORED", "http"),
            "SESS-2": clause("optional only", "session-search", optional=(1, 0)),
        },
    },
    "old.json": {
        "adapter": {"name": "oldstore", "known_failures": ["WRITE-2"]},
        "kit_version": "0.1.0",
        "catalogue_version": "sha256:aaaaaaaaaaaa",
        "clauses": {"STORE-1": {"status": "passed", "capability": "facts"}},
    },
}


@pytest.fixture
def reports(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The reports written as files, named relative to the current directory (as a page
    checked into a repository names them)."""
    monkeypatch.chdir(tmp_path)
    for name, data in REPORTS.items():
        (tmp_path / name).write_text(json.dumps(data), encoding="utf-8")
    return list(REPORTS)


def table() -> matrix.Matrix:
    return matrix.matrix(compare.runs(list(REPORTS.items())), catalogue.clauses())


def test_the_terminal_table(
    reports: list[str], capsys: pytest.CaptureFixture[str], snapshot: SnapshotAssertion
) -> None:
    assert cli.main(["matrix", *reports]) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("STORE-1 "))
    assert row.split() == ["STORE-1", "facts", "passed", "?1/2", "passed", "passed"]
    assert "  WRITE-6   known failure: " + REASON in out
    assert "  PROF-4    UNEXPECTED PASS: (the adapter gives no reason)" in out
    assert "different kit versions (A 0.2.0, B 0.2.0, C 0.1.0)" in out
    assert "  B PROF-4: its only scenario also needs <http>" in out
    assert out == snapshot


def test_the_markdown_page(reports: list[str], snapshot: SnapshotAssertion) -> None:
    assert cli.main(["matrix", *reports, "--markdown", "matrix.md"]) == 0
    text = Path("matrix.md").read_text(encoding="utf-8")
    assert "| WRITE-2 | facts | **FAILED** | passed ?1/3 | - |" in text
    assert "| clauses failing the run | 2 | 1 | 0 |" in text
    assert "| the run | **FAILED** | **FAILED** | passed |" in text
    assert "| required checks passed | 9/10 | 8/10 | - |" in text
    assert "- **WRITE-6** (known failure): duplicates are looked for within the &lt;topic>" in text
    assert text == snapshot


def test_a_cell_shows_optional_failures_unless_the_clause_is_not_claimed() -> None:
    mystore, other, old = table().runs
    assert matrix.cell(mystore, "STORE-1") == "passed ?1/2"
    assert matrix.cell(mystore, "HTTP-3") == "not claimed"
    assert matrix.cell(other, "WRITE-2") == "passed ?1/3"
    assert matrix.cell(other, "SESS-2") == "optional only"
    assert matrix.cell(old, "WRITE-2") == "-"


def test_known_failures_are_those_declared_each_with_its_reason_or_none() -> None:
    built = table()
    mystore, other, old = built.runs
    found = matrix.known_failures(built, mystore)
    assert [(k.clause, k.status, k.reason) for k in found] == [
        ("WRITE-6", "known failure", REASON),
        ("PROF-4", "UNEXPECTED PASS", ""),
    ]
    assert found[0].text == catalogue.clauses()["WRITE-6"].text
    assert matrix.known_failures(built, other) == []
    assert matrix.known_failures(built, old) == []  # declared, but of a clause it did not run
    assert matrix.known_failures_markdown(built, other) == ""


def test_the_html_page_is_self_contained_and_escapes_what_the_reports_say(
    reports: list[str],
) -> None:
    assert cli.main(["matrix", *reports, "--html", "matrix.html"]) == 0
    page = Path("matrix.html").read_text(encoding="utf-8")
    assert "default-src 'none'; style-src 'unsafe-inline'" in page
    assert "<script" not in page
    assert not re.search(r"""(?:src|href)=["']?(?:https?:)?//""", page)
    assert '<td class="FAILED">FAILED</td>' in page
    assert '<td class="passed">passed ?1/2</td>' in page
    assert '<td class="absent">-</td>' in page
    assert "within the &lt;topic&gt; written to only" in page
    assert "<topic>" not in page
    assert "<li>B PROF-4: its only scenario also needs &lt;http&gt;</li>" in page
    assert "<h2>Known failures of A: mystore 1.2.0</h2>" in page
    assert "<th>the run</th><td>FAILED</td><td>FAILED</td><td>passed</td>" in page


def test_a_file_that_is_no_report_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.json"
    path.write_text("[]", encoding="utf-8")
    assert cli.main(["matrix", str(path)]) == cli.USAGE_ERROR
    lines = capsys.readouterr().err.splitlines()
    assert lines == [
        f"kotoba-conformance: {path} is not a conformance report (run --json writes one)"
    ]


def test_a_declared_clause_counts_its_failing_scenarios_and_a_judged_package_names_the_column() -> (
    None
):
    judged = {
        "adapter": {
            "kind": "in-process",
            "name": "kotoba-companion",
            "version": "0.1.0",
            "judged": "kotoba-companion 0.10.0",
            "known_failures": ["WRITE-6"],
        },
        "summary": summary(),
        "clauses": {
            "WRITE-6": {
                **clause("known failure", "facts"),
                "passed": 0,
                "failed_as_known": ["a", "b"],
                "passed_unexpectedly": ["c", "d", "e"],
            },
        },
    }
    (run,) = compare.runs([("kotoba-companion.json", judged)])
    assert run.label == "kotoba-companion 0.10.0 (adapter 0.1.0)"
    assert matrix.cell(run, "WRITE-6") == "known failure (2 of 5 fail)"
