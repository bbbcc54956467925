"""A warm compile worker: a fork server that imports Triton once and forks one child per compile.

Run as ``child_launcher.py ROOT passlab.sweep.worker REPLY_FD``. Each line on stdin is one job,
``{"id": N, "request": REQUEST.json, "raw_dir": DIR, "env": {...}, "source": KEY}``. For each the
server loads the job's kernel (once per kernel and load inputs), forks, and answers
``{"id": N, "pid": P}``, and ``{"id": N, "code": C}`` when that child ended (its exit status as
``Popen.returncode`` gives it; a SIGCHLD wakes the server, which polls nothing). Jobs run side by
side, as many as the pool sends at once: one server serves a whole sweep, so Triton, the kernel's
module (torch, when it imports it) and Triton's cache key are paid once per sweep, not once per
compile.

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
through ``child_main.serve`` (``result.json``) and exits (``_exit``).

Why a child per compile, not compiles one after another in this process: Triton 3.6 opens its
``MLIR_DUMP_PATH`` stream once per process (a static ``raw_fd_ostream`` in ``ir.cc``; a second
compile's dumps would go to the first one's file, its buffered tail written only at exit), and
every compile then starts from the same state, so a warm trace equals a cold one. A crash or a
hang kills the compile's child only (its own process group); the server lives on.

What the kernel's module prints while it loads (here, once) is written at the start of each
child's stdout and stderr, as a cold child that loaded it itself would have printed it.
"""

from __future__ import annotations

import ctypes
import functools
import json
import os
import select
import signal
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

from passlab import settings
from passlab.capture.child_main import serve

# load inputs (kernel, sig, target, launch, overrides) -> the kernels loaded for them, what loading printed
# (a changed kernel file has another source key: it is loaded again)
_PRELOADED: dict[str, "Preloaded"] = {}
# (kernel, target, source key) -> (the LoadedKernel, what executing its file printed on stdout, on stderr)
_MODULES: dict[str, tuple] = {}
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
    pending = b""
    reading = True
    while reading or running:
        ready = select.select([0, wake_read] if reading else [wake_read], [], [], IDLE_SECONDS)[0]
        if wake_read in ready:
            os.read(wake_read, 1 << 10)
        if 0 in ready:
            chunk = os.read(0, 1 << 16)
            reading = bool(chunk)   # stdin closed: the pool is done; finish what runs
            pending += chunk
            started = []
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                job = json.loads(line)
                pid = start_job(job, reply, (wake_read, wake_write))
                running[pid] = job["id"]
                reply.write(json.dumps({"id": job["id"], "pid": pid}) + "\n")
                started.append(job)
            for job in started:   # the jobs that came are running: later children start warm
                _warm_up_for(job)
        while running:
            pid, status = os.waitpid(-1, os.WNOHANG)
            if pid == 0:
                break
            if pid in running:
                reply.write(json.dumps({"id": running.pop(pid), "code": os.waitstatus_to_exitcode(status)}) + "\n")
    return 0


def start_job(job: dict, reply, wake: tuple[int, int]) -> int:
    """Load the job's kernel (once), fork its child and return the child's pid."""
    from passlab.capture import compile_child
    preloaded = preload(job)
    compile_child.join_cache_key()   # no thread may run while the server forks
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        reply.close()
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        for fd in wake:
            os.close(fd)
        run_job(job, preloaded.loaded, preloaded.out, preloaded.err)
    try:
        os.setpgid(pid, pid)
    except OSError:   # the child already did it (or already exited)
        pass
    return pid


def _warm_up_for(job: dict) -> None:
    from passlab.capture.job import CompileJob
    try:
        parsed = CompileJob.from_request(json.loads(Path(job["request"]).read_text()))
    except Exception:
        return
    _warm_up(parsed.target, parsed.target_name, job["env"])


class Preloaded(NamedTuple):
    """A job's kernel as ``preload`` left it: the kernels loaded (``compile_child._LOADED``), what
    loading printed on stdout and stderr, and whether the job needs no load of its own (False: a
    load that failed here, a capture record, a batch: the compile loads in its own process)."""

    loaded: dict
    out: bytes
    err: bytes
    ready: bool


NOT_LOADED = Preloaded({}, b"", b"", False)


def preload(job: dict) -> Preloaded:
    """Load the job's kernel here, once per load inputs, and keep what loading it printed; the
    child then finds it loaded (``compile_child._LOADED``). A load that fails here is left to the
    child, which fails the same way and reports it. The kernel's file is executed once per source
    version for all its load inputs (``_load_once``)."""
    from passlab.capture import compile_child
    from passlab.capture.job import CompileJob

    try:
        request = json.loads(Path(job["request"]).read_text())
        parsed = CompileJob.from_request(request)
    except Exception:
        return NOT_LOADED
    if parsed.kernel.kind not in ("file", "builtin") or parsed.batch:
        return NOT_LOADED   # a capture record's child checks and loads its source itself
    launch = parsed.launch
    inputs = json.dumps([parsed.kernel.text, dict(parsed.sig), parsed.target_name,
                         None if launch is None else [dict(launch.values), list(launch.unaligned)],
                         dict(parsed.overrides), job.get("source")], sort_keys=True, default=str)
    if inputs not in _PRELOADED:
        loaded: dict = {}
        compile_child._LOADED = loaded
        source = job.get("source")
        compile_child._LOAD_KERNEL = None if source is None else functools.partial(_load_once, source)
        saved_env = dict(os.environ)
        os.environ.clear()
        os.environ.update(job["env"])   # the module loads under the environment its child gets
        before = set(sys.modules)
        ready = True
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            with _redirected(out, err):
                try:
                    compile_child.activate_target_driver(parsed.target)
                    compile_child.load_spec(parsed)
                except BaseException:
                    loaded.clear()   # nothing half-loaded: the child loads it and reports
                    ready = False
                finally:
                    compile_child._LOAD_KERNEL = None
            out.seek(0)
            err.seek(0)
            printed = out.read(), err.read()
        _forget_siblings(parsed.kernel.text, before, job["env"].get(settings.SOURCE_MAP.name))
        os.environ.clear()
        os.environ.update(saved_env)
        _PRELOADED[inputs] = Preloaded(loaded, *printed, ready) if ready else NOT_LOADED
    return _PRELOADED[inputs]


