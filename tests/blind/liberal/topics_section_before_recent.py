"""USER.md is rebuilt with ## Topics before ## Recent, so the index no longer reads header, then ##
Recent, then ## Topics.

clause: STORE-1
sentence: the index: ## Recent + ## Topics
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.files",
    (
        '        body = [HEADER, "", "## Recent", ""]\n        body += [f"- {entry}" for entry in recent]\n        body += ["", "## Topics", ""]\n        body += topic_lines\n',
        '        body = [HEADER, "", "## Topics", ""]\n        body += topic_lines\n        body += ["", "## Recent", ""]\n        body += [f"- {entry}" for entry in recent]\n',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
