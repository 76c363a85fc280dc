"""With no name stored, the profile block reads "(nothing known yet)" instead of the documents'
"(nothing known about the user yet)".

clause: PROF-3
sentence: With nothing stored, that block reads (nothing known about the user yet).
"""

from tests.liberal.kotoba_liberal import profile
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(profile)["NOTHING"] = "(nothing known yet)"

__all__ = ["Adapter"]
