"""Each fact the collector stores is also logged as an assistant turn "(noted in memory: …)", so a
search of the history finds what she did, not only what was said.

clause: SESS-6
sentence: when she searches her own history, she finds what she said, not what she did.
"""

# ruff: noqa: E402, E501 - edits quote whole lines; the adapter is imported once they are made

from tests.blind._source_edit import edit_module

edit_module(
    "tests.liberal.kotoba_liberal.system",
    (
        '        for fact in answer.get("facts", []):\n            self._memory.write(fact)',
        '        for fact in answer.get("facts", []):\n            if self._memory.write(fact).result["written"]:\n                conversation.insert_turn(self._db, "assistant", f"(noted in memory: {fact})")',
    ),
)

from tests.liberal.kotoba_liberal.adapter import Adapter

__all__ = ["Adapter"]
