"""What passlab knows about a kernel: its jit function, runtime signature and named configs.

The same ``KernelSpec`` object serves the CPU compile (trace/check/diff) and the GPU runner,
so a config that is traced is exactly the config that is launched.
"""

from __future__ import annotations

import hashlib
import inspect
import re
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from passlab.errors import UsageError

# Compile options that go to triton.compile(options=...) rather than into constexprs.
COMPILE_OPTIONS = ("num_warps", "num_stages", "num_ctas", "maxnreg", "debug", "launch_pdl", "launch_cooperative_grid")
# Options that are switches, not counts. debug=True is what TRITON_INSTRUMENTATION_MODE=consan
# (Triton's runtime concurrency sanitizer) forces; on 3.6 it makes every WS kernel fail to compile.
# launch_pdl / launch_cooperative_grid are launch keywords that 3.6 compiles into the kernel's
# options (CUDAOptions), as tutorial 11 passes launch_pdl=True.
BOOL_OPTIONS = ("debug", "launch_pdl", "launch_cooperative_grid")


@dataclass(frozen=True)
class KernelConfig:
    """A named point in a kernel's config space: constexprs plus compile options.

    ``params`` may also hold non-constexpr keys the kernel's signature reads, such as ``dtype``.
    """

    name: str
    params: Mapping[str, Any]
    description: str = ""


def params_used(spec: "KernelSpec") -> set[str]:
    """Non-constexpr parameter names a kernel's configs or defaults use (e.g. ``dtype``)."""
    names = set(spec.defaults)
    for config in spec.configs.values():
        names.update(config.params)
    return names


def constexpr_names(spec: "KernelSpec") -> list[str]:
    params = getattr(spec.fn, "params", [])
    return [p.name for p in params if getattr(p, "is_constexpr", False)]


def named_config(name: str, description: str, **params) -> tuple[str, KernelConfig]:
    """``(name, KernelConfig)``, so a kernel module writes ``CONFIGS = dict([named_config(...), ...])``."""
    return name, KernelConfig(name, params, description)


