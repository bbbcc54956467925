"""Warm compile workers (``sweep.worker``, a fork server, and its resident workers,
``sweep.resident``) standing in for one cold child per compile.

``WarmPool.run_child`` has ``capture.child.run_child``'s signature and meaning: the request goes
to ``raw/request.json``, the child's output to ``raw/stdout.txt`` and ``raw/stderr.txt``, and it
returns (exit status, timed out, seconds). ``capture_compile`` and ``compile_plain`` take a pool
and build the same environment, read the same files and classify the same way, so a warm
worker's trace equals a cold child's. What differs is only that Triton, passlab and the kernel's
module are imported once per worker, not once per compile.

A compile without dumps runs in a resident worker, one of as many as there are compiles in
flight, each forked once by the server and compiling one job after another; a trace's compile
(dumps) is a child the server forks for it alone. A worker or child that dies (abort, segfault)
or runs past the time limit is killed with its process group, the job is reported with its exit
status, and the server goes on (a new worker takes the next job). The server runs in its own
process group, dies with passlab (parent-death signal) and is killed at once by an interrupt
(``LIVE_CHILDREN``); its children and workers die with it.
"""

from __future__ import annotations

import hashlib
import json
import os
import queue
import select
import signal
import subprocess
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from passlab import settings
from passlab.capture.child import (LIVE_CHILDREN, REQUEST_FILE, _die_with_parent, _kill_group, child_command,
                                   child_pythonpath, parent_site, run_child)
from passlab.errors import Interrupted
from passlab.sweep.preload import FORK_SAFE

WORKER_MODULE = "passlab.sweep.worker"
SERVED_MODULE = "passlab.capture.compile_child"   # what a warm worker runs; any other child runs cold
POLL_SECONDS = 0.05
SERVER_GRACE = 30.0   # seconds the server gets to report a killed job's status
CLOSE_GRACE = 2.0     # seconds a closed server gets to see its resident workers out and exit
# Jobs one fork server serves at once when it forks a child per compile (``WarmPool(resident=False)``;
# with resident workers one server per interpreter suffices). A server's own work per compile
# (reading the job, forking a process that holds Triton, torch and the kernel's module) is serial,
# and at 16 workers on the H200 host one server's filled the sweep past start-up (61 ms a compile,
# 12.7 s of 12.9 s). More servers did not help there: 2 per 16 jobs 105 ms a compile in all and 8
# per 16 jobs 379 ms, efficiency 0.50 and 0.43 against 0.55 with one (forks contend, and every
# server is one more process on cores the compiles fill; bench/pool_scaling.py --jobs-per-server,
# results/pool-scaling-h200-20261205/). So one server per interpreter by default.
JOBS_PER_SERVER = 64


class _Waiter:
    """One job sent to a server: the pid of the process that runs it (its child, or a resident
    worker) once started, its exit status once ended, and whether its resident worker serves no more."""

    def __init__(self) -> None:
        self.pid: int | None = None
        self.code: int | None = None
        self.last = False
        self.done = threading.Event()


