"""What the PTX machine hands the scheduler, beyond the TTGIR model's event kinds: named barriers and
proxy fences; and the two maps back to TritonGPU IR, shared-memory bytes to ``ttg.local_alloc``
slots (``allocation.offset``) and PTX ``.loc`` positions to TTGIR ops."""

from __future__ import annotations

import enum
import re
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path

from passlab.checks.protocol.events import Event, MemRef
from passlab.ir import Module, Operation


class PtxKind(str, enum.Enum):
    NAMED_ARRIVE = "named_arrive"   # bar.sync / bar.arrive: this warp's 32 threads arrive at barrier ``value``
    NAMED_WAIT = "named_wait"       # bar.sync: wait until that generation of the barrier completes
    FENCE = "fence"                 # fence.proxy.async: this warp's generic SMEM writes become visible to the async proxy
    EXPECT_TX = "expect_tx"         # mbarrier.expect_tx: tx-count += bytes, no arrival


@dataclass
class PtxEvent(Event):
    """An event whose ``op`` is a PTX ``Instruction``; a named barrier's also carry which generation of
    the barrier it arrives in and the thread count it names (None: every thread of the CTA)."""

    generation: int = 0
    threads: int | None = None
    slot: MemRef | None = None    # a TMA load with no box size: the allocation slot it lands in


# !ttg.memdesc<3x128x64xbf16, #shared, #smem, mutable>   (dims, then the element type)
MEMDESC_RE = re.compile(r"memdesc<([^,>]*)")
# bf16  f32  i64  f8E4M3FN
ELEMENT_RE = re.compile(r"^(?:bf|f|i|u)(\d+)$|^f8\w*$")


@dataclass(frozen=True)
class Allocation:
    offset: int
    size: int
    slots: int
    name: str          # "%44"
    line: int
    barrier: bool


class SmemMap:
    """Shared-memory allocations of the MemoryPlanner snapshot (``allocation.offset`` set)."""

    def __init__(self, allocations: list[Allocation]):
        self.allocations = sorted(allocations, key=lambda a: (a.offset, -a.size))
        self._starts = [a.offset for a in self.allocations]

    @classmethod
    def from_module(cls, module: Module | None, index=None) -> "SmemMap":
        """``index`` (the module's IRIndex) tells rings by their ``memdesc_index`` views: a 3x4096xf32
        softmax ring has slots like a 3x128x64xbf16 one."""
        found = []
        indexed = set()
        if index is not None:
            indexed = {id(a) for a in index.allocs
                       if any(use.name == "ttg.memdesc_index" for use, _ in index.users(a.results[0]))}
        if module is not None:
            for op in module.walk():
                if op.name not in ("ttg.local_alloc", "ttng.tensormap_create") and not op.name.endswith("local_alloc"):
                    continue
                offset = op.attributes.get("allocation.offset")
                if not isinstance(offset, int) or not op.results:
                    continue
                shape, bits = _memdesc(str(op.results[0].type))
                if shape is None:
                    continue
                elems = 1
                for d in shape:
                    elems *= d
                size = elems * bits // 8
                barrier = bits == 64 and len(shape) <= 2 and shape[-1] == 1
                ring = len(shape) > 2 or (len(shape) == 2 and (barrier or id(op) in indexed))
                slots = shape[0] if ring else 1
                found.append(Allocation(offset, size, slots, op.results[0].name, op.line, barrier))
        return cls(found)

    def find(self, addr: int, barrier: bool = False, allowed: frozenset | None = None) -> Allocation | None:
        """The allocation holding ``addr``: one the TTGIR op reads or writes first (``allowed``: the
        allocator reuses the bytes of buffers whose lifetimes do not overlap), then of the kind asked
        for (barriers or data: dead barriers lie under data buffers), then the smallest."""
        i = bisect_right(self._starts, addr) - 1
        best, best_rank = None, None
        while i >= 0:
            a = self.allocations[i]
            if a.offset <= addr < a.offset + a.size:
                rank = (allowed is not None and a.name not in allowed, a.barrier != barrier, a.size)
                if best is None or rank < best_rank:
                    best, best_rank = a, rank
            i -= 1
        return best

    def slot_ref(self, addr: int, barrier: bool = False, allowed: frozenset | None = None) -> MemRef | None:
        """The whole slot of the allocation that holds ``addr`` (None outside every allocation)."""
        a = self.find(addr, barrier, allowed)
        if a is None:
            return None
        step = a.size // a.slots
        slot = (addr - a.offset) // step
        lo = a.offset + slot * step
        return MemRef("smem", lo, lo + step, a.name, a.line, slot if a.slots > 1 else None, barrier)

    def ref(self, lo: int, hi: int, barrier: bool = False, allowed: frozenset | None = None) -> MemRef:
        """Bytes [lo, hi) named after the allocation (and slot) that holds ``lo``."""
        a = self.find(lo, barrier, allowed)
        if a is None:
            return MemRef("smem", lo, hi, f"smem+{lo}", 0, None, barrier)
        step = a.size // a.slots
        slot = (lo - a.offset) // step
        return MemRef("smem", lo, hi, a.name, a.line, slot if a.slots > 1 else None, barrier)


