"""Warp-specialized kernels as partitions, SMEM buffers, mbarriers and the channels between them.

After Triton's WS lowering (WSLowerToken onward) each partition is a region of
``ttg.warp_specialize`` (``default`` plus ``partitionN``); the buffers and barriers are
``ttg.local_alloc``s made before it and handed to the partitions as region arguments. In the
earlier WS stages (TaskPartition .. WSCodePartition) partitions exist only as ``async_task_id``
tags on ops. A channel is the producer -> consumer hand-off through one multi-buffered SMEM
buffer: the producer waits on the *empty* barrier, writes, and the write arrives on the *full*
barrier; the consumer waits on *full*, reads, and arrives on *empty*.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import networkx as nx

from passlab.ir import Block, Module, Operation, Value

# Ops that produce a view of their first operand's memory (the buffer a value points into).
VIEW_OPS = frozenset({"ttg.memdesc_index", "ttg.memdesc_subview", "ttg.memdesc_subslice", "ttg.memdesc_trans",
                      "ttg.memdesc_reshape", "ttg.memdesc_reinterpret", "ttng.tmem_subslice"})
ALLOC_OPS = frozenset({"ttg.local_alloc", "ttng.tmem_alloc"})
# Barrier access per op: what the op does to an mbarrier operand.
BARRIER_WAIT_OPS = frozenset({"ttng.wait_barrier"})
BARRIER_ARRIVE_OPS = frozenset({"ttng.arrive_barrier", "ttng.barrier_expect", "ttng.async_tma_copy_global_to_local",
                                "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled", "ttng.tc_gen5_commit",
                                "ttng.async_tma_gather", "ttng.async_copy_mbarrier_arrive", "ttng.warp_group_dot"})
BARRIER_SETUP_OPS = frozenset({"ttng.init_barrier", "ttng.inval_barrier"})
# Buffer access per op. Ops not listed read the buffer (loads, MMAs, stores to global).
BUFFER_WRITE_OPS = frozenset({"ttng.async_tma_copy_global_to_local", "ttg.local_store", "ttg.async_copy_global_to_local",
                              "ttng.tmem_store", "ttng.async_tma_gather", "ttng.tmem_copy"})
ACCUMULATOR_OPS = frozenset({"ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled"})  # operand 2 is the TMEM accumulator


@dataclass
class Partition:
    """A warp group running one task: a warp_specialize region or an async_task_id group."""

    name: str                          # "default", "partition0", ... or "task0", ...
    index: int                         # 0 for default / task 0, N+1 for partitionN
    num_warps: int | None = None
    requested_registers: int | None = None
    actual_registers: int | None = None
    task_ids: tuple[int, ...] = ()
    ops: int = 0
    line: int = 0


@dataclass
class SmemBuffer:
    """A shared (or tensor) memory allocation that is not a barrier."""

    name: str                          # SSA name of the alloc, e.g. "%44"
    shape: tuple[int, ...]
    dtype: str | None
    bytes: int | None
    copies: int                        # leading dimension when indexed per pipeline stage, else 1
    memory_space: str | None
    line: int
    loc: str | None = None
    label: str | None = None           # the kernel variable the buffer holds ("desc_k", "a_desc", "acc")
    source: str | None = None          # the global tensor a TMA load fills it from (the kernel argument "K", "a_ptr")


@dataclass
class Barrier:
    """An mbarrier array ``memdesc<Nx1xi64>``: N copies, each initialised with an arrival count."""

    name: str
    copies: int
    line: int
    init_counts: tuple[int, ...] = ()
    arrivals: tuple[str, ...] = ()     # partitions that arrive on it
    waits: tuple[str, ...] = ()        # partitions that wait on it


@dataclass
class Channel:
    """Producer -> consumer through ``buffer``, guarded by full/empty barriers."""

    buffer: str
    producer: str
    consumer: str
    copies: int
    full: list[str] = field(default_factory=list)
    empty: list[str] = field(default_factory=list)
    label: str | None = None
    source: str | None = None

    @property
    def guarded(self) -> bool:
        return bool(self.full) and bool(self.empty)


@dataclass
class Access:
    """One op of one partition touching a buffer or barrier."""

    partition: str
    target: str                        # alloc SSA name
    kind: str                          # writes | reads | waits | arrives | init
    op: Operation
    order: int                         # position of the op in its partition (walk order)
    slot: int | None = None            # the copy it touches when indexed by a constant (Gluon: per group)


@dataclass
class PartitionModel:
    partitions: list[Partition]
    buffers: list[SmemBuffer]
    barriers: list[Barrier]
    accesses: list[Access]
    channels: list[Channel]
    mode: str                          # "warp_specialize" | "async_task_id" | "none"


def analyze_partitions(module: Module) -> PartitionModel:
    """Partitions, buffers, barriers, accesses and channels of one snapshot."""
    allocs = _root_allocs(module)
    ws = module.find("ttg.warp_specialize")
    if ws:
        partitions, members = ws_partitions(module, ws[0])
        mode = "warp_specialize"
    else:
        partitions, members = _task_partitions(module)
        mode = "async_task_id" if partitions else "none"
    resolver = _RootResolver(module, allocs)
    buffers, barriers = _classify(module, allocs, resolver)
    accesses = _accesses(members, resolver, {b.name for b in buffers}, {b.name for b in barriers})
    _annotate_barriers(barriers, accesses, module, resolver)
    _label_from_descriptors(buffers, accesses, module, resolver)
    channels = _channels(buffers, barriers, accesses)
    for part in partitions:
        part.ops = sum(1 for _ in members.get(part.name, ()))
    return PartitionModel(partitions, buffers, barriers, accesses, channels, mode)


def find_channels(module: Module) -> list[Channel]:
    """Producer -> consumer channels of a WS snapshot (empty before WSCodePartition)."""
    return analyze_partitions(module).channels


# -- partitions ---------------------------------------------------------------------------------
def ws_partitions(module: Module, ws: Operation) -> tuple[list[Partition], dict[str, list[Operation]]]:
    """The default and partitionN regions of one ``ttg.warp_specialize`` op, and each one's ops.

    Warps come from the module (default) and each region header (``num_warps(4)``); registers
    from the op's ``requestedRegisters`` / ``actualRegisters``.
    """
    attrs = ws.attributes
    requested = attrs.get("requestedRegisters") if isinstance(attrs.get("requestedRegisters"), list) else []
    actual = attrs.get("actualRegisters") if isinstance(attrs.get("actualRegisters"), list) else []
    default_warps = module.attributes.get("ttg.num-warps")
    partitions: list[Partition] = []
    members: dict[str, list[Operation]] = {}
    default = ws.regions[0] if ws.regions else None
    if default is not None:
        ops = list(default.walk())
        partitions.append(Partition("default", 0, default_warps if isinstance(default_warps, int) else None,
                                    None, actual[0] if actual else None, _task_ids(ops), line=default.line))
        members["default"] = ops
    holder = ws.regions[1] if len(ws.regions) > 1 else None
    parts_op = holder.blocks[0].operations[0] if holder and holder.blocks[0].operations else None
    if parts_op is not None:
        for k, region in enumerate(parts_op.regions):
            name = region.name or f"partition{k}"
            warps = _header_int(region.header, "num_warps")
            ops = list(region.walk())
            partitions.append(Partition(name, k + 1, warps, requested[k] if k < len(requested) else None,
                                        actual[k + 1] if k + 1 < len(actual) else None, _task_ids(ops),
                                        line=region.line))
            members[name] = ops
    return partitions, members


def _header_int(header: str, key: str) -> int | None:
    at = header.rfind(key + "(")
    if at < 0:
        return None
    digits = header[at + len(key) + 1:header.find(")", at)]
    return int(digits) if digits.strip().isdigit() else None


def _task_ids(ops: list[Operation]) -> tuple[int, ...]:
    ids: set[int] = set()
    for op in ops:
        tag = op.attributes.get("async_task_id")
        if isinstance(tag, list):
            ids.update(tag)
    return tuple(sorted(ids))


def _task_partitions(module: Module) -> tuple[list[Partition], dict[str, list[Operation]]]:
    members: dict[str, list[Operation]] = defaultdict(list)
    first_line: dict[str, int] = {}
    for op in module.walk():
        tag = op.attributes.get("async_task_id")
        if isinstance(tag, list):
            for task in tag:
                name = f"task{task}"
                members[name].append(op)
                first_line.setdefault(name, op.line)
    partitions = [Partition(name, int(name[4:]), None, None, None, (int(name[4:]),), line=first_line[name])
                  for name in sorted(members, key=lambda n: int(n[4:]))]
    return partitions, dict(members)


# -- buffers and barriers -----------------------------------------------------------------------
def _root_allocs(module: Module) -> list[Operation]:
    return [op for op in module.walk() if op.name in ALLOC_OPS and op.results]


class _RootResolver:
    """Follows a memdesc value back through views and WS region arguments to its alloc."""

    def __init__(self, module: Module, allocs: list[Operation] = ()):
        self.module = module
        self.memo: dict[int, Value | None] = {}
        # an alloc's key is its SSA name, or name@line where two allocs print one name (isolated
        # WS partitions number their values afresh: each may hold its own ``%buf``)
        names = Counter(op.results[0].name for op in allocs)
        self.keys = {id(op.results[0]): op.results[0].name if names[op.results[0].name] == 1
                     else f"{op.results[0].name}@{op.line}" for op in allocs}

    def key(self, alloc: Value) -> str:
        """The name a buffer or barrier goes by: ``alloc``'s SSA name, unless another alloc shares it."""
        return self.keys.get(id(alloc), alloc.name)

    def root(self, value: Value | None) -> Value | None:
        seen = 0
        while value is not None and seen < 64:
            seen += 1
            owner = value.owner
            if isinstance(owner, Operation):
                if owner.name in ALLOC_OPS:
                    return value
                if owner.name in VIEW_OPS and owner.operands:
                    value = self.module.operand_value(owner, 0)
                    continue
                return None
            value = self._captured(owner, value)
        return None

    def defining(self, value: Value | None) -> Value | None:
        """``value`` itself, or for a WS partition argument the value captured from outside."""
        for _ in range(8):
            if value is None or isinstance(value.owner, Operation):
                return value
            outer = self._captured(value.owner, value)
            if outer is None:
                return value
            value = outer
        return value

    def _captured(self, block: Block, value: Value) -> Value | None:
        """A partition region argument is the warp_specialize operand at the same position."""
        region = block.parent
        op = region.parent
        if op is None or op.name != "ttg.warp_specialize.partitions" or region.blocks[0] is not block:
            return None
        ws = op.parent
        return self.module.operand_value(ws, value.index) if ws is not None else None

    def constant_slot(self, op: Operation, index: int) -> int | None:
        """The copy an operand reaches through ``memdesc_index`` by a constant (``o_smem.index(1)``
        in one Gluon partition, ``.index(0)`` in the other); None when any index on the way varies."""
        value = self.module.operand_value(op, index)
        slot = None
        for _ in range(64):
            if value is None:
                return slot
            owner = value.owner
            if not isinstance(owner, Operation):
                value = self._captured(owner, value)
                continue
            if owner.name in ALLOC_OPS:
                return slot
            if owner.name == "ttg.memdesc_index" and len(owner.operands) > 1:
                index_value = self.module.operand_value(owner, 1)
                const = index_value.owner if index_value is not None else None
                slot = const.constant_int() if isinstance(const, Operation) else None
                if slot is None:
                    return None
            if owner.name in VIEW_OPS and owner.operands:
                value = self.module.operand_value(owner, 0)
                continue
            return None
        return None

    def root_name(self, op: Operation, index: int) -> str | None:
        # One operand's definition, not the whole list: ``_accesses`` asks for every index of an op.
        value = self.module.operand_value(op, index)
        root = self.root(value) if value is not None else None
        return self.key(root) if root is not None else None


