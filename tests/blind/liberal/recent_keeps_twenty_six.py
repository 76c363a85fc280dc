"""## Recent keeps 26 facts instead of 25: with more facts stored than that, one too many stays
inline (and reaches every prompt).

clause: STORE-2
sentence: ## Recent holds the last 25 facts and is the part that goes into every prompt
"""

from tests.liberal.kotoba_liberal import memory
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(memory)["RECENT_CAP"] = 26

__all__ = ["Adapter"]
