"""The PTX instructions that touch barriers or shared memory, as events of the protocol model.

mbarrier init/arrive/expect_tx/try_wait, TMA (``cp.async.bulk.tensor``) loads completing bytes on a
barrier and stores in bulk groups, cp.async copies, wgmma issue/commit/wait (async SMEM reads of its
descriptors' slots), ``fence.proxy.async``, ``tensormap.replace`` (a device-side descriptor's box,
for the bytes of a TMA copy), and generic ``ld/st.shared``, ``stmatrix``, ``ldmatrix``, atomics.
"""

from __future__ import annotations

import math
import re

from passlab.checks.protocol.events import Kind, MemRef
from passlab.checks.ptx.alu import LANES, Value, lane, op_type, signed, uniform, wrap
from passlab.checks.ptx.events import PtxKind
from passlab.ir.ptx import Instruction

# .v2 / .v4 of st.shared.v2.b32
VECTOR_RE = re.compile(r"\.v(\d)\b")
# stmatrix.sync.aligned.m8n8.x4.shared.b16   ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
MATRIX_RE = re.compile(r"\.x(\d)\b")
# tensormap.replace.tile.box_dim.shared::cta.b1024.b32
TENSORMAP_FIELD_RE = re.compile(r"^tensormap\.replace\.tile\.(\w+)\.")
# PTX .elemtype codes of tensormap.replace: bytes per element
ELEMTYPE_BYTES = {0: 1, 1: 2, 2: 4, 3: 4, 4: 8, 5: 8, 6: 2, 7: 4, 8: 4, 9: 8, 10: 2, 11: 4, 12: 4}


class StopWarp(Exception):
    """This warp cannot go on: a branch on a value not computed, a budget (``budget`` says which,
    "steps" or "events"), an unknown opcode."""

    def __init__(self, why: str, budget: str = ""):
        super().__init__(why)
        self.budget = budget


# Roots of the instructions that can change what the scheduler replays (mbarrier phases and tx
# bytes, named barriers, async copies and their groups, wgmma groups, proxy fences, the box of a
# device-side TMA descriptor). One of these the machine does not know may hide an arrival, a
# wait or an async access, so no PTX001-PTX006 error is proven while one ran (docs/ptx.md).
BARRIER_ROOTS = frozenset({"mbarrier", "bar", "barrier", "cp", "wgmma", "tcgen05", "fence", "membar", "tensormap"})
# fences that order memory for generic accesses or other proxies, never a protocol the rules judge
# (membar.<level> / membar.proxy.<kind> are the old spellings of fence.<scope> / fence.proxy.<kind>):
#   fence.acq_rel.gpu   fence.sc.cta   fence.cluster   membar.gl   fence.acquire.sync_restrict::shared::cluster.cluster
#   fence.mbarrier_init.release.cluster   fence.proxy.tensormap::generic.acquire.gpu   fence.proxy.alias
ORDER_FENCE_RE = re.compile(r"^fence(?:\.(?:sc|acq_rel|acquire|release))?(?:\.sync_restrict::[\w:]+)?\.(?:cta|cluster|gpu|sys|gl)$"
                            r"|^fence\.(?:mbarrier_init|proxy\.tensormap|proxy\.alias)\b")
# tensormap.replace.tile.<field>: the fields of a descriptor; box_dim, elemtype and rank size a TMA copy
TENSORMAP_FIELDS = frozenset({"box_dim", "elemtype", "rank", "global_address", "global_dim", "global_stride",
                              "element_stride", "interleave_layout", "swizzle_mode", "swizzle_atomicity",
                              "fill_mode"})


def touches_barriers(opcode: str) -> bool:
    """Whether an instruction can change the barrier protocol: one of ``BARRIER_ROOTS``, or one that
    names an mbarrier or the async proxy from another family (``st.async...mbarrier::complete_tx``,
    ``red.async``, ``clusterlaunchcontrol.try_cancel.async...mbarrier::complete_tx``). An integer or
    float op is not: its result is only "not computed", and whatever uses it stops the warp or runs on
    an assumption, which is counted there."""
    parts = opcode.split(".")
    return parts[0] in BARRIER_ROOTS or "async" in parts or any(p.startswith("mbarrier") for p in parts)

