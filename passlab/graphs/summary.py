"""What one stage's IR amounts to, in the terms a WS kernel author tunes: partitions and warps,
SMEM buffers (shape x copies x bytes), mbarriers, SMEM/TMEM totals and an op histogram.

``summarize(module)`` reads a parsed ``Module``; ``StageSummary.to_json()`` is deterministic
(IR order for lists, sorted keys for maps) so golden files and diffs are stable. The diff's
semantic section (``passlab.diff.summary_diff``) compares two of these.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from passlab.ir.nesting import innermost

if TYPE_CHECKING:
    from passlab.ir import Module, Operation

# ttng.init_barrier %1, 1 : !ttg.memdesc<1xi64, ...>      (the arrival count after the operand)
INIT_COUNT_RE = re.compile(r"ttng\.init_barrier\s+%[\w$.#-]+\s*,\s*(\d+)")

WS_OP = "ttg.warp_specialize"
SMEM_ALLOC_OPS = ("ttg.local_alloc",)
TMEM_ALLOC_OPS = ("ttng.tmem_alloc",)
WS_DIALECTS = ("ttg", "ttng", "nvws")
TASK_ATTR = "async_task_id"


@dataclass(frozen=True)
class Buffer:
    """One SMEM (or TMEM) allocation. ``copies`` is the leading multi-buffering dimension.

    A channel buffer ``memdesc<3x64x256xbf16>`` has copies 3 of a 64x256 tile; a barrier array
    ``memdesc<3x1xi64>`` has copies 3 of one mbarrier; a single ``memdesc<128x64xbf16>`` has copies 1.
    """

    kind: str                 # channel | barrier | local | tmem
    shape: tuple[int, ...]
    tile: tuple[int, ...]
    copies: int
    element: str
    bytes: int | None
    mutable: bool
    where: str                # "" at function level, else the WS region ("default", "partition0")
    line: int
    loc: str | None = None
    offset: int | None = None  # allocation.offset once the memory planner ran
    arrivals: tuple[int, ...] = ()  # barriers: the arrival count of each init_barrier on a copy, in IR order

    @property
    def key(self) -> tuple:
        """What identifies a buffer across two stages or configs: role, tile, element, place."""
        return (self.kind, self.tile, self.element, self.where)

    def describe(self) -> str:
        tile = "x".join(str(d) for d in self.tile) or "1"
        arrive = ""
        if self.arrivals:
            counts = sorted(set(self.arrivals))
            arrive = f" (arrive {'/'.join(str(c) for c in counts)})"
        return f"{tile}x{self.element} x{self.copies}{arrive}"


@dataclass(frozen=True)
class Partition:
    """One region of a ``ttg.warp_specialize`` op (default or partitionN), or one async task id
    before code partitioning made regions of them."""

    name: str
    warps: int | None
    ops: int
    tasks: tuple[int, ...] = ()
    registers: int | None = None


@dataclass
class StageSummary:
    source: str = ""
    num_warps: int | None = None          # module "ttg.num-warps" (the default partition's warps)
    total_warps: int | None = None        # num_warps plus every WS partition's num_warps
    shared_bytes: int | None = None       # module "ttg.shared", set by allocate-shared-memory
    tmem_columns: int | None = None       # module "ttg.tensor_memory_size", set on sm_100
    partitions: list[Partition] = field(default_factory=list)
    tasks: dict[int, int] = field(default_factory=dict)   # async_task_id -> ops tagged with it
    buffers: list[Buffer] = field(default_factory=list)
    barrier_inits: dict[int, int] = field(default_factory=dict)  # arrival count -> init_barrier ops
    ops: dict[str, int] = field(default_factory=dict)
    dialects: dict[str, int] = field(default_factory=dict)

    @property
    def smem_bytes(self) -> int:
        """Bytes of every SMEM allocation as written in the IR (before liveness-based reuse)."""
        return sum(b.bytes or 0 for b in self.buffers if b.kind != "tmem")

    @property
    def tmem_bytes(self) -> int:
        return sum(b.bytes or 0 for b in self.buffers if b.kind == "tmem")

    @property
    def barriers(self) -> list[Buffer]:
        return [b for b in self.buffers if b.kind == "barrier"]

    @property
    def barrier_count(self) -> int:
        """mbarriers allocated (a ``3x1xi64`` array is three)."""
        return sum(b.copies for b in self.barriers)

    def to_json(self, positions: bool = True) -> dict[str, Any]:
        """Plain data. ``positions=False`` leaves out the snapshot path and each buffer's line and
        source location, which move when unrelated code changes (what golden files want)."""
        data = {
            "source": self.source,
            "num_warps": self.num_warps,
            "total_warps": self.total_warps,
            "shared_bytes": self.shared_bytes,
            "tmem_columns": self.tmem_columns,
            "smem_bytes": self.smem_bytes,
            "tmem_bytes": self.tmem_bytes,
            "barrier_count": self.barrier_count,
            "partitions": [asdict(p) | {"tasks": list(p.tasks)} for p in self.partitions],
            "tasks": {str(k): self.tasks[k] for k in sorted(self.tasks)},
            "buffers": [_buffer_json(b) for b in self.buffers],
            "barrier_inits": {str(k): self.barrier_inits[k] for k in sorted(self.barrier_inits)},
            "dialects": dict(sorted(self.dialects.items())),
            "ops": dict(sorted(self.ops.items())),
        }
        if not positions:
            del data["source"]
            for buffer in data["buffers"]:
                del buffer["line"], buffer["loc"]
        return data

    def to_text(self, positions: bool = False) -> str:
        """Stable JSON text (for golden files): positions left out unless asked for."""
        return json.dumps(self.to_json(positions), indent=1, sort_keys=False) + "\n"


def _buffer_json(b: Buffer) -> dict[str, Any]:
    data = asdict(b)
    data["shape"] = list(b.shape)
    data["tile"] = list(b.tile)
    # Golden summaries (issue 9) were recorded without per-buffer arrivals; the module-level
    # ``barrier_inits`` carries the same counts, so the JSON layout stays as it was.
    del data["arrivals"]
    return data


def summarize_file(path) -> StageSummary:
    from passlab.ir import parse_file
    return summarize(parse_file(path))


def summarize(module: "Module") -> StageSummary:
    """Build the summary of one parsed snapshot."""
    attrs = module.attributes or {}
    summary = StageSummary(source=str(getattr(module, "source", "") or ""))
    summary.num_warps = _int(attrs.get("ttg.num-warps"))
    summary.shared_bytes = _int(attrs.get("ttg.shared"))
    summary.tmem_columns = _int(attrs.get("ttg.tensor_memory_size"))

    ops: Counter[str] = Counter()
    tasks: Counter[int] = Counter()
    inits: Counter[int] = Counter()
    ws_ops: list[Operation] = []
    allocs: list[Operation] = []
    init_ops: list[Operation] = []
    for op in module.walk():
        name = op.name
        if name == "builtin.module" or name.endswith(".partitions"):
            continue  # containers, not work (the parser recreates WS's hidden partitions op)
        ops[name] += 1
        if name == WS_OP:
            ws_ops.append(op)
        elif name in SMEM_ALLOC_OPS or name in TMEM_ALLOC_OPS:
            allocs.append(op)
        elif name == "ttng.init_barrier":
            init_ops.append(op)
            m = INIT_COUNT_RE.search(op.text)
            if m:
                inits[int(m.group(1))] += 1
        task_ids = op.attributes.get(TASK_ATTR) if TASK_ATTR in op.text else None
        if isinstance(task_ids, list):
            for task in task_ids:
                tasks[int(task)] += 1
    arrivals = _barrier_arrivals(module, init_ops)
    where = _regions_where(module) if allocs else None
    for op in allocs:
        buffer = _buffer(op, tuple(arrivals.get(id(op), ())), where)
        if buffer is not None:
            summary.buffers.append(buffer)
    summary.ops = dict(ops)
    dialects: Counter[str] = Counter()
    for name, count in ops.items():
        dialects[name.split(".", 1)[0]] += count
    summary.dialects = dict(dialects)
    summary.tasks = dict(tasks)
    summary.barrier_inits = dict(inits)
    summary.partitions = _partitions(module, ws_ops)
    if summary.num_warps is not None:
        summary.total_warps = summary.num_warps + sum(p.warps or 0 for p in summary.partitions
                                                      if p.name != "default")
    # sm_100's automatic WS records the total itself once partition warps are optimized
    summary.total_warps = _int(attrs.get("ttg.total-num-warps")) or summary.total_warps
    return summary


def _int(value) -> int | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int):
        return value
    m = re.match(r"\s*(-?\d+)", str(value))
    return int(m.group(1)) if m else None


def _region_where(op: "Operation", where: dict[int, str | None] | None = None) -> str:
    """The WS region an op sits in ("default", "partition0"), or "" outside any. ``where`` (from
    ``_regions_where``) holds the answer for every op, found in one pass."""
    if where is not None and id(op) in where:
        return where[id(op)] or ""
    child = op
    for parent in op.ancestors():
        found = _where_own(child)
        if found is not None:
            return found
        child = parent
    return ""


def _regions_where(module: "Module") -> dict[int, str | None]:
    return innermost(module.walk(), _where_own)


def _where_own(op: "Operation") -> str | None:
    """The region name when ``op`` sits directly in a WS region; None when it does not."""
    parent = op.parent
    if parent is not None and (parent.name == WS_OP or parent.name.endswith(".partitions")):
        region = op.region
        return region.name if region is not None and region.name else ""
    return None


def _barrier_arrivals(module: "Module", init_ops: list["Operation"]) -> dict[int, list[int]]:
    """id(alloc op) -> arrival counts of the init_barrier ops on its copies.

    ``ttng.init_barrier %b, 1`` takes either the alloc itself or a ``ttg.memdesc_index`` of it.
    """
    arrivals: dict[int, list[int]] = {}
    for op in init_ops:
        m = INIT_COUNT_RE.search(op.text)
        values = module.operand_values(op)
        if not m or not values or values[0] is None:
            continue
        owner = values[0].owner
        if getattr(owner, "name", "") in ("ttg.memdesc_index", "ttg.memdesc_subview"):
            inner = module.operand_values(owner)
            owner = inner[0].owner if inner and inner[0] is not None else None
        if owner is not None and getattr(owner, "name", "") in SMEM_ALLOC_OPS:
            arrivals.setdefault(id(owner), []).append(int(m.group(1)))
    return arrivals


def _buffer(op: "Operation", arrivals: tuple[int, ...] = (),
            where: dict[int, str | None] | None = None) -> Buffer | None:
    types = op.result_types
    if not types or types[0].kind != "memdesc":
        return None
    t = types[0]
    shape = tuple(t.shape)
    tmem = op.name in TMEM_ALLOC_OPS or (t.memory_space or "").endswith("tensor_memory")
    barrier = t.element == "i64" and len(shape) <= 2 and (len(shape) < 2 or shape[-1] == 1)
    # Multi-buffered storage carries its copies as the leading dimension; an alloc that takes a
    # tensor operand (ttg.local_alloc %x) is a single, immutable copy of that tensor.
    multi = t.mutable and not op.operands and (len(shape) >= 3 or (barrier and len(shape) == 2))
    copies = shape[0] if multi and shape else 1
    tile = shape[1:] if multi else shape
    kind = "tmem" if tmem else "barrier" if barrier else "channel" if multi else "local"
    offset = op.attributes.get("allocation.offset") if "allocation.offset" in op.text else None
    loc = op.loc
    return Buffer(kind=kind, shape=shape, tile=tuple(tile), copies=copies, element=t.element or "?",
                  bytes=t.num_bytes(), mutable=t.mutable, where=_region_where(op, where), line=op.line,
                  loc=_short_loc(loc), offset=_int(offset), arrivals=arrivals if barrier else ())


def _short_loc(loc) -> str | None:
    """``matmul_hopper.py:35:24``: the file's base name, so summaries match across checkouts."""
    if loc is None:
        return None
    file = getattr(loc, "file", None)
    if not file:
        return str(loc)
    return f"{os.path.basename(file)}:{loc.line}:{loc.col}"


def _partitions(module: "Module", ws_ops: list["Operation"]) -> list[Partition]:
    """Every region of every ``ttg.warp_specialize``, read by ``graphs.partitions.ws_partitions``."""
    from passlab.graphs.partitions import ws_partitions

    partitions: list[Partition] = []
    for index, ws in enumerate(ws_ops):
        prefix = f"ws{index}." if len(ws_ops) > 1 else ""
        parts, members = ws_partitions(module, ws)
        for part in parts:
            ops = sum(1 for op in members.get(part.name, ()) if not op.name.endswith(".partitions"))
            partitions.append(Partition(name=prefix + part.name, warps=part.num_warps, ops=ops,
                                        tasks=part.task_ids, registers=part.requested_registers))
    return partitions
