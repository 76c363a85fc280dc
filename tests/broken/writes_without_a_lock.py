"""Writes without any lock: no `USER.md.lock` beside the index, and two installs writing at once
can each read the files before the other saves, so one's fact is lost."""

from __future__ import annotations

from contextlib import nullcontext
from typing import cast

from filelock import FileLock
from kotoba_conformance.contract.adapter import SystemSpec
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem

CAUGHT_AS = {"STORE-8"}


class System(ReferenceSystem):
    def __init__(self, spec: SystemSpec) -> None:
        super().__init__(spec)
        self.store._lock = cast(FileLock, nullcontext())  # holds nothing, creates no file


class Adapter(ReferenceAdapter):
    system_class = System
