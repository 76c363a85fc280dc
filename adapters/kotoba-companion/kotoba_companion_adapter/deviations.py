"""The clauses the published Kotoba is known to fail, each with its reason.

Found by running the suite against it (`kotoba-conformance run --adapter kotoba-companion -v`).
For each: the sentence of the documents it breaks, the published module and function responsible,
and what the published code does instead. `CompanionAdapter.known_failures()` returns each with
its reason, so a report says why, and a clause upstream fixes turns `UNEXPECTED PASS`.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["KNOWN_FAILURES", "Deviation", "declared"]


class Deviation(NamedTuple):
    """One clause the published system breaks."""

    sentence: str
    """The sentence of the documents it breaks, quoted."""
    responsible: str
    """The published module and function."""
    instead: str
    """What the published code does instead."""


KNOWN_FAILURES: dict[str, Deviation] = {
    "WRITE-5": Deviation(
        sentence="Nothing is translated or split automatically.",
        responsible="kotoba.core.user_memory (the memory_write path), observed, not yet traced",
        instead="on a store past Recent's cap, a refused Spanish fact leaves USER.md and the"
        " topic file rewritten (writing.feature: A refused Spanish fact leaves a store past"
        " Recent's cap byte for byte as it was): a refusal is to leave the store as it was",
    ),
    "WRITE-4": Deviation(
        sentence="The fact is compound. A semicolon, or a coordinator opening a new clause.",
        responsible="kotoba.core.user_memory.is_compound (behind memory_write._refusal)",
        instead='counts only "and" and "y" as coordinators (`_COORD`), so "Lives in Madrid but he'
        ' works in Toledo", "but" opening a clause with its own subject, is saved as one fact',
    ),
    "WRITE-6": Deviation(
        sentence="A duplicate reply quotes the fact it matched (resolution R5: a duplicate"
        " reply contains the stored fact verbatim)",
        responsible="kotoba.tools.builtin.memory_write._already (the memory_write reply)",
        instead="when the new text equals the stored fact but for letter case, quotes the text it"
        ' was sent: "has a dog named Luna" against a stored "Has a dog named Luna" is answered'
        ' "Already remembered (nothing new to add): has a dog named Luna"; write_fact\'s'
        " duplicate_of names the stored fact",
    ),
    "WRITE-8": Deviation(
        sentence="Each guard exists for a real defect: two friends the same age where one lost"
        " the other",
        responsible="kotoba.core.user_memory.corrections (called by write_fact)",
        instead='judges "Has a friend named Ana who is 30" a correction of "Has a friend named Tom'
        ' who is 30" and retires Tom: the differing name is read as the corrected value',
    ),
    "EDIT-2": Deviation(
        sentence="delete_topic and the write path both filter Recent against what still exists.",
        responsible="kotoba.core.user_memory.write_fact",
        instead="rebuilds ## Recent from the old Recent minus the facts this write retired, so a"
        " bullet deleted by hand from its topic file stays in ## Recent (and in the prompt) after"
        " the next write; only delete_topic filters against the topic files",
    ),
    "PROMPT-2": Deviation(
        sentence="facts_for_prompt() returns the ## Recent bullets, each tagged with the topic file"
        " it lives in, plus one pointer line.",
        responsible="kotoba.core.user_memory.facts_for_prompt",
        instead="writes the pointer line only while a topic file exists: with the last one deleted"
        " by hand, the Recent entry that lingers is returned alone (prompt.feature: With the last"
        " topic file deleted by hand, the facts the prompt still shows come with a pointer line;"
        " the store state machine found it first)",
    ),
    "VIS-3": Deviation(
        sentence="remember_image \u2014 keep one forever",
        responsible="kotoba.core.visual_memory.add (`_MAX_ENTRIES`)",
        instead="keeps at most 300 images and, at the 301st save, deletes the oldest entry and its"
        " file: an image kept before 300 others is no longer recalled (visual.feature: An image"
        " is still seen after 500 other images are kept)",
    ),
    "VIS-4": Deviation(
        sentence='only "exact duplicate" means the image was kept — asking instead whether any'
        " entry existed under that name announced a too-big image as saved.",
        responsible="kotoba.tools.builtin.remember_image._not_saved (visual_memory.duplicate_of)",
        instead="when add() refuses an image (one byte over its limit, say), asks whether an entry"
        " with the same about, note and kind is kept, not whether these bytes are, and answers"
        " \"Nothing new was saved: you ALREADY keep that exact image under 'Alex' … It IS kept\":"
        " a too-big image about a kept entity is announced as kept",
    ),
    "HTTP-3": Deviation(
        sentence="The Settings API payload also carries the eight most recent facts"
        " (memory.recent)",
        responsible="kotoba.core.settings.build_settings",
        instead="sends `user_memory.facts_for_prompt()[:8]`: the first eight prompt lines, so the"
        " eight oldest of ## Recent, each tagged ` [slug]`, and with fewer than eight facts the"
        " pointer line too (resolution R6)",
    ),
    "SESS-4": Deviation(
        sentence="Every token is quoted, so AND, NEAR, ( and * are literal strings and never"
        " FTS5 operators.",
        responsible="kotoba.tools.builtin.session_search._sanitize, then"
        " kotoba.db.database.Database.search_turns",
        instead='drops every " and quotes what is left: a query of only quote marks becomes an'
        " empty MATCH and a token holding NUL an unterminated string, and FTS5 raises"
        ' OperationalError (resolution R8: "no query raises")',
    ),
}


def declared() -> dict[str, Deviation]:
    """Every clause `known_failures()` names: the published system's deviations."""
    return dict(KNOWN_FAILURES)