def _is_barrier(op: Operation) -> bool:
    types = op.result_types
    t = types[0] if types else None
    return t is not None and t.element == "i64" and bool(t.shape) and t.shape[-1] == 1 and len(t.shape) <= 2


def _classify(module: Module, allocs: list[Operation], resolver: _RootResolver):
    indexed: set[str] = set()
    for op in module.walk():
        if op.name == "ttg.memdesc_index" and op.operands:
            name = resolver.root_name(op, 0)
            direct = module.operand_value(op, 0)
            if name and direct is not None and (resolver.key(direct) == name or not isinstance(direct.owner, Operation)
                                                 or direct.owner.name in ALLOC_OPS):
                indexed.add(name)
    buffers, barriers = [], []
    for op in allocs:
        value = op.results[0]
        t = op.result_types[0] if op.result_types else None
        if t is None or t.kind != "memdesc":
            continue
        if _is_barrier(op):
            copies = t.shape[0] if len(t.shape) == 2 else 1
            barriers.append(Barrier(resolver.key(value), copies, op.line))
            continue
        if op.operands and op.name == "ttg.local_alloc" and not t.mutable:
            continue  # an immutable local_alloc from a register tensor: a staging copy, not a channel buffer
        copies = t.shape[0] if resolver.key(value) in indexed and len(t.shape) >= 2 else 1
        loc = op.loc
        buffers.append(SmemBuffer(resolver.key(value), t.shape, t.element, t.num_bytes(), copies, t.memory_space, op.line,
                                  str(loc) if loc else None))
    return buffers, barriers


