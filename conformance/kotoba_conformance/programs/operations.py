"""The operations a program is made of: typed data, each with the Gherkin step that does the same.

An operation says what the model, the store or the user does, never how an implementation does
it; `interpreter.execute` performs it through the adapter contract (or on the files, as a user
editing them by hand). Each one's `step()` is a step of the shipped features, so a program
printed as Gherkin pastes into `features/` and runs (`tests/programs/test_programs.py` holds every
step
to a step definition). `clause` is charged when the call raises an error the contract's error
rules do not allow (`contract/refusals.py`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal

from kotoba_conformance.steps.support.gherkin import Step

__all__ = [
    "AddBullet",
    "AddLine",
    "AddRecentLine",
    "Bridge",
    "DeleteBullet",
    "DeleteNameRow",
    "DeleteRecentLine",
    "DeleteRoute",
    "DeleteStore",
    "DeleteTopic",
    "DeleteTopicFile",
    "Ending",
    "ForgetImage",
    "KeepImage",
    "ListTopics",
    "LoadContext",
    "ManyTopics",
    "Operation",
    "ReadTopic",
    "RecallImage",
    "Resave",
    "Restart",
    "Say",
    "SearchLog",
    "SearchMemory",
    "SetName",
    "ShareImage",
    "StoreUnrelated",
    "Surface",
    "Write",
]

Surface = Literal["kotoba setup", "the first-run screen"]
"""Where the user gives their name, as the features name the two surfaces."""
Route = Literal["tool", "store"]
"""`tool` is the model's `memory_write`, `store` the store function `write_fact`."""
Ending = Literal["CR LF", "CR"]
Role = Literal["user", "assistant"]


@dataclass(frozen=True)
class Operation:
    """One step of a program."""

    capability: ClassVar[str] = "facts"
    """The capability the operation needs."""
    clause: ClassVar[str] = "STORE-1"
    """The clause an error the contract does not allow is charged to."""
    edits_files: ClassVar[bool] = False
    """Whether it is the user changing the memory folder by hand (the index may then be stale)."""

    def step(self) -> Step:
        raise NotImplementedError


@dataclass(frozen=True)
class StoreUnrelated(Operation):
    """The store writes the next `count` invented facts (`invented_facts.distinct_facts`,
    numbered on from the last this program stored) under one topic, one after another."""

    count: int
    topic: str
    clause: ClassVar[str] = "WRITE-1"

    def step(self) -> Step:
        return Step(
            "Given", '{} unrelated facts are stored under topic "{}"', (self.count, self.topic)
        )


@dataclass(frozen=True)
class ManyTopics(Operation):
    """The store writes one invented fact (numbered on, as `StoreUnrelated`) under each of
    `count` topics whose names are `length` characters long (R11's scale: 54 of about 25)."""

    count: int
    length: int
    clause: ClassVar[str] = "WRITE-1"

    def slugs(self) -> list[str]:
        """The topics, as the step names them: a fixed stem, then a two-digit number."""
        stem = ("long-topic-name-number-" * 2)[: self.length - 2]
        return [f"{stem}{index:02d}" for index in range(self.count)]

    def step(self) -> Step:
        return Step(
            "Given",
            f"{self.count} topics with names of {self.length} characters each hold one "
            "unrelated fact",
        )


@dataclass(frozen=True)
class Write(Operation):
    """One fact written through the model's tool or the store function; `topic` None is the
    default topic."""

    fact: str
    topic: str | None
    route: Route
    clause: ClassVar[str] = "WRITE-1"

    def step(self) -> Step:
        if self.route == "tool":
            if self.topic is None:
                return Step("When", 'the model writes the fact "{}"', (self.fact,))
            return Step(
                "When", 'the model writes the fact "{}" under topic "{}"', (self.fact, self.topic)
            )
        if self.topic is None:
            return Step("When", 'the store writes the fact "{}" without a topic', (self.fact,))
        return Step(
            "When", 'the store writes the fact "{}" under topic "{}"', (self.fact, self.topic)
        )


@dataclass(frozen=True)
class AddBullet(Operation):
    """The user adds `- fact` at the end of a topic file by hand."""

    topic: str
    fact: str
    edits_files: ClassVar[bool] = True

    def step(self) -> Step:
        return Step(
            "When",
            'the user adds the bullet "{}" to the topic file "{}" by hand',
            (self.fact, self.topic),
        )


