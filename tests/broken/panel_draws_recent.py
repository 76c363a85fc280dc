"""The Settings → Memory panel draws `memory.recent` under the topics, where the documented
panel renders topics and counts only.

clause: HTTP-5
"""

from __future__ import annotations

import html

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces


class Settings(SettingsSurfaces):
    def panel(self) -> str:
        recent = "".join(f"<li>{html.escape(fact)}</li>" for fact in self.recent())
        return super().panel().replace("</main>", f"<h2>Recent</h2><ul>{recent}</ul></main>")


class System(ReferenceSystem):
    settings_class = Settings


class Adapter(ReferenceAdapter):
    system_class = System