def _accesses(members: dict[str, list[Operation]], resolver: _RootResolver, buffer_names: set[str],
              barrier_names: set[str]) -> list[Access]:
    out: list[Access] = []
    for part, ops in members.items():
        for order, op in enumerate(ops):
            if op.name in VIEW_OPS or op.name in ALLOC_OPS or not op.operands:
                continue
            for index in range(len(op.operands)):
                name = resolver.root_name(op, index)
                if name is None:
                    continue
                if name in barrier_names:
                    kind = ("waits" if op.name in BARRIER_WAIT_OPS else "init" if op.name in BARRIER_SETUP_OPS
                            else "arrives" if op.name in BARRIER_ARRIVE_OPS else "uses")
                elif name in buffer_names:
                    writes = op.name in BUFFER_WRITE_OPS or (op.name in ACCUMULATOR_OPS and index == 2)
                    kind = "writes" if writes else "reads"
                    out.append(Access(part, name, kind, op, order, resolver.constant_slot(op, index)))
                    continue
                else:
                    continue
                out.append(Access(part, name, kind, op, order))
    return out


def _annotate_barriers(barriers: list[Barrier], accesses: list[Access], module: Module,
                       resolver: _RootResolver) -> None:
    counts: dict[str, list[int]] = defaultdict(list)
    for op in module.find("ttng.init_barrier"):
        name = resolver.root_name(op, 0)
        count = op.attributes.get("count")
        if name and isinstance(count, int):
            counts[name].append(count)
    parts = _partitions_by(accesses)
    for barrier in barriers:
        barrier.init_counts = tuple(counts.get(barrier.name, ()))
        barrier.arrivals = tuple(sorted(parts.get((barrier.name, "arrives"), ())))
        barrier.waits = tuple(sorted(parts.get((barrier.name, "waits"), ())))


