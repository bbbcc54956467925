"""Stand-ins for the tensors a launch passes, for the user code that runs on a launch's arguments
before the compile.

``@triton.heuristics`` rules see every argument of the launch (Triton 3.6 ``Heuristics.run``):
flash-linear-attention's chunked kernels ask ``args['g'] is not None``, others read
``args['x'].data_ptr() % 16`` or ``args['x'].dtype``. passlab has only a pointer's type
(``--sig g=*fp32``), so it passes an object that answers those as the launch's tensor would.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

# Where the stand-ins' memory starts, and the distance between two of them: any 16-byte-aligned
# address works, as long as every stand-in has its own.
BASE_ADDRESS = 0x7F00_0000_0000
ADDRESS_STRIDE = 1 << 32


@dataclass(frozen=True)
class PointerArgument:
    """What a launch passes for a pointer argument: a tensor, seen through the attributes
    heuristics read. Always truthy and never ``None``; ``data_ptr()`` is 16-byte aligned unless
    the argument is named with ``--unaligned`` (then it is off by one element, as a slice's is)."""

    name: str
    triton_type: str          # "*fp32", "*kbf16"
    dtype: Any                # torch.float32 where torch is importable, else triton.language.float32
    address: int
    itemsize: int

    def data_ptr(self) -> int:
        return self.address

    def element_size(self) -> int:
        return self.itemsize

    def __repr__(self) -> str:
        return f"<passlab stand-in for tensor argument {self.name}: {self.triton_type}>"


def element_type(triton_type: str) -> str:
    """``*fp32`` -> ``fp32``; ``*kbf16`` (a const pointer) -> ``bf16``."""
    text = triton_type[1:]
    return text[1:] if text.startswith("k") else text   # no element type starts with k


def pointer_arguments(signature: Mapping[str, str], arg_names: Iterable[str],
                      unaligned: Iterable[str] = ()) -> dict[str, PointerArgument]:
    """A stand-in for every pointer of ``signature`` (argument name -> Triton type) that names a
    kernel argument, in the kernel's argument order."""
    unaligned = set(unaligned)
    stand_ins = {}
    for index, name in enumerate(arg_names):
        ty = signature.get(name)
        if not isinstance(ty, str) or not ty.startswith("*"):
            continue
        dtype, itemsize = _dtype(element_type(ty))
        address = BASE_ADDRESS + index * ADDRESS_STRIDE + (itemsize if name in unaligned else 0)
        stand_ins[name] = PointerArgument(name, ty, dtype, address, itemsize)
    return stand_ins


def _dtype(element: str) -> tuple[Any, int]:
    """The dtype a tensor of Triton element type ``element`` has, and its size in bytes: torch's
    where torch is importable (what a launch's tensor carries), else Triton's."""
    import triton.language as tl
    try:
        ty = tl.str_to_ty(element, None)
    except Exception:   # a type this Triton does not know: check_types reports it before the compile
        ty = None
    bits = getattr(ty, "primitive_bitwidth", 8) or 8
    itemsize = max(1, bits // 8)
    try:
        import torch
    except ImportError:
        return ty, itemsize
    from triton._utils import type_canonicalisation_dict
    element = type_canonicalisation_dict.get(element, element)   # i1 -> u1, as torch.bool is
    for name, canonical in type_canonicalisation_dict.items():
        if canonical == element and isinstance(getattr(torch, name, None), torch.dtype):
            return getattr(torch, name), itemsize
    return ty, itemsize
