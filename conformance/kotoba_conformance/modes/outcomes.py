"""How a fuzz run ends when it does not pass: a check of the state machine that failed, with
the program that led there, and a transport error carried past hypothesis unshrunk."""

from __future__ import annotations

from kotoba_conformance.contract.errors import TransportError
from kotoba_conformance.modes.counterexample import Step, program_scenario


class MachineFailure(AssertionError):
    """One check of the model failed: the clause, the Then step stating the check, what was
    expected and what was found, and the program (Given and When steps) that led there."""

    def __init__(self, clause: str, then: Step, expected: str, found: str) -> None:
        super().__init__(f"{clause}: expected {expected}, found {found}")
        self.clause = clause
        self.then = then
        self.expected = expected
        self.found = found
        self.program: tuple[Step, ...] = ()

    def scenario(self) -> str:
        """The program and the failed check as a scenario to paste into a feature."""
        steps = [*self.program, self.then]
        return program_scenario(self.clause, steps, self.expected, self.found)


class TransportAbort(BaseException):
    """A transport error inside a program, raised past hypothesis so it is not shrunk (the
    implementation could not be reached: nothing to learn by trying smaller programs)."""

    def __init__(self, error: TransportError) -> None:
        super().__init__(str(error))
        self.error = error


def listed(facts: list[str] | set[str]) -> str:
    """Facts as an expected or found value: a list of quoted strings."""
    return "[" + ", ".join(repr(f) for f in facts) + "]"
