"""The collector's prompt keeps facts "still true in about a month" instead of about seven days.

clause: COL-2
sentence: Its rule is "only things still true in about seven days".
"""

from tests.liberal.kotoba_contrary import collector_prompt
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(collector_prompt)["INSTRUCTIONS"] = collector_prompt.INSTRUCTIONS.replace(
    "still be true in about seven days, a week from now", "still be true in about a month"
)

__all__ = ["Adapter"]
