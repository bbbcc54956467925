"""SMEM rules: budget against the per-block limit, live-range overlap, barrier and swizzle alignment."""

from __future__ import annotations

import re
from bisect import bisect_left
from dataclasses import dataclass
from itertools import accumulate
from typing import Iterator

from passlab.checks.context import STAGE_ORDER, CheckInput, StageIR, finding, source_location
from passlab.checks.dataflow import IRIndex, LiveRange
from passlab.checks.findings import Severity, Finding
from passlab.ir import Operation

SHARED_SPACE = "#ttg.shared_memory"
# #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
SWIZZLE_RE = re.compile(r"swizzlingByteWidth\s*=\s*(\d+)")
DOT_OPS = ("tt.dot", "ttng.warp_group_dot", "ttng.tc_gen5_mma", "tt.dot_scaled", "ttng.tc_gen5_mma_scaled")
# Ops a dot operand may pass through on its way from a shared buffer (pre-WS / SWP IR).
OPERAND_PASSTHROUGH = ("ttg.local_load", "ttg.convert_layout", "ttg.memdesc_trans")
TMA_WRITERS = ("ttng.async_tma_copy_global_to_local", "ttng.async_tma_gather")


@dataclass(frozen=True)
class SmemBuffer:
    """One ``ttg.local_alloc`` in shared memory with its size, planned offset and IR live range."""

    op: Operation
    name: str
    type_text: str
    shape: tuple[int, ...]
    element: str
    size: int
    offset: int | None
    live: LiveRange
    swizzle: int          # swizzlingByteWidth, 0 when not an NVMMA-swizzled layout

    @property
    def is_barrier(self) -> bool:
        return self.element == "i64" and len(self.shape) >= 1 and self.shape[-1] == 1

    @property
    def end(self) -> int:
        return (self.offset or 0) + self.size

    def describe(self) -> str:
        return f"{self.name} {'x'.join(map(str, self.shape))}x{self.element} ({self.size} B)"


def smem_buffers(index: IRIndex) -> list[SmemBuffer]:
    buffers = []
    for op in index.allocs:
        if op.name != "ttg.local_alloc":
            continue
        rtype = op.result_types[0] if op.result_types else None
        if rtype is None or rtype.memory_space != SHARED_SPACE:
            continue
        shape = tuple(rtype.alloc_shape or rtype.shape)
        size = (rtype.element_bytes or 0) * _prod(shape)
        offset = op.attributes.get("allocation.offset")
        m = SWIZZLE_RE.search(rtype.encoding or "")
        buffers.append(SmemBuffer(op, op.results[0].name, rtype.text, shape, rtype.element or "?", size,
                                  offset if isinstance(offset, int) else None, index.live_range(op),
                                  int(m.group(1)) if m else 0))
    return buffers


def _prod(shape) -> int:
    total = 1
    for d in shape:
        total *= max(d, 0)
    return total


def _sweep(buffers: list[SmemBuffer]) -> tuple[int, list[SmemBuffer]]:
    """The first allocation line where the most bytes are live, and the buffers live there.

    Bytes live at line L are those of buffers started at or before L less those ended before L
    (a range never ends before it starts): two sorted prefix sums and a binary search per line,
    instead of a pass over every buffer for each line (quadratic with thousands of allocs).
    """
    if any(b.live.end < b.live.start for b in buffers):
        return _sweep_each(buffers)
    starts = sorted((b.live.start, b.size) for b in buffers)
    ends = sorted((b.live.end, b.size) for b in buffers)
    end_lines = [line for line, _ in ends]
    ended = list(accumulate((size for _, size in ends), initial=0))
    best, best_line, started, k = 0, None, 0, 0
    for line in sorted({start for start, _ in starts}):
        while k < len(starts) and starts[k][0] <= line:
            started += starts[k][1]
            k += 1
        total = started - ended[bisect_left(end_lines, line)]
        if total > best:
            best, best_line = total, line
    if best_line is None:
        return 0, []
    return best, [b for b in buffers if b.live.start <= best_line <= b.live.end]


