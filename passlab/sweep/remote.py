"""One child's work (a plain compile, a trace with dumps) as a Dask task: what travels, and what
a cluster worker does with it.

A task carries its request whole (``child_task``): the child's request, the settings passlab gives
the child's environment (the compilers' knobs and passlab's own, never this machine's whole
environment), the text of the kernel's source file and the path it has on the submitting
machine, the ``.py`` files beside it (which its module imports by name), the Triton version and
passlab's code digest. Nothing names a file that only the submitting machine has. On the worker
(``run_child_task``) the sources are written to a folder named by their content, the kernel is
loaded under the submitter's path (``PASSLAB_SOURCE_MAP``) with that folder first on ``sys.path``,
and the folder's path in the files that come back is the submitter's; the child runs in
a warm worker of that process's pool with a scratch folder for the submitter's ``out_dir``, and
every file it wrote comes back: IR locations, debug info and messages name the submitter's file,
so what the submitter makes of the files equals what it makes of a local child's.

Several Triton versions: a task names its Triton version. A worker whose own Triton is another
one runs it with passlab's environment of that version (``passlab envs --make``, under
``PASSLAB_ENVS`` on the worker) when it has one, else it refuses the task naming the version.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import stat
import tempfile
import threading
from pathlib import Path

from passlab import settings
from passlab.errors import UsageError
from passlab.sweep.cache import PACKAGE_DEPTH

_POOLS: dict[int, object] = {}
_LOCK = threading.Lock()


def _write_source(source: dict) -> Path:
    """The task's source text, and the modules beside it, in a folder of this machine named by
    their names and content (written once: a folder of that name holds those files)."""
    beside = {n: c for n, c in (source.get("beside") or {}).items() if _sibling_name(n) and isinstance(c, bytes)}
    path_name = Path(source["path"]).name
    digest = hashlib.sha256()
    # each part with its length first: no split of one file's bytes into two parts names the same folder
    for part in [os.fsencode(path_name), source["text"].encode()] + \
            [b for name in sorted(beside) for b in (os.fsencode(name), beside[name])]:
        digest.update(len(part).to_bytes(8, "little") + part)
    folder = _source_root() / digest.hexdigest()[:16]
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / path_name
    for name, content in [(path.name, source["text"].encode())] + sorted(beside.items()):
        target = folder / name
        if not target.exists():
            target.parent.mkdir(parents=True, exist_ok=True)
            staged = target.parent / f".{target.name}.{os.getpid()}.{threading.get_ident()}"
            staged.write_bytes(content)
            os.replace(staged, target)
    return path


def _sibling_name(name) -> bool:
    """A name ``sibling_stats`` gives: ``helper.py`` or ``pkg/sub/mod.py``, every part a plain
    name. Anything else in a task ("../x.py", "/abs.py", ".hidden.py") would be written outside the
    worker's source folder or is no module, and is not written."""
    if not isinstance(name, str) or not name.endswith(".py") or "\\" in name:
        return False
    parts = name.split("/")
    return len(parts) <= 1 + PACKAGE_DEPTH and all(p and not p.startswith(".") for p in parts)


def _beside(path: Path) -> dict[str, bytes]:
    """The ``.py`` files beside the kernel's file and in its packages (what its module imports by
    name), by their name relative to its folder (``sibling_stats``); none
    when they hold more than ``SIBLING_BYTES`` (a kernel at the top of a large tree: the worker
    then imports what its own ``sys.path`` has, and a missing module fails as it would here)."""
    from passlab.sweep.cache import SIBLING_BYTES, sibling_sources
    carried, size = {}, 0
    for file in sibling_sources(path):
        try:
            with open(file, "rb") as stream:   # never past the budget: a 3 GB file beside took 3 GB, 7 s
                content = stream.read(SIBLING_BYTES - size + 1)
        except OSError:
            continue
        size += len(content)
        if size > SIBLING_BYTES:
            return {}
        carried[file.relative_to(path.parent).as_posix()] = content
    return carried


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
    """This user's folder of task sources in the system temp folder, made private (0700). One found
    there that is a link, another user's or writable by others is refused: whoever made it could
    plant a link that a task's module is written through, or a module of their own."""
    root = Path(tempfile.gettempdir()) / f"passlab-sources-{os.getuid()}"
    try:
        root.mkdir(mode=0o700)
    except FileExistsError:
        pass
    info = os.lstat(root)
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o022:
        raise UsageError(f"{root}: not a private folder of this user (a link, another user's, or writable by "
                         f"others); this worker writes no task's sources there")
    if info.st_mode & 0o077:   # this user's, made 0755 by an earlier passlab: the sources stay private
        os.chmod(root, 0o700)
    return root


def _environment_of(version: str) -> str | None:
    from passlab import settings
    python = settings.envs_root() / f"triton-{version}" / "bin" / "python"
    return str(python) if python.is_file() else None


def child_task(module: str, request: dict, env: dict[str, str], timeout: float, python: str | None,
               carry_env: tuple[str, ...] = ()) -> dict:
    """The wire form of one ``run_child``: the child's request, the settings passlab gives its
    environment (the compilers' knobs and passlab's own, and the variables ``carry_env`` names;
    not this machine's whole environment), the kernel's source text, the Triton version and
    passlab's code digest."""
    from passlab.capture.trace import interpreter_triton, triton_version
    from passlab.sweep.cache import compiler_knobs, passlab_digest
    ours = {s.name for s in settings.ALL}
    passed = {k: v for k, v in env.items() if k in ours or k in carry_env or k == "PYTHONUNBUFFERED"}
    passed.update(compiler_knobs())
    kernel = request.get("kernel") or ""
    source = None
    where = kernel.rpartition(":")[0] if ":" in kernel else ""
    if where.endswith(".py") and os.path.isfile(where):
        path = os.path.realpath(where)
        source = {"path": path, "text": Path(path).read_text(), "function": kernel.rpartition(":")[2],
                  "beside": _beside(Path(path))}
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
        folders = []   # (this machine's folder of the source, the submitter's)
        if task["source"]:
            try:
                written = _write_source(task["source"])
            except UsageError as err:
                return {"refused": err.message}
            env[settings.SOURCE_MAP.name] = json.dumps({task["source"]["path"]: str(written)})
            folders.append((str(written.parent), str(Path(task["source"]["path"]).parent)))
        code, timed_out, wall = _pool().run_child(task["module"], request, out / "raw", env, task["timeout"],
                                                  python=python)
        files = {}
        for file in sorted(out.rglob("*")):
            name = file.relative_to(out).as_posix()
            if file.is_file() and name != "raw/request.json":
                content = file.read_bytes().replace(str(out).encode(), theirs.encode())
                for here, there in folders:   # a module beside the kernel names its file in IR locations
                    content = content.replace(here.encode(), there.encode())
                files[name] = content
        return {"code": code, "timed_out": timed_out, "wall": wall, "files": files}
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def _child_pythonpath(env: dict[str, str]) -> str:
    from passlab.capture.child import child_pythonpath
    return child_pythonpath(env)
