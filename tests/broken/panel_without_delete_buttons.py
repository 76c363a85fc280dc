"""The Settings → Memory panel lists every topic as `slug · count`, with no delete button and no
script sending the DELETE: two failures, each seen by its own scenario.

clause: HTTP-5
caught in: The Memory panel shows every topic as slug · count beside its own button
caught in: The Memory panel's page sends DELETE to the topic route
"""

from __future__ import annotations

import re

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces

BUTTON = re.compile(r"<button\b.*?</button>", re.DOTALL)
SCRIPT = re.compile(r"<script\b.*?</script>", re.DOTALL)


class Settings(SettingsSurfaces):
    def panel(self) -> str:
        return SCRIPT.sub("", BUTTON.sub("", super().panel()))


class System(ReferenceSystem):
    settings_class = Settings


class Adapter(ReferenceAdapter):
    system_class = System
