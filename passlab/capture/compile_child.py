"""The child process that compiles one kernel with Triton's dump knobs set.

Run as ``child_launcher.py ROOT passlab.capture.compile_child REQUEST.json``. It writes the final artifacts and a
``result.json`` into the request's ``raw_dir``; the parent reads those files, never a pipe,
so whatever was written before an abort or a kill survives. The request is parsed once, at the
entry (``compile_request``), into a ``capture.job.CompileJob``; every step below takes the job.
"""

from __future__ import annotations

import json
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Iterator

from passlab.capture.child_main import root_cause, serve
from passlab.capture.job import CompileJob, LaunchValues
from passlab.errors import UsageError

ARTIFACTS = ("ttir", "ttgir", "llir", "ptx")
METADATA_KEYS = ("num_warps", "num_ctas", "num_stages", "shared", "tmem_size", "global_scratch_size",
                 "maxnreg", "name", "target")

def compile_request(request: dict) -> dict:
    """The child's work (``child_main.serve``): the request parsed once, then compiled."""
    job = CompileJob.from_request(request)   # imports Triton (the target)
    if not job.list_configs:
        start_cache_key()
    return compile_job(job)


_CACHE_KEY: threading.Thread | None = None


def start_cache_key() -> None:
    """Start Triton's cache key in a thread of its own, once per process.

    The first ``triton.compile`` of a process hashes Triton's own files (``triton.runtime.cache.triton_key``:
    libtriton.so's 0.5 GB, about 0.5 s of Triton 3.6 on this project's CPU) before any pass runs,
    then keeps the key for the process. Started as soon as Triton is imported, the hashing
    (hashlib releases the GIL) runs on another core while the kernel's module loads and the launch
    is specialized; ``join_cache_key`` waits for it before the compile, which then finds it cached.
    The key is Triton's own function's value, so the compile and its cache key are unchanged."""
    global _CACHE_KEY
    if _CACHE_KEY is not None:
        return
    try:
        from triton.runtime.cache import triton_key
    except ImportError:   # another Triton layout: the compile computes its key itself
        return

    def compute() -> None:
        try:
            triton_key()
        except Exception:   # the compile calls it again and reports what is wrong
            pass

    _CACHE_KEY = threading.Thread(target=compute, name="passlab-triton-key", daemon=True)
    _CACHE_KEY.start()


def join_cache_key() -> None:
    """Wait for ``start_cache_key``'s thread (a fork server calls it before forking: no thread may run then)."""
    if _CACHE_KEY is not None:
        _CACHE_KEY.join()


def compile_job(job: CompileJob) -> dict:
    from passlab.frontend.device_queries import DEVICE_QUERY_NOTE
    from passlab.frontend.retired_options import RETIRED_OPTIONS_NOTE
    from passlab.frontend.language import ast_source, language_of
    from passlab.frontend.kernelspec import apply_heuristics

    if job.batch:
        return compile_batch(job)
    target = job.target
    activate_target_driver(target)
    if job.kernel.kind == "capture":
        return compile_capture(job)
    spec, launch = load_spec(job)
    if job.list_configs:
        # the loader's notes on the config list: a bad autotune key, device queries at import,
        # Triton 3.2/3.3 WS kwargs in its configs
        notes = [n for n in spec.notes if "@triton.autotune key" in n
                 or n.startswith((DEVICE_QUERY_NOTE, RETIRED_OPTIONS_NOTE))]
        return {"ok": True, "kernel": {"name": spec.name, "source_file": spec.source_file},
                "configs": list_configs(spec, target), "notes": notes}
    resolved = spec.resolve(job.config, dict(job.overrides))
    resolved, derived = apply_heuristics(spec, resolved, launch.values if launch else None,
                                         unaligned=launch.unaligned if launch else ())
    language = language_of(spec.fn)
    check_types(resolved.full_signature(), language)
    specialization = launch_specialization(spec, resolved, launch, target) if launch is not None else None
    if specialization is not None:
        source = specialization.ast_source(spec.fn)
    else:
        source = ast_source(spec.fn, resolved.full_signature(), resolved.constexprs)
    kernel = describe(spec, resolved)
    kernel["ws_requested"] = ws_requested(spec.fn, resolved.params)
    if derived:
        kernel["heuristics"] = derived
    if specialization is not None:
        kernel["specialization"] = specialization.to_json()
    return compile_and_record(source, job, resolved.options, kernel)


