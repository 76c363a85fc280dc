"""A state machine over the fact store: random runs of writes, refused writes, hand edits, topic
deletions and restarts, checked against a model (topic slug -> its facts) after every step.

Its model is the documented behaviour, and it drives the store through the adapter contract
only, so it runs against any adapter: `kotoba-conformance fuzz` runs it (`run`), or subclass
`StoreMachine` in your own tests, set `adapter`, give it `@settings(...)` of your own (a subclass
does not inherit these) and expose `YourMachine.TestCase` to pytest. Rules for an optional
capability run only when the adapter claims it. Every fact comes from `distinct_facts`, so no
write is a duplicate or a correction of another, and the model stays simple.

Invariants, after every step:
- each topic file's bullets are the model's facts for that topic (STORE-4, RECALL-5, EDIT-2/3);
- `## Recent` holds at most 25 distinct facts, in the order written (STORE-2); once the index is
  rebuilt (a write, a `delete_topic`) every one of them still exists (EDIT-2); while no fact was
  ever removed it is exactly the 25 newest written;
- once the index is rebuilt, `## Topics` has exactly one `- slug → topics/slug.md (N facts)` line
  per topic file, N its bullets (STORE-3, EDIT-3);
- a search for a live fact's words (all but its first) shows the whole fact, verbatim (RECALL-1,
  RECALL-5), checked on a sample;
- the prompt shows the Recent facts, each tagged with the topic holding it or bare, then a pointer
  line whose N, M and K are the inline facts, every fact and the topic files (PROMPT-1/2/4);
- a refused write (the documents' own Spanish and compound examples) changes no file (WRITE-5);
- with `session-search` claimed, every turn said is found by a search for its last word (SESS-1).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import ClassVar, cast

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from kotoba_conformance.contract.adapter import (
    Adapter,
    SessionSearchSystem,
    System,
    SystemSpec,
    WriteResult,
)
from kotoba_conformance.steps.support import store_files
from kotoba_conformance.steps.support.world import distinct_facts

TOPICS = ("pets", "work", "travel", "notes")
"""Topic names that are already slugs, so the model needs no slug function."""
RECENT_CAP = 25
SEARCH_SAMPLE = 3
REFUSED = ("Tiene un perro llamado Luna", "Likes jasmine tea and the colour indigo")
"""The documents' own refused facts: Spanish (WRITE-2) and compound (WRITE-4)."""
TURN_FACTS_FROM = 1_000_000
"""Turns said take invented texts from here on, apart from the facts written."""


