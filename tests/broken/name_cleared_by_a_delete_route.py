"""Adds `DELETE /api/settings/user-name`, which clears the name she knows: the documents say no
route does, and the only way to clear it is to edit the table by hand.

clause: HTTP-4
"""

from __future__ import annotations

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces
from kotoba_reference.settings_app.web import build_app
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route


def with_clearing_route(settings: SettingsSurfaces) -> Starlette:
    def clear(_: Request) -> Response:
        settings.database.connection().execute("DELETE FROM user_profile WHERE key = 'name'")
        return JSONResponse({"ok": True})

    app = build_app(settings)
    app.router.routes.insert(0, Route("/api/settings/user-name", clear, methods=["DELETE"]))
    return app


class System(ReferenceSystem):
    app_factory = staticmethod(with_clearing_route)


class Adapter(ReferenceAdapter):
    system_class = System
