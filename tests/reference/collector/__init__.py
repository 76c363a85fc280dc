"""Unit tests of the collector room (`kotoba_reference.collector`)."""
