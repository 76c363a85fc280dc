"""A candidate the model gives without a topic is appended without filter_ephemeral, so task
narration such as "Creating the folder for the new script" is stored when it comes as a bare
string.

clause: COL-5
sentence: Unlike an explicit memory_write, the collector's candidates are screened for task
  narration (filter_ephemeral), because it turns a whole conversation into candidates.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.memory",
    (
        "await asyncio.to_thread(user_memory.append_fact, text, filter_ephemeral=True)",
        "await asyncio.to_thread(user_memory.append_fact, text)",
    ),
)
