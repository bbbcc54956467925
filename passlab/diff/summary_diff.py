"""The semantic half of a diff: what changed in partitions, buffers, barriers, totals and ops.

Buffers are paired by what they are (role, tile shape, element type, WS region) in IR order,
so a channel buffer that went from 3 to 4 copies reads as *resized*, not as one removed and
one added.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from passlab.graphs.summary import Buffer, Partition, StageSummary

# Dialects whose ops are listed one by one in the histogram delta; others by dialect total.
DETAILED_DIALECTS = ("ttg", "ttng", "nvws")


@dataclass(frozen=True)
class ValueChange:
    """One scalar that differs: num_warps, total warps, shared bytes, SMEM bytes, ..."""

    name: str
    a: int | None
    b: int | None

    @property
    def delta(self) -> int | None:
        return None if self.a is None or self.b is None else self.b - self.a


@dataclass(frozen=True)
class BufferChange:
    kind: str                 # added | removed | resized
    a: Buffer | None
    b: Buffer | None

    @property
    def bytes_delta(self) -> int:
        return ((self.b.bytes or 0) if self.b else 0) - ((self.a.bytes or 0) if self.a else 0)


@dataclass(frozen=True)
class PartitionChange:
    kind: str                 # added | removed | changed
    name: str
    a: Partition | None
    b: Partition | None


@dataclass
class SummaryDiff:
    values: list[ValueChange] = field(default_factory=list)
    partitions: list[PartitionChange] = field(default_factory=list)
    buffers: list[BufferChange] = field(default_factory=list)
    barrier_inits: dict[int, tuple[int, int]] = field(default_factory=dict)  # arrival count -> (a, b)
    ops: dict[str, tuple[int, int]] = field(default_factory=dict)            # op or dialect -> (a, b)
    tasks: dict[int, tuple[int, int]] = field(default_factory=dict)          # async_task_id -> ops (a, b)

    def __bool__(self) -> bool:
        return bool(self.values or self.partitions or self.buffers or self.barrier_inits or self.ops
                    or self.tasks)

    def value(self, name: str) -> ValueChange | None:
        return next((v for v in self.values if v.name == name), None)

    def buffer_bytes_delta(self, kind: str | None = None) -> int:
        return sum(c.bytes_delta for c in self.buffers if kind is None or (c.a or c.b).kind == kind)

    def to_json(self) -> dict:
        def buf(b: Buffer | None):
            if b is None:
                return None
            return {"kind": b.kind, "shape": list(b.shape), "tile": list(b.tile), "copies": b.copies,
                    "element": b.element, "bytes": b.bytes, "where": b.where, "line": b.line, "loc": b.loc,
                    "arrivals": list(b.arrivals)}

        def part(p: Partition | None):
            return None if p is None else {"name": p.name, "warps": p.warps, "ops": p.ops, "tasks": list(p.tasks),
                                           "registers": p.registers}

        return {
            "values": [{"name": v.name, "a": v.a, "b": v.b, "delta": v.delta} for v in self.values],
            "partitions": [{"kind": c.kind, "name": c.name, "a": part(c.a), "b": part(c.b)} for c in self.partitions],
            "buffers": [{"kind": c.kind, "bytes_delta": c.bytes_delta, "a": buf(c.a), "b": buf(c.b)}
                        for c in self.buffers],
            "barrier_inits": {str(k): {"a": a, "b": b} for k, (a, b) in sorted(self.barrier_inits.items())},
            "tasks": {str(k): {"a": a, "b": b} for k, (a, b) in sorted(self.tasks.items())},
            "ops": {k: {"a": a, "b": b, "delta": b - a} for k, (a, b) in self.ops.items()},
        }


def diff_summaries(a: StageSummary, b: StageSummary) -> SummaryDiff:
    result = SummaryDiff()
    for name in ("num_warps", "total_warps", "shared_bytes", "tmem_columns", "smem_bytes", "tmem_bytes",
                 "barrier_count"):
        va, vb = getattr(a, name), getattr(b, name)
        if va != vb:
            result.values.append(ValueChange(name, va, vb))
    result.partitions = _partition_changes(a.partitions, b.partitions)
    result.buffers = _buffer_changes(a.buffers, b.buffers)
    result.barrier_inits = _count_changes(a.barrier_inits, b.barrier_inits)
    result.tasks = _count_changes(a.tasks, b.tasks)
    result.ops = _op_changes(a, b)
    return result


def _count_changes(a: dict, b: dict) -> dict:
    return {k: (a.get(k, 0), b.get(k, 0)) for k in sorted(set(a) | set(b)) if a.get(k, 0) != b.get(k, 0)}


def _op_changes(a: StageSummary, b: StageSummary) -> dict[str, tuple[int, int]]:
    """Per-op deltas for the WS dialects, per-dialect deltas for the rest; largest first."""
    changes: dict[str, tuple[int, int]] = {}
    for name in set(a.ops) | set(b.ops):
        if name.split(".", 1)[0] in DETAILED_DIALECTS:
            ca, cb = a.ops.get(name, 0), b.ops.get(name, 0)
            if ca != cb:
                changes[name] = (ca, cb)
    for dialect in set(a.dialects) | set(b.dialects):
        if dialect in DETAILED_DIALECTS:
            continue
        ca, cb = a.dialects.get(dialect, 0), b.dialects.get(dialect, 0)
        if ca != cb:
            changes[dialect + ".*"] = (ca, cb)
    # WS-dialect ops first (they are what a WS diff is about), each group largest change first
    return dict(sorted(changes.items(), key=lambda kv: (kv[0].endswith(".*"), -abs(kv[1][1] - kv[1][0]), kv[0])))


def _partition_changes(a: list[Partition], b: list[Partition]) -> list[PartitionChange]:
    by_a = {p.name: p for p in a}
    by_b = {p.name: p for p in b}
    changes = []
    for name in list(by_a) + [n for n in by_b if n not in by_a]:
        pa, pb = by_a.get(name), by_b.get(name)
        if pa is None:
            changes.append(PartitionChange("added", name, None, pb))
        elif pb is None:
            changes.append(PartitionChange("removed", name, pa, None))
        elif (pa.warps, pa.ops, pa.tasks, pa.registers) != (pb.warps, pb.ops, pb.tasks, pb.registers):
            changes.append(PartitionChange("changed", name, pa, pb))
    return changes


def _buffer_changes(a: list[Buffer], b: list[Buffer]) -> list[BufferChange]:
    """Pair buffers with equal keys in IR order; the unpaired are added or removed.

    Queues per key, and the unpaired of ``b`` found by identity, so a snapshot with thousands of
    buffers of one key (glued copies of a module) pairs in linear time.
    """
    remaining: dict[tuple, deque[Buffer]] = {}
    for buffer in b:
        remaining.setdefault(buffer.key, deque()).append(buffer)
    changes: list[BufferChange] = []
    for buffer in a:
        pool = remaining.get(buffer.key)
        if pool:
            other = pool.popleft()
            if (buffer.shape, buffer.copies, buffer.bytes, buffer.arrivals) != (
                    other.shape, other.copies, other.bytes, other.arrivals):
                changes.append(BufferChange("resized", buffer, other))
        else:
            changes.append(BufferChange("removed", buffer, None))
    unpaired = {id(buffer) for pool in remaining.values() for buffer in pool}
    changes.extend(BufferChange("added", None, buffer) for buffer in b if id(buffer) in unpaired)
    return changes
