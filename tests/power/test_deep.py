"""`fuzz` and `stress` against the reference and every faithful implementation of
`tests/liberal/`, in process and over stdio. The tox env `deep` runs them (and nothing else
does).

Two sizes:
- **budget** (the default, what `tox` and CI run): `BUDGET` below, sized so that each mode against
  each implementation is a short run on a two-core machine (`benchmarks/deep_time.py` measures
  it: see `BUDGET`). The seed is drawn from the commit (`commit_seed`): the same commit always
  draws the same inputs and kill moments, so a verdict is the commit's and not the run's, and
  each new commit explores new inputs, so what CI covers grows from commit to commit instead of
  repeating.
- **full** (`tox -e deep -- --full`): the modes' own default sizes (200 inputs at every entry
  point, 10 programs of each state machine; 8 writers x 100 and 200 writers killed per store),
  the sizes at which the state machines find their cases, with the same seed.

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

from tests.power.test_liberal import IMPLEMENTATIONS as LIBERAL
from tests.power.test_liberal import needs_node

ROOT = Path(__file__).resolve().parents[2]
IMPLEMENTATIONS = {
    "reference in process": ["--adapter", "reference"],
    "reference over stdio": ["--adapter-command", f"{sys.executable} -m kotoba_reference.stdio"],
    **LIBERAL,
}
KNOWN_BUGS: dict[str, dict[str, str]] = {}
"""Bugs these runs find in a liberal implementation, by its name's first word: listed here until
it is fixed (a listed bug that no longer shows is a failure too, so the list cannot go stale).
The first, fixed: `kotoba_liberal`'s `delete_topic` let the `OSError` (`ENAMETOOLONG`) of a slug
longer than a file name may be escape its settings app."""
BUDGET = {
    "fuzz": ["--examples", "30", "--machine-runs", "2"],
    "stress": ["--processes", "4", "--writes", "25", "--kills", "10"],
}
"""The sizes `tox` runs: inputs per entry point and programs per state machine (fuzz); racing
writers, writes each and writers killed, per store (stress). A kill round (a writer started,
killed, its store checked) is most of a stress run's time, a race a second: on this two-core
machine each implementation's fuzz takes 5-18 s and its stress 6-21 s, 144 s in all one at a
time (229 s at 25 kills; `benchmarks/deep_time.py`)."""
FULL = {
    "fuzz": ["--examples", "200", "--machine-runs", "10"],
    "stress": ["--processes", "8", "--writes", "100", "--kills", "200"],
}
"""The modes' own default sizes, spelled out so that the checks below can read them."""
TIMEOUT = {"budget": 900, "full": 3600}
"""Seconds one mode may take against one implementation: far more than any takes here, so that
reaching it says the implementation hangs, never that the machine was busy."""


def commit_seed() -> int:
    """The seed of a run: `KOTOBA_DEEP_SEED` when set, else the checkout's commit (its first
    eight hex digits as a number), else 0 outside a git checkout."""
    if (given := os.environ.get("KOTOBA_DEEP_SEED")) is not None:
        return int(given)
    found = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "HEAD"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    return int(found.stdout[:8], 16) if found.returncode == 0 else 0


@pytest.fixture(scope="module")
def sizes(request: pytest.FixtureRequest) -> str:
    return "full" if request.config.getoption("--full") else "budget"


def artifacts() -> Path:
    folder = os.environ.get("KOTOBA_ARTIFACTS") or ROOT / ".tox" / "artifacts"
    path = Path(folder) / "deep"
    path.mkdir(parents=True, exist_ok=True)
    return path


def kit(sizes: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=TIMEOUT[sizes], check=False,
    )  # fmt: skip


def number_after(flag: str, arguments: list[str]) -> int:
    return int(arguments[arguments.index(flag) + 1])


@pytest.mark.deep
@pytest.mark.parametrize("name", IMPLEMENTATIONS)
def test_fuzz_finds_nothing(name: str, sizes: str) -> None:
    needs_node(name)
    seed = commit_seed()
    summary = artifacts() / f"fuzz {name}.json"
    arguments = (BUDGET if sizes == "budget" else FULL)["fuzz"]
    completed = kit(
        sizes, "fuzz", *IMPLEMENTATIONS[name], *arguments, "--seed", str(seed),
        "--json", str(summary),
    )  # fmt: skip
    report = json.loads(summary.read_text(encoding="utf-8"))
    schema = json.loads(fuzz_summary.SCHEMA.read_text(encoding="utf-8"))
    jsonschema.validate(report, schema, cls=jsonschema.Draft202012Validator)
    found = {entry: failure["clause"] for entry, failure in report["failures"].items()}
    known = KNOWN_BUGS.get(name.split(maxsplit=1)[0], {})
    repeat = (
        f"(seed {seed}: KOTOBA_DEEP_SEED={seed} tox -e deep -- -k {name.split(maxsplit=1)[0]!r})"
    )
    output = completed.stdout[-6000:] + completed.stderr[-2000:]
    # the first line of each message is what pytest's summary line shows: what was found
    assert found == known, f"found {found}, known {known} {repeat}\n{output}"
    assert not report["errored"], f"errored {report['errored']} {repeat}\n{output}"
    machines = [report["machine"], report["restart_machine"] or report["machine"]]
    failures = [m["failure"] for m in machines]
    assert failures == [None, None], f"machines failed {repeat}: {failures}"[:600] + f"\n{output}"
    assert completed.returncode == (1 if known else 0), completed.stderr[-2000:]
    examples = number_after("--examples", arguments)
    assert report["examples"] == examples
    assert report["machine"]["runs"] == number_after("--machine-runs", arguments)
    tried = {entry: n for entry, n in report["inputs"].items() if entry not in known}
    assert all(count >= examples for count in tried.values()), report["inputs"]


@pytest.mark.deep
@pytest.mark.parametrize("name", IMPLEMENTATIONS)
def test_stress_loses_nothing(name: str, sizes: str) -> None:
    needs_node(name)
    seed = commit_seed()
    summary = artifacts() / f"stress {name}.json"
    arguments = (BUDGET if sizes == "budget" else FULL)["stress"]
    completed = kit(
        sizes, "stress", *IMPLEMENTATIONS[name], *arguments, "--seed", str(seed),
        "--json", str(summary),
    )  # fmt: skip
    repeat = (
        f"(seed {seed}: KOTOBA_DEEP_SEED={seed} tox -e deep -- -k {name.split(maxsplit=1)[0]!r})"
    )
    assert completed.returncode == 0, (
        f"stress failed {repeat}\n" + completed.stdout[-6000:] + completed.stderr[-2000:]
    )