def _partitions_by(accesses: list[Access]) -> dict[tuple[str, str], set[str]]:
    """(target, kind) -> the partitions with such an access: one pass, not one per buffer or barrier."""
    parts: dict[tuple[str, str], set[str]] = defaultdict(set)
    for a in accesses:
        parts[(a.target, a.kind)].add(a.partition)
    return parts


# -- channels -----------------------------------------------------------------------------------
def _channels(buffers: list[SmemBuffer], barriers: list[Barrier], accesses: list[Access]) -> list[Channel]:
    by_part: dict[str, list[Access]] = defaultdict(list)
    for access in accesses:
        by_part[access.partition].append(access)
    for lst in by_part.values():
        lst.sort(key=lambda a: a.order)
    barrier_names = {b.name for b in barriers}
    parts = _partitions_by(accesses)
    touches = _touches(accesses)
    channels = []
    for buffer in buffers:
        if not buffer.label:
            buffer.label = _buffer_label(buffer.name, touches)
        writers = sorted(parts.get((buffer.name, "writes"), ()))
        readers = sorted(parts.get((buffer.name, "reads"), ()))
        for producer in writers:
            for consumer in readers:
                if consumer == producer or _disjoint_slots(buffer.name, by_part[producer], by_part[consumer]):
                    continue
                full = _full_barriers(buffer.name, by_part[producer], by_part[consumer], barrier_names)
                empty = _empty_barriers(buffer.name, by_part[producer], by_part[consumer], barrier_names)
                channels.append(Channel(buffer.name, producer, consumer, buffer.copies, full, empty, buffer.label,
                                        buffer.source))
    return channels


