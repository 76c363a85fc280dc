"""`kotoba-reference serve`: the reference's settings app, for a person to open in a browser.

Without `--home` it serves a demo home made in a temporary folder and seeded with the
documents' own three facts (removed on exit), so trying the panel's delete buttons harms
nothing. With `--home PATH` it serves that Kotoba home, files and all.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from kotoba_reference.adapter import ReferenceAdapter, ReferenceSystem
from kotoba_reference.settings_app.server import LoopbackServer
from kotoba_reference.settings_app.web import PANEL_PATH, SETTINGS_PATH

DEFAULT_PORT = 8765
DEMO_FACTS = (
    ("Has a cat named Luna", "pets"),
    ("Works as a security engineer", "work"),
    ("Favorite color is cobalt blue", "preferences"),
)
"""The store the documents generate "by writing three facts"."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="kotoba-reference", description="The Kotoba memory reference implementation."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="serve the settings app on 127.0.0.1")
    serve.add_argument("--home", type=Path, help="a Kotoba home (default: a seeded demo home)")
    serve.add_argument("--port", type=int, default=DEFAULT_PORT, help="0 picks a free port")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    # A plain `kill` ends the server like Ctrl-C does, so the demo home is removed too.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    if args.home is not None:
        env = {**os.environ, "KOTOBA_HOME": str(args.home.resolve())}
        return serve(ReferenceAdapter().open({"env": env}), args.port)
    with tempfile.TemporaryDirectory(prefix="kotoba-demo-") as folder:
        env = {"HOME": folder, "KOTOBA_HOME": str(Path(folder) / ".kotoba")}
        system = ReferenceAdapter().open({"env": env})
        for fact, topic in DEMO_FACTS:
            system.write_fact(fact, topic)
        return serve(system, args.port)


def serve(system: ReferenceSystem, port: int) -> int:
    server = LoopbackServer(system.app_factory(system.settings()), port)
    print(f"Settings → Memory panel: {server.base_url}{PANEL_PATH}", flush=True)
    print(f"settings payload:        {server.base_url}{SETTINGS_PATH}", flush=True)
    print(f"memory folder:           {system.memory_dir()}  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    finally:
        server.stop()
        system.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
