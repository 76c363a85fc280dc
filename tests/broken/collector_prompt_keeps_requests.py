"""The collector's prompt leaves "something they asked you to DO" out of its never-list, and then
says to keep such requests as facts: the rule's words are in the prompt, in no prohibition.

clause: COL-2
"""

from __future__ import annotations

from tests.broken._dropped_rule import adapter_dropping

Adapter = adapter_dropping(0, "When they asked you to do something, keep that as a fact too.")
