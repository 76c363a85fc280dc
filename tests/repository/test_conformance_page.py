"""`docs/conformance.md` is written by `benchmarks/conformance_matrix.py`, not by hand: the page
checked in is what the script writes from the digests it recorded in `docs/conformance-reports/`,
those digests are of this catalogue and cover every implementation, and the page follows them
(a status changed in a digest changes the page; a published system's reasons fill its section)."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from kotoba_conformance.contract import catalogue

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "benchmarks" / "conformance_matrix.py"


@pytest.fixture(scope="module")
def script() -> ModuleType:
    """The script, loaded from its file: benchmarks/ is not a package."""
    spec = importlib.util.spec_from_file_location("conformance_matrix", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def read(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_the_page_checked_in_is_what_the_script_writes_from_its_digests(
    script: ModuleType,
) -> None:
    written = (ROOT / "docs" / "conformance.md").read_text(encoding="utf-8")
    assert written == script.recorded_page(), (
        "docs/conformance.md is not what its digests make: "
        "python benchmarks/conformance_matrix.py --from-recorded rewrites it"
    )


def test_the_digests_are_of_this_catalogue_and_cover_every_implementation(
    script: ModuleType,
) -> None:
    digests = {
        path.stem: read(path)
        for path in script.RECORDED.glob("*.json")
        if path.name != script.DIFF  # `diff`'s report, not a run's digest
    }
    expected = {i.name for i in script.IMPLEMENTATIONS}
    assert expected - {script.PUBLISHED} <= set(digests) <= expected
    stale = sorted(n for n, d in digests.items() if d["catalogue_version"] != catalogue.version())
    assert not stale, (
        f"{stale} were judged against another catalogue than {catalogue.version()}: "
        "python benchmarks/conformance_matrix.py runs them again"
    )
    for name, data in digests.items():
        assert set(data["clauses"]) == set(catalogue.clauses()), name
        assert "scenarios" not in data
        assert "source" not in data["adapter"]


def test_a_digest_counts_the_passing_scenarios_and_keeps_the_failing_ones_names(
    script: ModuleType,
) -> None:
    row = {"capability": "facts", "status": "FAILED", "passed": ["a", "b"], "failed": ["c"]}
    row |= {"optional_passed": ["d"], "optional_failed": ["e"], "errored": []}
    report = {
        "adapter": {"name": "x", "source": "/home/me/x.py"},
        "clauses": {"WRITE-2": row},
        "scenarios": [{"scenario": "a"}],
    }
    made = script.digest(report)
    assert made == {
        "adapter": {"name": "x"},
        "clauses": {
            "WRITE-2": {
                "capability": "facts", "status": "FAILED", "passed": 2, "failed": ["c"],
                "optional_passed": 1, "optional_failed": ["e"], "errored": [],
            }
        },
    }  # fmt: skip
    assert json.loads(script.digest_text(made)) == made


@pytest.fixture
def digests(script: ModuleType, tmp_path: Path) -> Path:
    """A copy of the recorded digests to change."""
    for path in script.RECORDED.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def test_a_status_changed_in_a_digest_changes_the_page(script: ModuleType, digests: Path) -> None:
    before = script.recorded_page(digests)
    node = read(digests / "node-example.json")
    node["clauses"]["WRITE-2"]["status"] = "FAILED"
    (digests / "node-example.json").write_text(json.dumps(node), encoding="utf-8")
    after = script.recorded_page(digests)
    assert after != before
    lines = after.splitlines()
    header = next(line for line in lines if line.startswith("| clause |"))
    row = next(line for line in lines if line.startswith("| WRITE-2 |"))
    cells = dict(zip(cells_of(header), cells_of(row), strict=True))
    failed = [column for column, cell in cells.items() if cell == "**FAILED**"]
    assert len(failed) == 1, cells
    assert "tutorial" in failed[0], cells


def cells_of(line: str) -> list[str]:
    """The cells of a Markdown table row."""
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def test_the_published_systems_reasons_fill_its_section_and_its_speed_is_pasted(
    script: ModuleType, digests: Path
) -> None:
    published = read(digests / "reference.json")
    published["adapter"] |= {
        "name": "kotoba_companion_adapter", "version": "0.10.0", "kind": "in-process",
        "display": "in-process adapter kotoba-companion (kotoba-companion 0.10.0)",
        "known_failures": ["HTTP-3", "SESS-4"],
        "known_failure_reasons": {"HTTP-3": "memory.recent holds the eight oldest facts"},
    }  # fmt: skip
    for cid in ("HTTP-3", "SESS-4"):
        published["clauses"][cid]["status"] = "known failure"
    (digests / "kotoba-companion.json").write_text(json.dumps(published), encoding="utf-8")
    (digests / "speed.md").write_text("| operation | reference |\n| --- | --- |\n")
    page = script.recorded_page(digests)
    section = page.split("## The published system's deviations\n", 1)[1].split("\n## ", 1)[0]
    assert "### Known failures of F: kotoba_companion_adapter 0.10.0" in section
    assert "- **HTTP-3** (known failure): memory.recent holds the eight oldest facts" in section
    assert "- **SESS-4** (known failure): (the adapter gives no reason)" in section
    assert "Not judged here yet" not in page
    assert page.rstrip().endswith("| operation | reference |\n| --- | --- |")


def test_without_the_published_adapter_the_script_says_so_in_one_line_and_stops(
    script: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(script, "registered", dict)
    monkeypatch.setattr(script, "run_all", lambda *_: pytest.fail("nothing may run"))
    assert script.main([]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "the adapter kotoba-companion is not installed: install it, or leave its column out "
        "with --without-published"
    ]


def test_without_published_runs_the_others_and_drops_a_published_digest_left_over(
    script: ModuleType, digests: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copy(digests / "reference.json", digests / "kotoba-companion.json")
    ran: list[str] = []

    def run_all(chosen: list[Any], *_: object) -> None:
        ran.extend(implementation.name for implementation in chosen)

    monkeypatch.setattr(script, "registered", dict)
    monkeypatch.setattr(script, "run_all", run_all)
    monkeypatch.setattr(script, "RECORDED", digests)
    monkeypatch.setattr(script, "PAGE", digests / "conformance.md")
    monkeypatch.setattr(
        script, "recorded_page", lambda: script.page(script.recorded(digests), None)
    )
    assert script.main(["--without-published"]) == 0
    assert ran == [i.name for i in script.IMPLEMENTATIONS if i.name != script.PUBLISHED]
    assert not (digests / "kotoba-companion.json").exists()
    assert "Not judged here yet" in (digests / "conformance.md").read_text(encoding="utf-8")


DEVIATIONS = ROOT / "adapters" / "kotoba-companion" / "kotoba_companion_adapter" / "deviations.py"


def test_each_declaration_of_the_published_system_fails_exactly_the_scenarios_it_names() -> None:
    """The published Kotoba's recorded run fails, for each clause it declares, the scenarios the
    declaration names and no other: its count and its list, checked against the evidence."""
    spec = importlib.util.spec_from_file_location("deviations", DEVIATIONS)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    recorded = read(ROOT / "docs" / "conformance-reports" / "kotoba-companion.json")
    clauses = recorded["clauses"]
    assert sorted(module.KNOWN_FAILURES) == sorted(recorded["adapter"]["known_failures"])
    for clause, deviation in module.KNOWN_FAILURES.items():
        assert sorted(clauses[clause]["failed_as_known"]) == sorted(deviation.failing), clause
        assert deviation.rests_on, clause
