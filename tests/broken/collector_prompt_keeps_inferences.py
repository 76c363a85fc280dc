"""The collector's prompt leaves unstated inferences out of its never-list, and then invites
them: "their identity, health, beliefs or politics are worth keeping when you can infer them"
holds every word of the rule and forbids nothing.

clause: COL-2
"""

from __future__ import annotations

from tests.broken._dropped_rule import adapter_dropping

Adapter = adapter_dropping(
    3, "Their identity, health, beliefs or politics are worth keeping when you can infer them."
)
