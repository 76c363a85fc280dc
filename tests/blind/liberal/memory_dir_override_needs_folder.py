"""KOTOBA_MEMORY_DIR is honoured only when it names an existing folder, so pointing it at a new
folder leaves the store in <home>/memory.

clause: PATH-1
sentence: Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR, KOTOBA_HOME.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.locations",
    (
        '    memory = _path(env["KOTOBA_MEMORY_DIR"], user_home) if env.get("KOTOBA_MEMORY_DIR") else None\n',
        '    memory = _path(env["KOTOBA_MEMORY_DIR"], user_home) if env.get("KOTOBA_MEMORY_DIR") else None\n    if memory is not None and not memory.is_dir():\n        memory = None\n',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
