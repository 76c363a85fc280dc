"""The fuzz mode's door of capability `lifetime`: a restart between any two calls of a program
loses nothing stored, and forgets the session's state.

It is the store state machine (`store_machine.StoreMachine`, whose `restart` rule already
closes and reopens the system between any two steps and whose invariants then check every fact,
the index, the prompt and the conversation log), extended with the stores it does not drive:
- with `profile` claimed, the user gives her name; the profile's block then names the last
  name given (PROF-2), across restarts;
- with `visual` claimed, the model keeps a shared image; each image kept is then recalled, its id
  attached (VIS-3), across restarts;
- the session holds some state; after a restart it holds none (LIFE-1: "Nothing else survives
  the process").
A check that fails on the first look after a restart is charged to LIFE-1 (only the stores and
the log survive a restart, and they must survive it whole), with the restart in the program.
"""

from __future__ import annotations

from functools import partial
from typing import cast

from hypothesis import seed
from hypothesis import strategies as st
from hypothesis.stateful import get_state_machine_test, invariant, precondition, rule

from kotoba_conformance.contract.adapter import (
    Adapter,
    LifetimeSystem,
    ProfileSystem,
    SessionStateKind,
    VisualSystem,
)
from kotoba_conformance.modes.counterexample import Step
from kotoba_conformance.modes.outcomes import MachineFailure, TransportAbort
from kotoba_conformance.modes.store_machine import StoreMachine, machine_settings
from kotoba_conformance.steps.support import images, store_files

NAMES = ("Alex", "Sam Rivera", "Mika")
STATE_KINDS: tuple[SessionStateKind, ...] = (
    "fired reminder", "active MCP servers", "task list", "screenshot log", "one-time secret",
    "report viewer",
)  # fmt: skip
ABOUTS = ("Qvxzklunar", "Qvxzkmarble", "Qvxzkcobalt", "Qvxzkember")


class RestartMachine(StoreMachine):
    """The store machine with every store a restart must keep, and the state it must forget."""

    def __init__(self) -> None:
        super().__init__()
        self.name: str | None = None
        self.images: dict[str, str] = {}
        """Each image kept, by what it is about: its id."""
        self.shared = 0
        self.steps_at_restart = -1
        self.held_state = False

    def fail(self, clause: str, then: Step, expected: str, found: str) -> MachineFailure:
        """Right after a restart, nothing has happened but the restart: it is what lost it."""
        if len(self.program) == self.steps_at_restart:
            clause = "LIFE-1"
        return super().fail(clause, then, expected, found)

    @rule()
    def restart(self) -> None:
        super().restart()
        self.steps_at_restart = len(self.program)
        if self.held_state:
            kinds = self.ask("LIFE-1", cast(LifetimeSystem, self.system).session_state)
            then = Step("Then", "the session holds no state")
            self.check(kinds == [], "LIFE-1", then, "[]", repr(kinds))
            self.held_state = False

    @rule(kind=st.sampled_from(STATE_KINDS))
    def hold_state(self, kind: SessionStateKind) -> None:
        self.program.append(Step("Given", "the session holds a {}", (kind,)))
        self.ask("LIFE-1", lambda: cast(LifetimeSystem, self.system).hold_session_state(kind))
        self.held_state = True

    @precondition(lambda self: "profile" in self.claimed)
    @rule(name=st.sampled_from(NAMES))
    def give_name(self, name: str) -> None:
        self.program.append(Step("When", 'the user gives the name "{}" on kotoba setup', (name,)))
        profile = cast(ProfileSystem, self.system)
        self.ask("PROF-1", lambda: profile.set_user_name(name, "setup"))
        self.name = name

    @invariant()
    def profile_names_the_last_name(self) -> None:
        if self.name is None:
            return
        block = self.ask("PROF-2", cast(ProfileSystem, self.system).profile_for_prompt)
        line = f"- name: {self.name}"
        then = Step("Then", 'what Kotoba knows about the user reads "{}"', (line,))
        self.check(
            line in store_files.markdown_lines(block), "PROF-2", then, repr(line), repr(block)[:500]
        )

    @precondition(lambda self: "visual" in self.claimed)
    @rule(about=st.sampled_from(ABOUTS))
    def keep_image(self, about: str) -> None:
        if about in self.images:
            return
        self.shared += 1
        name = f"restart {self.shared}.png"
        self.program.append(
            Step(
                "Given",
                'the model has kept the shared image "{}" about "{}" as kind "{}"',
                (name, about, "other"),
            )
        )
        visual = cast(VisualSystem, self.system)
        self.ask("VIS-3", lambda: visual.share_image(images.b64(images.png(name)), name))
        answer = self.ask("VIS-3", lambda: visual.remember_image("attachment", about, "", "other"))
        then = Step("Then", "the reply says the image is kept")
        self.check(bool(answer["kept"]), "VIS-4", then, "kept", repr(answer)[:500])
        self.images[about] = str(answer["id"])

    @invariant()
    def every_image_kept_is_recalled(self) -> None:
        visual = cast(VisualSystem, self.system)
        for about, image_id in self.images.items():
            answer = self.ask("VIS-3", partial(visual.recall_image, about))
            then = Step("Then", 'recalling "{}" attaches the image kept about "{}"', (about, about))
            found = answer["attached"]
            self.check(image_id in found, "VIS-3", then, f"[{image_id!r}]", repr(found)[:500])


def machine_for(adapter: Adapter) -> type[RestartMachine]:
    return cast(
        type[RestartMachine], type("AdapterRestartMachine", (RestartMachine,), {"adapter": adapter})
    )


def run(adapter: Adapter, runs: int, steps: int = 40, run_seed: int = 0) -> None:
    """Like `store_machine.run`, with the restart machine."""
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