@dataclass(frozen=True)
class KernelSpec:
    """A kernel that passlab can compile and, where ``launch`` is set, run.

    ``signature(params)`` returns the runtime arguments' Triton types (``*bf16``, ``i32``,
    ``tensordesc<bf16[128, 64]>``) in parameter order; constexprs come from ``params``.
    ``variants`` names other kernels that express the same computation differently (for
    example the TMA-descriptor form of a pointer kernel); ``passlab debug --workarounds`` tries them.
    """

    name: str
    fn: Any
    signature: Callable[[Mapping[str, Any]], dict[str, str]]
    configs: Mapping[str, KernelConfig]
    default_config: str = "default"
    description: str = ""
    defaults: Mapping[str, Any] = field(default_factory=dict)
    reference: Callable | None = None     # torch reference, computed in higher precision
    flops: Callable | None = None         # flops(shape) -> float
    launch: Callable | None = None        # launch(params, inputs) -> output tensor
    make_inputs: Callable | None = None   # make_inputs(shape, dtype) -> inputs
    shapes: tuple = ()                    # default benchmark shapes
    variants: Mapping[str, str] = field(default_factory=dict)
    source_file: str = ""
    # launch_values(params) -> {"M": 4096, "stride_ak": 1, ...}: the int arguments of a representative
    # launch, which Triton specializes (divisible by 16, == 1); a trace compiles what that launch compiles.
    launch_values: Callable | None = None
    # check_memory(params) -> {"sched": [0, 8, 3, ...]}: the int contents of pointer arguments the
    # kernel's control flow reads (a host-built tile schedule), as program 0 of a grid of one reads
    # them; `passlab check`'s protocol model follows loads from them (recorded in the manifest)
    check_memory: Callable | None = None
    # @triton.heuristics of a user kernel, outermost first: name -> rule(args) (see apply_heuristics)
    heuristics: Mapping[str, Callable] = field(default_factory=dict)
    # what loading a user's file had to do (e.g. its module failed at import and was loaded
    # statement by statement): shown with the trace
    notes: tuple[str, ...] = ()

    def config(self, name: str | None = None) -> KernelConfig:
        name = name or self.default_config
        if name not in self.configs:
            known = ", ".join(self.configs)
            raise UsageError(f"kernel '{self.name}' has no config '{name}' (known: {known})")
        return self.configs[name]

    def resolve(self, config: str | None = None, overrides: Mapping[str, Any] | None = None) -> "ResolvedConfig":
        """Merge defaults, the named config and ``-c`` overrides into one parameter set."""
        base = self.config(config)
        from passlab.frontend.constexpr_args import resolve_module_values
        overrides = resolve_module_values(self.fn, overrides or {})
        params = {**self.defaults, **base.params, **overrides}
        for option in COMPILE_OPTIONS:
            value = params.get(option)
            if option in BOOL_OPTIONS:
                if value is not None and not isinstance(value, bool):
                    raise UsageError(f"{option} must be true or false, got {value!r}")
            elif value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                raise UsageError(f"{option} must be a positive integer, got {value!r}")
        unknown = sorted(k for k in (overrides or {})
                         if k not in self.fn.arg_names and k not in COMPILE_OPTIONS and k not in params_used(self))
        if unknown:
            raise UsageError(f"kernel '{self.name}' has no parameter(s) {', '.join(unknown)} "
                             f"(constexprs: {', '.join(constexpr_names(self)) or 'none'})")
        for key, value in (overrides or {}).items():
            _check_override_type(self.name, key, value, {**self.defaults, **base.params}.get(key))
        return ResolvedConfig(self, base.name, params, dict(overrides or {}))

    def source_hash(self) -> str:
        try:
            text = inspect.getsource(self.fn.fn if hasattr(self.fn, "fn") else self.fn)
        except (OSError, TypeError):
            text = self.name
        return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class ResolvedConfig:
    """A kernel plus the exact parameters one compile uses."""

    spec: KernelSpec
    config_name: str
    params: Mapping[str, Any]
    overrides: Mapping[str, Any]

    @property
    def options(self) -> dict[str, Any]:
        """Compile options. A kernel parameter that shares an option's name (tutorial 02's
        ``num_stages: tl.constexpr``, Gluon's ``num_warps: gl.constexpr``) given with ``-c`` or by a
        config is the parameter and the option, as at a keyword launch (``kernel[grid](...,
        num_warps=8)``; 3.6 ``JITFunction._pack_args`` builds the options from every launch keyword,
        and the autotuner passes a config's options as keywords). Its ``def`` default alone sets
        only the parameter: a launch that leaves it out passes no option."""
        given = {**self.spec.config(self.config_name).params, **self.overrides}
        arg_names = self.spec.fn.arg_names
        return {k: self.params[k] for k in COMPILE_OPTIONS
                if k in self.params and (k not in arg_names or k in given)}

    def option_parameters(self) -> list[str]:
        """The names that set a kernel parameter and the compile option of the same name."""
        return [k for k in self.options if k in self.spec.fn.arg_names]

    @property
    def constexprs(self) -> dict[str, Any]:
        """Constexpr parameters, including any named like a compile option."""
        arg_names = self.spec.fn.arg_names
        return {k: v for k, v in self.params.items() if k in arg_names}

    def runtime_signature(self) -> dict[str, str]:
        try:
            return dict(self.spec.signature(self.params))
        except (KeyError, ValueError, TypeError) as exc:  # e.g. -c dtype=fp99: the kernel has no type for it
            raise UsageError(f"kernel '{self.spec.name}': these parameters give no argument types "
                             f"({type(exc).__name__}: {exc}); check -c values such as dtype") from None

    def full_signature(self) -> dict[str, str]:
        """Every jit argument in order, constexprs typed ``constexpr``; missing ones are an error."""
        runtime = self.runtime_signature()
        constexprs = self.constexprs
        full = {}
        missing = []
        for name in self.spec.fn.arg_names:
            if name in constexprs:
                full[name] = "constexpr"
            elif name in runtime:
                full[name] = runtime[name]
            else:
                missing.append(name)
        if missing:
            raise UsageError(f"kernel '{self.spec.name}': no type or value for argument(s) "
                             f"{', '.join(missing)}; give --sig NAME=TYPE or -c NAME=VALUE")
        unknown = sorted(set(runtime) - set(self.spec.fn.arg_names))
        if unknown:
            raise UsageError(f"kernel '{self.spec.name}' has no argument(s) {', '.join(unknown)}")
        from passlab.frontend.language import complete_descriptor_types, language_of
        full, _ = complete_descriptor_types(full, language_of(self.spec.fn))
        return full

    @property
    def key(self) -> str:
        return config_key(self.config_name, self.overrides)


