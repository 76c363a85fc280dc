"""The kit's state machine (`kotoba_conformance.modes.store_machine`) run against the reference."""

from __future__ import annotations

from hypothesis import settings
from kotoba_conformance.modes.store_machine import StoreMachine
from kotoba_reference.adapter import ReferenceAdapter


@settings(max_examples=30, stateful_step_count=40, deadline=None)
class ReferenceStoreMachine(StoreMachine):
    adapter = ReferenceAdapter()


TestReferenceStoreMachine = ReferenceStoreMachine.TestCase
