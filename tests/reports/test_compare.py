"""`kotoba-conformance compare` and `badge` on real reports: the reference in process and over
stdio (the same implementation two ways, so nothing changes), and a broken implementation
against it (one clause newly failing); the badge of each, from `run --badge` and from the
JSON report alike."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.provenance import kit_version
from kotoba_conformance.reports import badge, compare
from syrupy.assertion import SnapshotAssertion

ROOT = Path(__file__).resolve().parents[2]
CLAUSES = "STORE-6,WRITE-2,PROF-3"
STDIO = f"{sys.executable} -m kotoba_reference.stdio"


def kit(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("compare")
    for name, adapter, code in [
        ("in-process", ["--adapter", "reference"], 0),
        ("stdio", ["--adapter-command", STDIO], 0),
        ("broken", ["--adapter", "tests.broken.spanish_refusal_with_a_hyphen:Adapter"], 1),
    ]:
        completed = kit("run", *adapter, "--clause", CLAUSES,
                        "--json", str(folder / f"{name}.json"),
                        "--badge", str(folder / f"{name}.badge.json"))  # fmt: skip
        assert completed.returncode == code, completed.stdout[-2000:] + completed.stderr
    return folder


def stable(text: str, folder: Path) -> str:
    return (
        text.replace(str(folder), "(folder)")
        .replace(STDIO, "(python) -m kotoba_reference.stdio")
        .replace(catalogue.version(), "sha256:(catalogue)")
        .replace(f"kotoba_reference {kit_version()}", "kotoba_reference (version)")
        .replace(f"kotoba-reference {kit_version()}", "kotoba-reference (version)")
        .replace(f"kotoba-conformance {kit_version()}", "kotoba-conformance (version)")
    )


@pytest.mark.runs_the_kit
def test_the_reference_in_process_and_over_stdio_compare_equal(
    reports: Path, snapshot: SnapshotAssertion
) -> None:
    completed = kit("compare", str(reports / "in-process.json"), str(reports / "stdio.json"))
    assert completed.returncode == 0, completed.stderr
    out = completed.stdout
    assert "A = the bundled reference implementation (kotoba_reference" in out
    assert "B = kotoba-reference" in out
    assert "B against A: 0 newly failing, 0 newly passing, 0 changed" in out
    assert stable(out, reports) == snapshot


@pytest.mark.runs_the_kit
def test_a_clause_newly_failing_and_newly_passing_is_named(reports: Path) -> None:
    forward = kit("compare", str(reports / "stdio.json"), str(reports / "broken.json")).stdout
    row = next(line for line in forward.splitlines() if line.startswith("WRITE-2 "))
    assert row.split()[2:] == ["passed", "FAILED", "newly", "failing", "in", "B"]
    assert "B against A: 1 newly failing (WRITE-2), 0 newly passing, 0 changed" in forward
    back = kit("compare", str(reports / "broken.json"), str(reports / "in-process.json")).stdout
    assert "B against A: 0 newly failing, 1 newly passing (WRITE-2), 0 changed" in back


@pytest.mark.runs_the_kit
def test_three_reports_in_markdown_and_html(reports: Path, snapshot: SnapshotAssertion) -> None:
    paths = [str(reports / f"{name}.json") for name in ("in-process", "stdio", "broken")]
    markdown, html = reports / "compare.md", reports / "compare.html"
    completed = kit("compare", *paths, "--markdown", str(markdown), "--html", str(html))
    assert completed.returncode == 0, completed.stderr
    text = markdown.read_text(encoding="utf-8")
    assert "| WRITE-2 | facts | passed | passed | **FAILED** | newly failing in C |" in text
    assert stable(text, reports) == snapshot
    page = html.read_text(encoding="utf-8")
    assert "default-src 'none'; style-src 'unsafe-inline'" in page
    assert "<script" not in page
    assert '<td class="newly-failing">newly failing in C</td>' in page


@pytest.mark.runs_the_kit
def test_the_badge_of_each_report(reports: Path) -> None:
    for name in ("in-process", "stdio"):
        written = json.loads((reports / f"{name}.badge.json").read_text(encoding="utf-8"))
        assert written == {
            "schemaVersion": 1,
            "label": "Kotoba memory",
            "message": "3/3 clauses",
            "color": "brightgreen",
        }
        made = kit("badge", str(reports / f"{name}.json"))
        assert made.returncode == 0, made.stderr
        assert json.loads(made.stdout) == written
    broken = json.loads(kit("badge", str(reports / "broken.json")).stdout)
    assert (broken["message"], broken["color"]) == ("2/3 clauses", "red")


def test_a_badge_counts_only_claimed_clauses_and_turns_yellow_on_a_known_failure() -> None:
    assert badge.from_statuses(["passed", "not claimed", "known failure"], False) == {
        "schemaVersion": 1,
        "label": "Kotoba memory",
        "message": "1/2 clauses",
        "color": "yellow",
    }
    assert badge.from_statuses(["not claimed"], False)["color"] == "lightgrey"


@pytest.mark.runs_the_kit
@pytest.mark.parametrize(
    ("content", "message"),
    [(None, "cannot read"), ("{", "is not JSON"), ("[]", "is not a conformance report")],
)
def test_a_file_that_is_no_report_is_one_line(
    content: str | None, message: str, tmp_path: Path
) -> None:
    path = tmp_path / "r.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    for command in (["compare", str(path)], ["badge", str(path)]):
        completed = kit(*command)
        assert completed.returncode == 2
        lines = completed.stderr.splitlines()
        assert len(lines) == 1, completed.stderr
        assert message in lines[0]
        assert "Traceback" not in completed.stderr


def report(catalogue_version: str, status: str) -> dict[str, object]:
    return {
        "adapter": {"name": "mystore", "version": "1.0"},
        "kit_version": "0.1.0",
        "catalogue_version": catalogue_version,
        "clauses": {"WRITE-2": {"status": status, "capability": "facts"}},
        "summary": {"run failed": status == "FAILED"},
    }


def test_runs_judged_against_different_catalogues_say_so_and_get_unique_labels() -> None:
    runs = compare.runs(
        [("old.json", report("sha256:aaaaaaaaaaaa", "passed")),
         ("new.json", report("sha256:bbbbbbbbbbbb", "FAILED"))]
    )  # fmt: skip
    assert [run.label for run in runs] == ["mystore 1.0 (old.json)", "mystore 1.0 (new.json)"]
    table = compare.compare(runs, catalogue.clauses())
    assert table.notes == [
        "the reports were judged by different catalogues (A sha256:aaaaaaaaaaaa, "
        "B sha256:bbbbbbbbbbbb): a clause's text or a scenario's level may differ between them "
        "(see CHANGELOG.md)"
    ]
    assert compare.row_changes(table, "WRITE-2") == "newly failing in B"
