"""Reading the settings payload (HTTP-3) without relying on more shape than the documents give:
they name `memory.recent` and say the payload lists every topic as slug and count."""

from __future__ import annotations

from collections.abc import Mapping


def topic_counts(memory: dict[str, object]) -> dict[str, int]:
    """Every slug with its count, under `memory.topics` if there is one, else wherever under
    `memory` the payload lists them: as a `{slug: count}` object, or as a list of objects each
    with one string and one integer."""
    found: dict[str, int] = {}
    listed = {"topics": memory["topics"]} if "topics" in memory else memory
    for key, value in listed.items():
        if key == "recent":
            continue
        if isinstance(value, dict) and value and all(_is_count(v) for v in value.values()):
            found.update({str(k): int(v) for k, v in value.items()})
        elif isinstance(value, list):
            for item in value:
                pair = _slug_and_count(item)
                if pair is not None:
                    found[pair[0]] = pair[1]
    return found


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _slug_and_count(item: object) -> tuple[str, int] | None:
    if not isinstance(item, dict):
        return None
    texts = [v for v in item.values() if isinstance(v, str)]
    counts = [v for v in item.values() if _is_count(v)]
    if len(texts) == 1 and len(counts) == 1:
        return texts[0], int(counts[0])
    return None


def recent_fact(item: str, topic_of: Mapping[str, str]) -> str:
    """An item of memory.recent as the fact it stands for: the fact itself, or the fact tagged
    with its topic the way the prompt tags it (`Has a cat named Luna [pets]`)."""
    for fact, topic in topic_of.items():
        if item == f"{fact} [{topic}]":
            return fact
    return item
