"""A pool of warm compile workers (``sweep.worker``) that stands in for one cold child per compile.

``WarmPool.run_child`` has ``capture.child.run_child``'s signature and meaning: the request goes
to ``raw/request.json``, the child's output to ``raw/stdout.txt`` and ``raw/stderr.txt``, and it
returns (exit status, timed out, seconds). ``capture_compile`` and ``compile_plain`` take a pool
and build the same environment, read the same files and classify the same way, so a warm
worker's trace equals a cold child's. What differs is only that Triton, passlab and the kernel's
module are imported once per worker, not once per compile.

A worker that dies (abort, segfault) or runs past the time limit is killed with its process
group and replaced; the next job gets a fresh one. Workers run in their own process group, die
with passlab (parent-death signal) and are killed at once by an interrupt (``LIVE_CHILDREN``).
"""

from __future__ import annotations

import json
import os
import queue
import select
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from passlab import settings
from passlab.capture.child import (LIVE_CHILDREN, REQUEST_FILE, _die_with_parent, _kill_group, child_command,
                                   child_pythonpath, parent_site, run_child)
from passlab.errors import Interrupted

WORKER_MODULE = "passlab.sweep.worker"
SERVED_MODULE = "passlab.capture.compile_child"   # what a warm worker runs; any other child runs cold
POLL_SECONDS = 0.05
SERVER_GRACE = 30.0   # seconds the server gets to report a killed job's status


class WarmWorker:
    """One warm worker process and its reply pipe."""

    def __init__(self, python: str | None, log: Path) -> None:
        read_fd, write_fd = os.pipe()
        env = dict(os.environ)
        env["PYTHONPATH"] = child_pythonpath(env)
        if python is not None:
            env[settings.PARENT_SITE.name] = parent_site()
        with open(log, "ab") as out:
            self.proc = subprocess.Popen(child_command(WORKER_MODULE, str(write_fd), python=python),
                                         stdin=subprocess.PIPE, stdout=out, stderr=out, env=env,
                                         pass_fds=(write_fd,), start_new_session=True, preexec_fn=_die_with_parent)
        os.close(write_fd)
        LIVE_CHILDREN.add(self.proc)
        self.replies = os.fdopen(read_fd, "r")
        self.jobs = 0
        self.job_pid: int | None = None

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def run(self, request_path: Path, raw_dir: Path, env: dict[str, str], timeout: float,
            source: str | None) -> tuple[int | None, bool, float]:
        """One job: (its child's exit status; timed out; seconds). The job's child is killed with
        its group when it runs past ``timeout``; the server is killed only when it stops answering."""
        started = time.perf_counter()
        job = {"request": str(request_path), "raw_dir": str(raw_dir), "env": env, "source": source}
        try:
            self.proc.stdin.write((json.dumps(job) + "\n").encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return self._server_died(started)
        self.jobs += 1
        self.job_pid = None
        timed_out = False
        try:
            while True:
                ready, _, _ = select.select([self.replies], [], [], POLL_SECONDS)
                if ready:
                    line = self.replies.readline()
                    if not line:
                        return self._server_died(started, timed_out)
                    reply = json.loads(line)
                    if "pid" in reply:
                        self.job_pid = reply["pid"]
                        continue
                    self._kill_job()   # anything the child left running in its group
                    self.job_pid = None
                    return reply["code"], timed_out, time.perf_counter() - started
                if LIVE_CHILDREN.stopping:
                    self.kill()
                    raise Interrupted(signal.SIGINT)
                elapsed = time.perf_counter() - started
                if not timed_out and elapsed >= timeout:
                    timed_out = True
                    self._kill_job()
                if timed_out and elapsed >= timeout + SERVER_GRACE:   # the server itself hangs
                    return self._server_died(started, True)
        except BaseException:
            self.kill()   # Ctrl-C in passlab: take the job's child and the server down, keep the files
            raise

    def _kill_job(self) -> None:
        if self.job_pid is not None:
            try:
                os.killpg(self.job_pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

    def _server_died(self, started: float, timed_out: bool = False) -> tuple[int | None, bool, float]:
        """The server ended (or hung) in a job: its exit status stands for the job's."""
        self.kill()
        return self.proc.returncode, timed_out, time.perf_counter() - started

    def kill(self) -> None:
        self._kill_job()
        _kill_group(self.proc)
        self.proc.wait()
        LIVE_CHILDREN.discard(self.proc)
        for stream in (self.proc.stdin, self.replies):
            try:
                stream.close()
            except OSError:
                pass

    def close(self) -> None:
        """End the worker: stdin closed (it exits after its job), then its group killed."""
        try:
            self.proc.stdin.close()
            self.proc.wait(timeout=5)
        except (OSError, subprocess.TimeoutExpired):
            pass
        self.kill()


class WarmPool:
    """Up to ``jobs`` warm workers per interpreter; ``run_child`` takes an idle one (or starts one).

    Thread-safe: a sweep calls ``run_child`` from ``jobs`` threads (``parallel_children``)."""

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs
        self._idle: dict[str | None, queue.SimpleQueue] = {}
        self._all: list[WarmWorker] = []
        self._lock = threading.Lock()
        self._logs = Path(tempfile.mkdtemp(prefix="passlab-pool-"))
        self.started = 0   # workers started, replacements included

    def __enter__(self) -> "WarmPool":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def run_child(self, module: str, request: dict, raw_dir: Path, env: dict[str, str], timeout: float,
                  cwd: Path | None = None, python: str | None = None, watch=None) -> tuple[int | None, bool, float]:
        """``capture.child.run_child`` through a warm worker (a module other than the compile child,
        a working directory or a watch: a cold child, as before)."""
        if module != SERVED_MODULE or cwd is not None or watch is not None:
            return run_child(module, request, raw_dir, env, timeout, cwd=cwd, python=python, watch=watch)
        if LIVE_CHILDREN.stopping and threading.current_thread() is not threading.main_thread():
            raise Interrupted(signal.SIGINT)
        raw_dir.mkdir(parents=True, exist_ok=True)
        request_path = raw_dir / REQUEST_FILE
        request_path.write_text(json.dumps(request, indent=1))
        worker = self._take(python)
        try:
            result = worker.run(request_path, raw_dir, env, timeout, _source_key(request, env))
        finally:
            self._give_back(python, worker)
        return result

    def _take(self, python: str | None) -> WarmWorker:
        with self._lock:
            idle = self._idle.setdefault(python, queue.SimpleQueue())
        while True:
            try:
                worker = idle.get_nowait()
            except queue.Empty:
                break
            if worker.alive:
                return worker
        with self._lock:
            self.started += 1
            number = self.started
        worker = WarmWorker(python, self._logs / f"worker-{number}.log")
        with self._lock:
            self._all.append(worker)
        return worker

    def _give_back(self, python: str | None, worker: WarmWorker) -> None:
        if worker.alive:
            self._idle[python].put(worker)

    def close(self) -> None:
        with self._lock:
            workers, self._all = self._all, []
        for worker in workers:
            worker.close()
        for log in self._logs.glob("worker-*.log"):
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
    try:
        stat = os.stat(where)
    except OSError:
        return kernel
    return f"{kernel}@{stat.st_mtime_ns}:{stat.st_size}"
