"""The settings app (Starlette): the routes the documents name, plus the payload and the panel.

Only these routes exist. None clears the user's name and none deletes a single fact, because
the documents say there are none. A bad request (no JSON body, a name that is not a string, a
slug that is not `[a-z0-9-]`) is answered 400 with a message and changes nothing; a name sent as
anything but `application/json` is answered 415 (a cross-site form can post `text/plain` that
parses as JSON, but not `application/json`). What `guard` refuses never reaches a route.
"""

from __future__ import annotations

import json
import re

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from kotoba_reference.settings_app.actions import PANEL_POLICY, SettingsSurfaces
from kotoba_reference.settings_app.guard import protections, refusal

SETTINGS_PATH = "/api/settings"
PANEL_PATH = "/settings/memory"
NAME_MEDIA_TYPE = "application/json"
_SLUG = re.compile(r"[a-z0-9-]{1,64}")


def build_app(surfaces: SettingsSurfaces) -> Starlette:
    """The app for one install's settings."""

    def settings(_: Request) -> Response:
        return JSONResponse(surfaces.payload())

    def panel(_: Request) -> Response:
        return HTMLResponse(surfaces.panel(), headers={"Content-Security-Policy": PANEL_POLICY})

    def delete_topic(request: Request) -> Response:
        slug = request.path_params["slug"]
        if not _SLUG.fullmatch(slug):
            return refuse(f"not a topic slug (only a-z, 0-9 and -): {slug!r}")
        deleted = surfaces.delete_topic(slug)
        return JSONResponse({"slug": slug, "deleted": deleted})

    async def user_name(request: Request) -> Response:
        media_type = request.headers.get("content-type", "").partition(";")[0].strip().lower()
        if media_type != NAME_MEDIA_TYPE:
            return refusal(415, f"the body must be sent as {NAME_MEDIA_TYPE}, not {media_type!r}")
        try:
            body = json.loads(await request.body())
        except (ValueError, UnicodeDecodeError):
            return refuse('the body must be a JSON object such as {"name": "Alex"}')
        name = body.get("name") if isinstance(body, dict) else None
        if not isinstance(name, str):
            return refuse('the body must be a JSON object with a string "name"')
        await run_in_threadpool(surfaces.set_user_name, name)
        return JSONResponse({"ok": True})

    return Starlette(
        routes=[
            Route(SETTINGS_PATH, settings, methods=["GET"]),
            Route(PANEL_PATH, panel, methods=["GET"]),
            Route("/api/memory/topic/{slug}", delete_topic, methods=["DELETE"]),
            Route("/api/settings/user-name", user_name, methods=["POST"]),
        ],
        middleware=protections(),
    )


def refuse(message: str) -> Response:
    return refusal(400, message)
