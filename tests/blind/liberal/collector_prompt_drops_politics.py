"""The collector's never-rule about inferences names only identity and health: nothing tells the
model not to infer the user's beliefs or politics.

clause: COL-2
sentence: an inference about your identity, health, beliefs or politics
"""

from tests.liberal.kotoba_liberal import collector
from tests.liberal.kotoba_liberal.adapter import Adapter

vars(collector)["RULES"] = collector.RULES.replace(
    "their identity, health, beliefs or politics", "their identity or health"
)

__all__ = ["Adapter"]
