"""Where each defect class can be seeded in one parsed snapshot, and the text edit that seeds it.

A site is only seeded where the mutated thing is observable: a barrier some op waits on (changing
the count or the arrivals of a barrier nobody waits on is an equivalent mutant), a ring of two
copies or more, two TMEM allocations live at once, a fence directly before a TMA store. Each
finder returns ``SeededMutant``s in snapshot line order; ``edits`` are applied to the snapshot's
lines by ``apply_edits`` (never to the file on disk).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Iterator

from passlab.checks.context import SMEM_LIMITS, StageIR
from passlab.checks.dataflow import IRIndex
from passlab.checks.mbarrier import ARRIVE, EXPECT, EXPECT_BYTES_RE, INIT, INIT_COUNT_RE, NOT_A_USE, WAIT
from passlab.checks.smem import TMA_WRITERS, peak_live, smem_buffers
from passlab.checks.tmem import TMEM_COLUMNS, tmem_allocs
from passlab.ir import Operation

# The ten classes of issue 23 ("Recall kept"), in its order.
CLASSES = ("drop-wait", "drop-arrive", "arrival-count", "expect-bytes", "stale-phase", "init-before-use",
           "reuse-before-release", "smem-overflow", "tmem-overlap", "missing-fence")

FENCE = "ttng.fence_async_shared"
TMA_STORES = ("ttng.async_tma_copy_local_to_global", "ttng.async_tma_reduce", "ttng.async_tma_scatter")
COMMITS = ("ttng.tc_gen5_commit", "ttng.async_copy_mbarrier_arrive")
MMAS = ("ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled")
# The ops a refill writes a ring slot with.
REFILLS = TMA_WRITERS + ("ttg.local_store", "ttg.async_copy_global_to_local")

# ttng.tc_gen5_mma %a, %b, %acc, %4, %true, %b_56[%true_44] {is_async}   (a barrier and its predicate)
MMA_BARRIER_RE = re.compile(r",\s*(%[\w.$#-]+)\[(%[\w.$#-]+)\]")
# ... : !ttg.memdesc<1x128x256xf32, ...>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> loc(#loc1)
BARRIER_TYPE_RE = re.compile(r",\s*!ttg\.memdesc<1xi64[^>]*>")
# ttng.wait_barrier %50, %51 {async_task_id = ...} : ...
WAIT_OPERANDS_RE = re.compile(r"(wait_barrier\s+%[\w.$#-]+\s*,\s*)(%[\w.$#-]+)")
# %58 = ttg.memdesc_index %arg20[%a_31] : ...  /  ttg.memdesc_index %0[%c1_i32]
INDEX_OPERAND_RE = re.compile(r"(memdesc_index\s+%[\w.$#-]+\s*\[\s*)(%[\w.$#-]+)(\s*\])")
# %44 = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<3x128x64xbf16, ...>
RING_TYPE_RE = re.compile(r"(->\s*!ttg\.memdesc<)(\d+)(x)")
OFFSET_RE = re.compile(r"(allocation\.offset\s*=\s*)(\d+)")
SHARED_ATTR_RE = re.compile(r'("?ttg\.shared"?\s*=\s*)(\d+)')
COL_OFFSET_RE = re.compile(r"(tensor_memory_col_offset\s*=\s*)(\d+)")
# ttng.arrive_barrier %55, 128 {async_task_id = ...} : ...
ARRIVE_COUNT_RE = re.compile(r"arrive_barrier\s+%[\w.$#-]+\s*,\s*(\d+)")
LEADING_RE = re.compile(r"^(\s*)")
SEEDED = "%seeded"          # prefix of every value a mutant adds (no snapshot uses it)
ALIGNMENT = 1024            # what the allocator aligns a 128-byte-swizzled buffer to


@dataclass(frozen=True)
class Edit:
    """Replace snapshot line ``line`` (1-based) with ``lines`` (empty: delete it)."""

    line: int
    lines: tuple[str, ...]


@dataclass(frozen=True)
class SeededMutant:
    """One defect seeded at one site of one stage's snapshot."""

    defect: str                 # one of CLASSES
    variant: str                # how it was seeded ("delete", "+1", "halve", "move", "shift-slot", ...)
    stage: str
    snapshot: str               # the snapshot, relative to the trace directory
    line: int                   # the line of the mutated op in the unmutated snapshot
    op: str
    description: str
    edits: tuple[Edit, ...]

    @property
    def id(self) -> str:
        return f"{self.defect}/{self.variant}/{self.stage}:{self.line}"

    def mutated_text(self, original: str) -> str:
        """The snapshot text with this mutant's edits applied."""
        return "\n".join(apply_edits(original.split("\n"), self.edits))


