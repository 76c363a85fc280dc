"""`kotoba-conformance stress` passes the reference, for every store it claims, in process and
over stdio, and fails the broken implementations whose fault only load or a crash shows (each run
small: the full size is the tox env `stress`). Each check of the conversation log and the visual
store has a broken implementation that makes exactly that count non-zero."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import kotoba_conformance
import pytest
from kotoba_conformance.modes import stress_images

from tests.support.variant_frontmatter import broken_implementations

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = json.loads(
    (Path(kotoba_conformance.__file__).parent / "reports" / "stress.schema.json").read_text(
        encoding="utf-8"
    )
)
BROKEN = broken_implementations()
CAUGHT_BY_STRESS = sorted(
    {"writes_without_a_lock", "lock_left_behind_by_a_crash"} | set(broken_implementations("stress"))
)
STORE_OF = {"STORE-8": "facts", "SESS-1": "log", "VIS-3": "visual", "VIS-4": "visual"}
COUNT_IT_MAKES = {
    "turn_ids_counted_by_hand": ("log", "race", "lost"),
    "turns_indexed_in_batches": ("log", "crash", "out_of_step"),
    "turns_replayed_from_a_journal": ("log", "crash", "duplicated"),
    "turns_written_without_a_journal": ("log", "crash", "integrity_failures"),
    "keepsakes_indexed_without_the_lock": ("visual", "race", "lost"),
    "image_file_taken_for_a_keepsake": ("visual", "crash", "orphans_reported_kept"),
    "keepsakes_replayed_from_a_journal": ("visual", "crash", "duplicated"),
}
"""The count of the conversation log's or the visual store's phases each new broken
implementation makes non-zero: together, every check those phases make."""
SMALL = ["--processes", "2", "--writes", "10", "--kills", "2", "--seed", "5"]


def stress(tmp_path: Path, *arguments: str) -> tuple[int, dict[str, Any], str]:
    summary = tmp_path / "stress.json"
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "stress", *arguments, "--json", str(summary)],
        capture_output=True, text=True, cwd=ROOT, timeout=900, check=False,
    )  # fmt: skip
    report = json.loads(summary.read_text(encoding="utf-8"))
    jsonschema.validate(report, SCHEMA)
    return completed.returncode, report, completed.stdout


@pytest.mark.runs_the_kit
def test_the_reference_loses_nothing_under_racing_writers_and_kills(tmp_path: Path) -> None:
    code, summary, said = stress(tmp_path, "--adapter", "reference", *SMALL)
    assert code == 0, said
    assert summary["stores"] == ["facts", "log", "visual"]
    race, crash = summary["race"], summary["crash"]
    assert (race["acknowledged"], race["stored"]) == (20, 20)
    assert (race["lost"], race["duplicated"], race["torn_reads"]) == (0, 0, 0)
    assert (crash["kills"], crash["survived"], crash["lost"]) == (2, 2, 0)
    for store in ("log", "visual"):
        race, crash = summary[store]["race"], summary[store]["crash"]
        assert (race["acknowledged"], race["stored"], race["lost"], race["duplicated"]) == (
            20, 20, 0, 0,
        )  # fmt: skip
        assert (crash["kills"], crash["survived"], crash["lost"], crash["duplicated"]) == (
            2, 2, 0, 0,
        )  # fmt: skip
        assert crash["acknowledged"] == crash["stored"] > 0
    assert (
        summary["log"]["crash"]["out_of_step"] == summary["log"]["crash"]["integrity_failures"] == 0
    )
    assert summary["visual"]["crash"]["orphans_reported_kept"] == 0
    assert summary["seed"] == 5
    assert "seed 5" in said
    assert "stress passed" in said


@pytest.mark.runs_the_kit
def test_over_stdio_the_log_and_the_visual_store_are_stressed_too(tmp_path: Path) -> None:
    command = f"{sys.executable} -m kotoba_reference.stdio"
    code, summary, said = stress(
        tmp_path, "--adapter-command", command, "--store", "log", "--store", "visual", *SMALL
    )
    assert code == 0, said
    assert (summary["stores"], summary["race"]) == (["log", "visual"], None)
    assert summary["log"]["race"]["stored"] == summary["visual"]["race"]["stored"] == 20


@pytest.mark.runs_the_kit
def test_over_stdio_a_kill_takes_the_implementation_with_the_writer(tmp_path: Path) -> None:
    """The journal is left behind only when the implementation's own process dies mid-run: a
    writer killed alone would let it close cleanly on end of input, and nothing would show."""
    command = (
        f"{sys.executable} -m kotoba_conformance.stdio "
        "--adapter tests.broken.turns_replayed_from_a_journal:Adapter"
    )
    code, summary, said = stress(tmp_path, "--adapter-command", command, "--store", "log", *SMALL)
    assert code == 1, said
    assert summary["log"]["crash"]["duplicated"] > 0


@pytest.mark.runs_the_kit
def test_a_store_the_adapter_does_not_claim_is_not_stressed(tmp_path: Path) -> None:
    code, summary, said = stress(
        tmp_path, "--adapter", "tests.support.adapters:RequiredOnly", "--store", "visual", *SMALL
    )
    assert code == 0, said
    assert (summary["stores"], summary["not_claimed"], summary["visual"]) == ([], ["visual"], None)


@pytest.mark.runs_the_kit
def test_a_declared_failure_is_reported_known_and_leaves_the_exit_code_0(tmp_path: Path) -> None:
    sizes = ["--store", "visual", *SMALL]
    code, summary, said = stress(
        tmp_path, "--adapter", "tests.support.adapters:KeepsTenImages", *sizes
    )
    assert (code, summary["failed_clauses"], summary["known_failures"]) == (1, ["VIS-3"], []), said
    assert "stress FAILED: VIS-3" in said
    code, summary, said = stress(
        tmp_path, "--adapter", "tests.support.adapters:DeclaresItsImageCap", *sizes
    )
    assert (code, summary["failed_clauses"], summary["known_failures"]) == (0, ["VIS-3"], ["VIS-3"])
    assert "VIS-3 known failure: keeps the ten most recent images" in said
    assert "stress: nothing failed but the known failures (VIS-3)" in said


@pytest.mark.catches_broken
@pytest.mark.parametrize("name", CAUGHT_BY_STRESS)
def test_stress_fails_the_broken_implementation(name: str, tmp_path: Path) -> None:
    expected = set(BROKEN[name].clauses)
    stores = sorted({STORE_OF[clause] for clause in expected})
    sizes = ["--processes", "4", "--writes", "25", "--kills", "5", "--seed", "5"]
    chosen = [option for store in stores for option in ("--store", store)]
    code, summary, said = stress(
        tmp_path, "--adapter", f"tests.broken.{name}:Adapter", *chosen, *sizes
    )
    assert code == 1, said
    assert expected <= set(summary["failed_clauses"])
    if name in COUNT_IT_MAKES:
        store, phase, count = COUNT_IT_MAKES[name]
        assert summary[store][phase][count] > 0, said
    else:
        race, crash = summary["race"], summary["crash"]
        assert race["lost"] or race["torn_reads"] or race["problems"] or crash["problems"], said


def test_every_new_check_has_a_broken_implementation_that_fails_it() -> None:
    checks = {("log", c) for c in ("lost", "duplicated", "out_of_step", "integrity_failures")}
    checks |= {("visual", c) for c in ("lost", "duplicated", "orphans_reported_kept")}
    assert {(store, count) for store, _, count in COUNT_IT_MAKES.values()} == checks
    assert set(COUNT_IT_MAKES) <= set(CAUGHT_BY_STRESS)


def test_the_last_crash_check_recalls_every_image_up_to_its_bound_then_the_oldest_and_a_sample(
    tmp_path: Path,
) -> None:
    env = {"HOME": str(tmp_path), "KOTOBA_HOME": str(tmp_path / ".kotoba")}
    ledger = stress_images.ImageLedger("reference", env, tmp_path, random.Random(3))
    try:
        ledger.checker.kept = {f"image {i}": f"id {i}" for i in range(stress_images.FINAL_CHECK)}
        assert ledger.last_checked() == list(ledger.checker.kept)
        ledger.checker.kept = {f"image {i}": f"id {i}" for i in range(1000)}
        checked = ledger.last_checked()
    finally:
        ledger.checker.close()
    oldest = [f"image {i}" for i in range(stress_images.FINAL_CHECK // 2)]
    assert len(set(checked)) == len(checked) == stress_images.FINAL_CHECK
    assert checked[: len(oldest)] == oldest
    assert set(checked) <= set(ledger.checker.kept)
    again = stress_images.ImageLedger("reference", env, tmp_path, random.Random(3))
    again.checker.kept = dict(ledger.checker.kept)
    try:
        assert again.last_checked() == checked
    finally:
        again.checker.close()
