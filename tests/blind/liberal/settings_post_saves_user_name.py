"""The settings payload's route also takes a POST that saves the settings form: a "name" or
"user_name" in its body sets the user's name, a second browser route to it besides the
first-run screen's.

clause: HTTP-6
sentence: The only browser route to yours is the first-run screen.
"""

import json
from http import HTTPStatus
from urllib.parse import urlsplit

from tests.liberal.kotoba_liberal import settings_app
from tests.liberal.kotoba_liberal.adapter import Adapter


class _Handler(settings_app._Handler):
    def do_POST(self) -> None:
        if urlsplit(self.path).path != settings_app.SETTINGS_PATH:
            super().do_POST()
            return
        length = int(self.headers.get("Content-Length") or 0)
        try:
            body = json.loads(self.rfile.read(length) or b"null")
        except ValueError:
            body = None
        if isinstance(body, dict):
            for key in ("name", "user_name"):
                if isinstance(body.get(key), str):
                    self.server.surfaces.set_user_name(body[key])
        self._json(HTTPStatus.OK, {"ok": True})


vars(settings_app)["_Handler"] = _Handler

__all__ = ["Adapter"]