def _check_override_type(kernel: str, key: str, value: Any, known: Any) -> None:
    """A -c value of another kind than the config's own (``BLOCK_M=abc`` where 128 stands) is a
    usage error here, not a compile failure later."""
    if known is None:
        return
    def kind(v):
        return bool if isinstance(v, bool) else (int, float) if isinstance(v, (int, float)) else type(v)
    if kind(value) != kind(known) or (isinstance(known, int) and not isinstance(known, bool)
                                      and isinstance(value, float)):
        hint = f" (write -c {key}=True or -c {key}=False)" if isinstance(known, bool) else \
            f" (write -c {key}={int(value)})" if isinstance(value, bool) and isinstance(known, int) else ""
        raise UsageError(f"kernel '{kernel}': -c {key}={value!r} does not fit; the config has "
                         f"{key}={known!r} ({type(known).__name__}){hint}")


def config_key(config_name: str, overrides: Mapping[str, Any] | None = None) -> str:
    """Directory name for a config: its name plus its overrides, stable and readable.

    Override values may hold any character (``-c ACTIVATION=""``); those a directory name should
    not carry become ``_``. The config name itself is validated, not rewritten (``disk.path_component``).
    """
    if not overrides:
        return config_name
    extra = ",".join(f"{k}={_fmt(v)}" for k, v in sorted(overrides.items()))
    return f"{config_name}+{OVERRIDE_UNSAFE_RE.sub('_', extra)}"


# anything but letters, digits and  . + = , @ % -   (e.g. "/", quotes, spaces)
OVERRIDE_UNSAFE_RE = re.compile(r"[^\w.+=,@%-]")


def _fmt(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (str, int, float)) or value is None:
        return str(value)
    from passlab.frontend.constexpr_args import value_text
    return str(value_text(value))   # a class by its name, a layout by its constructor text


def parse_value(text: str) -> Any:
    """``-c`` values: ints, floats, booleans, otherwise the string itself (e.g. ``bf16``)."""
    lowered = text.strip().lower()
    if text.strip() in ('""', "''"):  # -c ACTIVATION="" : the empty string
        return ""
    if lowered in ("true", "false"):
        return lowered == "true"
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def parse_assignments(items: tuple[str, ...] | list[str], what: str = "-c") -> dict[str, Any]:
    """Parse ``KEY=VALUE`` pairs; a malformed one is a usage error naming it."""
    result: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip() or not value.strip() or not key.strip().isidentifier():
            raise UsageError(f"malformed {what} '{item}': expected KEY=VALUE, e.g. {what} BLOCK_M=128")
        result[key.strip()] = parse_value(value) if what in ("-c", "--arg") else value.strip()
    return result


