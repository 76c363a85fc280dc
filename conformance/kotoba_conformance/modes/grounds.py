"""What the modes' expectations rest on: for every clause a mode charges, the sentence of the
documents (quoted, `[…]` marking what is left out) or the resolution that states it.

The modes run no feature file, so no scenario description carries their citations: this table
does. `tests/contract/test_mode_grounds.py` holds it to the code and to the documents (every clause
literal under `modes/` is here, every quote is found in a document, every `R<n>` is a
resolution), and a state machine's failure pastes its clause's quote into the scenario it
prints, so the scenario is a cited one as it stands. A model expectation with no sentence to
rest on has no place in a mode: it belongs in an `@optional` scenario, or nowhere.
"""

from __future__ import annotations

GROUNDS: dict[str, str] = {
    "COL-1": "Separate from all five tools, a lightweight pass runs after each reply.",
    "COL-4": "It can also update two things besides facts: your own name",
    "COL-5": "Unlike an explicit memory_write, the collector's candidates are screened for task"
    " narration (filter_ephemeral)",
    "EDIT-2": "Deleting a bullet removes the fact. […] delete_topic and the write path both"
    " filter Recent against what still exists.",
    "EDIT-3": "One topic, by hand: delete topics/<slug>.md.",
    "HTTP-1": "It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds the"
    " index.",
    "HTTP-2": "POST /api/settings/user-name, from the browser's first-run screen",
    "HTTP-3": "The Settings API payload also carries the eight most recent facts (memory.recent)",
    "HTTP-5": "One topic, from the browser: Settings → Memory lists every topic as slug · count"
    " with a delete button.",
    "LIFE-1": "Nothing else survives the process.",
    "PATH-1": "Every path is overridable: KOTOBA_MEMORY_DIR, KOTOBA_VISUAL_MEMORY_DIR,"
    " KOTOBA_HOME.",
    "PROF-1": 'Three places call upsert_user_profile, and all three pass the key "name":',
    "PROF-2": "It reaches the prompt as a bulleted list under # What you know about the user:",
    "PROF-4": "An empty value is a deliberate no-op",
    "PROMPT-1": "## Recent holds the last 25 facts and is the part that goes into every prompt.",
    "PROMPT-2": "Each recent fact is tagged with the topic file it lives in, and the pointer line"
    " says how many facts it stands for.",
    "PROMPT-4": "It shows untagged, because it has no topic file to name",
    "RECALL-1": "Takes: query (search everything), or topic (read one), or neither (list the"
    " topics).",
    "RECALL-4": "Read-only and jailed to her own memory store, so it is companion-safe.",
    "RECALL-5": "So a hand-added fact is real memory.",
    "SESS-1": "Takes: query. Runs SQLite FTS5 over the turns table.",
    "SESS-4": "Every token is quoted, so AND, NEAR, ( and * are literal strings and never FTS5"
    " operators.",
    "STORE-1": "USER.md is the index.",
    "STORE-2": "## Recent is capped at 25 entries (RECENT_CAP). Everything older is still in its"
    " topic file",
    "STORE-3": "## Topics lists each topic file with its fact count.",
    "STORE-4": "The detail lives in topics/<slug>.md, one Markdown bullet per fact",
    "STORE-5": "A topic slug is [a-z0-9-] only — no dots, no slashes — so a topic file can never"
    " escape topics/.",
    "STORE-8": "Writes are atomic and locked across processes",
    "VIS-1": "Takes: source, about (the entity",
    "VIS-2": "The URL form is work mode only and SSRF-guarded",
    "VIS-3": "The image is copied into her own store, so it persists independently of your Files.",
    "VIS-4": "A save is reported from the store's own answer, never from a search afterwards.",
    "VIS-5": "The top matches are re-opened as images, so the vision model actually sees them.",
    "WRITE-1": "Takes: fact and an optional free-form topic (defaults to general).",
    "WRITE-2": "English only.",
    "WRITE-4": "One atomic fact.",
    "WRITE-5": "Nothing is translated or split automatically.",
    "WRITE-10": "One fact is one line. Whitespace is collapsed; anything past 400 characters is"
    " truncated at a word boundary with an ellipsis.",
    "WRITE-11": "Multi-line text is refused at the source",
}
"""Clause id → the sentence (or `R<n>: …` resolution) the modes' checks of it rest on."""


def ground(clause: str) -> str:
    """The citation of `clause`, or an empty string for a clause no mode charges."""
    return GROUNDS.get(clause, "")
