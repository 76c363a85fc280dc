"""The settings app without the Host-name check (`LoopbackNameOnly`): the port is
still checked, so a page that rebinds its own name to 127.0.0.1 and keeps the port reads the
payload and changes what it likes, its requests being same-origin to it.

clause: foreign host, host spelling
caught by: audit
"""

from __future__ import annotations

from kotoba_reference.settings_app.guard import LoopbackNameOnly

from tests.broken._settings_app import adapter_serving, without

Adapter = adapter_serving(without(LoopbackNameOnly))
