"""A state machine over the fact store: random runs of writes, refused writes, hand edits, topic
deletions and restarts, checked against a model (topic slug -> its facts) after every step.

Its model is the documented behaviour, and it drives the store through the adapter contract
only, so it runs against any adapter: `kotoba-conformance fuzz` runs it (`run`), or subclass
`StoreMachine` in your own tests, set `adapter`, give it `@settings(...)` of your own (a subclass
does not inherit these) and expose `YourMachine.TestCase` to pytest. Rules for an optional
capability run only when the adapter claims it. Every fact comes from `distinct_facts`, so no
write is a duplicate or a correction of another, and the model stays simple.

Each step it takes is also kept as the Gherkin step that does the same (`program`), so a failure
(`MachineFailure`) carries the shrunk program as a scenario, the clause, and expected against
found. Invariants, after every step:
- each topic file's bullets are the model's facts for that topic (STORE-4, RECALL-5, EDIT-2/3);
- `## Recent` holds at most 25 distinct facts, each one the store knew, and the newest fact
  written while it exists (STORE-2); once the index is rebuilt (a write, a `delete_topic`) every
  one of them still exists (EDIT-2); while no fact was ever removed it holds exactly the 25
  newest written. In which order it lists them is not specified (R4), so it is not checked;
- once the index is rebuilt, `## Topics` has exactly one `- slug → topics/slug.md (N facts)` line
  per topic file holding facts, N its bullets (STORE-3, EDIT-3); a file left with no bullet may be
  listed with `(0 facts)` or not (R17);
- a search for a live fact's words (all but its first) shows the whole fact, verbatim (RECALL-1,
  RECALL-5), checked on a sample;
- the prompt shows the Recent facts in Recent's order, each tagged with the topic holding it or
  bare, then a pointer line whose N, M and K are the inline facts, every fact and the topic files
  (PROMPT-1/2/4), K counting a file with no bullet or not (R17);
- a refused write (the documents' own Spanish and compound examples) changes no file (WRITE-5);
- with `session-search` claimed, every turn said is found by a search for its last word (SESS-1).
"""

from __future__ import annotations

import contextlib
import json
import tempfile
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import ClassVar, TypeVar, cast

from hypothesis import HealthCheck, seed, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    get_state_machine_test,
    initialize,
    invariant,
    precondition,
    rule,
)

from kotoba_conformance.contract import formats
from kotoba_conformance.contract.adapter import (
    Adapter,
    SessionSearchSystem,
    System,
    SystemSpec,
)
from kotoba_conformance.contract.documented import RECENT_CAP, WRITE_RESULT_KEYS
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.modes.counterexample import Step
from kotoba_conformance.modes.outcomes import MachineFailure, TransportAbort, listed
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.invented_facts import distinct_facts

TOPICS = ("pets", "work", "travel", "notes")
"""Topic names that are already slugs, so the model needs no slug function."""
SEARCH_SAMPLE = 3
REFUSED = {
    "Tiene un perro llamado Luna": "WRITE-2",
    "Likes jasmine tea and the colour indigo": "WRITE-4",
}
"""The documents' own refused facts, Spanish and compound, and the clause refusing each."""
TURN_FACTS_FROM = 1_000_000
"""Turns said take invented texts from here on, apart from the facts written."""
WRITTEN = {
    "written": True,
    "reason": "written",
    "retired": [],
    "conflicts": [],
    "duplicate_of": None,
}
T = TypeVar("T")