@dataclass(frozen=True)
class AddLine(Operation):
    """The user adds a line that is no `- ` bullet (prose, a `*` or `+` item) to a topic file."""

    topic: str
    line: str
    edits_files: ClassVar[bool] = True

    def step(self) -> Step:
        return Step(
            "When",
            'the user adds the line "{}" to the topic file "{}" by hand',
            (self.line, self.topic),
        )


@dataclass(frozen=True)
class Resave(Operation):
    """The user saves every Markdown file of the store again with other line endings."""

    ending: Ending
    edits_files: ClassVar[bool] = True

    def step(self) -> Step:
        return Step(
            "When",
            f"the user saves every file of the memory store again with {self.ending} line endings",
        )


@dataclass(frozen=True)
class DeleteBullet(Operation):
    """The user deletes a fact's bullet from its topic file by hand."""

    topic: str
    fact: str
    edits_files: ClassVar[bool] = True

    def step(self) -> Step:
        return Step(
            "When",
            'the user deletes the bullet "{}" from the topic file "{}" by hand',
            (self.fact, self.topic),
        )


@dataclass(frozen=True)
class AddRecentLine(Operation):
    """The user adds `- line` as the last entry under ## Recent by hand."""

    line: str
    edits_files: ClassVar[bool] = True

    def step(self) -> Step:
        return Step("When", 'the user adds "{}" under Recent by hand', (self.line,))


@dataclass(frozen=True)
class DeleteRecentLine(Operation):
    """The user deletes an entry from ## Recent by hand (the fact stays in its topic file)."""

    fact: str
    edits_files: ClassVar[bool] = True

    def step(self) -> Step:
        return Step("When", 'the user deletes the bullet "{}" from Recent by hand', (self.fact,))


@dataclass(frozen=True)
class DeleteTopic(Operation):
    """The settings delete a topic (`delete_topic`, what the DELETE route does)."""

    topic: str
    clause: ClassVar[str] = "EDIT-3"

    def step(self) -> Step:
        return Step("When", 'the user deletes the topic "{}" from the settings', (self.topic,))


@dataclass(frozen=True)
class DeleteTopicFile(Operation):
    """The user deletes `topics/<slug>.md` by hand."""

    topic: str
    edits_files: ClassVar[bool] = True

    def step(self) -> Step:
        return Step("When", 'the user deletes the topic file "{}" by hand', (self.topic,))


@dataclass(frozen=True)
class DeleteStore(Operation):
    """The user deletes the whole memory folder."""

    edits_files: ClassVar[bool] = True

    def step(self) -> Step:
        return Step("When", "the user deletes the whole memory folder")


@dataclass(frozen=True)
class Restart(Operation):
    """The system is closed and opened again on the same spec."""

    def step(self) -> Step:
        return Step("When", "the system restarts")


@dataclass(frozen=True)
class SearchMemory(Operation):
    """The model searches memory (`memory_recall(query=...)`)."""

    query: str
    clause: ClassVar[str] = "RECALL-1"

    def step(self) -> Step:
        return Step("When", 'the model searches memory for "{}"', (self.query,))


@dataclass(frozen=True)
class ReadTopic(Operation):
    """The model reads one topic (`memory_recall(topic=...)`)."""

    topic: str
    clause: ClassVar[str] = "RECALL-1"

    def step(self) -> Step:
        return Step("When", 'the model reads the topic "{}" from memory', (self.topic,))


@dataclass(frozen=True)
class ListTopics(Operation):
    """The model asks for the list of topics (`memory_recall()`)."""

    clause: ClassVar[str] = "RECALL-1"

    def step(self) -> Step:
        return Step("When", "the model asks memory for its list of topics")


@dataclass(frozen=True)
class Say(Operation):
    """One turn is added to the conversation log (`insert_turn`)."""

    role: Role
    content: str
    capability: ClassVar[str] = "session-search"
    clause: ClassVar[str] = "SESS-1"

    def step(self) -> Step:
        return Step(
            "Given",
            'the conversation log holds the turn "{}" said by the ' + self.role,
            (self.content,),
        )


