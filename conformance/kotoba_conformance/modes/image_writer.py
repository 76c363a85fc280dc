"""An install keeping images in a process of its own, for the stress mode's visual phases:

    python -m kotoba_conformance.modes.image_writer --adapter SPEC --env JSON \\
        --start I --count N [--ready FILE] [--go FILE]

It opens a system on the given environment, touches READY, waits for GO (so racing writers start
together), then keeps images I .. I+N-1 (`keepsake`): each a distinct small PNG sent as a
`data:` URL, about an invented one-word name no other image shares. After each answer it prints one
JSON line, flushed at once (`{"about": ..., "kept": ..., "id": ...}`), so a parent that kills it
still knows every save that was acknowledged.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import cast

from kotoba_conformance.contract.adapter import VisualSystem
from kotoba_conformance.contract.loading import load
from kotoba_conformance.steps.support import images

START_TIMEOUT = 120.0
NOTE = "kept by the stress mode"
KIND = "other"


SYLLABLES = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"]
"""Seventy syllables, all different: the digits of each image's name."""


def name_of(index: int) -> str:
    """A one-word name unique to this index (its base-70 digits as syllables, ending in x), so
    no two images share a word and a recall by one name finds that image alone."""
    digits = []
    index += len(SYLLABLES)  # at least two syllables
    while index:
        index, digit = divmod(index, len(SYLLABLES))
        digits.append(SYLLABLES[digit])
    return "".join(reversed(digits)).capitalize() + "x"


def keepsake(index: int) -> tuple[str, str]:
    """Image `index`: its `about` (`name_of`) and its `data:` URL, a PNG of its own."""
    about = name_of(index)
    return about, images.data_url(images.png(about))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kotoba_conformance.modes.image_writer")
    parser.add_argument("--adapter", required=True)
    parser.add_argument("--env", required=True, help="the system's environment, as JSON")
    parser.add_argument("--start", type=int, required=True)
    parser.add_argument("--count", type=int, required=True)
    parser.add_argument("--ready", help="file to create once the system is open")
    parser.add_argument("--go", help="file whose appearance starts the saves")
    args = parser.parse_args(argv)
    system = cast(VisualSystem, load(args.adapter).open({"env": json.loads(args.env)}))
    try:
        if args.ready:
            Path(args.ready).touch()
        deadline = time.monotonic() + START_TIMEOUT
        while args.go and not Path(args.go).exists():
            if time.monotonic() > deadline:
                print(json.dumps({"error": "never told to start"}), flush=True)
                return 2
            time.sleep(0.001)
        for index in range(args.start, args.start + args.count):
            about, source = keepsake(index)
            answer = system.remember_image(source, about, NOTE, KIND)
            record = {"about": about, "kept": answer["kept"], "id": answer["id"]}
            sys.stdout.write(json.dumps(record) + "\n")
            sys.stdout.flush()
    finally:
        system.close()
    return 0


def command(
    adapter: str,
    env: dict[str, str],
    start: int,
    count: int,
    *,
    ready: Path | None = None,
    go: Path | None = None,
) -> list[str]:
    """The command line of one image writer."""
    line = [
        sys.executable, "-m", "kotoba_conformance.modes.image_writer", "--adapter", adapter,
        "--env", json.dumps(env), "--start", str(start), "--count", str(count),
    ]  # fmt: skip
    if ready is not None and go is not None:
        line += ["--ready", str(ready), "--go", str(go)]
    return line


if __name__ == "__main__":
    sys.exit(main())
