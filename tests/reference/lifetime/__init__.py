"""Unit tests of the lifetime room (`kotoba_reference.lifetime`)."""
