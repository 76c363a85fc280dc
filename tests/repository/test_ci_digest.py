"""`.ci/red_digest.py`: a red `tox` says why in the last lines of CI's log."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def red_digest() -> ModuleType:
    spec = importlib.util.spec_from_file_location("red_digest", ROOT / ".ci" / "red_digest.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


LOG = """\
py310: install_package> python -I -m pip install kotoba_conformance-0.2.0-py3-none-any.whl
py310: commands[0]> pytest -n auto -m "not catches_broken"
....F....
E       AssertionError: the digests are stale
E       assert not ['reference']
E       +  where ['reference'] = sorted(...)
E       and one line too many
FAILED tests/test_conformance_page.py::test_digests - AssertionError: the digests are stale
1 failed, 1085 passed in 64.52s
py310: exit 1 (65.00 seconds) /ci> pytest -n auto pid=1
lint: commands[0]> ruff check .
All checks passed!
upstream: commands[0]> kotoba-conformance run --adapter kotoba-companion
WRITE-5    facts           FAILED          2/3
HTTP-5     http            passed          1/1
clauses: 70 passed, 1 FAILED, 0 not claimed
upstream: exit 1 (20.00 seconds) /ci> kotoba-conformance run --adapter kotoba-companion pid=3
upstream: commands[1]> kotoba-conformance stress --adapter kotoba-companion
stress passed
  py310: FAIL code 1 (67.80=setup[3.10]+cmd[4.04,60.67] seconds)
  lint: OK (0.78=setup[0.61]+cmd[0.10,0.08] seconds)
  upstream: FAIL code 1 (67.80 seconds)
  evaluation failed :( (82.76 seconds)
"""


def test_each_failed_env_is_named_with_the_command_that_failed_and_what_it_said() -> None:
    printed = red_digest().digest(LOG)
    assert printed == [
        "== why tox is red: py310, upstream ==",
        'py310 (exit 1): pytest -n auto -m "not catches_broken"',
        "  E       AssertionError: the digests are stale",
        "  E       assert not ['reference']",
        "  E       +  where ['reference'] = sorted(...)",
        "  FAILED tests/test_conformance_page.py::test_digests - AssertionError: the digests"
        " are stale",
        "upstream (exit 1): kotoba-conformance run --adapter kotoba-companion",
        "  WRITE-5    facts           FAILED          2/3",
        "  clauses: 70 passed, 1 FAILED, 0 not claimed",
    ]


def test_a_green_log_has_no_digest() -> None:
    green = "lint: commands[0]> ruff check .\n  lint: OK (0.78 seconds)\n  congratulations :)\n"
    assert red_digest().digest(green) == []


def test_many_failures_stay_within_the_limit_and_say_how_many_were_left_out() -> None:
    module = red_digest()
    failures = "".join(f"FAILED tests/test_x.py::test_{i} - AssertionError\n" for i in range(90))
    log = f"broken: commands[0]> pytest -m catches_broken\n{failures}  broken: FAIL code 1 (9 s)\n"
    printed = module.digest(log)
    assert len(printed) <= module.LIMIT
    assert printed[-1].startswith("  … ")
    assert printed[-1].endswith("more in the log above")
