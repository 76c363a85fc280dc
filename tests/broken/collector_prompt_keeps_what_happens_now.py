"""The collector's prompt leaves "what you or the conversation are doing right now" out of its
never-list, and then says to keep what is happening right now: the words, not the rule.

clause: COL-2
"""

from __future__ import annotations

from tests.broken._dropped_rule import adapter_dropping

Adapter = adapter_dropping(2, "Keep what the two of you are doing right now as well.")
