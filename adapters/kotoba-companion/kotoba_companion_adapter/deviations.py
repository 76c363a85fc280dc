"""The clauses the published Kotoba is known to fail, each with its reason.

Found by running the suite against it (`kotoba-conformance run --adapter kotoba-companion -v`).
For each: the sentence of the documents it breaks, what the declaration rests on (the sentence as
written, or the resolution or reading of the suite it needs, named), the published module and
function responsible, what the published code does instead, and the clause's scenarios it fails.
`CompanionAdapter.known_failures()` returns each with its reason, so a report says why, and a
clause upstream fixes turns `UNEXPECTED PASS`, naming the scenarios that changed.
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = ["AS_WRITTEN", "KNOWN_FAILURES", "Deviation", "declared"]


AS_WRITTEN = "the sentence as written"
"""What a declaration rests on when the sentence it quotes is broken read as it stands."""


class Deviation(NamedTuple):
    """One clause the published system breaks."""

    sentence: str
    """The sentence of the documents it breaks, quoted."""
    rests_on: str
    """`AS_WRITTEN`, or the resolution or reading of the suite it needs, named: a declaration
    that rests on a reading may stand or fall with the reading."""
    responsible: str
    """The published module and function."""
    instead: str
    """What the published code does instead."""
    failing: tuple[str, ...]
    """The clause's scenarios it fails, as the report names them (an outline by its name, each
    example counted): a clause whose scenarios all pass is `UNEXPECTED PASS`, and these are
    the ones that changed."""


def _programs(*ids: str) -> tuple[str, ...]:
    """The generated programs of a run (`programs/generate.py`, a fixed seed) that meet the
    deviation, as the report names them."""
    return tuple(
        f"programs: Every invariant holds after every step of a generated program [{i}]"
        for i in ids
    )


KNOWN_FAILURES: dict[str, Deviation] = {
    "WRITE-3": Deviation(
        sentence='it covers no other language: "Spanish is the only non-English this store has'
        ' ever received; anything else passes as before."',
        rests_on='resolution R13 ("a word Spanish shares with Italian or Portuguese, such as'
        ' "favorito", is not Spanish-only")',
        responsible="kotoba.tools.builtin.memory_write._looks_spanish (`_ES_MARKED`)",
        instead='counts "favorito", "favorita", "preferido", "preferida" and their plurals as'
        " Spanish-only, so the model's tool refuses Italian and Portuguese facts holding them:"
        ' "Il suo colore favorito è il blu", "A cor favorita dela é azul", "O filme preferido'
        ' dele é Matrix" (write_fact, which checks no language, saves them)',
        failing=(
            "writing.feature: A fact in <language> sharing words with Spanish is saved, through"
            " the <route>: <fact> [model | Italian | Il suo colore favorito è il blu]",
            "writing.feature: A fact in <language> sharing words with Spanish is saved, through"
            " the <route>: <fact> [model | Portuguese | A cor favorita dela é azul]",
            "writing.feature: A fact in <language> sharing words with Spanish is saved, through"
            " the <route>: <fact> [model | Portuguese | O filme preferido dele é Matrix]",
            "writing.feature: A fact in <language> sharing words with Spanish is saved, through"
            " the <route>: <fact> [model | Portuguese | Os livros favoritos dela são romances]",
            "writing.feature: A fact in <language> sharing words with Spanish is saved, through"
            " the <route>: <fact> [model | Portuguese | A música preferida dele é fado]",
        ),
    ),
    "WRITE-4": Deviation(
        sentence="The fact is compound. A semicolon, or a coordinator opening a new clause.",
        rests_on=AS_WRITTEN,
        responsible="kotoba.core.user_memory.is_compound (behind memory_write._refusal)",
        instead='counts only "and" and "y" as coordinators (`_COORD`), so "Lives in Madrid but he'
        ' works in Toledo", "but" opening a clause with its own subject, is saved as one fact',
        failing=(
            'writing.feature: Two statements joined by <joint> are refused ["but" followed by a'
            " subject | Lives in Madrid but he works in Toledo]",
            'writing.feature: Two statements joined by <joint> are refused ["or" followed by a'
            " subject | Takes the bus or she walks to work]",
            "writing.feature: A verb phrase after <joint> reads as a second statement and is"
            ' refused ["but" | Likes coffee but hates tea]',
        ),
    ),
    "WRITE-6": Deviation(
        sentence="A duplicate reply quotes the fact it matched",
        rests_on='resolution R5 ("A duplicate reply contains the stored fact verbatim")',
        responsible="kotoba.tools.builtin.memory_write._already (the memory_write reply)",
        instead="when the new text equals the stored fact but for letter case, quotes the text it"
        ' was sent: "has a dog named Luna" against a stored "Has a dog named Luna" is answered'
        ' "Already remembered (nothing new to add): has a dog named Luna"; write_fact\'s'
        " duplicate_of names the stored fact",
        failing=(
            "corrections.feature: A fact differing from a stored one only in <difference> is"
            " stored, or is a duplicate quoting the stored fact (<route>) [model | a lower-case"
            " first letter | has a dog named Luna]",
            "corrections.feature: A fact differing from a stored one only in <difference> is"
            " stored, or is a duplicate quoting the stored fact (<route>) [model | capitals"
            " throughout | HAS A DOG NAMED LUNA]",
            *_programs("facts-04", "facts-08", "log-00", "log-03", "personal-00"),
        ),
    ),
    "WRITE-8": Deviation(
        sentence="Each guard exists for a real defect: two friends the same age where one lost"
        " the other",
        rests_on=AS_WRITTEN,
        responsible="kotoba.core.user_memory.corrections (called by write_fact)",
        instead='judges "Has a friend named Ana who is 30" a correction of "Has a friend named Tom'
        ' who is 30" and retires Tom: the differing name is read as the corrected value',
        failing=(
            "corrections.feature: Two friends of the same age are both kept",
            "corrections.feature: A fact about another person, named first, keeps the stored"
            " one: <new> [Tom plays chess on Sundays | Ana plays chess on Sundays]",
            "corrections.feature: A fact with only its verb swapped for a synonym is not kept"
            " beside the original",
        ),
    ),
    "EDIT-2": Deviation(
        sentence="delete_topic and the write path both filter Recent against what still exists.",
        rests_on=AS_WRITTEN,
        responsible="kotoba.core.user_memory.write_fact",
        instead="rebuilds ## Recent from the old Recent minus the facts this write retired, so a"
        " bullet deleted by hand from its topic file stays in ## Recent (and in the prompt) after"
        " the next write; only delete_topic filters against the topic files",
        failing=(
            "editing.feature: The next write drops a Recent entry whose bullet was deleted by hand",
            "editing.feature: With Recent full, the next write drops the entry deleted by hand"
            " and keeps the 25 newest",
            "editing.feature: In an index saved by hand with CR LF line endings, the next write"
            " drops only the entry deleted by hand",
            *_programs(
                "facts-00",
                "facts-02",
                "facts-03",
                "facts-05",
                "facts-06",
                "facts-07",
                "facts-09",
                "profile-01",
                "personal-01",
                "visual-00",
                "visual-01",
                "cr-00",
            ),
        ),
    ),
    "PROMPT-2": Deviation(
        sentence="facts_for_prompt() returns the ## Recent bullets, each tagged with the topic file"
        " it lives in, plus one pointer line.",
        rests_on='the suite\'s reading that "plus one pointer line" holds while a Recent entry'
        " is shown with no topic file left (the documents never show that state)",
        responsible="kotoba.core.user_memory.facts_for_prompt",
        instead="writes the pointer line only while a topic file exists: with the last one deleted"
        " by hand, the Recent entry that lingers is returned alone (the store state machine found"
        " it first)",
        failing=(
            "prompt.feature: With the last topic file deleted by hand, the facts the prompt still"
            " shows come with a pointer line",
        ),
    ),
    "VIS-3": Deviation(
        sentence="remember_image \u2014 keep one forever",
        rests_on=AS_WRITTEN,
        responsible="kotoba.core.visual_memory.add (`_MAX_ENTRIES`)",
        instead="keeps at most 300 images and, at the 301st save, deletes the oldest entry and its"
        " file: an image kept before 300 others is no longer recalled",
        failing=("visual.feature: An image is still seen after 500 other images are kept",),
    ),
    "VIS-4": Deviation(
        sentence='only "exact duplicate" means the image was kept — asking instead whether any'
        " entry existed under that name announced a too-big image as saved.",
        rests_on=AS_WRITTEN,
        responsible="kotoba.tools.builtin.remember_image._not_saved (visual_memory.duplicate_of)",
        instead="when add() refuses an image (one byte over its limit, say), asks whether an entry"
        " with the same about, note and kind is kept, not whether these bytes are, and answers"
        " \"Nothing new was saved: you ALREADY keep that exact image under 'Alex' … It IS kept\":"
        " a too-big image about a kept entity is announced as kept",
        failing=(
            "image_urls.feature: A server that never stops sending is cut off past the limit and"
            " nothing is kept",
            "visual.feature: An image one byte over the system's limit is not reported as saved",
            "visual.feature: A file that is not an image is not reported as saved",
        ),
    ),
    "HTTP-3": Deviation(
        sentence="The Settings API payload also carries the eight most recent facts"
        " (memory.recent)",
        rests_on='resolution R6 ("memory.recent holds the eight newest facts of ## Recent and'
        ' nothing else (no pointer line)")',
        responsible="kotoba.core.settings.build_settings",
        instead="sends `user_memory.facts_for_prompt()[:8]`: the first eight prompt lines, so the"
        " eight oldest of ## Recent, each tagged ` [slug]`, and with fewer than eight facts the"
        " pointer line too",
        failing=(
            "http.feature: With three facts stored, memory.recent holds those three and no"
            " pointer line",
            "http.feature: With <stored> facts stored, memory.recent holds the eight newest"
            " [10 | 3]",
            "http.feature: With <stored> facts stored, memory.recent holds the eight newest"
            " [30 | 23]",
            *_programs("http-00", "http-01", "http-02"),
        ),
    ),
    "SESS-4": Deviation(
        sentence="Every token is quoted, so AND, NEAR, ( and * are literal strings and never"
        " FTS5 operators.",
        rests_on='resolution R8 ("Any query string, including one made only of quote marks,'
        ' returns results or "nothing found", never an error")',
        responsible="kotoba.tools.builtin.session_search._sanitize, then"
        " kotoba.db.database.Database.search_turns",
        instead='drops every " and quotes what is left: a query of only quote marks becomes an'
        " empty MATCH, and one holding NUL (alone, or among quote marks) an unterminated string,"
        " and FTS5 raises OperationalError",
        failing=tuple(
            "session_search.feature: A hostile query answers with hits or with nothing found:"
            f" <query> [{query}]"
            for query in (
                "a query made only of a quote mark",
                "a query made only of quote marks",
                "a query holding a NUL character",
                "a query made only of a NUL character",
                "a query made only of NUL characters",
                "a query of a NUL character in quote marks",
                "a query of NUL characters and quote marks mixed",
            )
        ),
    ),
}


def declared() -> dict[str, Deviation]:
    """Every clause `known_failures()` names: the published system's deviations."""
    return dict(KNOWN_FAILURES)
