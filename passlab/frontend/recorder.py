"""Record the exact compile inputs of every Triton kernel a real program compiles.

``passlab capture -- python my_script.py`` runs the program with ``passlab/capture/bootstrap`` on
``PYTHONPATH``; its ``sitecustomize`` calls ``install()`` once ``triton`` is imported, which sets
Triton's own ``knobs.runtime.jit_post_compile_hook``. For every compile the hook appends one JSON
line to ``$PASSLAB_CAPTURE_FILE``: Triton's own ``specialization_data`` (the JSON that
``JITFunction.preload`` reads back: signature, constexprs, specialization attributes, options,
cache key), the kernel's source file and function, the target, the Triton version, and what the
GPU compile produced (num_warps, shared, tmem, hash). ``passlab trace CAPTURE#KERNEL`` then
recompiles any record on a CPU-only machine from the same inputs.
"""

from __future__ import annotations

import fcntl
import hashlib
import inspect
import json
import os
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

from passlab import settings
from passlab.errors import UsageError

CAPTURE_FILE_ENV = settings.CAPTURE_FILE.name
CAPTURE_SCHEMA = 1
# Compiled-kernel metadata worth comparing between the GPU compile and the CPU re-compile.
METADATA_KEYS = ("num_warps", "num_ctas", "num_stages", "shared", "tmem_size", "global_scratch_size", "maxnreg")


@dataclass
class CapturedCompile:
    """One compile a real run made, with what it produced on the GPU."""

    function: str                 # the jit function's __qualname__
    module: str                   # its __module__ ("__main__" for a script)
    source_file: str              # absolute path of the file that defines it
    source_hash: str              # sha256[:16] of that file when it was captured
    target: str                   # "cuda:90"
    triton_version: str
    specialization_data: str      # Triton's serialize_specialization_data JSON, verbatim
    metadata: dict = field(default_factory=dict)
    hash: str | None = None       # CompiledKernel.hash: Triton's cache key of the compiled kernel
    source_key: str | None = None  # ASTSource(...).hash(): the compile inputs alone, install-independent
    index: int = 0                # position in the capture file

    def to_json(self) -> dict:
        data = asdict(self)
        data["schema"] = CAPTURE_SCHEMA
        return data

    @classmethod
    def from_json(cls, data: dict, index: int) -> "CapturedCompile":
        """A record read back; ValueError (one line) when a field is missing or of the wrong type:
        a capture file is untrusted input (``frontend.record_inputs``)."""
        from passlab.frontend.record_inputs import check_record
        if not isinstance(data, dict):
            raise ValueError("not a passlab capture record")
        check_record(data)
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data and k != "index"}
        return cls(**known, index=index)

    @property
    def name(self) -> str:
        return self.function.rpartition(".")[2]

    @property
    def specialization(self) -> dict:
        return json.loads(self.specialization_data)


def select_record(records: list[CapturedCompile], selector: str, path: str = "capture") -> CapturedCompile:
    """``NAME`` (the only or the first compile of that kernel), ``NAME#N`` (its Nth compile) or ``N``."""
    if selector.isdigit():
        index = int(selector)
        if index >= len(records):
            raise UsageError(f"{path} holds {len(records)} compiles; no #{index}")
        return records[index]
    name, _, nth = selector.partition("#")
    hits = [r for r in records if name in (r.name, r.function)]
    if not hits:
        known = ", ".join(dict.fromkeys(r.name for r in records)) or "none"
        raise UsageError(f"{path} has no compile of '{name}' (captured: {known})")
    if nth:
        if not nth.isdigit() or int(nth) >= len(hits):
            raise UsageError(f"{path} has {len(hits)} compile(s) of '{name}'; no #{nth}")
        return hits[int(nth)]
    return hits[0]


# -- inside the captured program -------------------------------------------------------------------

