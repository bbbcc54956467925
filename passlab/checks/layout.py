"""PERF001: a layout conversion through shared memory inside the loop that issues an MMA.

Read from the most lowered IR (MemoryPlanner: after every layout pass of make_ttgir, so conversions
Triton removes are gone, and after the allocator). From each MMA (wgmma, tcgen05, mma_v2 ``tt.dot``)
inside a loop, its A, B and accumulator operands are followed back through the ops that only move
or re-view the same tile, within one iteration of that loop, and two things are reported:

- a ``ttg.convert_layout`` the allocator gave scratch (``allocation.offset``): Triton 3.6 sizes a
  conversion's scratch from ``cvtNeedsSharedMemory`` (lib/Analysis/Allocation.cpp), so one with an
  offset goes through shared memory, with a barrier; one without is a register permute or warp
  shuffles and is not reported (the register P operand of attention's second wgmma, for instance);
- a shared-memory round trip: a tile read by ``ttg.local_load`` and written back by
  ``ttg.local_alloc`` (or ``ttg.local_store`` into the buffer the MMA reads), with only layout ops
  between. This is what Triton 3.6 makes of a non-K-major FP8 operand for wgmma (FP8 wgmma reads
  K-major operands only), from a ``tl.trans`` or from the tile's order in global memory.

Not reported: ``ttg.memdesc_trans`` and register ``tt.trans`` themselves (a view and a layout
reinterpretation, both free), a tile staged from global memory into shared memory (``tt.load`` then
``local_alloc`` is the load path, not a conversion), conversions outside the MMA's loop or hoisted
out of it, and conversions that do not feed an MMA operand (an epilogue's accumulator re-layout).
On IR the allocator has not run on, convert_layouts cannot be judged and only round trips are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from passlab.checks.context import CheckInput, StageIR, finding, source_location
from passlab.checks.dataflow import IRIndex
from passlab.checks.findings import Finding
from passlab.ir import Block, Operation, Value

MMA_KINDS = {"ttng.warp_group_dot": "wgmma", "ttng.tc_gen5_mma": "tcgen05 MMA",
             "ttng.tc_gen5_mma_scaled": "tcgen05 scaled MMA", "tt.dot": "mma (tt.dot)",
             "tt.dot_scaled": "scaled mma (tt.dot_scaled)"}
OPERAND_NAMES = ("A", "B", "accumulator")
CONVERT = "ttg.convert_layout"
# Ops whose result is the same tile as operand 0, re-viewed or re-laid out: the walk goes through them.
TRANSPOSES = ("tt.trans", "ttg.memdesc_trans")
LAYOUT_OPS = (CONVERT, "tt.reshape", "ttg.memdesc_reshape") + TRANSPOSES
MEMDESC_VIEWS = ("ttg.memdesc_index", "ttg.memdesc_subslice", "ttg.memdesc_subview", "ttg.memdesc_reinterpret")
LOOP_OPS = ("scf.for", "scf.while")
# ttg.convert_layout %20 {...} : tensor<128x128xbf16, #mma> -> tensor<128x128xbf16, #blocked1>
ENCODING_ALIAS_RE = re.compile(r"(?:tensor|!ttg\.memdesc)<[^<>]*?,\s*(#[\w.]+)")


@dataclass(frozen=True)
class Loop:
    """A loop of the IR: an ``scf.for``/``scf.while``, or after convert-scf-to-cf the blocks
    ``first..last`` of a region whose last one branches back to the first."""

    key: tuple
    head: Operation          # the scf op, or the header block's terminator (it carries the loop's loc)


def check_layout(inp: CheckInput) -> Iterator[Finding]:
    ir = inp.latest()
    if ir is None:
        return
    loops = LoopFinder(ir.index)
    allocated = "ttg.shared" in ir.module.attributes
    reported: set[int] = set()
    for mma in ir.index.ops:
        if mma.name not in MMA_KINDS:
            continue
        loop = loops.loop_of(mma)
        if loop is None:
            continue
        for position, operand in enumerate(OPERAND_NAMES):
            if position >= len(mma.operands):
                break
            for conversion in _operand_conversions(ir.index, loops, loop, mma, position, allocated):
                if id(conversion.op) not in reported:
                    reported.add(id(conversion.op))
                    yield conversion.finding(ir, mma, operand, loop)


@dataclass
class Conversion:
    """One costly step on an MMA operand's path: a convert through scratch, or a round trip."""

    op: Operation                   # the convert_layout, or the local_alloc / local_store writing back
    load: Operation | None = None   # the local_load of a round trip
    transposes: tuple[Operation, ...] = ()

    def finding(self, ir: StageIR, mma: Operation, operand: str, loop: Loop) -> Finding:
        kind = MMA_KINDS[mma.name]
        tile = self.op.result_types[0] if self.op.name != "ttg.local_store" else self.op.operand_types[0]
        if self.load is not None:
            tile = self.load.result_types[0]
        nbytes = tile.num_bytes()
        shape = "x".join(map(str, tile.shape)) + f"x{tile.element}"
        where = f"operand {operand} of the {kind} at {_where(mma)}, inside the loop at {_where(loop.head)}"
        cause = ""
        if self.transposes:
            cause = "; the tile comes from " + ", ".join(f"`{t.name}` at {_where(t)}" for t in self.transposes)
        eight_bit = tile.element_bytes == 1 and mma.name == "ttng.warp_group_dot"
        if self.load is None:
            src, dst = _encodings(self.op)
            message = (f"layout conversion in a mainloop: `{CONVERT}` of a {shape} tile from {src} to {dst} "
                       f"({_bytes(nbytes)} through shared memory per iteration, with a barrier) feeds {where}{cause}")
            hint = ("keep the tile in the layout the MMA takes, or convert it once outside the loop"
                    + ("; FP8 wgmma takes only K-major operands: store this operand K-major in global memory"
                       if eight_bit else ""))
            return finding("PERF001", ir, self.op, message, hint=hint, kind="convert_layout", bytes=nbytes,
                           mma_line=mma.line, src=src, dst=dst)
        src = _encodings(self.load)[0]
        dst = _encodings(self.op)[-1] if self.op.name == "ttg.local_alloc" else _encodings(self.op)[1]
        message = (f"shared-memory round trip in a mainloop: `ttg.local_load` of a {shape} tile ({src}, line "
                   f"{_where(self.load)}) and `{self.op.name}` back as {dst} re-lay it out every iteration "
                   f"({_bytes(nbytes)} read and written again through shared memory) for {where}{cause}")
        hint = ("load the tile in the layout the MMA reads (its order in global memory), so that the copy lands "
                "where the MMA takes it")
        if eight_bit:
            hint = ("FP8 wgmma takes only K-major operands: store this operand K-major in global memory (B as "
                    "N x K, V transposed) so that TMA lands it where wgmma reads it")
        return finding("PERF001", ir, self.op, message, hint=hint, kind="round_trip", bytes=nbytes,
                       mma_line=mma.line, load_line=self.load.line, src=src, dst=dst)


