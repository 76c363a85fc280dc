"""The invariants: what the documents say holds after any operation, one row per sentence.

A scenario of `features/` checks a rule on the examples it names; an invariant states the rule for
every point of every program, and the generated programs of `kotoba_conformance.programs` check
each one after every step. Each row cites what it rests on, as a required scenario does: a quote
found verbatim in the documents (`[…]` marks what is left out, `citations.find`), or a resolution
of `clauses.md`, or both; and it names the one clause a failure of it is charged to.
`tests/contract/test_invariants.py` holds the table to the documents, the catalogue and the
checkers: every
quote is found, every clause and resolution exists, and every invariant has exactly one checker
(`programs/checkers.py`), and every checker an invariant.

An invariant accepts every answer a faithful implementation could give: where the documents leave
a judgement to the implementation (which facts a correction retires, whether case makes another
fact, the order of `## Recent`, R1's refuse-or-collapse, R17's empty topic file, what
`write_fact` may answer), its `holds` sentence says what it does not pin. A row whose sentence
rests on the suite's reading and not on the documents would be `optional`; every row below is
cited, so every row is required.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from kotoba_conformance.contract.catalogue import capability_of

__all__ = ["INVARIANTS", "Invariant", "by_id", "capabilities_of"]


@dataclass(frozen=True)
class Invariant:
    """One thing that holds after every step of a program."""

    id: str
    """A short name, unique: `recent-capped`."""
    clause: str
    """The clause of `clauses.md` a failure is charged to."""
    holds: str
    """What holds, in one or two sentences, with what it leaves open."""
    quote: str = ""
    """The sentence of the documents it enforces, verbatim (`[…]` for what is left out)."""
    resolutions: tuple[str, ...] = ()
    """The resolutions of `clauses.md` it rests on (`R4`), where any does."""
    level: Literal["required", "optional"] = "required"
    needs: tuple[str, ...] = ()
    """Capabilities it needs beyond its clause's (the log, for a clause about the facts)."""


