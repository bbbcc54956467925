"""Which front end a kernel is written in: Triton (``@triton.jit``) or Gluon (``@gluon.jit``).

The two share the JIT machinery but not the compile: a Gluon kernel must be compiled from a
``GluonASTSource`` (its IR starts as TritonGPU with layouts the author wrote, and the backend runs
``gluon_to_ttgir`` instead of ``make_ttir``/``make_ttgir``), and its host-side tensor descriptors
carry their shared-memory layout in the signature type:
``tensordesc<bf16[128, 64],NVMMASharedLayout(swizzle_byte_width=128, ...)>``.

Triton turns that layout text into an object with ``eval`` (3.6 ``language/core.py: str_to_ty``).
A signature typed by a user (``--sig``) or read from a capture file is untrusted, so a layout is
checked here to be one layout constructor called with literal keyword values before Triton sees it.
"""

from __future__ import annotations

import ast
import re
from typing import Any, Mapping

from passlab.errors import UsageError

TRITON = "triton"
GLUON = "gluon"

# The layouts a host tensor descriptor may carry (3.6 str_to_ty's eval namespace).
DESCRIPTOR_LAYOUTS = ("NVMMASharedLayout", "PaddedSharedLayout", "SwizzledSharedLayout")
# tensordesc<bf16[128, 64]>  or  tensordesc<bf16[128, 64],NVMMASharedLayout(...)>
# A descriptor block dimension: a TMA box is at most 256 elements a side; larger blocks are tiled.
DESCRIPTOR_DIM_MAX = 1 << 16
TENSORDESC_RE = re.compile(r"^tensordesc<(?P<dtype>\w+)\[(?P<block>[\d,\s]+)\](?:,(?P<layout>.*))?>$", re.S)


def language_of(fn) -> str:
    """``gluon`` for a ``@gluon.jit`` function (or a wrapper of one), else ``triton``."""
    inner = getattr(fn, "fn", None)
    is_gluon = getattr(fn, "is_gluon", None)
    if is_gluon is None and inner is not None:
        is_gluon = getattr(inner, "is_gluon", None)
    try:
        return GLUON if callable(is_gluon) and is_gluon() else TRITON
    except Exception:
        return TRITON


def ast_source(fn, signature: Mapping[str, Any], constexprs=None, attrs=None):
    """The compile input Triton's own launch would build for ``fn``: ``ASTSource`` or ``GluonASTSource``."""
    if language_of(fn) == GLUON:
        from triton.experimental.gluon._runtime import GluonASTSource as source_class
    else:
        from triton.compiler import ASTSource as source_class
    return source_class(fn, dict(signature), constexprs, attrs)


def check_descriptor_type(name: str, ty, language: str):
    """``ty`` itself if it is safe and fits ``language``; a descriptor layout that is not one
    layout constructor with literal arguments, or a layout on a Triton kernel, is a usage error.

    Any type that mentions ``tensordesc`` must be exactly ``tensordesc<DTYPE[BLOCK]>`` or
    ``tensordesc<DTYPE[BLOCK],LAYOUT(...)>``: Triton's parser takes whatever follows the first
    comma as the layout (``*tensordesc...``, ``tensordescX<...``, a missing ``>`` included) and
    evaluates it. Tuple types (a capture's tuple arguments) are checked element by element."""
    if isinstance(ty, (tuple, list)):
        for element in ty:
            check_descriptor_type(name, element, language)
        return ty
    if not isinstance(ty, str) or "tensordesc" not in ty:
        return ty
    match = TENSORDESC_RE.match(ty)
    if match is None:
        raise UsageError(f"argument {name}: '{ty[:80]}' is not a descriptor type: write "
                         "tensordesc<DTYPE[B0, B1]> (a Gluon kernel may add ,NVMMASharedLayout(...))")
    dims = [d.strip() for d in match.group("block").split(",")]
    if not all(d.isdigit() and 0 < int(d) <= DESCRIPTOR_DIM_MAX for d in dims):
        raise UsageError(f"argument {name}: the block of '{ty[:80]}' must be positive sizes of at most "
                         f"{DESCRIPTOR_DIM_MAX}, e.g. tensordesc<bf16[128, 64]>")
    if match.group("layout") is None:
        return ty
    if language != GLUON:
        raise UsageError(f"argument {name}: a layout in '{ty}' is for @gluon.jit kernels; "
                         "a @triton.jit kernel takes tensordesc<DTYPE[BLOCK]>")
    _check_layout_text(name, match.group("layout"))
    return ty


def _check_layout_text(name: str, text: str) -> None:
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError:
        tree = None
    ok = (isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name)
          and tree.func.id in DESCRIPTOR_LAYOUTS and not tree.args)
    if ok:
        try:
            for keyword in tree.keywords:
                if keyword.arg is None:
                    raise ValueError("**kwargs")
                ast.literal_eval(keyword.value)
        except ValueError:
            ok = False
    if not ok:
        raise UsageError(f"argument {name}: descriptor layout '{text.strip()[:80]}' is not a layout "
                         f"({' / '.join(DESCRIPTOR_LAYOUTS)}) with literal arguments")


