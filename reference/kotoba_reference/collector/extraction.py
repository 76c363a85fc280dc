"""What the collector's model answers, and the models the reference can ask.

A model is any callable from the prompt to its raw answer, JSON text of the shape the prompt asks
for: `{"facts": [...], "user_name": ..., "companion_name": ...}`. That callable is the hook for
a real model: wrap your client in a function `prompt -> str` and set it as `extraction_model` on
a subclass of `ReferenceSystem` (see `surface`). The reference's offline default is
`rule_model.answer`, deterministic, with no network and no weights. A scripted model (the
suite's) returns an answer a scenario chose, after an optional delay.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

ExtractionModel = Callable[[str], str]
"""prompt -> the model's raw answer (JSON text)."""


@dataclass(frozen=True)
class Extraction:
    """A model's answer, read defensively: anything malformed counts as nothing found."""

    facts: list[str] = field(default_factory=list)
    user_name: str | None = None
    companion_name: str | None = None


def parse(raw: str) -> Extraction:
    """Read a model's answer; a malformed answer (not JSON, wrong types) extracts nothing, since
    a model's slip must never reach the store."""
    try:
        data = json.loads(raw)
    except (TypeError, ValueError):
        return Extraction()
    if not isinstance(data, dict):
        return Extraction()
    facts = data.get("facts") or []
    if not isinstance(facts, list):
        facts = []
    return Extraction(
        facts=[fact for fact in facts if isinstance(fact, str)],
        user_name=_text_or_none(data.get("user_name")),
        companion_name=_text_or_none(data.get("companion_name")),
    )


def _text_or_none(value: object) -> str | None:
    return value if isinstance(value, str) else None


class ScriptedModel:
    """A model whose answer is data: the same chosen answer to every prompt, after a delay."""

    def __init__(self, answer: Mapping[str, object]) -> None:
        self.answer = validated(answer)
        delay = answer.get("delay_seconds", 0)
        self.delay_seconds = float(delay) if isinstance(delay, (int, float)) else 0.0

    def __call__(self, prompt: str) -> str:
        del prompt
        if self.delay_seconds > 0:
            time.sleep(self.delay_seconds)
        return json.dumps(self.answer)


def validated(answer: Mapping[str, object]) -> dict[str, object]:
    """The answer's model-facing keys, after checking the types the contract gives them."""
    if not isinstance(answer, Mapping):
        raise TypeError(f"a scripted answer is an object, not {type(answer).__name__}")
    facts = answer.get("facts", [])
    if not isinstance(facts, list) or not all(isinstance(fact, str) for fact in facts):
        raise TypeError("a scripted answer's facts are a list of strings")
    for key in ("user_name", "companion_name"):
        if answer.get(key) is not None and not isinstance(answer[key], str):
            raise TypeError(f"a scripted answer's {key} is a string or null")
    delay = answer.get("delay_seconds", 0)
    if isinstance(delay, bool) or not isinstance(delay, (int, float)) or delay < 0:
        raise ValueError("a scripted answer's delay_seconds is a number, zero or more")
    unknown = set(answer) - {"facts", "user_name", "companion_name", "delay_seconds"}
    if unknown:
        raise ValueError(f"a scripted answer has no keys {sorted(unknown)}")
    return {
        "facts": list(facts),
        "user_name": answer.get("user_name"),
        "companion_name": answer.get("companion_name"),
    }
