"""What the audit's broken implementations share: the reference's settings app with one of its
protections left out (not a broken implementation itself; the harness skips modules whose names
start with "_"). Built on `web.build_app` and Starlette's own lists (`user_middleware`, the
router's routes), never on the reference's private names."""

from __future__ import annotations

import json
from collections.abc import Callable

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.actions import SettingsSurfaces
from kotoba_reference.settings_app.web import build_app
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

NAME_ROUTE = "/api/settings/user-name"
AppFactory = Callable[[SettingsSurfaces], Starlette]


def without(*left_out: object) -> AppFactory:
    """The reference's app, its middleware of these classes removed."""

    def factory(settings: SettingsSurfaces) -> Starlette:
        app = build_app(settings)
        app.user_middleware = [m for m in app.user_middleware if m.cls not in left_out]
        return app

    return factory


def name_from_any_body(factory: AppFactory) -> AppFactory:
    """The app from `factory`, its name route parsing the body as JSON whatever its type."""

    def with_lenient_route(settings: SettingsSurfaces) -> Starlette:
        async def user_name(request: Request) -> Response:
            try:
                body = json.loads(await request.body())
            except (ValueError, UnicodeDecodeError):
                return JSONResponse({"error": "the body must be JSON"}, status_code=400)
            name = body.get("name") if isinstance(body, dict) else None
            if not isinstance(name, str):
                return JSONResponse({"error": 'no string "name"'}, status_code=400)
            await run_in_threadpool(settings.set_user_name, name)
            return JSONResponse({"ok": True})

        app = factory(settings)
        routes = app.router.routes
        routes[:] = [r for r in routes if getattr(r, "path", None) != NAME_ROUTE]
        routes.append(Route(NAME_ROUTE, user_name, methods=["POST"]))
        return app

    return with_lenient_route


def adapter_serving(factory: AppFactory) -> type[ReferenceAdapter]:
    """The reference, its settings app built by `factory`."""

    class System(ReferenceSystem):
        app_factory = staticmethod(factory)

    class Adapter(ReferenceAdapter):
        system_class = System

    return Adapter
