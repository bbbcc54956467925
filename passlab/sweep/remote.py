"""One compile of a sweep as a Dask task: what travels, and what a cluster worker does with it.

A task carries its request whole (``task_of``): the ``CompileRequest``'s fields, the text of the
kernel's source file and the path it had on the submitting machine, the Triton version the
submitter's key was made for and passlab's code digest. Nothing names a file that only the
submitting machine has. On the worker (``compile_task``) the source is written to a file named by
its content and loaded under the submitter's path (``PASSLAB_SOURCE_MAP``), then compiled without
dumps in a warm worker of that process's pool: IR locations, debug info and messages name the
submitter's file, so the entry equals the one a local compile of the same file makes.

Several Triton versions: a task asks for the version its key names. A worker whose own Triton is
another one compiles it with passlab's environment of that version (``passlab envs --make``,
under ``PASSLAB_ENVS`` on the worker) when it has one, else the task ends as a usage error that
names the version; workers of one version can also be started with a Dask resource
(``dask worker ... --resources triton-3.9.0=1``) that the submitter asks for.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import threading
from dataclasses import asdict, replace
from pathlib import Path

from passlab import settings
from passlab.capture.child import CompileRequest, PlainCompile
from passlab.capture.outcome import Outcome, OutcomeCode

ARTIFACTS = "artifacts"
_POOLS: dict[int, object] = {}
_LOCK = threading.Lock()


def task_of(request: CompileRequest, timeout: float) -> dict:
    """The wire form of one compile: plain data, the kernel's source text included."""
    from passlab.capture.trace import interpreter_triton, kernel_source_path, triton_version
    from passlab.sweep.cache import passlab_digest
    source_path = kernel_source_path(request)
    source = None
    if source_path and ":" in request.kernel and os.path.isfile(source_path):
        source = {"path": source_path, "text": Path(source_path).read_text(),
                  "function": request.kernel.rpartition(":")[2]}
    fields = asdict(request)
    fields["source_roots"] = list(request.source_roots)
    fields["python"] = None   # an interpreter of this machine means nothing there: its Triton version travels
    triton = interpreter_triton(request.python) if request.python else triton_version()
    return {"request": fields, "source": source, "timeout": timeout, "triton": triton, "passlab": passlab_digest()}


def compile_task(task: dict) -> dict:
    """Run one task on this (cluster) machine; the entry as plain data: outcome, result, seconds
    and the artifacts' bytes."""
    from passlab.capture.child import compile_plain
    from passlab.capture.trace import triton_version
    from passlab.sweep.cache import passlab_digest
    request = CompileRequest(**{**task["request"], "source_roots": tuple(task["request"]["source_roots"])})
    if task["passlab"] != passlab_digest():
        return _refused(f"this worker's passlab differs from the submitter's (code digest "
                        f"{passlab_digest()[:12]} here, {task['passlab'][:12]} there): install the same passlab")
    python = None
    if task["triton"] != triton_version():
        python = _environment_of(task["triton"])
        if python is None:
            return _refused(f"this worker has Triton {triton_version()} and no passlab environment of "
                            f"Triton {task['triton']} (make one with: passlab envs --make {task['triton']})")
    scratch = Path(tempfile.mkdtemp(prefix="passlab-task-"))
    try:
        env = {}
        if task["source"]:
            # the text is loaded under the submitter's path (frontend.loader.mapped_source): IR
            # locations, debug info and messages name the submitter's file, byte for byte
            env[settings.SOURCE_MAP.name] = json.dumps({task["source"]["path"]: str(_write_source(task["source"]))})
        done = compile_plain(replace(request, python=python), scratch / "work", task["timeout"], pool=_pool(),
                             env=env)
        return _entry_data(done)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _write_source(source: dict) -> Path:
    """The task's source text in a file of this machine named by its content (written once)."""
    digest = hashlib.sha256(source["text"].encode()).hexdigest()[:16]
    folder = _source_root() / digest
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / Path(source["path"]).name
    if not path.exists():
        staged = folder / f".{path.name}.{os.getpid()}.{threading.get_ident()}"
        staged.write_text(source["text"])
        os.replace(staged, path)
    return path


