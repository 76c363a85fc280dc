"""The stdio protocol: the adapter contract spoken as JSON lines with a child process, so an
implementation in any language can run the suite (`kotoba-conformance run --adapter-command`).
`docs/stdio.md` walks through it; the schemas of its messages ship in `schemas/`."""

from kotoba_conformance.contract.stdio.client import ImplementationError, StdioAdapter
from kotoba_conformance.contract.stdio.protocol import PROTOCOL_VERSION

__all__ = ["PROTOCOL_VERSION", "ImplementationError", "StdioAdapter"]