def load_user_kernel(ref: str, sig: Mapping[str, str], target: Any = None,
                     prune_args: Mapping[str, Any] | None = None, load: Any = None) -> KernelSpec:
    """A kernel given as ``path/to/file.py:function`` or ``package.module:function``.

    ``passlab.frontend.loader`` loads it under a CPU stand-in driver for ``target`` (a ``GPUTarget``;
    ``cuda:90`` when None), falling back to statement-by-statement loading when the file needs a
    GPU at import, and unwraps
    ``@triton.autotune``; each autotune config becomes a named config ``autotune<N>``, and the
    first one is the default. ``load``: what stands in for ``loader.load_kernel`` (a warm worker's,
    which executes a file once for every variant it serves: ``sweep.worker``).
    """
    from passlab.frontend.loader import load_kernel
    from passlab.frontend.target import gpu_target
    target = gpu_target(target)
    loaded = (load or load_kernel)(ref, target)
    configs = {"default": KernelConfig("default", {})}
    pruned, prune_note = _early_prune(loaded, prune_args, target)
    if pruned is not None:
        for index, params in enumerate(pruned):
            name = f"autotune{index}"
            configs[name] = KernelConfig(name, params, f"early_config_prune's config {index} ({prune_note})")
    else:
        for config in loaded.autotune_configs:
            name = f"autotune{config.index}"
            retired = ", ".join(f"{k}={v}" for k, v in config.retired_options.items())
            configs[name] = KernelConfig(name, config.params, f"@triton.autotune config {config.index}"
                                         + (f" ({prune_note})" if prune_note else "")
                                         + (f" (written with {retired}: Triton 3.2/3.3 options, not compiled)"
                                            if retired else ""))
    signature = dict(sig)
    # a launch passes what --sig / --arg give for a parameter whose default is None: not the None
    defaults = {k: v for k, v in declared_defaults(loaded.fn).items() if not (v is None and k in signature)}
    notes = "; ".join(loaded.notes)
    return KernelSpec(name=loaded.name, fn=loaded.fn, signature=lambda params: signature, configs=configs,
                      default_config="autotune0" if loaded.autotune_configs else "default",
                      description=f"user kernel {ref}" + (f" ({notes})" if notes else ""),
                      source_file=loaded.source_file, defaults=defaults,
                      heuristics=dict(loaded.heuristics), notes=tuple(loaded.notes))


def _early_prune(loaded, prune_args: Mapping[str, Any] | None, target):
    """The configs an autotune run benchmarks: ``early_config_prune(configs, nargs, **kwargs)`` run
    on the launch's values, as Triton's ``Autotuner.prune_configs`` does before benchmarking.

    Returns ``(list of params, note)``, or ``(None, note)`` when the hook is absent or cannot run
    on what passlab has (then the declared configs stand and the note says why). Libraries build
    the compiled configs in this hook (gemlite sets ``NUM_STAGES``, adapts BLOCK_SIZE_M to M and
    BLOCK_SIZE_K to the group size): without it, config N is not what the autotuner compiles.
    ``nargs`` and ``kwargs`` both get every value given (--arg and -c): passlab does not know which
    the launch passes by keyword. ``perf_model``/``top_k`` (a GPU timing model) is not run.
    """
    hook = loaded.prune_hooks.get("early_config_prune")
    if hook is None or not loaded.autotune_configs:
        return None, ""
    if prune_args is None:
        return None, "early_config_prune not run: compiled as declared (--as-declared)"
    import triton
    from passlab.frontend.target_driver import target_driver
    declared = [triton.Config(dict(c.kwargs), num_warps=c.num_warps, num_stages=c.num_stages,
                              num_ctas=c.num_ctas, maxnreg=c.maxnreg) for c in loaded.autotune_configs]
    values = dict(prune_args)
    try:
        with target_driver(target):
            result = list(hook(declared, dict(values), **values))
    except KeyError as exc:
        return None, f"early_config_prune not run: it reads argument {exc}; give it with --arg or -c"
    except Exception as exc:
        raise UsageError(f"{loaded.ref}: early_config_prune failed on the launch values "
                         f"({type(exc).__name__}: {exc})") from None
    if not result:
        raise UsageError(f"{loaded.ref}: early_config_prune left no config for these launch values")
    params = []
    for c in result:
        one = {**c.kwargs, "num_warps": c.num_warps, "num_stages": c.num_stages}
        if getattr(c, "num_ctas", 1) != 1:
            one["num_ctas"] = c.num_ctas
        if getattr(c, "maxnreg", None) is not None:
            one["maxnreg"] = c.maxnreg
        params.append(one)
    return params, f"early_config_prune kept {len(params)} of {len(declared)} declared configs"