def _sweep_each(buffers: list[SmemBuffer]) -> tuple[int, list[SmemBuffer]]:
    best, best_live = 0, []
    for line in sorted({b.live.start for b in buffers}):
        live = [b for b in buffers if b.live.start <= line <= b.live.end]
        total = sum(b.size for b in live)
        if total > best:
            best, best_live = total, live
    return best, best_live


def peak_live(buffers: list[SmemBuffer], index: IRIndex | None = None) -> tuple[int, list[SmemBuffer]]:
    """Most bytes live at once, and the buffers live then (largest first).

    Buffers allocated inside different partitions of one ``ttg.warp_specialize`` are concurrent
    whatever their text order: while that op runs, each partition may sit at its own peak, so the
    total there is the buffers live across the op plus the sum of every partition's own peak.
    """
    local: dict[tuple[int, str], list[SmemBuffer]] = {}
    outside: list[SmemBuffer] = []
    for b in buffers:
        key = index.ws_partition(b.op) if index is not None else None
        (local.setdefault(key, []) if key else outside).append(b)
    best, best_live = _sweep(outside)
    if index is None or not local:
        return best, sorted(best_live, key=lambda b: (-b.size, b.op.line))
    # Grouped once, not filtered per warp_specialize: a buffer of another top-level module (glued
    # dumps) lies outside every line span of this one's ops.
    groups_of: dict[int, list[list[SmemBuffer]]] = {}
    for key, group in local.items():
        groups_of.setdefault(key[0], []).append(group)
    outside_in: dict[int, list[SmemBuffer]] = {}
    for b in outside:
        outside_in.setdefault(id(index.root_op(b.op)), []).append(b)
    for ws in index.ws_ops:
        partition_peaks = [_sweep(group) for group in groups_of.get(id(ws), ())]
        extra = sum(p for p, _ in partition_peaks)
        span = (ws.line, index.end_line(ws))
        live = [b for b in outside_in.get(id(index.root_op(ws)), ())
                if b.live.start <= span[1] and span[0] <= b.live.end]
        # the buffers live across the whole op, plus the partitions' own peaks
        across = [b for b in live if b.live.start <= span[0] and b.live.end >= span[1]]
        total = sum(b.size for b in across) + extra
        if total > best:
            best = total
            best_live = across + [b for _, group in partition_peaks for b in group]
    return best, sorted(best_live, key=lambda b: (-b.size, b.op.line))


@dataclass(frozen=True)
class GemmPipeline:
    """The multi-buffered A/B operand rings of a GEMM, read from the dot ops' operands."""

    m: int
    n: int
    k: int
    element_bytes: int
    stages: int

    @property
    def bytes(self) -> int:
        return (self.m + self.n) * self.k * self.element_bytes * self.stages

    def formula(self) -> str:
        return (f"(BLOCK_M + BLOCK_N) * BLOCK_K * bytes * stages = ({self.m} + {self.n}) * {self.k} * "
                f"{self.element_bytes} * {self.stages} = {self.bytes} bytes")


def gemm_pipeline(index: IRIndex) -> GemmPipeline | None:
    """The A/B rings of the dots, sized as the dots see them: M x N from each dot's result type, K
    from A's slot (whichever of its two dims is not M). The buffers' own layout does not decide: a
    K-major B (``tl.dot(a, b.T)``) is stored N x K, and its N is still read as N."""
    a_rows: dict[int, tuple[Operation, int]] = {}
    b_cols: dict[int, tuple[Operation, int]] = {}
    k = None
    for op in index.ops:
        if op.name not in DOT_OPS or not op.result_types or len(op.result_types[0].shape or ()) != 2:
            continue
        a, b = _operand_root(index, op, 0), _operand_root(index, op, 1)
        if a is None or b is None:
            continue
        m_i, n_i = op.result_types[0].shape
        slot = tuple(a.result_types[0].alloc_shape or a.result_types[0].shape)[-2:]
        if len(slot) != 2 or m_i not in slot:
            continue
        k = slot[1] if slot[0] == m_i else slot[0]
        a_rows[id(a)], b_cols[id(b)] = (a, m_i), (b, n_i)
    if not a_rows:
        return None
    roots = [r for r, _ in a_rows.values()] + [r for r, _ in b_cols.values()]
    shapes = [tuple(r.result_types[0].alloc_shape or r.result_types[0].shape) for r in roots]
    if any(len(s) != 3 for s in shapes) or len({s[0] for s in shapes}) != 1:
        return None   # not a ring of copies (single-buffered or a batched dot): no GEMM formula
    m = sum(rows for _, rows in a_rows.values())
    n = sum(cols for _, cols in b_cols.values())
    return GemmPipeline(m, n, k, roots[0].result_types[0].element_bytes or 0, shapes[0][0])


