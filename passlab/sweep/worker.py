"""A warm compile worker: a fork server that imports Triton once and forks, per job, either a child
for that job alone or a resident worker (``sweep.resident``) that compiles it and the jobs after it.

Run as ``child_launcher.py ROOT passlab.sweep.worker REPLY_FD``. Each line on stdin is one job,
``{"id": N, "request": REQUEST.json, "raw_dir": DIR, "env": {...}, "source": KEY}``:

- plain: the server loads the job's kernel (once per kernel and load inputs, ``preload``), forks a
  child for it, and answers ``{"id": N, "pid": P}``, and ``{"id": N, "code": C}`` when that child
  ended (its exit status as ``Popen.returncode`` gives it; a SIGCHLD wakes the server, which polls
  nothing);
- with ``"worker": W, "spawn": true``: the server loads the job's kernel the same way and forks
  resident worker W, which compiles the job in its own process and waits for more;
- with ``"worker": W``: the server passes the job on to worker W, which loads the kernel itself
  when it has not yet. A worker's replies (``pid``, ``loading``, ``code`` with ``last``) are passed
  on to the pool as they come; when it exits, a job it was running ends with its exit status (the
  one the job's child would have had) or, if it never started, as ``{"id": N, "lost": true}``
  (the pool runs it again in a cold child), then ``{"worker": W, "code": C}``.

Jobs run side by side, as many as the pool sends at once: one server serves a whole sweep, so
Triton, the kernel's module (torch, when it imports it) and Triton's cache key are paid once per
sweep, not once per compile.

Triton's cache key (``triton.runtime.cache.triton_key``, a hash of libtriton.so and Triton's
sources: 0.5 s) was what made a process's first compile slow; the server computes it in a thread
while the first job's module loads (``compile_child.start_cache_key``), so a forked child compiles
as fast as a process's second compile does. The rest of a first compile's extra cost (imports,
ptxas's version) a small warm-up compile pays once per target, after the jobs waiting were forked
(``WARM_UP_KERNEL``), so it never delays a compile that could start: the first wave of children
pays it, later ones start warm. (It ran before the first fork until 2026-12-04, 0.16-0.45 s on the
sweep's critical path.)

The forked child is what a cold child would be after its imports: it takes the job's environment
whole, writes its stdout and stderr to the job's ``raw/`` files, runs ``compile_child``'s work
through ``child_main.serve`` (``result.json``) and exits (``_exit``). A resident worker runs each
job the same way in its own process (``resident.run_here``).

Why a child per compile for some jobs: Triton 3.6 opens its ``MLIR_DUMP_PATH`` stream once per
process (a static ``raw_fd_ostream`` in ``ir.cc``; a second compile's dumps would go to the first
one's file, its buffered tail written only at exit), and a few other knobs set LLVM options for
the rest of the process (``settings.PROCESS_KNOBS``): a trace's compile, or one with such a knob,
gets a process of its own. Why resident workers for the rest: this server's own work per job is
serial, and with a child per job it was 46-61 ms a compile on the H200 host (forks of a process
that imported torch; the kernel's file executed again per variant, now once per source), at 16
workers the sweep's bottleneck (bench/results/pool-scaling-h200-20261205/); passing a job on to a
worker is well under a millisecond. A crash or a hang kills the compile's child or worker only (its own
process group); the server lives on.

What the kernel's module prints while it loads (here, once) is written at the start of each
child's stdout and stderr, as a cold child that loaded it itself would have printed it.
"""

from __future__ import annotations

import ctypes
import json
import os
import select
import signal
import sys
import tempfile
from pathlib import Path

from passlab import settings
from passlab.capture.child_main import serve
from passlab.sweep.preload import preload, redirected
from passlab.sweep.resident import serve_jobs

IDLE_SECONDS = 1.0   # the select's timeout: a lost wake-up costs at most this


