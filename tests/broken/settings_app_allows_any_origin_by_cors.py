"""The settings app answers CORS for any origin (Starlette's CORSMiddleware with "*"): a page on
another site reads the settings payload, facts and topics, and is allowed to DELETE (the Origin
check still refuses the DELETE itself).

clause: cross-origin read
caught by: audit
"""

from __future__ import annotations

from kotoba_reference.settings_app.actions import SettingsSurfaces
from kotoba_reference.settings_app.web import build_app
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware

from tests.broken._settings_app import adapter_serving


def with_open_cors(settings: SettingsSurfaces) -> Starlette:
    app = build_app(settings)
    everything = Middleware(CORSMiddleware, allow_origins=["*"], allow_methods=["*"])
    app.user_middleware.insert(0, everything)
    return app


Adapter = adapter_serving(with_open_cors)
