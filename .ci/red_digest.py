"""Why a `tox` run was red, in at most 40 lines, for the end of a CI log.

    python3 .ci/red_digest.py TOX_LOG

tox prints each env's output where it runs, and its own summary last; when an early env fails,
the lines that say why are thousands of lines above the end of the log, where a reader of CI's
last lines never looks. This reads the whole log and prints, for each env tox marked FAIL, the
command that failed and the lines that name what failed: pytest's `FAILED`/`ERROR` summary
lines, the per-clause rows and verdict lines of `kotoba-conformance`, and the first assertion
lines (`E   …`). Standard library only: it runs before, and without, any project env.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

LIMIT = 40
"""Lines printed at the most, the heading included."""
WIDTH = 240
"""Characters of one line printed at the most."""
_FAILED_ENV = re.compile(r"^  (?P<env>[\w.-]+): FAIL code (?P<code>-?\d+)")
_ENV_LINE = re.compile(r"^(?P<env>[\w.-]+): (?P<rest>.*)$")
_COMMAND = re.compile(r"^commands\[\d+\]> (?P<command>.*)$")
_TELLING = (
    re.compile(r"^(FAILED|ERROR) "),  # pytest's short summary
    re.compile(r"^[A-Z]+-\d+\s+\S+\s+FAILED\b"),  # a clause row of kotoba-conformance
    re.compile(r"\b(stress|fuzz|audit) FAILED\b|^clauses: .* [1-9]\d* FAILED"),
    re.compile(r"^E\s+\S"),  # an assertion's first lines
)
_ASSERTION_LINES = 3
"""`E   …` lines kept for one env: the first of them say what differed."""


_SUMMARY = re.compile(r"^  (?P<env>[\w.-]+): (?P<verdict>OK|FAIL|SKIP)\b")


def failed_envs(lines: list[str]) -> dict[str, str]:
    """Each env tox's closing summary marks FAIL, with its exit code."""
    return {m["env"]: m["code"] for line in lines if (m := _FAILED_ENV.match(line))}


def sections(lines: list[str]) -> dict[str, list[str]]:
    """Each env's lines, by the envs tox's closing summary names: from a line tox starts with
    the env's name to the next line tox starts with another's."""
    known = {m["env"] for line in lines if (m := _SUMMARY.match(line))}
    found: dict[str, list[str]] = {env: [] for env in known}
    current: str | None = None
    for line in lines:
        if (match := _ENV_LINE.match(line)) and match["env"] in known:
            current = match["env"]
        if current is not None:
            found[current].append(line)
    return found


_EXIT = re.compile(r"^exit (?P<code>-?\d+) ")


def telling(env: str, section: list[str]) -> tuple[str, list[str]]:
    """The command that failed (the last one tox saw exit non-zero, else the last it ran) and
    its lines that say what failed."""
    runs: list[tuple[str, list[str]]] = []
    failed: tuple[str, list[str]] | None = None
    assertions = 0
    for line in section:
        if (env_line := _ENV_LINE.match(line)) and env_line["env"] == env:
            if run := _COMMAND.match(env_line["rest"]):
                runs.append((run["command"], []))
                assertions = 0
            elif (code := _EXIT.match(env_line["rest"])) and code["code"] != "0" and runs:
                failed = runs[-1]
            continue
        if not runs or not any(pattern.search(line) for pattern in _TELLING):
            continue
        if line.startswith("E"):
            assertions += 1
            if assertions > _ASSERTION_LINES:
                continue
        if line not in runs[-1][1]:
            runs[-1][1].append(line)
    return failed or (runs[-1] if runs else ("", []))


def digest(log: str) -> list[str]:
    lines = log.splitlines()
    failed = failed_envs(lines)
    if not failed:
        return []
    out = [f"== why tox is red: {', '.join(failed)} =="]
    per_env = max(1, (LIMIT - 1) // len(failed) - 2)  # its command line, a "more" line
    found = sections(lines)
    for env, code in failed.items():
        command, kept = telling(env, found[env])
        out.append(f"{env} (exit {code}): {command or 'its set-up'}")
        shown = kept[:per_env]
        out += [f"  {line}" for line in shown]
        if len(kept) > len(shown):
            out.append(f"  … {len(kept) - len(shown)} more in the log above")
    return [line[:WIDTH] for line in out[:LIMIT]]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: red_digest.py TOX_LOG", file=sys.stderr)
        return 2
    text = Path(argv[0]).read_text(encoding="utf-8", errors="replace")
    print("\n".join(digest(text)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
