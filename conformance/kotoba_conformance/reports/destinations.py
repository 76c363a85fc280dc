"""Where report files go, checked before the first scenario: a run of minutes must not end in a
traceback because `--json` named a folder that does not exist. The only module of this room
that touches the file system, and it only looks."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path


def unwritable(path: str) -> str | None:
    """Why a report cannot be written at `path`, or None when it can (as far as can be told
    without writing: the folder exists and is writable, and the path is no folder)."""
    if not path.strip():
        return "is empty"
    target = Path(path)
    if target.is_dir():
        return f"{path} is a folder, not a file"
    folder = target.parent
    if not folder.is_dir():
        return f"{path}: the folder {folder} does not exist"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"{path}: the folder {folder} is not writable"
    if target.exists() and not os.access(target, os.W_OK):
        return f"{path} is not writable"
    return None


def check(outputs: Mapping[str, str | None]) -> str | None:
    """The first problem with a run's report files (option → path; None: not asked for): a
    path that cannot be written, or two reports asked to be written to the same file."""
    seen: dict[Path, str] = {}
    for option, path in outputs.items():
        if path is None:
            continue
        if (problem := unwritable(path)) is not None:
            return f"{option} {problem}"
        resolved = Path(path).resolve()
        if (first := seen.setdefault(resolved, option)) != option:
            return f"{first} and {option} would both write {path}"
    return None
