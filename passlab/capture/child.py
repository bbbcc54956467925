"""Run one compile in a child process with every pass dumped, and keep whatever it wrote.

The child (``passlab.capture.compile_child``) writes its dump file, stdout and stderr straight to files
in ``raw/``: an abort, a segfault, a hang killed at the time limit or a kill of passlab itself
leaves everything printed so far on disk.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import site
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

from passlab import settings
from passlab.capture.outcome import Outcome, OutcomeCode, classify
from passlab.errors import Interrupted

RAW_DIR = "raw"
DUMP_FILE = "dump.mlir"
STDOUT_FILE = "stdout.txt"
STDERR_FILE = "stderr.txt"
RESULT_FILE = "result.json"
REQUEST_FILE = "request.json"
COMPILE_DIR = "compile-cwd"  # under raw/: the compile's working directory (see compile_child.compile_directory)


@dataclass
class CompileRequest:
    """What to compile: a registered kernel name or ``file.py:function``, a config, a target."""

    kernel: str
    config: str | None = None
    overrides: dict | None = None
    target: str = "cuda:90"
    sig: dict | None = None
    python: str | None = None   # another interpreter (e.g. a venv with another Triton); default: this one
    # How a launch would specialize the arguments: {"values": {"M": 4096}, "unaligned": ["x_ptr"]}.
    # {} (the default): pointers 16-byte aligned, ints from the kernel's launch_values; None: as declared.
    launch: dict | None = field(default_factory=dict)
    # Folders to find a capture record's source under (--source-root), by path tail and content hash.
    source_roots: tuple[str, ...] = ()
    # --edited-source: a capture record's source edited since the capture is compiled (with a note).
    edited_source: bool = False

    def to_json(self, out_dir: Path) -> dict:
        return {"kernel": self.kernel, "config": self.config, "overrides": self.overrides or {},
                "target": self.target, "sig": self.sig or {}, "launch": self.launch,
                "source_roots": [str(Path(root).resolve()) for root in self.source_roots],
                "edited_source": self.edited_source,
                "out_dir": str(out_dir), "raw_dir": str(out_dir / RAW_DIR)}


@dataclass
class Capture:
    """The raw result of one child compile."""

    out_dir: Path
    outcome: Outcome
    wall_seconds: float
    result: dict

    @property
    def raw_dir(self) -> Path:
        return self.out_dir / RAW_DIR

    def read(self, name: str) -> str:
        path = self.raw_dir / name
        return path.read_text(errors="replace") if path.exists() else ""


LAUNCHER = Path(__file__).resolve().with_name("child_launcher.py")
POLL_SECONDS = 0.05


def child_command(module: str, *args: str, python: str | None = None) -> list[str]:
    """The command line of a passlab child running ``module`` with ``args``.

    Never ``python -m``: that puts the working directory first on ``sys.path`` and a ``passlab/``
    or ``triton/`` folder there would replace passlab's or Triton's code (see ``child_launcher``).
    """
    return [python or sys.executable, str(LAUNCHER), str(project_root()), module, *args]


class _LiveChildren:
    """Every child process passlab is waiting for, so that one interrupt stops all of them.

    Parallel compiles (``--autotune``, ``--workarounds``, ``--reduce``) wait in worker threads; a
    Ctrl-C or SIGTERM lands in the main thread, which kills every registered process group here
    instead of waiting for each worker's child to end by itself.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._procs: set[subprocess.Popen] = set()
        self._stopping = False

    def add(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._procs.add(proc)
            stopping = self._stopping
        if stopping:
            _kill_group(proc)

    def discard(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._procs.discard(proc)

    @property
    def stopping(self) -> bool:
        return self._stopping

    def start(self) -> None:
        with self._lock:
            self._stopping = False

    def stop_all(self) -> None:
        """Kill every live child's process group now; children started from here on die at once."""
        with self._lock:
            self._stopping = True
            procs = list(self._procs)
        for proc in procs:
            _kill_group(proc)


LIVE_CHILDREN = _LiveChildren()


@contextlib.contextmanager
def parallel_children(jobs: int) -> Iterator[ThreadPoolExecutor]:
    """A thread pool whose workers run children; any exception or interrupt in the caller kills
    every running child at once and does not wait for queued work (an interrupt takes effect in
    well under a second, not when the last parallel compile ends)."""
    LIVE_CHILDREN.start()
    pool = ThreadPoolExecutor(max_workers=jobs)
    try:
        yield pool
    except BaseException:
        stop_children(pool)
        raise
    pool.shutdown(wait=True)


def stop_children(pool: ThreadPoolExecutor) -> None:
    """Kill every running child now and drop ``pool``'s queued work (an interrupt in the main thread)."""
    LIVE_CHILDREN.stop_all()
    pool.shutdown(wait=False, cancel_futures=True)


# watch(seconds since the child started) -> None to let it run, or why it must be killed as a timeout
Watch = Callable[[float], "str | None"]


def run_child(module: str, request: dict, raw_dir: Path, env: dict[str, str], timeout: float,
              cwd: Path | None = None, python: str | None = None, watch: Watch | None = None
              ) -> tuple[int | None, bool, float]:
    """Run ``module`` on ``request.json`` with its output in files; kill its group on timeout.

    The child runs in its own process group (a Ctrl-C on the terminal reaches passlab only), is
    killed with its group when passlab is interrupted (KeyboardInterrupt, ``Interrupted``, also
    from another thread through ``LIVE_CHILDREN``), and dies by the kernel's parent-death signal
    when passlab is killed outright. ``watch`` may end it early as a timeout (a per-config limit).
    """
    if LIVE_CHILDREN.stopping and threading.current_thread() is not threading.main_thread():
        raise Interrupted(signal.SIGINT)   # a worker thread after an interrupt: start nothing new
    raw_dir.mkdir(parents=True, exist_ok=True)
    request_path = raw_dir / REQUEST_FILE
    request_path.write_text(json.dumps(request, indent=1))
    if python is not None:
        env = {**env, settings.PARENT_SITE.name: parent_site()}
    started = time.perf_counter()
    with open(raw_dir / STDOUT_FILE, "wb") as out, open(raw_dir / STDERR_FILE, "wb") as err:
        proc = subprocess.Popen(child_command(module, str(request_path), python=python), stdout=out, stderr=err,
                                stdin=subprocess.DEVNULL, env=env, cwd=cwd, start_new_session=True,
                                preexec_fn=_die_with_parent)
        LIVE_CHILDREN.add(proc)
        timed_out = False
        try:
            while True:
                try:
                    returncode = proc.wait(timeout=POLL_SECONDS)
                    break
                except subprocess.TimeoutExpired:
                    elapsed = time.perf_counter() - started
                    if elapsed >= timeout or (watch is not None and watch(elapsed)):
                        timed_out = True
                        _kill_group(proc)
                        returncode = proc.wait()
                        break
            _kill_group(proc)  # anything the child left running in its group (a fork that outlived it)
        except BaseException:
            _kill_group(proc)  # Ctrl-C in passlab: take the child down, keep its files
            proc.wait()
            raise
        finally:
            LIVE_CHILDREN.discard(proc)
    return returncode, timed_out, time.perf_counter() - started


def _die_with_parent() -> None:
    """In the child, before exec: SIGKILL me when my parent dies (Linux prctl PR_SET_PDEATHSIG)."""
    try:
        import ctypes
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):  # not Linux: the process group kill still applies
        pass


PR_SET_PDEATHSIG = 1


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def capture_compile(request: CompileRequest, out_dir: Path, timeout: float | None = None, pool=None) -> Capture:
    """Compile in a child with Triton's dump knobs and classify how it ended; in a warm worker of
    ``pool`` (``sweep.pool.WarmPool``) when one is given, with the same environment and files."""
    out_dir.mkdir(parents=True, exist_ok=True)
    raw = out_dir / RAW_DIR
    raw.mkdir(exist_ok=True)
    for stale in (DUMP_FILE, STDOUT_FILE, STDERR_FILE, RESULT_FILE):
        (raw / stale).unlink(missing_ok=True)
    env = settings.dump_environment(raw / DUMP_FILE, raw / "cache")
    env["PYTHONPATH"] = child_pythonpath(env)
    returncode, timed_out, wall = (pool.run_child if pool else run_child)(
        "passlab.capture.compile_child", request.to_json(out_dir), raw, env,
        timeout if timeout is not None else settings.compile_timeout(), python=request.python)
    shutil.rmtree(raw / "cache", ignore_errors=True)
    result, problem = read_result(raw / RESULT_FILE)
    stderr = (raw / STDERR_FILE).read_text(errors="replace") if (raw / STDERR_FILE).exists() else ""
    outcome = classify(returncode, stderr, timed_out, result.get("exception"), has_result=bool(result))
    if problem and outcome.code is OutcomeCode.NO_RESULT:
        outcome.message = f"the child exited with status {returncode}; {problem}"
    return Capture(out_dir, outcome, wall, result)


def read_result(path: Path) -> tuple[dict, str | None]:
    """The child's ``result.json`` and, when it cannot be used, why (a cut-off file is an outcome).

    A full disk or a child killed while writing leaves a truncated file: it reads as no result,
    never as a JSONDecodeError in passlab.
    """
    try:
        text = path.read_text(errors="replace")
    except FileNotFoundError:
        return {}, None
    except OSError as exc:
        return {}, f"its {path.name} could not be read ({exc.strerror or exc})"
    try:
        result = json.loads(text)
    except ValueError:
        return {}, f"its {path.name} is cut off ({len(text)} bytes; a full disk, or the child killed mid-write)"
    if not isinstance(result, dict):
        return {}, f"its {path.name} holds no result object"
    return result, None


def child_pythonpath(env: dict[str, str]) -> str:
    """The child's ``PYTHONPATH``: the user's entries, then passlab's root (for a ``--python`` that
    lacks passlab; ``child_launcher`` imports passlab from the root first anyway). Last, not first:
    the root also holds ``kernels/`` and ``cli.py``, which must not hide a user's modules of those
    names from a ``kernels.mine:FUNC`` kernel."""
    return os.pathsep.join(filter(None, [env.get("PYTHONPATH", ""), str(project_root())]))


def parent_site() -> str:
    """What a child run by another interpreter may import from passlab's environment, after its own
    packages: ``X.Y:`` (this Python's version; ``child_launcher`` skips the paths on any other, whose
    compiled modules would not load) and this environment's site-packages folders.

    An environment of one Triton version (``passlab envs``) holds only Triton; the kernel's module
    may import torch, pytest or its library (Triton's tutorial 06 imports both), which the user
    installed here. Triton itself still comes from the other interpreter: its own folders come first.
    """
    folders = list(site.getsitepackages())
    if site.ENABLE_USER_SITE and os.path.isdir(site.getusersitepackages()):
        folders.append(site.getusersitepackages())
    return f"{sys.version_info[0]}.{sys.version_info[1]}:" + os.pathsep.join(folders)


def project_root() -> Path:
    """The folder holding ``passlab/`` and ``kernels/``, so the child imports the same code."""
    return Path(__file__).resolve().parents[2]


@dataclass
class PlainCompile:
    """A compile without dumps (workarounds, autotune tables): how it ended and what it produced."""

    outcome: Outcome
    result: dict
    wall_seconds: float
    work_dir: Path | None = None     # where its artifacts are (the TTIR, for a WS decline reason)

    @property
    def metadata(self) -> dict:
        return self.result.get("metadata", {}) if self.outcome.ok else {}


def plain_environment(cache_dir: Path) -> dict[str, str]:
    """A plain compile: no dumps, a private cache so nothing is served from an earlier run."""
    env = dict(os.environ)
    for setting in (settings.MLIR_ENABLE_DUMP, settings.MLIR_DUMP_PATH, settings.DUMP_TARGET, settings.PARTITION_DOT):
        env.pop(setting.name, None)
    env[settings.TRITON_ALWAYS_COMPILE.name] = "1"
    env[settings.TRITON_CACHE_DIR.name] = str(cache_dir)
    env["PYTHONPATH"] = child_pythonpath(env)
    return env


def compile_plain(request: CompileRequest, work_dir: Path, timeout: float, extra_path: Path | None = None,
                  list_configs: bool = False, module: str = "passlab.capture.compile_child",
                  pool=None, env: dict[str, str] | None = None) -> PlainCompile:
    """Compile ``request`` in a child without dumps into ``work_dir`` (or, with ``list_configs``,
    only load the kernel and list its configs; ``module`` names another child that loads the
    kernel the same way, such as ``passlab.debug.plan_child``). A usage error in the child is a
    PYTHON_ERROR outcome named UsageError, so one bad alternative does not stop a table of them.
    With ``pool`` (``sweep.pool.WarmPool``) the compile child's work runs in a warm worker; ``env``
    adds settings to the child's environment."""
    env = {**plain_environment(work_dir / "cache"), **(env or {})}
    if extra_path is not None:
        env["PYTHONPATH"] = os.pathsep.join([env["PYTHONPATH"], str(extra_path)])
    raw = work_dir / RAW_DIR
    payload = request.to_json(work_dir)
    if list_configs:
        payload["list_configs"] = True
    returncode, timed_out, wall = (pool.run_child if pool else run_child)(module, payload, raw, env, timeout,
                                                                          python=request.python)
    result, _ = read_result(raw / RESULT_FILE)
    stderr = (raw / STDERR_FILE).read_text(errors="replace") if (raw / STDERR_FILE).exists() else ""
    if result.get("usage_error"):
        outcome = Outcome(OutcomeCode.PYTHON_ERROR, f"UsageError: {result['usage_error']}",
                          returncode=returncode, exception_type="UsageError")
    else:
        outcome = classify(returncode, stderr, timed_out, result.get("exception"), has_result=bool(result))
    shutil.rmtree(work_dir / "cache", ignore_errors=True)
    return PlainCompile(outcome, result, wall, work_dir)
