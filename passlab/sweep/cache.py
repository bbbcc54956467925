"""Finished compiles stored by content, so a repeated or resumed sweep recompiles nothing it has.

An entry's key is a hash of everything that decides a compile's output: the Triton version of the
interpreter that compiles it, the target, the kernel reference and the bytes of its source file,
config, ``-c`` overrides, ``--sig``, launch values, the Triton/MLIR/LLVM knobs in the environment
and passlab's own code (its ``passlab/`` and ``kernels/`` sources: a changed compile child or
built-in kernel is a new key). What a kernel's module imports from other files is not hashed.

An entry (``<root>/<key[:2]>/<key>/``) holds ``compile.json`` (outcome, the child's result,
seconds, and the name and size of each artifact) and the compile's ``artifacts/``. It is written
into a hidden sibling and renamed into place, so a sweep killed mid-write leaves no half entry; one
whose artifacts were removed or cut since is no hit: the compile runs again and replaces it.
Timeouts and interrupted compiles are never stored: those say nothing about the inputs.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import shutil
import uuid
from dataclasses import dataclass
from pathlib import Path

from passlab import settings
from passlab.capture.child import CompileRequest, PlainCompile, project_root
from passlab.capture.outcome import Outcome, OutcomeCode

KEY_SCHEMA = 1
ENTRY_FILE = "compile.json"
ARTIFACTS = "artifacts"
# how a compile ended that depends on the machine, not the inputs: never cached
UNCACHED = (OutcomeCode.TIMEOUT, OutcomeCode.INTERRUPTED, OutcomeCode.NO_RESULT)
# knobs of the compilers that change their output; passlab's own settings are in the key otherwise
KNOB_PREFIXES = ("TRITON_", "MLIR_", "LLVM_", "PTXAS", "CUDA_")


@dataclass
class CompileCache:
    """A folder of finished plain compiles (``PlainCompile``), by ``compile_key``."""

    root: Path

    @classmethod
    def from_settings(cls) -> "CompileCache | None":
        root = settings.compile_cache_root()
        return cls(root) if root is not None else None

    def entry(self, key: str) -> Path:
        return self.root / key[:2] / key

    def get(self, key: str) -> PlainCompile | None:
        try:
            return read_entry(self.entry(key))
        except (OSError, ValueError, KeyError):
            return None

    def put(self, key: str, done: PlainCompile) -> PlainCompile:
        """Store ``done`` (its outcome, result and artifacts) and return it as read from the entry."""
        if done.outcome.code in UNCACHED:
            return done
        final = self.entry(key)
        final.parent.mkdir(parents=True, exist_ok=True)
        staged = final.parent / f".{key}.tmp-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        write_entry(staged, done)
        try:
            os.rename(staged, final)
        except OSError:   # another sweep stored it first (theirs is the same compile), or a broken entry
            if self.get(key) is None and final.is_dir():
                _set_aside(final)
                try:
                    os.rename(staged, final)
                except OSError:
                    pass
            shutil.rmtree(staged, ignore_errors=True)
        return self.get(key) or done


def _set_aside(entry: Path) -> None:
    """Take a broken entry out of the way (renamed to a hidden sibling first, so no reader sees it
    half removed), then remove it."""
    aside = entry.parent / f".{entry.name}.broken-{os.getpid()}-{uuid.uuid4().hex[:8]}"
    try:
        os.rename(entry, aside)
    except OSError:   # another sweep replaced it first
        return
    shutil.rmtree(aside, ignore_errors=True)


def write_entry(folder: Path, done: PlainCompile) -> None:
    """``compile.json`` and the artifacts of ``done`` into ``folder`` (the form a remote task returns too)."""
    folder.mkdir(parents=True)
    source = done.work_dir / ARTIFACTS if done.work_dir is not None else None
    if source is not None and source.is_dir():
        shutil.copytree(source, folder / ARTIFACTS)
    (folder / ENTRY_FILE).write_text(json.dumps({"outcome": done.outcome.to_json(), "result": done.result,
                                                 "wall_seconds": done.wall_seconds,
                                                 "artifacts": artifact_sizes(folder)}, indent=1, default=str))


def artifact_sizes(folder: Path) -> dict[str, int]:
    """Each file under the entry's ``artifacts/`` (its path there) and its size in bytes."""
    root = folder / ARTIFACTS
    return {file.relative_to(root).as_posix(): file.stat().st_size
            for file in sorted(root.rglob("*")) if file.is_file()} if root.is_dir() else {}


def read_entry(folder: Path) -> PlainCompile:
    """The ``PlainCompile`` an entry folder holds (its artifacts stay there). ValueError when an
    artifact it recorded is gone or changed size (what the tables and traces read from it)."""
    data = json.loads((folder / ENTRY_FILE).read_text())
    recorded, present = data["artifacts"], artifact_sizes(folder)
    if not isinstance(recorded, dict) or any(present.get(name) != size for name, size in recorded.items()):
        raise ValueError(f"{folder}: an artifact is missing or changed")
    return PlainCompile(Outcome.from_json(data["outcome"]), data["result"], data["wall_seconds"], folder)


def compile_keys(requests: list[CompileRequest], mode: str = "plain") -> list[str]:
    """``compile_key`` of each of a sweep's requests, each source's digest made once (a kernel in a
    folder of thousands of .py files took 0.1 s a key)."""
    digests: dict = {}
    return [compile_key(r, mode, digests) for r in requests]