class StoreMachine(RuleBasedStateMachine):
    """Set `adapter` (a subclass, or `machine_for`) to run it against an implementation."""

    adapter: ClassVar[Adapter]

    def __init__(self) -> None:
        super().__init__()
        self.claimed = set(self.adapter.capabilities())
        self.said: list[str] = []
        self.scratch = tempfile.TemporaryDirectory(prefix="kotoba-machine-")
        home = Path(self.scratch.name) / "user"
        home.mkdir()
        self.spec: SystemSpec = {"env": {"HOME": str(home), "KOTOBA_HOME": str(home / ".kotoba")}}
        self.system: System = self.adapter.open(self.spec)
        self.memory_dir = Path(self.system.memory_dir())
        self.model: dict[str, list[str]] = {}
        """Each topic file's facts, as the store must hold them."""
        self.written: list[str] = []
        """Every fact the store wrote, oldest first (hand-added bullets are not written)."""
        self.fresh = False
        """Whether the index was rebuilt after the last hand edit (no write yet: no index)."""
        self.removed_any = False
        self.next_fact = 0

    def new_fact(self) -> str:
        fact = distinct_facts(1, self.next_fact)[0]
        self.next_fact += 1
        return fact

    def live(self) -> set[str]:
        return {fact for facts in self.model.values() for fact in facts}

    # --- rules -------------------------------------------------------------------------------

    @initialize(count=st.integers(0, RECENT_CAP + 10), spread=st.integers(1, len(TOPICS)))
    def history(self, count: int, spread: int) -> None:
        """Start from a store with up to 35 facts written in turn under the first `spread`
        topics, so that Recent's cap is often reached."""
        for index in range(count):
            self.write(TOPICS[index % spread])

    @rule(topic=st.sampled_from(TOPICS))
    def write(self, topic: str) -> None:
        fact = self.new_fact()
        result = self.system.write_fact(fact, topic)
        documented = {key: result.get(key) for key in WriteResult.__annotations__}
        assert documented == {
            "written": True,
            "reason": "written",
            "retired": [],
            "conflicts": [],
            "duplicate_of": None,
        }, result
        self.model.setdefault(topic, []).append(fact)
        self.written.append(fact)
        self.fresh = True
        assert store_files.recent(self.memory_dir)[-1] == fact
        self.check_topics_lines()

    @precondition(lambda self: bool(self.model))
    @rule(data=st.data())
    def hand_add_bullet(self, data: st.DataObject) -> None:
        topic = data.draw(st.sampled_from(sorted(self.model)), label="topic")
        fact = self.new_fact()
        store_files.append_line(store_files.topic_file(self.memory_dir, topic), f"- {fact}")
        self.model[topic].append(fact)
        self.fresh = False

    @precondition(lambda self: any(self.model.values()))
    @rule(data=st.data())
    def hand_delete_bullet(self, data: st.DataObject) -> None:
        topic = data.draw(st.sampled_from(sorted(t for t, f in self.model.items() if f)))
        fact = data.draw(st.sampled_from(self.model[topic]), label="fact")
        store_files.remove_line(store_files.topic_file(self.memory_dir, topic), f"- {fact}")
        self.model[topic].remove(fact)
        self.fresh = False
        self.removed_any = True

    @precondition(lambda self: bool(self.model))
    @rule(data=st.data())
    def delete_topic(self, data: st.DataObject) -> None:
        topic = data.draw(st.sampled_from(sorted(self.model)), label="topic")
        self.system.delete_topic(topic)
        del self.model[topic]
        self.fresh = True
        self.removed_any = True
        self.check_topics_lines()

    @precondition(lambda self: bool(self.model))
    @rule(data=st.data())
    def hand_delete_topic_file(self, data: st.DataObject) -> None:
        topic = data.draw(st.sampled_from(sorted(self.model)), label="topic")
        store_files.topic_file(self.memory_dir, topic).unlink()
        del self.model[topic]
        self.fresh = False
        self.removed_any = True

    @rule(fact=st.sampled_from(REFUSED))
    def refused_write(self, fact: str) -> None:
        """A refused write answers "not written" and leaves every file as it was."""
        before = store_files.snapshot(self.memory_dir)
        result = self.system.write_fact(fact, "pets")
        assert result["written"] is False, result
        after = store_files.snapshot(self.memory_dir)
        assert after == before, store_files.changed_files(before, after)

    @precondition(lambda self: "session-search" in self.claimed)
    @rule()
    def say(self) -> None:
        text = distinct_facts(1, TURN_FACTS_FROM + len(self.said))[0]
        self.conversation().insert_turn("user", text)
        self.said.append(text)

    def conversation(self) -> SessionSearchSystem:
        return cast(SessionSearchSystem, self.system)

    @rule()
    def restart(self) -> None:
        self.system.close()
        self.system = self.adapter.open(self.spec)
        assert Path(self.system.memory_dir()) == self.memory_dir

    # --- checks ------------------------------------------------------------------------------

    def check_topics_lines(self) -> None:
        """Right after the index was rebuilt: one exact line per topic file, counting it."""
        expected = {
            f"- {slug} → topics/{slug}.md ({len(facts)} facts)"
            for slug, facts in self.model.items()
        }
        lines = store_files.topic_lines(self.memory_dir)
        assert len(lines) == len(set(lines)), lines
        assert set(lines) == expected, lines

    @invariant()
    def topic_files_hold_the_model(self) -> None:
        files = store_files.all_topic_facts(self.memory_dir)
        assert {slug: sorted(facts) for slug, facts in files.items()} == {
            slug: sorted(facts) for slug, facts in self.model.items()
        }

    @invariant()
    def recent_is_bounded_ordered_and_current(self) -> None:
        if not (self.memory_dir / store_files.USER_MD).exists():
            assert not self.written
            return
        recent = store_files.recent(self.memory_dir)
        assert len(recent) <= RECENT_CAP, recent
        assert len(set(recent)) == len(recent), recent
        order = {fact: i for i, fact in enumerate(self.written)}
        assert all(fact in order for fact in recent), recent
        assert [order[f] for f in recent] == sorted(order[f] for f in recent), recent
        if self.fresh:
            assert set(recent) <= self.live(), set(recent) - self.live()
        if not self.removed_any:
            assert recent == self.written[-RECENT_CAP:]

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
            reply = self.system.memory_recall(query=query)
            assert fact in reply, f"a search for {query!r} answered:\n{reply}"

    @invariant()
    def prompt_tags_recent_facts_and_counts_everything(self) -> None:
        lines = self.system.facts_for_prompt()
        total = sum(len(facts) for facts in self.model.values())
        if not lines:
            assert total == 0
            return
        shown, pointer = store_files.split_prompt(lines)
        fields = store_files.pointer_fields(pointer)
        assert fields is not None, pointer
        inline, every, topics, _named = fields
        assert (inline, every, topics) == (len(shown), total, len(self.model)), pointer
        recent = store_files.recent(self.memory_dir)
        holder = {fact: slug for slug, facts in self.model.items() for fact in facts}
        expected = [f"{f} [{holder[f]}]" if f in holder else f for f in recent]
        assert shown == expected, lines

    @invariant()
    def every_turn_said_is_found(self) -> None:
        for text in self.said[-SEARCH_SAMPLE:]:
            hits = self.conversation().session_search(text.split()[-1])
            assert text in [hit["content"] for hit in hits], f"{text!r} not found: {hits}"

    def teardown(self) -> None:
        self.system.close()
        self.scratch.cleanup()


def machine_for(adapter: Adapter) -> type[StoreMachine]:
    """The machine, driving systems this adapter opens."""
    return cast(
        type[StoreMachine], type("AdapterStoreMachine", (StoreMachine,), {"adapter": adapter})
    )


def run(adapter: Adapter, runs: int, steps: int = 40) -> None:
    """Run `runs` random programs of up to `steps` steps; raises, with the shrunk program printed,
    on the first that breaks the model."""
    run_state_machine_as_test(
        machine_for(adapter),
        settings=settings(
            max_examples=runs,
            stateful_step_count=steps,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        ),
    )