def main(argv: list[str]) -> int:
    import triton  # noqa: F401  (imported once: what makes this worker warm)
    import triton.compiler  # noqa: F401
    from passlab.capture import compile_child

    global _real_compile
    _real_compile = triton.compiler.compile   # before any kernel's module can replace triton.compile

    compile_child.start_cache_key()   # Triton's key hashes its files while the first job's module loads
    reply = os.fdopen(int(argv[1]), "w", buffering=1)
    wake_read, wake_write = os.pipe()
    os.set_blocking(wake_write, False)
    signal.set_wakeup_fd(wake_write)   # a child's end wakes the select below at once
    signal.signal(signal.SIGCHLD, lambda *_: None)
    running: dict[int, int] = {}   # child pid -> job id
    residents: dict[int, _Resident] = {}   # resident worker pid -> the server's side of it
    numbers: dict[int, _Resident] = {}     # the pool's number for a resident worker -> the same
    pending = b""
    reading = True
    while reading or running or residents:
        channels = {r.replies: r for r in residents.values() if r.replies is not None}
        ready = select.select(([0] if reading else []) + [wake_read, *channels], [], [], IDLE_SECONDS)[0]
        if wake_read in ready:
            os.read(wake_read, 1 << 10)
        for fd in ready:
            if fd in channels:
                _pass_replies(channels[fd], reply)
        if 0 in ready:
            chunk = os.read(0, 1 << 16)
            reading = bool(chunk)   # stdin closed: the pool is done; finish what runs
            pending += chunk
            started = []
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                job = json.loads(line)
                if "worker" in job and not job.get("spawn"):
                    _pass_job(numbers.get(job["worker"]), job, line, reply)
                    continue
                if job.get("spawn"):
                    resident = start_resident(job, reply, (wake_read, wake_write))
                    residents[resident.pid] = numbers[resident.number] = resident
                else:
                    pid = start_job(job, reply, (wake_read, wake_write))
                    running[pid] = job["id"]
                    reply.write(json.dumps({"id": job["id"], "pid": pid}) + "\n")
                started.append(job)
            for job in started:   # the jobs that came are running: later children start warm
                _warm_up_for(job)
            if not reading:   # a resident worker retires when its jobs end
                for resident in residents.values():
                    resident.close_jobs()
        while running or residents:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            code = os.waitstatus_to_exitcode(status)
            if pid in running:
                reply.write(json.dumps({"id": running.pop(pid), "code": code}) + "\n")
            elif pid in residents:
                resident = residents.pop(pid)
                numbers.pop(resident.number, None)
                resident.end(code, reply)
    return 0


def start_job(job: dict, reply, wake: tuple[int, int]) -> int:
    """Load the job's kernel (once), fork its child and return the child's pid."""
    preloaded = preload(job)
    pid = _fork()
    if pid == 0:
        _leave_server(reply, wake)
        run_job(job, preloaded.loaded, preloaded.out, preloaded.err)
    return pid


def start_resident(job: dict, reply, wake: tuple[int, int]) -> "_Resident":
    """Load the job's kernel (once), fork a resident worker (``sweep.resident``) that runs it first
    and then the jobs passed on to it, and return the server's side of it."""
    preloaded = preload(job)
    jobs_read, jobs_write = os.pipe()
    replies_read, replies_write = os.pipe()
    pid = _fork()
    if pid == 0:
        _leave_server(reply, wake, (jobs_write, replies_read))
        serve_jobs(job, preloaded, jobs_read, replies_write)
    os.close(jobs_read)
    os.close(replies_write)
    return _Resident(job["worker"], pid, jobs_write, replies_read, job["id"])


def _fork() -> int:
    """Fork (no thread may run then), the child in a process group of its own."""
    from passlab.capture import compile_child
    compile_child.join_cache_key()   # no thread may run while the server forks
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid:
        try:
            os.setpgid(pid, pid)
        except OSError:   # the child already did it (or already exited)
            pass
    return pid


