"""Launch-faithful specialization: the signature, constexprs and attrs a real launch would compile with.

``kernel[grid](a, b, c, M, N, K, ...)`` does not compile the kernel as written: Triton's launch path
(3.6 ``runtime/jit.py``: ``JITFunction.create_binder`` -> ``create_function_from_signature`` ->
``native_specialize_impl``, then ``JITFunction._pack_args`` -> ``backend.parse_attr``) marks
16-byte-aligned pointers and ints divisible by 16 with ``tt.divisibility = 16`` and turns ints equal
to 1 into constexprs. Those facts change the code (vectorized loads, cp.async pipelining, smem).

Rather than copy those rules, this module builds stand-in arguments (an object with ``data_ptr()``
and a Triton ``dtype`` for each pointer, the given Python int for each int) and runs Triton's own
binder and ``_pack_args`` on them, so each Triton version applies its own rules. No GPU is needed:
the backend comes from ``triton.compiler.make_backend(target)``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from passlab.frontend.language import triton_dtype
from passlab.frontend.torch_import import without_torch_import
from passlab.errors import UsageError

# Where stand-in tensors live: 16-byte aligned, like every torch CUDA allocation (256 B in practice).
ALIGNED_ADDRESS = 0x7F00_0000_0000
# Byte offset given to pointers named in ``unaligned`` (a view such as ``x[1:]`` of an fp16 tensor).
UNALIGNED_OFFSET = 2
# A value that is neither 1 nor a multiple of 16, for ints whose launch value is unknown.
UNSPECIALIZED_INT = 3

# *fp16, *kbf16 (a const pointer), *i32
POINTER_TYPE_RE = re.compile(r"^\*k?(?P<dtype>\w+)$")
# i32, u64, i1
INT_TYPE_RE = re.compile(r"^[iu](1|8|16|32|64)$")
# fp32, bf16, fp8e4nv
FLOAT_TYPE_RE = re.compile(r"^(fp|bf)\w+$")
# tensordesc<bf16[128, 64]>
TENSORDESC_RE = re.compile(r"^tensordesc<(?P<dtype>\w+)\[(?P<block>[\d,\s]+)\]")


@dataclass(frozen=True)
class Specialization:
    """What ``ASTSource(fn, signature, constexprs, attrs)`` receives for one launch.

    ``signature`` holds every argument in order (``constexpr`` for constexprs, including ints that
    the launch turned into constexprs because they equal 1); ``constexprs`` is keyed by argument
    name (a tuple path for an element of a tuple argument); ``attrs`` by path tuple, as Triton keys it.
    """

    signature: dict[str, str]
    constexprs: dict[Any, Any]
    attrs: dict[tuple, list]
    arg_names: tuple[str, ...]
    values: dict[str, Any] = field(default_factory=dict)
    unaligned: tuple[str, ...] = ()
    became_constexpr: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()

    def ast_source(self, fn):
        from passlab.frontend.language import ast_source
        return ast_source(fn, self.signature, self.constexprs, self.attrs)

    def divisible(self) -> list[str]:
        """Arguments marked ``tt.divisibility`` (names; ``name.i`` for tuple elements)."""
        return [self._path_name(path) for path, attrs in self.attrs.items()
                if any(attr[0] == "tt.divisibility" for attr in attrs)]

    def _path_name(self, path: tuple) -> str:
        return ".".join([self.arg_names[path[0]], *map(str, path[1:])])

    def to_json(self) -> dict:
        """The manifest's record: plain names, no tuples."""
        return {"signature": dict(self.signature),
                "constexprs": {self._path_name(k) if isinstance(k, tuple) else k: _jsonable(v)
                               for k, v in self.constexprs.items()},
                "attrs": {self._path_name(path): [list(a) for a in attrs]
                          for path, attrs in self.attrs.items() if attrs},
                "values": {k: _jsonable(v) for k, v in self.values.items()},
                "pointer_address": hex(ALIGNED_ADDRESS), "unaligned": list(self.unaligned),
                "became_constexpr": list(self.became_constexpr), "notes": list(self.notes)}


class StandInTensor:
    """What Triton's launch path reads from a tensor argument: ``dtype`` and ``data_ptr()``."""

    def __init__(self, dtype, address: int = ALIGNED_ADDRESS):
        self.dtype = dtype
        self.address = address

    def data_ptr(self) -> int:
        return self.address

    def __repr__(self) -> str:
        return f"StandInTensor({self.dtype}, {self.address:#x})"


