"""A pytest plugin for `tests/repository/test_tox_envs.py`: writes each collected test's id and the
names of
its marks, as JSON, to the file `KOTOBA_COLLECTED_MARKS` names, and runs nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    marks = {item.nodeid: sorted({mark.name for mark in item.iter_markers()}) for item in items}
    Path(os.environ["KOTOBA_COLLECTED_MARKS"]).write_text(json.dumps(marks), encoding="utf-8")
    config.hook.pytest_deselected(items=list(items))
    items.clear()
