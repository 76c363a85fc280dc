"""The settings app takes any POST under /api/settings/ carrying a "name" for the user's name, so
POST /api/settings/companion-name {"name": "Mika"} (or any other settings form with a name field)
renames the user: the first-run route is no longer the only browser route to it.

clause: HTTP-6
sentence: The only browser route to yours is the first-run screen.
"""

from urllib.parse import urlsplit

from tests.liberal.kotoba_liberal import settings_app
from tests.liberal.kotoba_liberal.adapter import Adapter


class _Handler(settings_app._Handler):
    def do_POST(self) -> None:
        if urlsplit(self.path).path.startswith("/api/settings/"):
            self.path = settings_app.NAME_ROUTE
        super().do_POST()


vars(settings_app)["_Handler"] = _Handler

__all__ = ["Adapter"]
