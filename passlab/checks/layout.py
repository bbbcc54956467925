"""PERF001: a layout conversion through shared memory inside the loop that issues an MMA.

Read from the most lowered IR (MemoryPlanner: after every layout pass of make_ttgir, so conversions
Triton removes are gone, and after the allocator). From each MMA (wgmma, tcgen05, mma_v2 ``tt.dot``)
inside a loop, its A, B and accumulator operands are followed back through the ops that only move
or re-view the same tile, within one iteration of that loop; warnings name:

- ``convert_layout``: a ``ttg.convert_layout`` the allocator gave scratch (``allocation.offset``).
  Triton 3.6 sizes a conversion's scratch from ``cvtNeedsSharedMemory`` (lib/Analysis/Allocation.cpp),
  so one with an offset goes through shared memory, with a barrier; one without is a register
  permute or warp shuffles (the register P operand of attention's second wgmma, for instance);
- ``staged``: a computed register tile written by ``ttg.local_alloc`` and read back by
  ``ttg.local_load`` for a register operand, what tritongpu-reduce-data-duplication makes of such a
  conversion (a ``tl.trans`` of P feeding wgmma's A);
- ``round_trip``: a tile read by ``ttg.local_load`` and written back by ``ttg.local_alloc`` (or
  ``ttg.local_store`` into the buffer the MMA reads), only layout ops between: what Triton 3.6 makes
  of a non-K-major FP8 wgmma operand (FP8 wgmma reads K-major operands only).

Notes (``convert_off_operand``) name the other convert_layouts with scratch that run in every
iteration of an innermost MMA loop (per-block scale vectors). Not reported: ``ttg.memdesc_trans``
and register ``tt.trans`` themselves (a view and a layout reinterpretation, both free; named as the
cause), a tile staged from global memory (``tt.load`` then ``local_alloc`` or a convert is the load
path),
conversions hoisted out of the loop, in a conditional block of it (a flattened loop's epilogue) or
in a loop that holds another loop (a tile loop's epilogue). On IR the allocator has not run on,
convert_layouts cannot be judged and only staged tiles and round trips are reported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterator

from passlab.checks.context import CheckInput, StageIR, finding, source_location
from passlab.checks.dataflow import IRIndex
from passlab.checks.findings import Finding, Severity
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
# Element-type casts a transposed tile may pass through between the tt.trans and its conversion.
CASTS = ("arith.truncf", "arith.extf", "tt.fp_to_fp", "tt.bitcast", "arith.sitofp", "arith.uitofp")
GLOBAL_LOADS = ("tt.load", "tt.descriptor_load", "tt.descriptor_gather")
# ttg.convert_layout %20 {...} : tensor<128x128xbf16, #mma> -> tensor<128x128xbf16, #blocked1>
# (the layout after a shaped type's element: an alias or an inline #dialect.attr<...>)
ENCODING_START_RE = re.compile(r"(?:tensor|!ttg\.memdesc)<[\dx]+x?[\w]+,\s*(#)")


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
    walk = OperandWalk(ir.index, loops, allocated)
    reported: set[int] = set()
    mma_loops: dict[tuple, tuple[Loop, Operation]] = {}
    for mma in ir.index.ops:
        if mma.name not in MMA_KINDS:
            continue
        loop = loops.loop_of(mma)
        if loop is None:
            continue
        mma_loops.setdefault(loop.key, (loop, mma))
        for position, operand in enumerate(OPERAND_NAMES[:len(mma.operands)]):
            for conversion in walk.conversions(loop, mma, position):
                if id(conversion.op) not in reported:
                    reported.add(id(conversion.op))
                    yield conversion.finding(ir, mma, operand, loop)
    if allocated:
        yield from _off_operand_converts(ir, loops, mma_loops, reported | walk.on_operands)


def _off_operand_converts(ir: StageIR, loops: "LoopFinder", mma_loops: dict, reported: set[int]) -> Iterator[Finding]:
    """Notes: the other convert_layouts with scratch that run in every iteration of an innermost MMA
    loop (a scale vector re-laid out for the product, say). Conditional blocks (a flattened persistent
    loop's epilogue) and loops that hold another loop (a tile loop) are left out."""
    for op in ir.index.ops:
        if op.name != CONVERT or id(op) in reported or not isinstance(op.attributes.get("allocation.offset"), int):
            continue
        loop = loops.loop_of(op)
        if loop is None or loop.key not in mma_loops or loops.has_inner_loop(loop) or not loops.every_iteration(op, loop):
            continue
        mma = mma_loops[loop.key][1]
        src, dst = _encodings(op)
        tile = op.result_types[0]
        shape = "x".join(map(str, tile.shape)) + f"x{tile.element}"
        nbytes = tile.num_bytes()
        yield finding("PERF001", ir, op, f"layout conversion in a mainloop: `{CONVERT}` of a {shape} value from "
                      f"{src} to {dst} goes through shared memory ({_bytes(nbytes)} and a barrier per iteration) in "
                      f"the loop at {_where(loop.head)} of the {MMA_KINDS[mma.name]} at {_where(mma)}; it feeds no "
                      f"MMA operand", severity=Severity.NOTE,
                      hint="small when the value is small; Triton picks this layout (Gluon code can load the "
                           "value in the layout it is used in)",
                      kind="convert_off_operand", bytes=nbytes, mma_line=mma.line, loop_line=loop.head.line,
                      src=src, dst=dst)


@dataclass
class Conversion:
    """One step on an MMA operand's path that moves its tile through shared memory and back."""

    kind: str                       # "convert_layout" | "staged" (registers -> SMEM -> registers) | "round_trip"
    op: Operation                   # the convert_layout, or the local_alloc / local_store that writes the tile
    load: Operation | None = None   # the local_load that reads it back (staged) or out (round_trip)
    transposes: tuple[Operation, ...] = ()

    def finding(self, ir: StageIR, mma: Operation, operand: str, loop: Loop) -> Finding:
        kind = MMA_KINDS[mma.name]
        tile = (self.load or self.op).result_types[0]     # the tile read back, or the convert's result
        nbytes = tile.num_bytes()
        shape = "x".join(map(str, tile.shape)) + f"x{tile.element}"
        where = f"operand {operand} of the {kind} at {_where(mma)}, in the loop at {_where(loop.head)}"
        cause = ""
        if self.transposes:
            cause = "; the tile is transposed by " + ", ".join(f"`{t.name}` at {_where(t)}" for t in self.transposes)
        eight_bit = tile.element_bytes == 1 and mma.name == "ttng.warp_group_dot"
        details = dict(kind=self.kind, bytes=nbytes, mma_line=mma.line, loop_line=loop.head.line)
        if self.kind == "convert_layout":
            src, dst = _encodings(self.op)
            message = (f"layout conversion in a mainloop: `{CONVERT}` of a {shape} tile from {src} to {dst} "
                       f"goes through shared memory ({_bytes(nbytes)} written and read back per iteration, with a "
                       f"barrier) for {where}{cause}")
            hint = "give the MMA the tile in the layout it takes, or convert it once outside the loop"
        elif self.kind == "staged":
            src, dst = _encodings(self.op)[1], _encodings(self.load)[1]
            message = (f"layout conversion in a mainloop: a {shape} tile goes to shared memory (`ttg.local_alloc` "
                       f"as {src}) and back (`ttg.local_load` as {dst}), {_bytes(nbytes)} written and read back per "
                       f"iteration, for {where}{cause}")
            if self.transposes:
                hint = ("compute the tile in the layout the MMA takes (for a transposed product, swap the operands "
                        "of the MMA that makes it: K Q^T instead of (Q K^T)^T), or convert it once outside the loop")
            else:
                hint = ("a tile computed in registers reaches the MMA through shared memory; where the algebra "
                        "allows, feed it as the A operand (an accumulator becomes a register A operand without "
                        "shared memory) or convert it once outside the loop")
        else:
            src = _encodings(self.load)[0]
            dst = _encodings(self.op)[-1] if self.op.name == "ttg.local_alloc" else _encodings(self.op)[1]
            message = (f"shared-memory round trip in a mainloop: a {shape} tile is read out of shared memory "
                       f"(`ttg.local_load` of {src} at {_where(self.load)}) and written back (`{self.op.name}` as "
                       f"{dst}) every iteration, {_bytes(nbytes)} read and written again, for {where}{cause}")
            hint = "load the tile in the layout the MMA reads, so that the copy lands where the MMA takes it"
            details["load_line"] = self.load.line
        if eight_bit and self.kind == "round_trip":
            hint = ("FP8 wgmma takes only K-major operands: store this operand K-major in global memory (B as "
                    "N x K, V transposed), so that it lands in shared memory the way wgmma reads it")
        return finding("PERF001", ir, self.op, message, hint=hint, src=src, dst=dst, **details)


class OperandWalk:
    """Follows an MMA operand back through one iteration of its loop (layout ops, memdesc views,
    shared-memory writes and reads of the same tile) and names the conversions on the way."""

    def __init__(self, index: IRIndex, loops: "LoopFinder", allocated: bool):
        self.index = index
        self.loops = loops
        self.allocated = allocated
        self.on_operands: set[int] = set()   # every convert_layout met on an operand path, reported or not

    def conversions(self, loop: Loop, mma: Operation, position: int) -> list[Conversion]:
        found: list[Conversion] = []
        written: Operation | None = None     # a local_alloc of a register tile on the way
        seen: list[Operation] = []           # transposes between the MMA and the current op
        value = self.index.operand(mma, position)
        while value is not None:
            op = self._in_loop(value, loop)
            if op is None:
                break
            if op.name in TRANSPOSES:
                seen.append(op)
            if op.name == CONVERT:
                self.on_operands.add(id(op))
                # a tile loaded from global memory right before crosses shared memory on its way to a
                # register operand whether the compiler spells it as a convert or as a local_alloc
                if self.allocated and isinstance(op.attributes.get("allocation.offset"), int) \
                        and not self._from_global(op, loop):
                    found.append(Conversion("convert_layout", op, None, tuple(seen) + self._causes(op, loop)))
            elif op.name == "ttg.local_alloc" and op.operands:
                written = op
            elif op.name == "ttg.local_alloc":
                found.extend(self._stored_round_trips(loop, op, seen))
                break
            elif op.name == "ttg.local_load":
                if written is not None:
                    found.append(Conversion("round_trip", written, op, tuple(seen) + self._causes(op, loop)))
                    break
                staged = self._staging_alloc(op, loop)
                if staged is None or self._from_global(staged, loop):
                    break
                found.append(Conversion("staged", staged, op, tuple(seen) + self._causes(staged, loop)))
                op = staged
            elif op.name not in LAYOUT_OPS + MEMDESC_VIEWS:
                break
            value = self.index.operand(op, 0) if op.operands else None
        return found

    def _in_loop(self, value: Value | None, loop: Loop) -> Operation | None:
        """The op defining ``value`` when it is one of ``loop``'s own (not a block argument: that is
        the previous iteration's value; not hoisted out; not in a nested loop)."""
        op = value.owner if value is not None else None
        return op if isinstance(op, Operation) and self.loops.loop_of(op) == loop else None

    def _staging_alloc(self, load: Operation, loop: Loop) -> Operation | None:
        """The ``local_alloc`` of a register tile in ``loop`` whose buffer ``load`` reads."""
        value = self.index.operand(load, 0)
        while (op := self._in_loop(value, loop)) is not None and op.name in MEMDESC_VIEWS + TRANSPOSES:
            value = self.index.operand(op, 0)
        return op if op is not None and op.name == "ttg.local_alloc" and op.operands else None

    def _upstream(self, op: Operation, loop: Loop) -> Iterator[Operation]:
        """The ops that produce ``op``'s operand 0 in the same iteration through layout ops and casts."""
        value = self.index.operand(op, 0) if op.operands else None
        while (op := self._in_loop(value, loop)) is not None:
            yield op
            if op.name not in LAYOUT_OPS + MEMDESC_VIEWS + CASTS + ("ttg.local_alloc",) or not op.operands:
                return
            value = self.index.operand(op, 0)

    def _causes(self, op: Operation, loop: Loop) -> tuple[Operation, ...]:
        return tuple(o for o in self._upstream(op, loop) if o.name in TRANSPOSES)

    def _from_global(self, op: Operation, loop: Loop) -> bool:
        """Whether the tile a local_alloc writes or a convert_layout re-lays out was loaded from global
        memory just before (the non-pipelined load path of an MMA operand, not a conversion)."""
        return any(o.name in GLOBAL_LOADS for o in self._upstream(op, loop))

    def _stored_round_trips(self, loop: Loop, buffer: Operation, seen: list[Operation]) -> list[Conversion]:
        """``ttg.local_store``s in ``loop`` into the buffer an MMA operand views, of a tile that a
        ``ttg.local_load`` in the same iteration read (only layout ops between)."""
        found = []
        for user, position in self.index.uses(buffer):
            if user.name != "ttg.local_store" or position != 1 or self.loops.loop_of(user) != loop:
                continue
            for op in self._upstream(user, loop):
                if op.name == "ttg.local_load":
                    found.append(Conversion("round_trip", user, op, tuple(seen) + self._causes(user, loop)))
                if op.name not in LAYOUT_OPS:
                    break
        return found


class LoopFinder:
    """The innermost loop around each op, structured (scf) or as CFG blocks (cf, after
    convert-scf-to-cf, where Triton 3.6's allocator runs)."""

    def __init__(self, index: IRIndex):
        self.index = index
        self._ranges: dict[int, list[tuple[int, int]]] = {}
        self._dominators: dict[int, list[set[int]]] = {}

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

    def has_inner_loop(self, loop: Loop) -> bool:
        if loop.key[0] == "scf":
            return any(op is not loop.head and op.name in LOOP_OPS for op in loop.head.walk())
        region = loop.head.block.parent
        first, last = loop.key[2], loop.key[3]
        return any((k, j) != (first, last) and first <= k and j <= last for k, j in self._back_edges(region)) or \
            any(op.name in LOOP_OPS for b in region.blocks[first:last + 1] for top in b.operations for op in top.walk())

    def every_iteration(self, op: Operation, loop: Loop) -> bool:
        """Whether ``op`` runs in each iteration of ``loop``: no scf.if between them, and for a CFG loop
        its block dominates the block that branches back."""
        node = op
        while node.block is not None and node.block.parent.parent is not None:
            region = node.block.parent
            if loop.key[0] == "cf" and id(region) == loop.key[1]:
                position = self.index.block_positions(region)[id(node.block)]
                return position in self._dominance(region)[loop.key[3]]
            if region.parent is loop.head:
                return True
            if region.parent.name != "scf.execute_region":   # an scf.if, a nested loop: not every iteration
                return False
            node = region.parent
        return False

    def _dominance(self, region) -> list[set[int]]:
        """Per block position, the positions of the blocks that dominate it (entry block first)."""
        found = self._dominators.get(id(region))
        if found is None:
            position = self.index.block_positions(region)
            count = len(region.blocks)
            preds: list[set[int]] = [set() for _ in range(count)]
            for j, block in enumerate(region.blocks):
                terminator = _terminator(block)
                for target, _ in (self.index.successors(terminator) if terminator is not None else ()):
                    if id(target) in position:
                        preds[position[id(target)]].add(j)
            everything = set(range(count))
            found = [{0}] + [set(everything) for _ in range(count - 1)]
            changed = True
            while changed:
                changed = False
                for j in range(1, count):
                    new = {j} | (set.intersection(*(found[p] for p in preds[j])) if preds[j] else set())
                    if new != found[j]:
                        found[j], changed = new, True
            self._dominators[id(region)] = found
        return found

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
    """The layouts of an op's first operand and of its result as printed: an alias (``#mma``,
    ``#shared2``) or an inline attribute (``#ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>``)."""
    signature = op.text.rsplit(" : ", 1)[-1]
    found = []
    for m in ENCODING_START_RE.finditer(signature):
        start = end = m.start(1)
        depth = 0
        while end < len(signature):
            ch = signature[end]
            if ch == "<":
                depth += 1
            elif ch == ">":
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and ch in ", ":
                break
            end += 1
        found.append(signature[start:end])
    if not found:
        return "?", "?"
    return found[0], found[-1]


def _where(op: Operation) -> str:
    loc = source_location(op)
    return f"{loc.file.rsplit('/', 1)[-1]}:{loc.line}" if loc else f"snapshot line {op.line}"


def _bytes(n: int | None) -> str:
    return f"{n} bytes" if n is not None else "the tile's bytes"
