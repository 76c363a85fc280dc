"""Listing the topics creates topics/ first (so the glob never meets a missing folder), so a recall
on a new store writes the memory folder.

clause: RECALL-4
sentence: Read-only and jailed to her own memory store, so it is companion-safe.
"""

# ruff: noqa: E501 - edits quote whole lines

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    (
        "    d = topics_dir()\n    out: list[tuple[str, int]] = []",
        "    d = topics_dir()\n    d.mkdir(parents=True, exist_ok=True)\n    out: list[tuple[str, int]] = []",
    ),
)
