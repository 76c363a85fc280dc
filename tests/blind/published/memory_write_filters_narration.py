"""memory_write passes filter_ephemeral=True, so a fact she chose to save that opens like task
narration ("Creating the folder …") is dropped and answered as already remembered.

clause: WRITE-13
sentence: That filter is off for an explicit memory_write, because there she has already decided.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.tools.builtin.memory_write",
    (
        "user_memory.write_fact, fact, topic)",
        "user_memory.write_fact, fact, topic, filter_ephemeral=True)",
    ),
)
