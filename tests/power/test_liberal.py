"""The suite must pass every faithful implementation: the mirror of `tests/broken/`.

`tests/liberal/` holds implementations written from the documents alone, by other hands than the
suite's, that take every liberty the documents allow at once (other wordings, other orders, other
readings of every heuristic, coercion where the documents are silent, a panel drawn by script,
the smallest faithful behaviour for each optional capability); each liberty is a line of its
docstring with the sentence that allows it. Every required scenario must pass for each of them,
in process and over stdio, and so must `fuzz` and `stress` (`tests/power/test_deep.py`, tox -e
deep).
The optional scenarios each one fails are listed here, so that a change in what the suite
advises is a change made on purpose.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYTHON = "tests.liberal.kotoba_liberal.adapter:Adapter"
CONTRARY = "tests.liberal.kotoba_contrary.adapter:Adapter"
NODE = ROOT / "tests" / "liberal" / "node" / "main.js"

IMPLEMENTATIONS = {
    "python in process": ["--adapter", PYTHON],
    "python over stdio": [
        "--adapter-command",
        f"{sys.executable} -m kotoba_conformance.stdio --adapter {PYTHON}",
    ],
    "node over stdio": ["--adapter-command", f"node {NODE}"],
    "contrary in process": ["--adapter", CONTRARY],
}
"""How each liberal implementation is reached: the same Python one both ways, so the transport
is calibrated too; one in another language that speaks only the protocol; and a second Python
one that reads every open point the other way from the first (Recent oldest first, multi-line
facts collapsed, non-text refused, heuristics of its own)."""

NOT_TEXT = {
    "writing.feature: The model writing a fact that is not text saves nothing",
    "writing.feature: The store writing a fact that is not text saves nothing",
    "writing.feature: A topic that is not text saves nothing",
}
"""The suite's reading that a value of another type is refused (R15); an implementation that
converts it fails these."""
CR_ONLY = "programs: Every invariant holds after every step of a generated program [cr-"
"""Generated programs that save the store's files with CR alone ending each line (CommonMark's
reading, the suite's: the documents name no line ending); two of the three read LF and CR LF."""
SHARED_READINGS = NOT_TEXT | {
    "collector.feature: The collector's prompt opens its never-list with the sentence the"
    " documents quote",
    "writing.feature: English quoting a Spanish title is saved",
}
OPTIONAL_FAILURES = {
    "python": SHARED_READINGS
    | {
        "collector.feature: A junk name from the model leaves her name as it was",
        "corrections.feature: A fact with only its verb swapped for a synonym is not kept beside"
        " the original",
        "prompt.feature: With thirty facts the prompt shows the 25 newest, oldest first",
        "store.feature: The three documented facts are listed under Recent in the order written",
        "store.feature: Thirty facts leave the 25 newest under Recent, oldest first",
        "visual.feature: With a kept image attached, the instruction asks to analyze it",
    },
    "node": SHARED_READINGS
    | {
        "collector.feature: A candidate narrating a task in the present progressive is dropped",
        CR_ONLY,
        "writing.feature: A Spanish fact whose verb is written with an accent is refused",
    },
    "contrary": SHARED_READINGS - NOT_TEXT
    | {
        "collector.feature: A candidate narrating a task in the present progressive is dropped",
        CR_ONLY,
        "corrections.feature: A fact with only its verb swapped for a synonym is not kept beside"
        " the original",
    },
}
"""The suite's readings each one does not share (advice, never a failure of the run), by the
start of the scenario's name."""


def kit(*args: str, timeout: int = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=timeout, check=False,
    )  # fmt: skip


def needs_node(name: str) -> None:
    if name.startswith("node") and shutil.which("node") is None:
        pytest.skip("the Node implementation needs `node` on PATH")


@pytest.mark.parametrize("name", IMPLEMENTATIONS)
def test_every_required_scenario_passes(name: str, tmp_path: Path) -> None:
    needs_node(name)
    report = tmp_path / "report.json"
    completed = kit("run", *IMPLEMENTATIONS[name], "--json", str(report), "-n", "2")
    data = json.loads(report.read_text(encoding="utf-8"))
    failed = [
        f"{s['scenario']} ({', '.join(s['clauses'])}): {s.get('failure', {}).get('message', '')}"
        for s in data["scenarios"]
        if s["level"] == "required" and s["outcome"] not in ("passed", "skipped")
    ]
    assert not failed, "a faithful implementation failed required scenarios:\n" + "\n".join(failed)
    assert completed.returncode == 0, completed.stdout[-3000:] + completed.stderr[-2000:]
    optional_failed = {
        s["scenario"]
        for s in data["scenarios"]
        if s["level"] == "optional" and s["outcome"] == "failed"
    }
    expected = OPTIONAL_FAILURES[name.split(maxsplit=1)[0]]
    unlisted = {s for s in optional_failed if not any(s.startswith(e) for e in expected)}
    stale = {e for e in expected if not any(s.startswith(e) for s in optional_failed)}
    assert not unlisted, f"optional scenarios newly failed: {sorted(unlisted)}"
    assert not stale, f"listed optional failures that now pass: {sorted(stale)}"