def _load_once(source: str, ref: str, target):
    """``loader.load_kernel`` for ``preload``: the kernel's file executed once per source version
    (``source``, the pool's key: the file's and its siblings' stamps), and what that printed
    replayed on stdout and stderr at each later load, as executing it again would print it. A sweep's
    variants (-c overrides, launch values) of one kernel then cost one execution of its file per
    process, not one each: tutorial 03 runs a 512x512 torch.matmul at import, 0.25 s on this
    project's CPU, once per GROUP_SIZE_M in bench/pool_scaling.py's sweep until 2026-12-06."""
    from passlab.frontend.loader import load_kernel
    key = json.dumps([ref, repr(target), source])
    if key in _MODULES:
        kernel, out, err = _MODULES[key]
        _flush_all()
        for fd, printed in ((1, out), (2, err)):
            while printed:
                printed = printed[os.write(fd, printed):]
        return kernel
    _flush_all()
    try:
        marks = os.lseek(1, 0, os.SEEK_CUR), os.lseek(2, 0, os.SEEK_CUR)
    except OSError:   # not a file (preload always loads into one): nothing to replay from
        return load_kernel(ref, target)
    kernel = load_kernel(ref, target)   # one that raises is not kept: the next load executes it again
    _flush_all()
    printed = [os.pread(fd, os.lseek(fd, 0, os.SEEK_CUR) - mark, mark) for fd, mark in zip((1, 2), marks)]
    _MODULES[key] = (kernel, *printed)
    return kernel


def _forget_siblings(kernel: str, before: set[str], source_map: str | None = None) -> None:
    """Take the modules the kernel's load imported from its own folder out of ``sys.modules`` (the
    loaded kernel keeps its references): a later job's kernel in another folder imports its own
    ``helper`` or ``utils``, not the one of the first kernel this server loaded, as its cold child
    would, and a reload after an edit imports the edited file. ``source_map``: the job's
    ``PASSLAB_SOURCE_MAP``, whose copy of the kernel's folder counts as its folder."""
    where = kernel.rpartition(":")[0]
    if not where.endswith(".py"):
        return
    path = os.path.realpath(where)
    folders = [os.path.dirname(path)]   # the loader puts the resolved file's folder on sys.path
    try:   # on a cluster worker the modules beside it come from the task's copy (sweep.remote)
        mapped = json.loads(source_map).get(path) if source_map else None
    except (ValueError, AttributeError):
        mapped = None
    if isinstance(mapped, str):
        folders.append(os.path.dirname(os.path.realpath(mapped)))
    # installed packages stay, even in a virtual environment inside the kernel's folder (torch
    # imported twice in one process fails)
    installed = tuple(os.path.realpath(p) + os.sep for p in {sys.prefix, sys.base_prefix, sys.exec_prefix})
    for name in set(sys.modules) - before:
        file = getattr(sys.modules.get(name), "__file__", None)
        if not isinstance(file, str) or os.path.realpath(file) == path:
            continue   # the kernel's own module stays: Triton looks its functions up there
        found_here = any(_through(folder, name, file) for folder in folders)
        if found_here and not os.path.realpath(file).startswith(installed):
            del sys.modules[name]


def _through(folder: str, name: str, file: str) -> bool:
    """Whether module ``name`` was found through ``folder`` on sys.path: its file is
    ``folder/a/b.py`` (``folder/a/b/__init__.py``, or an extension module) for ``a.b``. Only the
    name decides, not that the file lies below the folder: a library below it found through
    another sys.path entry (Triton or torch built in a checkout under the home folder) stays, and a
    helper beside the kernel that links elsewhere leaves."""
    rel = os.path.relpath(os.path.abspath(file), folder)
    parts = rel.split(os.sep)
    if parts[0] == os.pardir:
        return False
    stem = parts[-1].split(".")[0]
    parts = parts[:-1] if stem == "__init__" else parts[:-1] + [stem]
    return parts == name.split(".")


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
        with tempfile.TemporaryFile() as out, _redirected(out, out):
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


def _flush_all() -> None:
    """What Python's streams and C's stdio hold written out to file descriptors 1 and 2."""
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        ctypes.PyDLL(None).fflush(None)
    except (OSError, AttributeError):
        pass


class _redirected:
    """File descriptors 1 and 2 into two files for the block (Python's and C's output alike)."""

    def __init__(self, out, err) -> None:
        self.files = out, err

    def __enter__(self):
        _flush_all()
        self.saved = os.dup(1), os.dup(2)
        os.dup2(self.files[0].fileno(), 1)
        os.dup2(self.files[1].fileno(), 2)

    def __exit__(self, *exc):
        _flush_all()
        for fd, saved in zip((1, 2), self.saved):
            os.dup2(saved, fd)
            os.close(saved)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