def declared_defaults(fn) -> dict[str, Any]:
    """What a launch passes for arguments it leaves out: the ``def``'s defaults.

    Kept: defaults of ``tl.constexpr`` parameters (``EVEN_K: tl.constexpr = False``) and ``None``
    defaults of any parameter (a launch passes ``None``, which Triton specializes to a constexpr).
    A plain parameter's int/float default is a launch value, not a constexpr: left out (give --arg).
    """
    defaults = {}
    for param in getattr(fn, "params", []):
        default = getattr(param, "default", inspect.Parameter.empty)
        if default is inspect.Parameter.empty:
            continue
        if getattr(param, "is_constexpr", False) or default is None:
            defaults[param.name] = default
    return defaults


def apply_heuristics(spec: KernelSpec, resolved: "ResolvedConfig", launch_values: Mapping[str, Any] | None = None,
                     unaligned: tuple[str, ...] | list[str] = ()) -> tuple["ResolvedConfig", dict[str, Any]]:
    """The config ``@triton.heuristics`` turns ``resolved`` into at a launch with ``launch_values``.

    Like Triton's ``Heuristics.run``: each rule sees the launch's arguments (int values, constexprs,
    the config's parameters, and for each pointer given with ``--sig`` a stand-in for its tensor,
    ``launch_args.PointerArgument``) and the values derived before it, and its result replaces
    whatever was passed (a ``-c`` value included, as a launch's keyword argument would be). A rule
    that reads an argument passlab has no value for is a usage error naming it.
    """
    if not spec.heuristics:
        return resolved, {}
    from passlab.frontend.launch_args import pointer_arguments
    values = {**dict(launch_values or {}), **dict(resolved.params)}
    try:
        runtime = resolved.runtime_signature()
    except UsageError:   # reported with the signature, after the heuristics
        runtime = {}
    for arg, stand_in in pointer_arguments(runtime, spec.fn.arg_names, unaligned).items():
        values.setdefault(arg, stand_in)   # a -c value (-c g=None) is what the launch passes
    derived = {}
    for name, rule in spec.heuristics.items():
        try:
            derived[name] = values[name] = rule(values)
        except KeyError as exc:
            missing = exc.args[0] if exc.args else ""
            how = (f"; give its launch value with --arg or -c, or, for a tensor, its type with --sig {missing}=*TYPE "
                   f"(-c {missing}=None for an absent one)" if missing in spec.fn.arg_names
                   else "; give its launch value with --arg or -c")
            raise UsageError(f"kernel '{spec.name}': @triton.heuristics for {name} reads argument {exc}{how}") from None
        except Exception as exc:  # e.g. args["x_ptr"].shape: a tensor passlab has only the type of
            hint = ("; passlab passes a tensor argument given with --sig as a stand-in with data_ptr(), "
                    "dtype and element_size() only" if "PointerArgument" in str(exc) else "")
            raise UsageError(f"kernel '{spec.name}': @triton.heuristics for {name} failed on the launch "
                             f"values ({type(exc).__name__}: {exc}){hint}") from None
    params = {**resolved.params, **derived}
    return ResolvedConfig(spec, resolved.config_name, params, resolved.overrides), derived
