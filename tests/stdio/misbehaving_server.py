"""Stdio servers that go wrong in one way each, for the tests of the suite's client:

    python tests/stdio/misbehaving_server.py MODE

crash-at-hello    exits before answering anything
garbage-at-hello  prints a line that is not JSON
crash-on-call     answers hello and open, then exits at the first system call
crash-on-write    answers hello, open, memory_dir and close, then exits at the first write
garbage-on-call   answers hello and open, then prints garbage for the first system call
silent-on-call    answers hello and open, then never answers again
wrong-id          answers hello and open, then answers a system call with another id
bad-hello         a hello answer without known_failures (valid JSON, against the schema)
"""

from __future__ import annotations

import json
import sys
import tempfile
import time


def say(message: object) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


HELLO = {"protocol": 1, "name": "misbehaving", "version": "0", "known_failures": []}
CAPABILITIES = ["facts", "prompt"]


def main(mode: str) -> int:
    for line in sys.stdin:
        request = json.loads(line)
        method = request["method"]
        if method == "hello":
            if mode == "crash-at-hello":
                return 3
            if mode == "garbage-at-hello":
                print("Starting up, please wait...", flush=True)
                continue
            hello = {**HELLO, "capabilities": CAPABILITIES}
            if mode == "bad-hello":
                del hello["known_failures"]
            say({"id": request["id"], "result": hello})
        elif method == "open":
            say({"id": request["id"], "result": {"system": "only"}})
        elif method == "bye":
            say({"id": request["id"], "result": None})
            return 0
        elif mode == "crash-on-write" and method in ("memory_dir", "close"):
            answer = tempfile.mkdtemp(prefix="misbehaving-") if method == "memory_dir" else None
            say({"id": request["id"], "result": answer})
        elif mode in ("crash-on-call", "crash-on-write"):
            print("segmentation fault (pretend)", file=sys.stderr, flush=True)
            return 139
        elif mode == "garbage-on-call":
            print("{'written': True}", flush=True)
        elif mode == "silent-on-call":
            time.sleep(3600)
        elif mode == "wrong-id":
            say({"id": request["id"] + 100, "result": None})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