def load_spec(job: CompileJob):
    """The job's ``KernelSpec`` and its launch values (a file kernel's Python defaults added); a
    file kernel is loaded once per process and key (a batch, a warm worker: ``sweep.worker``)."""
    from passlab.frontend import registry
    from passlab.frontend.kernelspec import load_user_kernel

    ref = job.kernel.text
    target = job.target
    launch = job.launch
    if job.kernel.kind == "file":
        # A launch value implies its argument's type, as at a launch: only pointers need --sig.
        sig = {**value_types(launch.values if launch else {}), **job.sig}
        prune_args = None if launch is None else {**launch.values, **job.overrides}
        key = json.dumps([ref, sig, job.target_name, prune_args], sort_keys=True, default=str)
        if key not in _LOADED:  # a batch compiles several configs of one kernel: load it once
            _LOADED[key] = load_user_kernel(ref, sig, target, prune_args=prune_args, load=_LOAD_KERNEL)
        spec = _LOADED[key]
        defaults = launch_defaults(spec.fn, {**sig, **job.overrides})
        if launch is not None and defaults:
            # a launch that leaves out an argument with a Python default passes the default
            launch = replace(launch, values={**defaults, **launch.values})
            sig = {**value_types(defaults), **sig}
            prune_args = {**launch.values, **job.overrides}
            with_defaults = key + "+defaults"
            if with_defaults not in _LOADED:   # loaded again with the defaults' types, once per batch
                spec = load_user_kernel(ref, sig, target, prune_args=prune_args, load=_LOAD_KERNEL)
                _LOADED[with_defaults] = replace(spec, notes=spec.notes + tuple(
                    f"{name}: not given; a launch that leaves it out passes its default {value!r} "
                    f"({value_types({name: value})[name]})" for name, value in defaults.items()))
            spec = _LOADED[with_defaults]
    else:
        # passlab's own kernels load from their file, never through sys.path (frontend.registry)
        spec = registry.get(ref)
    return spec, launch


_LOADED: dict = {}
# What ``load_spec`` loads a kernel file with; None: ``frontend.loader.load_kernel``. A warm worker
# (``sweep.preload.preload``) puts in its own, which executes the file once for all the variants of
# it that it loads (launch values, -c overrides) and replays what executing it printed.
_LOAD_KERNEL = None


def compile_batch(job: CompileJob) -> dict:
    """Compile several configs of one kernel in this process, one after another (``--autotune``):
    each writes its own ``<out_dir>/<config>/raw/result.json`` with the byte range of stderr it
    printed, so the parent classifies each alone. A crash ends the batch; the parent then compiles
    the configs without a result one per child."""
    import os

    from passlab.errors import PasslabError
    for name in job.batch:
        sub = job.for_config(name)
        sub.raw_dir.mkdir(parents=True, exist_ok=True)
        sys.stderr.flush()
        start = os.lseek(2, 0, os.SEEK_CUR)
        try:
            result = compile_job(sub)
        except PasslabError as exc:
            result = {"ok": False, "usage_error": exc.message}
        except Exception as exc:  # a Python-level failure of this config only (a failed pass included)
            result = {"ok": False, "exception": {"type": type(exc).__name__, "message": str(exc),
                                                 "cause": root_cause(exc)}}
            print(f"{type(exc).__name__}: {exc}", file=sys.stderr)
        sys.stderr.flush()
        result["stderr_range"] = [start, os.lseek(2, 0, os.SEEK_CUR)]
        (sub.raw_dir / "result.json").write_text(json.dumps(result, indent=1, default=str))
    return {"ok": True, "batch": list(job.batch)}


def compile_and_record(source, job: CompileJob, options: dict, kernel: dict) -> dict:
    """Compile ``source`` for ``job.target`` and write the artifacts into ``job.out_dir``; the
    child's result (metadata with registers)."""
    import triton

    out = job.out_dir
    target = job.target
    # Written before compiling: a crash below must not lose which kernel and config this was.
    (job.raw_dir / "kernel.json").write_text(json.dumps(kernel, indent=1, default=str))
    from passlab.settings import dumps_on
    started = time.perf_counter()
    # only this compile's passes (none from compiles the kernel's module made on import), in a folder
    # of its own: what Triton writes to the working directory is kept in the trace, not the user's folder
    from passlab.capture.child import COMPILE_DIR
    join_cache_key()   # started at the child's entry; a second caller of triton_key would hash again
    with dumps_on(), compile_directory(job.raw_dir / COMPILE_DIR):
        compiled = triton.compile(source, target=target, options=options, _env_vars=cache_env_vars())
    elapsed = time.perf_counter() - started
    (out / "artifacts").mkdir(parents=True, exist_ok=True)
    for key in ARTIFACTS:
        if key in compiled.asm:
            (out / "artifacts" / f"kernel.{key}").write_text(compiled.asm[key])
    meta = compiled.metadata
    metadata = {}
    for key in METADATA_KEYS:
        value = getattr(meta, key, None)
        if value is not None:
            metadata[key] = value if isinstance(value, (int, float, str, bool)) else str(value)
    if isinstance(compiled.asm.get("cubin"), bytes):
        from passlab.capture.cubin import register_count
        registers = register_count(compiled.asm["cubin"], getattr(meta, "name", None))
        if registers is not None:
            metadata["registers"] = registers   # per thread, read from the cubin (ptxas's REGCOUNT)
    metadata["hash"] = getattr(compiled, "hash", None)
    return {"ok": True, "compile_seconds": elapsed, "metadata": metadata, "kernel": kernel}


