"""A pytest plugin for the mutation run only (`-p fresh_caches`): empty the reference's caches
before each scenario.

mutmut forks each mutant's run from a process that has already run every scenario with the
original code. The reference caches pure functions of text (`functools.lru_cache`, and recall's
table of stems), so without this the original's answers, cached, would stand in for the mutant's
code, and a mutant of a cached function's helpers would survive without ever having run. Per
scenario, not per session: mutmut's first run records which scenarios reach each function, and a
scenario served from another's cache would be left off that list.
"""

from __future__ import annotations

import sys


def pytest_runtest_setup() -> None:
    for name, module in list(sys.modules.items()):
        if name.split(".")[0] != "kotoba_reference":
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()
    recall = sys.modules.get("kotoba_reference.facts.recall")
    if recall is not None:
        recall._STEMS.clear()
