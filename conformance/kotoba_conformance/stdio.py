"""`python -m kotoba_conformance.stdio --adapter SPEC`, the name implementers already use to serve
a Python adapter over the stdio protocol. The protocol lives in `contract/stdio/`."""

from __future__ import annotations

import sys

from kotoba_conformance.contract.stdio import PROTOCOL_VERSION, ImplementationError, StdioAdapter

__all__ = ["PROTOCOL_VERSION", "ImplementationError", "StdioAdapter"]

if __name__ == "__main__":
    from kotoba_conformance.contract.stdio.server import main

    sys.exit(main())
