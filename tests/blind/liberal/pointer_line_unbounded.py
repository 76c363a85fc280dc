"""The pointer line names every topic, however many there are: with fifty-odd topics it runs
past a thousand characters.

clause: PROMPT-3
sentence: The pointer line is bounded on purpose.
"""

from tests.liberal.kotoba_liberal import index
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(index)["POINTER_TOPIC_BUDGET"] = 10**9

__all__ = ["Adapter"]
