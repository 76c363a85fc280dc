"""The contract room: what an implementation meets, and nothing else of the kit.

`adapter.py` (the protocols an adapter and its systems satisfy), `catalogue.py` (the numbered
clauses, with `clauses.md` and the two documents in `documents/`), `loading.py` (turning an
adapter spec into an adapter, checked before any scenario), `errors.py`, `locations.py`, and
`stdio/` (the same contract spoken as JSON lines with a child process)."""
