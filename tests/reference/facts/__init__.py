"""Unit tests of the facts room (`kotoba_reference.facts`), and the fact store's properties,
state machine and snapshots through the adapter."""
