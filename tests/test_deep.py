"""`fuzz` and `stress` at the sizes that find things: their default sizes (200 inputs at every
entry point, 10 programs of each state machine; 8 writers x 100 and 200 writers killed per
store), against the reference and every faithful implementation of `tests/liberal/`, in process
and over stdio. The tox env `deep` runs them (and nothing else does): the other envs run these
modes small, which is quick but never reaches the cases the state machines find at this size.

Each fuzz summary is kept under `$KOTOBA_ARTIFACTS/deep/` (default `.tox/artifacts/deep/`): the
inputs tried at each entry point, for the closing figures of a run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest
from kotoba_conformance.modes import fuzz_summary

from tests.test_liberal import IMPLEMENTATIONS as LIBERAL
from tests.test_liberal import needs_node

ROOT = Path(__file__).resolve().parent.parent
IMPLEMENTATIONS = {
    "reference in process": ["--adapter", "reference"],
    "reference over stdio": ["--adapter-command", f"{sys.executable} -m kotoba_reference.stdio"],
    **LIBERAL,
}
KNOWN_BUGS: dict[str, dict[str, str]] = {}
"""Bugs the default sizes find in a liberal implementation, by its name's first word: listed
here until it is fixed (a listed bug that no longer shows is a failure too, so the list cannot
go stale). The first, fixed: `kotoba_liberal`'s `delete_topic` let the `OSError`
(`ENAMETOOLONG`) of a slug longer than a file name may be escape its settings app."""
TIMEOUT = 3600
"""Seconds one mode may take against one implementation: far more than any takes here."""


def artifacts() -> Path:
    folder = os.environ.get("KOTOBA_ARTIFACTS") or ROOT / ".tox" / "artifacts"
    path = Path(folder) / "deep"
    path.mkdir(parents=True, exist_ok=True)
    return path


def kit(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=TIMEOUT, check=False,
    )  # fmt: skip


@pytest.mark.deep
@pytest.mark.parametrize("name", IMPLEMENTATIONS)
def test_fuzz_at_its_default_sizes_finds_nothing(name: str) -> None:
    needs_node(name)
    summary = artifacts() / f"fuzz {name}.json"
    completed = kit("fuzz", *IMPLEMENTATIONS[name], "--json", str(summary))
    report = json.loads(summary.read_text(encoding="utf-8"))
    schema = json.loads(fuzz_summary.SCHEMA.read_text(encoding="utf-8"))
    jsonschema.validate(report, schema, cls=jsonschema.Draft202012Validator)
    found = {entry: failure["clause"] for entry, failure in report["failures"].items()}
    known = KNOWN_BUGS.get(name.split(maxsplit=1)[0], {})
    output = completed.stdout[-6000:] + completed.stderr[-2000:]
    # the first line of each message is what pytest's summary line shows: what was found
    assert found == known, f"found {found}, known {known}\n{output}"
    assert not report["errored"], f"errored {report['errored']}\n{output}"
    machines = [report["machine"], report["restart_machine"] or report["machine"]]
    failures = [m["failure"] for m in machines]
    assert failures == [None, None], f"machines failed: {failures}"[:400] + f"\n{output}"
    assert completed.returncode == (1 if known else 0), completed.stderr[-2000:]
    assert report["examples"] == 200
    assert report["machine"]["runs"] == 10
    tried = {entry: n for entry, n in report["inputs"].items() if entry not in known}
    assert all(count >= 200 for count in tried.values()), report["inputs"]


@pytest.mark.deep
@pytest.mark.parametrize("name", IMPLEMENTATIONS)
def test_stress_at_its_default_sizes_loses_nothing(name: str) -> None:
    needs_node(name)
    summary = artifacts() / f"stress {name}.json"
    completed = kit("stress", *IMPLEMENTATIONS[name], "--seed", "7", "--json", str(summary))
    assert completed.returncode == 0, completed.stdout[-6000:] + completed.stderr[-2000:]
