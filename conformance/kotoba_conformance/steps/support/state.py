"""What a scenario remembers between its steps, one dataclass per area of the features.

A When step records what it did (the fact it wrote, the turns it said, the facts racing writers
were told were stored); a Then step reads it back. Typed fields instead of a dictionary of
strings, so that `mypy --strict` sees a step reading what no step wrote. Each `World` holds one
instance of each (`world.writing`, `world.race`, ...), fresh for every scenario. Corrections'
state holds a second `World`, so it is defined beside `World` (world.py), not here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from kotoba_conformance.contract.adapter import Context, RecalledImages, Turn
from kotoba_conformance.steps.support.http_client import Answer


@dataclass
class WritingState:
    """writing.feature: the fact as the scenario sent it (long, or over several lines)."""

    fact: str = ""
    topic: str | None = None


@dataclass
class RaceState:
    """store.feature's writers racing in other processes, and what each was told."""

    written_by_topic: list[tuple[str, list[str]]] = field(default_factory=list)
    """Each writer's topic and the facts it wrote, in its order."""
    acknowledged: list[tuple[str, str]] = field(default_factory=list)
    """(topic, fact) for every fact a writer was told was written."""
    torn_reads: list[str] = field(default_factory=list)
    """Why each read of the files during the race found one torn."""
    same_facts: list[str] = field(default_factory=list)
    """The facts every writer wrote, when all of them wrote the same ones."""
    deleted_topics: list[str] = field(default_factory=list)
    added_by_hand: list[str] = field(default_factory=list)
    """Bullets the user added to a topic file while the writers ran."""
    answered_while_held: list[str] = field(default_factory=list)
    """Facts a second writer was answered about while the first was held inside its write."""


@dataclass
class LogState:
    """session_search.feature: what was said, what a search found, what racing writers said."""

    turns: list[Turn] = field(default_factory=list)
    """Every turn the scenario said, in order."""
    hits: list[Turn] = field(default_factory=list)
    """What the last search answered."""
    raced: list[str] = field(default_factory=list)
    """The turns racing writers were to say."""
    said_by_writers: list[str] = field(default_factory=list)
    """The turns the writers report having said."""


@dataclass
class EditingState:
    """editing.feature and http.feature: what was there before a hostile deletion."""

    recent_before: list[str] = field(default_factory=list)
    planted: list[Path] = field(default_factory=list)
    """Files planted around the memory folder, which no deletion may touch."""


@dataclass
class CollectorState:
    """collector.feature: what held before the background pass could have finished."""

    companion_name_before: str = ""
    held_right_after_the_reply: list[str] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)
    """What the user said, in order (each reply's latest message)."""
    replies: list[str] = field(default_factory=list)
    """Her replies to those messages, in order."""


@dataclass
class HttpState:
    """http.feature: the app's last answer."""

    answer: Answer | None = None


@dataclass
class PersonalState:
    """personal.feature: the context the last load or bridge message built."""

    context: Context | None = None


@dataclass
class RecallState:
    """recall.feature: facts stored to end with a word, by that word."""

    ending_with: dict[str, list[str]] = field(default_factory=dict)


@dataclass
class VisualState:
    """visual.feature and image_urls.feature: what the model kept, what the user shared and put
    in their Files, and the visual store's bytes before an action that must change nothing."""

    kept: dict[str, str] = field(default_factory=dict)
    """The id of the image kept about each name, from `remember_image`'s own answer."""
    shared: bytes = b""
    """The bytes the user shared last."""
    store_before: dict[str, bytes] = field(default_factory=dict)
    recalled: RecalledImages | None = None
    user_files: dict[str, Path] = field(default_factory=dict)
    """Files the user put in their Files, by name."""
    outside_files: dict[str, str] = field(default_factory=dict)
    """Images placed beside the Files folder (not in it), by name: their absolute paths."""
