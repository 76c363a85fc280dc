"""Where the shipped feature files and step modules are, from a wheel or from a checkout."""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent
"""The `kotoba_conformance` package folder (this module lives in its `contract/` room)."""
STEPS_DIR = PACKAGE_DIR / "steps"


def features_dir() -> Path:
    """`kotoba_conformance/features` inside a wheel; the top-level `features/` in a checkout."""
    for candidate in (PACKAGE_DIR / "features", PACKAGE_DIR.parent.parent / "features"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"no features/ folder beside {PACKAGE_DIR}: is the kit installed whole?"
    )


def feature(name: str) -> str:
    """The absolute path of one shipped feature file, for `pytest_bdd.scenarios`."""
    return str(features_dir() / name)