def launch_attrs(fn, signature: Mapping[str, str], int_values: Mapping[str, Any] | None = None,
                 constexprs: Mapping[str, Any] | None = None, target: Any = None,
                 unaligned: Iterable[str] = (), options: Mapping[str, Any] | None = None) -> Specialization:
    """Specialize ``fn`` as ``fn[grid](...)`` would with these arguments.

    ``signature``: argument name -> Triton type (``*fp16``, ``i32``, ``fp32``, ``tensordesc<...>``,
    or ``constexpr``); ``int_values``: the launch values of int (and float/bool) arguments, e.g.
    ``{"M": 4096, "stride_ak": 1}``; ``constexprs``: values of constexpr arguments; ``unaligned``:
    pointer names to pass at a 2-byte offset. Pointers default to 16-byte aligned, as torch allocates.
    An int with no value is compiled unspecialized (the declared type, no attrs) and a note says so.
    """
    if not hasattr(fn, "params"):   # an @triton.autotune / @triton.heuristics wrapper
        from passlab.frontend.loader import unwrap_kernel
        fn = unwrap_kernel(fn).fn
    values = dict(int_values or {})
    given_constexprs = dict(constexprs or {})
    unaligned = tuple(unaligned)
    notes: list[str] = []
    args, unknown_ints, forced = _stand_in_args(fn, signature, values, given_constexprs, unaligned, notes)
    backend = _backend(target)
    bound, specialization, sig_types, constexpr_paths, attrs = _run_launch_path(fn, backend, args, dict(options or {}))

    names = tuple(p.name for p in fn.params)
    final_sig = dict(sig_types)
    final_constexprs: dict[Any, Any] = {}
    for path, value in constexpr_paths.items():
        final_constexprs[names[path[0]] if len(path) == 1 else path] = value
    for name in unknown_ints:   # no launch value: compile as declared, like do_not_specialize
        index = names.index(name)
        final_sig[name] = signature[name]
        final_constexprs.pop(name, None)
        attrs[(index,)] = []
    for name in forced:         # declared constexpr though not tl.constexpr: keep it constexpr
        index = names.index(name)
        final_sig[name] = "constexpr"
        final_constexprs[name] = given_constexprs[name]
        attrs.pop((index,), None)
    became = tuple(n for n in names if final_sig.get(n) == "constexpr" and n not in given_constexprs
                   and not fn.params[names.index(n)].is_constexpr)
    for name in names:
        declared = signature.get(name)
        got = final_sig.get(name)
        if declared and got and declared != got and got != "constexpr" and name not in unknown_ints:
            notes.append(f"{name}: declared {declared}, a launch with {_fmt(values.get(name))} passes {got}")
    for name in became:
        notes.append(f"{name} = {values.get(name)} becomes a constexpr, as in a launch")
    attrs = {path: a for path, a in attrs.items() if a}
    return Specialization(signature=final_sig, constexprs=final_constexprs, attrs=attrs, arg_names=names,
                          values=values, unaligned=unaligned, became_constexpr=became, notes=tuple(notes))


def _stand_in_args(fn, signature, values, constexprs, unaligned, notes):
    """One stand-in per parameter, in order; which ints have no value; which params are forced constexpr."""
    args = []
    unknown_ints: list[str] = []
    forced: list[str] = []
    for param in fn.params:
        name = param.name
        declared = signature.get(name)
        if param.is_constexpr or declared == "constexpr":
            if name in constexprs:
                value = constexprs[name]
            elif param.has_default:
                value = param.default
            else:
                raise UsageError(f"{fn.__name__}: no value for constexpr argument {name}")
            if not param.is_constexpr:
                forced.append(name)
            args.append(value)
            continue
        if declared is None:
            raise UsageError(f"{fn.__name__}: no type for argument {name}; give its signature type")
        args.append(_stand_in(name, declared, values, unaligned, unknown_ints, notes))
    unknown_pointers = sorted(set(unaligned) - {p.name for p in fn.params})
    if unknown_pointers:
        raise UsageError(f"{fn.__name__} has no argument(s) {', '.join(unknown_pointers)} (named as unaligned)")
    return args, unknown_ints, forced


