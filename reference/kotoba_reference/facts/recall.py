"""memory_recall: keyword search over every topic, accent-folded and stemmed, ranked by how
much of the query a fact covers, then by how little else it says. Search across topics is what
makes recall work when the model guesses the wrong topic name, so reading a topic also shows
related hits filed elsewhere.

Stemming lives here and only here: the duplicate machinery never stems.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol, cast, overload

import snowballstemmer  # type: ignore[import-untyped]

from kotoba_reference.facts.normalise import vocabulary, words

MAX_HITS = 20
RELATED_HITS = 4
STOPWORDS = vocabulary(
    """
    a about above after again all am an and any are as at be been before being below between both
    but by can could did do does doing don down during each few for from further had has have
    having he her here hers herself him himself his how i if in into is it its itself just me
    more most my myself no nor not now of off on once only or other our ours ourselves out over
    own same she should so some such than that the their theirs them themselves then there these
    they this those through to too under until up very was we were what when where which while
    who whom why will with would you your yours yourself yourselves user kotoba s t
    """
)


class _Stemmer(Protocol):
    maxCacheSize: int

    def stemWords(self, words: list[str]) -> list[str]: ...


_STEMMER = cast(_Stemmer, snowballstemmer.stemmer("english"))
"""PyStemmer's C stemmer when it is installed (snowballstemmer picks it), else pure Python."""
_STEMMER.maxCacheSize = 0
"""The stemmer's own cache off: `_STEMS` is ours, and a large store's words, nearly all new to
the stemmer, cost several times more to stem through a cache they miss."""
_STEM_LOCK = threading.Lock()
"""A snowball stemmer keeps its word in instance state: one caller at a time."""
_STEMS: dict[str, str] = {}
"""Words stemmed so far. Stems never change, so it is never stale. It is bounded by emptying it
when full, so `stems` answers from what it looked up and what it stemmed, never from the table
after updating it: the update may have emptied it."""
MAX_STEMS = 1 << 18


def stems(found: Iterable[str]) -> list[str]:
    """The stems of these words, in order. The words not stemmed before go to the stemmer in one
    call: indexing a large store on its first search stems tens of thousands of them."""
    found = list(found)
    try:
        return [_STEMS[w] for w in found]  # all stemmed before: the common case, no lock
    except KeyError:
        pass
    with _STEM_LOCK:
        known = {w: _STEMS[w] for w in found if w in _STEMS}
        missing = [w for w in dict.fromkeys(found) if w not in known]
        stemmed = dict(zip(missing, _STEMMER.stemWords(missing), strict=True))
        if len(_STEMS) + len(stemmed) > MAX_STEMS:
            _STEMS.clear()
        _STEMS.update(itertools.islice(stemmed.items(), MAX_STEMS))
        known.update(stemmed)
        return [known[w] for w in found]


def query_stems(query: str) -> frozenset[str]:
    """The distinct stems a query asks for: stopwords dropped ("where do I live" → live),
    unless nothing else is left."""
    tokens = words(query)
    content = [w for w in tokens if w not in STOPWORDS] or list(tokens)
    return frozenset(stems(content))


STEMMED_AT_ONCE = 4096
"""Facts whose words go to the stemmer in one call when an index is built: few calls, and never
a table of every word of a large topic at once."""


class StemIndex(Sequence[str]):
    """One topic's facts in file order, by the stems of their words (the positions of the facts
    holding each). The store keeps one per topic file and adds to it as it writes, so a search
    looks up the query's stems, however many facts are stored."""

    def __init__(self, facts: Iterable[str] = ()) -> None:
        self._facts = list(facts)
        self._by_stem: dict[str, int | list[int]] = {}
        """A stem's only position is kept bare, not in a list of one: most stems have one."""
        for start in range(0, len(self._facts), STEMMED_AT_ONCE):
            per_fact = [words(fact) for fact in self._facts[start : start + STEMMED_AT_ONCE]]
            unique = list(dict.fromkeys(w for found in per_fact for w in found))
            stem_of = dict(zip(unique, stems(unique), strict=True))
            for position, found in enumerate(per_fact, start):
                self._file(position, {stem_of[w] for w in found})

    @classmethod
    def of(cls, facts: Sequence[str]) -> StemIndex:
        """These facts' index: the one given, or one built now."""
        return facts if isinstance(facts, StemIndex) else cls(facts)

    def add(self, fact: str) -> None:
        """One more fact, after the others."""
        self._facts.append(fact)
        self._file(len(self._facts) - 1, set(stems(words(fact))))

    def _file(self, position: int, keys: Iterable[str]) -> None:
        for key in keys:
            held = self._by_stem.get(key)
            if held is None:
                self._by_stem[key] = position
            elif isinstance(held, int):
                self._by_stem[key] = [held, position]
            else:
                held.append(position)

    def positions(self, stem: str) -> Sequence[int]:
        """Where the facts holding a word of this stem are."""
        held = self._by_stem.get(stem, ())
        return (held,) if isinstance(held, int) else held

    def __len__(self) -> int:
        return len(self._facts)

    @overload
    def __getitem__(self, position: int) -> str: ...
    @overload
    def __getitem__(self, position: slice) -> Sequence[str]: ...
    def __getitem__(self, position: int | slice) -> str | Sequence[str]:
        return self._facts[position]