def _operand_root(index: IRIndex, op: Operation, position: int) -> Operation | None:
    for _ in range(4):
        root = index.root_alloc(op, position)
        if root is not None:
            return root
        value = index.operand(op, position)
        if value is None or not isinstance(value.owner, Operation) or value.owner.name not in OPERAND_PASSTHROUGH:
            return None
        op, position = value.owner, 0
    return None


def _placed_need(ir: StageIR) -> int | None:
    """Bytes of shared memory the allocator's placement takes at a planned stage (``ttg.shared`` and
    the end of the furthest placed buffer), or None before memory planning."""
    buffers = smem_buffers(ir.index)
    shared = ir.module.attributes.get("ttg.shared")
    if not isinstance(shared, int) or not any(b.offset is not None for b in buffers):
        return None
    return max([shared] + [b.end for b in buffers if b.offset is not None])


def check_smem(inp: CheckInput) -> Iterator[Finding]:
    """SMEM000 per stage; SMEM001 once, at the first stage whose need is over the limit. The need is
    proven by the allocator's placement (a planned stage: offsets and ``ttg.shared``); before planning
    it is the peak of buffers live at once, an estimate that later passes may shrink (buffers merged
    or reused). So SMEM001 is an error when the last planned stage is over the limit, says nothing
    when the placement fits (the allocator's numbers are the proof), and is a warning when no stage
    was planned (a compile that stopped early, or a single unplanned snapshot)."""
    planned_needs = [need for stage in STAGE_ORDER + ("",) if (ir := inp.stages.get(stage)) is not None
                     and (need := _placed_need(ir)) is not None]
    final = planned_needs[-1] if planned_needs else None
    over_reported = final is not None and final <= inp.smem_limit
    for stage in STAGE_ORDER + ("",):
        ir = inp.stages.get(stage)
        if ir is None:
            continue
        buffers = smem_buffers(ir.index)
        peak, live = peak_live(buffers, ir.index)
        shared = ir.module.attributes.get("ttg.shared")
        planned = isinstance(shared, int) and any(b.offset is not None for b in buffers)
        top = ", ".join(b.describe() for b in live[:3])
        anchor = live[0].op if live else (buffers[0].op if buffers else None)
        yield finding("SMEM000", ir, anchor,
                      f"{stage or 'snapshot'}: peak {peak} bytes of SMEM buffers live at once"
                      + (f", allocator ttg.shared = {shared}" if planned else "")
                      + (f"; largest: {top}" if top else ""),
                      peak_bytes=peak, ttg_shared=shared if planned else None,
                      buffers=[{"name": b.name, "line": b.op.line, "shape": list(b.shape), "element": b.element,
                                "bytes": b.size, "offset": b.offset, "live": [b.live.start, b.live.end]}
                               for b in buffers])
        need = max(peak, _placed_need(ir) or 0)
        if not over_reported and need > inp.smem_limit:
            over_reported = True
            yield _over_limit(inp, ir, peak, shared if planned else None, live, anchor,
                              proven=final is not None)
        if any(b.offset is not None for b in buffers):
            yield from _overlaps(ir, buffers)
            yield from _alignment(ir, buffers)


