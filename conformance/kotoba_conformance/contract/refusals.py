"""The error contract as data: which call may refuse which argument, and by which rule.

`docs/contract.md` states the contract in prose ("Errors: what may be refused");
this module is the same contract in a form the suite judges by. `World.attempt` asks
`allowed_refusal` whether a `TypeError` or `ValueError` a call raised is an answer the contract
allows (then it is kept, and every store must be as it was) or a failure of the clause being
checked; the fuzz mode can ask the same. A call not listed here (`memory_dir`, `close`, the
methods without arguments) may refuse nothing.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import get_args

from kotoba_conformance.contract.adapter import (
    NameSurface,
    ScriptedExtraction,
    SessionStateKind,
    TurnMode,
)

__all__ = ["RULES", "Refusal", "Rule", "allowed_refusal", "refusable", "slug_pattern"]


@dataclass(frozen=True)
class Rule:
    """One kind of argument a call may refuse, and what allows the refusal."""

    name: str
    """What may be refused, in a few words: "a blank fact"."""
    text: str
    allowed_by: str
    """The sentence of the documents or the resolution the refusal rests on."""


WRONG_TYPE = Rule(
    "an argument of a type the documents never mention (R15)",
    "a value of a type the documents never mention for that argument (a number or a list "
    "where a fact goes, a dict where a topic goes, null where text is required)",
    "R15",
)
BLANK_FACT = Rule(
    "a blank fact",
    "a fact that is empty or only whitespace: it states nothing to save",
    '"Takes: fact and an optional free-form topic": a blank is no fact, and the documents '
    "give no reply for one",
)
MULTI_LINE_FACT = Rule(
    "a fact holding a line break (R1)",
    "a fact holding a line break (LF or CR), which may be refused instead of collapsed",
    'R1; "Multi-line text is refused at the source"',
)
NO_TOPIC_FILE = Rule(
    "a slug that names no topic file",
    "a slug that names no topic file: a string that is no slug ([a-z0-9-] only), or a slug "
    "whose topics/<slug>.md does not exist (one too long for a file name, say)",
    '"A topic slug is [a-z0-9-] only — no dots, no slashes — so a topic file can never escape '
    'topics/."; the route "removes the file", and there is none',
)
UNDOCUMENTED_VALUE = Rule(
    "a value the contract does not list",
    "a value outside the set the contract lists for that argument (a mode other than voice or "
    "work, a kind of session state not listed, a role other than user or assistant)",
    "the contract's own types (adapter.py): the suite never sends such a value in `run`",
)
NO_PLAIN_FILE_NAME = Rule(
    "a name that is no plain file name",
    "a name for the user's Files that is no plain file name (empty, . or .., a / or \\ or NUL "
    "in it, or longer than a file name can be: 255 bytes of UTF-8)",
    "put_user_file's docstring: the suite puts files under plain names only",
)
NOT_BASE64 = Rule(
    "data that is not base64",
    "image data that is not base64",
    "the visual protocol: bytes travel as base64 strings",
)
NO_KEPT_IMAGE = Rule(
    "an id of no kept image",
    "an image id the system never answered as kept (the suite passes only ids it was given)",
    "forget_image_bytes's docstring",
)
NOT_A_SCRIPTED_ANSWER = Rule(
    "an answer that is no ScriptedExtraction",
    "a scripted model answer with a key the contract does not list, a value of the wrong "
    "type, or a negative delay",
    "ScriptedExtraction (adapter.py)",
)
RULES = (
    WRONG_TYPE,
    BLANK_FACT,
    MULTI_LINE_FACT,
    NO_TOPIC_FILE,
    UNDOCUMENTED_VALUE,
    NO_PLAIN_FILE_NAME,
    NOT_BASE64,
    NO_KEPT_IMAGE,
    NOT_A_SCRIPTED_ANSWER,
)


@dataclass(frozen=True)
class Refusal:
    """A refusal the contract allows: which argument of which call, and the rule."""

    method: str
    argument: str
    rule: Rule


# --- what each argument is, and which of its values may be refused -----------------------------

ValueCheck = Callable[[object, Collection[str]], "Rule | None"]
"""Given a value of the documented type and the store's topic slugs, the rule allowing its
refusal, or None when the value must be answered."""


def _text(value: object) -> bool:
    return isinstance(value, str)


def _text_or_none(value: object) -> bool:
    return value is None or isinstance(value, str)


def _boolean(value: object) -> bool:
    return isinstance(value, bool)


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _mapping(value: object) -> bool:
    return isinstance(value, Mapping)


def _mapping_or_none(value: object) -> bool:
    return value is None or isinstance(value, Mapping)


def _answered(value: object, topics: Collection[str]) -> Rule | None:
    del value, topics
    return None


def _fact(value: object, topics: Collection[str]) -> Rule | None:
    del topics
    text = str(value)
    if not text.strip():
        return BLANK_FACT
    return MULTI_LINE_FACT if "\n" in text or "\r" in text else None


slug_pattern = re.compile(r"[a-z0-9-]+")
"""What a topic slug is: `[a-z0-9-]` only, and at least one character."""


def _slug(value: object, topics: Collection[str]) -> Rule | None:
    slug = str(value)
    return NO_TOPIC_FILE if not slug_pattern.fullmatch(slug) or slug not in topics else None


def one_of(allowed: Collection[str]) -> ValueCheck:
    def check(value: object, topics: Collection[str]) -> Rule | None:
        del topics
        return None if value in allowed else UNDOCUMENTED_VALUE

    return check


FILE_NAME_BYTES = 255


def _plain_file_name(value: object, topics: Collection[str]) -> Rule | None:
    del topics
    name = str(value)
    plain = (
        name not in {"", ".", ".."}
        and not any(c in name for c in "/\\\x00")
        and len(name.encode("utf-8")) <= FILE_NAME_BYTES
    )
    return None if plain else NO_PLAIN_FILE_NAME


def _base64(value: object, topics: Collection[str]) -> Rule | None:
    del topics
    try:
        base64.b64decode(str(value), validate=True)
    except (binascii.Error, ValueError):
        return NOT_BASE64
    return None


def _image_id(value: object, topics: Collection[str]) -> Rule | None:
    del value, topics
    return NO_KEPT_IMAGE  # the suite cannot see which ids are kept, and sends only kept ones


SCRIPTED_KEYS = frozenset(ScriptedExtraction.__annotations__)


def _scripted_answer(value: object, topics: Collection[str]) -> Rule | None:
    del topics
    answer = dict(value) if isinstance(value, Mapping) else {}
    facts = answer.get("facts", [])
    delay = answer.get("delay_seconds", 0)
    well_formed = (
        set(answer) <= SCRIPTED_KEYS
        and isinstance(facts, list)
        and all(isinstance(f, str) for f in facts)
        and all(_text_or_none(answer.get(k)) for k in ("user_name", "companion_name"))
        and _number(delay)
        and delay >= 0
    )
    return None if well_formed else NOT_A_SCRIPTED_ANSWER


@dataclass(frozen=True)
class Argument:
    name: str
    documented_type: Callable[[object], bool]
    refusable_value: ValueCheck = _answered


def _text_argument(name: str, check: ValueCheck = _answered) -> Argument:
    return Argument(name, _text, check)


FACT = Argument("fact", _text, _fact)
TOPIC = Argument("topic", _text_or_none)
ARGUMENTS: dict[str, tuple[Argument, ...]] = {
    # facts and prompt
    "memory_write": (FACT, TOPIC),
    "write_fact": (FACT, TOPIC),
    "memory_recall": (Argument("query", _text_or_none), Argument("topic", _text_or_none)),
    "delete_topic": (_text_argument("slug", _slug),),
    # session-search, profile
    "insert_turn": (
        _text_argument("role", one_of({"user", "assistant"})),
        _text_argument("content"),
    ),
    "session_search": (_text_argument("query"),),
    "upsert_user_profile": (_text_argument("key"), _text_argument("value")),
    "set_user_name": (
        _text_argument("name"),
        _text_argument("surface", one_of(get_args(NameSurface))),
    ),
    # personal
    "load_context": (Argument("personal", _boolean),),
    "bridge_context": (Argument("speaker", _mapping_or_none),),
    # collector
    "script_collector_model": (Argument("answer", _mapping, _scripted_answer),),
    "reply_to": (_text_argument("message"),),
    "settle_collector": (Argument("timeout_seconds", _number),),
    # lifetime
    "hold_session_state": (_text_argument("kind", one_of(get_args(SessionStateKind))),),
    "add_due_reminder": (_text_argument("text"),),
    "set_listening": (Argument("listening", _boolean),),
    # visual
    "begin_turn": (_text_argument("mode", one_of(get_args(TurnMode))),),
    "share_image": (_text_argument("data", _base64), _text_argument("filename")),
    "put_user_file": (_text_argument("name", _plain_file_name), _text_argument("data", _base64)),
    "remember_image": tuple(_text_argument(n) for n in ("source", "about", "note", "kind")),
    "recall_image": (_text_argument("query"),),
    "forget_image_bytes": (_text_argument("image_id", _image_id),),
}
"""Every method that takes arguments, each argument with its documented type and the values of
that type it may refuse. `remember_image` refuses no text: its refusals are answers with `kept`
false, a `kind` outside the documented seven included. Nor do `memory_recall`, `session_search`,
`recall_image`, `reply_to` or a write's topic (free-form), which answer every string."""