# [%rd63, {%r1121, %r1068}]   (a TMA copy's descriptor and coordinates)
TENSOR_OPERAND_RE = re.compile(r"^\[\s*([^,\]]+)\s*,")
DESCRIPTOR_ADDR_MASK = 0x3FFF     # wgmma matrix descriptor: bits 0-13 hold the start address >> 4


def execute_memory(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    root = ins.root
    if root == "mbarrier":
        _mbarrier(m, warp, ins, op, ops, active)
    elif root == "cp":
        _copy(m, warp, ins, op, ops, active)
    elif root == "wgmma":
        _wgmma(m, warp, ins, op, ops, active)
    elif root in ("fence", "membar"):
        fence = "fence." + op.split(".", 1)[1] if root == "membar" else op
        if fence.startswith("fence.proxy.async"):      # membar.proxy.async.shared::cta too
            m._event(warp, ins, PtxKind.FENCE)
        elif not ORDER_FENCE_RE.match(fence):
            m.not_modelled(ins)
    elif root == "tensormap":
        _tensormap(m, warp, ins, op, ops, active)
    elif root == "tcgen05":
        raise StopWarp(f"tcgen05 not modelled (PTX line {ins.line})")
    else:
        _generic(m, warp, ins, op, ops, active)


def _addresses(m: "Machine", warp: "Warp", operand: str, active: Value) -> list[int] | None:
    """The distinct addresses of ``[...]`` over the lanes that run, or None when not computed."""
    value = m.address(warp, operand)
    if value is None:
        return None
    lanes = m.lanes(active)
    return sorted({lane(value, i) for i in lanes})


def _mbarrier(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    if active is None:          # a predicate not computed: taken as run (the machine noted it)
        active = 1
    parts = op.split(".")
    verb = parts[1]
    if verb in ("try_wait", "test_wait"):
        addrs = _addresses(m, warp, ops[1], active)
        parity = uniform(m.value(warp, ops[2])) if len(ops) > 2 else None
        if addrs is None or parity is None or "parity" not in parts:
            raise StopWarp(f"{op} on a barrier or phase the machine does not compute (PTX line {ins.line})")
        for addr in addrs:
            m._event(warp, ins, Kind.WAIT, bar=m.bar_ref(addr), value=parity & 1)
        m._set(warp, ops[0], 1, 1)
        return
    if verb in ("pending_count",):
        m._set(warp, ops[0], None, 1)
        return
    if verb == "init":
        addrs, count = _addresses(m, warp, ops[0], active), uniform(m.value(warp, ops[1]))
        if addrs is None or count is None:
            raise StopWarp(f"mbarrier.init the machine does not compute (PTX line {ins.line})")
        for addr in addrs:
            m._event(warp, ins, Kind.INIT, bar=m.bar_ref(addr), value=count)
        return
    if verb == "inval":
        for addr in _addresses(m, warp, ops[0], active) or []:
            m._event(warp, ins, Kind.INVAL, bar=m.bar_ref(addr))
        return
    if verb == "expect_tx":
        addrs, tx = _addresses(m, warp, ops[0], active), uniform(m.value(warp, ops[1]))
        if addrs is None or tx is None:
            raise StopWarp(f"{op} the machine does not compute (PTX line {ins.line})")
        for i in m.lanes(active):
            m._event(warp, ins, PtxKind.EXPECT_TX, bar=m.bar_ref(lane(m.address(warp, ops[0]), i)), value=tx)
        return
    if verb in ("arrive", "arrive_drop"):
        addr_value = m.address(warp, ops[1])
        if addr_value is None:
            raise StopWarp(f"{op} on a barrier the machine does not compute (PTX line {ins.line})")
        m._set(warp, ops[0], None, 1)
        if "expect_tx" in parts:
            tx = uniform(m.value(warp, ops[2]))
            if tx is None:
                raise StopWarp(f"{op} with bytes the machine does not compute (PTX line {ins.line})")
            for i in m.lanes(active):
                m._event(warp, ins, Kind.EXPECT, bar=m.bar_ref(lane(addr_value, i)), value=tx)
            return
        count = uniform(m.value(warp, ops[2])) if len(ops) > 2 else 1
        if count is None:
            raise StopWarp(f"{op} with a count the machine does not compute (PTX line {ins.line})")
        per_bar: dict[int, int] = {}
        for i in m.lanes(active):
            addr = lane(addr_value, i)
            per_bar[addr] = per_bar.get(addr, 0) + count
        for addr, total in per_bar.items():
            m._event(warp, ins, Kind.ARRIVE, bar=m.bar_ref(addr), value=total)
        return
    m.not_modelled(ins)


def _box_bytes(m: "Machine", desc: int | None) -> int | None:
    tmap = m.tensormaps.get(desc) if desc is not None else None
    if not tmap or "rank" not in tmap or "elemtype" not in tmap:
        return None
    dims = [tmap.get(("box_dim", i)) for i in range(tmap["rank"] + 1)]
    if any(d is None for d in dims):
        return None
    return math.prod(dims) * ELEMTYPE_BYTES.get(tmap["elemtype"], 2)


def _copy(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    parts = op.split(".")
    if op.startswith("cp.async.bulk.commit_group"):
        warp.bulk_groups.append(warp.open_bulk)
        warp.open_bulk = 0
        return
    if op.startswith("cp.async.bulk.wait_group"):
        n = uniform(m.value(warp, ops[0])) or 0
        pending = sum(warp.bulk_groups[-n:]) if n else 0
        m._event(warp, ins, Kind.STORE_WAIT, value=pending)
        warp.bulk_groups = warp.bulk_groups[-n:] if n else []
        return
    if op.startswith("cp.async.commit_group"):
        m._event(warp, ins, Kind.COMMIT)
        return
    if op.startswith("cp.async.wait_group") or op.startswith("cp.async.wait_all"):
        n = uniform(m.value(warp, ops[0])) if ops else 0
        m._event(warp, ins, Kind.COPY_WAIT, value=n or 0)
        return
    if ".prefetch" in op:
        return                                # an L2 prefetch touches no shared memory
    if op.startswith("cp.async.mbarrier.arrive"):
        m.not_modelled(ins)
        return
    if active is None:          # a predicate not computed: taken as run (the machine noted it)
        active = 1
    runs = m.lanes(active)
    if not runs:
        return
    bulk = op.startswith(("cp.async.bulk", "cp.reduce.async.bulk"))
    if bulk and "tensor" in parts:
        if ".global.shared" in op:           # TMA store (or reduce): shared -> global
            desc = uniform(m.value(warp, TENSOR_OPERAND_RE.match(ops[0]).group(1))) if TENSOR_OPERAND_RE.match(ops[0]) else None
            src = m.address(warp, ops[1])
            nbytes = _box_bytes(m, desc)
            for i in runs:
                addr = lane(src, i)
                if addr is None:
                    raise StopWarp(f"TMA store from an address the machine does not compute (PTX line {ins.line})")
                allowed = m.allowed(ins, "tma_store")
                ref = (m.smem.ref(addr, addr + nbytes, allowed=allowed) if nbytes else
                       m.smem.slot_ref(addr, allowed=allowed) or m.smem.ref(addr, addr + 16))
                m._event(warp, ins, Kind.TMA_STORE, refs=(ref,))
                warp.open_bulk += 1
            return
        dst, bar = m.address(warp, ops[0]), m.address(warp, ops[2]) if len(ops) > 2 else None
        desc_m = TENSOR_OPERAND_RE.match(ops[1])
        desc = uniform(m.value(warp, desc_m.group(1))) if desc_m else None
        nbytes = _box_bytes(m, desc)
        for i in runs:
            addr, bar_addr = lane(dst, i), lane(bar, i)
            if addr is None or bar_addr is None:
                raise StopWarp(f"TMA load the machine does not compute (PTX line {ins.line})")
            allowed = m.allowed(ins, "tma_load")
            ref = m.smem.ref(addr, addr + (nbytes or 1), allowed=allowed)
            event = m._event(warp, ins, Kind.TMA_LOAD, refs=(ref,), bar=m.bar_ref(bar_addr), value=nbytes or -1)
            if nbytes is None:
                m.unsized_loads += 1
                event.slot = m.smem.slot_ref(addr, allowed=allowed)
        return
    if bulk:                                  # cp.async.bulk (no tensor): the size is an operand
        size = uniform(m.value(warp, ops[2]))
        if ".global.shared" in op:
            src = m.address(warp, ops[1])
            for i in runs:
                addr = lane(src, i)
                m._event(warp, ins, Kind.TMA_STORE, refs=(m.smem.ref(addr, addr + (size or 16)),))
                warp.open_bulk += 1
            return
        dst, bar = m.address(warp, ops[0]), m.address(warp, ops[3]) if len(ops) > 3 else None
        for i in runs:
            addr, bar_addr = lane(dst, i), lane(bar, i)
            if addr is None or bar_addr is None or size is None:
                raise StopWarp(f"bulk copy the machine does not compute (PTX line {ins.line})")
            m._event(warp, ins, Kind.TMA_LOAD, refs=(m.smem.ref(addr, addr + size),), bar=m.bar_ref(bar_addr),
                     value=size)
        return
    if op.startswith("cp.async."):            # cp.async.ca / .cg: per-thread async copies
        refs = _generic_refs(m, warp, ops[0], active, kind="copy", ins=ins)
        if refs is None:
            raise StopWarp(f"cp.async to an address the machine does not compute (PTX line {ins.line})")
        if refs:
            m._event(warp, ins, Kind.COPY, refs=refs)
        return
    m.not_modelled(ins)


def _wgmma(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    if op.startswith("wgmma.fence"):
        return
    if op.startswith("wgmma.commit_group"):
        warp.dot_groups.append(warp.open_dots)
        warp.open_dots = 0
        return
    if op.startswith("wgmma.wait_group"):
        n = uniform(m.value(warp, ops[0])) or 0
        pending = (sum(warp.dot_groups[-n:]) if n else 0) + warp.open_dots
        m._event(warp, ins, Kind.DOT_WAIT, value=pending)
        warp.dot_groups = warp.dot_groups[-n:] if n else []
        return
    if op.startswith("wgmma.mma_async"):
        refs = []
        for operand in ops[1:3]:
            if operand.strip().startswith("{"):
                continue                      # A from registers
            desc = uniform(m.value(warp, operand))
            if desc is None:
                raise StopWarp(f"wgmma with a descriptor the machine does not compute (PTX line {ins.line})")
            addr = (desc & DESCRIPTOR_ADDR_MASK) << 4
            refs.append(m.smem.slot_ref(addr, allowed=m.allowed(ins, "dot")) or m.smem.ref(addr, addr + 16))
        events = warp.program.events
        if warp.open_dots and events and events[-1].kind is Kind.DOT:
            # wgmmas of one group issued back to back: one access of their slots, retired together
            keys = {r.key for r in events[-1].refs}
            events[-1].refs += tuple(r for r in refs if r.key not in keys)
            return
        m._event(warp, ins, Kind.DOT, refs=tuple(refs))
        warp.open_dots += 1
        return
    m.not_modelled(ins)


def _tensormap(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    if op.startswith("tensormap.cp_fenceproxy"):
        dst, src = m.address(warp, ops[0]), m.address(warp, ops[1])
        dst, src = uniform(dst), uniform(src)
        if dst is not None and src is not None and src in m.tensormaps:
            m.tensormaps[dst] = dict(m.tensormaps[src])
        return
    field = TENSORMAP_FIELD_RE.match(op)
    if field is None or field.group(1) not in TENSORMAP_FIELDS:
        m.not_modelled(ins)
        return
    addr = uniform(m.address(warp, ops[0]))
    if addr is None:
        return
    name = field.group(1)
    entry = m.tensormaps.setdefault(addr, {})
    if len(ops) > 2:
        index, value = uniform(m.value(warp, ops[1])), uniform(m.value(warp, ops[2]))
        entry[(name, index)] = value
    else:
        entry[name] = uniform(m.value(warp, ops[1]))


def _width(op: str) -> int:
    _, bits = op_type(op)
    vec = VECTOR_RE.search(op)
    return max(1, bits // 8) * (int(vec.group(1)) if vec else 1)


def _generic_refs(m: "Machine", warp: "Warp", operand: str, active: Value, lanes: list[int] | None = None,
                  kind: str = "write", ins: Instruction | None = None):
    """The allocation slots a generic access touches (None: address not computed; addresses in no
    allocation are left out: the check is about slots the async proxy also uses)."""
    value = m.address(warp, operand)
    if value is None:
        return None
    seen, refs = set(), []
    allowed = m.allowed(ins, kind) if ins is not None else None
    for i in lanes if lanes is not None else m.lanes(active):
        addr = lane(value, i)
        ref = m.smem.slot_ref(addr, allowed=allowed)
        if ref is not None and ref.key not in seen:
            seen.add(ref.key)
            refs.append(ref)
    return tuple(refs)


def _generic(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    parts = op.split(".")
    root = parts[0]
    if "async" in parts:                   # st.async / red.async: async-proxy writes completing on an mbarrier
        m.not_modelled(ins)
        return
    if root == "ld" and "param" in parts:
        m._set(warp, ops[0], _param(m, warp, ops[1]), active)
        return
    shared = "shared" in op
    if root == "ld":
        if shared:
            _load_shared(m, warp, ins, op, ops, active)
        else:
            _load_global(m, warp, ins, op, ops, active)
        return
    if root == "st":
        if shared:
            _store_shared(m, warp, ins, op, ops, active)
        return
    if root in ("stmatrix", "ldmatrix"):
        count = int(MATRIX_RE.search(op).group(1)) if MATRIX_RE.search(op) else 1
        lanes = [i for i in m.lanes(active if active is not None else 1) if i < 8 * count]
        operand = ops[0] if root == "stmatrix" else ops[1]
        refs = _generic_refs(m, warp, operand, active, lanes, "write" if root == "stmatrix" else "read", ins)
        if root == "ldmatrix":
            for d in ops[0].strip("{} ").split(","):
                m._set(warp, d, None, active)
        if refs is None:
            raise StopWarp(f"{root} at an address the machine does not compute (PTX line {ins.line})")
        _access(m, warp, ins, Kind.WRITE if root == "stmatrix" else Kind.READ, refs)
        return
    if root in ("atom", "red"):
        if root == "atom":
            m._set(warp, ops[0], None, active)
        if shared:
            refs = _generic_refs(m, warp, ops[1] if root == "atom" else ops[0], active)
            if refs is None and active != 0:
                m.approximate(ins, f"{root}.shared at an address the machine does not compute: left out")
            if refs:
                _access(m, warp, ins, Kind.WRITE, refs)


def _param(m: "Machine", warp: "Warp", operand: str) -> Value:
    inner = operand.strip("[] ")
    name, _, offset = inner.partition("+")
    value = m.params.get(name.strip())
    if offset.strip() and value is not None:
        return None            # a field inside a by-value struct param: not computed
    return value


def _load_shared(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    dsts = [d.strip() for d in ops[0].strip("{} ").split(",")]
    addr = m.address(warp, ops[1])
    each = _width(op) // len(dsts) if len(dsts) > 1 else _width(op)
    for k, d in enumerate(dsts):
        if addr is None:
            m._set(warp, d, None, active)
            continue
        vals = [m._load_value(lane(addr, i) + k * each, each) for i in range(LANES)]
        value = vals[0] if all(v == vals[0] for v in vals) else (None if any(v is None for v in vals) else tuple(vals))
        m._set(warp, d, value, active)
    if addr is None:
        if active != 0:
            m.approximate(ins, "ld.shared from an address the machine does not compute: left out")
        return
    refs = _generic_refs(m, warp, ops[1], active, kind="read", ins=ins)
    if refs:
        _access(m, warp, ins, Kind.READ, refs)


def _load_global(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    """A global (or generic) load: computed where every active lane reads inside contents the check
    was given (``Machine.given``: a tile table, ``cu_seqlens``), not computed elsewhere. A lane
    reading near given contents but not wholly inside them (past the end of a table too short for
    the kernel) stops the warp: going on with an unknown bound would run barrier ops on assumptions."""
    dsts = [d.strip() for d in ops[0].strip("{} ").split(",")]
    kind, _ = op_type(op)
    generic = not {"const", "local", "param", "shared"} & set(op.split("."))
    addr = m.address(warp, ops[1]) if (m.given or m.int_pointers) and generic and len(ops) > 1 else None
    total = _width(op)
    each = total // len(dsts) if len(dsts) > 1 else total
    lanes = m.lanes(active) if active is not None else []
    rows = {}                                # active lane -> the whole load's value, little-endian
    for i in lanes if addr is not None else []:
        at = m.given_at(lane(addr, i))
        if at is None:
            if not isinstance(addr, tuple):      # a scalar load (every lane one address), not a tensor's
                m.note_unread(addr)
            rows = {}
            break
        memory, offset = at
        rows[i] = memory.load(offset, total)
        if rows[i] is None:
            raise StopWarp(f"load of {total} bytes at {memory.name} + {offset}, outside the {memory.size} bytes "
                           f"given for it (PTX line {ins.line})")
        m.given_read.add(memory.name)
    for k, d in enumerate(dsts):
        value = None
        if rows:
            # lanes the predicate leaves out keep their register (Machine._set): any value stands in
            width = m.func.register_bits(d) or _named_width(d)
            vals = [_extend((rows[i] >> (8 * each * k)) & ((1 << (8 * each)) - 1), kind, 8 * each, width)
                    if i in rows else 0 for i in range(LANES)]
            value = vals[0] if all(v == vals[0] for v in vals) else tuple(vals)
        m._set(warp, d, value, active)


def _named_width(register: str) -> int:
    """An undeclared register's width by Triton's names (``%rd`` 64 bits, ``%rs`` 16, else 32):
    hand-written PTX may leave out the ``.reg`` lines that ``PtxFunction.register_bits`` reads."""
    return 64 if register.startswith("%rd") else 16 if register.startswith("%rs") else 32


def _extend(value: int, kind: str, bits: int, width: int) -> int:
    """A signed load (``.s8``, ``.s16``, ``.s32``) sign-extends into a wider register (``width``
    bits, as declared); values are kept as unsigned bit patterns (``alu``)."""
    if kind != "s" or bits >= width:
        return value
    return wrap(signed(value, bits), width)


def _store_shared(m: "Machine", warp: "Warp", ins: Instruction, op: str, ops: list[str], active: Value) -> None:
    addr = m.address(warp, ops[0])
    srcs = [s.strip() for s in ops[1].strip("{} ").split(",")]
    each = _width(op) // len(srcs) if len(srcs) > 1 else _width(op)
    if addr is None:
        if active != 0:
            m.approximate(ins, "st.shared to an address the machine does not compute: left out")
        return
    for i in m.lanes(active if active is not None else 1):
        base = lane(addr, i)
        for k, s in enumerate(srcs):
            v = lane(m.value(warp, s), i)
            m._store_value(base + k * each, each, v if active is not None else None)
    refs = _generic_refs(m, warp, ops[0], active, kind="write", ins=ins)
    if refs:
        _access(m, warp, ins, Kind.WRITE, refs)


def _access(m: "Machine", warp: "Warp", ins: Instruction, kind: Kind, refs: tuple[MemRef, ...]) -> None:
    """A generic access, merged into the warp's previous event when that one is the same kind of
    access with nothing between them (a run of stmatrix is one write of its slots)."""
    if not refs:
        return
    events = warp.program.events
    if events and events[-1].kind is kind and events[-1].op.line <= ins.line:
        last = events[-1]
        keys = {r.key for r in last.refs}
        last.refs = last.refs + tuple(r for r in refs if r.key not in keys)
        return
    m._event(warp, ins, kind, refs=refs)