@contextmanager
def compile_directory(folder: Path) -> Iterator[Path]:
    """Run the body (one ``triton.compile``) with ``folder`` as the working directory.

    Triton 3.7.1+ writes its partition-scheduling graphs to the working directory
    (``TRITON_PARTITION_SCHEDULING_ENABLE_DUMP_DOT``), and a user's knobs may name relative paths:
    those are made absolute first, against the directory the child was started in, so they keep
    their meaning. The kernel's module was imported before, in the user's directory, so its own
    relative paths (a config file read at import) still work. The folder is removed when the
    compile left it empty.
    """
    import os
    from passlab import settings
    folder = folder.absolute()
    folder.mkdir(parents=True, exist_ok=True)
    before = os.getcwd()
    saved = {name: os.environ[name] for name in settings.PATH_KNOBS if os.environ.get(name)}
    for name, value in saved.items():
        os.environ[name] = os.path.abspath(value)
    os.chdir(folder)
    try:
        yield folder
    finally:
        os.chdir(before)
        os.environ.update(saved)
        try:
            folder.rmdir()  # nothing written there (no graphs): leave no empty folder behind
        except OSError:
            pass


def cache_env_vars() -> dict:
    """Triton's cache-invalidating environment without the dump knobs passlab sets itself, so the
    kernel's hash is the one a plain compile of the same inputs gets (``passlab capture`` compares it)."""
    from triton._C.libtriton import get_cache_invalidating_env_vars
    from passlab import settings
    ours = {s.name for s in settings.ALL}
    return {k: v for k, v in get_cache_invalidating_env_vars().items() if k not in ours}


def compile_capture(job: CompileJob) -> dict:
    """Recompile one compile of a real run (``CAPTURE.jsonl#KERNEL``) from its recorded inputs.

    The record is untrusted input (``frontend.record_inputs``): its inputs are checked before its
    source is looked up, the source must have the captured content hash, and options that name
    files or flags for a tool are dropped with a note; the target's own options are re-derived
    when the job's target is not the capture's."""
    from passlab.frontend.language import ast_source, check_descriptor_type, language_of
    from passlab.frontend.loader import load_kernel
    from passlab.capture.child import project_root
    from passlab.frontend.record_inputs import backend_options, capture_options, locate_source
    from passlab.frontend.record_signature import check_kernel_names
    from passlab.frontend.capture_file import read_capture_file
    from passlab.frontend.recorder import compile_inputs, file_hash, select_record

    target = job.target
    path, selector = job.kernel.capture_file, job.kernel.selector
    capture_file = read_capture_file(path)  # complete records; a cut-off tail is a note
    record = select_record(capture_file.records, selector, path)
    signature, constexprs, attrs, options = compile_inputs(record)
    options, option_notes = capture_options(options, record.target, target, backend_options(target))
    roots = job.source_roots + (Path.cwd(), project_root())
    found = locate_source(record, roots, edited_source=job.edited_source)
    for name, ty in signature.items():   # Triton evals descriptor layouts: checked before any load
        check_descriptor_type(name, ty, "gluon")
    loaded = load_kernel(found.ref, target)
    if Path(loaded.source_file).resolve() != found.path.resolve():
        raise UsageError(f"{found.ref} loaded {loaded.source_file}, not the file found with the captured hash "
                         f"({found.path})")
    check_kernel_names(f"record #{record.index} ({record.name})", list(loaded.fn.arg_names), signature)
    notes = list(loaded.notes) + ([found.note] if found.note else []) + option_notes + capture_file.notes
    kernel = {"name": record.name, "config": f"capture{record.index}", "config_key": f"capture{record.index}",
              "params": {k: options[k] for k in ("num_warps", "num_stages", "num_ctas", "maxnreg") if k in options},
              "overrides": {}, "signature": {k: str(v) for k, v in signature.items()},
              "source_file": str(found.path), "source_hash": file_hash(str(found.path)),
              "function": record.function, "triton_version": _triton_version(), "python": sys.executable,
              "language": language_of(loaded.fn), "notes": notes,
              "capture": {"file": str(Path(path).resolve()), "index": record.index, "target": record.target,
                          "triton_version": record.triton_version, "gpu_metadata": record.metadata,
                          "gpu_hash": record.hash, "notes": notes}}
    kernel["ws_requested"] = ws_requested(loaded.fn, kernel["params"] | {
        (k[0] if isinstance(k, tuple) and len(k) == 1 else k): v for k, v in constexprs.items()})
    for name, ty in signature.items():
        check_descriptor_type(name, ty, language_of(loaded.fn))
    source = ast_source(loaded.fn, signature, constexprs, attrs)
    kernel["capture"]["gpu_source_key"] = record.source_key
    result = compile_and_record(source, job, options, kernel)
    result["metadata"]["source_key"] = source.hash()
    return result