def _disjoint_slots(buffer: str, producer: list[Access], consumer: list[Access]) -> bool:
    """The producer writes and the consumer reads only constant, different copies of ``buffer``
    (each Gluon consumer group storing its own epilogue slot): nothing passes between them."""
    written = [a.slot for a in producer if a.target == buffer and a.kind == "writes"]
    read = [a.slot for a in consumer if a.target == buffer and a.kind == "reads"]
    if not written or not read or None in written or None in read:
        return False
    return not set(written) & set(read)


# %a_desc_27 -> a_desc ; %K_18 -> K
SSA_SUFFIX_RE = re.compile(r"^%|_\d+$")


def _variable(value: Value | None) -> str | None:
    if value is None:
        return None
    owner = value.owner
    loc = owner.loc if isinstance(owner, Operation) else None
    return loc.name if loc is not None and loc.name else SSA_SUFFIX_RE.sub("", value.name)


def _label_from_descriptors(buffers: list[SmemBuffer], accesses: list[Access], module: Module,
                            resolver: _RootResolver) -> None:
    """Name a buffer after the TMA descriptor that fills it, and that descriptor's base pointer."""
    by_name = {b.name: b for b in buffers}
    for a in accesses:
        buffer = by_name.get(a.target)
        if buffer is None or a.kind != "writes" or a.op.name != "ttng.async_tma_copy_global_to_local" or buffer.source:
            continue
        desc = resolver.defining(module.operand_value(a.op, 0))
        if desc is None:
            continue
        buffer.label = _variable(desc)
        maker = desc.owner
        if isinstance(maker, Operation) and maker.name == "tt.make_tensor_descriptor" and maker.operands:
            buffer.source = _variable(resolver.defining(module.operand_value(maker, 0)))


def _touches(accesses: list[Access]) -> dict[str, list[tuple[list[Access], int]]]:
    """buffer -> (its partition's accesses in order, position) of each write or read of it."""
    by_part: dict[str, list[Access]] = defaultdict(list)
    for a in accesses:
        by_part[a.partition].append(a)
    found: dict[str, list[tuple[list[Access], int]]] = defaultdict(list)
    for seq in by_part.values():
        for i, a in enumerate(seq):
            if a.kind in ("writes", "reads"):
                found[a.target].append((seq, i))
    return found


def _buffer_label(buffer: str, touches: dict[str, list[tuple[list[Access], int]]]) -> str | None:
    """The kernel variable a buffer carries: the most common named location ("a", "k") among the
    ops that write or read it and the barrier ops right before them. Allocs themselves carry the
    function's location, so their own name says nothing. (``touches`` from ``_touches``: each
    buffer visits its own accesses only, not every access of the snapshot.)"""
    counts: dict[str, int] = defaultdict(int)
    for seq, i in touches.get(buffer, ()):
        for other in seq[max(0, i - 2):i + 1]:
            loc = other.op.loc
            if loc is not None and loc.name:
                counts[loc.name] += 1
    return max(counts, key=lambda k: (counts[k], k)) if counts else None


