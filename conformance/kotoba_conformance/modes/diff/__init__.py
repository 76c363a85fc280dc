"""`kotoba-conformance diff`: where implementations differ, beyond what the suite checks.

The same generated programs (`programs/`) run on each implementation; every step's observation
is cut into aspects normalised to what the contract fixes (`aspects`), compared with the first
implementation's (`compare`), and each difference is classified: allowed by a declared open point
(`contract/open_points.md`, read by `open_points`, recognised by `matchers`), a known failure an
adapter declares, or unexplained, then shrunk and printed as a Gherkin scenario (`report`). The
command line is `command`; running it, `main`.
"""
