"""The per-module step lookup (`plugin/step_lookup.py`) finds, for every step of every feature,
exactly the definitions pytest-bdd's own lookup finds, in the same order: the installed
pytest-bdd is asked both ways."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from kotoba_conformance.contract.locations import features_dir

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.runs_the_kit
def test_every_step_finds_the_definitions_pytest_bdd_would_find(tmp_path: Path) -> None:
    said = tmp_path / "compared.json"
    completed = subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", "run", "-n", "0", "--",
         "--collect-only", "-q", "-p", "tests.step_lookup_probe"],
        capture_output=True, text=True, cwd=ROOT, timeout=300, check=False,
        env={**os.environ, "STEP_LOOKUP_PROBE": str(said)},
    )  # fmt: skip
    assert completed.returncode == 0, completed.stdout[-2000:] + completed.stderr[-2000:]
    compared = json.loads(said.read_text(encoding="utf-8"))
    assert compared["installed"], "the per-module lookup was not installed in a Kotoba run"
    features = len(list(features_dir().glob("*.feature")))
    assert compared["modules"] == features, f"steps of {compared['modules']} of {features} features"
    assert compared["differing"] == [], compared["differing"][:3]
