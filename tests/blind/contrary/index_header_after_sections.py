"""USER.md no longer opens with its header: the index starts at ## Recent and the header sentence
is written last, after ## Topics.

clause: STORE-1
sentence: USER.md opens with a header that is addressed to you, not to her
"""

from collections.abc import Sequence

from tests.liberal.kotoba_contrary import index
from tests.liberal.kotoba_contrary.adapter import Adapter


def _render(recent_facts: Sequence[str], topic_counts: Sequence[tuple[str, int]]) -> str:
    lines = ["## Recent", ""]
    lines += [f"- {fact}" for fact in recent_facts]
    lines += ["", "## Topics", ""]
    lines += [f"- {slug} → topics/{slug}.md ({count} facts)" for slug, count in topic_counts]
    lines += ["", index.HEADER]
    return "\n".join(lines) + "\n"


vars(index)["render"] = _render

__all__ = ["Adapter"]
