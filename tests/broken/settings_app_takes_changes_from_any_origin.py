"""The settings app never looks at the Origin: a page on another site deletes a topic or
renames the user with a request the app cannot tell from its own panel's.

clause: foreign origin
caught by: audit
"""

from __future__ import annotations

from kotoba_reference.settings_app.guard import SameOriginWrites

from tests.broken._settings_app import adapter_serving, without

Adapter = adapter_serving(without(SameOriginWrites))