class StoreMachine(RuleBasedStateMachine):
    """Set `adapter` (a subclass, or `machine_for`) to run it against an implementation."""

    adapter: ClassVar[Adapter]
    abort_on_transport: ClassVar[bool] = False
    """`run` sets it: a TransportError then ends the run unshrunk (`TransportAbort`)."""

    def __init__(self) -> None:
        super().__init__()
        self.program: list[Step] = []
        self.claimed = set(self.adapter.capabilities())
        self.said: list[str] = []
        self.scratch = tempfile.TemporaryDirectory(prefix="kotoba-machine-")
        home = Path(self.scratch.name) / "user"
        home.mkdir()
        self.spec: SystemSpec = {"env": {"HOME": str(home), "KOTOBA_HOME": str(home / ".kotoba")}}
        self.system: System = self.ask("STORE-1", lambda: self.adapter.open(self.spec))
        self.memory_dir = Path(self.ask("STORE-1", self.system.memory_dir))
        self.model: dict[str, list[str]] = {}
        """Each topic file's facts, as the store must hold them."""
        self.written: list[str] = []
        """Every fact the store wrote, oldest first (hand-added bullets are not written)."""
        self.hand_added: set[str] = set()
        self.hand_deleted: set[str] = set()
        self.deleted_topics: set[str] = set()
        self.fresh = False
        """Whether the index was rebuilt after the last hand edit (no write yet: no index)."""
        self.removed_any = False
        self.last_deleted_topic = False
        self.next_fact = 0

    def new_fact(self) -> str:
        fact = distinct_facts(1, self.next_fact)[0]
        self.next_fact += 1
        return fact

    def live(self) -> set[str]:
        return {fact for facts in self.model.values() for fact in facts}

    # --- the checks --------------------------------------------------------------------------

    def fail(self, clause: str, then: Step, expected: str, found: str) -> MachineFailure:
        failure = MachineFailure(clause, then, expected, found)
        failure.program = tuple(self.program)
        return failure

    def check(self, holds: bool, clause: str, then: Step, expected: str, found: str) -> None:
        if not holds:
            raise self.fail(clause, then, expected, found)

    def ask(self, clause: str, call: Callable[[], T]) -> T:
        """Call the system (or read its files): anything it raises fails `clause`, except a
        transport error, which is ours."""
        try:
            return call()
        except TransportError as error:
            if self.abort_on_transport:
                raise TransportAbort(error) from error
            raise
        except Exception as error:
            then = Step("Then", "the last step is done without an error")
            raise self.fail(
                clause, then, "no error", f"{type(error).__name__}: {error}"[:500]
            ) from error

    def recent(self) -> list[str]:
        return self.ask("STORE-2", lambda: store_files.recent(self.memory_dir))

    # --- rules -------------------------------------------------------------------------------

    @initialize(count=st.integers(0, RECENT_CAP + 10), spread=st.integers(1, len(TOPICS)))
    def history(self, count: int, spread: int) -> None:
        """Start from a store with up to 35 facts written in turn under the first `spread`
        topics, so that Recent's cap is often reached."""
        facts = distinct_facts(count, self.next_fact)
        if count == 0:
            self.program.append(Step("Given", "an empty memory store"))
        elif spread == 1:
            self.program.append(
                Step("Given", '{} unrelated facts are stored under topic "{}"', (count, TOPICS[0]))
            )
        else:
            rows = tuple((fact, TOPICS[i % spread]) for i, fact in enumerate(facts))
            self.program.append(
                Step("Given", "the store holds these facts:", table=(("fact", "topic"), *rows))
            )
        for index in range(count):
            self._write(self.new_fact(), TOPICS[index % spread])

    @rule(topic=st.sampled_from(TOPICS))
    def write(self, topic: str) -> None:
        fact = self.new_fact()
        self.program.append(
            Step("When", 'the store writes the fact "{}" under topic "{}"', (fact, topic))
        )
        self._write(fact, topic)

    def _write(self, fact: str, topic: str) -> None:
        result = self.ask("WRITE-1", lambda: self.system.write_fact(fact, topic))
        documented = {key: result.get(key) for key in WRITE_RESULT_KEYS}
        self.check(
            documented == WRITTEN,
            "WRITE-1",
            Step("Then", "the result is:", docstring=json.dumps(WRITTEN)),
            json.dumps(WRITTEN),
            json.dumps(documented),
        )
        self.model.setdefault(topic, []).append(fact)
        self.written.append(fact)
        self.fresh = True
        self.last_deleted_topic = False
        self.check_topics_lines()

    def files_on_disk(self) -> list[str]:
        """The model's topics whose file is there (one left empty may have been removed)."""
        return sorted(t for t in self.model if store_files.topic_file(self.memory_dir, t).exists())

    @precondition(lambda self: bool(self.files_on_disk()))
    @rule(data=st.data())
    def hand_add_bullet(self, data: st.DataObject) -> None:
        topic = data.draw(st.sampled_from(self.files_on_disk()), label="topic")
        fact = self.new_fact()
        self.program.append(
            Step(
                "When",
                'the user adds the bullet "{}" to the topic file "{}" by hand',
                (fact, topic),
            )
        )
        store_files.append_line(store_files.topic_file(self.memory_dir, topic), f"- {fact}")
        self.model[topic].append(fact)
        self.hand_added.add(fact)
        self.fresh = False

    @precondition(lambda self: any(self.model.values()))
    @rule(data=st.data())
    def hand_delete_bullet(self, data: st.DataObject) -> None:
        topic = data.draw(st.sampled_from(sorted(t for t, f in self.model.items() if f)))
        fact = data.draw(st.sampled_from(self.model[topic]), label="fact")
        self.program.append(
            Step(
                "When",
                'the user deletes the bullet "{}" from the topic file "{}" by hand',
                (fact, topic),
            )
        )
        store_files.remove_line(store_files.topic_file(self.memory_dir, topic), f"- {fact}")
        self.model[topic].remove(fact)
        self.hand_deleted.add(fact)
        self.fresh = False
        self.removed_any = True

    @precondition(lambda self: bool(self.model))
    @rule(data=st.data())
    def delete_topic(self, data: st.DataObject) -> None:
        topic = data.draw(st.sampled_from(sorted(self.model)), label="topic")
        self.program.append(
            Step("When", 'the user deletes the topic "{}" from the settings', (topic,))
        )
        self.ask("EDIT-3", lambda: self.system.delete_topic(topic))
        del self.model[topic]
        self.deleted_topics.add(topic)
        self.fresh = True
        self.removed_any = True
        self.last_deleted_topic = True
        self.check_topics_lines()

    @precondition(lambda self: bool(self.model))
    @rule(data=st.data())
    def hand_delete_topic_file(self, data: st.DataObject) -> None:
        topic = data.draw(st.sampled_from(sorted(self.model)), label="topic")
        self.program.append(Step("When", 'the user deletes the topic file "{}" by hand', (topic,)))
        store_files.topic_file(self.memory_dir, topic).unlink()
        del self.model[topic]
        self.deleted_topics.add(topic)
        self.fresh = False
        self.removed_any = True

    @rule(fact=st.sampled_from(sorted(REFUSED)))
    def refused_write(self, fact: str) -> None:
        """The model's tool refuses the documents' own Spanish and compound facts and leaves
        every file as it was. Through `memory_write`: the documents say the tool refuses
        ("memory_write returns a refusal rather than saving"), not whether `write_fact` does."""
        self.program.append(
            Step("When", 'the model writes the fact "{}" under topic "{}"', (fact, "pets"))
        )
        before = store_files.snapshot(self.memory_dir)
        reply = self.ask(REFUSED[fact], lambda: self.system.memory_write(fact, "pets"))
        self.check(
            isinstance(reply, str),
            REFUSED[fact],
            Step("Then", "the reply starts with:", docstring="NOT SAVED"),
            "a reply",
            repr(reply),
        )
        changed = store_files.changed_files(before, store_files.snapshot(self.memory_dir))
        self.check(
            not changed,
            "WRITE-5",
            Step("Then", "no file in the memory store has changed"),
            "no file changed",
            f"{changed} changed",
        )

    @precondition(lambda self: "session-search" in self.claimed)
    @rule()
    def say(self) -> None:
        text = distinct_facts(1, TURN_FACTS_FROM + len(self.said))[0]
        self.program.append(Step("Given", 'the user has said "{}"', (text,)))
        self.ask("SESS-1", lambda: self.conversation().insert_turn("user", text))
        self.said.append(text)

    def conversation(self) -> SessionSearchSystem:
        return cast(SessionSearchSystem, self.system)

    @rule()
    def restart(self) -> None:
        self.program.append(Step("When", "the system restarts"))
        self.ask("LIFE-1", self.system.close)
        self.system = self.ask("LIFE-1", lambda: self.adapter.open(self.spec))
        found = Path(self.ask("PATH-1", self.system.memory_dir))
        self.check(
            found == self.memory_dir,
            "PATH-1",
            Step("Then", "the memory folder is the one it was before the restart"),
            str(self.memory_dir),
            str(found),
        )

    # --- checks ------------------------------------------------------------------------------

    def check_topics_lines(self) -> None:
        """Right after the index was rebuilt: one exact line per topic file holding facts,
        counting them. A file with no bullet left may be listed with `(0 facts)` or not: the
        documents do not say whether it is still a topic (R17)."""
        lines = self.ask("STORE-3", lambda: store_files.topic_lines(self.memory_dir))
        required = [
            formats.topic_line(slug, len(facts)) for slug, facts in self.model.items() if facts
        ]
        allowed = {
            formats.topic_line(slug, len(facts)) for slug, facts in self.model.items() if not facts
        }
        expected = sorted([*required, *(line for line in lines if line in allowed)])
        then = Step(
            "Then",
            "the Topics section lists exactly these lines:",
            table=(("line",), *((line,) for line in expected)),
        )
        clause = "EDIT-3" if self.last_deleted_topic else "STORE-3"
        self.check(sorted(lines) == expected, clause, then, listed(expected), listed(lines))

    @invariant()
    def topic_files_hold_the_model(self) -> None:
        files = self.ask("STORE-4", lambda: store_files.all_topic_facts(self.memory_dir))
        for slug in sorted(files.keys() | self.model.keys()):
            found, expected = sorted(files.get(slug, [])), sorted(self.model.get(slug, []))
            if found == expected:
                continue
            if slug not in self.model:
                clause = "EDIT-3" if slug in self.deleted_topics else "STORE-4"
                then = Step("Then", 'there is no topic file "{}"', (slug,))
                raise self.fail(clause, then, "no such file", f"topics/{slug}.md: {listed(found)}")
            missing, extra = set(expected) - set(found), set(found) - set(expected)
            clause = (
                "RECALL-5"
                if missing & self.hand_added
                else "EDIT-2"
                if extra & self.hand_deleted
                else "STORE-4"
            )
            then = Step(
                "Then",
                'the topic file "{}" is a heading followed by these bullets, in any order:',
                (slug,),
                table=(("bullet",), *((fact,) for fact in expected)),
            )
            where = "no such file" if slug not in files else listed(found)
            raise self.fail(clause, then, listed(expected), where)

    @invariant()
    def recent_is_bounded_and_current(self) -> None:
        """Recent holds the newest facts written, at most RECENT_CAP, each once; in which order
        it lists them the documents do not say (R4), so it is compared as a set."""
        if not (self.memory_dir / store_files.USER_MD).exists():
            then = Step(
                "Then",
                'the index has a "{}" section followed by a "{}" section',
                formats.SECTION_HEADINGS,
            )
            self.check(not self.written, "STORE-1", then, "USER.md", "no USER.md")
            return
        recent = self.recent()
        known = set(self.written) | self.hand_added
        if len(recent) > RECENT_CAP or len(set(recent)) != len(recent) or set(recent) - known:
            kept = list(dict.fromkeys(f for f in recent if f in known))[-RECENT_CAP:]
            self._recent_is(kept, recent, "STORE-2")
        if self.fresh:
            self._recent_is([f for f in recent if f in self.live()], recent, "EDIT-2")
        if not self.removed_any:
            self._recent_is(self.written[-RECENT_CAP:], recent, "STORE-2")
        newest = self.written[-1] if self.written else None
        if newest is not None and newest in self.live() and newest not in recent:
            self._recent_is([*recent, newest][-RECENT_CAP:], recent, "STORE-2")

    def _recent_is(self, expected: list[str], recent: list[str], clause: str) -> None:
        """Recent holds the facts of `expected` (in whatever order, R4); the Then step lists
        them in Recent's own order where it has them, so it pastes for this implementation."""
        if set(expected) == set(recent) and len(expected) == len(recent):
            return
        position = {fact: i for i, fact in enumerate(recent)}
        ordered = sorted(expected, key=lambda f: position.get(f, len(recent)))
        then = Step(
            "Then",
            "the Recent section lists exactly:",
            table=(("fact",), *((fact,) for fact in ordered)),
        )
        raise self.fail(clause, then, listed(ordered), listed(recent))

    @invariant()
    def index_is_current_once_rebuilt(self) -> None:
        if self.fresh:
            self.check_topics_lines()

    @invariant()
    def search_finds_live_facts(self) -> None:
        live = sorted(self.live())
        for fact in live[:: max(1, len(live) // SEARCH_SAMPLE)][:SEARCH_SAMPLE]:
            # Not the whole fact as the query: a reply quoting its query ("nothing matches …")
            # would then hold the fact verbatim without finding it.
            query = fact.split(" ", 1)[1]
            clause = "RECALL-5" if fact in self.hand_added else "RECALL-1"
            reply = self.ask(clause, partial(self.system.memory_recall, query=query))
            then = Step("Then", 'a search for "{}" finds "{}"', (query, fact))
            self.check(fact in reply, clause, then, f"a reply holding {fact!r}", repr(reply)[:500])

    @invariant()
    def prompt_tags_recent_facts_and_counts_everything(self) -> None:
        lines = self.ask("PROMPT-1", self.system.facts_for_prompt)
        total = sum(len(facts) for facts in self.model.values())
        if not lines and not total:
            return
        shown, pointer = store_files.split_prompt(lines) if lines else ([], "")
        recent = self.recent()
        holder = {fact: slug for slug, facts in self.model.items() for fact in facts}
        expected_lines = [f"{f} [{holder[f]}]" if f in holder else f for f in recent]
        fields = formats.pointer_fields(pointer)
        # K counts the topic files; whether one with no bullet is a topic is open (R17).
        holding = sum(bool(facts) for facts in self.model.values())
        topics = range(holding, len(self.model) + 1)
        k = fields[2] if fields is not None and fields[2] in topics else holding
        named = ", ".join(
            f"{slug} ({len(facts)})"
            for slug, facts in sorted(self.model.items())
            if facts or k == len(self.model)
        )
        expected = formats.pointer_line(len(expected_lines), total, k, named)
        self.check(
            fields is not None and fields[:2] == (len(shown), total) and fields[2] in topics,
            "PROMPT-2",
            Step("Then", "the pointer line reads:", docstring=expected),
            repr(expected),
            repr(pointer) if pointer else "no pointer line",
        )
        bare = {f for f in recent if f not in holder}
        then = Step(
            "Then",
            "the prompt's lines above the pointer line are:",
            table=(("line",), *((line,) for line in expected_lines)),
        )
        differing = set(shown) ^ set(expected_lines)
        clause = "PROMPT-4" if any(line in bare for line in differing) else "PROMPT-1"
        self.check(shown == expected_lines, clause, then, listed(expected_lines), listed(shown))

    @invariant()
    def every_turn_said_is_found(self) -> None:
        for text in self.said[-SEARCH_SAMPLE:]:
            word = text.split()[-1]
            hits = self.ask("SESS-1", partial(self.conversation().session_search, word))
            then = Step("Then", 'a search of past conversations for "{}" finds "{}"', (word, text))
            found = [hit["content"] for hit in hits]
            self.check(text in found, "SESS-1", then, f"a hit {text!r}", repr(found)[:500])

    def teardown(self) -> None:
        """Close the system; an error here is not raised, since it would hide the failure the
        program may be ending with (a transport error still ends the run)."""
        try:
            with contextlib.suppress(Exception):
                self.system.close()
        finally:
            self.scratch.cleanup()


def machine_for(adapter: Adapter) -> type[StoreMachine]:
    """The machine, driving systems this adapter opens."""
    return cast(
        type[StoreMachine], type("AdapterStoreMachine", (StoreMachine,), {"adapter": adapter})
    )


def machine_settings(runs: int, steps: int) -> settings:
    """The settings of a mode's machine: `runs` programs of up to `steps` steps, no deadline, no
    example database, and one failure reported (the first found, shrunk): with several, hypothesis
    raises them together, which the mode would not read as a clause's failure."""
    return settings(
        max_examples=runs,
        stateful_step_count=steps,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
    )


def run(adapter: Adapter, runs: int, steps: int = 40, run_seed: int = 0) -> None:
    """Run `runs` random programs of up to `steps` steps; raises MachineFailure, the shrunk
    program with it, on the first that breaks the model, and TransportError (unshrunk) when the
    implementation could not be reached."""
    machine = machine_for(adapter)
    machine.abort_on_transport = True
    test = get_state_machine_test(
        machine,
        settings=machine_settings(runs, steps),
    )
    try:
        seed(run_seed)(test)()
    except TransportAbort as abort:
        raise abort.error from None
