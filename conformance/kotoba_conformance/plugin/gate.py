"""Which scenarios run: the clauses the user selected, a known failure's scenarios marked as
expected to fail, and every scenario needing a capability the adapter does not claim skipped
with that reason ("not claimed" is never "passed")."""

from __future__ import annotations

import pytest

from kotoba_conformance.plugin.scenarios import (
    clauses_of,
    level_of,
    required_capabilities,
    resolutions_of,
    scenario_name,
)
from kotoba_conformance.plugin.settings import RunSettings

SCENARIO_PROPERTY = "kotoba_scenario"
"""The user property naming a report's scenario (JSON-shaped, to cross to xdist's controller)."""


class Gate:
    def __init__(self, settings: RunSettings) -> None:
        self.settings = settings

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
            pytest.skip(f"not claimed: {', '.join(sorted(unclaimed))}")
