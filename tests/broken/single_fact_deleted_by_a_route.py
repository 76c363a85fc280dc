"""Adds `DELETE /api/memory/fact/{fact}`, which deletes one fact from every topic file: the
documents say there is no route for a single fact.

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

from tests.broken import _seams


def with_fact_route(settings: SettingsSurfaces) -> Starlette:
    def delete_fact(request: Request) -> Response:
        _seams.without_bullet(settings.store.memory_dir, request.path_params["fact"])
        return JSONResponse({"ok": True})

    app = build_app(settings)
    app.router.routes.append(Route("/api/memory/fact/{fact}", delete_fact, methods=["DELETE"]))
    return app


class System(ReferenceSystem):
    app_factory = staticmethod(with_fact_route)


class Adapter(ReferenceAdapter):
    system_class = System
