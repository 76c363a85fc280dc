"""The collector's fourth never-rule lists identity, beliefs and politics but leaves out health,
so the model is never told not to infer the user's health.

clause: COL-2
sentence: an inference about your identity, health, beliefs or politics that you did not plainly
  state
"""

from tests.liberal.kotoba_contrary import collector_prompt
from tests.liberal.kotoba_contrary.adapter import Adapter

_FULL = "identity, health, beliefs or politics"
assert _FULL in collector_prompt.INSTRUCTIONS
vars(collector_prompt)["INSTRUCTIONS"] = collector_prompt.INSTRUCTIONS.replace(
    _FULL, "identity, beliefs or politics"
)

__all__ = ["Adapter"]
