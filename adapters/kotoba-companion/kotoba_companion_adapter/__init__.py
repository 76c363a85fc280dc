"""The conformance kit's adapter for the published Kotoba (`kotoba-companion` on PyPI).

`kotoba-conformance run --adapter kotoba-companion` judges the system the two documents describe,
through its own code: see `adapter.py` for what is driven, what is emulated and why, and
`deviations.py` for the clauses it is known to fail.
"""
