"""`-k` and `-m` checked before any scenario runs.

Under pytest-xdist the controller collects nothing: each worker parses the expressions, and a
mistyped one ends every worker at once, which the controller reports as an INTERNALERROR about a
crashed item. Parsed here first, in the controller, the mistake is pytest's own one-line usage
error. pytest offers no public parser, so its private one is used when it is there and has the
shape known here; otherwise the check is left to pytest, as before.
"""

from __future__ import annotations

import importlib
from typing import Any

import pytest

OPTIONS = (("keyword", "-k"), ("markexpr", "-m"))


def check(config: pytest.Config) -> None:
    """Raise pytest's usage error for an expression of `-k` or `-m` that does not parse."""
    parse: Any = getattr(importlib.import_module("_pytest.mark"), "_parse_expression", None)
    if parse is None:
        return
    for option, flag in OPTIONS:
        if expression := config.getoption(option, default=""):
            try:
                parse(expression, f"Wrong expression passed to '{flag}'")
            except pytest.UsageError:
                raise
            except Exception:  # a pytest whose private parser has another shape
                return
