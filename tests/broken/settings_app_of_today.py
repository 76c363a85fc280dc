"""The reference's settings app without its guards: no check of the Host, none of the
Origin, a name read from any body that parses as JSON, no security headers. A page that rebinds
its name to 127.0.0.1 reads the payload and deletes topics; a cross-site text/plain form renames
the user.

clause: foreign host, host spelling, foreign origin, cross-site body
caught by: audit
"""

from __future__ import annotations

from kotoba_reference.settings_app.guard import (
    LoopbackNameOnly,
    SameOriginWrites,
    SecurityHeaders,
    ServedPortOnly,
)

from tests.broken._settings_app import adapter_serving, name_from_any_body, without

Adapter = adapter_serving(
    name_from_any_body(without(SecurityHeaders, LoopbackNameOnly, ServedPortOnly, SameOriginWrites))
)
