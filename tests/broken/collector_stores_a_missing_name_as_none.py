"""The collector hands the profile whatever the model gave as the user's name, turned into text:
a model that answers `"user_name": null`, or leaves the key out, renames the user "None". The
scenarios script a name whenever they look at it, so only answers without one find it: the
fuzz mode, which checks that such an answer leaves the name as it was.

clause: COL-4
caught by: fuzz
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.collector.extraction import Extraction
from kotoba_reference.collector.passes import Collector

FUZZ_ENTRIES = ("collector(answer)",)


class TextifyingCollector(Collector):
    def keep(self, extraction: Extraction) -> None:
        super().keep(extraction)
        if extraction.user_name is None:
            self.set_user_name(str(extraction.user_name))


class System(ReferenceSystem):
    collector_class = TextifyingCollector


class Adapter(ReferenceAdapter):
    system_class = System
