"""Each recalled_image frame also carries the image itself, base64-encoded, so the screen can draw
it without another request.

clause: VIS-5
sentence: They also ride the events channel as a recalled_image frame carrying only the keepsake's
  ID, never its bytes
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.visual",
    ("import os\nimport re\n", "import base64\nimport os\nimport re\n"),
    (
        '{"type": "recalled_image", "id": entry.id, "tool": "recall_image"} for entry in attached',
        '{\n                "type": "recalled_image",\n                "id": entry.id,\n                "tool": "recall_image",\n                "data": base64.b64encode(self._store.read_bytes(entry) or b"").decode(),\n            }\n            for entry in attached',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
