"""The fuzz mode's door of capability `collector`: whatever the collector's model answers.

The model is data (`script_collector_model`), so its answer is the input: JSON text of an
answer of the documented shape holding hostile text (control characters, a megabyte, names and
facts that forge Markdown or traverse), and of every wrong shape (facts as one string, as
numbers, nested, missing; names that are lists or numbers; keys nobody asked for). Scripting it
may be refused (a `TypeError`/`ValueError`); once scripted, the user says something and the pass
runs. Besides the checks at every door (`fuzz_sandbox`: the store's files, the sentinel facts,
the prompt), after each input:
- the reply arrives, in words, whatever the model answered (COL-1: the pass runs after the
  reply, so nothing it meets can break the reply), and the pass finishes;
- no candidate narrating a task is stored (COL-5), the narrations being the required examples of
  features/collector.feature, read from it;
- with `profile` claimed, an answer giving no name, or the empty one, leaves the user's name as
  it was (COL-4, PROF-4 and R7).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any, cast

from hypothesis import strategies as st

from kotoba_conformance.contract.adapter import CollectorSystem, ProfileSystem
from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.contract.locations import feature
from kotoba_conformance.modes.counterexample import Failure
from kotoba_conformance.modes.fuzz_sandbox import LONGEST_FACT, EntryPoint, Sandbox
from kotoba_conformance.modes.hostile import hostile_text
from kotoba_conformance.steps.support import store_files

MESSAGE = "Can you set up the photo project for me?"
"""What the user says before each pass: the features' own message."""
SETTLE_SECONDS = 30.0
NARRATION_OUTLINE = "A candidate narrating a task is dropped while a fact beside it is kept"


@cache
def narrations() -> tuple[str, ...]:
    """The narrations a required outline of features/collector.feature drops."""
    text = Path(feature("collector.feature")).read_text(encoding="utf-8")
    lines = store_files.markdown_lines(text)
    start = next(i for i, line in enumerate(lines) if NARRATION_OUTLINE in line)
    header = next(i for i in range(start, len(lines)) if lines[i].strip() == "| narration |"
                  or lines[i].strip().replace(" ", "") == "|narration|")  # fmt: skip
    found = []
    for line in lines[header + 1 :]:
        if not line.strip().startswith("|"):
            break
        found.append(line.strip().strip("|").strip())
    return tuple(found)


def _value() -> st.SearchStrategy[object]:
    """A value of any JSON type, hostile text among them."""
    scalars = st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), hostile_text(300)
    )
    return st.recursive(scalars, lambda inner: st.lists(inner, max_size=3), max_leaves=6)


def answer_inputs(longest: int) -> st.SearchStrategy[str]:
    """JSON text of the model's answer: the documented keys with hostile or ill-typed values,
    the narrations among the facts, a fact of `longest` characters, or no object at all."""
    fact = st.one_of(hostile_text(2000), st.sampled_from(narrations()))
    facts = st.one_of(
        st.lists(fact, max_size=6),
        st.lists(_value(), max_size=4),
        st.builds(lambda n: ["Has a dog named Luna " * (n // 21 + 1)], st.integers(400, longest)),
        _value(),
    )
    name = st.one_of(st.none(), st.just(""), hostile_text(300), _value())
    answer = st.fixed_dictionaries(
        {},
        optional={
            "facts": facts,
            "user_name": name,
            "companion_name": name,
            "extra": _value(),
        },
    )
    shapes = st.one_of(answer, st.lists(_value(), max_size=3), _value())
    return shapes.map(lambda value: json.dumps(value, ensure_ascii=False))


def _collector(sandbox: Sandbox) -> CollectorSystem:
    return cast(CollectorSystem, sandbox.open_system)


def _name_now(sandbox: Sandbox) -> str | None:
    if "profile" not in sandbox.claimed:
        return None
    return cast(ProfileSystem, sandbox.open_system).profile_for_prompt()


def _pass(sandbox: Sandbox, value: str) -> object:
    """Script the model (which may refuse the answer), then the user speaks and the pass runs;
    the answer is the reply, or what went wrong after scripting."""
    sandbox.notes["name before"] = _name_now(sandbox)
    system: Any = _collector(sandbox)  # what it returns is checked, whatever it is
    system.script_collector_model(json.loads(value))
    try:
        reply = system.reply_to(MESSAGE)
    except TransportError:
        raise
    except Exception as error:  # an error here is no refusal: the script was taken
        return Failure("COL-1", f"the reply raised {type(error).__name__}: {error}"[:300])
    if not isinstance(reply, str):
        return Failure("COL-1", f"the reply was {reply!r}"[:300])
    settled = system.settle_collector(SETTLE_SECONDS)
    if settled is not True:
        return Failure("COL-1", f"the pass had not finished after {SETTLE_SECONDS} s")
    return reply


def _check(sandbox: Sandbox, value: str, answer: object) -> Failure | None:
    del answer
    held = {fact for facts in store_files.all_topic_facts(sandbox.memory_dir).values()
            for fact in facts}  # fmt: skip
    for narration in narrations():
        if narration in value and narration in held:
            return Failure("COL-5", f"the narration {narration!r} is stored")
    script = json.loads(value)
    gave = script.get("user_name") if isinstance(script, dict) else None
    before = sandbox.notes.get("name before")
    if gave in (None, "") and before is not None and _name_now(sandbox) != before:
        clause = "PROF-4" if gave == "" else "COL-4"
        return Failure(clause, f"the user's name changed: {before!r} became {_name_now(sandbox)!r}")
    return None


ENTRY_POINTS = (
    EntryPoint(
        "collector(answer)", "collector", "COL-1", "collector answer", LONGEST_FACT,
        _pass, str, frozenset({"memory", "database"}), inputs=answer_inputs, check=_check,
    ),
)  # fmt: skip
"""The collector's model's answer."""
