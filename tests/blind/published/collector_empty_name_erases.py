"""The collector stores any string the model gives as the user's name, so an empty answer
overwrites a known name with "".

clause: PROF-4
sentence: An empty value is a no-op rather than an erasure — first run offers a skip, and a skip
  must not delete a name she already knows.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.memory",
    ("if isinstance(user_name, str) and user_name.strip():", "if isinstance(user_name, str):"),
)
