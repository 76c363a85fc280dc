"""The collector's prompt keeps facts that will still hold a month from now, not about a week:
its horizon is four times the documented one.

clause: COL-2
sentence: only things still true in about seven days
"""

from tests.liberal.kotoba_liberal import collector
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(collector)["RULES"] = collector.RULES.replace(
    "a week from now (about seven days on)", "a month from now (about thirty days on)"
)

__all__ = ["Adapter"]
