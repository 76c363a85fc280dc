"""Kotoba contrary: a second liberal implementation of Kotoba's memory, from the documents alone.

It exists to show that the suite passes an implementation reading every open point of the two
documents the other way from the suite and from the first liberal implementation. Each liberty
below is real behaviour, with the sentence of the documents or the resolution that allows it:

- `## Recent` oldest first, newest last: R4 ("The order it lists them in is not stated").
- `## Topics` in the order topics were first created: R4 ("The order of `## Topics` lines ... is
  not specified either").
- The pointer line names topics by fact count, most first: R4 ("... and of the topics in the
  pointer line is not specified either").
- The pointer line names at most a dozen topics, then "and N more": R11 (under 1,000 characters,
  N, M and K always stated).
- With no topic file at all, the pointer line reads "across 0 topics." with no empty list after
  a colon: the documents show the shape only with topics to list ("across 1 topics: pets (2)").
- The pointer line is given wrapped over two elements, as the documents print it: R2 ("the
  space before "Use" is the join").
- Multi-line facts are collapsed to one line, never refused: R1 ("the fact stored with every
  run of whitespace (newlines included) collapsed to one space, or the write refused").
- The 400-character cap ends after the last whole word inside the first 400, then `…`: R3.
- A fact or topic that is not a string is refused with TypeError: R15 ("may be refused or
  converted").
- `write_fact` stores a Spanish or a compound fact and answers `written` true; only the model's
  tool refuses them: "memory_write returns a refusal rather than saving when:" (001), and the
  contract's `write_fact` ("A Spanish or a compound fact may be refused here ... or stored").
- A Spanish or compound fact already stored is answered as a duplicate, quoting it, not refused:
  R10 ("an implementation may answer with the duplicate reply instead").
- A turn whose role is neither "user" nor "assistant" is refused with ValueError: the contract
  ("a role other than "user" or "assistant" may be refused").
- A refusal is the documents' sentence and nothing after it: R2 (the reply "must *start* with
  the quoted sentence(s)").
- Every other reply is in this implementation's own words; a duplicate reply quotes the stored
  fact in ‘…’ inside a longer sentence: R5 ("A duplicate reply contains the stored fact
  verbatim").
- A correction reply lists the retired facts and the still-contradicting ones on lines of their
  own under separate headings: R5 ("no wording is prescribed").
- Spanish: a lowercase Spanish-only word from a wide list, or a Spanish verb form plus a
  distinctly Spanish function word, inverted punctuation or a second verb; capitalised words
  inside a sentence are names and never looked up: "a Spanish-only word, or a Spanish verb plus
  one more signal" (001), within R13.
- English quoting a Spanish title is refused when the title holds a Spanish-only word: R13
  ("the documents' rule read literally refuses it: saving it is the suite's reading").
- Compound: "and", "but", "or", "while", "whereas", "nor" before a subject pronoun, a finite verb
  or a determiner opening a second noun phrase, and a comma before a pronoun or a verb: "a
  coordinator opening a new clause" (001); "which words make a compound" is open (clauses.md).
- Sameness: word by word after lowercasing, articles dropped, never stemmed: "Stemming is
  applied on the search side only and never to the duplicate machinery" (001).
- Correction: retire only when both facts open with the same subject-and-verb frame and then
  differ in one value (a number, a colour, a name at the end); otherwise keep both: "every
  judgement in this module is biased toward keeping" (000), R14.
- No verb synonyms: "Lives in" and "Resides in" are both kept: WRITE-9 ("where a write cannot
  tell a correction from a new fact, nothing is retired"); "which verbs are synonyms" is open.
- Search stems with its own small suffix stripper and folds accents by Unicode NFKD: "keyword-
  based, accent-normalised and stemmed" (000) names no stemmer.
- Recall ranks by the fraction of the query's keywords a fact covers, then shorter facts first,
  then by topic name reversed: "ranked by how much of the query it covers" (000).
- A search answers at most 5 facts: the documents fix no number.
- Reading a topic adds exactly one related hit from another topic when one exists: R12 ("up to
  4 ... that such a hit is shown when one exists").
- session_search answers at most 10 turns, oldest first: the contract ("it may cap how many,
  but not below 10", "in the implementation's order").
- A topic file emptied by a correction stays, listed with "(0 facts)": "_retire_facts drops
  bullets from every topic file that matches" (001) drops bullets, not files.
- An empty or blank value is a no-op on every surface; the raw upsert stores what it is given,
  an empty value too: R7 ("The raw table operation is not a surface").
- The profile block keeps its heading above "(nothing known about the user yet)": "With nothing
  stored, that block reads (nothing known about the user yet)" (001).
- The collector's prompt is in this implementation's own words, each of the four never-rules a
  numbered prohibition of its own: COL-2 and R9 prescribe the rules and the horizon, not words.
- The narration filter drops candidates opening with a gerund, trailing off in an ellipsis, or
  about the present moment: "a filter for task narration ("creating the folder…", "running the
  script…")" (001) gives examples, not a rule.
- A name from the collector is applied only when non-empty, at most 40 characters, and made of
  letters, spaces, hyphens and apostrophes: R7, and the documents set no name format.
"""
