"""A job's kernel loaded ahead in a warm process (the fork server, ``sweep.worker``, and its
resident workers, ``sweep.resident``), and a compile's output sent to its ``raw/`` files.

``preload`` loads the job's kernel once per load inputs and keeps what loading it printed; the
compile then finds it loaded (``compile_child._LOADED``) and its stdout and stderr start with
that output, as a cold child's that loaded it itself would. ``forget_siblings`` takes the
modules a load imported from the kernel's folder out of ``sys.modules`` again.
"""

from __future__ import annotations

import ctypes
import functools
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import NamedTuple

from passlab import settings

# load inputs (kernel, sig, target, launch, overrides) -> the kernels loaded for them, what loading printed
# (a changed kernel file has another source key: it is loaded again)
_PRELOADED: dict[str, "Preloaded"] = {}
# (kernel, target, source key) -> (the LoadedKernel, what executing its file printed on stdout, on stderr)
_MODULES: dict[str, tuple] = {}


class Preloaded(NamedTuple):
    """A job's kernel as ``preload`` left it: the kernels loaded (``compile_child._LOADED``), what
    loading printed on stdout and stderr, and whether the job needs no load of its own (False: a
    load that failed here, a capture record, a batch: the compile loads in its own process)."""

    loaded: dict
    out: bytes
    err: bytes
    ready: bool


NOT_LOADED = Preloaded({}, b"", b"", False)


# What a process that forks after loading user modules must run with: one OpenMP thread. torch's
# CPU ops (a module's import-time self-check: Triton's tutorial 08 multiplies fp16 matrices) start
# libgomp's thread pool, which does not survive ``fork`` at any size above one: a resident worker
# forked from the server that then loads another kernel of that file waits forever at its first
# parallel region (the corpus waited out a 600 s timeout per such job). Set whatever the user's
# OMP_NUM_THREADS says (clusters often set it): no compile output depends on it, and a forked child
# could not use a larger pool anyway. The job's child still gets the user's environment whole.
# OMP_THREAD_LIMIT=1 caps every parallel region at one thread, also after a module's own
# torch.set_num_threads(4) (a training script's header): with OMP_NUM_THREADS alone that call
# started a pool of four in the server and the worker hung until the job's timeout.
FORK_SAFE = {"OMP_NUM_THREADS": "1", "OMP_THREAD_LIMIT": "1"}


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
        os.environ.update(FORK_SAFE)
        before = set(sys.modules)
        ready = True
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            with redirected(out, err):
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
        forget_siblings(parsed.kernel.text, before, job["env"].get(settings.SOURCE_MAP.name))
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
    project's CPU, ran once per GROUP_SIZE_M of bench/pool_scaling.py's sweep in the fork server before."""
    from passlab.frontend.loader import load_kernel
    key = json.dumps([ref, repr(target), source])
    if key in _MODULES:
        kernel, out, err = _MODULES[key]
        flush_all()
        for fd, printed in ((1, out), (2, err)):
            while printed:
                printed = printed[os.write(fd, printed):]
        return kernel
    flush_all()
    try:
        marks = os.lseek(1, 0, os.SEEK_CUR), os.lseek(2, 0, os.SEEK_CUR)
    except OSError:   # not a file (preload always loads into one): nothing to replay from
        return load_kernel(ref, target)
    kernel = load_kernel(ref, target)   # one that raises is not kept: the next load executes it again
    flush_all()
    printed = [os.pread(fd, os.lseek(fd, 0, os.SEEK_CUR) - mark, mark) for fd, mark in zip((1, 2), marks)]
    _MODULES[key] = (kernel, *printed)
    return kernel


def forget_siblings(kernel: str, before: set[str], source_map: str | None = None) -> None:
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


def flush_all() -> None:
    """What Python's streams and C's stdio hold written out to file descriptors 1 and 2."""
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        ctypes.PyDLL(None).fflush(None)
    except (OSError, AttributeError):
        pass


class redirected:
    """File descriptors 1 and 2 into two files for the block (Python's and C's output alike)."""

    def __init__(self, out, err) -> None:
        self.files = out, err

    def __enter__(self):
        flush_all()
        self.saved = os.dup(1), os.dup(2)
        os.dup2(self.files[0].fileno(), 1)
        os.dup2(self.files[1].fileno(), 2)

    def __exit__(self, *exc):
        flush_all()
        for fd, saved in zip((1, 2), self.saved):
            os.dup2(saved, fd)
            os.close(saved)
