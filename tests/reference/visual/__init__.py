"""Unit tests of the visual room (`kotoba_reference.visual`)."""
