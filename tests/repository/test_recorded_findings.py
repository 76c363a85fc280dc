"""The published Kotoba's recorded findings are compared door by door and kind by kind, never by
clause alone: a new finding charged to a clause already recorded at another
door, or of another kind at the same door (a stray file where a server error was recorded), is a
change, and `tox -e upstream` says so. The adapter is not installed in these envs, so its module
is loaded from its file (it imports nothing but the standard library)."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType
from typing import cast

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODULE = (
    ROOT / "adapters" / "kotoba-companion" / "kotoba_companion_adapter" / "recorded_findings.py"
)


@pytest.fixture(scope="module")
def recorded() -> ModuleType:
    spec = importlib.util.spec_from_file_location("recorded_findings", MODULE)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # NamedTuple needs its module registered
    spec.loader.exec_module(module)
    return module


def fuzz_summary(findings: object) -> dict[str, object]:
    return {
        "failures": {
            door: {"clause": clause, "kind": kind, "detail": "d", "scenario": "\nScenario: s"}
            for door, clause, kind in cast(Iterable[tuple[str, str, str]], findings)
        }
    }


def run(recorded: ModuleType, summary: dict[str, object], tmp_path: Path) -> int:
    path = tmp_path / "fuzz.json"
    path.write_text(json.dumps(summary), encoding="utf-8")
    code: int = recorded.main(["fuzz", str(path)])
    return code


def test_the_recorded_findings_compare_equal_and_say_what_was_compared(
    recorded: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(recorded, fuzz_summary(recorded.RECORDED["fuzz"]), tmp_path) == 0
    out = capsys.readouterr().out
    assert "compared" in out
    assert "as recorded (exit 0)" in out.splitlines()[-1]


def test_a_finding_of_another_kind_at_a_recorded_door_is_a_change(
    recorded: ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    findings = set(recorded.RECORDED["fuzz"])
    server_error = next(f for f in findings if f.kind == "server error")
    findings = (findings - {server_error}) | {server_error._replace(kind="stray file")}
    assert run(recorded, fuzz_summary(findings), tmp_path) == 1
    out = capsys.readouterr().out
    assert f"{server_error.door}: {server_error.clause}, stray file" in out
    assert "NOT as recorded (exit 1)" in out.splitlines()[-1]


def test_a_finding_of_a_recorded_clause_at_another_door_is_a_change(
    recorded: ModuleType, tmp_path: Path
) -> None:
    findings = set(recorded.RECORDED["fuzz"])
    moved = next(iter(sorted(findings)))
    findings = (findings - {moved}) | {moved._replace(door="name_route(body)")}
    assert run(recorded, fuzz_summary(findings), tmp_path) == 1
