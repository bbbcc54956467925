"""What each partition does, as a straight-line program of events the protocol model replays.

Control flow in a Triton WS partition depends only on integers (loop counters, slot indices,
phases), never on barrier state: a wait only blocks. So each partition's loops are executed once
with concrete trip counts (``interpret.py``) and flattened into a list of ``Event``s; the scheduler
(``model.py``) then interleaves those lists under the mbarrier rules.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from passlab.ir import Operation


@dataclass(frozen=True)
class MemRef:
    """A byte range of shared memory reached through a view.

    ``space`` is "smem" when the allocation has an ``allocation.offset`` (MemoryPlanner onward: the
    range is absolute, so buffers that reuse bytes alias) and the allocation's line otherwise.
    """

    space: str
    lo: int
    hi: int
    buffer: str           # SSA name of the allocation, e.g. "%46"
    alloc_line: int
    slot: int | None      # leading index taken by the first memdesc_index, when any
    barrier: bool = False

    def overlaps(self, other: "MemRef") -> bool:
        return self.space == other.space and self.lo < other.hi and other.lo < self.hi

    def describe(self) -> str:
        where = f"{self.buffer}[{self.slot}]" if self.slot is not None else self.buffer
        return f"{'barrier ' if self.barrier else ''}{where}"

    @property
    def key(self) -> tuple:
        return (self.space, self.lo, self.hi)


class Kind(str, enum.Enum):
    INIT = "init"               # init_barrier (count)
    INVAL = "inval"
    WAIT = "wait"               # wait_barrier (parity)
    ARRIVE = "arrive"           # arrive_barrier (count)
    EXPECT = "expect"           # barrier_expect: expect-tx (bytes) + one arrival
    TMA_LOAD = "tma_load"       # async write of ref; complete-tx of bytes on bar when it lands
    TMA_STORE = "tma_store"     # async read of ref until async_tma_store_wait
    STORE_WAIT = "store_wait"   # async_tma_store_wait (pendings)
    READ = "read"               # synchronous read (local_load, synchronous wgmma operand)
    WRITE = "write"             # synchronous write (local_store, local_alloc with a value)
    COPY = "copy"               # cp.async (async_copy_global_to_local): writes ref until its group is waited
    COMMIT = "commit"           # async_commit_group: the copies issued since the last commit form a group
    COPY_WAIT = "copy_wait"     # async_wait (num): at most num committed groups still in flight
    DOT = "dot"                 # asynchronous wgmma: reads refs until retired by DOT_WAIT
    DOT_WAIT = "dot_wait"       # warp_group_dot_wait (pendings)


@dataclass
class Event:
    kind: Kind
    op: Operation
    occurrence: int                       # how many times this op ran before in this partition
    refs: tuple[MemRef, ...] = ()         # data operands (READ/WRITE/DOT/TMA_*), or the barrier
    bar: MemRef | None = None             # the barrier (INIT/WAIT/ARRIVE/EXPECT/TMA_LOAD)
    value: int = 0                        # count, parity, bytes or pendings
    loops: tuple[int, ...] = ()           # iteration numbers of the enclosing scf loops, outermost first

    def describe(self) -> str:
        k = self.kind
        if k is Kind.WAIT:
            what = f"wait_barrier {self.bar.describe()} parity {self.value}"
        elif k is Kind.ARRIVE:
            what = f"arrive_barrier {self.bar.describe()} count {self.value}"
        elif k is Kind.EXPECT:
            what = f"barrier_expect {self.bar.describe()} {self.value} bytes"
        elif k is Kind.INIT:
            what = f"init_barrier {self.bar.describe()} count {self.value}"
        elif k is Kind.TMA_LOAD:
            what = f"TMA load into {self.refs[0].describe()} ({self.value} bytes) on {self.bar.describe()}"
        elif k is Kind.TMA_STORE:
            what = f"TMA store from {self.refs[0].describe()}"
        elif k in (Kind.STORE_WAIT, Kind.DOT_WAIT):
            what = f"{self.op.name.split('.')[-1]} pendings {self.value}"
        else:
            verb = {"read": "reads", "write": "writes", "dot": "wgmma (async) reads"}.get(k.value, k.value)
            what = f"{self.op.name} {verb} {', '.join(r.describe() for r in self.refs)}"
        return what

    @property
    def iteration(self) -> str:
        if self.loops:
            return "iteration " + ".".join(str(i) for i in self.loops)
        return f"execution {self.occurrence}"


@dataclass
class Program:
    """One partition's flattened event list and how it was obtained."""

    name: str                             # "default", "partition0", ...
    events: list[Event] = field(default_factory=list)
    truncated: str = ""                   # why interpretation stopped early, if it did
    unknown: list[str] = field(default_factory=list)   # ops whose effect could not be computed
