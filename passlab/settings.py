"""Every environment variable passlab sets or reads, declared once with its type.

The child compile's environment is built from here only (``dump_environment``), so a reader
sees in one place what a trace changes about Triton's behaviour.
"""

from __future__ import annotations

import os
import re
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from passlab.errors import UsageError


@dataclass(frozen=True)
class Setting:
    """One environment variable: its name, default and what it means."""

    name: str
    default: str
    doc: str

    def get(self) -> str:
        return os.environ.get(self.name, self.default)


# Read by passlab.
DUMPS_ROOT = Setting("PASSLAB_DUMPS", "dumps", "where traces go when --out is not given")
COMPILE_TIMEOUT = Setting("PASSLAB_TIMEOUT", "300", "seconds a child compile may run before it is killed")
ENVS_ROOT = Setting("PASSLAB_ENVS", "~/.cache/passlab/envs", "where passlab keeps one virtual environment per "
                    "Triton version (<root>/triton-<version>/bin/python), made by `passlab matrix`")
PIP_COMMAND = Setting("PASSLAB_PIP", "", "a pip command line that installs into $VIRTUAL_ENV (e.g. `uv pip`), for "
                      "making Triton environments (default: the new environment's python -m pip; "
                      "`pip index versions triton` resolves 3.9 to a release)")
# Set by passlab for a child run by another interpreter (--python, matrix): the site-packages of
# passlab's own environment, which the child adds after its own (child_launcher.py), so a kernel's
# torch, pytest or library imports there while Triton still comes from the other interpreter.
PARENT_SITE = Setting("PASSLAB_PARENT_SITE", "", "set by passlab: its own environment's site-packages, "
                      "that a --python child of the same Python version adds after its own")
COMPILE_CACHE = Setting("PASSLAB_CACHE", "~/.cache/passlab/compiles", "where sweeps (--autotune, the corpus, "
                        "capture round trips) keep finished compiles by content, so a repeated or resumed sweep "
                        "recompiles nothing it has; 'off' keeps none; empty: the default")
RESIDENT = Setting("PASSLAB_RESIDENT", "1", "1: a sweep's compiles without dumps run one after another in resident "
                   "workers; 0: a forked child per compile (for a kernel whose module keeps state a compile changes)")
PROTOCOL_INTERLEAVINGS = Setting("PASSLAB_PROTOCOL_INTERLEAVINGS", "16", "seeded random interleavings the WS "
                                  "protocol model runs beside its fixed schedules (check, report, the mutation "
                                  "suite; three of four are PCT's): more find rarer hangs and cost time")
CLUSTER = Setting("PASSLAB_CLUSTER", "", "the Dask scheduler (tcp://HOST:8786) that sweeps are sent to when "
                  "--cluster is not given; empty: the local pool of warm workers")
# Set by a cluster worker for its compile child (sweep.remote): the submitter's kernel file -> the
# file here that holds the text the task carried; the loader loads it under the submitter's path.
SOURCE_MAP = Setting("PASSLAB_SOURCE_MAP", "", "set by passlab on a cluster worker: JSON {submitter's "
                     "kernel path: local file with its text}")
CAPTURE_GRACE = Setting("PASSLAB_CAPTURE_GRACE", "10", "seconds a captured program gets for its own signal "
                        "handlers, after passlab passed it a signal, before it is killed")

# Set by passlab in the child compile (Triton's own knobs).
MLIR_ENABLE_DUMP = Setting("MLIR_ENABLE_DUMP", "1", "print the module before every MLIR pass")
MLIR_DUMP_PATH = Setting("MLIR_DUMP_PATH", "", "file that receives the per-pass dumps")
TRITON_ALWAYS_COMPILE = Setting("TRITON_ALWAYS_COMPILE", "1", "bypass the cache: a cached kernel dumps nothing")
TRITON_CACHE_DIR = Setting("TRITON_CACHE_DIR", "", "private cache per trace, so traces never share state")
# Triton 3.7.1+ writes its WS partition-scheduling graphs (graph-<func>_<loop>-NNNN-<step>.dot) into
# the working directory; the compile child turns this on only around its compile, which it runs in
# a folder of the trace (record_trace makes them the trace's graphs/upstream/).
PARTITION_DOT = Setting("TRITON_PARTITION_SCHEDULING_ENABLE_DUMP_DOT", "1",
                        "write Triton's WS partition-scheduling graphs (.dot) into the working directory")
