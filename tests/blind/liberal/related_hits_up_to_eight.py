"""Reading a topic adds up to 8 related hits from other topics, more than the 4 allowed.

clause: RECALL-3
sentence: Reading a topic returns that topic's own facts plus up to 4 related hits
"""

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(memory)["RELATED_LIMIT"] = 8

__all__ = ["Adapter"]
