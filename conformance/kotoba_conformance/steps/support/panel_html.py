"""Reading the Settings → Memory panel's HTML with the standard library's `html.parser`.

The documents say what the panel shows (every topic as `slug · count`, each with a delete
button) and what it does not (`memory.recent`), not its markup, so nothing here relies on tag
names, classes or ids: only on visible text, on which elements are buttons, and on nesting.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}  # fmt: skip
HIDDEN = {"script", "style", "template", "head", "title", "noscript"}
"""Elements whose text is never drawn on the page."""
BUTTON_INPUTS = {"button", "submit", "image", "reset"}


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    parent: Element | None = None
    children: list[Element | str] = field(default_factory=list)

    def elements(self) -> Iterator[Element]:
        """This element and every element inside it, in document order."""
        yield self
        for child in self.children:
            if isinstance(child, Element):
                yield from child.elements()

    def visible_text(self) -> str:
        """The text a reader sees, runs of whitespace collapsed (scripts and styles left out)."""
        return " ".join(self._text_parts()).strip()

    def _text_parts(self) -> Iterator[str]:
        if self.tag in HIDDEN or "hidden" in self.attrs:
            return
        for child in self.children:
            if isinstance(child, str):
                yield from child.split()
            else:
                yield from child._text_parts()

    def is_button(self) -> bool:
        return (
            self.tag == "button"
            or (self.tag == "input" and self.attrs.get("type", "").lower() in BUTTON_INPUTS)
            or self.attrs.get("role") == "button"
        )

    def buttons(self) -> list[Element]:
        return [e for e in self.elements() if e.is_button()]


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {})
        self.current = self.root
        self.scripts: list[str] = []
        self.script_sources: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, {k: v or "" for k, v in attrs}, self.current)
        self.current.children.append(element)
        if tag == "script" and element.attrs.get("src"):
            self.script_sources.append(element.attrs["src"])
        if tag not in VOID:
            self.current = element

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID and self.current.parent is not None:
            self.current = self.current.parent

    def handle_endtag(self, tag: str) -> None:
        open_element: Element | None = self.current
        while open_element is not None and open_element.tag != tag:
            open_element = open_element.parent
        if open_element is not None and open_element.parent is not None:
            self.current = open_element.parent

    def handle_data(self, data: str) -> None:
        self.current.children.append(data)
        if self.current.tag == "script":
            self.scripts.append(data)


@dataclass(frozen=True)
class Panel:
    root: Element
    source: str
    scripts: list[str]
    """Inline script text."""
    script_sources: list[str]
    """The `src` of every external script, as written."""


def parse(source: str) -> Panel:
    builder = _TreeBuilder()
    builder.feed(source)
    builder.close()
    return Panel(builder.root, source, builder.scripts, builder.script_sources)


def topic_label(slug: str, count: int) -> re.Pattern[str]:
    """`slug · count` as a whole: `pets · 2` is not found inside `carpets · 21`."""
    return re.compile(rf"(?<![a-z0-9-]){re.escape(slug)} · {count}(?!\d)")


def entry_of(root: Element, label: re.Pattern[str]) -> Element | None:
    """The smallest element whose visible text shows the label, widened to the nearest
    element around it that also holds a button (the label's own row); None when the label is
    not shown, or no button sits anywhere around it."""
    holders = [e for e in root.elements() if label.search(e.visible_text())]
    if not holders:
        return None
    element: Element | None = holders[-1]
    while element is not None and not element.buttons():
        element = element.parent
    return element
