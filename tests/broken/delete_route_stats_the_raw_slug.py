"""The topic DELETE route looks the topic file up (`os.stat` of `topics/<slug>.md`) before it
checks the slug, to answer 404 for a topic that does not exist. A slug too long for a file name
(over 255 bytes) makes the lookup raise, and the app answers 500: the bug an outside implementer
met over stdio, `ENAMETOOLONG` from a 300-character slug. The scenarios delete real topics, so
only very long slugs find it: the fuzz mode.

clause: HTTP-1
caught by: fuzz
"""

from __future__ import annotations

import os

from kotoba_reference.settings_app.actions import SettingsSurfaces
from kotoba_reference.settings_app.web import build_app
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tests.broken._settings_app import adapter_serving

FUZZ_ENTRIES = ("delete_route(path)",)
TOPIC_ROUTE = "/api/memory/topic/{slug}"


def stats_first(settings: SettingsSurfaces) -> Starlette:
    app = build_app(settings)
    original = next(r for r in app.router.routes if getattr(r, "path", None) == TOPIC_ROUTE)

    async def delete_topic(request: Request) -> Response:
        slug = request.path_params["slug"]
        try:
            os.stat(settings.store.memory_dir / "topics" / f"{slug}.md")
        except FileNotFoundError:
            return JSONResponse({"slug": slug, "deleted": False}, status_code=404)
        assert isinstance(original, Route)
        return await original.endpoint(request)  # type: ignore[no-any-return]

    routes = app.router.routes
    routes[:] = [r for r in routes if getattr(r, "path", None) != TOPIC_ROUTE]
    routes.append(Route(TOPIC_ROUTE, delete_topic, methods=["DELETE"]))
    return app


Adapter = adapter_serving(stats_first)
