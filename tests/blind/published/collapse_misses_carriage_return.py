"""Collapsing folds spaces, tabs and LF but not CR, so a fact pasted with CR LF line ends keeps a
CR, which splits its bullet over two lines of the topic file and of USER.md.

clause: WRITE-11
sentence: Facts are capped at 400 characters and forced onto one line
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        '    fact = " ".join(fact.split())\n    if len(fact) > _MAX_FACT_CHARS:',
        '    fact = re.sub(r"[ \\t\\n]+", " ", fact)\n    if len(fact) > _MAX_FACT_CHARS:',
    ),
)
