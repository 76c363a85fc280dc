"""Step definitions: one module per feature file (`test_writing.py` runs `writing.feature`),
common steps in `conftest.py`. Steps only ever talk to the adapter and the store's files."""
