"""The reference implementation of Kotoba's memory, as the two documents describe it.

Small modules, each owning one rule: `paths`, `normalise`, `refusals`, `judgement`, `index`,
`recall`, `prompt`, and `store`, which puts them together. `adapter` exposes it to the suite.
Nothing here knows about pytest.
"""
