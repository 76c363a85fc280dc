"""The collector's prompt names only three of the four things never to extract: it leaves out
inferences about the user's identity, health, beliefs or politics that they never stated."""

from __future__ import annotations

from collections.abc import Iterable

from kotoba_reference import extractor_prompt
from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.collector import Collector

CAUGHT_AS = {"COL-2"}


def prompt_with_three_items(message: str, stored: Iterable[str], companion: str) -> str:
    prompt = extractor_prompt.build_prompt(message, stored, companion)
    return prompt.replace(f"- {extractor_prompt.NEVER_ITEMS[-1]}\n", "")


class ThreeItemCollector(Collector):
    build_prompt = staticmethod(prompt_with_three_items)


class System(ReferenceSystem):
    collector_class = ThreeItemCollector


class Adapter(ReferenceAdapter):
    system_class = System
