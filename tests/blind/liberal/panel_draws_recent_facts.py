"""The Settings → Memory panel also draws memory.recent, one list item per fact under the topics.

clause: HTTP-5
sentence: but the panel does not currently draw them — topics and counts are all it renders.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.panel",
    (
        "    list.append(item);\n  }\n}\ndraw();",
        '    list.append(item);\n  }\n  for (const fact of payload.memory.recent) {\n    const item = document.createElement("li");\n    item.textContent = fact;\n    list.append(item);\n  }\n}\ndraw();',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