def _operand_conversions(index: IRIndex, loops: "LoopFinder", loop: Loop, mma: Operation, position: int,
                         allocated: bool) -> list[Conversion]:
    """Walk back from ``mma``'s operand through layout ops, views and local_allocs of the same
    iteration of ``loop``; stop at anything that computes, loads from global memory, or lies outside."""
    found: list[Conversion] = []
    value = index.operand(mma, position)
    written: Operation | None = None     # the local_alloc a round trip writes back with
    transposes: list[Operation] = []
    while value is not None:
        op = value.owner
        if not isinstance(op, Operation) or loops.loop_of(op) != loop:
            break
        if op.name == CONVERT:
            if allocated and isinstance(op.attributes.get("allocation.offset"), int):
                found.append(Conversion(op, transposes=tuple(transposes)))
        elif op.name in TRANSPOSES:
            transposes.append(op)
        elif op.name == "ttg.local_alloc" and op.operands:
            written = op
        elif op.name == "ttg.local_load":
            if written is not None:
                found.append(Conversion(written, op, tuple(transposes)))
            break
        elif op.name in MEMDESC_VIEWS:
            pass
        elif op.name == "ttg.local_alloc":
            found.extend(_stored_round_trips(index, loops, loop, op, transposes))
            break
        else:
            break
        if op.name not in LAYOUT_OPS + MEMDESC_VIEWS + ("ttg.local_alloc",) or not op.operands:
            break
        value = index.operand(op, 0)
    return found


