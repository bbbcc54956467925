"""MLIR types as Triton prints them: tensor, memdesc, tensordesc, pointers, scalars, tokens.

A ``Type`` keeps its alias-resolved text and the fields a checker needs (shape, element,
encoding, memory space, mutability). Parsing is by text because Triton's printer is regular:
``!ttg.memdesc<3x64x64xbf16, #shared1, #smem, mutable>``, ``tensor<128x64xbf16, #blocked>``.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

from passlab.ir.scan import ScanError, split_top

# i1, i32, ui1, si8, f16, bf16, f32, tf32, f8E4M3FN, f8E5M2, index
SCALAR_RE = re.compile(r"^(?:[su]?i\d+|bf16|tf32|f\d+(?:E\d+M\d+\w*)?|index)$")
# 3x64x64xbf16  |  128x!tt.ptr<f16>  |  1xi64  |  ?x4xf32
SHAPED_RE = re.compile(r"^((?:(?:\d+|\?)x)*)(.+)$", re.S)
# 2x128x128   (the allocation shape a memdesc view carries last: memdesc<128x128xf32, ..., mutable, 2x128x128>)
ALLOC_SHAPE_RE = re.compile(r"\d+(?:x\d+)*")
# f8E4M3FN -> 8, bf16 -> 16, i1 -> 1
BITS_RE = re.compile(r"^(?:[su]?i|bf|tf|f)(\d+)")

POINTER_PREFIXES = ("!tt.ptr<", "!llvm.ptr")
TOKEN_TYPES = ("!ttg.async.token", "!ttg.async_token", "!ttng.async.token", "!ttg.token")


@dataclass(frozen=True)
class Type:
    """One printed type. ``text`` has every ``#alias`` / ``!alias`` replaced by its definition."""

    text: str
    kind: str = "other"                 # tensor | memdesc | tensordesc | ptr | scalar | token | other
    shape: tuple[int, ...] = ()
    element: str | None = None          # bf16, f32, i64, ptr, or the element's text
    element_bytes: int | None = None
    encoding: str | None = None         # resolved layout / shared encoding text
    memory_space: str | None = None     # "#ttg.shared_memory", "#ttng.tensor_memory"
    mutable: bool = False
    alloc_shape: tuple[int, ...] | None = None
    params: tuple[str, ...] = field(default=(), repr=False)

    def num_bytes(self) -> int | None:
        """Shape product times element bytes; None for unknown element sizes or dynamic shapes."""
        if self.element_bytes is None:
            return None
        if self.kind in ("scalar", "ptr") and not self.shape:
            return self.element_bytes
        if not self.shape or any(d < 0 for d in self.shape):
            return None
        return math.prod(self.shape) * self.element_bytes

    def __str__(self) -> str:
        return self.text


