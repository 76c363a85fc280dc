"""Progress of the long modes: redrawn in place on a terminal, one plain line per phase anywhere
else, so a CI log gets a line per phase, not kilobytes of carriage returns."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from kotoba_conformance.modes.progress import Progress

ROOT = Path(__file__).resolve().parents[2]


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_off_a_terminal_a_phase_is_one_plain_line() -> None:
    log = io.StringIO()
    progress = Progress("race", 100, log)
    for done in range(0, 101, 5):
        progress.update(done)
    progress.close()
    assert "\r" not in log.getvalue()
    assert log.getvalue().splitlines() == [f"race [{'#' * 30}] 100/100 0s"]


def test_on_a_terminal_the_bar_is_redrawn_in_place_when_it_changes() -> None:
    screen = Terminal()
    progress = Progress("crash", 3, screen)
    for done in (1, 1, 2, 3):
        progress.update(done)
    progress.close()
    drawn = screen.getvalue()
    assert drawn.count("\r") == 3  # the repeated 1 is not redrawn
    assert drawn.endswith(f"\rcrash [{'#' * 30}] 3/3 0s\n")


def run_mode(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kotoba_conformance", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=600, check=False,
    )  # fmt: skip


@pytest.mark.runs_the_kit
def test_stress_into_a_log_writes_one_line_per_phase() -> None:
    completed = run_mode(
        "stress", "--processes", "1", "--writes", "3", "--kills", "1", "--seed", "1"
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "\r" not in completed.stderr
    phases = [line.split(" [")[0] for line in completed.stderr.splitlines()]
    assert phases == ["race", "crash", "log race", "log crash", "visual race", "visual crash"]


@pytest.mark.runs_the_kit
def test_fuzz_into_a_log_writes_one_line_per_phase() -> None:
    completed = run_mode(
        "fuzz", "--examples", "5", "--machine-runs", "1", "--entry", "write_fact(topic)"
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "\r" not in completed.stderr
    assert [line.split(" [")[0].strip() for line in completed.stderr.splitlines()] == [
        "fuzz write_fact(topic)"
    ]
