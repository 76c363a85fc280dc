"""Two distributions from one repository: installing the kit alone, in a fresh virtual
environment, installs nothing of the reference, and the kit then says in one line that no
adapter was given rather than testing anything by default."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from filelock import FileLock

ROOT = Path(__file__).resolve().parents[2]
REFERENCE_ONLY = {"kotoba-reference", "starlette", "uvicorn", "pystemmer", "snowballstemmer"}
"""What the reference brings and the kit must not (distribution names, lower case)."""

pytestmark = [
    pytest.mark.runs_the_kit,
    pytest.mark.skipif(
        os.environ.get("KOTOBA_DISTRIBUTION_TESTS") != "1",
        reason="installs the kit into a fresh venv (slow without uv): run by `tox -e kit`",
    ),
]


LIST_DISTRIBUTIONS = "import importlib.metadata as m; print(*(d.name for d in m.distributions()))"


def installed(python: Path) -> set[str]:
    """The distributions installed in `python`'s environment (names in lower case), read by
    that Python itself: the venv may have no pip."""
    listed = subprocess.run(
        [str(python), "-c", LIST_DISTRIBUTIONS], capture_output=True, text=True, check=True
    )
    return {name.lower().replace("_", "-") for name in listed.stdout.split()}


def uv_binary() -> str | None:
    """uv, where this environment has it (tox's envs do), else on PATH: it installs the kit in
    seconds, where pip takes half a minute, reading the same metadata, which is what is tested."""
    return shutil.which("uv", path=str(Path(sys.executable).parent)) or shutil.which("uv")


@pytest.fixture(scope="session")
def kit_alone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the kit installed and nothing else (its `bin`): made
    once, as an implementer makes it, for both tests, which only read it or run the kit. Under
    pytest-xdist the two may run in two workers: the first to take the lock makes it."""
    shared = tmp_path_factory.getbasetemp().parent  # the same folder for every worker of a run
    folder = shared / "kit-alone"
    with FileLock(shared / "kit-alone.lock"):
        if not (folder / "made").exists():
            python = folder / "bin" / "python"
            uv = uv_binary()
            venv.create(folder, with_pip=uv is None, clear=True)
            install = (
                [uv, "pip", "install", "-q", "--python", str(python), str(ROOT)]
                if uv is not None
                else [str(python), "-m", "pip", "install", "-q", str(ROOT)]
            )
            subprocess.run(install, check=True, timeout=600)
            (folder / "made").touch()
    return folder / "bin"


def test_the_kit_alone_installs_nothing_of_the_reference(kit_alone: Path) -> None:
    names = installed(kit_alone / "python")
    assert "kotoba-conformance" in names
    assert not names & REFERENCE_ONLY, f"the kit pulled in {sorted(names & REFERENCE_ONLY)}"
    cli = kit_alone / "kotoba-conformance"
    run = subprocess.run([str(cli), "run"], capture_output=True, text=True, check=False)
    assert run.returncode not in (0, 5), run.stdout[-2000:]  # a usage error, before any scenario
    assert run.stderr.strip().count("\n") == 0, run.stderr
    assert "the bundled reference is not installed" in run.stderr
    assert "passed" not in run.stdout


def test_the_kit_runs_against_an_adapter_of_its_own_with_no_reference(kit_alone: Path) -> None:
    """An implementer's adapter, in a venv holding the kit alone, gets the per-clause table."""
    cli = kit_alone / "kotoba-conformance"
    command = f"{sys.executable} -m kotoba_reference.stdio"  # the reference, out of process
    run = subprocess.run(
        [str(cli), "run", "--adapter-command", command, "--clause", "STORE-1,STORE-3"],
        capture_output=True, text=True, check=False, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "STORE-1    facts           passed" in run.stdout
