"""`python -m kotoba_conformance.contract.stdio --adapter SPEC` (or the shorter
`python -m kotoba_conformance.stdio`): serve a Python adapter over stdio."""

import sys

from kotoba_conformance.contract.stdio.server import main

sys.exit(main())
