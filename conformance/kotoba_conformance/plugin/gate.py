"""Which scenarios run: the clauses the user selected, a known failure's scenarios marked as
expected to fail, and every scenario needing a capability the adapter does not claim skipped
with that reason ("not claimed" is never "passed", and pytest counts it "not claimed")."""

from __future__ import annotations

import re
from collections.abc import Collection
from pathlib import Path

import pytest

from kotoba_conformance.contract.locations import STEPS_DIR, features_dir
from kotoba_conformance.plugin.scenarios import (
    clauses_of,
    level_of,
    required_capabilities,
    resolutions_of,
    scenario_name,
)
from kotoba_conformance.plugin.settings import RunSettings
from kotoba_conformance.reports.outcomes import not_claimed_reason

PROGRAMS_MODULE = "test_programs.py"
"""The generated programs' module: each program checks most clauses of its capabilities at
once, so a run of some clauses (`--clause`, a focused run) leaves them out unless asked
(`--programs`); a whole run has them."""
SCENARIO_PROPERTY = "kotoba_scenario"
"""The user property naming a report's scenario (JSON-shaped, to cross to xdist's controller)."""


_FEATURE_NAMED = re.compile(r'feature\(\s*"(?P<name>[^"]+\.feature)"\s*\)')
"""How a step module names the features it collects: `scenarios(feature("store.feature"))`."""


def may_collect_any(module: Path, clauses: Collection[str]) -> bool:
    """Whether a step module can collect a scenario tagged with one of `clauses`: a tag anywhere
    in the features it names (on the feature, a rule, a scenario or its examples) counts, and a
    module naming no feature, or one not found, is kept; the generated programs' never is."""
    if module.name == PROGRAMS_MODULE:
        return False
    names = _FEATURE_NAMED.findall(module.read_text(encoding="utf-8"))
    tag = re.compile(rf"@(?:{'|'.join(map(re.escape, clauses))})(?![\w-])", re.IGNORECASE)
    for name in names or [None]:
        path = features_dir() / name if name else None
        if path is None or not path.is_file() or tag.search(path.read_text(encoding="utf-8")):
            return True
    return False


class Gate:
    def __init__(self, settings: RunSettings) -> None:
        self.settings = settings

    def pytest_ignore_collect(self, collection_path: Path, config: pytest.Config) -> bool | None:
        """A run of some clauses does not import the step modules whose features carry none of
        them: every scenario there would be deselected below, after its collection had cost a
        third of a second of a one-clause run. Nor the generated programs (`PROGRAMS_MODULE`),
        unless asked for."""
        del config
        if not self.settings.selected or collection_path.suffix != ".py":
            return None
        if collection_path.resolve().parent != STEPS_DIR:
            return None
        if not collection_path.name.startswith("test_"):
            return None
        if collection_path.name == PROGRAMS_MODULE:
            return None if self.settings.programs else True
        return None if may_collect_any(collection_path, self.settings.selected) else True

    def pytest_collection_modifyitems(
        self, config: pytest.Config, items: list[pytest.Item]
    ) -> None:
        if wanted := set(self.settings.selected):
            keep = [i for i in items if wanted & set(clauses_of(i))]
            config.hook.pytest_deselected(items=[i for i in items if i not in keep])
            items[:] = keep
        for item in items:
            if expected := sorted(self.settings.known & set(clauses_of(item))):
                reason = f"known failure: {', '.join(expected)}"
                item.add_marker(pytest.mark.xfail(reason=reason, strict=False))

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        if not (tags := clauses_of(item)):
            return
        scenario = {
            "name": scenario_name(item),
            "clauses": list(tags),
            "level": level_of(item).value,
            "resolutions": list(resolutions_of(item)),
        }
        item.user_properties.append((SCENARIO_PROPERTY, scenario))
        if unclaimed := required_capabilities(item) - self.settings.claimed:
            pytest.skip(not_claimed_reason(unclaimed))
