"""A fuzz failure, written as a Gherkin scenario to paste into the feature it names: the shrunk
input in the steps the shipped features already use, so the failure joins the normal suite.

A value is pasted as it is when a quoted step argument shows it exactly (visible characters, no
quote mark, no backslash). Otherwise the scenario opens with "Given the quoted text in this
scenario is written with escapes" and every argument is written with the escapes of
`steps/support/escapes.py` (`\\x85`, `\\u2028`, `\\n` ...): no character is dropped, and none is
hidden. The state machine's shrunk programs are written the same way (`program_scenario`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from kotoba_conformance.modes.grounds import ground
from kotoba_conformance.steps.support import escapes
from kotoba_conformance.steps.support.gherkin import INPUT, Step, feature_of, gherkin

__all__ = ["INPUT", "TEMPLATES", "Failure", "Step", "gherkin", "program_scenario", "scenario"]


ANSWER, ERROR, SERVER_ERROR, STRAY_FILE, CHANGED_FILE = (
    "answer", "error", "server error", "stray file", "changed file",
)  # fmt: skip
FAILURE_KINDS = (ANSWER, ERROR, SERVER_ERROR, STRAY_FILE, CHANGED_FILE)
"""What kind of thing went wrong: an answer or a store that is not as the clause says, an error
that escaped the call, a server error from the settings app, a file made where the call may not
write, or a file changed or removed there. A finding is compared by its door and its kind, never
by its clause alone."""


@dataclass(frozen=True)
class Failure:
    """What one input broke: the clause, how, and what kind of thing went wrong."""

    clause: str
    detail: str
    kind: str = ANSWER


GIVEN_LUNA = Step(
    "Given", 'the store holds the fact "{}" under topic "{}"', ("Has a cat named Luna", "pets")
)
SHAPED = Step("Then", "every file in the memory store reads as its documented shape")
NOTED = Step("Given", "every file on the user's machine has been noted down")
MACHINE_UNCHANGED = Step(
    "Then", "no file or folder on the user's machine has been created, changed or deleted"
)
TEMPLATES: dict[str, tuple[str, tuple[Step, ...]]] = {
    "topic": ("store.feature", (
        Step("Given", "an empty memory store"),
        Step("When", 'the model saves the fact "{}" under the topic name "{}"',
             ("Keeps a spare key under the mat", INPUT)),
        Step("Then", "every file the write created or changed is the index or a topic file in "
                     "the memory folder"),
        SHAPED,
    )),
    "fact": ("writing.feature", (
        GIVEN_LUNA,
        Step("When", 'the model writes the fact "{}"', (INPUT,)),
        SHAPED,
        Step("Then", 'topic "{}" holds the fact "{}"', ("pets", "Has a cat named Luna")),
    )),
    "query": ("recall.feature", (
        GIVEN_LUNA, NOTED, Step("When", 'the model searches memory for "{}"', (INPUT,)),
        MACHINE_UNCHANGED,
    )),
    "read topic": ("recall.feature", (
        GIVEN_LUNA, NOTED, Step("When", 'the model reads the topic "{}" from memory', (INPUT,)),
        MACHINE_UNCHANGED,
    )),
    "delete topic": ("editing.feature", (
        Step("Given", 'a file "{}" holding "{}" sits in the memory folder and in every folder '
                      "above it", ("outside.md", "Planted to prove it survives")),
        Step("When", 'a request to delete the topic "{}" reaches the settings', (INPUT,)),
        Step("Then", 'every file outside topics/ is still there, and each planted "{}" is '
                     "unchanged", ("outside.md",)),
        SHAPED,
    )),
    "search": ("session_search.feature", (
        Step("When", 'the model searches past conversations for "{}"', (INPUT,)),
        Step("Then", "the search answers with hits or with nothing found"),
    )),
    "turn": ("session_search.feature", (
        Step("Given", 'the conversation log holds the turn "{}" said by the user', (INPUT,)),
        Step("Then", 'the database holds a table named "{}" with a row for each turn said',
             ("turns",)),
    )),
    "name": ("profile.feature", (
        Step("When", 'the user gives the name "{}" on kotoba setup', (INPUT,)),
        Step("Then", 'what Kotoba knows about the user does not mention "{}"',
             ("(nothing known about the user yet)",)),
    )),
    "attachment": ("visual.feature", (
        Step("Given", 'the user shares a file made of "{}"', (INPUT,)),
        Step("When", 'the model keeps the image "{}" about "{}" as kind "{}"',
             ("attachment", "Luna", "other")),
        Step("Then", "the answer is a reply in words, with an id only if the image is kept"),
    )),
    "kind": ("visual.feature", (
        Step("Given", 'the user shares the image "{}"', ("luna.png",)),
        Step("When", 'the model keeps the image "{}" about "{}" as kind "{}"',
             ("attachment", "Luna", INPUT)),
        Step("Then", "the answer is a reply in words, with an id only if the image is kept"),
    )),
    "image source": ("visual.feature", (
        Step("Given", "the user's Files hold the image \"{}\"", ("luna.png",)),
        Step("When", 'the model keeps the image "{}" about "{}" as kind "{}"',
             (INPUT, "Luna", "other")),
        Step("Then", "the answer is a reply in words, with an id only if the image is kept"),
    )),
    "image url": ("image_urls.feature", (
        Step("When", 'the model keeps the image at "{}" about "{}"', (INPUT, "Luna")),
        Step("Then", "the forbidden server saw no connection"),
    )),
    "recall image": ("visual.feature", (
        Step("Given", 'the model has kept the shared image "{}" about "{}" as kind "{}"',
             ("luna.png", "Luna", "other")),
        Step("When", 'the model recalls "{}"', (INPUT,)),
        Step("Then", "every attached image has a recalled_image event carrying its id"),
    )),
    "collector answer": ("collector.feature", (
        GIVEN_LUNA,
        Step("Given", "the collector's model answers:", docstring=INPUT),
        Step("When", 'the user says "{}"', ("Can you set up the photo project for me?",)),
        Step("When", "the collector has finished"),
        SHAPED,
        Step("Then", 'topic "{}" holds the fact "{}"', ("pets", "Has a cat named Luna")),
    )),
    "delete route": ("http.feature", (
        GIVEN_LUNA,
        Step("When", 'a DELETE request for "{}" reaches the app', (INPUT,)),
        Step("Then", "the app answered without a server error"),
        SHAPED,
    )),
    "name body": ("http.feature", (
        Step("When", 'a POST request for "{}" reaches the app with the body {}',
             ("/api/settings/user-name", INPUT)),
        Step("Then", "the app answered without a server error"),
    )),
    "name content type": ("http.feature", (
        Step("When", 'a POST request for "{}" sent as "{}" reaches the app with the body {}',
             ("/api/settings/user-name", INPUT, '{"name": "Qvxzk Alexandra"}')),
        Step("Then", "the app answered without a server error"),
    )),
    "get route": ("http.feature", (
        Step("When", 'a GET request for "{}" reaches the app with the body {}',
             (INPUT, "(none)")),
        Step("Then", "the app answered without a server error"),
    )),
}  # fmt: skip
"""Per kind of entry point: the feature to paste into, and the steps reproducing a failure.
Where the features have no step for the input yet (a shared file of given bytes, a model's raw
answer, a content type), the scenario names one to add beside its feature's steps."""