def element_bytes(element: str) -> int | None:
    """Bytes one element occupies: i1 counts as one byte (Triton stores it as i8)."""
    if element == "ptr" or element.startswith(POINTER_PREFIXES) or element == "index":
        return 8
    m = BITS_RE.match(element)
    if not m or not SCALAR_RE.match(element):
        return None
    return max(1, (int(m.group(1)) + 7) // 8)


def _shape_and_element(text: str) -> tuple[tuple[int, ...], str]:
    m = SHAPED_RE.match(text.strip())
    dims = tuple(-1 if d == "?" else int(d) for d in m.group(1).split("x") if d)
    return dims, m.group(2).strip()


def _element_name(element: str) -> str:
    return "ptr" if element.startswith(POINTER_PREFIXES) else element


# A tensor's shape-and-element head without the tensor<...> around it: "64x64xbf16, #shared", "128xf32".
DESCRIBED_BLOCK_RE = re.compile(r"^\d+(?:x\d+)*x[a-zA-Z!]")


def _inner(text: str, prefix: str) -> str:
    return text[len(prefix):-1] if text.endswith(">") else text[len(prefix):]


def parse_type(text: str) -> Type:
    """A ``Type`` from resolved type text. Unknown forms come back as kind "other", never an error."""
    text = text.strip()
    # ``!tt.tensordesc<T>`` takes its shape from T: nested descriptors are unwrapped in a loop
    # (a crafted 10k-deep nesting would overflow the stack as recursion) and wrapped back up.
    wrappers = []
    while text.startswith("!tt.tensordesc<"):
        wrappers.append(text)
        text = _inner(text, "!tt.tensordesc<").strip()
    if wrappers and DESCRIBED_BLOCK_RE.match(text):
        # Triton 3.8+ prints a descriptor's block without its tensor<...> wrapper:
        # 3.6 `!tt.tensordesc<tensor<64x64xbf16, #shared>>`, 3.8 `!tt.tensordesc<64x64xbf16, #shared>`.
        text = f"tensor<{text}>"
    found = _parse_one(text)
    for outer in reversed(wrappers):
        found = Type(outer, "tensordesc", found.shape, found.element, found.element_bytes, found.encoding,
                     params=(found.text,))
    return found


def _parse_one(text: str) -> Type:
    try:
        if text.startswith("tensor<"):
            params = split_top(_inner(text, "tensor<"))
            shape, element = _shape_and_element(params[0]) if params else ((), "")
            return Type(text, "tensor", shape, _element_name(element), element_bytes(element),
                        params[1] if len(params) > 1 else None, params=tuple(params))
        if text.startswith("!ttg.memdesc<"):
            params = split_top(_inner(text, "!ttg.memdesc<"))
            shape, element = _shape_and_element(params[0]) if params else ((), "")
            rest = params[1:]
            mutable = "mutable" in rest
            others = [p for p in rest if p != "mutable"]
            alloc = None
            if others and ALLOC_SHAPE_RE.fullmatch(others[-1]):
                alloc = tuple(int(d) for d in others.pop().split("x"))
            encoding = others[0] if others else None
            space = others[1] if len(others) > 1 else None
            return Type(text, "memdesc", shape, _element_name(element), element_bytes(element), encoding,
                        space, mutable, alloc, params=tuple(params))
        if text.startswith(POINTER_PREFIXES):
            pointee = text[text.index("<") + 1:-1] if "<" in text else ""
            return Type(text, "ptr", (), "ptr", 8, params=(pointee,) if pointee else ())
        if text in TOKEN_TYPES or text.endswith("token"):
            return Type(text, "token")
        if SCALAR_RE.match(text):
            return Type(text, "scalar", (), text, element_bytes(text))
    except (ScanError, ValueError, AttributeError, IndexError):
        pass
    return Type(text, "other")


def pointee_type(ptr_tensor: str) -> str:
    """``tensor<128x!tt.ptr<f16>, #b>`` -> ``tensor<128xf16, #b>``; ``!tt.ptr<f16>`` -> ``f16``."""
    at = ptr_tensor.find("!tt.ptr<")
    if at < 0:
        return ptr_tensor
    depth, end = 0, at + len("!tt.ptr")
    for i in range(end, len(ptr_tensor)):
        c = ptr_tensor[i]
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
            if depth == 0:
                end = i
                break
    inner = ptr_tensor[at + len("!tt.ptr<"):end]
    inner = inner.split(",")[0].strip()  # drop an address space: !tt.ptr<f16, 1>
    return ptr_tensor[:at] + inner + ptr_tensor[end + 1:]


# !tt.ptr<i32>   !tt.ptr<i64, 1>   (not !tt.ptr<tensor<...>>, nor a pointer to floats)
INT_POINTER_RE = re.compile(r"^!tt\.ptr<i(\d+)(?:\s*,\s*\d+)?>$")


def int_pointee_bits(type_text: str | None) -> int | None:
    """Bits of the integer a scalar pointer type points at (``!tt.ptr<i32, 1>`` -> 32), None for
    any other type. The arguments whose contents ``--memory`` may give, in both protocol models."""
    m = INT_POINTER_RE.match(str(type_text or ""))
    return int(m.group(1)) if m else None


def with_element(type_text: str, element: str) -> str:
    """The same shape with another element type: compare results are i1 of the operand's shape."""
    if type_text.startswith("tensor<"):
        params = split_top(_inner(type_text, "tensor<"))
        shape, _ = _shape_and_element(params[0])
        dims = "x".join(str(d) for d in shape)
        return "tensor<" + ", ".join([f"{dims}x{element}"] + params[1:]) + ">"
    return element
