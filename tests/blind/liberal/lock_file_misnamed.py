"""Writes are locked, but by a file named USER.lock: no USER.md.lock ever appears beside the
index, and a stray file is left in the memory folder.

clause: STORE-8
sentence: the lock file USER.md.lock sits beside the index
"""

from tests.liberal.kotoba_liberal import files
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(files)["LOCK"] = "USER.lock"

__all__ = ["Adapter"]
