"""Unit tests of the reference implementation: a folder per room (`facts/`, `conversation/`, ...),
mirroring `kotoba_reference`'s, and the top-level modules' tests here."""
