"""The adapter contract under the name implementers import: `from kotoba_conformance.adapter
import WriteResult`. It is defined in `contract/adapter.py`; this module only re-exports it."""

from kotoba_conformance.contract.adapter import *  # noqa: F403
from kotoba_conformance.contract.adapter import __all__  # noqa: F401
