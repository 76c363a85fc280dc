"""The reference implementation of Kotoba's memory, as the two documents describe it.

Small modules, each owning one rule: `paths`, `normalise`, `refusals`, `judgement`, `index`,
`recall`, `prompt`, and `store`, which puts them together. `adapter` exposes it to the suite.
Nothing here knows about pytest.

Extension points, for variants such as the broken implementations in `tests/broken`: `rules.Rules`
(the rules a fact store applies, one swappable function each) and the parts a `ReferenceSystem` is
built from (`store_class`, `rules`, `visual_class`, `collector_class`, `settings_class`,
`app_factory`, `extraction_model`). Everything else is private to the reference, free to change.
"""
