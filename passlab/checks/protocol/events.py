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
    """A byte range of shared memory, or a column range of tensor memory, reached through a view.

    ``space`` is "smem" when the allocation has an ``allocation.offset`` (MemoryPlanner onward: the
    range is absolute, so buffers that reuse bytes alias) and the allocation's line otherwise.
    Tensor memory is "tmem" once ``tensor_memory_col_offset`` is written (``lo``/``hi`` are 32-bit
    columns, ``lanes`` the 64-lane halves it spans: the allocator places two allocations in the
    same columns of different halves) and ``tmem@line`` before.
    """

    space: str
    lo: int
    hi: int
    buffer: str           # SSA name of the allocation, e.g. "%46"
    alloc_line: int
    slot: int | None      # leading index taken by the first memdesc_index, when any
    barrier: bool = False
    lanes: tuple[int, int] | None = None    # tensor memory: first and last+1 64-lane half

    def overlaps(self, other: "MemRef") -> bool:
        if self.space != other.space or not (self.lo < other.hi and other.lo < self.hi):
            return False
        if self.lanes is None or other.lanes is None:
            return True
        return self.lanes[0] < other.lanes[1] and other.lanes[0] < self.lanes[1]

    @property
    def tensor_memory(self) -> bool:
        return self.space.startswith("tmem")

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
    MMA = "mma"                 # tcgen05.mma: reads refs, writes ``writes``, asynchronously until a later
                                # commit of the issuing partition lands (TMEM_COPY likewise: tcgen05.cp)
    TMEM_COPY = "tmem_copy"
    TC_COMMIT = "tc_commit"     # tcgen05.commit: arrives once on bar when the partition's earlier MMAs are done
    SKIPPED = "skipped"         # a write predicated off (refs: what it would write): no access, but for
                                # PROTO006 the bytes count as meant to be written (a pipeline's peeled
                                # prologue reads them unconditionally and discards the value)
    FORK = "fork"               # a later run of ttg.warp_specialize starts the partitions (value: which run)
    JOIN = "join"               # the code after it waits for every partition to finish that run


@dataclass
class Event:
    kind: Kind
    op: Operation
    occurrence: int                       # how many times this op ran before in this partition
    refs: tuple[MemRef, ...] = ()         # data operands (READ/WRITE/DOT/TMA_*), or the barrier
    bar: MemRef | None = None             # the barrier (INIT/WAIT/ARRIVE/EXPECT/TMA_LOAD)
    value: int = 0                        # count, parity, bytes or pendings
    loops: tuple[int, ...] = ()           # iteration numbers of the enclosing scf loops, outermost first
    writes: tuple[MemRef, ...] = ()       # MMA / TMEM_COPY: what the tensor core writes (the accumulator)

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
        elif k in (Kind.MMA, Kind.TMEM_COPY):
            reads = ", ".join(r.describe() for r in self.refs)
            what = (f"{'tcgen05 MMA' if k is Kind.MMA else 'tcgen05 copy'} (async) reads {reads}, "
                    f"writes {', '.join(r.describe() for r in self.writes)}")
        elif k is Kind.TC_COMMIT:
            what = f"tcgen05 commit arrives on {self.bar.describe()} when the MMAs before it are done"
        elif k is Kind.FORK:
            what = f"ttg.warp_specialize starts the partitions (run {self.value})"
        elif k is Kind.JOIN:
            what = f"waits for every partition to finish run {self.value} of ttg.warp_specialize"
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
    budget: str = ""                      # which budget stopped it ("events", "ops", "steps"), if one did
    unknown: list[str] = field(default_factory=list)   # ops whose effect could not be computed
    assumed: list[str] = field(default_factory=list)   # ops run under a predicate not computed (taken as on)
    blind_writes: list[str] = field(default_factory=list)   # writes whose destination was not computed
    blind_reads: list[str] = field(default_factory=list)    # reads whose source was not computed
    # a ttg.warp_specialize run more than once (inside a loop): index of the first event of each
    # run after the first (the run waits for the default partition's FORK of that number), and of
    # the event after each run's last (a JOIN of that number waits for it)
    starts: dict[int, int] = field(default_factory=dict)
    ends: dict[int, int] = field(default_factory=dict)

    def stop(self, why: Exception) -> None:
        """Stop here for ``why`` (a model's stop exception). Its ``budget`` says whether a budget
        cut the run off, which asks for other arguments, or something the model does not compute
        did, which only given memory or another model can get past."""
        self.truncated = str(why)
        self.budget = getattr(why, "budget", "")
