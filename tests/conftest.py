"""The tests' scratch folders go where `kotoba-conformance run` puts its scenarios' (in memory,
where the machine has room: `cli.scratch_root`): the reference's property and state-machine
tests open a store for each example, and on a disk every write's flush costs milliseconds (26 s
for those tests on disk here, 6 s in memory)."""

from __future__ import annotations

import tempfile

import pytest
from hypothesis import HealthCheck, settings
from kotoba_conformance import cli

settings.register_profile(
    "kit-tests",
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("kit-tests")
"""Every property test draws the same examples in every run, and no clock judges them: a verdict
of `tox` is the commit's, never the draw's nor the machine's load. Hypothesis' default deadline
(200 ms an example) and its `too_slow` health check time the machine, which a busy core can
fail; how fast the code is, the benchmarks measure (the modes' own runs take their seeds from
their options and have neither)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--full",
        action="store_true",
        help="tests/power/test_deep.py: fuzz and stress at the modes' own default sizes, not"
        " the budget",
    )


def pytest_configure(config: pytest.Config) -> None:
    del config
    if (root := cli.scratch_root(None)) is not None:
        tempfile.tempdir = str(root)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` (tox's environments) spreads the tests as a whole run spreads its scenarios:
    much of either is waiting on other processes (the CLI, writers, servers, a browser)."""
    del config
    return cli.whole_run_workers()
