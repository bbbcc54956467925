"""Load a user's kernel (``FILE.py:FUNC`` or ``package.module:FUNC``) on a CPU-only machine.

Kernel files are written to run on a GPU: they ask Triton's driver for the device at import,
build ``triton.Config`` lists from ``torch.cuda.get_device_capability()`` and often run a test
or a benchmark at module level. Loading goes in two steps, under ``target_driver.target_driver``
(Triton's active driver answers for the chosen target, launches are refused):

1. execute the module as written;
2. if that raises, go on after the failing statement, in the same namespace and statement by
   statement (nothing that ran already runs twice), keeping imports, definitions, assignments and
   ``if``/``try`` blocks and skipping bare expressions, loops, ``with`` blocks, functions with
   non-Triton decorators and the ``__main__`` block; a statement that still raises is skipped
   with a note.

A file that Python cannot compile (a syntax error) is a usage error. The file is read as bytes,
so a PEP 263 ``coding:`` line is honoured as ``python FILE.py`` honours it.

The kernel found is unwrapped from ``@triton.autotune`` / ``@triton.heuristics`` down to its
``JITFunction``; the autotune configs are kept so a caller can compile config N. A config written
for Triton 3.2/3.3 (``num_consumer_groups``, ``num_buffers_warp_spec``) loads under a Triton that
refuses those kwargs, with a note (``retired_options``).
"""

from __future__ import annotations

import ast
import contextlib
import hashlib
import importlib
import importlib.util
import json
import linecache
import sys
import types
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping

from passlab.frontend.device_queries import device_query_note, record_device_queries
from passlab.frontend.retired_options import (accept_retired_config_options, recorded_options,
                                              retired_options_note, ws_loop_requested)
from passlab.frontend.target import gpu_target
from passlab.frontend.target_driver import LaunchRefused, target_driver, target_text
from passlab.errors import UsageError

# Decorator names (last attribute) that make a function part of what a kernel needs.
TRITON_DECORATORS = ("jit", "autotune", "heuristics", "constexpr_function")


@dataclass(frozen=True)
class AutotuneConfig:
    """One ``triton.Config`` of an ``@triton.autotune`` list, in list order."""

    index: int
    kwargs: Mapping[str, Any]
    num_warps: int
    num_stages: int
    num_ctas: int = 1
    maxnreg: int | None = None
    has_pre_hook: bool = False
    # num_consumer_groups / num_buffers_warp_spec as written (Triton 3.2/3.3 options): recorded,
    # not compiled (``retired_options``)
    retired_options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def params(self) -> dict[str, Any]:
        """Constexprs plus compile options, the shape ``KernelConfig.params`` takes."""
        params = {**self.kwargs, "num_warps": self.num_warps, "num_stages": self.num_stages}
        if self.num_ctas != 1:
            params["num_ctas"] = self.num_ctas
        if self.maxnreg is not None:
            params["maxnreg"] = self.maxnreg
        return params

    def to_json(self) -> dict:
        return {"index": self.index, "kwargs": dict(self.kwargs), "num_warps": self.num_warps,
                "num_stages": self.num_stages, "num_ctas": self.num_ctas, "maxnreg": self.maxnreg,
                "pre_hook": self.has_pre_hook, "retired_options": dict(self.retired_options)}


