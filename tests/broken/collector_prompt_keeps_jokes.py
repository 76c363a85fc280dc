"""The collector's prompt leaves passing reactions, jokes, provocations and insults out of its
never-list, and then says to keep a joke or a provocation: the words are there, forbidding
nothing.

clause: COL-2
"""

from __future__ import annotations

from tests.broken._dropped_rule import adapter_dropping

Adapter = adapter_dropping(1, "Keep a joke or a provocation too: it says something about them.")
