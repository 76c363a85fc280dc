"""A line of a topic file opening with `* ` is read as a fact too, so a note added by hand as a
star item is recalled, counted and prompted as memory.

clause: STORE-4
sentence: A topic file is a heading and a list of - bullets.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        'if ln.strip().startswith("- ") and ln.strip()[2:].strip()',
        'if ln.strip().startswith(("- ", "* ")) and ln.strip()[2:].strip()',
    ),
)
