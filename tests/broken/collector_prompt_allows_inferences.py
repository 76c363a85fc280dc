"""The collector's prompt names only three of the four things never to extract: it leaves out
inferences about the user's identity, health, beliefs or politics that they never stated.

clause: COL-2
"""

from __future__ import annotations

from tests.broken._dropped_rule import adapter_dropping

Adapter = adapter_dropping(3, elsewhere="")
