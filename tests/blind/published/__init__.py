"""Blind variants of the published Kotoba (`kotoba-companion` 0.10.0, driven by its adapter)."""
