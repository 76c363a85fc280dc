"""The reference implementation of Kotoba's memory, as the two documents describe it.

Small modules, each owning one rule, in rooms: a package per capability, each saying in its
docstring what it is and what it may import. `facts` (the fact store: `normalise`, `refusals`,
`judgement`, `index`, `recall`, `prompt`, and `store`, which puts them together), `conversation`
(the SQLite log and its search, the profile, the personal context), `visual` (image memory),
`settings_app` (capability `http`), `collector` and `lifetime`. Above them, `adapter` puts the
rooms together and exposes them to the suite; `cli` and `stdio` serve the adapter; `paths` is a
leaf the adapter and the collector share. Nothing here knows about pytest.

Extension points, for variants such as the broken implementations in `tests/broken`:
`facts.rules.Rules` (the rules a fact store applies, one swappable function each) and the parts
a `ReferenceSystem` is built from (`store_class`, `rules`, `visual_class`, `collector_class`,
`settings_class`, `app_factory`, `extraction_model`). Everything else is private to the
reference, free to change.
"""
