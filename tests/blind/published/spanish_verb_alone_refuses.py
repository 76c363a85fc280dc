"""One Spanish verb form is enough to refuse, with no second signal, so English holding a word that
is also a Spanish verb ("Has a pet llama named Kuzco") is refused as Spanish.

clause: WRITE-3
sentence: The check is deliberately hard to trigger — a Spanish-only word, or a Spanish verb plus
  one more signal — and it covers no other language
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.tools.builtin.memory_write",
    (
        "return bool(marked) or strong >= 2 or (strong >= 1 and weak >= 1)",
        "return bool(marked) or strong >= 1",
    ),
)