def ws_requested(fn, params) -> bool:
    """Does this config ask for warp specialization? Read from the kernel's source (``kernel_facts``):
    a literal ``warp_specialize=True``, or a constexpr that carries it set True here."""
    from passlab.frontend.kernel_facts import kernel_facts
    return any(r.literal is True or (r.param and params.get(r.param) is True)
               for r in kernel_facts(fn).ws_requests)


def list_configs(spec, target=None) -> list[dict]:
    """The kernel's named configs (a file kernel's ``@triton.autotune`` configs are ``autotune<N>``),
    each with the kwargs a launch would refuse (``unknown_kwargs``, see ``unknown_config_kwargs``)."""
    return [{"name": c.name, "params": dict(c.params), "description": c.description,
             "unknown_kwargs": unknown_config_kwargs(spec.fn, c.params, target) if c.name.startswith("autotune") else []}
            for c in spec.configs.values() if c.name != "default" or len(spec.configs) == 1]


def unknown_config_kwargs(fn, params, target) -> list[str]:
    """Config kwargs that are neither a parameter of the kernel nor a compile option of ``target``:
    a launch with that ``triton.Config`` raises ``KeyError: Keyword argument X was specified but
    unrecognised`` (Triton 3.6 ``JITFunction._pack_args``), although the compile alone succeeds."""
    from passlab.frontend.kernelspec import COMPILE_OPTIONS
    options = set(COMPILE_OPTIONS)
    if target is not None:
        try:
            from triton.compiler.compiler import make_backend
            options |= set(vars(make_backend(target).parse_options({})))
        except Exception:   # another Triton layout: the kernel's parameters and passlab's options only
            pass
    names = set(getattr(fn, "arg_names", ()))
    return sorted(k for k in params if k not in names and k not in options)


def launch_defaults(fn, given) -> dict:
    """Runtime (non-constexpr) parameters with a Python default of a launchable kind (bool, int,
    float) that ``given`` does not name: Triton's launch binds the default (flag_gems'
    ``enable_warp_specialization=True``), so a compile of that launch has the default's type and
    value."""
    return {p.name: p.default for p in getattr(fn, "params", ())
            if not p.is_constexpr and p.name not in given and isinstance(p.default, (bool, int, float))}


def value_types(values: dict) -> dict[str, str]:
    """Triton's type of each launch value: what a launch passes for a Python int, float or bool."""
    types = {}
    for name, value in values.items():
        if isinstance(value, bool):
            types[name] = "i1"
        elif isinstance(value, int):
            if not -2**63 <= value < 2**64:
                raise UsageError(f"--arg {name}={value}: a launch cannot pass an int that does not fit in 64 bits")
            types[name] = "i32" if -2**31 <= value < 2**31 else "i64"
        elif isinstance(value, float):
            types[name] = "fp32"
    return types


def check_types(signature: dict[str, str], language: str = "triton") -> None:
    """Every argument type must be one this Triton reads (``*bf16``, ``i32``, ``tensordesc<...>``):
    a wrong one (``--sig x=*fp99``, ``-c dtype=fp99``) is a usage error, not a failed compile.
    A descriptor's layout text is checked first: Triton evaluates it (see ``frontend.language``)."""
    import triton.language as tl
    from passlab.frontend.language import check_descriptor_type
    for name, ty in signature.items():
        if ty != "constexpr":
            check_descriptor_type(name, ty, language)
    str_to_ty = getattr(tl, "str_to_ty", None)
    if str_to_ty is None:  # another Triton layout: leave the check to the compile
        return
    for name, ty in signature.items():
        if ty == "constexpr":
            continue
        try:
            str_to_ty(ty, None) if str_to_ty.__code__.co_argcount > 1 else str_to_ty(ty)  # 3.2/3.3: (name)
        except Exception as exc:  # KeyError, IndexError, ValueError: Triton has no such type
            why = f" ({type(exc).__name__}: {str(exc).splitlines()[0][:120]})" if "tensordesc" in str(ty) else ""
            raise UsageError(f"argument {name}: '{ty}' is not a Triton type{why} "
                             "(e.g. *bf16, *fp32, i32, fp32, tensordesc<bf16[128, 64]>)") from None


