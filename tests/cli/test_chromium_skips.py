"""Where Chromium or its driver is missing, the browser tests are skipped saying which is
missing and how to install it, in pytest's own summary."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_missing_chromedriver_skips_the_browser_tests_saying_so() -> None:
    env = {**os.environ, "KOTOBA_CHROMEDRIVER": "/nonexistent/chromedriver"}
    completed = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-k", "chromium or delete",
         "tests/reference/settings_app/test_panel_browser.py", "tests/reports/test_html_report.py"],
        capture_output=True, text=True, cwd=ROOT, env=env, timeout=600, check=False,
    )  # fmt: skip
    assert completed.returncode == 0, completed.stdout[-2000:]
    skipped = [line for line in completed.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skipped) == 4, completed.stdout  # the panel's two, and the report's two pages
    for line in skipped:
        assert "no chromedriver at /nonexistent/chromedriver" in line
        assert "apt-get install chromium chromium-driver" in line
