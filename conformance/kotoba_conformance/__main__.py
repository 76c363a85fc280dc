"""`python -m kotoba_conformance` is the CLI."""

import sys

from kotoba_conformance.cli import main

sys.exit(main())
