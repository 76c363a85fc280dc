"""delete_topic removes the topic file but does not rebuild USER.md: ## Topics still lists the
deleted topic with its old count until the next write.

clause: EDIT-3
sentence: which removes the file and rebuilds the index
"""

from tests.liberal.kotoba_liberal import system
from tests.liberal.kotoba_liberal.adapter import Adapter
from tests.liberal.kotoba_liberal.memory import _SLUG, Memory


class _NoRebuildMemory(Memory):
    def delete_topic(self, slug: str) -> bool:
        if not isinstance(slug, str):
            raise TypeError(f"a slug must be text, not {type(slug).__name__}")
        if not _SLUG.fullmatch(slug) or not self.store.root.is_dir():
            return False
        with self.store.locked():
            return self.store.remove_topic(slug)


vars(system)["Memory"] = _NoRebuildMemory

__all__ = ["Adapter"]
