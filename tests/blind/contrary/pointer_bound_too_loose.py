"""The pointer line's bound is set so loose (sixty topics, five thousand characters) that it never
bites in practice: with 54 topics of long slugs it names them all and runs past a thousand
characters.

clause: PROMPT-3
sentence: The pointer line is bounded on purpose.
"""

from tests.liberal.kotoba_contrary import pointer
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(pointer)["MAX_NAMED"] = 60
vars(pointer)["NAMED_BUDGET"] = 5000

__all__ = ["Adapter"]
