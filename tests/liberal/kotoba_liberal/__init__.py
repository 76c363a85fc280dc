# ruff: noqa: E501 - one liberty a line, as the docstring promises
"""A liberal implementation of Kotoba's memory: faithful to the two documents, written from them
alone (never from the reference), and taking every liberty they leave open, all at once. It
proves the suite passes a faithful implementation that reads every open point differently.

Served by `tests.liberal.kotoba_liberal.adapter:Adapter`. One liberty a line, with what allows it:

- Replies in its own words (saved, duplicate, correction, recall, blank fact, topic list): R5 "no wording is prescribed"; a duplicate still quotes the fact it matched (WRITE-6).
- The two quoted refusals are followed by a sentence of its own: R2 "the refusal may be followed by more text".
- write_fact adds the keys `topic` and `stored_as`, and names its own reasons when nothing is written (`not-english`, `more-than-one-fact`, `already-stored`, `nothing-to-keep`, `spans-lines`): the contract's WriteResult "an implementation may add keys of its own"; the documents quote only 'written'.
- ## Recent is listed newest first, and the prompt's lines follow it: R4 "The order it lists them in is not stated".
- ## Topics and the pointer line list topics most facts first, ties in reverse alphabetical order: R4 "The order of ## Topics lines and of the topics in the pointer line is not specified either".
- Recall hits tie-break on the shorter fact, session_search hits on the newer turn: "ranked by how much of the query it covers" fixes nothing more; the contract says "in the implementation's order".
- The USER.md header is wrapped at places of its own and followed by a sentence of its own: R2 "the USER.md header paragraph may be wrapped anywhere".
- The SESS-5 schema comment spans three `--` lines, puts backticks around names and runs on past the quote: R2 "may be wrapped over several comment lines ... may carry Markdown code marks, and may run on".
- Each topic file has a description line under its heading: "A topic file is a heading and a list of - bullets. Nothing else in the file is read."
- An unknown surface, kind of session state or turn mode is refused with ValueError, and so is a file name that is no plain name, or data that is not base64, handed to put_user_file or share_image: the contract's "Errors" (docs/contract.md) lists each as refusable.
- A query or topic of another type raises TypeError in recall, and a name or a value of another type raises TypeError in upsert_user_profile: the contract, "only another type may raise".
- A new system is in voice mode until begin_turn says otherwise: the contract, "Before the first call a system may be in either mode".
- Multi-line text is refused, not collapsed: "Multi-line text is refused at the source" (R1 accepts either outcome).
- Its own Spanish detector (spanish.py): names never count, quoted words do, so English quoting "Bésame mucho" is refused: R13 "saving it is the suite's reading, @optional".
- Its own compound rule (compound.py): a coordinator followed by a pronoun, a determiner or a verb opens a clause: "A semicolon, or a coordinator opening a new clause."
- No verb synonyms: "Resides in Madrid" beside "Lives in Madrid" is another statement and both are kept: "Every judgement here is biased toward KEEPING"; clauses.md calls which verbs are synonyms the suite's reading.
- Its own correction rule (sameness.py): a new number, a new final name or a new attribute value retires; a shared verb frame otherwise is a kept conflict: "The comparison is not about how much two facts overlap but where they differ".
- A number as a fact is stored as its text, a number or a list of words as a topic becomes its slug: R15 "may be refused or converted".
- Recall shows at most 10 search hits and at most 2 related hits when reading a topic: "up to 4 related hits"; R12 asks for one when one exists; the documents set no number for search.
- session_search answers at most 10 turns: the contract "it may cap how many, but not below 10".
- The Memory panel is an empty page whose script fetches the payload and draws each topic as `slug · count` with its delete button: "Settings → Memory lists every topic as slug · count with a delete button" names no way of drawing it.
- The settings payload lists topics as `[{"slug", "facts"}]` and carries a `personality` key of its own: the contract's HttpApp.settings_path allows either form and extra keys.
- DELETE of a missing topic answers 404, and a string that is not a slug names no topic: the documents say only what deleting a topic does.
- With nothing stored the profile block is the sentence alone: "With nothing stored, that block reads (nothing known about the user yet)."
- upsert_user_profile itself ignores an empty value, so no surface can erase the name: "An empty value is a no-op rather than an erasure" (R7 leaves the raw operation open).
- An empty store puts no line at all into the prompt: the pointer line "says how many facts it stands for", and there are none.
- A topic file emptied by a correction stays, listed with (0 facts): "## Topics lists each topic file with its fact count."
- Any line under ## Recent is an entry, bulleted or not: "Adding a line under ## Recent in USER.md puts it inline immediately."
- The pointer line names topics until 240 characters are spent, then counts the rest ("and 12 more"): "The pointer line is bounded on purpose" (R11).
- Session state is a set held in memory; due reminders live in the database, settled only when voiced: "These are all in memory and gone on restart"; "not delivered, not settled, and stays due".
- The collector's prompt says the rules in its own words, each never-rule a "Do not keep" of its own, the horizon "a week from now (about seven days on)": COL-2 and R9 "the prompt must state a horizon of about a week".
- Collector passes run one after another, each fed what the one before stored: "It is fed what is already stored".
- The collector's narration filter is its own (narration.py): "a filter for task narration ("creating the folder…", "running the script…")".
- A renaming from the model is applied as given; the strictness is the prompt's: "That second one is deliberately strict — mentioning a third party's name, greeting her by her current name, or complimenting a name all return null."
- reply_to answers in its own words and logs both turns: the contract "the reply's wording is the system's".
"""
