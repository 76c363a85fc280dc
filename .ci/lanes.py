"""Run a tox env's independent commands side by side, in lanes, and report them one after another.

    python .ci/lanes.py COMMAND... [--lane COMMAND...]...

Each COMMAND is one argument, a whole command line (split as a shell would, run without one); a
leading `- ` makes its exit status ignored, as tox's own `-` prefix does. The commands of a lane
run in order, and the lanes run at the same time: an env whose commands spend half their time
waiting (on servers starting, racing writers, a browser drawing) fills the wait with the next
lane's work. The first lane's output is printed as it comes; each other command's is kept and
printed whole after it, under a heading naming the command, so the log reads as if the commands
had run one at a time. A failure is also said on a `FAILED` line of its own, which
`.ci/red_digest.py` picks up. The exit status is the first failing command's (by lane, then by
order), 0 when none failed. Standard library only.
"""

from __future__ import annotations

import shlex
import subprocess
import sys
import tempfile
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

LANE = "--lane"
"""The argument that starts a new lane."""
IGNORED = "- "
"""The prefix of a command whose exit status is ignored (tox's `-`)."""


@dataclass
class Command:
    line: str
    ignored: bool
    code: int | None = None
    output: str = ""

    @property
    def argv(self) -> list[str]:
        return shlex.split(self.line)


@dataclass
class Lane:
    number: int
    commands: list[Command] = field(default_factory=list)

    def run(self, streamed: bool) -> None:
        """Each command in order, its output printed as it comes (`streamed`) or kept; a failing
        command that is not ignored ends the lane, as a failing command ends a tox env."""
        for command in self.commands:
            if streamed:
                print(f"lanes[{self.number}]> {command.line}", flush=True)
                command.code = _run(command, sys.stdout)
                print(_verdict(self.number, command), end="", flush=True)
            else:
                with tempfile.TemporaryFile("w+", encoding="utf-8", errors="replace") as out:
                    command.code = _run(command, out)
                    out.seek(0)
                    command.output = out.read()
            if command.code != 0 and not command.ignored:
                return


def _run(command: Command, out: TextIO) -> int:
    try:
        return subprocess.run(
            command.argv, stdout=out, stderr=subprocess.STDOUT, check=False
        ).returncode
    except OSError as error:  # not found, not executable
        print(f"{command.argv[0]}: {error.strerror}", file=out, flush=True)
        return 127


def _verdict(number: int, command: Command) -> str:
    """The line that says a command failed (or failed, ignored); nothing for a success."""
    if command.code == 0:
        return ""
    said = "ignored" if command.ignored else "FAILED"
    return f"{said} (exit {command.code}) lanes[{number}]> {command.line}\n"


def lanes(argv: list[str]) -> list[Lane]:
    """The lanes the arguments describe; a usage error raises ValueError."""
    found = [Lane(1)]
    for argument in argv:
        if argument == LANE:
            found.append(Lane(len(found) + 1))
            continue
        ignored = argument.startswith(IGNORED)
        line = argument.removeprefix(IGNORED).strip()
        if not line:
            raise ValueError(f"an empty command: {argument!r}")
        found[-1].commands.append(Command(line, ignored))
    if any(not lane.commands for lane in found):
        raise ValueError(f"a lane without a command ({LANE} first, last or twice)")
    return found


def report(all_lanes: list[Lane]) -> int:
    """Print the kept output of every lane but the first (streamed already), command by
    command; return the first failure's exit status."""
    for lane in all_lanes[1:]:
        for command in lane.commands:
            if command.code is None:
                print(f"lanes[{lane.number}] not run, its lane stopped: {command.line}")
                continue
            print(f"lanes[{lane.number}]> {command.line}")
            sys.stdout.write(command.output)
            sys.stdout.write(_verdict(lane.number, command))
    sys.stdout.flush()
    failures = (
        command.code
        for lane in all_lanes
        for command in lane.commands
        if command.code and not command.ignored
    )
    return next(failures, 0)


def main(argv: list[str]) -> int:
    try:
        all_lanes = lanes(argv)
    except ValueError as error:
        usage = f"usage: {Path(__file__).name} COMMAND... [{LANE} COMMAND...]..."
        print(f"lanes.py: {error}\n{usage}", file=sys.stderr)
        return 2
    threads = [
        threading.Thread(target=lane.run, args=(lane is all_lanes[0],)) for lane in all_lanes
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return report(all_lanes)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
