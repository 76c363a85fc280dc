"""Adds `POST /api/settings`, which takes a `name` and makes it the user's: the documents say the
Settings panel has no field for the user's name, and the first-run screen is the only browser
route to it.

clause: HTTP-6
"""

from __future__ import annotations

import json

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces
from kotoba_reference.settings_app.web import build_app
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route


def with_a_name_field(settings: SettingsSurfaces) -> Starlette:
    async def save_settings(request: Request) -> Response:
        body = json.loads(await request.body() or b"{}")
        if isinstance(body, dict) and isinstance(body.get("name"), str):
            await run_in_threadpool(settings.set_user_name, body["name"])
        return JSONResponse({"ok": True})

    app = build_app(settings)
    app.router.routes.insert(0, Route("/api/settings", save_settings, methods=["POST"]))
    return app


class System(ReferenceSystem):
    app_factory = staticmethod(with_a_name_field)


class Adapter(ReferenceAdapter):
    system_class = System