def _leave_server(reply, wake: tuple[int, int], own: tuple[int, ...] = ()) -> None:
    """In a child the server just forked: let go of the server's pipes (the pool's replies, the
    wake-up pipe, every resident worker's), so that only the server holds them."""
    reply.close()
    signal.set_wakeup_fd(-1)
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    for fd in (*wake, *own, *_CHANNELS):
        try:
            os.close(fd)
        except OSError:
            pass
    _CHANNELS.clear()


# The server's ends of its resident workers' pipes: a child it forks closes them (``_leave_server``),
# or a worker would not see its jobs end, nor the server a dead worker's replies end.
_CHANNELS: set[int] = set()


class _Resident:
    """The server's side of a resident worker: the pipe its jobs go to, the pipe its replies come
    from (passed on to the pool as they are), and the job it runs."""

    def __init__(self, number: int, pid: int, jobs: int, replies: int, job: int) -> None:
        self.number, self.pid = number, pid
        self.jobs: int | None = jobs
        self.replies: int | None = replies
        self.pending = b""
        self.job: int | None = job     # the id of the job it runs
        self.started = False           # whether it said that job started
        _CHANNELS.update((jobs, replies))

    def close_jobs(self) -> None:
        if self.jobs is not None:
            _CHANNELS.discard(self.jobs)
            os.close(self.jobs)
            self.jobs = None

    def end(self, code: int, reply) -> None:
        """The worker exited with ``code``: pass on what it replied, then its job's end (with its
        status, as a forked child's; "lost" when the job never started: the pool runs it again)."""
        if self.replies is not None:
            os.set_blocking(self.replies, False)
            try:
                while _pass_replies(self, reply):
                    pass
            except BlockingIOError:   # a process it forked still holds the pipe: what is there is read
                pass
        self.close_jobs()
        if self.replies is not None:
            _CHANNELS.discard(self.replies)
            os.close(self.replies)
            self.replies = None
        if self.job is not None:
            end = {"code": code, "last": True} if self.started else {"lost": True}
            reply.write(json.dumps({"id": self.job, **end}) + "\n")
        reply.write(json.dumps({"worker": self.number, "code": code}) + "\n")


def _pass_job(resident: "_Resident | None", job: dict, line: bytes, reply) -> None:
    """A job for a resident worker, written to its pipe ("lost" when it is gone: the pool runs it again)."""
    if resident is None or resident.jobs is None:
        reply.write(json.dumps({"id": job["id"], "lost": True}) + "\n")
        return
    resident.job, resident.started = job["id"], False
    data = line + b"\n"
    try:
        while data:
            data = data[os.write(resident.jobs, data):]
    except OSError:   # it died: its end reports the job as lost
        pass


def _pass_replies(resident: "_Resident", reply) -> bool:
    """Read what the worker replied and pass each whole line on to the pool; False at its end."""
    chunk = os.read(resident.replies, 1 << 16)
    if not chunk:
        _CHANNELS.discard(resident.replies)
        os.close(resident.replies)
        resident.replies = None
        return False
    resident.pending += chunk
    while b"\n" in resident.pending:
        line, resident.pending = resident.pending.split(b"\n", 1)
        message = json.loads(line)
        if "code" in message:
            resident.job = None
        elif "pid" in message:
            resident.started = True
        reply.write(line.decode() + "\n")
    return True


def _warm_up_for(job: dict) -> None:
    from passlab.capture.job import CompileJob
    try:
        parsed = CompileJob.from_request(json.loads(Path(job["request"]).read_text()))
    except Exception:
        return
    _warm_up(parsed.target, parsed.target_name, job["env"])


