"""Triton passes by their triton-opt argument, mapped onto Triton's Python pass bindings.

No ``triton-opt`` ships in the wheel (3.6), but every pass the compiler runs has a binding
``add_*(pm, ...)``. The registry is built by introspection: each binding is called once on a
scratch pass manager and ``pm.get_pipeline_str()`` names the pass argument and its options;
calling it again with one parameter changed says which option that parameter sets. So the
mapping follows the installed Triton instead of a hand-written list that drifts.

Syntax accepted by ``parse_pipeline`` (pure text, no Triton import)::

    nvgpu-warp-specialization{num-stages=3}      MLIR pipeline syntax
    tritongpu-pipeline=num-stages=3               triton-opt flag syntax (--pass=opt=v,opt=v)
    --tritongpu-coalesce                          a leading -- is ignored
    builtin.module(tritongpu-coalesce, cse)       a whole pipeline, e.g. from a crash reproducer
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

from passlab.errors import UsageError
from passlab.ir.scan import ScanError, split_top

# Binding namespaces introspected, as (import path, attribute path under it). The AMD backend's
# passes are bound too (3.6: 20 under amd.passes.ttgpuir, two without an ``add_`` prefix).
BINDING_ROOTS = (("triton._C.libtriton", "passes"), ("triton._C.libtriton", "nvidia.passes"),
                 ("triton._C.libtriton", "amd.passes"))
# The first parameter of every binding that adds a pass:  "arg0: triton._C.libtriton.ir.pass_manager"
PASS_MANAGER_PARAM = "arg0: triton._C.libtriton.ir.pass_manager"

# "add_pipeline(arg0: triton._C.libtriton.ir.pass_manager, arg1: typing.SupportsInt, arg2: bool) -> None"
BINDING_DOC_RE = re.compile(r"^\w+\((?P<params>.*)\)\s*->")
# "arg1: typing.SupportsInt"
BINDING_PARAM_RE = re.compile(r"arg\d+:\s*(?P<type>[\w.]+)")
# "any(tritongpu-pipeline{dump-intermediate-steps=true num-stages=7})"
PIPELINE_ENTRY_RE = re.compile(r"(?P<arg>[A-Za-z][\w.-]*)(?:\{(?P<options>[^{}]*)\})?")
# "num-stages=3"  /  "default-pipeline=canonicalize"
OPTION_RE = re.compile(r"(?P<key>[\w-]+)=(?P<value>\S*)")
# "builtin.module(tritongpu-coalesce, cse)"  /  "any(cse)"
NESTED_PIPELINE_RE = re.compile(r"^\s*(?:builtin\.module|any|tt\.func|func\.func)\s*\((?P<inner>.*)\)\s*$", re.S)

# "tritongpu-pipeline", "builtin.module", "tritongpu-F32DotTC": a pass argument
PASS_ARG_RE = re.compile(r"[A-Za-z][\w.-]*")

# Values for binding parameters the user did not give, by option name. Target-dependent ones
# ("compute-capability", "target", "ptx-version") are filled from the target in ``bind``.
OPTION_DEFAULTS: dict[str, Any] = {
    "num-stages": 3,
    "dump-intermediate-steps": False,
    "num-warps": 4,
    "threads-per-warp": 32,
    "num-ctas": 1,
    "emu-tf32": False,
    "hoist-layout-conversion": True,
    "hoist-out-of-if": False,
}
DEFAULT_PTX_VERSION = 87  # what triton 3.6's get_ptx_version_from_options gives for sm_90 on its bundled ptxas

# The option defaults of the pass definitions (``Option<..., /*default*/...>`` in Passes.td at
# triton 3.6: include/triton/{Conversion,Dialect}/**/Passes.td, third_party/nvidia/**/Passes.td):
# what triton-opt gives an option the command line leaves out. Unlike the compiler's stages,
# triton-opt takes nothing from the module's ttg.target.
TRITON_OPT_DEFAULTS: dict[str, dict[str, Any]] = {
    "convert-triton-to-tritongpu": {"target": "", "num-warps": 4, "threads-per-warp": 32, "num-ctas": 1},
    "tritongpu-pipeline": {"num-stages": 3, "dump-intermediate-steps": False},
    "tritongpu-assign-latencies": {"num-stages": 3},
    "tritongpu-hoist-tmem-alloc": {"hoist-out-of-if": False},
    "tritongpu-automatic-warp-specialization": {"num-stages": 3},
    "tritongpu-F32DotTC": {"emu-tf32": False},
    "tritongpu-optimize-dot-operands": {"hoist-layout-conversion": True},
    "triton-nvidia-gpu-fence-insertion": {"compute-capability": 90},
    "triton-nvidia-gpu-proxy-fence-insertion": {"compute-capability": 90},
    "nvgpu-warp-specialization": {"num-stages": 0, "dump-intermediate-steps": False},
    "nvws-lower-aref": {"num-stages": 3},
    "convert-triton-gpu-to-llvm": {"compute-capability": 80, "ptx-version": 80},
    "allocate-shared-memory-nv": {"compute-capability": 80, "ptx-version": 80},
    # third_party/amd/include/TritonAMDGPU{Transforms,ToLLVM}/Passes.td at 3.6
    "tritonamdgpu-accelerate-matmul": {"arch-generation-name": "", "matrix-instruction-size": 0, "kPack": 1},
    "tritonamdgpu-convert-buffer-ops": {"arch-generation-name": "", "allow-buffer-atomics": True,
                                        "analyze-small-tensor-ofst": False},
    "tritonamdgpu-coalesce-async-copy": {"arch-generation-name": ""},
    "tritonamdgpu-update-async-wait-count": {"arch-generation-name": ""},
    "tritonamdgpu-optimize-dot-operands": {"arch-generation-name": ""},
    "tritonamdgpu-block-pingpong": {"num-stages": 2},
    "tritonamdgpu-schedule-loops": {"num_stages": 2},
    "tritonamdgpu-pipeline": {"use_async_copy": False, "use_pingpong": False},
    "optimize-amd-lds-usage": {"target-arch": "", "lds-limit": 0},
    "convert-triton-amdgpu-to-llvm": {"arch": "", "ftz": True},
    "convert-builtin-func-to-llvm": {"ftz": True},
    "triton-amdgpu-insert-instruction-sched-hints": {"variant": "none"},
    "triton-amdgpu-lower-insert-instruction-sched-hints": {"arch": "", "num_stages": 2},
}


@dataclass(frozen=True)
class PassInvocation:
    """One pass as the user named it: its argument and the options given (as text)."""

    arg: str
    options: tuple[tuple[str, str], ...] = ()

    @property
    def option_map(self) -> dict[str, str]:
        return dict(self.options)

    def text(self) -> str:
        """The MLIR pipeline spelling, ``arg{k=v k=v}``; shell-safe when quoted."""
        if not self.options:
            return self.arg
        return self.arg + "{" + " ".join(f"{k}={v}" for k, v in self.options) + "}"


@dataclass(frozen=True)
class PassBinding:
    """A pass argument and the Python binding that adds it to a pass manager.

    ``params`` are the option names the binding's positional parameters set, in order, with
    their Python types; ``fixed`` are options the pass prints but the binding does not expose
    (e.g. canonicalize's max-iterations): only their fixed value is accepted.
    """

    arg: str
    binding: str                                  # e.g. "nvidia.passes.hopper.add_hopper_warpspec"
    params: tuple[tuple[str, str], ...] = ()      # (option name, "int" | "bool" | "str")
    fixed: tuple[tuple[str, str], ...] = ()
    unnamed_params: int = 0                       # parameters whose option could not be identified

    @property
    def option_names(self) -> list[str]:
        return [name for name, _ in self.params] + [name for name, _ in self.fixed]


@dataclass(frozen=True)
class BoundCall:
    """A resolved invocation: call ``binding(pm, *args)``. Crosses to the child as JSON."""

    arg: str
    binding: str
    args: tuple = field(default_factory=tuple)

    def to_json(self) -> dict:
        return {"arg": self.arg, "binding": self.binding, "args": list(self.args)}


def parse_pipeline(items: str | list[str] | tuple[str, ...]) -> list[PassInvocation]:
    """Parse pass arguments (``--pass`` values or one pipeline string) into invocations.

    Pure syntax: whether the passes and options exist is checked by ``bind``.
    """
    if isinstance(items, str):
        items = [items]
    invocations: list[PassInvocation] = []
    for item in items:
        text = _unwrap(item)
        if _is_flag_style(text):  # its commas separate options, not passes
            invocations.append(_parse_one(text))
            continue
        try:
            pieces = split_top(text)
        except ScanError as exc:
            raise UsageError(f"malformed pass pipeline '{text}': {exc}") from None
        for piece in pieces:
            invocations.append(_parse_one(piece))
    if not invocations:
        raise UsageError("no pass given: name at least one, e.g. --pass 'nvgpu-warp-specialization{num-stages=3}'")
    return invocations


def _unwrap(text: str) -> str:
    text = text.strip()
    while True:
        nested = NESTED_PIPELINE_RE.match(text)
        if not nested:
            return text
        text = nested.group("inner").strip()


def _is_flag_style(text: str) -> bool:
    """``pass=opt=v,opt=v``: an '=' before any brace or comma."""
    eq = text.find("=")
    return eq > 0 and "{" not in text and ("," not in text or eq < text.find(","))


def _parse_one(text: str) -> PassInvocation:
    text = text.strip().lstrip("-")
    if "{" in text:
        arg, _, rest = text.partition("{")
        if not rest.endswith("}"):
            raise UsageError(f"malformed pass '{text}': expected ARG{{option=value ...}}")
        options_text = rest[:-1]
        separators = r"[\s,]+"
    elif "=" in text:  # triton-opt flag style: tritongpu-pipeline=num-stages=3,dump-intermediate-steps=true
        arg, _, options_text = text.partition("=")
        separators = r"[\s,]+"
    else:
        arg, options_text, separators = text, "", r"\s+"
    arg = arg.strip()
    if not PASS_ARG_RE.fullmatch(arg):
        raise UsageError(f"malformed pass argument '{arg}' in '{text}'")
    options = []
    for token in re.split(separators, options_text.strip()):
        if not token:
            continue
        match = OPTION_RE.fullmatch(token)
        if not match:
            raise UsageError(f"malformed option '{token}' of pass '{arg}': expected name=value")
        options.append((match.group("key"), match.group("value")))
    return PassInvocation(arg, tuple(options))


# ---- the registry (imports Triton) ----

def _binding_functions():
    """Every function under Triton's pass binding modules that takes a pass manager first (the
    ``add_*`` ones and AMD's ``insert_instruction_sched_hints``...), by dotted name."""
    import importlib
    found = []
    for module_path, attr_path in BINDING_ROOTS:
        root = importlib.import_module(module_path)
        for part in attr_path.split("."):
            root = getattr(root, part)
        found.extend(_walk(root, attr_path))
    return found


def _walk(obj, prefix):
    for name in sorted(dir(obj)):
        if name.startswith("_"):
            continue
        child = getattr(obj, name)
        if type(child).__name__ == "module":
            yield from _walk(child, f"{prefix}.{name}")
        elif callable(child) and (child.__doc__ or "").startswith(f"{name}({PASS_MANAGER_PARAM}"):
            yield f"{prefix}.{name}", child


def _param_types(fn) -> list[str]:
    doc = (fn.__doc__ or "").splitlines()[0] if fn.__doc__ else ""
    match = BINDING_DOC_RE.match(doc)
    if not match:
        return []
    types = [m.group("type") for m in BINDING_PARAM_RE.finditer(match.group("params"))][1:]  # drop pm
    return ["int" if "Int" in t else "bool" if t == "bool" else "str" if t == "str" else t for t in types]


def _probe(fn, values) -> tuple[str, dict[str, str]] | None:
    from triton._C.libtriton import ir
    pm = ir.pass_manager(_probe_context())
    try:
        fn(pm, *values)
    except Exception:  # a binding that cannot be probed stays out of the registry
        return None
    pipeline = _unwrap(pm.get_pipeline_str())
    entry = PIPELINE_ENTRY_RE.match(pipeline.strip())
    if not entry:
        return None
    options = {m.group("key"): m.group("value") for m in OPTION_RE.finditer(entry.group("options") or "")}
    return entry.group("arg"), options


@functools.cache
def _probe_context():
    from triton._C.libtriton import ir
    ctx = ir.context()
    ir.load_dialects(ctx)
    return ctx


def _sentinel(kind: str, salt: int):
    return {"int": 7 + 10 * salt, "bool": True, "str": f"cuda:{77 + salt}"}.get(kind)


def _flip(kind: str, value):
    if kind == "int":
        return value + 1
    if kind == "bool":
        return not value
    return f"{value}9"


@functools.cache
def known_passes() -> dict[str, PassBinding]:
    """Every pass argument the installed Triton's Python bindings can add, by argument."""
    registry: dict[str, PassBinding] = {}
    for qualname, fn in _binding_functions():
        kinds = _param_types(fn)
        if any(k not in ("int", "bool", "str") for k in kinds):
            continue
        base_values = [_sentinel(k, i) for i, k in enumerate(kinds)]
        base = _probe(fn, base_values)
        if base is None:
            continue
        arg, base_options = base
        params: list[tuple[str, str]] = []
        unnamed = 0
        for i, kind in enumerate(kinds):
            changed_values = list(base_values)
            changed_values[i] = _flip(kind, base_values[i])
            changed = _probe(fn, changed_values)
            names = [k for k, v in (changed[1] if changed else {}).items() if base_options.get(k) != v]
            if len(names) == 1:
                params.append((names[0], kind))
            else:
                params.append((f"<param {i + 1}>", kind))
                unnamed += 1
        bound = {name for name, _ in params}
        fixed = tuple((k, v) for k, v in base_options.items() if k not in bound)
        if arg not in registry:  # gluon/common duplicates: the first (sorted) wins, deterministic
            registry[arg] = PassBinding(arg, qualname, tuple(params), fixed, unnamed)
    return registry


def target_defaults(target: str) -> dict[str, Any]:
    """Option values that come from the compile target, as Triton's own stages pass them."""
    backend, _, arch = target.partition(":")
    defaults: dict[str, Any] = {"target": target}
    if backend == "cuda" and arch.isdigit():
        defaults["compute-capability"] = int(arch)
        defaults["ptx-version"] = _ptx_version(int(arch))
    return defaults


@functools.cache
def _ptx_version(arch: int) -> int:
    try:
        from triton.backends.compiler import GPUTarget
        from triton.backends.nvidia.compiler import CUDABackend, get_ptx_version_from_options
        options = CUDABackend(GPUTarget("cuda", arch, 32)).parse_options({})
        return int(get_ptx_version_from_options(options, arch))
    except Exception:  # no ptxas found: the version the 3.6 wheel's ptxas gives
        return DEFAULT_PTX_VERSION


def bind(invocations: list[PassInvocation], target: str | None = "cuda:90") -> list[BoundCall]:
    """Resolve invocations against the registry; an unknown pass or option is a UsageError naming it.

    Options left out come from ``target`` as the compiler's stages pass them (replay, reduce); with
    ``target=None`` they take the pass definitions' defaults, as triton-opt does (passlab-opt).
    """
    registry = known_passes()
    calls = []
    for inv in invocations:
        binding = registry.get(inv.arg)
        if binding is None:
            close = [a for a in registry if inv.arg.split("-")[-1] in a][:5]
            hint = f"; similar: {', '.join(close)}" if close else ""
            raise UsageError(f"pass '{inv.arg}' has no Triton Python binding{hint} "
                             "(see 'passlab replay --list-passes')")
        given = inv.option_map
        fixed = dict(binding.fixed)
        unknown = [k for k in given if k not in dict(binding.params) and k not in fixed]
        if unknown:
            known = ", ".join(binding.option_names) or "none"
            raise UsageError(f"pass '{inv.arg}' has no option '{unknown[0]}' settable from Python (options: {known})")
        for key, value in given.items():
            if key in fixed and fixed[key] != value:
                raise UsageError(f"option '{key}' of pass '{inv.arg}' is fixed at {fixed[key]} by Triton's "
                                 f"binding {binding.binding}; it cannot be set to {value}")
        if target is None:
            defaults = {**OPTION_DEFAULTS, **TRITON_OPT_DEFAULTS.get(inv.arg, {})}
        else:
            defaults = {**OPTION_DEFAULTS, **target_defaults(target)}
        args = []
        for name, kind in binding.params:
            if name in given:
                args.append(_convert(given[name], kind, inv.arg, name))
            elif name in defaults:
                args.append(defaults[name])
            else:
                raise UsageError(f"pass '{inv.arg}' needs option '{name}' ({kind}); "
                                 f"e.g. --pass '{inv.arg}{{{name}=...}}'")
        calls.append(BoundCall(inv.arg, binding.binding, tuple(args)))
    return calls


def _convert(text: str, kind: str, arg: str, name: str):
    if kind == "bool":
        if text.lower() in ("true", "1"):
            return True
        if text.lower() in ("false", "0"):
            return False
    elif kind == "int":
        try:
            value = int(text)
        except ValueError:
            pass
        else:
            low, high = INT_OPTION_RANGES.get(name, (0, 2**31 - 1))
            if not low <= value <= high:
                raise UsageError(f"option '{name}' of pass '{arg}' must be in [{low}, {high}], got {value}")
            return value
    else:
        if name == "target":   # the module's target, as --target takes it (cuda:90, not cuda:090)
            from passlab.frontend.target import check_target
            check_target(text)
        return text
    raise UsageError(f"option '{name}' of pass '{arg}' takes a {kind}, got '{text}'")


# The int options of Triton 3.6's pass bindings and the values that mean something: the bindings
# take a C int (a larger value is a TypeError inside the child), and a negative count or a
# capability no target has is accepted by the pass and silently does something else.
INT_OPTION_RANGES = {"num-stages": (0, 64), "num-warps": (1, 64), "num-ctas": (1, 16),
                     "threads-per-warp": (1, 64), "compute-capability": (70, 121), "ptx-version": (60, 999)}


def resolve_binding(qualname: str):
    """The binding function named ``passes.ttgpuir.add_pipeline`` (child side)."""
    import importlib
    for module_path, attr_path in BINDING_ROOTS:
        if qualname.startswith(attr_path + "."):
            obj = importlib.import_module(module_path)
            for part in qualname.split("."):
                obj = getattr(obj, part)
            return obj
    raise UsageError(f"not a Triton pass binding: {qualname}")


def add_calls(pm, calls: list[BoundCall] | list[dict]) -> None:
    """Add resolved calls to a pass manager, in order."""
    for call in calls:
        if isinstance(call, dict):
            call = BoundCall(call["arg"], call["binding"], tuple(call["args"]))
        resolve_binding(call.binding)(pm, *call.args)
