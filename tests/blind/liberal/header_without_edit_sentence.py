"""USER.md's header stops short: it never tells the user "You can edit any of these.".

clause: STORE-1
sentence: The file says so itself, at the top: "You can edit any of these."
"""

from tests.liberal.kotoba_liberal import files
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(files)["HEADER"] = (
    "Durable memory, organized by topic — about you and about\n"
    "anything important (projects, plans, context). Kotoba reads this\n"
    "index every conversation; details live in the linked topic files\n"
    "(she can recall any of them on demand) and she creates new topics\n"
    "freely as things come up."
)

__all__ = ["Adapter"]
