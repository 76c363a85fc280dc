"""Deliberately broken implementations, each tiny and named for what it gets wrong.

Each module wraps the reference and breaks one documented rule. It declares `CAUGHT_AS`, the
clause ids the suite must report failed for it; `tests/power/test_suite_catches_broken.py` runs the
whole suite against every module here and checks exactly that. A broken implementation the suite
passes means the suite cannot see that defect. A module may also declare `CAUGHT_IN`, the titles
of scenarios that must each fail: one that breaks two behaviours proves that a failing check of
the first does not hide the second.
"""