def _stand_in(name, declared, values, unaligned, unknown_ints, notes):
    pointer = POINTER_TYPE_RE.match(declared)
    if pointer:
        address = ALIGNED_ADDRESS + (UNALIGNED_OFFSET if name in unaligned else 0)
        return StandInTensor(triton_dtype(pointer.group("dtype")), address)
    if INT_TYPE_RE.match(declared):
        if declared in ("i1", "u1"):
            return bool(values.get(name, True))
        if name not in values:
            unknown_ints.append(name)
            notes.append(f"{name}: no launch value, compiled as a plain {declared} (no divisibility, not constexpr)")
            return UNSPECIALIZED_INT
        value = values[name]
        if not isinstance(value, int) or isinstance(value, bool):
            raise UsageError(f"{name} is {declared}: its launch value must be an integer, got {value!r}")
        return value
    if FLOAT_TYPE_RE.match(declared):
        return float(values.get(name, 1.0))
    desc = TENSORDESC_RE.match(declared)
    if desc:
        return _stand_in_descriptor(desc.group("dtype"), [int(d) for d in desc.group("block").split(",")], declared)
    raise UsageError(f"{name}: cannot build a launch stand-in for type {declared!r}")


def _stand_in_descriptor(dtype_name: str, block: list[int], declared: str = ""):
    """A host ``TensorDescriptor`` over a stand-in tensor: contiguous, 16-byte-aligned rows; a
    Gluon one (``triton.experimental.gluon.nvidia.hopper``) when the type carries a layout."""
    from passlab.frontend.language import descriptor_layout
    shape = [max(b, 16) * 64 for b in block]
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    base = StandInTensor(triton_dtype(dtype_name))
    layout = descriptor_layout(declared) if declared else None
    if layout is not None:
        from triton.experimental.gluon.nvidia.hopper import TensorDescriptor as GluonTensorDescriptor
        return GluonTensorDescriptor(base, shape, strides, block, layout)
    from triton.tools.tensor_descriptor import TensorDescriptor
    return TensorDescriptor(base, shape, strides, block)


def _backend(target):
    from triton.compiler import make_backend
    from passlab.frontend.target import gpu_target
    return make_backend(gpu_target(target))


def _run_launch_path(fn, backend, args, options):
    """Triton's own launch steps up to ``ASTSource``: bind and specialize, then pack."""
    from triton.runtime.jit import create_function_from_signature
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    # An option that is also a parameter (tutorial 02's ``num_stages: tl.constexpr``) binds to the
    # parameter here; the compile's options (ResolvedConfig.options) carry it too, as a keyword launch's do.
    names = {p.name for p in fn.params}
    # Triton 3.6's specializer imports torch on its first call, to know torch.Tensor: passlab's
    # stand-ins are no torch tensors, so that 2 s import is refused (frontend.torch_import)
    with without_torch_import():
        bound, specialization, opts = binder(*args, **{k: v for k, v in options.items() if k not in names})
    pack = getattr(fn, "_pack_args", None)
    if pack is not None:   # 3.6: JITFunction._pack_args(backend, kwargs, bound_args, specialization, options)
        kwargs = {k: v for k, v in options.items() if k not in names}
        _, signature, constexprs, attrs = pack(backend, kwargs, bound, specialization, opts)
    else:
        signature, constexprs, attrs = _pack_like_36(fn, backend, bound, specialization)
    return bound, specialization, signature, dict(constexprs), dict(attrs)


def _pack_like_36(fn, backend, bound, specialization):
    """The body of 3.6's ``_pack_args`` for a Triton without it, built on its own helpers."""
    from triton._utils import find_paths_if, get_iterable_path
    sigvals = [x[0] for x in specialization]
    signature = {p.name: v for p, v in zip(fn.params, sigvals)}
    constexprs = {path: get_iterable_path(list(bound.values()), path)
                  for path in find_paths_if(sigvals, lambda _, val: val == "constexpr")}
    attrvals = [x[1] for x in specialization]
    attrs = {path: backend.parse_attr(get_iterable_path(attrvals, path))
             for path in find_paths_if(attrvals, lambda _, x: isinstance(x, str))}
    return signature, constexprs, attrs


def _jsonable(value):
    if isinstance(value, (int, float, str, bool)) or value is None:
        return value
    return str(value)


def _fmt(value) -> str:
    return "no value" if value is None else repr(value)
