"""mbarrier rules: init before use, inval before reuse, completable waits, expect bytes, full/empty rings, phases.

A barrier is an SMEM buffer of i64 slots (``memdesc<3x1xi64>``); ops reach a slot through
``ttg.memdesc_index`` views, across WS partitions through ``ttg.warp_specialize`` captures
(``dataflow.IRIndex`` resolves both). Slots are tracked when the index is a constant (inits);
dynamic indices (inside loops) stand for "any slot".
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field, replace
from typing import Iterable, Iterator

from passlab.checks.context import CheckInput, StageIR, finding
from passlab.checks.dataflow import VIEW_OPS, WS_OP, IRIndex
from passlab.checks.findings import Finding, Severity
from passlab.checks.smem import TMA_WRITERS, smem_buffers
from passlab.ir import Operation

INIT, INVAL, WAIT, ARRIVE, EXPECT = ("ttng.init_barrier", "ttng.inval_barrier", "ttng.wait_barrier",
                                     "ttng.arrive_barrier", "ttng.barrier_expect")
# Ops that complete a barrier phase asynchronously (the hardware arrives when the work lands).
ASYNC_COMPLETERS = TMA_WRITERS + ("ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled", "ttng.tc_gen5_commit",
                                  "ttng.async_copy_mbarrier_arrive", "ttng.warp_group_dot_wait")
NOT_A_USE = VIEW_OPS + (WS_OP, "ttg.local_dealloc", "scf.yield", "scf.for", "cf.br", "cf.cond_br")
LOOP_OPS = ("scf.for", "scf.while")
# Before WSLowerToken (at WSCodePartition) the empty side of a channel is still a token.
TOKEN_ACQUIRE = "nvws.producer_acquire"

# ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, ...>
INIT_COUNT_RE = re.compile(r"init_barrier\s+%[\w.$#-]+\s*,\s*(\d+)")
# ttng.barrier_expect %50, 8192 {async_task_id = array<i32: 0>}, %true : ...
EXPECT_BYTES_RE = re.compile(r"barrier_expect\s+%[\w.$#-]+\s*,\s*(\d+)")


@dataclass
class Barrier:
    """One barrier array and every op that touches it."""

    alloc: Operation
    slots: int
    inits: list[tuple[Operation, int | None]] = field(default_factory=list)   # (op, constant slot)
    invals: list[Operation] = field(default_factory=list)
    uses: list[tuple[Operation, int]] = field(default_factory=list)            # (op, operand index)

    @property
    def name(self) -> str:
        return self.alloc.results[0].name


def find_barriers(index: IRIndex) -> list[Barrier]:
    barriers = []
    for alloc in index.allocs:
        rtype = alloc.result_types[0] if alloc.result_types else None
        if rtype is None or rtype.element != "i64" or not rtype.shape or rtype.shape[-1] != 1:
            continue
        shape = tuple(rtype.alloc_shape or rtype.shape)
        barrier = Barrier(alloc, shape[0] if len(shape) > 1 else 1)
        for op, position in index.uses(alloc):
            if op.name == INIT:
                barrier.inits.append((op, index.slot_index(op, 0)))
            elif op.name == INVAL:
                barrier.invals.append(op)
            elif op.name not in NOT_A_USE:
                barrier.uses.append((op, position))
        barriers.append(barrier)
    return barriers


def check_mbarriers(inp: CheckInput) -> Iterator[Finding]:
    ir = inp.latest()
    if ir is None:
        return
    index = ir.index
    barriers = find_barriers(index)
    by_root = {id(b.alloc): b for b in barriers}
    for barrier in barriers:
        yield from _init_once(ir, barrier)
    yield from _inval_before_reuse(ir, barriers, inp.sm)
    yield from _completable_waits(ir, by_root)
    yield from _expect_bytes(ir, by_root)
    yield from _rings(ir, by_root)
    yield from _phases(ir, by_root)


def _init_once(ir: StageIR, barrier: Barrier) -> Iterator[Finding]:
    if not barrier.uses:
        return
    first_use = min(barrier.uses, key=lambda u: u[0].line)[0]
    counts: dict[int | None, list[Operation]] = {}
    for op, slot in barrier.inits:
        counts.setdefault(slot, []).append(op)
        m = INIT_COUNT_RE.search(op.text)
        if m and int(m.group(1)) < 1:
            yield finding("MBAR001", ir, op, f"init_barrier of {barrier.name} with arrival count {m.group(1)}")
    if not barrier.inits:
        yield finding("MBAR001", ir, first_use, f"{first_use.name} uses barrier {barrier.name} (line "
                      f"{barrier.alloc.line}) that is never initialized", barrier_line=barrier.alloc.line)
        return
    invals = sorted(op.line for op in barrier.invals)
    for slot, ops in sorted(counts.items(), key=lambda kv: (kv[0] is None, kv[0] or 0)):
        ops = sorted(ops, key=lambda op: op.line)
        if slot is not None and len(ops) > 1 and not any(ops[0].line < line < ops[1].line for line in invals):
            yield finding("MBAR001", ir, ops[1], f"slot {slot} of barrier {barrier.name} initialized again "
                          f"(first at line {ops[0].line})", slot=slot)
    if None not in counts:
        missing = [s for s in range(barrier.slots) if s not in counts]
        if missing:
            yield finding("MBAR001", ir, first_use, f"{first_use.name} uses barrier {barrier.name} (line "
                          f"{barrier.alloc.line}) whose slot(s) {', '.join(map(str, missing))} of "
                          f"{barrier.slots} are never initialized", slots=",".join(map(str, missing)))
    if barrier.invals:
        # The latest init or inval before each use decides: a barrier invalidated and initialized
        # again (Gluon tutorial 06's small_mma_kernel reuses one barrier for the loads and the MMA) is valid.
        marks = sorted([(op.line, False) for op in barrier.invals] + [(op.line, True) for op, _ in barrier.inits])
        lines = [line for line, _ in marks]
        late = sorted((op for op, _ in barrier.uses if bisect_right(lines, op.line)
                       and not marks[bisect_right(lines, op.line) - 1][1]), key=lambda op: op.line)
        if late:
            inval = marks[bisect_right(lines, late[0].line) - 1][0]
            yield finding("MBAR001", ir, late[0], f"{late[0].name} uses barrier {barrier.name} after its "
                          f"inval_barrier at line {inval} (an invalidated barrier must be initialized again)",
                          inval_line=inval)
    first_init = min(op.line for op, _ in barrier.inits)
    early = sorted((op for op, _ in barrier.uses if op.line < first_init), key=lambda op: op.line)
    if early:
        yield finding("MBAR001", ir, early[0], f"{early[0].name} uses barrier {barrier.name} before its "
                      f"initialization at line {first_init}", init_line=first_init)
        return
    yield from _slot_inits(ir, barrier, counts)


def _slot_inits(ir: StageIR, barrier: Barrier, counts: dict[int | None, list[Operation]]) -> Iterator[Finding]:
    """Per slot of a barrier array: a use of that constant slot before the slot's own init is an error
    (the other slots' inits do not initialize it); a use of a dynamic slot before it is a warning (the
    index reaches that slot unless the code stops before it, which the IR does not show)."""
    for slot, ops in sorted((kv for kv in counts.items() if kv[0] is not None), key=lambda kv: kv[0]):
        line = min(op.line for op in ops)
        for op, position in sorted(barrier.uses, key=lambda u: u[0].line):
            if op.line >= line:
                break
            used = ir.index.slot_index(op, position)
            if used == slot:
                yield finding("MBAR001", ir, op, f"{op.name} uses slot {slot} of barrier {barrier.name} before "
                              f"that slot's initialization at line {line}", slot=slot, init_line=line)
                break
            if used is None and barrier.slots > 1:
                yield finding("MBAR001", ir, op, f"{op.name} uses a dynamically indexed slot of barrier "
                              f"{barrier.name} before slot {slot} is initialized at line {line}: not proven (the "
                              f"index may not reach slot {slot} before then), but every slot should be "
                              f"initialized before the first use of the array", severity=Severity.WARNING,
                              slot=slot, init_line=line)
                break


def _inval_before_reuse(ir: StageIR, barriers: list[Barrier], sm: int = 90) -> Iterator[Finding]:
    buffers = smem_buffers(ir.index)
    # Triton 3.6's Hopper WS lowering never emits inval_barrier: a module without a single one is the
    # compiler's pattern, which the kernel author cannot change (PROTO001 errors if it matters).
    compiler_made = sm == 90 and not any(b.invals for b in barriers)
    by_op = {id(b.op): b for b in buffers}
    # A buffer's live range starts at its alloc line: in line order (stable, so ties keep the
    # buffers' order, as ``min`` would), the first placed buffer that starts after the barrier's
    # last use and shares a byte is the one reported. A binary search skips the earlier ones.
    placed = sorted((b for b in buffers if b.offset is not None and b.size), key=lambda b: b.op.line)
    starts = [b.live.start for b in placed]
    in_line_order = all(b.live.start == b.op.line for b in placed)
    for barrier in barriers:
        mine = by_op.get(id(barrier.alloc))
        if mine is None or mine.offset is None or barrier.invals or not barrier.inits:
            continue
        if in_line_order:
            later = placed[bisect_right(starts, mine.live.end):]
        else:
            later = placed
        other = next((b for b in later if b is not mine and b.offset < mine.end and mine.offset < b.end
                      and b.live.start > mine.live.end), None)
        if other is not None:
            idle = "" if barrier.uses else "; it is initialized but never used"
            if compiler_made:
                yield finding("MBAR002", ir, barrier.alloc,
                              f"barrier {barrier.name} at [{mine.offset}, {mine.end}) is never invalidated and its "
                              f"bytes are reused by {other.describe()} at line {other.op.line}{idle}: Triton 3.6 "
                              f"never emits inval_barrier on sm_90 (a compiler pattern; the protocol model "
                              f"reports PROTO001 if the barrier is used after the reuse)",
                              hint="nothing to change in the kernel", severity=Severity.NOTE,
                              reused_by_line=other.op.line)
                continue
            yield finding("MBAR002", ir, barrier.alloc,
                          f"barrier {barrier.name} at [{mine.offset}, {mine.end}) is never invalidated and its "
                          f"bytes are reused by {other.describe()} at line {other.op.line}{idle}",
                          reused_by_line=other.op.line)


def _root(index: IRIndex, op: Operation, position: int, by_root: dict) -> Barrier | None:
    root = index.root_alloc(op, position)
    return by_root.get(id(root)) if root is not None else None


def _barrier_operand(index: IRIndex, op: Operation, by_root: dict) -> tuple[Barrier | None, int]:
    for position in range(len(op.operands)):
        barrier = _root(index, op, position, by_root)
        if barrier is not None:
            return barrier, position
    return None, -1


def _completable_waits(ir: StageIR, by_root: dict) -> Iterator[Finding]:
    index = ir.index
    # Per barrier, not per wait: a barrier waited on N times with N arrivals is N, not N^2, steps.
    completers_of: dict[int, list[Operation]] = {}
    only_here: dict[tuple[int, str], bool] = {}
    for op in index.ops:
        if op.name != WAIT:
            continue
        barrier = _root(index, op, 0, by_root)
        if barrier is None:
            continue
        completers = completers_of.get(id(barrier))
        if completers is None:
            completers = completers_of[id(barrier)] = [u for u, _ in barrier.uses
                                                       if u.name in (ARRIVE, EXPECT) + ASYNC_COMPLETERS]
        if not completers:
            yield finding("MBAR003", ir, op, f"wait on barrier {barrier.name} (line {barrier.alloc.line}), "
                          "which no arrive_barrier, barrier_expect, async copy or MMA commit completes")
            continue
        region = index.ws_region(op)
        if not region:
            continue
        key = (id(barrier), region)
        if key not in only_here:
            only_here[key] = all(u.name == ARRIVE and index.ws_region(u) == region for u in completers)
        if only_here[key]:
            yield finding("MBAR003", ir, op, f"wait on barrier {barrier.name} in WS {region}, whose only "
                          f"arrivals are in the same partition: it synchronizes with no other partition", partition=region)


def _copy_bytes(index: IRIndex, op: Operation, by_root: dict) -> int | None:
    for position in range(len(op.operands)):
        value = index.operand(op, position)
        vtype = value.type if value is not None else None
        if vtype is None or vtype.kind != "memdesc" or _root(index, op, position, by_root) is not None:
            continue
        return vtype.num_bytes()
    return None


def _phase_of(expect: Operation) -> list[Operation]:
    """The ops of ``expect``'s block that signal its barrier value in the same transaction: those
    after it up to the next ``barrier_expect`` on the same value (a pipelined loop's prologue arms one
    barrier slot again after waiting on it; each arming counts only its own copies), plus, for the
    first expect of the block, copies issued before it (the tx-count may go negative meanwhile)."""
    barrier = expect.operands[0]
    ops = [o for o in expect.block.operations if barrier in o.operands]
    expects = [i for i, o in enumerate(ops) if o.name == EXPECT]
    at = ops.index(expect)
    later = [i for i in expects if i > at]
    start = 0 if at == expects[0] else at + 1
    end = later[0] if later else len(ops)
    return [o for o in ops[start:end] if o is not expect]


def _expect_bytes(ir: StageIR, by_root: dict) -> Iterator[Finding]:
    index = ir.index
    for op in index.ops:
        if op.name != EXPECT or not op.operands:
            continue
        m = EXPECT_BYTES_RE.search(op.text)
        if not m:
            continue
        expected = int(m.group(1))
        copies, total = [], 0
        for other in _phase_of(op):
            if other.name in TMA_WRITERS:
                size = _copy_bytes(index, other, by_root)
                if size is None:
                    break
                copies.append(other)
                total += size
        else:
            if copies and total != expected:
                yield finding("MBAR004", ir, op, f"barrier_expect {expected} bytes, but the {len(copies)} TMA "
                              f"cop{'y' if len(copies) == 1 else 'ies'} signalling {op.operands[0]} bring "
                              f"{total} bytes (line{'s' if len(copies) > 1 else ''} "
                              f"{', '.join(str(c.line) for c in copies)})", expected=expected, copied=total)


def _rings(ir: StageIR, by_root: dict) -> Iterator[Finding]:
    index = ir.index
    # One pass over the waits, not one per ring and region: (WS region, id of the barrier waited
    # on) -> count; (region, slots) -> ids of the barriers of that many slots waited on there.
    waits_on: dict[tuple[str, int], int] = {}
    slotted: dict[tuple[str, int], set[int]] = {}
    acquires_in: set[str] = set()
    for op in index.ops:
        if op.name == WAIT:
            region, root = index.ws_region(op), _root(index, op, 0, by_root)
            if root is not None:
                waits_on[(region, id(root))] = waits_on.get((region, id(root)), 0) + 1
                slotted.setdefault((region, root.slots), set()).add(id(root))
        elif op.name == TOKEN_ACQUIRE:
            acquires_in.add(index.ws_region(op))
    for alloc in index.allocs:
        rtype = alloc.result_types[0] if alloc.result_types else None
        shape = tuple(rtype.alloc_shape or rtype.shape) if rtype else ()
        if id(alloc) in by_root or len(shape) < 3 or shape[0] < 2:
            continue
        uses = index.uses(alloc)
        writers = [op for op, _ in uses if op.name in TMA_WRITERS]
        if not writers:
            continue
        copies = shape[0]
        copy = writers[0]
        full, _ = _barrier_operand(index, copy, by_root)
        if full is None:
            continue
        name = alloc.results[0].name
        if full.slots != copies:
            yield finding("MBAR005", ir, copy, f"{name} has {copies} copies but its full barrier {full.name} "
                          f"has {full.slots} slots", copies=copies, slots=full.slots)
        producer = index.ws_region(copy)
        readers = [op for op, _ in uses if op.name not in TMA_WRITERS + NOT_A_USE]
        for region in sorted({index.ws_region(r) for r in readers}):
            if not waits_on.get((region, id(full))):
                first = min((r for r in readers if index.ws_region(r) == region), key=lambda r: r.line)
                where = f" in WS {region}" if region else ""
                yield finding("MBAR005", ir, first, f"{first.name}{where} reads ring {name} without waiting "
                              f"on its full barrier {full.name}", partition=region)
        if producer:
            waited = slotted.get((producer, copies), set())
            empties = producer in acquires_in or len(waited) > 1 or (bool(waited) and id(full) not in waited)
            if not empties:
                yield finding("MBAR005", ir, copy, f"producer in WS {producer} refills ring {name} without "
                              f"waiting on an empty barrier of {copies} slots", partition=producer)


PROTOCOL_DEFECTS = ("PROTO001", "PROTO002", "PROTO003")


def defer_to_protocol(findings: list[Finding], protocol: Iterable[Finding]) -> list[Finding]:
    """MBAR005 counts slots and waits, a pattern; whether the ring is used safely is what the protocol
    model decides. Each MBAR005 stays an error only where the model, on the same stage, exhibits a
    race, deadlock or tx mismatch with a counterexample; where the model ran with every ring copy
    reused and found none, it is a note naming that verdict; where the model did not run or left
    gaps, a warning saying so."""
    verdicts: dict[str, list[Finding]] = {}
    for f in protocol:
        verdicts.setdefault(f.stage, []).append(f)
    out = []
    for f in findings:
        if f.rule != "MBAR005":
            out.append(f)
            continue
        stage = verdicts.get(f.stage, [])
        defects = sorted((p for p in stage if p.rule in PROTOCOL_DEFECTS and p.severity is Severity.ERROR),
                         key=lambda p: p.line)
        coverage = [p for p in stage if p.rule == "PROTO000"]
        covered = [p for p in coverage if dict(p.details).get("covered")]
        if defects:
            first = defects[0]
            out.append(replace(f, message=f"{f.message}; the protocol model exhibits the defect: [{first.rule}] at "
                                          f"snapshot line {first.line} (its counterexample shows the schedule)"))
        elif covered and len(covered) == len(coverage):
            schedules = dict(covered[0].details).get("schedules", 0)
            out.append(replace(f, severity=Severity.NOTE, hint="nothing to change: the protocol model decides",
                               message=f"{f.message}; not a defect here: the protocol model found no race, deadlock "
                                       f"or tx mismatch in {schedules} schedules with every ring copy reused (PROTO000)"))
        else:
            why = ("did not run on this stage" if not coverage else
                   "left gaps: " + dict(coverage[0].details).get("gaps", coverage[0].message.split("; ")[-1]))
            out.append(replace(f, severity=Severity.WARNING,
                               message=f"{f.message}; not proven: the protocol model {why}"))
    return out


def _in_loop(index: IRIndex, op: Operation) -> bool:
    if index.inside(op, LOOP_OPS):
        return True
    blocks = op.block.parent.blocks
    if len(blocks) == 1:
        return False
    position = index.block_positions(op.block.parent)
    u = position[id(op.block)]
    for block in blocks[u:]:
        if block.operations:
            for target, _ in index.successors(block.operations[-1]):
                if position.get(id(target), len(blocks)) <= u:
                    return True
    return False


def _phases(ir: StageIR, by_root: dict) -> Iterator[Finding]:
    index = ir.index
    for op in index.ops:
        if op.name != WAIT or len(op.operands) < 2:
            continue
        barrier = _root(index, op, 0, by_root)
        if barrier is None or barrier.slots < 2 or index.slot_index(op, 0) is not None:
            continue
        phase = index.const_int(op, op.operands[1])
        if phase is not None and _in_loop(index, op):
            yield finding("MBAR006", ir, op, f"wait on a dynamic slot of {barrier.name} ({barrier.slots} slots) "
                          f"inside a loop with the constant phase {phase}", phase=phase)
