"""The settings app checks the Host's name but not its port (`LoopbackNameOnly`
alone): a Host naming 127.0.0.1 with another port, or none, is served.

clause: host spelling
caught by: audit
"""

from __future__ import annotations

from kotoba_reference.settings_app.guard import ServedPortOnly

from tests.broken._settings_app import adapter_serving, without

Adapter = adapter_serving(without(ServedPortOnly))
