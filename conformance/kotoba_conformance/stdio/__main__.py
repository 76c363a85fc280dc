"""`python -m kotoba_conformance.stdio --adapter SPEC`: serve a Python adapter over stdio."""

import sys

from kotoba_conformance.stdio.server import main

sys.exit(main())