def install() -> None:
    """Set Triton's post-compile hook (chaining any hook the program set itself)."""
    from triton import knobs
    previous = knobs.runtime.jit_post_compile_hook
    if getattr(previous, "_passlab", False):
        return

    def hook(*args, **kwargs):
        try:
            _record(kwargs)
        except Exception as exc:  # never break the user's program
            print(f"passlab capture: could not record a compile: {type(exc).__name__}: {exc}", file=sys.stderr)
        return previous(*args, **kwargs) if previous else None

    hook._passlab = True
    knobs.runtime.jit_post_compile_hook = hook


def _record(kwargs: dict) -> None:
    import triton
    from triton.runtime.driver import driver

    path = os.environ.get(CAPTURE_FILE_ENV)
    if not path:
        return
    info, compile_args = kwargs["fn"], kwargs["compile"]
    jit = info.jit_function
    source_file = inspect.getsourcefile(jit.fn) or ""
    target = driver.active.get_current_target()
    kernel = _compiled_kernel(jit, compile_args)
    metadata = {}
    if kernel is not None:
        for key in METADATA_KEYS:
            value = getattr(kernel.metadata, key, None)
            if value is not None:
                metadata[key] = value if isinstance(value, (int, float, str, bool)) else str(value)
    record = CapturedCompile(
        function=info.name, module=str(info.module), source_file=os.path.abspath(source_file),
        source_hash=file_hash(source_file), target=f"{target.backend}:{target.arch}",
        triton_version=triton.__version__, specialization_data=compile_args["specialization_data"],
        metadata=metadata, hash=getattr(kernel, "hash", None))
    record.source_key = source_key(jit, record)
    line = (json.dumps(record.to_json()) + "\n").encode()
    # passlab created this staged file; a link planted in its place is not followed
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOFOLLOW", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # several processes of one program may compile at once
        view = memoryview(line)
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)


def source_key(jit, record: CapturedCompile) -> str:
    """Triton's hash of the compile's inputs (source, signature, constexprs, attributes): equal on
    two machines exactly when they compile the same thing, whatever their installs (the kernel
    hash also covers the Triton build and libdevice, so it differs between installs)."""
    from passlab.frontend.language import ast_source
    signature, constexprs, attrs, _ = compile_inputs(record, contents=False)
    return ast_source(jit, signature, constexprs, attrs).hash()


def _compiled_kernel(jit, compile_args):
    """The CompiledKernel the hook reports on (in the jit function's per-device cache)."""
    caches = getattr(jit, "device_caches", {})
    cache = caches.get(compile_args.get("device"))
    if not cache:
        return None
    return cache[0].get(compile_args.get("key"))


def file_hash(path: str) -> str:
    try:
        return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:16]
    except OSError:
        return ""


def compile_inputs(record: CapturedCompile, contents: bool = True) -> tuple[dict, dict, dict, dict]:
    """(signature, constexprs, attrs, options) of a record, read back the way Triton's own
    ``JITFunction.preload`` reads ``specialization_data`` (tuples restored, dtypes and constexprs rebuilt).

    ``contents=False`` checks the shape only: for Triton's own data in the capturing process,
    where a content check refusing an unusual but real value would lose the record."""
    import triton.language as tl

    from passlab.frontend.record_inputs import check_specialization
    where = f"record #{record.index} ({record.name})"
    try:
        data = check_specialization(record.specialization, where, contents=contents)
    except (ValueError, RecursionError) as exc:  # not JSON, or nested beyond the parser's depth
        raise UsageError(f"{where}: specialization_data is not JSON: {type(exc).__name__}: {exc}") from None

    def as_tuple(value):
        return tuple(as_tuple(v) for v in value) if isinstance(value, list) else value

    constexprs = {}
    for key, value in zip(data["constant_keys"], data["constant_vals"]):
        if isinstance(value, str) and tl.dtype.is_dtype(value):
            value = tl.dtype(value)
        elif isinstance(value, dict) and "constexpr" in value:
            value = tl.constexpr(value["constexpr"])
        constexprs[tuple(key)] = value
    attrs = dict(zip(map(tuple, data["attrs_keys"]), data["attrs_vals"]))
    signature = {key: as_tuple(value) for key, value in data["signature"].items()}
    options = {key: tuple(value) if isinstance(value, list) else value for key, value in data["options"].items()}
    return signature, constexprs, attrs, options
