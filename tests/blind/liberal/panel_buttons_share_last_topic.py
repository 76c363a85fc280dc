"""The Memory panel's loop declares its topic with `var`, so every delete button's handler sees
the last topic drawn: with two or more topics, any button deletes the last one listed, not its
own (with a single topic it works).

clause: HTTP-5
sentence: It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds the index.
"""

from tests.liberal.kotoba_liberal import panel
from tests.liberal.kotoba_liberal.adapter import Adapter

_LOOP = "for (const topic of payload.memory.topics) {"
assert _LOOP in panel.PAGE
vars(panel)["PAGE"] = panel.PAGE.replace(
    _LOOP,
    "for (var i = 0; i < payload.memory.topics.length; i++) {\n"
    "    var topic = payload.memory.topics[i];",
)

__all__ = ["Adapter"]
