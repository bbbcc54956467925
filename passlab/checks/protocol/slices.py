"""Which kernel arguments a value the protocol model could not compute was loaded from: a static
backward slice over the IR's def-use tables, for the hint a short run prints ("the stop depends on
scalar loads from cu_seqlens: give their contents with --memory"). Static, so it over-approximates
through loop-carried values and block arguments; it never runs anything."""

from __future__ import annotations

from passlab.checks.dataflow import WS_OP, IRIndex
from passlab.ir.model import Block, Operation, Value
from passlab.ir.types import int_pointee_bits

SLICE_LIMIT = 4000        # values visited per slice: a crafted snapshot stays cheap


def stop_operands(op: Operation) -> list[int]:
    """The operands a stop at ``op`` is about: a branch's condition, a loop's bounds, a wait's phase
    (a while's condition is its ``scf.condition``'s first operand, ``loaded_from``)."""
    if op.name in ("cf.cond_br", "scf.if"):
        return [0]
    if op.name == "scf.for":
        return [0, 1, 2]
    if op.name == "ttng.wait_barrier":
        return [1]
    return []


def loaded_from(index: IRIndex, op: Operation) -> list[str]:
    """Names of the ``!tt.ptr<i..>`` function arguments that a scalar ``tt.load`` reads where the
    values ``op`` stopped on come from, in the order met."""
    if op.name == "scf.while" and op.regions and op.regions[0].blocks:
        ops = op.regions[0].blocks[0].operations
        starts = [index.operand(ops[-1], 0)] if ops and ops[-1].name == "scf.condition" else []
    else:
        starts = [index.operand(op, i) for i in stop_operands(op)]
    found: list[str] = []
    seen: set[int] = set()
    stack = [v for v in starts if v is not None]
    while stack and len(seen) < SLICE_LIMIT:
        value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        owner = value.owner
        if isinstance(owner, Operation):
            if owner.name == "tt.load":
                if len(owner.operands) == 1:
                    root = pointer_root(index, index.operand(owner, 0))
                    if root is not None and root not in found:
                        found.append(root)
                continue
            stack += [v for v in (index.operand(owner, i) for i in range(len(owner.operands))) if v is not None]
        else:
            stack += _block_arg_sources(index, owner, value.index)
    return found


def pointer_root(index: IRIndex, value: Value | None, depth: int = 0) -> str | None:
    """The function argument a scalar pointer is moved from by ``tt.addptr``, through partition
    captures; None for anything else (a select of pointers, a pointer carried by a loop)."""
    while value is not None and depth < 64:
        depth += 1
        owner = value.owner
        if isinstance(owner, Operation):
            if owner.name != "tt.addptr":
                return None
            value = index.operand(owner, 0)
            continue
        parent = owner.parent.parent if owner.parent is not None else None
        if parent is None or parent.name == "tt.func":
            return value.name.lstrip("%") if int_pointee_bits(value.type) else None
        ws = _ws_of(parent)
        if ws is None or value.index >= len(ws.operands):
            return None
        value = index.lookup(ws, ws.operands[value.index])
    return None


def _ws_of(op: Operation) -> Operation | None:
    """The ``ttg.warp_specialize`` whose partition region ``op`` owns (the op or its
    ``ttg.warp_specialize.partitions`` child)."""
    if op.name == WS_OP:
        return op
    if op.name.startswith(WS_OP + ".") and op.parent is not None and op.parent.name == WS_OP:
        return op.parent
    return None


def _block_arg_sources(index: IRIndex, block: Block, position: int) -> list[Value]:
    """What flows into block argument ``position``: a partition's capture, a predecessor branch's
    operand, or (structured regions) every operand of the op owning the region."""
    parent = block.parent.parent if block.parent is not None else None
    if parent is None or parent.name == "tt.func":
        return []
    ws = _ws_of(parent)
    if ws is not None:
        v = index.lookup(ws, ws.operands[position]) if position < len(ws.operands) else None
        return [v] if v is not None else []
    out = []
    if block.label:
        for other in block.parent.blocks:
            if other.operations:
                term = other.operations[-1]
                for target, names in index.successors(term):
                    if target is block and position < len(names):
                        v = index.lookup(term, names[position])
                        if v is not None:
                            out.append(v)
        return out
    return [v for v in (index.operand(parent, i) for i in range(len(parent.operands))) if v is not None]