LONGEST_COMMENT = 2000
"""Characters of an expected or found value kept in a comment line."""


def scenario(kind: str, entry: str, value: str, failure: Failure) -> str:
    """A scenario, tagged with the broken clause, reproducing the failure of `value`."""
    feature, steps = TEMPLATES[kind]
    digest = hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    lines = [f"# Paste into features/{feature}. Found by kotoba-conformance fuzz on {entry}."]
    lines.append(f"# It broke {failure.clause}: {escapes.escaped(failure.detail)[:300]}")
    if escapes.needs_escapes(value):
        lines.append(f"# The input, as a Python literal: {value!r}"[:2000])
    lines.append(f"@{failure.clause}")
    lines.append(f"Scenario: The fuzzed input {digest} given to {entry} leaves the store whole")
    lines += gherkin([step.with_input(value) for step in steps])
    return "\n".join(lines)


def program_scenario(clause: str, steps: Sequence[Step], expected: str, found: str) -> str:
    """A state machine's shrunk program as a scenario to paste, the failed check its last step,
    with what that check expected and what it found."""
    feature = feature_of(clause)
    text = "\n".join(f"{s.keyword} {s.text} {s.args}" for s in steps)
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    lines = [
        f"# Paste into features/{feature}. Found by the store state machine "
        "(kotoba-conformance fuzz), shrunk.",
        f"# It broke {clause} at its last step:",
        f"#   expected {escapes.escaped(expected)[:LONGEST_COMMENT]}",
        f"#   found    {escapes.escaped(found)[:LONGEST_COMMENT]}",
        f"@{clause}",
        f"Scenario: The store machine's program {digest} keeps what it wrote",
    ]
    if cited := ground(clause):
        lines.append(f"  > {cited}")
    return "\n".join(lines + gherkin(steps))
