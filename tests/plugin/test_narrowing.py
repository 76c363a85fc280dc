"""A run of some clauses imports only the step modules whose features carry them: never one
fewer than the modules holding a scenario tagged with the clause."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest
from kotoba_conformance.contract import catalogue
from kotoba_conformance.contract.locations import STEPS_DIR
from kotoba_conformance.plugin.gate import PROGRAMS_MODULE, may_collect_any

LISTING_PLUGIN = """
import json, os

def pytest_collection_finish(session):
    rows = [[item.nodeid.split("::")[0], [str(m.args[0]) for m in item.iter_markers("clause")]]
            for item in session.items]
    with open(os.environ["KOTOBA_TEST_LISTING"], "w", encoding="utf-8") as out:
        json.dump(rows, out)
"""


def modules_by_clause(tmp_path: Path) -> dict[str, set[str]]:
    """Every scenario of a whole collection, by clause: the step modules holding its scenarios."""
    (tmp_path / "listing_plugin.py").write_text(LISTING_PLUGIN, encoding="utf-8")
    listing = tmp_path / "listing.json"
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "KOTOBA_TEST_LISTING": str(listing)}
    subprocess.run(
        [sys.executable, "-m", "pytest", "--pyargs", "kotoba_conformance.steps",
         "--kotoba-adapter=reference", "--collect-only", "-q", "-p", "no:cacheprovider",
         "-p", "listing_plugin", f"--rootdir={STEPS_DIR}",
         f"--config-file={STEPS_DIR / 'pytest.ini'}"],
        env=env, capture_output=True, text=True, timeout=600, check=True,
    )  # fmt: skip
    found: dict[str, set[str]] = defaultdict(set)
    for module, clauses in json.loads(listing.read_text(encoding="utf-8")):
        for clause in clauses:
            found[clause].add(Path(module).name)
    return found


@pytest.mark.runs_the_kit
def test_every_module_holding_a_clauses_scenarios_is_kept_and_few_others(tmp_path: Path) -> None:
    holding = modules_by_clause(tmp_path)
    for modules_of_clause in holding.values():  # left out of every focused run on purpose
        modules_of_clause.discard(PROGRAMS_MODULE)
    modules = sorted(STEPS_DIR.glob("test_*.py"))
    kept = {c: {m.name for m in modules if may_collect_any(m, [c])} for c in catalogue.clauses()}
    assert not any(PROGRAMS_MODULE in names for names in kept.values())
    dropped = {c: sorted(holding[c] - kept[c]) for c in kept if holding[c] - kept[c]}
    assert not dropped, f"modules holding the clause's scenarios left out: {dropped}"
    assert sum(map(len, kept.values())) < 2 * len(kept), "most runs of one clause import it all"


def test_a_module_naming_no_feature_is_kept(tmp_path: Path) -> None:
    module = tmp_path / "test_elsewhere.py"
    module.write_text('scenarios("somewhere.feature")\n', encoding="utf-8")
    assert may_collect_any(module, ["WRITE-2"])
