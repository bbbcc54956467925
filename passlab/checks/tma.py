"""TMA descriptor rules, where the values are compile-time constants.

Device-side descriptors appear after lowering as ``ttng.tensormap_create %scratch, %base,
[box dims], [global dims], [global strides], [element strides]``, innermost dimension first;
global strides are in bytes and exclude the innermost (implicitly 1 element). The element type
and block shape come from the ``ttng.reinterpret_tensor_descriptor`` that reads the scratch.
"""

from __future__ import annotations

import re
from typing import Iterator

from passlab.checks.context import STAGE_ORDER, CheckInput, finding
from passlab.checks.dataflow import VIEW_OPS
from passlab.checks.findings import Finding
from passlab.ir import Operation

# ttng.tensormap_create %a_desc_5, %a_ptr, [%c64_i32, %c64_i32], [%K, %M], [%a_desc_6], [%c1_i32, %c1_i32] {...}
LIST_RE = re.compile(r"\[([^\[\]]*)\]")
# swizzle_mode = 3 : i32   (0 none, 1 32B, 2 64B, 3 128B)
SWIZZLE_MODE_RE = re.compile(r"swizzle_mode\s*=\s*(\d+)")
SWIZZLE_BYTES = {0: 0, 1: 32, 2: 64, 3: 128}
MAX_BOX = 256
MAKE_DESCRIPTOR = "tt.make_tensor_descriptor"
FENCE = "ttng.fence_async_shared"
TMA_STORES = ("ttng.async_tma_copy_local_to_global", "ttng.async_tma_reduce", "ttng.async_tma_scatter")
# Generic-proxy writes of shared memory: the written memdesc is operand ``position``.
GENERIC_WRITES = {"ttg.local_store": 1}
# Region ops whose body runs at most once, in order, where they stand (the walk may go up through them).
STRAIGHT_REGIONS = ("scf.if",)


def check_tma(inp: CheckInput) -> Iterator[Finding]:
    """Rank and strides where the kernel makes a descriptor (tt.make_tensor_descriptor, at the
    earliest stage that still has it); the box Triton actually programs (ttng.tensormap_create, in
    the latest IR). The block shape itself may exceed the swizzle width: Triton 3.6 splits it into
    several boxes (a 64x256 bf16 block becomes 64x64 boxes)."""
    for stage in STAGE_ORDER + ("",):
        ir = inp.stages.get(stage)
        if ir is not None and any(op.name == MAKE_DESCRIPTOR for op in ir.index.ops):
            yield from _made_descriptors(ir)
            break
    ir = inp.latest()
    if ir is not None:
        yield from _tensormaps(ir)
        yield from _store_fences(ir)


def _made_descriptors(ir) -> Iterator[Finding]:
    index = ir.index
    for op in index.ops:
        if op.name != MAKE_DESCRIPTOR or not op.result_types:
            continue
        desc = op.result_types[0]
        head = op.text.split("{", 1)[0].split(" : ", 1)[0]
        lists = [[name.strip() for name in group.split(",") if name.strip()] for group in LIST_RE.findall(head)]
        problems = []
        block = list(desc.shape)
        if not 1 <= len(block) <= 5:
            problems.append(f"rank {len(block)} (TMA supports 1..5)")
        if block and desc.element_bytes and block[-1] * desc.element_bytes < 16:
            problems.append(f"inner block {block[-1]} x {desc.element_bytes} B is under 16 bytes")
        if len(lists) >= 2 and lists[1]:
            strides = [index.const_int(op, name) for name in lists[1]]
            if strides[-1] is not None and strides[-1] != 1:
                problems.append(f"last stride is {strides[-1]}, must be 1")
            for axis, stride in enumerate(strides[:-1]):
                if stride is not None and desc.element_bytes and (stride * desc.element_bytes) % 16:
                    problems.append(f"stride {axis} is {stride} elements = {stride * desc.element_bytes} B, "
                                    "not a multiple of 16")
        if problems:
            yield finding("TMA001", ir, op, "TMA descriptor: " + "; ".join(problems), problems=len(problems))


