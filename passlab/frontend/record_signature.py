"""A capture record's signature, constants and attributes checked against what Triton 3.6 writes.

``JITFunction.preload`` trusts ``specialization_data``: a type string Triton has no type for
(``i33``: KeyError in ``str_to_ty``), a name that is not a parameter (``ValueError: 'zz' is not in
list`` in ``ast_to_ttir``), an attribute value ``set_arg_attr`` cannot take, or a constant on a
path the signature does not have, all fail deep inside ``triton.compile`` and would read as a
compile failure. A crafted record is bad input: these checks run before anything is compiled
and raise one-line UsageErrors. ``check_contents`` needs only the record; ``check_kernel_names``
runs once the record's kernel is loaded.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from passlab.errors import UsageError

# The element types of Triton 3.6's ``str_to_ty`` table (triton/language/__init__.py), "B" included.
DTYPE_NAMES = ("fp8e4nv", "fp8e4b8", "fp8e5b16", "fp8e5", "fp8e4b15", "fp16", "bf16", "fp32", "fp64",
               "i1", "i8", "i16", "i32", "i64", "u1", "u8", "u16", "u32", "u64", "B")
# i32   u64   fp32   *bf16   *kfp16 (a const pointer)   **i8   constexpr
TYPE_RE = re.compile(r"^(?:(?:\*k?)*(?:" + "|".join(DTYPE_NAMES) + r")|constexpr)$")
# Attributes a backend's ``parse_attr`` emits in 3.6: ("tt.divisibility", 16) on every backend,
# ("tt.pointer_range", 32) on hip. ``set_arg_attr`` takes (int, str, int).
ATTR_NAMES = ("tt.divisibility", "tt.pointer_range")
ATTR_VALUE_MAX = 1 << 30
# nan   -inf   Infinity: a non-finite float spelled as a string (Triton writes a float constexpr
# as a JSON number; a NaN or an infinity there is refused with the record's other numbers)
NONFINITE_TEXT_RE = re.compile(r"^\s*[-+]?(?:nan|inf|infinity)\s*$", re.IGNORECASE)


def check_contents(data: dict, bad: Callable[[str], UsageError]) -> None:
    """UsageError (made by ``bad``) unless every signature name is a Python name, every type
    string is one Triton 3.6 reads, each constant sits on a ``constexpr`` path of the signature
    and each attribute on an argument's path as a known [name, int] pair. ``data`` has the
    shape ``check_specialization`` checked (lists and objects where they belong)."""
    signature = data["signature"]
    for name, ty in signature.items():
        if not name.isidentifier():
            raise bad(f"names an argument {_short(name)} that is not a Python name")
        _check_type(name, ty, bad)
    types = list(signature.values())
    for key, value in zip(data["constant_keys"], data["constant_vals"]):
        if _at_path(types, key) != "constexpr":
            raise bad(f"has a constant at {key} where the signature has no constexpr argument")
        _check_constant(value, key, bad)
    for key, pairs in zip(data["attrs_keys"], data["attrs_vals"]):
        if not isinstance(_at_path(types, key), str):
            raise bad(f"has attributes at {_short(key)} where the signature has no argument")
        for attr, value in pairs:
            if attr not in ATTR_NAMES or type(value) is not int or not 0 < value <= ATTR_VALUE_MAX:
                raise bad(f"has an attribute [{_short(attr)}, {_short(value)}] that Triton 3.6 does not emit "
                          f"(expected one of {', '.join(ATTR_NAMES)} with a positive integer)")


def check_kernel_names(where: str, arg_names: list[str], signature: dict) -> None:
    """UsageError unless the record's signature names exactly the loaded kernel's parameters:
    Triton looks each name up in ``fn.arg_names`` and leaves a missing one without a type."""
    extra = [name for name in signature if name not in arg_names]
    missing = [name for name in arg_names if name not in signature]
    if extra or missing:
        parts = ([f"names {', '.join(map(_short, extra[:5]))} that the kernel does not have"] if extra else []) + \
                ([f"lacks {', '.join(missing[:5])}"] if missing else [])
        raise UsageError(f"{where}: specialization_data signature {' and '.join(parts)} "
                         f"(the kernel's parameters: {', '.join(arg_names)[:200]})")


def _check_type(name: str, ty, bad) -> None:
    """A type string of a signature: a list is a tuple argument, checked element by element;
    a descriptor type is left to ``language.check_descriptor_type`` (its layout is evaluated)."""
    if isinstance(ty, list):
        for element in ty:
            _check_type(name, element, bad)
        return
    if ty.startswith("tensordesc"):
        return
    if not TYPE_RE.match(ty) or not _triton_reads(ty):
        raise bad(f"gives argument {_short(name)} the type {_short(ty)}, which Triton 3.6 does not have "
                  "(e.g. *bf16, *kfp16, i32, u64, fp32, constexpr)")


def _triton_reads(ty: str) -> bool:
    """Does this Triton's ``str_to_ty`` read ``ty``? (Called only on texts TYPE_RE accepts, which
    it never evaluates.) True when this Triton has no ``str_to_ty``: the regex decides."""
    import triton.language as tl
    str_to_ty = getattr(tl, "str_to_ty", None)
    if str_to_ty is None:
        return True
    try:
        str_to_ty(ty, None)
    except (KeyError, IndexError, ValueError, TypeError):
        return False
    return True


def _check_constant(value, key, bad) -> None:
    """A constant as ``serialize_specialization_data`` writes one: a number, bool, null, a string
    (a dtype name or a string constexpr), ``{"constexpr": v}`` or a list (a tuple). A string that
    spells a non-finite float ("nan", "-inf") is not: no launch records one. Other well-formed
    values the kernel's own code rejects (``BLOCK=1.5``) stay compile failures, located by Triton
    in the kernel's source: nothing outside the kernel says what a constexpr accepts."""
    if isinstance(value, list):
        for element in value:
            _check_constant(element, key, bad)
    elif isinstance(value, dict):
        _check_constant(value["constexpr"], key, bad)
    elif isinstance(value, str) and NONFINITE_TEXT_RE.match(value):
        raise bad(f"has a constant {_short(value)} at {key}: a non-finite number written as a string, "
                  "which a launch never records")


def _at_path(types: list, key: list):
    """The signature entry at ``key`` (an argument position, then positions inside tuples), or
    None where the signature has no such path."""
    node = types
    for index in key:
        if not isinstance(node, list) or index >= len(node):
            return None
        node = node[index]
    return node


def _short(value, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."