@dataclass(frozen=True)
class SearchLog(Operation):
    """The model searches past conversations (`session_search`)."""

    query: str
    capability: ClassVar[str] = "session-search"
    clause: ClassVar[str] = "SESS-4"

    def step(self) -> Step:
        return Step("When", 'the model searches past conversations for "{}"', (self.query,))


@dataclass(frozen=True)
class SetName(Operation):
    """The user gives their name on a surface; "" is a skip."""

    name: str
    surface: Surface
    capability: ClassVar[str] = "profile"
    clause: ClassVar[str] = "PROF-1"

    def step(self) -> Step:
        if not self.name:
            return Step("When", f"the user skips the name on {self.surface}")
        return Step("When", 'the user gives the name "{}" on ' + self.surface, (self.name,))


@dataclass(frozen=True)
class DeleteNameRow(Operation):
    """The user deletes the `name` row of `user_profile` by hand (the only way to clear it)."""

    capability: ClassVar[str] = "profile"
    clause: ClassVar[str] = "PROF-5"

    def step(self) -> Step:
        return Step(
            "When", 'the user deletes the "{}" row from the user_profile table by hand', ("name",)
        )


@dataclass(frozen=True)
class LoadContext(Operation):
    """A conversation's context is loaded, personal or not (`load_context`)."""

    personal: bool
    capability: ClassVar[str] = "personal"
    clause: ClassVar[str] = "PERS-1"

    def step(self) -> Step:
        return Step(
            "When", f"the context is loaded with personal set to {str(self.personal).lower()}"
        )


@dataclass(frozen=True)
class Bridge(Operation):
    """A message reaches the chat bridge from a speaker (`name` None: from nobody; an empty
    name only for the owner, as the features' steps say)."""

    name: str | None
    owner: bool
    capability: ClassVar[str] = "personal"
    clause: ClassVar[str] = "PERS-2"

    def step(self) -> Step:
        if self.name is None:
            return Step("When", "a message reaches the bridge from nobody")
        if self.owner and not self.name:
            return Step("When", "a message reaches the bridge from the owner, under an empty name")
        if self.owner:
            return Step("When", 'a message reaches the bridge from "{}", the owner', (self.name,))
        return Step(
            "When", 'a message reaches the bridge from "{}", who is not the owner', (self.name,)
        )


@dataclass(frozen=True)
class DeleteRoute(Operation):
    """The browser deletes a topic: `DELETE /api/memory/topic/{slug}` on the settings app."""

    topic: str
    capability: ClassVar[str] = "http"
    clause: ClassVar[str] = "HTTP-1"

    def step(self) -> Step:
        return Step("When", 'the browser deletes the topic "{}"', (self.topic,))


@dataclass(frozen=True)
class ShareImage(Operation):
    """The user shares an image (`images.png(name)`, a small PNG of its own) in the chat."""

    name: str
    capability: ClassVar[str] = "visual"
    clause: ClassVar[str] = "VIS-2"

    def step(self) -> Step:
        return Step("Given", 'the user shares the image "{}"', (self.name,))


@dataclass(frozen=True)
class KeepImage(Operation):
    """The model keeps the image just shared (`remember_image("attachment", ...)`)."""

    about: str
    kind: str
    capability: ClassVar[str] = "visual"
    clause: ClassVar[str] = "VIS-1"

    def step(self) -> Step:
        return Step(
            "When",
            'the model keeps the image "{}" about "{}" as kind "{}"',
            ("attachment", self.about, self.kind),
        )


@dataclass(frozen=True)
class RecallImage(Operation):
    """The model recalls images (`recall_image(query)`)."""

    query: str
    capability: ClassVar[str] = "visual"
    clause: ClassVar[str] = "VIS-5"

    def step(self) -> Step:
        return Step("When", 'the model recalls "{}"', (self.query,))


@dataclass(frozen=True)
class ForgetImage(Operation):
    """The user deletes a kept image's file by hand (`forget_image_bytes`)."""

    about: str
    capability: ClassVar[str] = "visual"
    clause: ClassVar[str] = "VIS-6"

    def step(self) -> Step:
        return Step(
            "When", 'the user deletes the file of the image kept about "{}" by hand', (self.about,)
        )