@dataclass(frozen=True)
class LoadedKernel:
    """A kernel found in a user's file, unwrapped to its ``JITFunction``.

    ``method`` says how the file was loaded: ``module`` (executed as written) or ``statements``
    (the fallback; ``notes`` say what was skipped and why). ``wrappers`` lists the decorators
    peeled off, outermost first. ``heuristics`` maps a constexpr to Triton's ``lambda args: ...``.
    """

    ref: str
    name: str
    fn: Any
    source_file: str
    method: str
    autotune_configs: tuple[AutotuneConfig, ...] = ()
    autotune_key: tuple[str, ...] = ()
    prune_hooks: Mapping[str, Any] = field(default_factory=dict)
    heuristics: Mapping[str, Callable] = field(default_factory=dict)
    wrappers: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    def config(self, index: int) -> dict[str, Any]:
        """Parameters of autotune config ``index`` (constexprs, num_warps, num_stages, ...)."""
        if not self.autotune_configs:
            raise UsageError(f"{self.ref} is not autotuned: it has no config {index}")
        if not 0 <= index < len(self.autotune_configs):
            raise UsageError(f"{self.ref} has autotune configs 0..{len(self.autotune_configs) - 1}, not {index}")
        return self.autotune_configs[index].params

    def apply_heuristics(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """The constexprs ``@triton.heuristics`` derives from ``args`` (argument name -> value).

        Like Triton's ``Heuristics.run``, each value sees the arguments and the values computed before it.
        """
        values = dict(args)
        derived = {}
        for name, rule in self.heuristics.items():
            derived[name] = values[name] = rule(values)
        return derived

    def to_json(self) -> dict:
        return {"ref": self.ref, "name": self.name, "source_file": self.source_file, "method": self.method,
                "wrappers": list(self.wrappers), "autotune_configs": [c.to_json() for c in self.autotune_configs],
                "autotune_key": list(self.autotune_key), "prune_hooks": sorted(self.prune_hooks),
                "heuristics": sorted(self.heuristics), "notes": list(self.notes)}


@dataclass(frozen=True)
class LoadedModule:
    """A user's module as far as it could be loaded."""

    module: types.ModuleType
    source_file: str
    method: str
    notes: tuple[str, ...] = ()

    def kernels(self) -> dict[str, Any]:
        """Top-level names bound to Triton kernels (jit, autotuned or heuristics-wrapped), in file order."""
        return {name: value for name, value in vars(self.module).items() if is_kernel(value)}


def is_kernel(value: Any) -> bool:
    from triton.runtime.autotuner import Autotuner, Heuristics
    from triton.runtime.jit import JITFunction
    return isinstance(value, (JITFunction, Autotuner, Heuristics)) or _library_wrapper_fn(value) is not None


def _library_wrapper_fn(value: Any, depth: int = 8) -> Any:
    """A library's own launch wrapper around a kernel (flag_gems' ``@libentry()``: a
    ``triton.KernelInterface`` subclass whose ``.fn`` chain ends at a ``JITFunction``): its ``.fn``.

    ``None`` for anything else. Only ``KernelInterface`` subclasses count, so a plain Python
    object that happens to have an ``fn`` attribute is never taken for a kernel.
    """
    from triton.runtime.jit import JITFunction, KernelInterface
    if not isinstance(value, KernelInterface) or isinstance(value, JITFunction):
        return None
    inner = getattr(value, "fn", None)
    probe = inner
    for _ in range(depth):
        if isinstance(probe, JITFunction):
            return inner
        if not isinstance(probe, KernelInterface):
            return None
        probe = getattr(probe, "fn", None)
    return None


def split_ref(ref: str) -> tuple[str, str]:
    """``path/k.py:fn`` or ``pkg.mod:fn`` -> (``path/k.py`` or ``pkg.mod``, ``fn``)."""
    where, sep, func = ref.rpartition(":")
    if not sep or not where or not func.isidentifier():
        raise UsageError(f"malformed kernel reference '{ref}': expected FILE.py:FUNC or package.module:FUNC")
    return where, func


def load_kernel(ref: str, target: Any = None) -> LoadedKernel:
    """Load ``FILE.py:FUNC`` / ``package.module:FUNC`` for ``target`` (a ``GPUTarget``; ``cuda:90`` when None)."""
    where, func = split_ref(ref)
    loaded = load_module(where, target)
    value = getattr(loaded.module, func, None)
    if value is None:
        known = ", ".join(loaded.kernels()) or "none"
        hint = f" (loaded {loaded.method}: {'; '.join(loaded.notes[:3])})" if loaded.notes else ""
        raise UsageError(f"{where} has no function '{func}' (kernels found: {known}){hint}")
    if not is_kernel(value):
        raise UsageError(f"{ref} is not a @triton.jit function (it is {type(value).__name__})")
    kernel = unwrap_kernel(value, ref=ref, name=func, source_file=loaded.source_file, method=loaded.method,
                           notes=loaded.notes)
    return _with_retired_options_note(kernel, gpu_target(target).arch)


def _with_retired_options_note(kernel: LoadedKernel, arch: int) -> LoadedKernel:
    """``kernel`` with a note when its configs gave Triton 3.2/3.3's WS kwargs (``retired_options``)."""
    if not any(c.retired_options for c in kernel.autotune_configs):
        return kernel
    import triton
    note = retired_options_note(kernel.autotune_configs, ws_loop_requested(kernel.fn, kernel.autotune_configs),
                                arch, triton.__version__)
    return replace(kernel, notes=kernel.notes + (note,))


def unwrap_kernel(value: Any, ref: str = "", name: str = "", source_file: str = "", method: str = "module",
                  notes: tuple[str, ...] = ()) -> LoadedKernel:
    """Peel ``Autotuner`` and ``Heuristics`` layers (and subclasses, e.g. flag_gems' ``LibTuner``)
    off down to the ``JITFunction``; a library's own ``KernelInterface`` wrapper (flag_gems'
    ``LibEntry``) is peeled too and named in ``wrappers`` by its class."""
    from triton.runtime.autotuner import Autotuner, Heuristics
    from triton.runtime.jit import JITFunction
    configs: tuple[AutotuneConfig, ...] = ()
    key: tuple[str, ...] = ()
    prune: dict[str, Any] = {}
    heuristics: dict[str, Callable] = {}
    wrappers: list[str] = []
    while not isinstance(value, JITFunction):
        if isinstance(value, Autotuner):
            if "autotune" in wrappers:
                notes = notes + ("nested @triton.autotune: only the outer config list is kept",)
            else:
                configs = tuple(_config(i, c) for i, c in enumerate(value.configs))
                key = tuple(value.keys or ())
                prune = {k: v for k, v in (("early_config_prune", value.early_config_prune),
                                           ("perf_model", value.perf_model)) if v is not None}
                if value.configs_top_k != 1.0:
                    prune["top_k"] = value.configs_top_k
            wrappers.append("autotune")
        elif isinstance(value, Heuristics):
            heuristics.update(value.values)  # inner layers run later and see the outer values
            wrappers.append("heuristics")
        elif _library_wrapper_fn(value) is not None:
            wrappers.append(type(value).__name__)
            value = _library_wrapper_fn(value)
            continue
        else:
            raise UsageError(f"{ref or name}: cannot unwrap {type(value).__name__} to a @triton.jit function")
        value = value.fn
    unknown_keys = [k for k in key if k not in value.arg_names]
    if unknown_keys:   # Triton 3.6's Autotuner.run skips such a key silently: it does not fail, it just never re-tunes
        notes = notes + (f"@triton.autotune key {', '.join(map(repr, unknown_keys))} names no parameter of "
                         f"{value.__name__}: Triton skips it without an error (the tuning is keyed on the "
                         f"other key names only)",)
    return LoadedKernel(ref=ref, name=name or value.__name__, fn=value, source_file=source_file, method=method,
                        autotune_configs=configs, autotune_key=key, prune_hooks=prune, heuristics=heuristics,
                        wrappers=tuple(wrappers), notes=tuple(notes))


def _config(index: int, config) -> AutotuneConfig:
    return AutotuneConfig(index=index, kwargs=dict(config.kwargs), num_warps=config.num_warps,
                          num_stages=config.num_stages, num_ctas=getattr(config, "num_ctas", 1),
                          maxnreg=getattr(config, "maxnreg", None),
                          has_pre_hook=getattr(config, "pre_hook", None) is not None,
                          retired_options=recorded_options(config))


def load_module(where: str, target: Any = None) -> LoadedModule:
    """Execute a kernel file or import a module with the stand-in driver for ``target`` (a
    ``GPUTarget``; ``cuda:90`` when None); fall back statement by statement. The device queries
    the module made while loading become a note (``device_queries``): a config list built from
    them may not be a GPU's."""
    target = gpu_target(target)
    path = Path(where)
    is_file = where.endswith(".py") or "/" in where or path.is_file()
    if is_file and not path.is_file() and mapped_source(path.resolve()) is None:
        raise UsageError(f"no such kernel file: {where}")
    with target_driver(target) as standin, record_device_queries(standin) as queries, \
            accept_retired_config_options():
        loaded = _load_file(path.resolve()) if is_file else _import_module(where)
    note = device_query_note(queries, loaded.source_file, target_text(target))
    return replace(loaded, notes=loaded.notes + (note,)) if note else loaded


def _module_name(path: Path) -> str:
    return f"passlab_user_{hashlib.sha256(str(path).encode()).hexdigest()[:12]}"


def _load_file(path: Path) -> LoadedModule:
    name = _module_name(path)
    mapped = mapped_source(path)
    source = (mapped or path).read_bytes()   # bytes: compile() honours a PEP 263 coding line, as ``python FILE`` does
    if mapped is not None:   # Triton reads the kernel's source by its file name: from linecache then
        text = source.decode("utf-8", errors="replace")
        linecache.cache[str(path)] = (len(text), None, text.splitlines(True), str(path))
    code = _compile_source(source, path)
    # a cluster worker's copy of the submitter's folder (the modules beside the kernel) comes first
    with _on_sys_path(path.parent), _on_sys_path(mapped.parent if mapped is not None else path.parent):
        module = _new_module(name, path)
        try:
            exec(code, module.__dict__)
            return LoadedModule(module, str(path), "module")
        except (Exception, SystemExit) as exc:
            line = _failing_line(exc, path)
            first = f"executing {path.name} failed at line {line}: {_describe(exc)}"
            failed = (f"line {line}: skipped, {_describe(exc)}",) if isinstance(line, int) else ()
        if not isinstance(line, int):   # no line to go on after: start again in a fresh namespace
            module = _new_module(name, path)
            first += " (its earlier statements ran twice)"
        notes = failed + _exec_statements(source, path, module, after_line=line)
    return LoadedModule(module, str(path), "statements", (first + "; loaded statement by statement",) + notes)


def _compile_source(source: bytes, path: Path):
    """The file's code object; a file Python cannot compile is the user's input error (one line, exit 2)."""
    try:
        # dont_inherit: this module's own ``from __future__ import annotations`` must not turn the
        # user's annotations into strings (an @aggregate class checks its fields against them)
        return compile(source, str(path), "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:   # ValueError: null bytes; UnicodeDecodeError is a SyntaxError here
        where = f"{path}:{exc.lineno}" if isinstance(exc, SyntaxError) and exc.lineno else str(path)
        message = exc.msg if isinstance(exc, SyntaxError) else str(exc)
        raise UsageError(f"{where}: {type(exc).__name__}: {message}") from None


def _import_module(name: str) -> LoadedModule:
    """Import ``name`` as ``import`` would, but executing the module object ourselves, so that a
    failed import leaves its namespace here and the fallback goes on after the failing statement."""
    try:
        spec = importlib.util.find_spec(name)
    except (Exception, SystemExit) as exc:
        raise UsageError(f"cannot import {name}: {_describe(exc)}") from None
    if spec is None:
        raise UsageError(f"cannot import {name}: importing {name} failed: ModuleNotFoundError: no module named {name!r}")
    if name in sys.modules or not spec.origin or not spec.origin.endswith(".py") or spec.loader is None:
        try:
            module = importlib.import_module(name)
        except (Exception, SystemExit) as exc:
            raise UsageError(f"cannot import {name}: importing {name} failed: {_describe(exc)}") from None
        return LoadedModule(module, getattr(module, "__file__", "") or "", "module")
    path = Path(spec.origin)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    parent, _, child = name.rpartition(".")
    if parent in sys.modules:
        setattr(sys.modules[parent], child, module)
    try:
        spec.loader.exec_module(module)
        return LoadedModule(module, str(path), "module")
    except (Exception, SystemExit) as exc:
        line = _failing_line(exc, path)
        first = f"importing {name} failed: {_describe(exc)}"
        failed = (f"line {line}: skipped, {_describe(exc)}",) if isinstance(line, int) else ()
    notes = failed + _exec_statements(path.read_bytes(), path, module, after_line=line)
    return LoadedModule(module, str(path), "statements", (first + "; loaded statement by statement",) + notes)


def mapped_source(path: Path) -> Path | None:
    """Where this machine keeps the text of the submitter's file ``path`` (``PASSLAB_SOURCE_MAP``,
    set by a cluster worker, ``sweep.remote``), or None. The kernel is loaded under its own path,
    so its IR locations, debug info and messages are the submitter's, byte for byte."""
    from passlab import settings
    value = settings.SOURCE_MAP.get()
    if not value:
        return None
    try:
        mapped = json.loads(value).get(str(path))
    except (ValueError, AttributeError):
        return None
    return Path(mapped) if isinstance(mapped, str) else None


def _new_module(name: str, path: Path, package: str | None = None) -> types.ModuleType:
    module = types.ModuleType(name)
    module.__file__ = str(path)
    module.__package__ = package if package is not None else ""
    sys.modules[name] = module  # jit functions, dataclasses and pickling look their module up here
    return module


@contextlib.contextmanager
def _on_sys_path(folder: Path) -> Iterator[None]:
    """Like ``python FILE.py``: the file's folder is first on ``sys.path`` so sibling imports work."""
    entry = str(folder)
    sys.path.insert(0, entry)
    try:
        yield
    finally:
        with contextlib.suppress(ValueError):
            sys.path.remove(entry)


def _exec_statements(source: bytes, path: Path, module: types.ModuleType, after_line: int | str = 0
                     ) -> tuple[str, ...]:
    """The fallback: run what a kernel needs, statement by statement; say what was skipped.

    ``module`` holds what the first run of the file defined before it failed at ``after_line``:
    only the statements after that one run here, so an import-time side effect (a file appended
    to, a compile) happens once per load, as in the program itself.
    """
    tree = ast.parse(source, str(path))
    notes = []
    skipped: dict[str, int] = {}
    future = _future_flags(tree)
    for stmt in tree.body:
        first_line = min([stmt.lineno] + [d.lineno for d in getattr(stmt, "decorator_list", ())])
        if isinstance(after_line, int) and first_line <= after_line:
            continue   # ran (or failed) in the first run
        kind = _statement_kind(stmt)
        if kind != "run":
            skipped[kind] = skipped.get(kind, 0) + 1
            continue
        code = compile(ast.Module(body=[stmt], type_ignores=[]), str(path), "exec", flags=future, dont_inherit=True)
        try:
            exec(code, module.__dict__)
        except LaunchRefused:
            notes.append(f"line {stmt.lineno}: skipped, it launches a kernel")
        except (Exception, SystemExit) as exc:
            notes.append(f"line {stmt.lineno}: skipped, {_describe(exc)}")
    if skipped:
        notes.append("not run: " + ", ".join(f"{n} {k}" for k, n in skipped.items()))
    return tuple(notes)


def _statement_kind(stmt: ast.stmt) -> str:
    """``run`` for statements a kernel may need; otherwise the reason it is not run."""
    if isinstance(stmt, (ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign, ast.AugAssign, ast.ClassDef,
                         ast.Try)):
        return "run"
    if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef)):
        if all(_decorator_name(d) in TRITON_DECORATORS for d in stmt.decorator_list):
            return "run"
        return "other-decorated function(s)"
    if isinstance(stmt, ast.If):
        return "__main__ block" if _is_main_guard(stmt.test) else "run"
    if isinstance(stmt, ast.Expr):
        return "expression statement(s)"
    return f"{type(stmt).__name__.lower()} statement(s)"


def _decorator_name(node: ast.expr) -> str:
    """``triton.jit`` / ``triton.autotune(...)`` / ``jit`` -> ``jit`` / ``autotune`` / ``jit``."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def _is_main_guard(test: ast.expr) -> bool:
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == "__name__"
            and any(isinstance(c, ast.Constant) and c.value == "__main__" for c in test.comparators))


def _failing_line(exc: BaseException, path: Path) -> int | str:
    """The top-level statement of the user's file that raised."""
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == str(path) and code.co_name == "<module>":
            return tb.tb_lineno
        tb = tb.tb_next
    return "?"


def _describe(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}"[:300] if text else type(exc).__name__


def _future_flags(tree: ast.Module) -> int:
    """The compiler flags of the file's own ``from __future__`` imports: each statement compiled
    alone keeps them, and none of passlab's own leak in."""
    import __future__
    flags = 0
    for stmt in tree.body:
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
            for alias in stmt.names:
                flags |= getattr(getattr(__future__, alias.name, None), "compiler_flag", 0)
    return flags