def allowed_refusal(
    method: str,
    args: Sequence[object],
    kwargs: Mapping[str, object] | None = None,
    *,
    topics: Collection[str] = (),
) -> Refusal | None:
    """The refusal the contract allows this call, or None when it allows none: the first
    argument of a type the documents never mention, else the first whose value may be
    refused. `topics` are the store's topic slugs before the call (for `delete_topic`)."""
    arguments = ARGUMENTS.get(method, ())
    given = dict(zip((a.name for a in arguments), args, strict=False))
    given.update(kwargs or {})
    passed = [(a, given[a.name]) for a in arguments if a.name in given]
    for argument, value in passed:
        if not argument.documented_type(value):
            return Refusal(method, argument.name, WRONG_TYPE)
    for argument, value in passed:
        if (rule := argument.refusable_value(value, topics)) is not None:
            return Refusal(method, argument.name, rule)
    return None


def refusable(method: str) -> str:
    """What `method` may refuse, in one line, for a failure message: "an argument of a type the
    documents never mention (R15), a blank fact or a fact holding a line break (R1)"."""
    rules = [WRONG_TYPE.name]
    rules += [rule.name for a in ARGUMENTS.get(method, ()) for rule in _rules_of(a.refusable_value)]
    names = list(dict.fromkeys(rules))
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def _rules_of(check: ValueCheck) -> list[Rule]:
    """The rules a value check can answer, found by what it is (for `refusable`'s line)."""
    known: dict[object, list[Rule]] = {
        _fact: [BLANK_FACT, MULTI_LINE_FACT],
        _slug: [NO_TOPIC_FILE],
        _plain_file_name: [NO_PLAIN_FILE_NAME],
        _base64: [NOT_BASE64],
        _image_id: [NO_KEPT_IMAGE],
        _scripted_answer: [NOT_A_SCRIPTED_ANSWER],
    }
    if check is _answered:
        return []
    return known.get(check, [UNDOCUMENTED_VALUE])