# Triton knobs that name a file or folder: a relative one is made absolute (against the directory
# passlab was started in) before the compile child changes its working directory.
PATH_KNOBS = ("TRITON_CACHE_DIR", "TRITON_DUMP_DIR", "TRITON_OVERRIDE_DIR", "TRITON_REPRODUCER_PATH",
              "MLIR_DUMP_PATH", "PASSLAB_DUMP_PATH")
# Set by passlab for its compile child, which turns Triton's dump knobs on only around the compile it
# was asked for: a kernel file that compiles kernels while it is imported must not add their passes.
DUMP_TARGET = Setting("PASSLAB_DUMP_PATH", "", "where the compile child points MLIR_DUMP_PATH during its compile")

# Triton knobs whose effect outlives the compile that read them, in the process that ran it (3.6):
# MLIR_DUMP_PATH's stream is opened once per process (a static raw_fd_ostream, python/src/ir.cc), so
# every later compile's dumps go to the first one's file; the LLVM debug flags, LLVM_IR_ENABLE_DUMP's
# print-after-all and DISABLE_LLVM_OPT's options are set and never reset (ir.cc, llvm.cc). A warm
# pool's job that sets any of them (a trace: PASSLAB_DUMP_PATH) runs in a process of its own.
PROCESS_KNOBS = ("PASSLAB_DUMP_PATH", "MLIR_ENABLE_DUMP", "MLIR_DUMP_PATH", "TRITON_ENABLE_LLVM_DEBUG",
                 "TRITON_LLVM_DEBUG_ONLY", "LLVM_IR_ENABLE_DUMP", "DISABLE_LLVM_OPT")

# Set by passlab-opt's child under -verify-diagnostics: Triton's pm.run installs its own diagnostic
# handler that drops warnings and remarks unless this knob asks for them (python/src/ir.cc, 3.6).
MLIR_DIAGNOSTICS = Setting("MLIR_ENABLE_DIAGNOSTICS", "warnings,remarks",
                           "which diagnostics Triton's pass manager prints besides errors")

# Set by passlab-opt's child for triton-opt's -debug / -debug-only=TYPES: Triton's pm.run turns on
# LLVM's debug output from these (the 3.6 wheel's LLVM keeps LLVM_DEBUG compiled in).
LLVM_DEBUG = Setting("TRITON_ENABLE_LLVM_DEBUG", "1", "print LLVM's -debug output while passes run")
LLVM_DEBUG_ONLY = Setting("TRITON_LLVM_DEBUG_ONLY", "", "LLVM's -debug-only: the debug types to print")

# Set by `passlab capture` for the program it runs (read by the bootstrap's sitecustomize and the recorder).
CAPTURE_FILE = Setting("PASSLAB_CAPTURE_FILE", "", "the staged capture file the recorder appends one line per compile to")
CAPTURE_LOADED = Setting("PASSLAB_CAPTURE_LOADED", "", "a file the bootstrap touches when a Python process loads it, "
                         "so a run that recorded nothing can tell python -I/-E/-S apart")

ALL = (DUMPS_ROOT, ENVS_ROOT, PIP_COMMAND, PARENT_SITE, COMPILE_TIMEOUT, COMPILE_CACHE, PROTOCOL_INTERLEAVINGS, CLUSTER, SOURCE_MAP, CAPTURE_GRACE, CAPTURE_FILE, CAPTURE_LOADED, MLIR_ENABLE_DUMP,
       MLIR_DUMP_PATH, TRITON_ALWAYS_COMPILE, TRITON_CACHE_DIR, DUMP_TARGET, PARTITION_DOT)


def dumps_root() -> Path:
    """The output root of default trace directories; a usage error when it names something not a folder."""
    root = Path(DUMPS_ROOT.get() or DUMPS_ROOT.default)
    if root.exists() and not root.is_dir():
        raise UsageError(f"{DUMPS_ROOT.name}={root} is not a directory")
    return root


def envs_root() -> Path:
    """The folder of passlab's per-Triton-version virtual environments (``PASSLAB_ENVS``)."""
    return Path(ENVS_ROOT.get() or ENVS_ROOT.default).expanduser()


