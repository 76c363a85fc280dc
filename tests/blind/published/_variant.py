"""How a variant of the published Kotoba is made: one edit to one module of the installed
`kotoba` package, applied in every process the adapter runs it in.

`variant(__name__, module, (before, after), ...)` edits the module now and returns the adapter
class to load (`--adapter tests.blind.published.<name>:Adapter`): the published adapter, whose two
helper processes (the settings app's uvicorn and the session process of capability `lifetime`)
are started through `_child`, which imports the variant first so they run the edited code too;
a settings app forked from the adapter's launcher imports it first too (`FIRST_IMPORTS`).
Importing this module needs `kotoba` and the adapter installed (Python 3.11 or later).
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

from kotoba_companion_adapter import published, session_process, settings_server
from kotoba_companion_adapter.adapter import CompanionAdapter

from tests.blind._source_edit import edit_module

__all__ = ["variant"]

ROOT = Path(__file__).resolve().parents[3]
CHILD = "tests.blind.published._child"


class _ChildProcesses:
    """`subprocess` as the adapter's helper modules see it: `python -m X ...` becomes
    `python -m tests.blind.published._child VARIANT X ...`, with the kit's root importable."""

    def __init__(self, variant_module: str) -> None:
        self._variant = variant_module

    def __getattr__(self, name: str) -> Any:
        return getattr(subprocess, name)

    def Popen(self, command: list[str], *args: Any, **kwargs: Any) -> Any:
        if len(command) >= 3 and command[1] == "-m":
            command = [command[0], "-m", CHILD, self._variant, *command[2:]]
            env = dict(kwargs.get("env") or os.environ)
            env["PYTHONPATH"] = os.pathsep.join(
                p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p
            )
            kwargs["env"] = env
        return subprocess.Popen(command, *args, **kwargs)


def variant(variant_module: str, module: str, *edits: tuple[str, str]) -> type[CompanionAdapter]:
    """Apply the edits to `module` of the published package; the adapter class to load."""
    published.load()  # `kotoba.paths` first, with a scratch home, as the adapter always does
    edit_module(module, *edits)
    shim: Any = _ChildProcesses(variant_module)
    vars(settings_server)["subprocess"] = shim
    vars(session_process)["subprocess"] = shim
    # A settings app forked from the launcher imports the variant first, as `_child` does, so it
    # edits the package in the app's own process; the kit's root is importable there (its
    # environment is this process's, `environment.child_environment`).
    vars(settings_server)["FIRST_IMPORTS"] = (variant_module,)
    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    if str(ROOT) not in paths:
        os.environ["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), *paths) if p)

    class Adapter(CompanionAdapter):
        """The published adapter over the edited package."""

    return Adapter