def compile_key(request: CompileRequest, mode: str = "plain", digests: dict | None = None) -> str:
    """The content key of one compile of ``request`` (``mode``: "plain", no dumps); ``digests``: the
    source digests already made in this sweep."""
    from passlab.capture.trace import interpreter_triton, kernel_source_path, triton_version
    source = kernel_source_path(request)
    if digests is None:
        digest = source_digest(source)
    else:
        if source not in digests:
            digests[source] = source_digest(source)
        digest = digests[source]
    triton = _interpreter_triton(request.python, interpreter_triton) if request.python else triton_version()
    parts = {"schema": KEY_SCHEMA, "mode": mode, "triton": triton, "python": request.python,
             "target": request.target, "kernel": request.kernel, "source_path": source,
             "source": digest, "config": request.config, "overrides": request.overrides or {},
             "sig": request.sig or {}, "launch": request.launch,
             "source_roots": [str(Path(r).resolve()) for r in request.source_roots],
             "edited_source": request.edited_source, "knobs": compiler_knobs(), "passlab": passlab_digest()}
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


def source_digest(source: str | None) -> str | None:
    """sha256 of the kernel's source file and the ``.py`` files beside it and in the packages below
    its folder (``sibling_stats``; each folder's .py files for a namespace package). The siblings
    are what the kernel's module imports by name (``python FILE.py`` puts its folder first on
    ``sys.path``; a package's modules import each other): a helper module that holds the configs
    or a ``@triton.jit`` function the kernel calls, edited, must not serve the compile of its old
    text."""
    if not source:
        return None
    digest = hashlib.sha256()
    for part in source.split(os.pathsep):
        path = Path(part)
        if path.is_dir():
            for file in sorted(path.rglob("*.py")):
                digest.update(_read(file))
            continue
        digest.update(_read(path))
        digest.update(_siblings_digest(sibling_stats(path), str(path.parent)).encode())
    return digest.hexdigest()


SIBLING_BYTES = 8 << 20   # sibling bytes read into a key; beyond, their size and mtime


def _read(file: Path) -> bytes:
    try:
        return file.read_bytes()
    except OSError:
        return b"missing"


SIBLING_FILES = 2048      # files listed into a key: a kernel at the top of a large tree stops there
PACKAGE_DEPTH = 3         # package folders below the kernel's own folder that are listed


def sibling_stats(path: Path) -> tuple:
    """(name, size, mtime) of each ``.py`` file beside ``path`` and in the packages below its folder
    (folders with an ``__init__.py``, ``PACKAGE_DEPTH`` deep: ``from utils.tiles import pick``
    imports them), names relative to the folder, sorted: one scan of each folder. Hidden folders,
    ``__pycache__``, folders without ``__init__.py`` (a virtual environment, a build tree) and links
    to folders (a cycle) are not listed; past ``SIBLING_FILES`` files the listing stops."""
    if path.suffix != ".py":
        return ()
    found: list[tuple[str, int, int]] = []
    _list_package(str(path.parent), "", path.name, found, PACKAGE_DEPTH)
    return tuple(sorted(found))


def _list_package(folder: str, prefix: str, skip: str, found: list, depth: int) -> None:
    try:
        with os.scandir(folder) as it:
            entries = sorted(it, key=lambda e: e.name)
    except OSError:
        return
    for entry in entries:
        if len(found) >= SIBLING_FILES:
            return
        name = entry.name
        if name.startswith(".") or name == skip:
            continue
        if name.endswith(".py"):
            try:
                if entry.is_file():
                    stat = entry.stat()
                    found.append((prefix + name, stat.st_size, stat.st_mtime_ns))
            except OSError:
                found.append((prefix + name, -1, -1))
        elif depth > 0 and name != "__pycache__":
            try:
                package = entry.is_dir(follow_symlinks=False) and os.path.isfile(os.path.join(entry.path, "__init__.py"))
            except OSError:
                package = False
            if package:
                _list_package(entry.path, f"{prefix}{name}/", "", found, depth - 1)


def _siblings_digest(files: tuple, folder: str) -> str:
    """The siblings' names and bytes (past ``SIBLING_BYTES``, their size and time); a sweep makes it
    once per source (``compile_keys``)."""
    digest = hashlib.sha256()
    budget = SIBLING_BYTES
    for name, size, mtime in files:
        digest.update(os.fsencode(name))   # a name of bytes that are no UTF-8 comes with surrogate escapes
        if 0 <= size <= budget:
            content = _read(Path(folder) / name)
            budget -= len(content)
            digest.update(content)
        else:
            digest.update(f"{size}:{mtime}".encode())
    return digest.hexdigest()


def sibling_sources(path: Path) -> list[Path]:
    """The other ``.py`` files in a kernel file's folder and its packages (``sibling_stats``),
    sorted; none for a capture file."""
    return [path.parent / name for name, _, _ in sibling_stats(path)]


def compiler_knobs() -> dict[str, str]:
    """The compilers' knobs set in this environment (passlab's own settings left out: it sets them)."""
    ours = {s.name for s in settings.ALL}
    return {k: v for k, v in sorted(os.environ.items()) if k.startswith(KNOB_PREFIXES) and k not in ours}


@functools.lru_cache(maxsize=None)
def passlab_digest() -> str:
    """sha256 of passlab's own sources and built-in kernels: the compile child's code is in the key."""
    root = project_root()
    digest = hashlib.sha256()
    for folder in ("passlab", "kernels"):
        for file in sorted((root / folder).rglob("*.py")):
            digest.update(str(file.relative_to(root)).encode())
            digest.update(file.read_bytes())
    return digest.hexdigest()


@functools.lru_cache(maxsize=None)
def _interpreter_triton(python: str, probe) -> str:
    return probe(python)