def apply_edits(lines: list[str], edits: tuple[Edit, ...]) -> list[str]:
    out = list(lines)
    for edit in sorted(edits, key=lambda e: -e.line):
        out[edit.line - 1:edit.line] = list(edit.lines)
    return out


@dataclass
class Site:
    """What the finders read: the stage, its lines, and facts shared by several classes."""

    ir: StageIR
    snapshot: str
    lines: list[str]
    sm: int

    @property
    def index(self) -> IRIndex:
        return self.ir.index

    def mutant(self, defect: str, variant: str, op: Operation, description: str, *edits: Edit) -> SeededMutant:
        return SeededMutant(defect, variant, self.ir.stage, self.snapshot, op.line, op.name,
                            f"{description} (line {op.line})", tuple(edits))

    def delete(self, op: Operation) -> Edit:
        return Edit(op.line, ())

    def replace(self, line: int, pattern: re.Pattern, new: Callable[[re.Match], str], count: int = 1) -> Edit | None:
        text = self.lines[line - 1]
        changed = pattern.sub(new, text, count=count)
        return Edit(line, (changed,)) if changed != text else None

    def indent(self, line: int) -> str:
        return LEADING_RE.match(self.lines[line - 1]).group(1)


def _barrier_root(index: IRIndex, op: Operation) -> Operation | None:
    return index.root_alloc(op, 0)


def _waited(index: IRIndex) -> set[int]:
    """ids of the barrier allocations some ``wait_barrier`` waits on."""
    out = set()
    for op in index.ops:
        if op.name == WAIT:
            root = _barrier_root(index, op)
            if root is not None:
                out.add(id(root))
    return out


# -- 1, 2: drop a wait, drop an arrive ------------------------------------------------------------------
def drop_wait(s: Site) -> Iterator[SeededMutant]:
    for op in s.index.ops:
        if op.name == WAIT:
            yield s.mutant("drop-wait", "delete", op, f"delete wait_barrier {op.operands[0]}", s.delete(op))


def drop_arrive(s: Site) -> Iterator[SeededMutant]:
    waited = _waited(s.index)
    for op in s.index.ops:
        if op.name in (ARRIVE,) + COMMITS:
            root = s.index.root_alloc(op, 0)
            if root is not None and id(root) in waited:
                yield s.mutant("drop-arrive", "delete", op, f"delete {op.name} {op.operands[0]}", s.delete(op))
        elif op.name in MMAS:
            for m in MMA_BARRIER_RE.finditer(s.lines[op.line - 1]):
                value = s.index.lookup(op, m.group(1))
                roots = s.index.root_allocs(op, m.group(1)) if value is not None else []
                if len(roots) != 1 or id(roots[0]) not in waited:
                    continue
                text = s.lines[op.line - 1]
                text = text[:m.start()] + text[m.end():]
                text = BARRIER_TYPE_RE.sub("", text, count=1)   # the barrier's type leaves with it
                yield s.mutant("drop-arrive", "mma-barrier", op,
                               f"drop barrier {m.group(1)} from {op.name} (the MMA no longer arrives on it)",
                               Edit(op.line, (text,)))


