"""Deliberately broken implementations, each tiny and named for what it gets wrong.

Each module wraps the reference and breaks one documented rule. Its docstring is its frontmatter
(`tests/README.md`): the clauses the suite must report failed for it (`clause`), the mode that
catches it (`caught by`, default `run`) and, optionally, scenarios that must each fail (`caught
in`: one that breaks two behaviours proves that a failing check of the first does not hide the
second). `tests/power/test_suite_catches_broken.py` runs the suite against every module `run`
catches and checks exactly that. A broken implementation the suite passes means the suite cannot
see that defect.
"""