def _tensormaps(ir) -> Iterator[Finding]:
    index = ir.index
    for op in index.ops:
        if op.name != "ttng.tensormap_create":
            continue
        head = op.text.split("{", 1)[0]
        lists = [[name.strip() for name in group.split(",") if name.strip()] for group in LIST_RE.findall(head)]
        if len(lists) < 4:
            continue
        box, dims, strides, elem_strides = lists[:4]
        const = lambda names: [index.const_int(op, n) for n in names]  # noqa: E731
        problems = []
        rank = len(box)
        if not 1 <= rank <= 5:
            problems.append(f"rank {rank} (TMA supports 1..5)")
        element_bytes = _element_bytes(index, op)
        box_values = const(box)
        for axis, size in enumerate(box_values):
            if size is not None and not 1 <= size <= MAX_BOX:
                problems.append(f"box dim {axis} (innermost first) is {size}, outside 1..{MAX_BOX}")
        m = SWIZZLE_MODE_RE.search(op.text)
        swizzle = SWIZZLE_BYTES.get(int(m.group(1)), 0) if m else 0
        if box_values and box_values[0] is not None and element_bytes:
            inner = box_values[0] * element_bytes
            if swizzle and inner > swizzle:
                problems.append(f"inner box {box_values[0]} x {element_bytes} B = {inner} B exceeds the "
                                f"{swizzle}-byte swizzle")
            elif not swizzle and inner % 16:
                problems.append(f"inner box {inner} B is not a multiple of 16")
        for axis, stride in enumerate(const(strides), start=1):
            if stride is not None and stride % 16:
                problems.append(f"global stride {axis} is {stride} B, not a multiple of 16")
        for axis, stride in enumerate(const(elem_strides)):
            if stride is not None and not 1 <= stride <= 8:
                problems.append(f"element stride {axis} is {stride}, outside 1..8")
        if problems:
            yield finding("TMA001", ir, op, "TMA descriptor: " + "; ".join(problems), problems=len(problems))


def _element_bytes(index, op) -> int | None:
    scratch = index.operand(op, 0)
    if scratch is None:
        return None
    for user, _ in index.users(scratch):
        if user.name == "ttng.reinterpret_tensor_descriptor" and user.result_types:
            rtype = user.result_types[0]
            if rtype.element_bytes:
                return rtype.element_bytes
    return None


def _store_fences(ir) -> Iterator[Finding]:
    """TMA002: walk back from each TMA store through straight-line code to the write of its source."""
    index = ir.index
    for op in index.ops:
        if op.name not in TMA_STORES:
            continue
        source = _store_source(index, op)
        if source is None:
            continue
        writer = _unfenced_writer(index, op, source)
        if writer is not None:
            yield finding("TMA002", ir, op, f"{op.name} reads {source.name}, written at line {writer.line} by "
                          f"{writer.name} (generic proxy) with no fence_async_shared in between: the TMA engine "
                          f"(async proxy) may read the bytes before the write is visible to it",
                          writer_line=writer.line)


def _store_source(index, op):
    """The shared-memory memdesc a TMA store reads (its last memdesc operand)."""
    for position in reversed(range(len(op.operands))):
        value = index.operand(op, position)
        if value is not None and value.type is not None and value.type.kind == "memdesc":
            return value
    return None


def _writes(index, op, source):
    """Whether ``op`` writes ``source``'s bytes through the generic proxy: the same value, or the
    whole buffer ``source`` views (an initialized local_alloc, a store to the undivided buffer)."""
    if op.name == "ttg.local_alloc" and op.operands and op.results:
        written = op.results[0]
    elif op.name in GENERIC_WRITES and len(op.operands) > GENERIC_WRITES[op.name]:
        written = index.operand(op, GENERIC_WRITES[op.name])
    else:
        return False
    if written is None:
        return False
    if written is source:
        return True
    root = source.owner if isinstance(source.owner, Operation) else None
    while root is not None and root.name in VIEW_OPS and root.operands:
        inner = index.operand(root, 0)
        if inner is written:
            return True
        root = inner.owner if inner is not None and isinstance(inner.owner, Operation) else None
    return False


def _unfenced_writer(index, store, source):
    op = store
    while op is not None and op.block is not None:
        ops = op.block.operations
        for earlier in reversed(ops[:ops.index(op)]):
            if earlier.name == FENCE:
                return None
            if earlier.regions:   # a fence or write that may or may not run: nothing is proven past it
                return None
            if _writes(index, earlier, source):
                return earlier
        parent = op.parent
        if parent is None or parent.name not in STRAIGHT_REGIONS or op.block is not op.block.parent.blocks[0]:
            return None
        op = parent
    return None