# -- 3, 4: wrong arrival count, wrong expect-tx bytes --------------------------------------------------
def arrival_count(s: Site) -> Iterator[SeededMutant]:
    waited = _waited(s.index)
    for op in s.index.ops:
        if op.name != INIT:
            continue
        root = _barrier_root(s.index, op)
        m = INIT_COUNT_RE.search(s.lines[op.line - 1])
        if root is None or id(root) not in waited or not m:
            continue
        count = int(m.group(1))
        # Fewer: the phase completes one arrival early (the smallest arrive on this barrier), the late
        # arrival counting toward the next phase. When a single arrive carries the whole count, no
        # defined "fewer" exists (an arrive may not take the pending count below zero): only "+1".
        arrivals = [int(a.group(1)) for u, _ in s.index.uses(root) if u.name == ARRIVE
                    for a in [ARRIVE_COUNT_RE.search(s.lines[u.line - 1])] if a]
        arrivals += [1 for u, _ in s.index.uses(root) if u.name in (EXPECT,) + COMMITS + MMAS]
        smallest = min(arrivals, default=count)
        for variant, new in (("+1", count + 1), (f"-{smallest}", count - smallest)):
            if new < 1 or new == count:
                continue
            edit = s.replace(op.line, INIT_COUNT_RE, lambda mm, n=new: mm.group(0)[:mm.start(1) - mm.start(0)] + str(n))
            yield s.mutant("arrival-count", variant, op, f"init_barrier {op.operands[0]} count {count} -> {new}", edit)


