"""A helper process of a published variant: `python -m tests.blind.published._child VARIANT
MODULE ARGS...` imports the variant (which edits the published package), then runs MODULE as
`python -m MODULE ARGS...` would."""

from __future__ import annotations

import importlib
import runpy
import sys

if __name__ == "__main__":
    variant, target, *arguments = sys.argv[1:]
    importlib.import_module(variant)
    sys.argv = [target, *arguments]
    runpy.run_module(target, run_name="__main__", alter_sys=True)
