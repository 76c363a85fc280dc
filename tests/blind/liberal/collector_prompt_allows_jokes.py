"""The collector's prompt names only three of the four things never to extract: nothing tells the
model to skip a passing reaction, a joke, a provocation or an insult.

clause: COL-2
sentence: a passing reaction, a joke, a provocation, or anything said to get a rise out of her
"""

from tests.liberal.kotoba_liberal import collector
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(collector)["RULES"] = "".join(
    line
    for line in collector.RULES.splitlines(keepends=True)
    if not line.startswith("Do not keep a passing reaction")
)

__all__ = ["Adapter"]
