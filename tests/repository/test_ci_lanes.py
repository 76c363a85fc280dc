"""`.ci/lanes.py`: a tox env's independent commands side by side, reported one after another."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

from tests.repository.test_ci_digest import red_digest

ROOT = Path(__file__).resolve().parents[2]
LANES = ROOT / ".ci" / "lanes.py"


def python(code: str) -> str:
    """A command line running `code` in this Python."""
    return shlex.join([sys.executable, "-c", code])


def lanes(*arguments: str, folder: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(LANES), *arguments],
        capture_output=True, text=True, cwd=folder, timeout=60, check=False,
    )  # fmt: skip


def test_lanes_run_at_the_same_time_and_each_command_of_a_lane_in_turn(tmp_path: Path) -> None:
    """The first lane waits for a file only the second lane writes: run one after the other,
    the first would give up waiting (exit 9); side by side, both finish."""
    wait = (
        "import pathlib, sys, time; "
        "found = any(pathlib.Path('go').exists() or time.sleep(0.01) for _ in range(3000)); "
        "sys.exit(0 if found and print('went') is None else 9)"
    )
    done = lanes(
        python(wait),
        python("print('after it, in turn')"),
        "--lane",
        python("import pathlib; pathlib.Path('go').touch(); print('wrote go')"),
        folder=tmp_path,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert [line for line in lines if not line.startswith("lanes[")] == [
        "went",
        "after it, in turn",
        "wrote go",
    ]  # the first lane as it came, then each other command's output whole, in order
    assert [line.split(">")[0] for line in lines if line.startswith("lanes[")] == [
        "lanes[1]",
        "lanes[1]",
        "lanes[2]",
    ]


def test_the_exit_status_is_the_first_failure_and_a_failure_ends_its_lane(tmp_path: Path) -> None:
    done = lanes(
        python("raise SystemExit(3)"),
        python("print('never')"),
        "--lane",
        python("raise SystemExit(4)"),
        folder=tmp_path,
    )
    assert done.returncode == 3
    assert "never" not in done.stdout
    assert "lanes[1] not run, its lane stopped" not in done.stdout  # the first lane streams
    assert f"FAILED (exit 4) lanes[2]> {python('raise SystemExit(4)')}" in done.stdout


def test_an_ignored_failure_is_said_and_leaves_the_lane_going(tmp_path: Path) -> None:
    done = lanes(
        python("print('first')"),
        "--lane",
        f"- {python('raise SystemExit(1)')}",
        python("print('went on')"),
        folder=tmp_path,
    )
    assert done.returncode == 0
    assert "ignored (exit 1) lanes[2]>" in done.stdout
    assert "went on" in done.stdout


def test_a_command_not_found_fails_its_lane_and_says_why(tmp_path: Path) -> None:
    done = lanes("no-such-command-anywhere --flag", folder=tmp_path)
    assert done.returncode == 127
    assert "no-such-command-anywhere:" in done.stdout
    assert "FAILED (exit 127) lanes[1]> no-such-command-anywhere --flag" in done.stdout


def test_a_lane_without_a_command_is_a_usage_error(tmp_path: Path) -> None:
    for arguments in (["--lane", python("pass")], [python("pass"), "--lane"], []):
        done = lanes(*arguments, folder=tmp_path)
        assert done.returncode == 2, arguments
        assert "usage: lanes.py COMMAND..." in done.stderr
        assert done.stdout == ""  # nothing was run


def test_a_failure_in_a_lane_is_in_the_red_digest(tmp_path: Path) -> None:
    failing = python(
        "print('STORE-8      store           FAILED          0/1'); raise SystemExit(1)"
    )
    done = lanes(python("print('run passed')"), "--lane", failing, folder=tmp_path)
    log = "\n".join(
        [
            f"upstream: commands[0]> python .ci/lanes.py ... --lane {failing}",
            *done.stdout.splitlines(),
            "upstream: exit 1 (9.00 seconds) /ci> python .ci/lanes.py pid=1",
            "  upstream: FAIL code 1 (9.00 seconds)",
        ]
    )
    digest = red_digest().digest(log)
    assert any(line.strip().startswith("STORE-8") for line in digest), digest
    assert any(line.strip().startswith("FAILED (exit 1) lanes[2]>") for line in digest), digest
