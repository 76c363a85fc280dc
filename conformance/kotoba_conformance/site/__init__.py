"""The specification as a static site (`kotoba-conformance docs OUT`): the two documents sentence
by sentence, each with its clauses, the scenarios that check it and every implementation's
result; the features in the documents' order; the clauses; the open points; each clause's
history; a glossary of the steps' wording; and search.

Read from what the repository already holds (`sources.py`), rendered by small modules of one
page kind each, with nothing that changes between two runs on the same inputs (no time, no
absolute path, everything sorted or in the documents' order), so that the committed copy
(`docs/site/`) can be checked current by regenerating it.
"""
