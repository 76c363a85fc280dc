"""The reference spoken to over stdio, as an implementation in another language would be:

kotoba-conformance run --adapter-command "python -m kotoba_reference.stdio"
"""

from __future__ import annotations

import sys
from importlib.metadata import PackageNotFoundError, version

from kotoba_conformance.contract.stdio.server import serve

from kotoba_reference.adapter import ReferenceAdapter

DISTRIBUTION = "kotoba-reference"


def main() -> int:
    try:
        installed = version(DISTRIBUTION)
    except PackageNotFoundError:
        installed = "unknown"
    return serve(ReferenceAdapter(), "kotoba-reference", installed)


if __name__ == "__main__":
    sys.exit(main())
