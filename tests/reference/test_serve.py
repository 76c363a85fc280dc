"""`kotoba-reference serve`: a person's way in to the panel, on a seeded demo home by default."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

from kotoba_conformance.steps.support import http_client

PANEL_LINE = re.compile(r"(?P<url>http://127\.0\.0\.1:\d+)/settings/memory")


def test_serve_shows_the_demo_home_and_removes_it_on_exit() -> None:
    command = [sys.executable, "-m", "kotoba_reference.cli", "serve", "--port", "0"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as server:
        assert server.stdout is not None
        lines = [server.stdout.readline() for _ in range(3)]
        match = PANEL_LINE.search(lines[0])
        assert match, lines
        folder = Path(lines[2].split()[2])
        try:
            page = http_client.send(match["url"], "GET", "/settings/memory").text()
            assert {"pets · 1", "preferences · 1", "work · 1"} <= set(re.findall(r"\w+ · 1", page))
            assert folder.is_dir()
        finally:
            server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=10) == 0
    assert not folder.exists()


def test_serve_on_a_given_home_uses_its_files(tmp_path: Path) -> None:
    topics = tmp_path / "memory" / "topics"
    topics.mkdir(parents=True)
    (topics / "garden.md").write_text("# garden\n\n- Grows tomatoes\n", encoding="utf-8")
    command = [sys.executable, "-m", "kotoba_reference.cli", "serve", "--port", "0"]
    with subprocess.Popen(
        [*command, "--home", str(tmp_path)], stdout=subprocess.PIPE, text=True
    ) as server:
        assert server.stdout is not None
        match = PANEL_LINE.search(server.stdout.readline())
        assert match
        try:
            answer = http_client.send(match["url"], "GET", "/api/settings").json()
            assert answer == {"memory": {"topics": [{"slug": "garden", "count": 1}], "recent": []}}
        finally:
            server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=10) == 0
    assert (topics / "garden.md").is_file()
