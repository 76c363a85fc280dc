"""What the collector prompts that drop one never-rule share: the reference's prompt with that
rule's bullet taken out of the never-list, and a sentence after the list that uses the rule's
own words the other way round, outside any prohibition (not a broken implementation itself; the
harness skips modules whose names start with "_"). A check that looked for the rule's words
anywhere after the first "never" passed every one of them."""

from __future__ import annotations

from collections.abc import Iterable

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.collector import prompt as extractor_prompt
from kotoba_reference.collector.passes import Collector

LIST_ENDS = "\n\nAlready stored"
"""Where the never-list ends in the reference's prompt: the next section's opening words."""


def adapter_dropping(rule: int, elsewhere: str) -> type[ReferenceAdapter]:
    """An adapter whose collector's prompt leaves out `NEVER_ITEMS[rule]` and says
    `elsewhere` (if anything) right after the list."""

    def prompt(message: str, stored: Iterable[str], companion: str) -> str:
        built = extractor_prompt.build_prompt(message, stored, companion)
        without = built.replace(f"- {extractor_prompt.NEVER_ITEMS[rule]}\n", "", 1)
        without = without.replace(f"\n- {extractor_prompt.NEVER_ITEMS[rule]}", "", 1)
        assert without != built, "the rule's bullet was not found in the reference's prompt"
        if not elsewhere:
            return without
        return without.replace(LIST_ENDS, f"\n\n{elsewhere}{LIST_ENDS}", 1)

    class DroppingCollector(Collector):
        build_prompt = staticmethod(prompt)

    class System(ReferenceSystem):
        collector_class = DroppingCollector

    class Adapter(ReferenceAdapter):
        system_class = System

    return Adapter
