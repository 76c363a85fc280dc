"""What the suite looks for in the collector's prompt, by meaning rather than wording.

The documents quote some of the prompt and describe the rest, so each check accepts the words of
either document and plain synonyms: a faithful prompt written in other words still passes, while a
prompt that leaves out a rule fails. Each of the four never-rules must be found in a prohibition
of its own: a sentence that forbids ("Never keep jokes."), or one item of a list that a
prohibition opens ("NEVER extract any of these:" and its bullets, or the pieces its ellipses
separate). A rule's words anywhere else in the prompt (its instructions, what is already stored,
the user's message) do not count, nor does one prohibition for two rules. What makes a
prohibition is a word ("never", "do not", "avoid", …), so a sentence that forbids something else
in a rule's words ("a joke is never a renaming") would still count: a limit, written down.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

HORIZON = re.compile(r"\b(?:seven|7)[\s-]+days?\b|\b(?:a|one|1)[\s-]+week\b", re.IGNORECASE)
"""A horizon of about a week, in either of the documents' words (R9)."""

PROHIBITION = re.compile(
    r"\b(?:never|do not|don't|don’t|must not|mustn't|should not|shouldn't|avoid|exclude"
    r"|leave out|not to)\b",
    re.IGNORECASE,
)
ITEM_MARK = re.compile(r"^(?:[-*•·–]|\d+[.)])\s+")
"""A list item's marker: a bullet or a number."""
ELLIPSIS = re.compile(r"…|\.\.\.")
SENTENCE_END = re.compile(r"(?<=[.!?;])\s+")

NEVER_ITEMS: dict[str, tuple[re.Pattern[str], ...]] = {
    # Every pattern of an item must be found, in one prohibition, for the prompt to name it.
    "something the user asked her to do": (
        re.compile(r"\b(?:ask(?:s|ed|ing)?|request(?:s|ed)?|instruct\w*|command\w*|tasks?)\b"),
    ),
    "a passing reaction, a joke, a provocation or an insult": (
        re.compile(r"\b(?:jok\w*|provo\w*|insult\w*|passing reaction\w*|rise out of)\b"),
    ),
    "what she or the conversation are doing right now": (
        re.compile(
            r"\b(?:right now|at the moment|at present|currently|in progress|ongoing|doing now"
            r"|happening now)\b"
        ),
    ),
    "an inference about identity, health, beliefs or politics": (
        re.compile(r"\b(?:infer\w*|assum\w*|guess\w*|deduc\w*|speculat\w*)"),
        re.compile(r"\bidentit"),
        re.compile(r"\bhealth"),
        re.compile(r"\b(?:belie\w*|religio\w*|faith)"),
        re.compile(r"\bpolitic"),
    ),
}
"""The four things the documents say the prompt names, each as the patterns that identify it."""


@dataclass(frozen=True)
class Piece:
    """A sentence, a list item or an ellipsis-separated piece of the prompt."""

    text: str
    is_item: bool


def states_a_week(prompt: str) -> bool:
    return HORIZON.search(" ".join(prompt.split())) is not None


def prohibitions(prompt: str) -> list[str]:
    """Every prohibition of the prompt, each on its own: a piece that forbids, and each item of
    a list (bullets, or pieces after an ellipsis) that a prohibition opens, until the list
    ends at the next piece that is no item."""
    found: list[str] = []
    under_prohibition = False
    for piece in pieces(prompt):
        if PROHIBITION.search(piece.text):
            found.append(piece.text)
            under_prohibition = True
        elif piece.is_item and under_prohibition:
            found.append(piece.text)
        else:
            under_prohibition = False
    return found


def pieces(prompt: str) -> list[Piece]:
    """The prompt cut into list items, ellipsis-separated pieces and sentences, in order. A
    list item is one piece whatever its sentences, with the lines it wraps onto (indented under
    it); wrapped prose is joined before it is cut into sentences; a piece after an ellipsis is
    an item of the piece before it; blank lines are no piece (a list may have one after its
    heading)."""
    cut: list[Piece] = []
    for text, is_item in _lines_joined(prompt):
        for index, part in enumerate(p.strip() for p in ELLIPSIS.split(text) if p.strip()):
            if is_item or index > 0:
                cut.append(Piece(part, is_item=True))
            else:
                cut.extend(Piece(s.strip(), False) for s in SENTENCE_END.split(part) if s.strip())
    return cut


def _lines_joined(prompt: str) -> list[tuple[str, bool]]:
    """Each list item or run of prose as one text (and whether it is an item): a line joins the
    one before it in its paragraph, unless it opens an item, or follows an item without being
    indented under it."""
    joined: list[tuple[str, bool, int]] = []
    for paragraph in re.split(r"\n[ \t]*\n", prompt):
        units: list[tuple[str, bool, int]] = []
        for line in paragraph.splitlines():
            stripped = line.strip()
            if not stripped:
                continue
            indent = len(line) - len(line.lstrip())
            marked = ITEM_MARK.match(stripped)
            if marked:
                units.append((stripped[marked.end() :], True, indent))
            elif units and (not units[-1][1] or indent > units[-1][2]):
                text, is_item, at = units[-1]
                units[-1] = (f"{text} {stripped}", is_item, at)
            else:
                units.append((stripped, False, indent))
        joined.extend(units)
    return [(text, is_item) for text, is_item, _ in joined]


def never_items_missing(prompt: str, items: list[str] | None = None) -> list[str]:
    """The never-items (all four unless `items` names some) that no prohibition of their own
    names: each item is matched to a different prohibition holding all of its patterns."""
    wanted = items if items is not None else list(NEVER_ITEMS)
    found = [" ".join(text.split()).lower() for text in prohibitions(prompt)]
    candidates = {
        item: [i for i, text in enumerate(found) if all(p.search(text) for p in NEVER_ITEMS[item])]
        for item in wanted
    }
    holder: dict[int, str] = {}
    for item in wanted:
        _assign(item, candidates, holder, set())
    named = set(holder.values())
    return [item for item in wanted if item not in named]


def _assign(
    item: str, candidates: dict[str, list[int]], holder: dict[int, str], seen: set[int]
) -> bool:
    """Give `item` a prohibition of its own, moving an earlier item to another of its
    candidates where that frees one (a matching, so the order of the rules does not matter)."""
    for index in candidates[item]:
        if index in seen:
            continue
        seen.add(index)
        if index not in holder or _assign(holder[index], candidates, holder, seen):
            holder[index] = item
            return True
    return False