def expect_bytes(s: Site) -> Iterator[SeededMutant]:
    for op in s.index.ops:
        if op.name != EXPECT:
            continue
        m = EXPECT_BYTES_RE.search(s.lines[op.line - 1])
        if not m or int(m.group(1)) < 2:
            continue
        size = int(m.group(1))
        for variant, new in (("halve", size // 2), ("double", size * 2)):
            edit = s.replace(op.line, EXPECT_BYTES_RE, lambda mm, n=new: mm.group(0)[:mm.start(1) - mm.start(0)] + str(n))
            yield s.mutant("expect-bytes", variant, op, f"barrier_expect {op.operands[0]} bytes {size} -> {new}", edit)


# -- 5: stale phase -----------------------------------------------------------------------------------
def stale_phase(s: Site) -> Iterator[SeededMutant]:
    for op in s.index.ops:
        if op.name != WAIT or len(op.operands) < 2:
            continue
        pad = s.indent(op.line)
        one, flipped = f"{SEEDED}_one_{op.line}", f"{SEEDED}_phase_{op.line}"
        wait = s.replace(op.line, WAIT_OPERANDS_RE, lambda m: m.group(1) + flipped)
        if wait is None:
            continue
        yield s.mutant("stale-phase", "flip", op, f"wait_barrier {op.operands[0]} on the other phase parity",
                       Edit(op.line, (f"{pad}{one} = arith.constant 1 : i32",
                                      f"{pad}{flipped} = arith.xori {op.operands[1]}, {one} : i32") + wait.lines))


# -- 6: barrier used before init ----------------------------------------------------------------------
def init_before_use(s: Site) -> Iterator[SeededMutant]:
    index = s.index
    for op in index.ops:
        if op.name != INIT:
            continue
        root = _barrier_root(index, op)
        if root is None:
            continue
        slot = index.slot_index(op, 0)
        uses = [u for u, position in index.uses(root)
                if u.name not in NOT_A_USE + (INIT, "ttng.inval_barrier") and u.line > op.line
                and (slot is None or index.slot_index(u, position) in (None, slot))]
        if not uses:
            continue
        yield s.mutant("init-before-use", "delete", op, f"delete init_barrier {op.operands[0]}", s.delete(op))
        first = min(uses, key=lambda u: u.line)
        holder = _ancestor_in(first, op.block)
        if holder is None:
            continue
        end = index.end_line(holder)
        yield s.mutant("init-before-use", "move", op,
                       f"move init_barrier {op.operands[0]} after its first use ({first.name}, line {first.line})",
                       Edit(op.line, ()), Edit(end, (s.lines[end - 1], s.lines[op.line - 1])))


def _ancestor_in(op: Operation, block) -> Operation | None:
    while op is not None and op.block is not block:
        op = op.parent
    return op


# -- 7: buffer reused before its readers released it --------------------------------------------------
def reuse_before_release(s: Site) -> Iterator[SeededMutant]:
    """The wait a refill of a ring slot follows (the producer's wait on the release barrier), and the
    slot index of the refill's view, shifted by one."""
    index = s.index
    for op in index.ops:
        if op.name != WAIT or op.block is None:
            continue
        ops = op.block.operations
        after = ops[ops.index(op) + 1:]
        refill = next((o for o in after if o.name in REFILLS and _ring_slot(index, o) is not None), None)
        reader = next((o for o in after if o.name in ("ttg.local_load", "ttng.warp_group_dot") + MMAS), None)
        if refill is None or (reader is not None and reader.line < refill.line):
            continue      # a wait before reads (a full barrier), not before a refill
        yield s.mutant("reuse-before-release", "delete-release-wait", op,
                       f"delete the release wait {op.operands[0]} before the refill at line {refill.line}", s.delete(op))
    for op in index.ops:
        if op.name not in REFILLS:
            continue
        view = _ring_slot(index, op)
        if view is None or not view.results or view.line >= op.line:
            continue
        copies = view_copies(index, view)
        name = view.operands[1]
        constant = index.const_int(view, name)
        pad = s.indent(op.line)
        # The refill alone gets a view of the next slot: the readers keep the original view (shifting
        # the shared view would move the readers too, a harmless relabelling of the slots).
        fresh = f"{SEEDED}_view_{op.line}"
        new = f"{SEEDED}_slot_{op.line}"
        if constant is not None:
            head = (f"{pad}{new} = arith.constant {(constant + 1) % copies} : i32",)
        else:
            one, n, total = (f"{SEEDED}_{x}_{op.line}" for x in ("one", "n", "sum"))
            head = (f"{pad}{one} = arith.constant 1 : i32", f"{pad}{n} = arith.constant {copies} : i32",
                    f"{pad}{total} = arith.addi {name}, {one} : i32", f"{pad}{new} = arith.remsi {total}, {n} : i32")
        old = view.results[0].name
        copy = INDEX_OPERAND_RE.sub(lambda m: m.group(1) + new + m.group(3), s.lines[view.line - 1].strip(), count=1)
        copy = re.sub(rf"^{re.escape(old)}(?![\w.$#-])", fresh, copy)
        refill = re.sub(rf"{re.escape(old)}(?![\w.$#-])", fresh, s.lines[op.line - 1], count=1)
        if fresh not in copy or fresh not in refill:
            continue
        yield s.mutant("reuse-before-release", "shift-slot", op,
                       f"{op.name} refills slot ({name} + 1) mod {copies} of {view.operands[0]} instead of {name}",
                       Edit(op.line, head + (pad + copy, refill)))


def _ring_slot(index: IRIndex, op: Operation) -> Operation | None:
    """The ``memdesc_index`` view of a ring of >= 2 data copies that ``op`` writes, if any."""
    for position in range(len(op.operands)):
        value = index.operand(op, position)
        if value is None or not isinstance(value.owner, Operation) or value.owner.name != "ttg.memdesc_index":
            continue
        view = value.owner
        root = index.root_alloc(view, 0)
        rtype = root.result_types[0] if root is not None and root.result_types else None
        if rtype is None or rtype.element == "i64" or len(view.operands) < 2:
            continue
        if view_copies(index, view) >= 2:
            return view
    return None


def view_copies(index: IRIndex, view: Operation) -> int:
    value = index.operand(view, 0)
    shape = tuple(value.type.shape) if value is not None and value.type is not None and value.type.shape else ()
    return shape[0] if len(shape) >= 2 else 0


# -- 8: SMEM overflow by a stage ------------------------------------------------------------------------
def smem_overflow(s: Site) -> Iterator[SeededMutant]:
    """A ring given the fewest extra copies that take the stage past the limit (one, when one is
    enough), placed as the allocator would: its offset kept, every buffer above it moved up by the
    added bytes (rounded to the 1024-byte swizzle alignment), ``ttg.shared`` grown to match."""
    index = s.index
    limit = SMEM_LIMITS.get(s.sm, SMEM_LIMITS[90])
    buffers = smem_buffers(index)
    peak, _ = peak_live(buffers, index)
    shared = s.ir.module.attributes.get("ttg.shared")
    planned = isinstance(shared, int) and any(b.offset is not None for b in buffers)
    total = max(peak, shared if planned else 0)
    if total > limit:
        return
    for ring in buffers:
        if ring.is_barrier or len(ring.shape) < 3 or ring.shape[0] < 2 or not ring.size:
            continue
        copies = ring.shape[0]
        slot = ring.size // copies
        extra = -(-(limit + 1 - total) // slot)
        grow = s.replace(ring.op.line, RING_TYPE_RE, lambda m, n=copies + extra: f"{m.group(1)}{n}{m.group(3)}")
        if grow is None:
            continue
        edits = [grow]
        if planned and ring.offset is not None:
            shift = -(-extra * slot // ALIGNMENT) * ALIGNMENT
            top = 0
            for b in buffers:
                if b is ring or b.offset is None:
                    continue
                if b.offset >= ring.end:
                    edits.append(s.replace(b.op.line, OFFSET_RE, lambda m, o=b.offset + shift: f"{m.group(1)}{o}"))
                    top = max(top, b.end + shift)
                else:
                    top = max(top, b.end)
            top = max(top, ring.end + extra * slot)
            module_line = next(i + 1 for i, line in enumerate(s.lines) if SHARED_ATTR_RE.search(line))
            # the allocator's total grows by what was added (it may hold more than the buffers' ends:
            # buffers that share an offset, scratch), never less than the new top
            edits.append(s.replace(module_line, SHARED_ATTR_RE,
                                   lambda m, t=max(shared + shift, top): f"{m.group(1)}{t}"))
        edits = _merge([e for e in edits if e is not None])
        yield s.mutant("smem-overflow", f"+{extra}", ring.op,
                       f"{ring.name}: {copies} -> {copies + extra} copies of {slot} B (total {total} -> "
                       f"{total + extra * slot} B, limit {limit})", *edits)


def _merge(edits: list[Edit]) -> list[Edit]:
    """Edits of the same line (a buffer's offset and the ring's type never share one; kept safe)."""
    by_line: dict[int, Edit] = {}
    for e in edits:
        by_line.setdefault(e.line, e)
    return list(by_line.values())


# -- 9: TMEM ranges made to overlap -------------------------------------------------------------------
def tmem_overlap(s: Site) -> Iterator[SeededMutant]:
    """For each pair of TMEM allocations live at once on a shared 64-lane half, the second moved onto
    the last 4 columns of the first (the smallest overlap the 4-column allocator grid allows), or
    onto its start when that would run past column 512."""
    allocs = [a for a in tmem_allocs(s.ir) if a.col_offset is not None and a.size.exact]
    for i, first in enumerate(allocs):
        for second in allocs[i + 1:]:
            if not set(first.halves) & set(second.halves):
                continue
            if not (first.live.overlaps(second.live) or s.index.concurrent(first.op, second.op)):
                continue
            for a, b in ((first, second), (second, first)):
                target = a.col_offset + max(0, a.columns - 4)
                if target + b.columns > TMEM_COLUMNS:
                    target = a.col_offset
                if target + b.columns > TMEM_COLUMNS or target == b.col_offset:
                    continue
                edit = s.replace(b.op.line, COL_OFFSET_RE, lambda m, t=target: f"{m.group(1)}{t}")
                if edit is not None:
                    yield s.mutant("tmem-overlap", "move", b.op,
                                   f"move {b.describe()} from column {b.col_offset} to {target}, inside "
                                   f"{a.describe()} at [{a.col_offset}, {a.col_offset + a.columns})", edit)
                    break


# -- 10: a missing fence before a TMA store -----------------------------------------------------------
def missing_fence(s: Site) -> Iterator[SeededMutant]:
    for op in s.index.ops:
        if op.name != FENCE or op.block is None:
            continue
        ops = op.block.operations
        later = ops[ops.index(op) + 1:]
        store = next((o for o in later if o.name in TMA_STORES), None)
        if store is None or any(o.name in ("ttg.local_store", "ttg.local_alloc", FENCE) or o.regions
                                for o in later[:later.index(store)]):
            continue
        yield s.mutant("missing-fence", "delete", op, f"delete the fence before {store.name} at line {store.line}",
                       s.delete(op))


FINDERS: dict[str, Callable[[Site], Iterator[SeededMutant]]] = {
    "drop-wait": drop_wait, "drop-arrive": drop_arrive, "arrival-count": arrival_count,
    "expect-bytes": expect_bytes, "stale-phase": stale_phase, "init-before-use": init_before_use,
    "reuse-before-release": reuse_before_release, "smem-overflow": smem_overflow, "tmem-overlap": tmem_overlap,
    "missing-fence": missing_fence,
}
