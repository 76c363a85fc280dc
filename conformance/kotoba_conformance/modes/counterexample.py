"""A fuzz failure, written as a Gherkin scenario to paste into the feature it names: the shrunk
input in the steps the shipped features already use, so the failure joins the normal suite.

A value a Gherkin step cannot carry between quotes (a line break, a control character, a quote
mark) goes in a docstring where the step has one; elsewhere it is shown as a Python literal in
a comment above the scenario, and the step holds its printable rendering.
"""

from __future__ import annotations

import hashlib
import unicodedata
from dataclasses import dataclass

TEMPLATES = {
    "topic": (
        "store.feature",
        """\
  Given an empty memory store
  When the model saves the fact "Keeps a spare key under the mat" under the topic name "{value}"
  Then every file the write created or changed is the index or a topic file in the memory folder""",
    ),
    "fact": (
        "writing.feature",
        """\
  Given the store holds the fact "Has a cat named Luna" under topic "pets"
  When the model writes the fact:
    {docstring}
  Then topic "pets" holds the fact "Has a cat named Luna\"""",
    ),
    "query": (
        "recall.feature",
        """\
  Given the store holds the fact "Has a cat named Luna" under topic "pets"
  And every file on the user's machine has been noted down
  When the model searches memory for "{value}"
  Then no file on the user's machine has been created, changed or deleted""",
    ),
    "read topic": (
        "recall.feature",
        """\
  Given the store holds the fact "Has a cat named Luna" under topic "pets"
  And every file on the user's machine has been noted down
  When the model reads the topic "{value}" from memory
  Then no file on the user's machine has been created, changed or deleted""",
    ),
    "delete topic": (
        "editing.feature",
        """\
  Given a file "outside.md" holding "Planted to prove it survives" sits in the memory folder \
and in every folder above it
  When a request to delete the topic "{value}" reaches the settings
  Then every file outside topics/ is still there, and each planted "outside.md" is unchanged""",
    ),
    "search": (
        "session_search.feature",
        """\
  When the model searches past conversations for:
    {docstring}
  Then the search answers with hits or with nothing found""",
    ),
    "turn": (
        "session_search.feature",
        """\
  Given the conversation log holds the turn "{value}" said by the user
  Then the database holds a table named "turns" with a row for each turn said""",
    ),
    "name": (
        "profile.feature",
        """\
  When the user gives the name "{value}" on kotoba setup
  Then what Kotoba knows about the user does not mention "(nothing known about the user yet)\"""",
    ),
}


@dataclass(frozen=True)
class Failure:
    """What one input broke: the clause, and how."""

    clause: str
    detail: str


def carries_in_quotes(value: str) -> bool:
    """Whether a quoted step argument can hold the value exactly."""
    return '"' not in value and all(
        unicodedata.category(c)[0] != "C" and c not in "\u2028\u2029" for c in value
    )


def printable(value: str) -> str:
    """The value with every character a line cannot show replaced by its escape."""
    return "".join(
        c if carries_in_quotes(c) else c.encode("unicode_escape").decode("ascii") for c in value
    )


def _docstring(value: str, indent: str) -> str:
    fence = '"""' if '"""' not in value else "```"
    body = "\n".join(indent + line for line in value.split("\n"))
    return f"{fence}\n{body}\n{indent}{fence}"


def scenario(kind: str, entry: str, value: str, failure: Failure) -> str:
    """A scenario, tagged with the broken clause, reproducing the failure of `value`."""
    feature, steps = TEMPLATES[kind]
    digest = hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    lines = [f"# Paste into features/{feature}. Found by kotoba-conformance fuzz on {entry}."]
    lines.append(f"# It broke {failure.clause}: {printable(failure.detail)[:300]}")
    if not carries_in_quotes(value):
        lines.append(f"# The input, as a Python literal: {value!r}"[:2000])
    lines.append(f"@{failure.clause}")
    lines.append(f"Scenario: The fuzzed input {digest} given to {entry} leaves the store whole")
    filled = steps.replace("{docstring}", _docstring(value, "    ")).replace(
        "{value}", printable(value)
    )
    lines += ["  " + line for line in filled.split("\n")]
    return "\n".join(lines)
