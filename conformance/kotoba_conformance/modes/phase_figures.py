"""What one phase (race or crash) of the stress mode counts for the conversation log and the
visual store: the figures both share. Each store's module adds its own, and says when the phase
passed and which clauses a failure is charged to."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class PhaseFigures:
    phase: str
    processes: int = 0
    writes_each: int = 0
    kills: int = 0
    seed: int | None = None
    acknowledged: int = 0
    stored: int = 0
    """Acknowledged writes the store still answers for afterwards."""
    lost: int = 0
    duplicated: int = 0
    survived: int = 0
    seconds: float = 0.0
    problems: list[str] = field(default_factory=list)