def activate_target_driver(target) -> None:
    """Triton's active driver answers for ``target`` in this child (see ``frontend.target_driver``).

    Without it a CPU compile sees no driver: ``triton.language.target_info.is_cuda()`` is False
    inside kernels and ``driver.active`` raises, unlike a launch on the target GPU.
    """
    from passlab.frontend.target_driver import activate
    activate(target)


def launch_specialization(spec, resolved, launch: LaunchValues, target):
    """Specialize as a launch with ``launch``'s values would; int values the job does not give
    come from the kernel's ``launch_values``."""
    from passlab.frontend.specialize import launch_attrs
    signature = resolved.full_signature()
    values = {**(spec.launch_values(resolved.params) if spec.launch_values else {}), **launch.values}
    unknown = sorted(set(values) - set(spec.fn.arg_names))
    if unknown:
        raise UsageError(f"kernel '{spec.name}' has no argument(s) {', '.join(unknown)} (given with --arg)")
    return launch_attrs(spec.fn, signature, values, resolved.constexprs, target,
                        unaligned=launch.unaligned, options=resolved.options)


def describe(spec, resolved) -> dict:
    """The manifest's ``kernel`` entry: what was compiled, exactly."""
    from passlab.frontend.language import language_of
    from passlab.frontend.constexpr_args import launch_notes, value_text
    return {"name": spec.name, "config": resolved.config_name, "config_key": resolved.key,
            "params": {k: value_text(v) for k, v in resolved.params.items()},
            "overrides": {k: value_text(v) for k, v in resolved.overrides.items()},
            "signature": resolved.full_signature(), "source_file": spec.source_file,
            "source_hash": spec.source_hash(), "function": getattr(spec.fn, "__name__", spec.name),
            "language": language_of(spec.fn),
            "notes": list(spec.notes) + descriptor_notes(spec, resolved)
                     + launch_notes(resolved.overrides, resolved.option_parameters()),
            "triton_version": _triton_version(), "python": sys.executable,
            **({"check_memory": memory} if (memory := check_memory(spec, resolved)) else {})}


def check_memory(spec, resolved) -> dict[str, list[int]]:
    """``spec.check_memory`` for the resolved params, as plain int lists (what the manifest keeps);
    {} for a kernel without one. What the manifest would refuse (not a dict of int sequences, an
    integer outside int64, more than 2**20 of them) is a UsageError naming the hook: a kernel author's
    bug, said before anything is compiled."""
    if spec.check_memory is None:
        return {}
    from passlab.capture.manifest_schema import CHECK_MEMORY_MAX
    given = spec.check_memory(resolved.params)
    where = f"kernel '{spec.name}': check_memory"
    if not isinstance(given, dict):
        raise UsageError(f"{where} returned {type(given).__name__}, not a dict of argument -> integers")
    out = {}
    for name, values in given.items():
        if not isinstance(name, str) or not name.isidentifier() or isinstance(values, (str, bytes, dict)):
            raise UsageError(f"{where}: {name!r} must name an argument and map to a sequence of integers")
        values = list(values)
        if not all(isinstance(v, int) and not isinstance(v, bool) and -(1 << 63) <= v < (1 << 63) for v in values):
            raise UsageError(f"{where}: {name!r} holds something other than an int64 integer")
        out[name] = [int(v) for v in values]
    if sum(len(v) for v in out.values()) > CHECK_MEMORY_MAX:
        raise UsageError(f"{where}: more than {CHECK_MEMORY_MAX} integers in all")
    return out


def descriptor_notes(spec, resolved) -> list[str]:
    """A note per Gluon descriptor given without a layout (the default one was used)."""
    from passlab.frontend.language import complete_descriptor_types, language_of
    try:
        _, notes = complete_descriptor_types(resolved.runtime_signature(), language_of(spec.fn))
    except Exception:   # a signature that does not resolve is reported elsewhere
        return []
    return notes


def _triton_version() -> str:
    import triton
    return getattr(triton, "__version__", "unknown")


def main(argv: list[str]) -> int:
    return serve(argv, compile_request)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
