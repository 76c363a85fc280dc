"""The first-run name route parses its body as JSON whatever its content type: a cross-site form
with `enctype="text/plain"` posts `{"name":"Mallory","x":"="}` and renames the user (a browser
that sends the form's Origin is still refused by the Origin check; one that sends none is not).

clause: cross-site body
caught by: audit
"""

from __future__ import annotations

from kotoba_reference.settings_app.web import build_app

from tests.broken._settings_app import adapter_serving, name_from_any_body

Adapter = adapter_serving(name_from_any_body(build_app))