class Resident:
    """A resident worker of a server (``sweep.resident``): started by the first job sent to it,
    then given one job at a time; ``sources`` are the kernels it loaded (a job goes to a worker that
    has its kernel when one is idle)."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.started = False
        self.ended = False   # it exited, was killed, or said it serves no more
        self.sources: set[str | None] = set()


class ForkServer:
    """One fork server (``sweep.worker``) and the thread that reads its replies; many jobs at once."""

    def __init__(self, python: str | None, log: Path) -> None:
        self.spawned = time.perf_counter()
        self.first_fork: float | None = None   # when its first child was forked (its start-up ended)
        self.startup_cpu: float | None = None  # its own CPU seconds then
        read_fd, write_fd = os.pipe()
        env = dict(os.environ)
        env["PYTHONPATH"] = child_pythonpath(env)
        env.update(FORK_SAFE)   # it forks: no OpenMP pool may start in it (sweep.preload)
        if python is not None:
            env[settings.PARENT_SITE.name] = parent_site()
        with open(log, "ab") as out:
            self.proc = subprocess.Popen(child_command(WORKER_MODULE, str(write_fd), python=python),
                                         stdin=subprocess.PIPE, stdout=out, stderr=out, env=env,
                                         pass_fds=(write_fd,), start_new_session=True, preexec_fn=_die_with_parent)
        os.close(write_fd)
        LIVE_CHILDREN.add(self.proc)
        self.replies = os.fdopen(read_fd, "r")
        self._waiters: dict[int, _Waiter] = {}
        self._residents: dict[int, Resident] = {}   # its resident workers by number, until they exit
        self._lock = threading.Lock()
        self._next = 0
        self.ended = False
        self.finished = 0   # jobs it saw to the end
        self.assigned = 0   # jobs the pool has given it and not seen back (the pool's lock guards it)
        self.idle: list[Resident] = []   # its resident workers waiting for a job (the pool's lock guards it)
        self.last_worker = 0   # the number of the last resident worker it was asked to start
        threading.Thread(target=self._read_replies, name="passlab-fork-server", daemon=True).start()

    @property
    def alive(self) -> bool:
        return not self.ended and self.proc.poll() is None

    def _read_replies(self) -> None:
        try:
            for line in self.replies:
                reply = json.loads(line)
                if "worker" in reply:   # a resident worker exited (its job, if any, was answered first)
                    with self._lock:
                        gone = self._residents.pop(reply["worker"], None)
                    if gone is not None:
                        gone.ended = True
                    continue
                with self._lock:
                    waiter = self._waiters.get(reply["id"])
                if waiter is None:
                    continue
                if "loading" in reply:   # a resident worker loads the job's kernel: killed at the time limit too
                    waiter.pid = reply["loading"]
                elif "pid" in reply:
                    waiter.pid = reply["pid"]
                    if self.first_fork is None:
                        self.first_fork = time.perf_counter()
                        self.startup_cpu = self.cpu_seconds()
                elif "lost" in reply:   # its resident worker died before it started: a cold child runs it
                    waiter.last = True
                    waiter.done.set()
                else:
                    waiter.code = reply["code"]
                    waiter.last = bool(reply.get("last"))
                    self.finished += 1
                    waiter.done.set()
        except (OSError, ValueError):
            pass
        self.ended = True   # the server died (or was closed): nobody waits for it any longer
        with self._lock:
            waiters = list(self._waiters.values())
        for waiter in waiters:
            waiter.done.set()

    def run(self, request_path: Path, raw_dir: Path, env: dict[str, str], timeout: float,
            source: str | None, resident: Resident | None = None,
            retire_after: int | None = None) -> tuple[int | None, bool, float] | None:
        """One job: (its child's exit status; timed out; seconds), or None when the server died before
        the job ended, or ``resident`` before it started (the caller runs it again). A child past
        ``timeout`` is killed with its group; the server is killed only when it stops answering.
        With ``resident`` the job runs in that resident worker (started by this job if it is new):
        its exit status is the one its child would have had, a crash or a hang (killed with the
        worker's group) ends the worker, and ``resident.ended`` says it serves no more."""
        started = time.perf_counter()
        waiter = _Waiter()
        with self._lock:
            self._next += 1
            number = self._next
            self._waiters[number] = waiter
        job = {"id": number, "request": str(request_path), "raw_dir": str(raw_dir), "env": env, "source": source}
        if resident is not None:
            job["worker"] = resident.number
            job["spawn"] = not resident.started
            if not resident.started:
                resident.started = True
                with self._lock:
                    self._residents[resident.number] = resident
            if retire_after is not None:
                job["retire_after"] = retire_after
        timed_out = False
        try:
            with self._lock:
                self.proc.stdin.write((json.dumps(job) + "\n").encode())
                self.proc.stdin.flush()
            while not waiter.done.wait(POLL_SECONDS):
                if LIVE_CHILDREN.stopping:
                    raise Interrupted(signal.SIGINT)
                elapsed = time.perf_counter() - started
                if not timed_out and elapsed >= timeout:
                    timed_out = True
                    _kill_job(waiter.pid)
                if timed_out and elapsed >= timeout + SERVER_GRACE:   # the server itself hangs
                    self.kill()
                    return None
        except (BrokenPipeError, OSError):
            return None
        except BaseException:
            _kill_job(waiter.pid)   # Ctrl-C in passlab: take this job's child down, keep its files
            raise
        finally:
            with self._lock:
                self._waiters.pop(number, None)
            if resident is not None and (waiter.last or timed_out or not waiter.done.is_set()):
                resident.ended = True   # it said so, or was killed (a job that ended as it was killed too)
        if waiter.code is None:
            return None
        if resident is None:
            _kill_job(waiter.pid)   # anything the child left running in its group (a fork that outlived it)
        return waiter.code, timed_out, time.perf_counter() - started

    def cpu_seconds(self) -> float | None:
        """The server's own CPU time so far (its children's not counted); None where /proc cannot say."""
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, IndexError, ValueError):
            return None

    def kill(self) -> None:
        """The server and its group now; its jobs' children die with it (parent-death signal)."""
        _kill_group(self.proc)
        self.proc.wait()
        LIVE_CHILDREN.discard(self.proc)
        for stream in (self.proc.stdin,):
            try:
                stream.close()
            except OSError:
                pass

    def close(self) -> None:
        """No more jobs: its resident workers exit, then it does (its own and its workers' CPU time
        then count as this process's children's); killed after ``CLOSE_GRACE`` seconds."""
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        try:
            self.proc.wait(CLOSE_GRACE)
        except subprocess.TimeoutExpired:   # a job still runs: it dies with the server
            pass
        self.kill()


def needs_own_process(env: dict[str, str]) -> bool:
    """Whether a job with this environment needs a process of its own (a child the server forks),
    not a resident worker: it sets one of Triton's knobs whose effect outlives a compile in a
    process (``settings.PROCESS_KNOBS``: dumps above all)."""
    return any(env.get(name) for name in settings.PROCESS_KNOBS)


def _kill_job(pid: int | None) -> None:
    if pid is not None:
        try:
            os.killpg(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


@dataclass(frozen=True)
class PoolStats:
    """A pool's servers: how many started, the seconds from a server's start to its first fork
    (Python, Triton, the first job's kernel module: the sweep's start-up), and their own CPU
    seconds after it (reading jobs, loading, forking: the serial part of each compile)."""

    servers: int
    startup_seconds: float | None
    server_cpu_seconds: float | None
    startup_cpu_seconds: float | None = None   # the servers' own CPU seconds up to their first fork
    workers: int = 0   # resident workers started (``sweep.resident``), replacements included


class WarmPool:
    """Warm compile workers for up to ``jobs`` compiles at once (``run_child``): one fork server per
    interpreter and, with ``resident`` (the default), resident workers it forks (``sweep.resident``),
    each compiling one job after another in its own process, as many as there are jobs in flight. A
    job with dumps or another of ``settings.PROCESS_KNOBS`` (and every job, without ``resident``) is
    a child the server forks for it alone: one server per ``JOBS_PER_SERVER`` jobs then, a job going
    to the one with the fewest in flight. A resident worker that crashed or hung (its job reported as
    its child's would be) or retired is replaced by the next job that finds no idle one. A server that
    died is replaced at the next job sent to it, and the job it was running is compiled again in a
    cold child (one that died before it finished any job is not replaced: that interpreter's jobs
    run cold).

    Thread-safe: a sweep calls ``run_child`` from ``jobs`` threads (``parallel_children``)."""

    def __init__(self, jobs: int, resident: bool | None = None) -> None:
        self.jobs = jobs
        # Resident workers share a kernel module between its configs, as Triton's own autotuner does
        # in one process: a module whose heuristics or import-time code keep state a compile changes
        # (a counter in a global) gives other results than a child per compile. $PASSLAB_RESIDENT=0
        # forks a child per compile for such a kernel.
        if resident is None:
            resident = settings.RESIDENT.get().strip() != "0"
        self.resident = resident
        # A server's parent-death signal comes when the thread that forked it ends, not the process
        # (Linux PR_SET_PDEATHSIG), so servers are started from this thread, which lives as long as
        # the pool: started from a sweep's thread, a server died with it (the corpus's config
        # listing ended and its source's server was killed before the traces).
        self._spawner = ThreadPoolExecutor(1, thread_name_prefix="passlab-pool-spawner")
        self._servers: dict[str | None, list[ForkServer | None]] = {}   # interpreter -> its servers' slots
        # a resident worker's jobs cost its server nothing but passing them on: one server suffices
        self._per_interpreter = 1 if resident else max(1, -(-jobs // JOBS_PER_SERVER))
        self._all: list[ForkServer] = []
        self._lock = threading.Lock()
        self._logs = Path(tempfile.mkdtemp(prefix="passlab-pool-"))
        self._cold: set[str | None] = set()   # interpreters whose server died before finishing a job
        self.started = 0   # servers started, replacements included
        self.workers = 0   # resident workers started, replacements included
        self.retire_after: int | None = None   # jobs a resident worker serves (None: resident.JOBS_PER_WORKER)

    def __enter__(self) -> "WarmPool":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def run_child(self, module: str, request: dict, raw_dir: Path, env: dict[str, str], timeout: float,
                  cwd: Path | None = None, python: str | None = None, watch=None) -> tuple[int | None, bool, float]:
        """``capture.child.run_child`` through a warm fork server (a module other than the compile
        child, a working directory or a watch: a cold child, as before)."""
        if module != SERVED_MODULE or cwd is not None or watch is not None:
            return run_child(module, request, raw_dir, env, timeout, cwd=cwd, python=python, watch=watch)
        if LIVE_CHILDREN.stopping and threading.current_thread() is not threading.main_thread():
            raise Interrupted(signal.SIGINT)
        raw_dir.mkdir(parents=True, exist_ok=True)
        request_path = raw_dir / REQUEST_FILE
        request_path.write_text(json.dumps(request, indent=1))
        server = self._server(python)
        source = _source_key(request, env)
        try:
            if server is None:
                result = None
            elif self.resident and not needs_own_process(env):
                result = self._run_resident(server, request_path, raw_dir, env, timeout, source)
            else:
                result = server.run(request_path, raw_dir, env, timeout, source)
        finally:
            if server is not None:
                with self._lock:
                    server.assigned -= 1
        if result is None:   # the server died under this job (or cannot start): the job alone, in a cold child
            if server is not None and not server.alive and server.finished == 0:
                self._cold.add(python)   # it never finished a job: cold children from now on
            return run_child(module, request, raw_dir, env, timeout, python=python)
        return result

    def _run_resident(self, server: ForkServer, request_path: Path, raw_dir: Path, env: dict[str, str],
                      timeout: float, source: str | None) -> tuple[int | None, bool, float] | None:
        """The job in a resident worker of ``server``; None when the server died, or the worker
        before the job started (while loading its kernel: the caller runs it in a cold child, which
        loads it again and reports how that ends, as the server's death under a load did)."""
        worker = self._idle_worker(server, source)
        result = server.run(request_path, raw_dir, env, timeout, source, resident=worker,
                            retire_after=self.retire_after)
        worker.sources.add(source)
        with self._lock:
            if not worker.ended and server.alive:
                server.idle.append(worker)
        return result

    def _idle_worker(self, server: ForkServer, source: str | None) -> Resident:
        """An idle resident worker that loaded the job's kernel, else any idle one (it loads the
        kernel itself), else a new one (the server loads the kernel and forks it)."""
        with self._lock:
            server.idle = [w for w in server.idle if not w.ended]   # one may have exited while idle
            for i in range(len(server.idle) - 1, -1, -1):
                if source in server.idle[i].sources:
                    return server.idle.pop(i)
            if server.idle:
                return server.idle.pop()
            server.last_worker += 1
            self.workers += 1
            return Resident(server.last_worker)

    def _server(self, python: str | None) -> ForkServer | None:
        with self._lock:
            if python in self._cold:
                return None
            slots = self._servers.setdefault(python, [None] * self._per_interpreter)
            live = [(s.assigned, i) for i, s in enumerate(slots) if s is not None and s.alive]
            empty = [i for i, s in enumerate(slots) if s is None or not s.alive]
            if live and (not empty or min(live)[0] == 0):
                server = slots[min(live)[1]]    # the least busy; an idle one is used before another starts
            else:
                self.started += 1
                server = slots[empty[0]] = self._spawner.submit(
                    ForkServer, python, self._logs / f"server-{self.started}.log").result()
                self._all.append(server)
            server.assigned += 1
            return server

    def stats(self) -> "PoolStats":
        """What the pool's servers cost: for the scaling benchmark (``bench/pool_scaling.py``)."""
        with self._lock:
            servers = list(self._all)
        forks = [s.first_fork - s.spawned for s in servers if s.first_fork is not None]
        cpu = [(s.cpu_seconds(), s.startup_cpu) for s in servers]
        known = cpu and all(now is not None and then is not None for now, then in cpu)
        return PoolStats(len(servers), min(forks) if forks else None,
                         sum(now - then for now, then in cpu) if known else None,
                         sum(then for _, then in cpu) if known else None, self.workers)

    def close(self) -> None:
        with self._lock:
            servers, self._all = self._all, []
            self._servers.clear()
        for server in servers:
            server.close()
        self._spawner.shutdown(wait=True)
        for log in self._logs.glob("server-*.log"):
            log.unlink()
        try:
            self._logs.rmdir()
        except OSError:
            pass


def _source_key(request: dict, env: dict[str, str]) -> str | None:
    """What the worker compares to know that the kernel's file changed since its last job (or, on a
    cluster worker, which file holds the submitter's text)."""
    mapped = env.get(settings.SOURCE_MAP.name)
    if mapped:
        return mapped
    kernel = request.get("kernel")
    where = kernel.rpartition(":")[0] if isinstance(kernel, str) and ":" in kernel else None
    if not where or not where.endswith(".py"):
        return kernel if isinstance(kernel, str) else None
    from passlab.sweep.cache import sibling_stats
    try:
        stat = os.stat(where)
        # the modules beside it, which the kernel imports by name: an edit there loads it again
        # (beside the file a symbolic link names: the loader puts the resolved file's folder on sys.path)
        beside = sibling_stats(Path(os.path.realpath(where)))
    except OSError:
        return kernel
    return f"{kernel}@{stat.st_mtime_ns}:{stat.st_size}:" + hashlib.sha256(repr(beside).encode()).hexdigest()[:16]
