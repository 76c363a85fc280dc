"""The held writer (`steps/support/held_writer.py`) stops a program at the rename that would
replace the named file, before it happens, and lets it finish once told, its later renames
made as any; a program that never makes that rename is reported unheld. STORE-8's held-writer
scenario trusts exactly this. Each test runs both ways the writer can be traced: renames
handed over by a seccomp filter, and every call stopped (`--every-call`)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

HELD_WRITER = "kotoba_conformance.steps.support.held_writer"
RENAMES_INTO_PLACE = """
import os, sys
folder = sys.argv[1]
temporary = os.path.join(folder, "index.tmp")
with open(temporary, "w") as handle:
    handle.write("written")
os.replace(temporary, os.path.join(folder, sys.argv[2]))
with open(temporary, "w") as handle:
    handle.write("after")
os.replace(temporary, os.path.join(folder, "after.md"))
"""
WAYS = pytest.mark.parametrize("way", [[], ["--every-call"]], ids=["seccomp", "every-call"])


def start(tmp_path: Path, at: str, target: str, way: list[str]) -> subprocess.Popen[str]:
    program = [sys.executable, "-c", RENAMES_INTO_PLACE, str(tmp_path), target]
    command = [
        sys.executable, "-m", HELD_WRITER, "--at", at, *way,
        "--out", str(tmp_path / "out"), "--err", str(tmp_path / "err"), "--", *program,
    ]  # fmt: skip
    return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def said(process: subprocess.Popen[str]) -> str:
    assert process.stdout is not None
    line = process.stdout.readline().strip()
    if line.startswith("untraceable"):
        process.kill()
        pytest.skip(f"no ptrace here: {line}")
    return line


@WAYS
def test_a_writer_is_held_before_its_rename_and_finishes_once_told(
    tmp_path: Path, way: list[str]
) -> None:
    process = start(tmp_path, "USER.md", "USER.md", way)
    try:
        assert said(process) == "held"
        assert not (tmp_path / "USER.md").exists(), "the rename happened before the hold"
        assert (tmp_path / "index.tmp").read_text() == "written"
        assert process.stdin is not None
        process.stdin.write("\n")
        process.stdin.flush()
        assert said(process) == "done 0", (tmp_path / "err").read_text()
        assert (tmp_path / "USER.md").read_text() == "written"
        assert (tmp_path / "after.md").read_text() == "after", "a rename once let go failed"
    finally:
        process.kill()
        process.wait()


@WAYS
def test_a_writer_renaming_onto_another_name_is_reported_unheld(
    tmp_path: Path, way: list[str]
) -> None:
    process = start(tmp_path, "USER.md", "USER.md.other", way)
    try:
        assert said(process) == "unheld 0"
        assert (tmp_path / "USER.md.other").read_text() == "written"
    finally:
        process.kill()
        process.wait()
