"""The result of one write, before it becomes a reply or the documented dict."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Outcome:
    """What one write did: `reason` is "written", "empty", "spanish", "compound" or "duplicate"."""

    reason: str
    fact: str = ""
    slug: str = ""
    retired: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    duplicate_of: str | None = None
    duplicate_topic: str | None = None

    @property
    def written(self) -> bool:
        """Whether the fact is now stored."""
        return self.reason == "written"
