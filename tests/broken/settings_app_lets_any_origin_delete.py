"""The settings app answers every preflight with "any origin, any method" (Starlette's
CORSMiddleware with "*") and trusts whatever the browser then sends: a page on another site
asks to DELETE, is allowed, and deletes a topic; it reads the payload, too.

clause: preflight, foreign origin, cross-origin read
caught by: audit
"""

from __future__ import annotations

from kotoba_reference.settings_app.actions import SettingsSurfaces
from kotoba_reference.settings_app.guard import SameOriginWrites
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware

from tests.broken._settings_app import adapter_serving, without


def with_open_cors(settings: SettingsSurfaces) -> Starlette:
    app = without(SameOriginWrites)(settings)
    everything = Middleware(
        CORSMiddleware, allow_origins=["*"], allow_methods=["*"], allow_headers=["*"]
    )
    app.user_middleware.insert(0, everything)
    return app


Adapter = adapter_serving(with_open_cors)