def _over_limit(inp, ir: StageIR, peak, shared, live, anchor, proven: bool = True) -> Finding:
    gemm = gemm_pipeline(ir.index)
    planner = inp.stages.get("MemoryPlanner")
    final = planner.module.attributes.get("ttg.shared") if planner is not None and planner is not ir else None
    parts = [f"shared memory needs {max(peak, shared or 0)} bytes, over the sm_{inp.sm} limit of "
             f"{inp.smem_limit} bytes per block",
             f"peak of live buffers {peak} bytes" + (f", allocator ttg.shared {shared}" if shared else "")]
    if gemm is not None:
        parts.append(f"GEMM pipeline {gemm.formula()}")
    parts.append("largest: " + ", ".join(b.describe() for b in live[:3]))
    if isinstance(final, int):
        parts.append(f"after memory planning ttg.shared = {final}")
    if not proven:
        parts.append("estimated from live ranges before memory planning (no planned stage to prove it: "
                     "later passes may reuse the space)")
    return finding("SMEM001", ir, anchor, "; ".join(parts), location=_dot_location(inp), limit=inp.smem_limit,
                   severity=None if proven else Severity.WARNING,
                   peak_bytes=peak,
                   ttg_shared=shared if shared is not None else final, gemm_pipeline_bytes=gemm.bytes if gemm else None,
                   gemm=(f"{gemm.m},{gemm.n},{gemm.k},{gemm.element_bytes},{gemm.stages}" if gemm else None))


def _dot_location(inp: CheckInput):
    """The kernel line of the first dot in any checked stage that kept locations: the GEMM the
    pipeline buffers feed, for findings made at a stage printed without locations."""
    for ir in inp.stages.values():
        for op in ir.index.ops:
            if op.name in DOT_OPS:
                loc = source_location(op)
                if loc is not None:
                    return loc
    return None


def _overlaps(ir: StageIR, buffers: list[SmemBuffer]) -> Iterator[Finding]:
    placed = sorted((b for b in buffers if b.offset is not None and b.size), key=lambda b: (b.offset, b.op.line))
    # Buffers of different top-level modules (glued dumps) are neither live at once nor in one
    # warp_specialize: pairs are looked for per module (1000 glued copies of a kernel would
    # otherwise compare every copy's buffers with every other's), then reported in the order
    # of one scan over all of them.
    groups: dict[int, list[int]] = {}
    for i, b in enumerate(placed):
        groups.setdefault(id(ir.index.root_op(b.op)), []).append(i)
    pairs = []
    for members in groups.values():
        for k, i in enumerate(members):
            first = placed[i]
            for j in members[k + 1:]:
                second = placed[j]
                if second.offset >= first.end:
                    break
                if first.live.overlaps(second.live) or ir.index.concurrent(first.op, second.op):
                    pairs.append((i, j))
    for i, j in sorted(pairs):
        first, second = placed[i], placed[j]
        later = max(first, second, key=lambda b: b.op.line)
        other = second if later is first else first
        yield finding("SMEM002", ir, later.op,
                      f"{later.describe()} at [{later.offset}, {later.end}) overlaps {other.describe()} "
                      f"at [{other.offset}, {other.end}) (line {other.op.line}) while both are live "
                      + (f"(lines {later.live.start}-{later.live.end} and {other.live.start}-{other.live.end})"
                         if first.live.overlaps(second.live) else "(concurrent WS partitions)"),
                      offset=later.offset, other_offset=other.offset, other_line=other.op.line)


def _alignment(ir: StageIR, buffers: list[SmemBuffer]) -> Iterator[Finding]:
    for b in buffers:
        if b.offset is None:
            continue
        if b.is_barrier and b.offset % 8:
            yield finding("SMEM003", ir, b.op, f"barrier array {b.describe()} at offset {b.offset}, not a "
                          "multiple of 8", offset=b.offset)
        if b.swizzle:
            need = 8 * b.swizzle
            if b.offset % need:
                yield finding("SMEM004", ir, b.op, f"{b.describe()} with {b.swizzle}-byte swizzle at offset "
                              f"{b.offset}, not a multiple of {need}", offset=b.offset, alignment=need)
        elif not b.is_barrier and _is_tma_destination(ir.index, b.op) and b.offset % 128:
            yield finding("SMEM004", ir, b.op, f"TMA destination {b.describe()} at offset {b.offset}, not a "
                          "multiple of 128", offset=b.offset, alignment=128)


def _is_tma_destination(index: IRIndex, alloc: Operation) -> bool:
    return any(op.name in TMA_WRITERS for op, _ in index.uses(alloc))