def _memdesc(type_text: str) -> tuple[list[int] | None, int]:
    m = MEMDESC_RE.search(type_text)
    if not m:
        return None, 0
    dims = m.group(1).split("x")
    elem = dims[-1]
    em = ELEMENT_RE.match(elem)
    if not em:
        return None, 0
    bits = int(em.group(1)) if em.group(1) else 8
    try:
        shape = [int(d) for d in dims[:-1]]
    except ValueError:
        return None, 0
    return shape, bits


# which TTGIR ops a PTX event kind can come from
TTGIR_NAMES = {
    "init": ("ttng.init_barrier",), "wait": ("ttng.wait_barrier",), "arrive": ("ttng.arrive_barrier",),
    "expect": ("ttng.barrier_expect",), "expect_tx": ("ttng.barrier_expect",),
    "tma_load": ("ttng.async_tma_copy_global_to_local", "ttng.async_tma_gather"),
    "tma_store": ("ttng.async_tma_copy_local_to_global", "ttng.async_tma_reduce", "ttng.async_tma_scatter"),
    "store_wait": ("ttng.async_tma_store_wait",), "dot": ("ttng.warp_group_dot",),
    "dot_wait": ("ttng.warp_group_dot_wait", "ttng.warp_group_dot"), "fence": ("ttng.fence_async_shared",),
    "copy": ("ttg.async_copy_global_to_local",), "commit": ("ttg.async_commit_group",),
    "copy_wait": ("ttg.async_wait",), "write": ("ttg.local_store", "ttg.local_alloc"), "read": ("ttg.local_load",),
}


class LocMap:
    """PTX ``.loc`` positions (file, line, col) to the TTGIR ops printed with the same location."""

    def __init__(self, module: Module | None, files: dict[int, str], index=None):
        self.files = files
        self.index = index
        self._allocs: dict[tuple, frozenset | None] = {}
        self.by_pos: dict[tuple[str, int, int], list[Operation]] = {}
        if module is None:
            return
        for op in module.walk():
            try:
                loc = op.loc
            except Exception:       # a location passlab cannot resolve maps nothing
                continue
            if loc is None or not getattr(loc, "file", None):
                continue
            self.by_pos.setdefault((Path(loc.file).name, loc.line, loc.col), []).append(op)

    def source(self, loc: tuple[int, int, int] | None) -> tuple[str, int, int] | None:
        if loc is None or loc[0] not in self.files or loc[1] == 0:
            return None
        return self.files[loc[0]], loc[1], loc[2]

    def ttgir(self, loc: tuple[int, int, int] | None, kind: str) -> tuple[Operation | None, int]:
        """The TTGIR op this PTX event comes from, and how many ops of that name share its location."""
        where = self.source(loc)
        if where is None:
            return None, 0
        ops = self.by_pos.get((Path(where[0]).name, where[1], where[2]), [])
        names = TTGIR_NAMES.get(kind, ())
        matching = [op for op in ops if op.name in names]
        if matching:
            return matching[0], len(matching)
        return None, 0

    def allocs(self, loc: tuple[int, int, int] | None, kind: str) -> frozenset | None:
        """The allocations (result names) that the TTGIR ops of this location and kind take as operands or
        return; None when no op maps (every allocation is then a candidate)."""
        key = (loc, kind)
        if key in self._allocs:
            return self._allocs[key]
        found = None
        where = self.source(loc)
        if where is not None and self.index is not None:
            ops = [op for op in self.by_pos.get((Path(where[0]).name, where[1], where[2]), [])
                   if op.name in TTGIR_NAMES.get(kind, ())]
            names = set()
            for op in ops:
                if op.name.endswith("local_alloc") and op.results:
                    names.add(op.results[0].name)
                for operand in op.operands:
                    names.update(a.results[0].name for a in self.index.root_allocs(op, operand))
            found = frozenset(names) if names else None
        self._allocs[key] = found
        return found
