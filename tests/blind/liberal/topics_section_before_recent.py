"""USER.md is rebuilt with ## Topics before ## Recent, so the index no longer reads header, then ##
Recent, then ## Topics."""

CLAUSE = "STORE-1"
SENTENCE = "the index: ## Recent + ## Topics"
# ruff: noqa: E402, E501 - the blind format puts CLAUSE first; edits quote whole lines

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