def complete_descriptor_types(signature: Mapping[str, str], language: str) -> tuple[dict[str, str], list[str]]:
    """A Gluon kernel's ``tensordesc<bf16[128, 64]>`` given without a layout gets the one
    ``NVMMASharedLayout.get_default_for(block, dtype)`` returns: what the Gluon tutorials and most
    host code pass to ``TensorDescriptor.from_tensor``. Returns the signature and a note per argument."""
    if language != GLUON:
        return dict(signature), []
    out, notes = {}, []
    for name, ty in signature.items():
        match = TENSORDESC_RE.match(ty) if isinstance(ty, str) else None
        if match and match.group("layout") is None:
            block = [int(d) for d in match.group("block").split(",")]
            layout = default_layout(match.group("dtype"), block)
            ty = f"tensordesc<{match.group('dtype')}[{', '.join(map(str, block))}],{layout!r}>"
            notes.append(f"{name}: no layout given, using NVMMASharedLayout.get_default_for({block}, "
                         f"{match.group('dtype')})")
        out[name] = ty
    return out, notes


def triton_dtype(name: str):
    """``i8`` -> ``tl.int8``: Triton's canonical type names mapped back through its own table."""
    import triton.language as tl
    from triton._utils import type_canonicalisation_dict
    accepted = set(tl.dtype.SINT_TYPES + tl.dtype.UINT_TYPES + tl.dtype.FP_TYPES + tl.dtype.OTHER_TYPES)
    canonical = type_canonicalisation_dict.get(name, name)
    for spelling, canon in type_canonicalisation_dict.items():
        if canon == canonical and spelling in accepted:
            return tl.dtype(spelling)
    raise UsageError(f"unknown element type '{name}'")


def default_layout(dtype_name: str, block: list[int]):
    from triton.experimental.gluon import language as gl
    return gl.NVMMASharedLayout.get_default_for(block, triton_dtype(dtype_name))


def descriptor_layout(ty: str):
    """The layout object of a checked Gluon descriptor type, or None for a Triton one."""
    match = TENSORDESC_RE.match(ty)
    if match is None or match.group("layout") is None:
        return None
    _check_layout_text("descriptor", match.group("layout"))
    return build_layout("descriptor", match.group("layout"), DESCRIPTOR_LAYOUTS)


def gluon_layout_classes() -> dict[str, type]:
    """The layouts a Gluon launch may pass as a constexpr, by constructor name: every ``*Layout``
    class of ``triton.experimental.gluon.language`` and of its Blackwell module (TMEM layouts)."""
    import inspect
    from triton.experimental.gluon import language as gl
    from triton.experimental.gluon.language.nvidia import blackwell
    return {name: value for module in (gl, blackwell) for name, value in vars(module).items()
            if name.endswith("Layout") and inspect.isclass(value)}


def build_layout(what: str, text: str, allowed: tuple[str, ...] | None = None):
    """The layout object ``text`` (``BlockedLayout([1, 1], [1, 32], [1, 4], [1, 0])``,
    ``SliceLayout(1, BlockedLayout(...))``) builds, made by calling the allow-listed constructors
    with literal arguments from ``ast``; never ``eval``. A text of another shape is a UsageError
    naming ``what``."""
    classes = gluon_layout_classes()
    if allowed is not None:
        classes = {n: c for n, c in classes.items() if n in allowed}
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except SyntaxError:
        tree = None
    if not (isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name) and tree.func.id in classes):
        raise UsageError(f"{what}: '{text.strip()[:80]}' is not a layout constructor "
                         f"({', '.join(sorted(classes))})")
    try:
        return _build(tree, classes)
    except (ValueError, TypeError, AssertionError, AttributeError, RecursionError) as exc:
        detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise UsageError(f"{what}: '{text.strip()[:80]}' is not a layout with literal arguments "
                         f"({detail[:120]})") from None


def _build(node, classes: Mapping[str, type]):
    if isinstance(node, ast.Call):
        if not (isinstance(node.func, ast.Name) and node.func.id in classes):
            raise ValueError(f"{ast.unparse(node.func)}(...) is not a layout constructor")
        if any(k.arg is None for k in node.keywords):
            raise ValueError("**kwargs is not allowed")
        return classes[node.func.id](*[_build(a, classes) for a in node.args],
                                     **{k.arg: _build(k.value, classes) for k in node.keywords})
    if isinstance(node, (ast.Tuple, ast.List)):
        items = [_build(e, classes) for e in node.elts]
        return tuple(items) if isinstance(node, ast.Tuple) else items
    return ast.literal_eval(node)
