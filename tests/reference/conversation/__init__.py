"""Unit tests of the conversation room (`kotoba_reference.conversation`)."""
