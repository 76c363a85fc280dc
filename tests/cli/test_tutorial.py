"""docs/implementing.md runs as printed, so the tutorial cannot drift from the kit.

Each fenced block whose info string is `sh tutorial file=PATH [exit=N]` is run by bash in a
scratch folder holding PATH (a step of `examples/node/` or `examples/python/`) under the name the
tutorial gives the reader's program (`kotoba.js`, `kotoba_memory.py`), with the kit's
`kotoba-conformance` first on PATH and no KOTOBA_ variable inherited. Everything it prints
(stdout and stderr together) must match the `text output` block that follows it: a line that
is `…` stands for any number of lines, and `…` inside a line for any text; trailing spaces are
ignored. With `exit=N`, bash's exit status (that of the block's last command) must be N. Each
`js file=PATH` or `python file=PATH` block is the code of that step, so it must be in PATH
verbatim.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "implementing.md"
STEPS = ROOT / "examples" / "node"
PYTHON_STEPS = ROOT / "examples" / "python"
PROGRAM = {".js": "kotoba.js", ".py": "kotoba_memory.py"}
"""The reader's program, by the language of the step: the name each route's commands use."""
CODE = {"js", "python"}
ELLIPSIS = "…"
FENCE = re.compile(r"^```(?P<info>[^`\n]*)\n(?P<body>.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
TIMEOUT = 600


@dataclass(frozen=True)
class Block:
    """One fenced block of the tutorial: its info string, its text and where it starts."""

    info: str
    body: str
    line: int

    @property
    def kind(self) -> str:
        return " ".join(word for word in self.info.split() if "=" not in word)

    def attribute(self, name: str) -> str | None:
        found = [word.split("=", 1)[1] for word in self.info.split() if word.startswith(f"{name}=")]
        return found[0] if found else None

    @property
    def file(self) -> Path:
        name = self.attribute("file")
        assert name, f"implementing.md:{self.line}: the block names no file="
        return ROOT / name


def blocks() -> list[Block]:
    text = DOC.read_text(encoding="utf-8")
    return [
        Block(m["info"].strip(), m["body"], text.count("\n", 0, m.start()) + 1)
        for m in FENCE.finditer(text)
    ]


def commands() -> list[tuple[Block, Block]]:
    """Each `sh tutorial` block with the `text output` block after it."""
    found = blocks()
    pairs = []
    for index, block in enumerate(found):
        if block.kind != "sh tutorial":
            continue
        following = found[index + 1 : index + 2]
        kinds = [after.kind for after in following]
        assert kinds == ["text output"], f"implementing.md:{block.line}: no `text output` after it"
        pairs.append((block, following[0]))
    return pairs


def pattern(expected: str) -> re.Pattern[str]:
    """`…` alone on a line: any lines; `…` within a line: any text on that line."""
    parts = []
    for line in expected.splitlines():
        if line.strip() == ELLIPSIS:
            parts.append(r"(?:[^\n]*\n)*?")
        else:
            pieces = [re.escape(piece) for piece in line.rstrip().split(ELLIPSIS)]
            parts.append("[^\n]*?".join(pieces) + r"\n")
    return re.compile("".join(parts))


def printed(output: str) -> str:
    return "".join(line.rstrip() + "\n" for line in output.rstrip().splitlines())


def run(command: Block, scratch: Path) -> subprocess.CompletedProcess[str]:
    shutil.copyfile(command.file, scratch / PROGRAM[command.file.suffix])
    env = {key: value for key, value in os.environ.items() if not key.startswith("KOTOBA_")}
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["COLUMNS"] = "80"
    return subprocess.run(
        ["bash", "-c", command.body], cwd=scratch, env=env, text=True, timeout=TIMEOUT,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False,
    )  # fmt: skip


# --- the matching itself ------------------------------------------------------------------------


def test_an_ellipsis_line_stands_for_any_lines_and_an_inline_one_for_any_text() -> None:
    shown = "…\nclauses: … passed, 0 FAILED\n…\n"
    assert pattern(shown).fullmatch("header\nmore\nclauses: 8 passed, 0 FAILED\n")
    assert pattern(shown).fullmatch("clauses: 8 passed, 0 FAILED\ntail\n")
    assert not pattern(shown).fullmatch("clauses: 8 passed, 1 FAILED\n")
    assert not pattern("a\nb\n").fullmatch("a\nextra\nb\n"), "lines without … are consecutive"
    assert not pattern("a … c\n").fullmatch("a b\nc\n"), "an inline … stays on its line"


# --- the tutorial ------------------------------------------------------------------------------


def test_every_tutorial_command_has_its_output_and_names_an_existing_step() -> None:
    pairs = commands()
    assert len(pairs) >= 8
    for command, _ in pairs:
        assert command.file.is_file(), f"implementing.md:{command.line}: no {command.file}"


def test_every_step_of_the_examples_is_run_by_the_tutorial() -> None:
    used = {command.file for command, _ in commands()}
    node = {*STEPS.glob("steps/*.js"), STEPS / "adapter.js"}
    python = {*PYTHON_STEPS.glob("steps/*.py"), PYTHON_STEPS / "kotoba_memory.py"}
    assert len(python) >= 8
    steps = node | python
    assert steps <= used, f"steps the tutorial never runs: {sorted(map(str, steps - used))}"


def test_both_routes_take_the_same_steps_over_the_same_clauses() -> None:
    """The Python route is the Node one in process: a run of the same clauses at each step."""
    runs: dict[str, list[str]] = {".js": [], ".py": []}
    for command, _ in commands():
        if clauses := re.search(r"--clause (\S+)", command.body):
            runs[command.file.suffix].append(clauses[1].lower())
    node = list(dict.fromkeys(runs[".js"]))
    python = list(dict.fromkeys(runs[".py"]))
    assert python == [c for c in node if c != "pers-1"]  # the CI section's run is the Node one's


def test_the_code_shown_is_the_code_of_its_step() -> None:
    shown = [block for block in blocks() if block.kind in CODE]
    assert {block.kind for block in shown} == CODE
    for block in shown:
        assert block.body in block.file.read_text(encoding="utf-8"), (
            f"implementing.md:{block.line}: the code shown is not in {block.file.name} verbatim"
        )


NO_NODE = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


def cases() -> list[Any]:
    """Each command with its output; the Node route's need node."""
    return [
        pytest.param(command, output, id=f"line-{command.line}",
                     marks=[NO_NODE] if command.file.suffix == ".js" else [])
        for command, output in commands()
    ]  # fmt: skip


@pytest.mark.runs_the_kit
@pytest.mark.parametrize(("command", "output"), cases())
def test_the_command_prints_what_the_tutorial_shows(
    command: Block, output: Block, tmp_path: Path
) -> None:
    ran = run(command, tmp_path)
    actual = printed(ran.stdout)
    assert pattern(output.body).fullmatch(actual), (
        f"implementing.md:{command.line}: {command.body.strip()}\n"
        f"--- the tutorial shows ---\n{output.body}--- it printed ---\n{actual}"
    )
    if (status := command.attribute("exit")) is not None:
        assert ran.returncode == int(status), f"exit status {ran.returncode}:\n{actual}"
