"""A writer held still inside its locked write, so STORE-8 can check, without racing, that a live
holder keeps the lock however long it sleeps.

    python -m kotoba_conformance.steps.support.held_writer --at NAME --out FILE --err FILE -- CMD

It runs CMD (a `writer_process`, and every process that starts) under ptrace(2), and stops the
thread that enters a rename(2) replacing a file called NAME. The adapter contract has each whole
read-modify-write hold the lock and replace each file by a rename, so at that moment the writer
holds the lock: it is alive, and it will not run again until told. This process then prints
`held` and waits for a line on its stdin; it lets the writer go on and, once it has exited,
prints `done CODE`. A writer that ends with no such rename gives `unheld CODE`; where ptrace is
not allowed (or this machine's rename calls are not known), `untraceable WHY`, and CMD is not
run.

A seccomp(2) filter, which CMD and all it starts inherit, hands this process the rename calls
alone: the writer runs untouched up to them. Where no filter can be set (or with
`--every-call`), every call the writer makes stops here to be looked at, thousands as a Python
writer imports, and the writer is let go untraced once held.

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
from collections.abc import Callable, Sequence
from pathlib import Path

PTRACE_TRACEME = 0
PTRACE_DETACH = 17
PTRACE_SYSCALL = 24
PTRACE_SETOPTIONS = 0x4200
PTRACE_GET_SYSCALL_INFO = 0x420E
OPTIONS = 0x1 | 0x2 | 0x4 | 0x8 | 0x10 | 0x100000
"""TRACESYSGOOD, TRACEFORK, TRACEVFORK, TRACECLONE, TRACEEXEC, EXITKILL: every thread and process
the writer starts is traced, and all of them die with this process."""
PTRACE_CONT = 7
PTRACE_O_TRACESECCOMP = 0x80
PTRACE_EVENT_SECCOMP = 7
SYSCALL_STOP = signal.SIGTRAP | 0x80
ENTRY, SECCOMP = 1, 3
"""`ptrace_syscall_info.op` at a system call's entry, and at a seccomp filter's stop (the same
fields, the call not made yet)."""
PR_SET_NO_NEW_PRIVS, PR_SET_SECCOMP, SECCOMP_MODE_FILTER = 38, 22, 2
SECCOMP_RET_ALLOW, SECCOMP_RET_TRACE = 0x7FFF0000, 0x7FF00000
AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
"""The architecture a seccomp filter sees (`seccomp_data.arch`), per machine."""
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


class _SockFilter(ctypes.Structure):
    """`struct sock_filter`: one classic BPF instruction."""

    _fields_ = [
        ("code", ctypes.c_uint16),
        ("jt", ctypes.c_uint8),
        ("jf", ctypes.c_uint8),
        ("k", ctypes.c_uint32),
    ]


class _SockFprog(ctypes.Structure):
    """`struct sock_fprog`: a BPF program."""

    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(_SockFilter))]


LOAD_WORD, JUMP_IF_EQUAL, RETURN = 0x20, 0x15, 0x06
"""BPF_LD|BPF_W|BPF_ABS, BPF_JMP|BPF_JEQ|BPF_K, BPF_RET|BPF_K."""


def rename_filter(arch: int, renames: Sequence[int]) -> list[tuple[int, int, int, int]]:
    """A seccomp program that hands the tracer the rename calls of this architecture and lets
    every other call through: (code, jump if true, jump if false, operand), a jump counting the
    instructions it skips."""
    count = len(renames)
    return [
        (LOAD_WORD, 0, 0, 4),  # seccomp_data.arch
        (JUMP_IF_EQUAL, 0, count + 1, arch),  # another architecture: allowed
        (LOAD_WORD, 0, 0, 0),  # seccomp_data.nr
        *((JUMP_IF_EQUAL, count - index, 0, number) for index, number in enumerate(renames)),
        (RETURN, 0, 0, SECCOMP_RET_ALLOW),
        (RETURN, 0, 0, SECCOMP_RET_TRACE),
    ]


def _filter_installer(program: list[tuple[int, int, int, int]]) -> Callable[[], None]:
    """What sets the seccomp program on the process that calls it (and all it will start),
    OSError if refused. Everything but the two prctl(2) calls is made here, in the tracer, so
    that the forked child, before its exec, does no more than set the filter."""
    prctl = ctypes.CDLL(None, use_errno=True).prctl
    prctl.restype = ctypes.c_int
    prctl.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p, ctypes.c_ulong,
                      ctypes.c_ulong]  # fmt: skip
    instructions = (_SockFilter * len(program))(*(_SockFilter(*line) for line in program))
    fprog = _SockFprog(len(program), instructions)

    def install() -> None:
        if prctl(PR_SET_NO_NEW_PRIVS, 1, None, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS) refused")
        if prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.addressof(fprog), 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_SECCOMP) refused")

    return install


def _seccomp_filters_allowed() -> bool:
    """Whether this kernel has seccomp filters (`Seccomp_filters:` in /proc/self/status)."""
    try:
        status = Path("/proc/self/status").read_text(encoding="utf-8")
    except OSError:
        return False
    return "Seccomp_filters:" in status


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
    def __init__(self, at: str, renames: dict[int, int], arch: int | None) -> None:
        """`arch`: the seccomp architecture to filter the rename calls by; None, every call
        stops."""
        self.ptrace = _libc_ptrace()
        self.at = at.encode()
        self.renames = renames
        self.arch = arch

    @property
    def resume(self) -> int:
        """How a stopped thread goes on: to its next call, or to its next filtered one."""
        return PTRACE_SYSCALL if self.arch is None else PTRACE_CONT

    def request(self, what: int, tid: int, data: int = 0) -> None:
        self.ptrace(what, tid, None, data)  # a thread gone meanwhile (ESRCH) is no matter

    def renames_onto_target(self, tid: int) -> bool:
        info = _SyscallInfo()
        size = self.ptrace(PTRACE_GET_SYSCALL_INFO, tid, ctypes.sizeof(info), ctypes.byref(info))
        if size <= 0 or info.op not in (ENTRY, SECCOMP) or info.nr not in self.renames:
            return False
        try:
            destination = _string_at(tid, info.args[self.renames[info.nr]])
        except OSError:
            return False
        return destination.rsplit(b"/", 1)[-1] == self.at

    def run(self, command: Sequence[str], out: Path, err: Path) -> None:
        ptrace = self.ptrace
        install_filter = (
            None
            if self.arch is None
            else _filter_installer(rename_filter(self.arch, sorted(self.renames)))
        )

        def trace_me() -> None:
            if ptrace(PTRACE_TRACEME, 0, None, None) != 0:
                raise OSError(ctypes.get_errno(), "ptrace(PTRACE_TRACEME) refused")
            if install_filter is not None:
                install_filter()

        child, why = None, ""
        with out.open("w") as out_file, err.open("w") as err_file:
            try:
                child = subprocess.Popen(
                    list(command),
                    stdout=out_file,
                    stderr=err_file,
                    preexec_fn=trace_me,  # noqa: PLW1509 (this process runs no other thread)
                )
            except (OSError, subprocess.SubprocessError) as refused:
                why = str(refused)
        if child is None:
            if install_filter is None:
                _say("untraceable", why)
            else:  # no filter allowed here: every call stops instead
                _Tracer(self.at.decode(), self.renames, None).run(command, out, err)
            return
        root = child.pid
        os.waitpid(root, ALL_CHILDREN)  # stopped at its exec
        options = OPTIONS | (0 if self.arch is None else PTRACE_O_TRACESECCOMP)
        self.request(PTRACE_SETOPTIONS, root, options)
        self.request(self.resume, root)
        self.follow(root)

    def follow(self, root: int) -> None:
        """Resume every stop until the writer renames onto the target; hold it there until told;
        then let every thread go on, untraced at its next stop where no filter hands the
        renames here (with one, a rename made untraced would fail: ENOSYS), and wait for the
        writer's end."""
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
            if stop == SYSCALL_STOP or status >> 8 == signal.SIGTRAP | PTRACE_EVENT_SECCOMP << 8:
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
            detach = released and self.arch is None
            self.request(PTRACE_DETACH if detach else self.resume, tid, deliver)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m kotoba_conformance.steps.support.held_writer", description=__doc__
    )
    parser.add_argument("--at", required=True, help="the file name whose replacement holds it")
    parser.add_argument("--out", required=True, help="where the writer's stdout goes")
    parser.add_argument("--err", required=True, help="where the writer's stderr goes")
    parser.add_argument(
        "--every-call", action="store_true", help="stop at every call, with no seccomp filter"
    )
    parser.add_argument("command", nargs="+", help="the writer's command line, after --")
    args = parser.parse_args(argv)
    renames = RENAMES.get(platform.machine())
    if not sys.platform.startswith("linux") or renames is None:
        _say("untraceable", f"no known rename calls on {sys.platform} {platform.machine()}")
        return 0
    filtered = not args.every_call and _seccomp_filters_allowed()
    arch = AUDIT_ARCH[platform.machine()] if filtered else None
    _Tracer(args.at, renames, arch).run(args.command, Path(args.out), Path(args.err))
    return 0


if __name__ == "__main__":
    sys.exit(main())
