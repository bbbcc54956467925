"""The protocol model's scheduler (``protocol/model.py``) over warps, plus what PTX adds: named
barriers (``bar.sync``/``bar.arrive`` with a thread count), ``mbarrier.expect_tx`` without an
arrival, and ``fence.proxy.async`` between a warp's generic shared-memory writes and an async-proxy
read (a TMA store's source, a wgmma operand) of the same slot.

Only races with an asynchronous side (TMA, cp.async, wgmma) are reported: ordering among generic
accesses is the compiler's barrier-insertion pass's business, and at slot granularity two warps
writing their own rows of one slot would look like a race.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from passlab import settings
from passlab.checks.protocol.events import Event, Kind, Program
from passlab.checks.protocol.model import Schedule, Simulation, random_schedules
from passlab.checks.protocol.race import Access, AccessLog, Clock, happens_before, join, races
from passlab.checks.ptx.alu import LANES
from passlab.checks.ptx.events import PtxKind

ASYNC_KINDS = (Kind.TMA_LOAD, Kind.TMA_STORE, Kind.DOT, Kind.COPY)
ASYNC_READS = (Kind.TMA_STORE, Kind.DOT)
MAX_ORDERS = 24


class AsyncAccessLog(AccessLog):
    """Reports a pair only when one side is an asynchronous access (see the module docstring)."""

    def add(self, access: Access) -> None:
        ranges = self.by_range.setdefault(access.ref.space, {})
        ref = access.ref
        mine = access.event.kind in ASYNC_KINDS
        if len(self.found) < self.limit:
            for (lo, hi), bucket in ranges.items():
                if lo >= ref.hi or ref.lo >= hi:
                    continue
                for other in bucket:
                    if not (mine or other.event.kind in ASYNC_KINDS):
                        continue
                    if Kind.COPY in (other.event.kind, access.event.kind) and (
                            other.event.kind is access.event.kind or other.partition != access.partition):
                        # cp.async is per thread: at slot granularity two copies of one stage, or one
                        # warp's copy and another warp's access of its own rows, only look alike
                        continue
                    if races(other, access) and len(self.found) < self.limit:
                        self.found.append((other, access))
        bucket = ranges.setdefault((ref.lo, ref.hi), [])
        bucket.append(access)
        same = [i for i, a in enumerate(bucket) if a.partition == access.partition and a.write == access.write
                and a.barrier_op == access.barrier_op and a.event.kind is access.event.kind]
        if len(same) > self.keep:
            del bucket[same[0]]


@dataclass
class Unfenced:
    """A generic write whose warp has not run ``fence.proxy.async`` since, read by the async proxy."""

    writer: str
    write: Event
    reader: str
    read: Event


@dataclass
class NamedState:
    generation: int = 0
    arrived: list[str] = field(default_factory=list)
    threads: int | None = None
    clock: Clock = field(default_factory=dict)
    done: dict[int, Clock] = field(default_factory=dict)


class WarpSimulation(Simulation):
    def __init__(self, programs: list[Program], schedule: Schedule):
        super().__init__(Program("main"), programs, schedule)
        self.log = AsyncAccessLog()
        self.named: dict[int, NamedState] = {}
        self.joined: dict[str, tuple[int, int]] = {}          # warp -> (barrier id, generation) it waits for
        self.unfenced: dict[str, list[tuple[Event, tuple[str, int]]]] = {}
        self.missing_fences: list[Unfenced] = []
        self.bar_writes: dict[str, list[tuple[Event, tuple[str, int]]]] = {}   # mbarrier.init: generic writes
        self.proxy_waw: list[Unfenced] = []

    def _live(self) -> int:
        """Threads a CTA-wide barrier waits for: warps not yet exited (a warp the machine stopped early
        would go on, so it still counts)."""
        return sum(LANES for i, p in enumerate(self.programs) if self.pc[i] < len(p.events) or p.truncated)

    def _runnable(self, i: int) -> bool:
        program = self.programs[i]
        if self.pc[i] < len(program.events) and program.events[self.pc[i]].kind is PtxKind.NAMED_WAIT:
            ident, generation = self.joined.get(self.names[i], (None, None))
            state = self.named.get(ident)
            return state is not None and generation in state.done
        return super()._runnable(i)

    def _step(self, who: str, event: Event) -> None:
        kind = event.kind
        if kind is PtxKind.NAMED_ARRIVE:
            self._count(who)
            state = self.named.setdefault(event.value, NamedState())
            join(state.clock, self.clocks[who])
            state.arrived.append(who)
            state.threads = event.threads
            self.joined[who] = (event.value, state.generation)
            self._trail(who, event)
            self._fill(state)
            return
        if kind is PtxKind.NAMED_WAIT:
            self._count(who)
            ident, generation = self.joined[who]
            join(self.clocks[who], self.named[ident].done[generation])
            self._trail(who, event)
            return
        if kind is PtxKind.FENCE:
            self._count(who)
            self.unfenced.pop(who, None)
            self.bar_writes.pop(who, None)
            self._trail(who, event)
            return
        if kind is PtxKind.EXPECT_TX:
            super()._step(who, event)          # the barrier access; no arrival
            self._barrier(event.bar).tx += event.value
            return
        if kind in ASYNC_READS:
            self._check_fences(who, event)
        if kind is Kind.TMA_LOAD:
            self._check_overwrite(who, event)
        super()._step(who, event)
        if kind is Kind.INIT:
            self.bar_writes.setdefault(who, []).append((event, (who, self.clocks[who][who])))
        if kind is Kind.WRITE:
            clock = self.clocks[who]
            self.unfenced.setdefault(who, []).append((event, (who, clock[who])))

    def _count(self, who: str) -> None:
        self.steps += 1
        clock = self.clocks[who]
        clock[who] = clock.get(who, 0) + 1

    def _trail(self, who: str, event: Event) -> None:
        if len(self.trail) < self.trail_limit:
            self.trail.append((who, event))

    def _fill(self, state: NamedState) -> None:
        want = state.threads if state.threads is not None else self._live()
        if len(state.arrived) * LANES >= want:
            state.done[state.generation] = state.clock
            state.generation += 1
            state.arrived, state.clock = [], {}

    def _check_fences(self, who: str, event: Event) -> None:
        clock = self.clocks[who]
        for writer, writes in self.unfenced.items():
            for write, point in writes:
                if not happens_before(point, clock):
                    continue           # unordered: a race, reported as one
                if any(r.overlaps(x) for r in event.refs for x in write.refs):
                    self.missing_fences.append(Unfenced(writer, write, who, event))
                    return


    def _check_overwrite(self, who: str, event: Event) -> None:
        """A TMA load over barrier bytes an earlier mbarrier.init wrote through the generic proxy, with
        no fence.proxy.async by the initializing warp in between (the allocator reuses dead barriers'
        bytes): the two proxies' writes are not ordered."""
        clock = self.clocks[who]
        for writer, writes in self.bar_writes.items():
            for write, point in writes:
                if happens_before(point, clock) and any(write.bar.overlaps(r) for r in event.refs):
                    self.proxy_waw.append(Unfenced(writer, write, who, event))
                    writes.remove((write, point))
                    return


