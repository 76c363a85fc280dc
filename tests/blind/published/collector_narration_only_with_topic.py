"""A candidate the model gives without a topic is appended without filter_ephemeral, so task
narration such as "Creating the folder for the new script" is stored when it comes as a bare
string."""

CLAUSE = "COL-5"
SENTENCE = (
    "Unlike an explicit memory_write, the collector's candidates are screened for task "
    "narration (filter_ephemeral), because it turns a whole conversation into candidates."
)
# ruff: noqa: E402 - the blind format puts CLAUSE first; edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.memory",
    (
        "await asyncio.to_thread(user_memory.append_fact, text, filter_ephemeral=True)",
        "await asyncio.to_thread(user_memory.append_fact, text)",
    ),
)