INVARIANTS: tuple[Invariant, ...] = (
    # --- writes: what one write may do -----------------------------------------------------------
    Invariant(
        "refused-unchanged", "WRITE-5",
        "A fact the documents refuse (their Spanish and compound examples, R13's must-refuse "
        "Spanish, two statements joined by a semicolon) written through the model's tool "
        "changes no file and retires nothing.",
        quote="Nothing is translated or split automatically.",
    ),
    Invariant(
        "spanish-refused", "WRITE-2",
        "The model's tool answers the documents' Spanish fact and R13's must-refuse ones with "
        "the quoted refusal; text may follow it (R2). Where the same text is already stored "
        "(the store function may have kept it), the duplicate reply quoting it will do (R10).",
        quote="NOT SAVED — memory is stored in ENGLISH; a fact saved in another language can "
        "never be matched or corrected later.",
        resolutions=("R13", "R2", "R10"),
    ),
    Invariant(
        "compound-refused", "WRITE-4",
        "The model's tool answers the documents' compound fact, and two statements joined by "
        "a semicolon, with the quoted refusal; text may follow it (R2). Where the same text is "
        "already stored, the duplicate reply quoting it will do (R10).",
        quote="NOT SAVED — that reads as more than one fact, and a compound fact can never be "
        "corrected later without destroying its other half.",
        resolutions=("R2", "R10"),
    ),
    Invariant(
        "english-saved", "WRITE-3",
        "The model's tool never answers a fact holding no Spanish word (invented words, letters "
        "outside ASCII among them) with the Spanish refusal.",
        quote="Spanish is the only non-English this store has ever received; anything else "
        "passes as before.",
    ),
    Invariant(
        "written-truth", "WRITE-1",
        "`write_fact` answers the five documented keys, `written` true exactly when the fact is "
        "now in its topic file, `reason` 'written' then, and `duplicate_of` None; a write that "
        "stores nothing retires nothing. What it answers for a refused fact is not pinned "
        "beyond `written` (the contract).",
        quote="'written': True, 'reason': 'written',",
    ),
    Invariant(
        "default-topic", "STORE-6",
        "A fact written without a topic is filed in topics/general.md.",
        quote="Takes: fact and an optional free-form topic (defaults to general).",
    ),
    Invariant(
        "new-fact-saved", "WRITE-1",
        "A fact that is new (not refused, not multi-line, not equal to a stored one in any "
        "case or spacing) is saved, once, in the topic file of the topic it was written under "
        "(`general` when none).",
        quote="memory_write — save one fact",
    ),
    Invariant(
        "duplicate-once", "WRITE-6",
        "A fact already stored under any topic, written again as it is or with runs of "
        "whitespace the write collapses, stores no second copy and changes no file.",
        quote="De-duplication runs across all topics, not within one",
    ),
    Invariant(
        "duplicate-quoted", "WRITE-6",
        "A write answered as a duplicate quotes the stored fact it matched, verbatim: "
        "`duplicate_of` is a fact stored before the write, and the tool's reply holds one "
        "(R5). A fact differing from a stored one only in case may be stored or be a "
        "duplicate: not pinned.",
        quote="A duplicate reply quotes the fact it matched",
        resolutions=("R5",),
    ),
    Invariant(
        "retired-reported", "WRITE-7",
        "Every fact a write removes was stored, and is named: in `write_fact`'s `retired` "
        "(which names only facts it removed), or quoted in the tool's reply; `conflicts` names "
        "only facts still stored. Which facts a correction retires is not pinned.",
        quote="the reply states what it replaced and what still contradicts it",
        resolutions=("R5",),
    ),
    Invariant(
        "other-subject-kept", "WRITE-8",
        "A write never removes a fact of its own frame about another subject (another person's "
        "age, another cat's name): that is another statement.",
        quote="a swapped verb is a rewording, a swapped subject is another statement.",
        resolutions=("R14",),
    ),
    Invariant(
        "keeps-unrelated", "WRITE-9",
        "A write removes no fact but those of its own frame and subject (R14: the same words "
        "but a number or a name), or the same text in another case; every other fact stays.",
        quote="Every judgement here is biased toward KEEPING",
        resolutions=("R14",),
    ),
    Invariant(
        "retired-gone", "EDIT-4",
        "A fact a write retires is left in no file on the user's machine (no archive, in the "
        "memory folder or beside it), and a search no longer shows it.",
        quote="There is no undo. _retire_facts drops bullets from every topic file that "
        "matches, and nothing is archived.",
    ),
    Invariant(
        "one-line", "WRITE-10",
        "A stored fact is the text written with its runs of whitespace collapsed to one space, "
        "and, past 400 characters, cut at the last word boundary inside the first 400 and "
        "ended with an ellipsis (R3).",
        quote="One fact is one line. Whitespace is collapsed; anything past 400 characters is "
        "truncated at a word boundary with an ellipsis.",
        resolutions=("R3",),
    ),
    Invariant(
        "no-stray-line", "WRITE-11",
        "A fact holding a line break (LF, CR LF or CR) is refused with no file changed, or "
        "stored on one line with its whitespace collapsed (R1): no file gains a line from it.",
        quote="Multi-line text is refused at the source",
        resolutions=("R1",),
    ),
    Invariant(
        "slug-jail", "STORE-5",
        "After every write and deletion the memory folder holds only USER.md, USER.md.lock "
        "and topics/<slug>.md files whose slugs are made of a-z, 0-9 and '-', and no file of "
        "the user's machine outside the home's stores has changed.",
        quote="A topic slug is [a-z0-9-] only — no dots, no slashes — so a topic file can "
        "never escape topics/.",
    ),
    # --- the index and the topic files -----------------------------------------------------------
    Invariant(
        "topic-files", "STORE-4",
        "Each topic file holds, as `- ` bullets, exactly the facts written to it and added by "
        "hand, less those retired or deleted; a file emptied of bullets may stay or go (R17).",
        quote="The detail lives in topics/<slug>.md, one Markdown bullet per fact",
        resolutions=("R17",),
    ),
    Invariant(
        "other-lines-unread", "STORE-4",
        "A line of a topic file that is no `- ` bullet (prose, a `*` or `+` item) is no fact: "
        "never counted, and a search for its words does not show it.",
        quote="A topic file is a heading and a list of - bullets. Nothing else in the file is "
        "read.",
    ),
    Invariant(
        "recent-capped", "STORE-2",
        "Once the store has rebuilt its index, ## Recent lists at most 25 entries, none twice, "
        "each a fact the store was given or a line the user added there.",
        quote="## Recent is capped at 25 entries (RECENT_CAP).",
    ),
    Invariant(
        "recent-newest", "STORE-2",
        "After a write that stores a fact, ## Recent lists it and lists the newest facts: no "
        "stored fact written after one it lists is left out (bar those the user took out of "
        "Recent by hand), and none it listed before and still stored is dropped while fewer "
        "than 25 are listed. The order it lists them in is not pinned (R4), nor whether it "
        "refills from older facts after a deletion.",
        quote="## Recent holds the last 25 facts and is the part that goes into every prompt.",
        resolutions=("R4",),
    ),
    Invariant(
        "recent-current", "EDIT-2",
        "Once the index is rebuilt (a write that stores, a topic deleted), every ## Recent "
        "entry is a fact in a topic file, or a line the user added under Recent by hand (which "
        "may stay or go).",
        quote="delete_topic and the write path both filter Recent against what still exists.",
    ),
    Invariant(
        "topics-listed", "STORE-3",
        "Once the index is rebuilt, ## Topics has exactly one `- slug → topics/slug.md (N "
        "facts)` line per topic file holding facts, N its bullets; a file with no bullet may "
        "be listed with (0 facts) or not (R17). Line order is not pinned (R4).",
        quote="## Topics lists each topic file with its fact count.",
        resolutions=("R17",),
    ),
    Invariant(
        "store-regenerated", "STORE-7",
        "Once the memory folder is deleted, no fact is found or shown, and the next write "
        "leaves a store of that one fact.",
        quote="It is regenerated empty on the next write.",
    ),
    # --- the prompt ------------------------------------------------------------------------------
    Invariant(
        "prompt-tags", "PROMPT-1",
        "The prompt's lines above the pointer line are ## Recent's entries in ## Recent's "
        "order, each fact a topic file holds followed by ` [slug]`.",
        quote="Each recent fact is tagged with the topic file it lives in",
        resolutions=("R4",),
    ),
    Invariant(
        "not-inline", "PROMPT-5",
        "A fact that is not under ## Recent (pushed out, added to a topic file by hand) is not "
        "among the prompt's lines.",
        quote="Everything older is still in its topic file and still reachable through "
        "memory_recall, it is just not in front of her by default.",
    ),
    Invariant(
        "prompt-bare", "PROMPT-4",
        "A ## Recent entry no topic file holds (added there by hand, or its bullet deleted "
        "since the last rebuild) is in the prompt, bare, with no tag.",
        quote="It shows untagged, because it has no topic file to name",
    ),
    Invariant(
        "pointer-counts", "PROMPT-2",
        "While any fact is stored the prompt ends with a pointer line whose N is the lines "
        "above it, M every bullet of every topic file, K the topic files (a file with no "
        "bullet counted or not, R17), each topic it names with its own count; between a hand "
        "edit and the next write that rebuilds the index, the counts may be the stale index's.",
        quote="the pointer line says how many facts it stands for",
        resolutions=("R17",),
    ),
    Invariant(
        "pointer-bounded", "PROMPT-3",
        "With at most 54 topics of slugs at most 25 characters long, the pointer line is "
        "shorter than 1,000 characters (R11).",
        quote="The pointer line is bounded on purpose.",
        resolutions=("R11",),
    ),
    Invariant(
        "hand-recent-inline", "EDIT-1",
        "A line added under ## Recent by hand is in the prompt, bare, until the index is "
        "rebuilt.",
        quote="Adding a line under ## Recent in USER.md puts it inline immediately.",
    ),
    # --- recall ----------------------------------------------------------------------------------
    Invariant(
        "search-finds", "RECALL-1",
        "A search for the words of a stored fact (all but its first) shows that fact, "
        "verbatim.",
        quote="Takes: query (search everything), or topic (read one), or neither (list the "
        "topics).",
    ),
    Invariant(
        "hand-bullet-found", "RECALL-5",
        "A bullet added to a topic file by hand, in any line ending, is found by a search for "
        "its words and by reading its topic.",
        quote="So a hand-added fact is real memory.",
    ),
    Invariant(
        "topic-read", "RECALL-3",
        "Reading a topic shows every fact of it and at most 4 facts of other topics (R12).",
        quote="Reading a topic returns that topic's own facts plus up to 4 related hits from "
        "other topics.",
        resolutions=("R12",),
    ),
    Invariant(
        "topics-named", "RECALL-1",
        "Recall with neither a query nor a topic names every topic holding a fact.",
        quote="or neither (list the topics)",
    ),
    Invariant(
        "recall-read-only", "RECALL-4",
        "A search, a topic read or a listing changes no file on the user's machine.",
        quote="Read-only and jailed to her own memory store, so it is companion-safe.",
    ),
    # --- editing and clearing --------------------------------------------------------------------
    Invariant(
        "deleted-not-found", "EDIT-2",
        "A fact whose bullet the user deleted by hand is not found by a search.",
        quote="Deleting a bullet removes the fact.",
    ),
    Invariant(
        "topic-deleted", "EDIT-3",
        "Once a topic is deleted (from the settings or its file by hand) its file is gone and "
        "none of its facts is found; deleted from the settings, it has no ## Topics line and "
        "none of its facts is under ## Recent.",
        quote="It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds "
        "the index.",
    ),
    Invariant(
        "log-kept-by-deletion", "EDIT-5",
        "Deleting a topic (from the settings or by hand) or the whole memory folder leaves "
        "every turn of the conversation log as it was, the turns repeating its facts too.",
        quote="Deleting a topic does not delete the conversation it came from",
        needs=("session-search",),
    ),
    # --- the conversation log --------------------------------------------------------------------
    Invariant(
        "log-words", "SESS-6",
        "The turns table holds the turns said, each once, and nothing else: no write, recall, "
        "refusal or restart adds, changes or removes a turn.",
        quote="Her history remembers words, not deeds.",
    ),
    Invariant(
        "dead-columns", "SESS-5",
        "emotion and tools_used are NULL in every row of the turns table, after every step.",
        quote="Both are NULL in every row.",
    ),
    Invariant(
        "turn-found", "SESS-1",
        "Every turn said is found by a search for one of its words.",
        quote="Runs SQLite FTS5 over the turns table.",
    ),
    Invariant(
        "prefix-long", "SESS-2",
        "A query word of 4 characters or more finds the turns holding a word it begins.",
        quote="Tokens of 4 characters or more become prefix queries",
    ),
    Invariant(
        "whole-short", "SESS-3",
        "A query word under 4 characters finds only turns holding it as a whole word.",
        quote="Below 4 characters the wildcard costs far more than it buys",
    ),
    Invariant(
        "tokens-literal", "SESS-4",
        "Every query is answered, never raised on; a query of words as a turn wrote them (FTS5 "
        "operator words, words holding punctuation) finds that turn.",
        quote="Every token is quoted, so AND, NEAR, ( and * are literal strings and never FTS5 "
        "operators.",
        resolutions=("R8",),
    ),
    # --- the profile and who hears it ----------------------------------------------------------
    Invariant(
        "name-shown", "PROF-2",
        "While a name is known, what Kotoba knows about the user holds the bullet `- name: "
        "<name>`, the name as last given, whole (a name deleted by hand may show until a "
        "restart: when a running system sees the edit is not stated).",
        quote="It reaches the prompt as a bulleted list under # What you know about the user:",
    ),
    Invariant(
        "nothing-known", "PROF-3",
        "With no name known, the block says (nothing known about the user yet) and holds no "
        "name bullet.",
        quote="With nothing stored, that block reads (nothing known about the user yet).",
    ),
    Invariant(
        "skip-keeps-name", "PROF-4",
        "A name skipped (an empty value), on any surface, leaves the name known as it was.",
        quote="An empty value is a no-op rather than an erasure",
        resolutions=("R7",),
    ),
    Invariant(
        "not-personal-empty", "PERS-1",
        "A context loaded as not personal carries an empty string for the profile and for the "
        "facts; loaded as personal, its facts hold every line the facts put into the prompt.",
        quote="load_context takes a personal flag",
    ),
    Invariant(
        "bridge-owner-only", "PERS-2",
        "The bridge gives a message from nobody, or from anyone but the owner, empty strings "
        "for both stores, and the owner every line the facts put into the prompt.",
        quote="the Discord bridge passes personal=bool(who and who.is_owner), and when it is "
        "false both the profile and the facts are empty strings.",
    ),
    # --- the settings surfaces -----------------------------------------------------------------
    Invariant(
        "route-deletes", "HTTP-1",
        "After `DELETE /api/memory/topic/{slug}` the topic's file is gone, ## Topics has no "
        "line for it and none of its facts is under ## Recent.",
        quote="It calls DELETE /api/memory/topic/{slug}, which removes the file and rebuilds "
        "the index.",
    ),
    Invariant(
        "settings-topics", "HTTP-3",
        "The settings payload lists every topic file holding facts with its fact count, and "
        "no other topic (a file with no bullet listed with 0 or not, R17).",
        quote="Settings → Memory lists every topic as slug · count",
        resolutions=("R17",),
    ),
    Invariant(
        "settings-recent", "HTTP-3",
        "memory.recent holds the eight newest facts of ## Recent (all of them when fewer), "
        "each as it is or tagged as the prompt tags it, and nothing else (R6); in any order "
        "(R4).",
        quote="The Settings API payload also carries the eight most recent facts "
        "(memory.recent)",
        resolutions=("R6", "R4"),
    ),
    # --- image memory ---------------------------------------------------------------------------
    Invariant(
        "words-keep-no-image", "VIS-7",
        "A fact written through the model's tool while an image is shared leaves the visual "
        "store as it was, and its reply never says an image was kept (R16).",
        quote="The schema is blunt that memory_write is not an alternative: it saves words and "
        "keeps no image.",
        resolutions=("R16",),
    ),
    Invariant(
        "kept-found", "VIS-3",
        "An image reported kept, its file not deleted by hand, is attached whenever what it is "
        "about is recalled, however many steps later (restarts included).",
        quote="The image is copied into her own store, so it persists independently of your "
        "Files.",
    ),
    Invariant(
        "event-ids-only", "VIS-5",
        "Every recall sends one recalled_image event per image attached, carrying its id, and "
        "no event carries an image's bytes.",
        quote="carrying only the keepsake's ID, never its bytes",
    ),
    Invariant(
        "gone-not-attached", "VIS-6",
        "An image whose file the user deleted is never attached, and a recall that attaches "
        "nothing never asks to analyze the image(s).",
        quote="The instruction it returns is written from what was actually attached, never from "
        "what was found.",
    ),
)  # fmt: skip
"""Every invariant, grouped by what it is about."""


def by_id() -> dict[str, Invariant]:
    """The invariants by id."""
    return {invariant.id: invariant for invariant in INVARIANTS}


def capabilities_of(invariant: Invariant) -> frozenset[str]:
    """The capabilities an implementation must claim for the invariant to be checked."""
    capability = capability_of(invariant.clause)
    return frozenset({*invariant.needs, *([capability] if capability else [])})