def entry_of(data: dict, folder: Path) -> PlainCompile:
    """A task's returned data as a ``PlainCompile`` with its artifacts under ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in data["artifacts"].items():
        target = folder / ARTIFACTS / Path(name).name
        target.parent.mkdir(exist_ok=True)
        target.write_bytes(content)
    return PlainCompile(Outcome.from_json(data["outcome"]), data["result"], data["wall_seconds"], folder)


def _entry_data(done: PlainCompile) -> dict:
    artifacts = {}
    folder = done.work_dir / ARTIFACTS if done.work_dir else None
    for file in sorted(folder.iterdir()) if folder and folder.is_dir() else ():
        artifacts[file.name] = file.read_bytes()
    return {"outcome": done.outcome.to_json(), "result": json.loads(json.dumps(done.result, default=str)),
            "wall_seconds": done.wall_seconds, "artifacts": artifacts}


def _refused(message: str) -> dict:
    outcome = Outcome(OutcomeCode.PYTHON_ERROR, f"UsageError: {message}", exception_type="UsageError")
    return {"outcome": outcome.to_json(), "result": {"ok": False, "usage_error": message}, "wall_seconds": 0.0,
            "artifacts": {}}


def _pool():
    """This worker process's warm pool, one worker per Dask thread."""
    from passlab.sweep.pool import WarmPool
    with _LOCK:
        pool = _POOLS.get(os.getpid())
        if pool is None:
            threads = _worker_threads()
            pool = _POOLS[os.getpid()] = WarmPool(threads)
        return pool


def _worker_threads() -> int:
    try:
        from distributed import get_worker
        return max(1, get_worker().state.nthreads)
    except (ImportError, ValueError, AttributeError):
        return 1


def _source_root() -> Path:
    return Path(tempfile.gettempdir()) / f"passlab-sources-{os.getuid()}"


def _environment_of(version: str) -> str | None:
    from passlab import settings
    python = settings.envs_root() / f"triton-{version}" / "bin" / "python"
    return str(python) if python.is_file() else None


# -- one child's work (a trace with dumps, a plain compile) as a task: ``ClusterPool`` ------------

def child_task(module: str, request: dict, env: dict[str, str], timeout: float, python: str | None) -> dict:
    """The wire form of one ``run_child``: the child's request, the settings passlab gives its
    environment (the compilers' knobs and passlab's own, not this machine's whole environment),
    the kernel's source text and what ``task_of`` carries besides."""
    from passlab.capture.trace import interpreter_triton, triton_version
    from passlab.sweep.cache import compiler_knobs, passlab_digest
    ours = {s.name for s in settings.ALL}
    passed = {k: v for k, v in env.items() if k in ours or k == "PYTHONUNBUFFERED"}
    passed.update(compiler_knobs())
    kernel = request.get("kernel") or ""
    source = None
    where = kernel.rpartition(":")[0] if ":" in kernel else ""
    if where.endswith(".py") and os.path.isfile(where):
        path = os.path.realpath(where)
        source = {"path": path, "text": Path(path).read_text(), "function": kernel.rpartition(":")[2]}
    return {"module": module, "request": request, "env": passed, "timeout": timeout, "source": source,
            "triton": interpreter_triton(python) if python else triton_version(), "passlab": passlab_digest()}


def run_child_task(task: dict) -> dict:
    """On a cluster worker: the child's work in a scratch folder standing in for the submitter's
    ``out_dir``; every file it wrote comes back (the request excepted), the scratch path in them
    written back as the submitter's."""
    from passlab.capture.trace import triton_version
    from passlab.sweep.cache import passlab_digest
    if task["passlab"] != passlab_digest() or task["triton"] != triton_version():
        python = _environment_of(task["triton"]) if task["passlab"] == passlab_digest() else None
        if python is None:
            why = (f"this worker's passlab differs from the submitter's" if task["passlab"] != passlab_digest()
                   else f"this worker has Triton {triton_version()} and no passlab environment of Triton {task['triton']}")
            return {"refused": why}
    else:
        python = None
    scratch = Path(tempfile.mkdtemp(prefix="passlab-child-task-"))
    try:
        request = dict(task["request"])
        theirs = request["out_dir"]
        out = scratch / "out"
        request.update(out_dir=str(out), raw_dir=str(out / "raw"))
        env = {k: v for k, v in os.environ.items() if k not in {s.name for s in settings.ALL}}
        for name, value in task["env"].items():
            env[name] = value.replace(theirs, str(out)) if value.startswith(theirs) else value
        env["PYTHONPATH"] = _child_pythonpath(env)
        if task["source"]:
            env[settings.SOURCE_MAP.name] = json.dumps({task["source"]["path"]: str(_write_source(task["source"]))})
        code, timed_out, wall = _pool().run_child(task["module"], request, out / "raw", env, task["timeout"],
                                                  python=python)
        files = {}
        for file in sorted(out.rglob("*")):
            name = file.relative_to(out).as_posix()
            if file.is_file() and name != "raw/request.json":
                files[name] = file.read_bytes().replace(str(out).encode(), theirs.encode())
        return {"code": code, "timed_out": timed_out, "wall": wall, "files": files}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _child_pythonpath(env: dict[str, str]) -> str:
    from passlab.capture.child import child_pythonpath
    return child_pythonpath(env)
