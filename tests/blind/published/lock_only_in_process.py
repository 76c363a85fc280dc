"""A write holds only the in-process RLock, never USER.md.lock, so two processes writing at once
can each rebuild the index from a stale read and lose the other's fact.

clause: STORE-8
sentence: Writes are atomic and locked across processes — the lock file USER.md.lock sits beside the
  index.
"""

from tests.blind.published._variant import variant

Adapter = variant(
    __name__,
    "kotoba.core.user_memory",
    ("with _lock, atomic_file.exclusive(user_md_path()):", "with _lock:"),
)
