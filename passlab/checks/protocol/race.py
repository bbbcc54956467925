"""Happens-before with vector clocks, and the shared-memory accesses it orders.

A clock is a dict thread -> epoch. Threads are the partitions, "main" (the code before the WS op)
one per asynchronous TMA load (its write is ordered after what the issuer did before issuing
it, and before whatever observes the barrier phase it completes), and one tensor core per partition
(``tc:<partition>``: its epoch counts the partition's tcgen05 commits; an MMA ends at the next one). An access spans a start and an
end point: a synchronous access starts and ends at one epoch of its partition; an async wgmma or
TMA store read ends where ``warp_group_dot_wait`` / ``async_tma_store_wait`` retires it. Two
accesses to overlapping bytes, one a write, race unless one's end happens before the other's start.
"""

from __future__ import annotations

from dataclasses import dataclass

from passlab.checks.protocol.events import Event, MemRef

Clock = dict


def join(into: Clock, other: Clock) -> None:
    for thread, epoch in other.items():
        if into.get(thread, 0) < epoch:
            into[thread] = epoch


def happens_before(point: tuple[str, int] | None, clock: Clock) -> bool:
    """Whether the event at ``point`` (thread, epoch) is visible to a thread whose clock is ``clock``."""
    return point is not None and clock.get(point[0], 0) >= point[1]


@dataclass
class Access:
    ref: MemRef
    write: bool
    partition: str
    event: Event
    start: Clock                        # clock when the access starts
    end: tuple[str, int] | None         # point where it is known complete (None: never)
    barrier_op: bool = False            # an mbarrier operation (init/arrive/wait): atomic, not data
    end_event: Event | None = None      # the op that retires an async access
    agent: str | None = None            # the in-order engine that performs it ("tc:<partition>": tcgen05)

    def kind(self) -> str:
        if self.barrier_op:
            return "barrier op"
        return "write" if self.write else "read"


def races(a: Access, b: Access) -> bool:
    if not a.ref.overlaps(b.ref) or not (a.write or b.write):
        return False
    if a.barrier_op and b.barrier_op:
        return False
    if a.agent is not None and a.agent == b.agent:
        return False        # one partition's tcgen05 ops execute in issue order
    return not (happens_before(a.end, b.start) or happens_before(b.end, a.start))


class AccessLog:
    """Every access of one run, indexed by address space; reports each new access's races."""

    def __init__(self, limit: int = 64, keep: int = 4):
        self.by_range: dict[str, dict[tuple[int, int], list[Access]]] = {}
        self.found: list[tuple[Access, Access]] = []
        self.limit = limit
        self.keep = keep

    def add(self, access: Access) -> None:
        ranges = self.by_range.setdefault(access.ref.space, {})
        ref = access.ref
        if len(self.found) < self.limit:
            for (lo, hi), bucket in ranges.items():
                if lo >= ref.hi or ref.lo >= hi:
                    continue
                for other in bucket:
                    if races(other, access) and len(self.found) < self.limit:
                        self.found.append((other, access))
        bucket = ranges.setdefault((ref.lo, ref.hi), [])
        bucket.append(access)
        # Keep the last few accesses of each (partition, kind) per range: an older one is ordered
        # before a newer one of its partition, so a later access racing with it races with the newer.
        same = [a for a in bucket if a.partition == access.partition and a.write == access.write
                and a.barrier_op == access.barrier_op and a.agent == access.agent]
        if len(same) > self.keep:
            bucket.remove(same[0])
