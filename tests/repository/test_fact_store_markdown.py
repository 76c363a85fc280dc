"""`benchmarks/fact_store.py --markdown`: the adapters side by side, a column each, every size's
operations a row, for the speed section of `docs/conformance.md`."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "fact_store.py"


def script() -> ModuleType:
    """The script, loaded from its file: benchmarks/ is not a package."""
    spec = importlib.util.spec_from_file_location("fact_store", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_two_adapters_side_by_side_with_a_figure_missing() -> None:
    bench = script()
    figures = {name: {"p50": 0.5, "p95": 1.25} for name in bench.OPERATIONS}
    figures |= {"disk floor (2 writes)": {"p50": 2.0, "p95": 3.0}, "rss": {"mb": 40.25}}
    slower = {name: {"p50": 5.0, "p95": 12.5} for name in bench.OPERATIONS}
    table = {("reference", 1000): figures, ("other", 1000): slower}
    text = bench.markdown_table(table, runs=3)
    lines = text.splitlines()
    assert lines[0] == "| facts | operation | `reference` p50 / p95 ms | `other` p50 / p95 ms |"
    assert "| 1,000 | write_fact | 0.50 / 1.25 | 5.00 / 12.50 |" in lines
    assert "| 1,000 | disk floor (2 writes) | 2.00 / 3.00 | - |" in lines
    assert "| 1,000 | rss (resident memory) | 40.2 MB | - |" in lines
    assert lines[-1] == "Each figure the median of 3 runs."
