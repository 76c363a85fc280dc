"""What the settings surfaces do, apart from HTTP: the payload, the Memory panel, deleting one
topic, and the first-run name. `web` puts these on routes; a variant swaps one method."""

from __future__ import annotations

import base64
import hashlib
import html
from typing import TypedDict

from kotoba_reference.conversation import profile
from kotoba_reference.conversation.database import Database
from kotoba_reference.facts import index
from kotoba_reference.facts.store import MemoryStore

RECENT_SHOWN = 8
"""`memory.recent` carries the eight newest `## Recent` facts and nothing else (R6)."""
TOPIC_ROUTE = "/api/memory/topic/"


class TopicCount(TypedDict):
    slug: str
    count: int


class MemorySettings(TypedDict):
    topics: list[TopicCount]
    recent: list[str]


class SettingsPayload(TypedDict):
    memory: MemorySettings


class SettingsSurfaces:
    """One install's settings: its fact store and its database."""

    def __init__(self, store: MemoryStore, database: Database) -> None:
        self.store = store
        self.database = database

    def topic_counts(self) -> list[TopicCount]:
        """Every topic file with its fact count, in slug order, as the files hold them now."""
        counts = self.store.topic_counts()
        return [{"slug": slug, "count": count} for slug, count in counts.items()]

    def recent(self) -> list[str]:
        """The eight newest facts of `## Recent`, newest first: no pointer line, no tags."""
        return self.store.recent()[-RECENT_SHOWN:][::-1]

    def payload(self) -> SettingsPayload:
        return {"memory": {"topics": self.topic_counts(), "recent": self.recent()}}

    def delete_topic(self, slug: str) -> bool:
        """Remove one topic and rebuild the index; False when there was no such topic. The slug
        must already be one (`[a-z0-9-]`): the caller refuses anything else, never slugs it."""
        existed = index.topic_path(self.store.memory_dir, slug).is_file()
        self.store.delete_topic(slug)
        return existed

    def set_user_name(self, name: str) -> None:
        """The first-run screen's name, through the same upsert as every surface: a skip ("")
        keeps the name she knows (R7)."""
        profile.set_user_name(self.database.connection(), name)

    def panel(self) -> str:
        """Settings → Memory: each topic as `slug · count` with its delete button. It does not
        draw `memory.recent`: topics and counts are all it renders."""
        return render_panel(self.topic_counts())


def render_panel(topics: list[TopicCount]) -> str:
    rows = "".join(
        f'    <li data-slug="{html.escape(t["slug"])}"><span class="topic">'
        f"{html.escape(t['slug'])} · {t['count']}</span> "
        f'<button type="button" class="delete" data-slug="{html.escape(t["slug"])}">'
        "Delete</button></li>\n"
        for t in topics
    )
    empty = "" if topics else '  <p class="empty">No topics yet.</p>\n'
    return PANEL_PAGE.format(rows=rows, empty=empty, style=PANEL_STYLE, script=PANEL_SCRIPT)


PANEL_STYLE = """
    body { font-family: sans-serif; margin: 2rem; }
    li { margin: 0.4rem 0; }
    button { margin-left: 1rem; }
  """
PANEL_SCRIPT = f"""
document.querySelectorAll("button.delete").forEach((button) => {{
  button.addEventListener("click", async () => {{
    const slug = button.dataset.slug;
    const answer = await fetch("{TOPIC_ROUTE}" + encodeURIComponent(slug), {{ method: "DELETE" }});
    const status = document.getElementById("status");
    if (answer.ok) {{
      button.closest("li").remove();
      status.textContent = "Deleted " + slug + ".";
    }} else {{
      status.textContent = "Could not delete " + slug + ".";
    }}
  }});
}});
"""
PANEL_PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Settings — Memory</title>
  <style>{style}</style>
</head>
<body>
<main>
  <h1>Memory</h1>
  <ul id="topics">
{rows}  </ul>
{empty}  <p id="status" role="status"></p>
</main>
<script>{script}</script>
</body>
</html>
"""


def _digest(source: str) -> str:
    """A CSP source for exactly this inline text: its SHA-256, as the browser computes it."""
    return "'sha256-" + base64.b64encode(hashlib.sha256(source.encode()).digest()).decode() + "'"


PANEL_POLICY = (
    f"default-src 'none'; script-src {_digest(PANEL_SCRIPT)}; style-src {_digest(PANEL_STYLE)}; "
    "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
"""The panel's Content-Security-Policy: its own inline script and style (by hash, so nothing
injected into the page runs), its DELETE requests to its own origin, and nothing else: no other
script, style, image, font, frame, form target or framing page."""
