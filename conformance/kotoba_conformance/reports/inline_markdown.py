"""The few Markdown constructs the clause catalogue writes inline, as HTML: `code`, **strong**,
*emphasis*, and mentions of clauses and resolutions (`WRITE-10`, `R2`) as links to their place
on the page.

Not a Markdown parser: clauses.md uses nothing else inside a clause or a resolution, and a
dependency for three constructs would cost more than these lines. Everything is escaped first,
so text can never become markup; a code span is never further rendered.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from html import escape

_CODE = re.compile(r"`([^`]+)`")
_STRONG = re.compile(r"\*\*(.+?)\*\*")
_EMPHASIS = re.compile(r"(?<![*\w])\*(?=\S)(.+?)(?<=\S)\*(?![*\w])")
_MENTION = re.compile(r"\b(R\d+|[A-Z]+-\d+)\b")


def render(text: str, anchors: Collection[str] = ()) -> str:
    """`text` as inline HTML; a mention of an id in `anchors` links to `#id`."""
    parts = _CODE.split(text)
    html = []
    for index, part in enumerate(parts):
        if index % 2:
            html.append(f"<code>{escape(part)}</code>")
        else:
            html.append(_prose(part, anchors))
    return "".join(html)


def _prose(text: str, anchors: Collection[str]) -> str:
    html = _EMPHASIS.sub(r"<em>\1</em>", _STRONG.sub(r"<strong>\1</strong>", escape(text)))

    def link(match: re.Match[str]) -> str:
        name = match[1]
        return f'<a href="#{name}">{name}</a>' if name in anchors else name

    return _MENTION.sub(link, html)
