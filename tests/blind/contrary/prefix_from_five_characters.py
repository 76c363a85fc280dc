"""Only tokens of five characters or more become prefix queries: a four-letter word such as
"gato" no longer finds "gatos".

clause: SESS-2
sentence: Tokens of 4 characters or more become prefix queries
"""

from tests.liberal.kotoba_contrary import sessions
from tests.liberal.kotoba_contrary.adapter import Adapter

vars(sessions)["PREFIX_FROM"] = 5

__all__ = ["Adapter"]