def _window(seq: list[Access], buffer: str, before: bool, stop_at_writes: bool = True) -> list[Access]:
    """Barrier accesses next to the producer's writes of ``buffer``: just before (waits) or
    just after and on the write op itself (arrivals), stopping at the neighbouring write."""
    found: list[Access] = []
    for i, access in enumerate(seq):
        if access.target != buffer or access.kind != "writes":
            continue
        step = -1 if before else 1
        j = i if not before else i - 1
        while 0 <= j < len(seq):
            other = seq[j]
            if stop_at_writes and other.kind == "writes" and other.op is not access.op:
                break
            if other.kind in ("waits", "arrives"):
                found.append(other)
            j += step
    return found


def _full_barriers(buffer: str, producer: list[Access], consumer: list[Access], barrier_names: set[str]) -> list[str]:
    consumer_waits = {a.target for a in consumer if a.kind == "waits"}
    writes = {id(a.op) for a in producer if a.target == buffer and a.kind == "writes"}
    # A TMA load names the barrier its completion arrives on: that is the full barrier.
    near = [a.target for a in producer if a.kind == "arrives" and id(a.op) in writes]
    if not near:
        near = [a.target for a in _window(producer, buffer, before=False) if a.kind == "arrives"]
    return _unique(t for t in near if t in consumer_waits and t in barrier_names)


def _empty_barriers(buffer: str, producer: list[Access], consumer: list[Access], barrier_names: set[str]) -> list[str]:
    consumer_arrives = {a.target for a in consumer if a.kind == "arrives"}
    near = [a.target for a in _window(producer, buffer, before=True) if a.kind == "waits"]
    found = _unique(t for t in near if t in consumer_arrives and t in barrier_names)
    if not found:
        # sm_100 pipelines wait once per stage for both operand buffers: look past the other write.
        near = [a.target for a in _window(producer, buffer, before=True, stop_at_writes=False) if a.kind == "waits"]
        found = _unique(t for t in near if t in consumer_arrives and t in barrier_names)[:1]
    return found


def _unique(items) -> list[str]:
    seen: dict[str, None] = {}
    for item in items:
        seen.setdefault(item, None)
    return list(seen)


# -- graph --------------------------------------------------------------------------------------
def build_partition_graph(module: Module) -> nx.MultiDiGraph:
    """Nodes: partitions, buffers, barriers. Edges: writes/reads (partition -> buffer -> partition),
    arrives/waits (partition -> barrier -> partition), and derived channel edges producer -> consumer."""
    model = analyze_partitions(module)
    g = nx.MultiDiGraph(kind="partitions", mode=model.mode, source=module.source)
    for p in model.partitions:
        g.add_node(f"partition:{p.name}", kind="partition", label=p.name, index=p.index, num_warps=p.num_warps,
                   requested_registers=p.requested_registers, actual_registers=p.actual_registers,
                   task_ids=list(p.task_ids), ops=p.ops, line=p.line)
    for b in model.buffers:
        g.add_node(f"buffer:{b.name}", kind="buffer", label=b.label or b.name, name=b.name, shape=list(b.shape),
                   dtype=b.dtype, bytes=b.bytes, copies=b.copies, memory_space=b.memory_space, line=b.line, loc=b.loc)
    for b in model.barriers:
        g.add_node(f"barrier:{b.name}", kind="barrier", label=b.name, name=b.name, copies=b.copies, line=b.line,
                   init_counts=list(b.init_counts))
    grouped: dict[tuple[str, str, str], list[int]] = defaultdict(list)
    for a in model.accesses:
        grouped[(a.partition, a.target, a.kind)].append(a.op.line)
    kinds = {b.name: "buffer" for b in model.buffers} | {b.name: "barrier" for b in model.barriers}
    for (part, target, kind), lines in grouped.items():
        node = f"{kinds[target]}:{target}"
        pnode = f"partition:{part}"
        if pnode not in g:
            continue
        if kind in ("reads", "waits"):
            g.add_edge(node, pnode, kind=kind, lines=sorted(set(lines)), count=len(lines))
        else:
            g.add_edge(pnode, node, kind=kind, lines=sorted(set(lines)), count=len(lines))
    for c in model.channels:
        g.add_edge(f"partition:{c.producer}", f"partition:{c.consumer}", kind="channel", buffer=c.buffer,
                   label=c.label or c.buffer, copies=c.copies, full=list(c.full), empty=list(c.empty))
    return g