# A kernel this server compiles once per target, dumps off, once the jobs waiting are forked: a
# process's first compile pays more than its later ones, which every child forked later would pay
# again otherwise. Most of it (0.5 s) was Triton's cache key, now hashed while the first module
# loads; what is left (Triton's code generator and Gluon imported, ptxas asked its version twice,
# 0.1-0.2 s a compile on this machine with tutorial 03) the warm-up pays here once.
WARM_UP_KERNEL = """import triton
import triton.language as tl


@triton.jit
def passlab_warm_up(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(x_ptr + offs, tl.load(x_ptr + offs, mask=offs < n) + 1, mask=offs < n)
"""
_warm_targets: set[str] = set()
# Triton's compile as imported, before a job's module ran: a module that replaces ``triton.compile``
# (tests/data/debug/kernels/autotune_abort.py aborts for BLOCK=128, as the warm-up's is) would
# otherwise run its hook in the server, and the server's death sent every job in flight to a cold
# child and the rest of the sweep with it.
_real_compile = None


def _warm_up(target, target_name: str, env: dict[str, str]) -> None:
    """Compile ``WARM_UP_KERNEL`` for ``target`` here, once; its output and failure are dropped."""
    if target_name in _warm_targets:
        return
    _warm_targets.add(target_name)
    import importlib.util

    import triton
    from triton.compiler import ASTSource

    from passlab.capture import compile_child
    compile_child.join_cache_key()
    saved_env = dict(os.environ)
    os.environ.clear()
    os.environ.update({k: v for k, v in env.items() if k not in (settings.DUMP_TARGET.name,
                                                                  settings.MLIR_ENABLE_DUMP.name,
                                                                  settings.MLIR_DUMP_PATH.name)})
    with tempfile.TemporaryDirectory(prefix="passlab-warm-up-") as folder:
        os.environ[settings.TRITON_CACHE_DIR.name] = folder
        os.environ[settings.TRITON_ALWAYS_COMPILE.name] = "1"
        path = Path(folder) / "passlab_warm_up.py"
        path.write_text(WARM_UP_KERNEL)
        with tempfile.TemporaryFile() as out, redirected(out, out):
            try:
                spec = importlib.util.spec_from_file_location("passlab_warm_up", path)
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                compile_child.activate_target_driver(target)
                source = ASTSource(module.passlab_warm_up, {"x_ptr": "*fp32", "n": "i32", "BLOCK": "constexpr"},
                                   constexprs={"BLOCK": 128})
                (_real_compile or triton.compile)(source, target=target, options={"num_warps": 4})
            except Exception:
                pass   # a warm-up is no compile anyone asked for: the jobs' own compiles report
    os.environ.clear()
    os.environ.update(saved_env)


def run_job(job: dict, loaded: dict, out: bytes, err: bytes) -> None:
    """In the forked child: the compile, as a cold child does it; never returns."""
    from passlab.capture import compile_child
    from passlab.capture.child import STDERR_FILE, STDOUT_FILE, _die_with_parent

    os.setpgid(0, 0)
    _die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    os.environ.clear()
    os.environ.update(job["env"])
    compile_child._LOADED = dict(loaded)
    raw = Path(job["raw_dir"])
    stdout = open(raw / STDOUT_FILE, "wb")
    stderr = open(raw / STDERR_FILE, "wb")
    stdout.write(out)
    stderr.write(err)
    stdout.flush()
    stderr.flush()
    os.dup2(stdout.fileno(), 1)
    os.dup2(stderr.fileno(), 2)
    code = serve(["compile_child", job["request"]], compile_child.compile_request)
    _exit(code, dumping=bool(job["env"].get(settings.DUMP_TARGET.name)))


def _exit(code: int, dumping: bool) -> None:
    """End the child without the interpreter's finalization, which takes 2 s once the kernel's module
    imported torch. With dumps on, C's ``exit`` still runs the C++ destructors, which write out the
    buffered tail of Triton's static ``MLIR_DUMP_PATH`` stream (0.4 s more); without, nothing is
    left to write and ``os._exit`` ends it at once. The result and artifacts are written already."""
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        libc = ctypes.PyDLL(None)
        libc.fflush(None)
        if dumping:
            libc.exit(code)
    except (OSError, AttributeError):
        pass
    os._exit(code)


if __name__ == "__main__":
    _exit(main(sys.argv), dumping=False)   # no finalization: 2 s once a kernel's module imported torch