def compile_cache_root() -> Path | None:
    """The folder of the compile cache (``PASSLAB_CACHE``), or None when it is ``off``. Empty (or
    blanks) is the default folder, as when it is not set (``PASSLAB_CLUSTER`` reads the same way).
    A folder passlab cannot make or write, or a path to something else, is a UsageError naming
    the setting, before any compile."""
    value = COMPILE_CACHE.get().strip()
    if value.lower() in ("off", "0", "no", "none"):
        return None
    root = Path(value or COMPILE_CACHE.default).expanduser()
    if root.exists() and not root.is_dir():
        raise UsageError(f"{COMPILE_CACHE.name}={value or COMPILE_CACHE.default}: not a folder; give a folder passlab "
                         f"can write, or 'off'")
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"{COMPILE_CACHE.name}={value or COMPILE_CACHE.default}: cannot make the compile cache's "
                         f"folder ({exc.strerror or exc}); give a folder passlab can write, or 'off'") from None
    try:
        _probe_writable(root)
    except OSError as exc:
        raise UsageError(f"{COMPILE_CACHE.name}={value or COMPILE_CACHE.default}: cannot write in the compile "
                         f"cache's folder ({exc.strerror or exc}); give a folder passlab can write, or 'off'") from None
    return root


def _probe_writable(folder: Path) -> None:
    """Make a folder and a file in ``folder`` as the cache does, and remove them; OSError when that
    fails. ``os.access`` says yes to root for /proc or /sys, where nothing can be made."""
    import tempfile
    probe = Path(tempfile.mkdtemp(prefix=".passlab-probe-", dir=folder))
    try:
        (probe / "entry").write_bytes(b"")
        (probe / "entry").unlink()
    finally:
        probe.rmdir()


def cluster_address() -> str | None:
    """The Dask scheduler sweeps go to (``PASSLAB_CLUSTER``), or None for the local pool."""
    return CLUSTER.get().strip() or None


MAX_INTERLEAVINGS = 4096


def protocol_interleavings() -> int:
    """How many seeded random interleavings the protocol model runs (``PASSLAB_PROTOCOL_INTERLEAVINGS``):
    a whole number from 0 to ``MAX_INTERLEAVINGS``, else a UsageError naming the variable."""
    text = PROTOCOL_INTERLEAVINGS.get().strip() or PROTOCOL_INTERLEAVINGS.default   # empty: the default
    # ASCII digits, at most 9 ('²'.isdigit() is true and int() refuses it; int() refuses 4301 digits)
    if not re.fullmatch(r"[0-9]{1,9}", text) or int(text) > MAX_INTERLEAVINGS:
        shown = text if len(text) <= 40 else f"{text[:20]}...({len(text)} characters)"
        raise UsageError(f"{PROTOCOL_INTERLEAVINGS.name} must be a whole number from 0 to {MAX_INTERLEAVINGS}, "
                         f"got {shown!r}")
    return int(text)


def compile_timeout() -> float:
    """Seconds a child may run; PASSLAB_TIMEOUT must be a positive number."""
    return parse_timeout(COMPILE_TIMEOUT.get(), COMPILE_TIMEOUT.name)


def parse_timeout(text, what: str = "--timeout") -> float:
    try:
        value = float(text)
    except (TypeError, ValueError):
        raise UsageError(f"{what} must be a number of seconds, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise UsageError(f"{what} must be a positive, finite number of seconds, got {text!r}")
    return value


def dump_environment(dump_path: Path, cache_dir: Path, base: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a child compile: the caller's, plus Triton's dump knobs."""
    env = dict(os.environ if base is None else base)
    # Not on while the kernel's module is imported (see DUMP_TARGET); a user's own
    # MLIR_ENABLE_DUMP=<kernel> filter would hide snapshots from us, so it goes too.
    env.pop(MLIR_ENABLE_DUMP.name, None)
    env.pop(MLIR_DUMP_PATH.name, None)
    env.pop(PARTITION_DOT.name, None)  # graphs of compiles made at import would land in the user's folder
    env[DUMP_TARGET.name] = str(dump_path)
    env[TRITON_ALWAYS_COMPILE.name] = TRITON_ALWAYS_COMPILE.default
    env[TRITON_CACHE_DIR.name] = str(cache_dir)
    env.setdefault("PYTHONUNBUFFERED", "1")
    return env


@contextmanager
def dumps_on():
    """In the compile child: Triton's per-pass dumps on for the duration of one compile only."""
    target = DUMP_TARGET.get()
    if not target:
        yield
        return
    os.environ[MLIR_ENABLE_DUMP.name] = MLIR_ENABLE_DUMP.default
    os.environ[MLIR_DUMP_PATH.name] = os.path.abspath(target)  # the compile runs in another folder
    os.environ[PARTITION_DOT.name] = PARTITION_DOT.default
    try:
        yield
    finally:
        os.environ.pop(MLIR_ENABLE_DUMP.name, None)
        os.environ.pop(MLIR_DUMP_PATH.name, None)
        os.environ.pop(PARTITION_DOT.name, None)