def roles(programs: list[Program]) -> list[list[int]]:
    """Warps grouped by the barrier waits they run (the warps of one partition wait on the same lines)."""
    groups: dict[tuple, list[int]] = {}
    for i, p in enumerate(programs):
        key = tuple(sorted({e.op.line for e in p.events if e.kind in (Kind.WAIT, Kind.DOT, Kind.TMA_LOAD)}))
        groups.setdefault(key, []).append(i)
    return list(groups.values())


def schedules(programs: list[Program]) -> list[Schedule]:
    groups = roles(programs)
    out = []
    for order in itertools.islice(itertools.permutations(groups), MAX_ORDERS):
        priority = tuple(i for g in order for i in g)
        out += [Schedule(priority, True), Schedule(priority, False)]
    every = tuple(range(len(programs)))
    out += [Schedule(every, eager, round_robin=True) for eager in (True, False)]
    # seeded PCT interleavings, as many as the protocol model runs (PASSLAB_PROTOCOL_INTERLEAVINGS)
    out += random_schedules(every, settings.protocol_interleavings())
    return out


@dataclass
class UnsizedMismatch:
    """Host-descriptor loads after an expect whose slots do not hold the bytes it announces."""

    expect: Event
    announced: int
    slots: int


def fill_unsized_loads(programs: list[Program], mismatches: list | None = None) -> int:
    """A TMA load through a host descriptor has no box size in the PTX (value -1). The loads after an
    expect on the same barrier in the expecting warp form a round, joined by the other warps' loads of
    the same instructions and execution counts (Triton spreads one copy's boxes over the warps, warp w
    loading box w). Each load of a round gets its allocation slot's bytes divided by the round's loads
    into that slot (Gluon loads a 64x256 tile as four 64x64 boxes). When those add up to the expect,
    done; else (or without slots) the tx bytes are shared equally so the phase still balances, the
    bytes written stay the slots', and ``mismatches`` gets it. Returns how many loads were sized."""
    expects = (Kind.EXPECT, PtxKind.EXPECT_TX)
    rounds: list[tuple[Event, list[Event]]] = []
    round_of: dict[tuple, int] = {}        # (barrier, instruction line, execution) -> round
    for program in programs:
        current: dict[tuple, int] = {}
        for e in program.events:
            if e.kind in expects:
                rounds.append((e, []))
                current[e.bar.key] = len(rounds) - 1
            elif e.kind is Kind.TMA_LOAD and e.value < 0 and e.bar.key in current:
                k = current[e.bar.key]
                rounds[k][1].append(e)
                round_of[(e.bar.key, e.op.line, e.occurrence)] = k
    orphans = []
    members = {id(x) for _, loads in rounds for x in loads}
    for program in programs:
        for e in program.events:
            if e.kind is Kind.TMA_LOAD and e.value < 0 and id(e) not in members:
                k = round_of.get((e.bar.key, e.op.line, e.occurrence))
                (orphans if k is None else rounds[k][1]).append(e)
    filled = 0
    for expect, loads in rounds:
        if not loads:
            continue
        together: dict[tuple, int] = {}
        for x in loads:
            if getattr(x, "slot", None) is not None:
                together[x.slot.key] = together.get(x.slot.key, 0) + 1
        spans = [None if getattr(x, "slot", None) is None else (x.slot.hi - x.slot.lo) // together[x.slot.key]
                 for x in loads]
        sizes = spans
        if None in spans or sum(spans) != expect.value:
            if None not in spans and mismatches is not None:
                mismatches.append(UnsizedMismatch(expect, expect.value, sum(spans)))
            share = expect.value // len(loads)
            sizes = [share] * len(loads)
            sizes[-1] += expect.value - share * len(loads)
            spans = [sp if sp is not None else sz for sp, sz in zip(spans, sizes)]
        for x, size, span in zip(loads, sizes, spans):
            filled += _size(x, size, span)
    for x in orphans:                      # no expect before them anywhere: they bring no tx bytes
        filled += _size(x, 0, (x.slot.hi - x.slot.lo) if getattr(x, "slot", None) is not None else 1)
    return filled


def _size(load: Event, size: int, span: int) -> int:
    load.value = size
    ref = load.refs[0]
    load.refs = (type(ref)(ref.space, ref.lo, ref.lo + max(span, 1), ref.buffer, ref.alloc_line, ref.slot),)
    return 1