def _uncovered(fact: str, wanted: frozenset[str]) -> int:
    """How many of the fact's content words (stopwords aside) the query does not cover."""
    return sum(found not in wanted for found in _content_stems(fact))


@lru_cache(maxsize=65536)
def _content_stems(fact: str) -> tuple[str, ...]:
    """The stems of a fact's words that are not stopwords, one per word."""
    return tuple(stems(w for w in words(fact) if w not in STOPWORDS))


@dataclass(frozen=True)
class Hit:
    fact: str
    slug: str
    score: float


def search(
    query: str, topics: Mapping[str, Sequence[str]], exclude: str | None = None
) -> list[Hit]:
    """Every fact covering some of the query, best first: the share of the query's stems it
    holds; then the fewest content words the query does not cover, so the focused fact wins
    ("where do I live": "Lives in Madrid" before "Sister lives in Barcelona"); then newest
    first (later in its file); then topic order."""
    wanted = query_stems(query)
    if not wanted:
        return []
    ranked: list[tuple[float, int, int, int, Hit]] = []
    for order, (slug, facts) in enumerate(sorted(topics.items())):
        if slug == exclude:
            continue
        index = StemIndex.of(facts)
        covered: dict[int, int] = {}
        for item in wanted:
            for position in index.positions(item):
                covered[position] = covered.get(position, 0) + 1
        for position, count in covered.items():
            score = count / len(wanted)
            uncovered = _uncovered(facts[position], wanted)
            ranked.append((-score, uncovered, -position, order, Hit(facts[position], slug, score)))
    ranked.sort(key=lambda row: row[:4])
    return [row[4] for row in ranked]


def recall(
    topics: Mapping[str, Sequence[str]], query: str | None = None, slug: str | None = None
) -> str:
    """The tool's reply: search (query), read one topic plus related hits (slug), or list."""
    if query:
        return _search_reply(query, topics)
    if slug:
        return _topic_reply(slug, topics)
    return _listing(topics)


def _search_reply(query: str, topics: Mapping[str, Sequence[str]]) -> str:
    hits = search(query, topics)
    if not hits:
        return f'Nothing saved matches "{query}".'
    shown = hits[:MAX_HITS]
    lines = [f'{len(hits)} saved facts match "{query}", best first:']
    lines += [f"- {hit.fact} [{hit.slug}]" for hit in shown]
    if len(hits) > len(shown):
        lines.append(f"({len(hits) - len(shown)} weaker matches not shown; ask more precisely.)")
    return "\n".join(lines)


def _topic_reply(slug: str, topics: Mapping[str, Sequence[str]]) -> str:
    """The topic's own facts, all of them, plus up to 4 hits for its name from other topics:
    the name the model guessed must not decide what it gets to see."""
    own = topics.get(slug)
    related = search(slug.replace("-", " "), topics, exclude=slug)[:RELATED_HITS]
    if own:
        lines = [f'Topic "{slug}" ({len(own)} facts):', *(f"- {fact}" for fact in own)]
    else:
        lines = [f'No saved facts under topic "{slug}".']
    if related:
        lines += ["", "Related, from other topics:"]
        lines += [f"- {hit.fact} [{hit.slug}]" for hit in related]
    elif not own:
        lines.append(_listing(topics))
    return "\n".join(lines)


def _listing(topics: Mapping[str, Sequence[str]]) -> str:
    if not topics:
        return "Nothing is saved yet."
    total = sum(len(facts) for facts in topics.values())
    lines = [f"{len(topics)} topics, {total} facts (read one with topic=, search with query=):"]
    lines += [f"- {slug} ({len(facts)} facts)" for slug, facts in sorted(topics.items())]
    return "\n".join(lines)
