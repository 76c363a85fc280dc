"""Lets a plain `tox` find the Pythons pyenv installed: their folders join the end of PATH."""

from __future__ import annotations

import os
from pathlib import Path


def _pyenv_python_folders() -> list[str]:
    root = Path(os.environ.get("PYENV_ROOT") or Path.home() / ".pyenv")
    return sorted(str(folder) for folder in root.glob("versions/3.*/bin"))


os.environ["PATH"] = os.pathsep.join([os.environ.get("PATH", ""), *_pyenv_python_folders()])