def _stored_round_trips(index: IRIndex, loops: "LoopFinder", loop: Loop, buffer: Operation,
                        transposes: list[Operation]) -> list[Conversion]:
    """``ttg.local_store``s in ``loop`` into the buffer an MMA operand views, of a tile that a
    ``ttg.local_load`` in the same iteration read (only layout ops between)."""
    found = []
    for user, position in index.uses(buffer):
        if user.name != "ttg.local_store" or position != 1 or loops.loop_of(user) != loop:
            continue
        value = index.operand(user, 0)
        seen = list(transposes)
        while value is not None and isinstance(value.owner, Operation) and loops.loop_of(value.owner) == loop:
            op = value.owner
            if op.name == "ttg.local_load":
                found.append(Conversion(user, op, tuple(seen)))
                break
            if op.name not in LAYOUT_OPS or not op.operands:
                break
            if op.name in TRANSPOSES:
                seen.append(op)
            value = index.operand(op, 0)
    return found


class LoopFinder:
    """The innermost loop around each op, structured (scf) or as CFG blocks (cf, after
    convert-scf-to-cf, where Triton 3.6's allocator runs)."""

    def __init__(self, index: IRIndex):
        self.index = index
        self._ranges: dict[int, list[tuple[int, int]]] = {}

    def loop_of(self, op: Operation) -> Loop | None:
        node = op
        while node is not None and node.block is not None:
            region = node.block.parent
            if len(region.blocks) > 1:
                position = self.index.block_positions(region)[id(node.block)]
                ranges = [r for r in self._back_edges(region) if r[0] <= position <= r[1]]
                if ranges:
                    first, last = min(ranges, key=lambda r: r[1] - r[0])
                    return Loop(("cf", id(region), first, last), _terminator(region.blocks[first]) or node)
            parent = region.parent
            if parent is not None and parent.name in LOOP_OPS:
                return Loop(("scf", id(parent)), parent)
            node = parent
        return None

    def _back_edges(self, region) -> list[tuple[int, int]]:
        """(header, latch) block positions of each branch to a block at or before the branching one."""
        found = self._ranges.get(id(region))
        if found is None:
            position = self.index.block_positions(region)
            found = self._ranges[id(region)] = []
            for j, block in enumerate(region.blocks):
                terminator = _terminator(block)
                if terminator is None:
                    continue
                for target, _ in self.index.successors(terminator):
                    k = position.get(id(target))
                    if k is not None and k <= j:
                        found.append((k, j))
        return found


def _terminator(block: Block) -> Operation | None:
    return block.operations[-1] if block.operations else None


def _encodings(op: Operation) -> tuple[str, str]:
    """The layout aliases of an op's first operand and its result as printed (``#mma``, ``#shared2``)."""
    signature = op.text.rsplit(" : ", 1)[-1]
    aliases = ENCODING_ALIAS_RE.findall(signature)
    if len(aliases) >= 2:
        return aliases[0], aliases[-1]
    if aliases:
        return aliases[0], aliases[0]
    return "?", "?"


def _where(op: Operation) -> str:
    loc = source_location(op)
    return f"{loc.file.rsplit('/', 1)[-1]}:{loc.line}" if loc else f"snapshot line {op.line}"


def _bytes(n: int | None) -> str:
    return f"{n} bytes" if n is not None else "the tile's bytes"
