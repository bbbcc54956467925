"""Scratch buffers the SMEM allocator placed beside the ``ttg.local_alloc`` buffers.

Triton's allocator (``lib/Analysis/Allocation.cpp``, Triton 3.6) also gives shared memory to ops
that need it only while they run, and writes their offset as ``allocation.offset`` on the op, but
never prints their size. ``ttg.shared`` is the end of the highest buffer of either kind, so a map
of the local allocs alone stops short of it. The sizes below are the ones 3.6 computes from what
the IR does print:

- the function: one byte per warp of its widest ``ttg.warp_specialize`` (each partition warp's
  state), live for the whole function;
- ``ttg.warp_specialize``: its explicit captures packed like a struct (``getCaptureSizeAlign``:
  ints and floats their bytes, pointers and tensor descriptors 8, a shared memdesc 8 + 4 per dim,
  any other memdesc 8);
- ``ttng.tensormap_create``: one 128-byte TMA descriptor.

Any other op (a layout conversion, a reduction across warps) sizes its scratch from its layouts;
passlab does not model that, so its size is None and a reader must say so.
"""

from __future__ import annotations

from dataclasses import dataclass

from passlab.checks.dataflow import IRIndex, LiveRange
from passlab.graphs.partitions import ws_partitions
from passlab.ir import Operation
from passlab.ir.types import Type

SHARED_SPACE = "#ttg.shared_memory"
TMA_DESCRIPTOR_BYTES = 128
FUNCTION_OPS = ("tt.func", "llvm.func")


@dataclass(frozen=True)
class ScratchBuffer:
    """Shared memory an op holds while it runs, at the allocator's offset."""

    op: Operation
    offset: int
    size: int | None          # None: Triton computes it from layouts passlab does not model
    live: LiveRange
    why: str                  # what the bytes hold, in a few words

    @property
    def end(self) -> int | None:
        return None if self.size is None else self.offset + self.size


def scratch_buffers(index: IRIndex) -> list[ScratchBuffer]:
    """Every op but ``ttg.local_alloc`` that carries an ``allocation.offset``, in program order."""
    found = []
    for op in index.ops:
        offset = op.attributes.get("allocation.offset")
        if op.name == "ttg.local_alloc" or not isinstance(offset, int):
            continue
        size, why = _scratch_size(index, op)
        live = LiveRange(op.line, index.end_line(op)) if op.name in FUNCTION_OPS else LiveRange(op.line, op.line)
        found.append(ScratchBuffer(op, offset, size, live, why))
    return found


def _scratch_size(index: IRIndex, op: Operation) -> tuple[int | None, str]:
    if op.name in FUNCTION_OPS:
        warps = max((sum(p.num_warps or 0 for p in ws_partitions(index.module, ws)[0][1:])
                     for ws in index.ws_ops if index.root_op(ws) is index.root_op(op)), default=0)
        return warps, f"state of {warps} partition warps"
    if op.name == "ttg.warp_specialize":
        return sum(_capture_bytes(t) for t in op.operand_types), f"{len(op.operand_types)} WS captures"
    if op.name == "ttng.tensormap_create":
        return TMA_DESCRIPTOR_BYTES, "TMA descriptor"
    return None, "scratch sized by its layouts (size not printed)"


def _capture_bytes(t: Type) -> int:
    """``getSharedMemorySize`` of one capture type (WarpSpecializeOp, Triton 3.6 Ops.cpp)."""
    if t.kind == "memdesc":
        return 8 + 4 * len(t.shape) if t.memory_space == SHARED_SPACE else 8
    if t.kind in ("ptr", "tensordesc"):
        return 8
    return t.element_bytes or 0
