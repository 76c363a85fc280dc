"""The settings app never looks at the Origin: a page on another site deletes a topic or
renames the user with a request the app cannot tell from its own panel's."""

from __future__ import annotations

from kotoba_reference.settings_app.guard import SameOriginWrites

from tests.broken._settings_app import adapter_serving, without

CAUGHT_BY = "audit"
CAUGHT_AS = {"foreign origin"}

Adapter = adapter_serving(without(SameOriginWrites))
