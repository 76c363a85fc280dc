"""A writer held still inside its locked write, so STORE-8 can check, without racing, that a live
holder keeps the lock however long it sleeps.

    python -m kotoba_conformance.steps.support.held_writer --at NAME --out FILE --err FILE -- CMD

It runs CMD (a `writer_process`, and every process that starts) under ptrace(2), and stops the
thread that enters a rename(2) replacing a file called NAME. The adapter contract has each whole
read-modify-write hold the lock and replace each file by a rename, so at that moment the writer
holds the lock: it is alive, and it will not run again until told. This process then prints
`held` and waits for a line on its stdin; it lets the writer go on untraced and, once it has
exited, prints `done CODE`. A writer that ends with no such rename gives `unheld CODE`; where
ptrace is not allowed (or this machine's rename calls are not known), `untraceable WHY`, and
CMD is not run.

Only Linux on x86-64 and AArch64: elsewhere the scenario that uses it is skipped, saying why.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import platform
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

PTRACE_TRACEME = 0
PTRACE_DETACH = 17
PTRACE_SYSCALL = 24
PTRACE_SETOPTIONS = 0x4200
PTRACE_GET_SYSCALL_INFO = 0x420E
OPTIONS = 0x1 | 0x2 | 0x4 | 0x8 | 0x10 | 0x100000
"""TRACESYSGOOD, TRACEFORK, TRACEVFORK, TRACECLONE, TRACEEXEC, EXITKILL: every thread and process
the writer starts is traced, and all of them die with this process."""
SYSCALL_STOP = signal.SIGTRAP | 0x80
ENTRY = 1
"""`ptrace_syscall_info.op` at a system call's entry."""
ALL_CHILDREN = 0x40000000
"""`__WALL`: wait for threads as well as processes."""
RENAMES: dict[str, dict[int, int]] = {
    "x86_64": {82: 1, 264: 3, 316: 3},
    "aarch64": {38: 3, 276: 3},
}
"""Per machine, the rename calls (rename, renameat, renameat2) by number, each with the index
of its argument naming the destination."""


class _SyscallInfo(ctypes.Structure):
    """`struct ptrace_syscall_info`, as far as a call's entry."""

    _fields_ = [
        ("op", ctypes.c_uint8),
        ("pad", ctypes.c_uint8 * 3),
        ("arch", ctypes.c_uint32),
        ("instruction_pointer", ctypes.c_uint64),
        ("stack_pointer", ctypes.c_uint64),
        ("nr", ctypes.c_uint64),
        ("args", ctypes.c_uint64 * 6),
        ("seccomp_ret_data", ctypes.c_uint32),
    ]


def _say(*words: object) -> None:
    sys.stdout.write(" ".join(str(w) for w in words) + "\n")
    sys.stdout.flush()


def _libc_ptrace() -> ctypes._CFuncPtr:  # type: ignore[name-defined]
    function = ctypes.CDLL(None, use_errno=True).ptrace
    function.restype = ctypes.c_long
    function.argtypes = [ctypes.c_long, ctypes.c_long, ctypes.c_void_p, ctypes.c_void_p]
    return function


def _string_at(tid: int, address: int) -> bytes:
    """The NUL-ended string at this address of a stopped thread's memory."""
    read = b""
    with Path(f"/proc/{tid}/mem").open("rb", buffering=0) as memory:
        while b"\0" not in read and len(read) < 4096:
            memory.seek(address + len(read))
            chunk = memory.read(256)
            if not chunk:
                break
            read += chunk
    return read.split(b"\0", 1)[0]


class _Tracer:
    def __init__(self, at: str, renames: dict[int, int]) -> None:
        self.ptrace = _libc_ptrace()
        self.at = at.encode()
        self.renames = renames

    def request(self, what: int, tid: int, data: int = 0) -> None:
        self.ptrace(what, tid, None, data)  # a thread gone meanwhile (ESRCH) is no matter

    def renames_onto_target(self, tid: int) -> bool:
        info = _SyscallInfo()
        size = self.ptrace(PTRACE_GET_SYSCALL_INFO, tid, ctypes.sizeof(info), ctypes.byref(info))
        if size <= 0 or info.op != ENTRY or info.nr not in self.renames:
            return False
        try:
            destination = _string_at(tid, info.args[self.renames[info.nr]])
        except OSError:
            return False
        return destination.rsplit(b"/", 1)[-1] == self.at

    def run(self, command: Sequence[str], out: Path, err: Path) -> None:
        ptrace = self.ptrace

        def trace_me() -> None:
            if ptrace(PTRACE_TRACEME, 0, None, None) != 0:
                raise OSError(ctypes.get_errno(), "ptrace(PTRACE_TRACEME) refused")

        with out.open("w") as out_file, err.open("w") as err_file:
            try:
                child = subprocess.Popen(
                    list(command),
                    stdout=out_file,
                    stderr=err_file,
                    preexec_fn=trace_me,  # noqa: PLW1509 (this process runs no other thread)
                )
            except (OSError, subprocess.SubprocessError) as refused:
                _say("untraceable", refused)
                return
        root = child.pid
        os.waitpid(root, ALL_CHILDREN)  # stopped at its exec
        self.request(PTRACE_SETOPTIONS, root, OPTIONS)
        self.request(PTRACE_SYSCALL, root)
        self.follow(root)

    def follow(self, root: int) -> None:
        """Resume every stop until the writer renames onto the target; hold it there until told;
        then let every thread go untraced at its next stop, and wait for the writer's end."""
        held = released = False
        known = {root}
        while True:
            try:
                tid, status = os.waitpid(-1, ALL_CHILDREN)
            except ChildProcessError:
                return
            if os.WIFEXITED(status) or os.WIFSIGNALED(status):
                if tid == root:
                    _say("done" if held else "unheld", os.waitstatus_to_exitcode(status))
                    return
                continue
            if not os.WIFSTOPPED(status):
                continue
            stop, deliver = os.WSTOPSIG(status), 0
            if stop == SYSCALL_STOP:
                if not held and self.renames_onto_target(tid):
                    held = True
                    _say("held")
                    sys.stdin.readline()
                    released = True
            elif stop == signal.SIGSTOP and tid not in known:
                pass  # a new thread or process, traced from its first instruction
            elif stop != signal.SIGTRAP:
                deliver = stop
            known.add(tid)
            self.request(PTRACE_DETACH if released else PTRACE_SYSCALL, tid, deliver)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m kotoba_conformance.steps.support.held_writer", description=__doc__
    )
    parser.add_argument("--at", required=True, help="the file name whose replacement holds it")
    parser.add_argument("--out", required=True, help="where the writer's stdout goes")
    parser.add_argument("--err", required=True, help="where the writer's stderr goes")
    parser.add_argument("command", nargs="+", help="the writer's command line, after --")
    args = parser.parse_args(argv)
    renames = RENAMES.get(platform.machine())
    if not sys.platform.startswith("linux") or renames is None:
        _say("untraceable", f"no known rename calls on {sys.platform} {platform.machine()}")
        return 0
    _Tracer(args.at, renames).run(args.command, Path(args.out), Path(args.err))
    return 0


if __name__ == "__main__":
    sys.exit(main())
