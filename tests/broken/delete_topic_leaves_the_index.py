"""Deletes a topic's file from the settings but leaves USER.md as it was: the deleted topic's
`## Topics` line and its facts under `## Recent` stay until some later write.

clause: EDIT-3
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.facts.index import slug_of

from tests.broken import _seams


class System(ReferenceSystem):
    def delete_topic(self, slug: str) -> None:
        if name := slug_of(slug):
            _seams.topic_file(self.paths.memory_dir, name).unlink(missing_ok=True)


class Adapter(ReferenceAdapter):
    system_class = System
