"""Kotoba memory conformance kit: Gherkin features, their steps, and the adapter contract."""

from kotoba_conformance.adapter import CAPABILITIES, REQUIRED, Adapter, System, SystemSpec

__all__ = ["CAPABILITIES", "REQUIRED", "Adapter", "System", "SystemSpec"]
