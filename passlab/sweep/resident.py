"""A resident compile worker: forked once from the fork server (``sweep.worker``), it compiles one
job after another in its own process, where the server forks a child per job.

The server's own work per compile was serial, one process for all of a sweep's jobs: 46-61 ms
a compile on the H200 host (bench/results/pool-scaling-h200-20261205/), at 16 workers the whole
sweep past its start-up. Here (2 cores, CPU torch) 22 ms of it were a fork of a process that
imported torch (5.5 ms), executing the kernel's file again for each GROUP_SIZE_M variant (10 ms
a compile; now once per source version) and the warm-up compile. A resident worker
pays its fork once; the server only passes its jobs and replies on (``sweep.worker``), and each
worker loads the kernels it meets itself (``preload.preload``).

Each job runs as the forked child would run it (``worker.run_job``): the job's environment whole,
stdout and stderr (file descriptors 1 and 2, Python's and C's output alike) into the job's
``raw/`` files, ``child_main.serve`` writing ``result.json``, its exit status the status the child
would have exited with. Between jobs the worker puts back what a compile may change and the next
must not see (``ProcessState``: the environment, working directory, ``sys.path``, the warnings
filters; and the modules the job imported from the kernel's folder). A crash (abort, segfault) or a hang (killed at
the time limit by the pool) ends the worker in the middle of its job: the server reports the job
with the worker's exit status, as it would have reported the child's, and the pool starts another
worker. The worker also retires, after replying, once it served ``JOBS_PER_WORKER`` jobs or grew
``RSS_GROWTH`` bytes, and after a job whose kernel it could not load ahead (the job's own load ran
here, and what it imported stays with this process).

What a resident worker does not run: a compile with dumps (Triton 3.6 opens ``MLIR_DUMP_PATH``'s
stream once per process, a static ``raw_fd_ostream`` in ``python/src/ir.cc``: a second compile's
dumps would go to the first one's file, the buffered tail written only at exit) or with another of
``settings.PROCESS_KNOBS``: the pool sends those to the server, which forks a child for each.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
import traceback
import warnings
from pathlib import Path

from passlab import settings
from passlab.capture.child_main import serve
from passlab.sweep.preload import Preloaded, flush_all, forget_siblings, preload, redirected

# Jobs a worker serves before it retires: a bound on what compiles leave behind in a process
# (tutorial 03's configs one after another here: 328 MB after the first compile, 385 MB after 40,
# 443 MB after 120; the cyclic GC took 18 ms over 11 compiles, none of them of the oldest generation).
JOBS_PER_WORKER = 256
RSS_GROWTH = 1 << 30   # bytes a worker may grow past its size after its first job


def serve_jobs(first: dict, preloaded: Preloaded, jobs_fd: int, replies_fd: int) -> None:
    """In the worker the server just forked: ``first`` (its kernel loaded by the server), then each
    job read from ``jobs_fd``, replying ``{"id": N, "pid": P}`` when a job starts and
    ``{"id": N, "code": C, "last": B}`` when it ended (``last``: this worker serves no more), and
    ``{"id": N, "loading": P}`` before it loads a kernel for a job (a hang there is killed too);
    never returns. ``first["retire_after"]``: the jobs it serves (default ``JOBS_PER_WORKER``)."""
    os.setpgid(0, 0)   # the pool kills this group at a job's time limit or an interrupt
    from passlab.capture.child import _die_with_parent
    _die_with_parent()
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    null = os.open(os.devnull, os.O_RDONLY)   # the server's stdin is the pool's pipe of jobs: not ours to read
    os.dup2(null, 0)
    os.close(null)
    replies = os.fdopen(replies_fd, "w", buffering=1)
    jobs = os.fdopen(jobs_fd, "rb")
    clean = ProcessState()
    retire_after = first.get("retire_after", JOBS_PER_WORKER)
    served, size = 0, None
    job, ready = first, preloaded
    while True:
        if ready is None:
            replies.write(json.dumps({"id": job["id"], "loading": os.getpid()}) + "\n")
            ready = preload(job)
        replies.write(json.dumps({"id": job["id"], "pid": os.getpid()}) + "\n")
        code, fit = run_here(job, ready, clean)
        served += 1
        size = size or _rss()
        last = not fit or served >= retire_after or _rss() - size > RSS_GROWTH
        replies.write(json.dumps({"id": job["id"], "code": code, "last": last}) + "\n")
        line = b"" if last else jobs.readline()
        if not line:   # retired, or the server closed this worker's jobs: nothing is left to write
            flush_all()
            os._exit(0)
        job, ready = json.loads(line), None


def run_here(job: dict, preloaded: Preloaded, clean: "ProcessState") -> tuple[int, bool]:
    """The job's compile in this process; (the exit status its forked child would have had,
    whether this process is still fit for another job)."""
    from passlab.capture import compile_child
    from passlab.capture.child import STDERR_FILE, STDOUT_FILE

    raw = Path(job["raw_dir"])
    kernel = _kernel_of(job)
    os.environ.clear()
    os.environ.update(job["env"])
    compile_child._LOADED = dict(preloaded.loaded)
    before = set(sys.modules)
    threads = set(threading.enumerate())
    fit = preloaded.ready
    try:
        with open(raw / STDOUT_FILE, "wb") as stdout, open(raw / STDERR_FILE, "wb") as stderr:
            stdout.write(preloaded.out)
            stderr.write(preloaded.err)
            stdout.flush()
            stderr.flush()
            with redirected(stdout, stderr):
                try:
                    code = serve(["compile_child", job["request"]], compile_child.compile_request)
                except BaseException:   # serve reports the compile's own exceptions; this is its own failure
                    traceback.print_exc()   # what the child's interpreter printed before exiting 1
                    code, fit = 1, False
    finally:
        compile_child._LOADED = {}
        clean.restore()
        # A thread the job left (a timer, a progress printer) would run on into the next job: write into
        # its raw/ files, end the worker under it. A child per compile takes such a thread down with it.
        if any(t.is_alive() and t not in threads for t in threading.enumerate()):
            fit = False
        if kernel is not None:   # what the job's own load imported from the kernel's folder
            forget_siblings(kernel, before, job["env"].get(settings.SOURCE_MAP.name))
    return code, fit


def _kernel_of(job: dict) -> str | None:
    try:
        kernel = json.loads(Path(job["request"]).read_text()).get("kernel")
    except (OSError, ValueError, AttributeError):
        return None
    return kernel if isinstance(kernel, str) else None


class ProcessState:
    """What a compile may change in this process and the next job must not see, as it is now:
    the environment, working directory, ``sys.path``, ``sys.stdout``/``stderr``/``stdin``, the
    recursion limit, the umask and the warnings filters (a compile that
    silences warnings for the rest of its process silences a child's). Which warnings were shown
    already (each module's ``__warningregistry__``, Python's "once" registry) is versioned by the
    filters: Triton's code generator enters ``warnings.catch_warnings()`` in every compile (3.6
    ``code_generator.py``), which makes them all stale, in a child and here alike; ``restore``
    does the same."""

    def __init__(self) -> None:
        self.environ = dict(os.environ)
        self.cwd = os.getcwd()
        self.path = list(sys.path)
        self.filters = list(warnings.filters)
        self.streams = sys.stdout, sys.stderr, sys.stdin
        self.recursion = sys.getrecursionlimit()
        self.umask = os.umask(0)
        os.umask(self.umask)

    def restore(self) -> None:
        os.environ.clear()
        os.environ.update(self.environ)
        os.chdir(self.cwd)
        sys.path[:] = self.path
        warnings.filters[:] = self.filters
        sys.stdout, sys.stderr, sys.stdin = self.streams   # a job that replaced them (print went nowhere after)
        sys.setrecursionlimit(self.recursion)
        os.umask(self.umask)                               # files of later jobs made with the job's mask
        with warnings.catch_warnings():   # entering and leaving it marks every registry stale
            pass


def _rss() -> int:
    """This process's resident size in bytes (0 where /proc cannot say)."""
    try:
        return int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0
