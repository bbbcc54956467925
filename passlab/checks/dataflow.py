"""Def-use facts the checks share: which allocation a memdesc value views, and when it is live.

Built once per ``Module``. A use is resolved through the regions it can see (``passlab.ir.scopes``:
its own and the enclosing ones up to a function or WS partition, each isolated from above), since
MLIR's printer reuses names in sibling regions. A memdesc flows through views
(``ttg.memdesc_index`` ...), into WS partitions (operand i of ``ttg.warp_specialize`` is block
argument i of every partition region), through ``scf.for`` iter_args and ``cf`` branch arguments;
``root_allocs`` follows those edges back to the ``ttg.local_alloc`` / ``ttng.tmem_alloc``.

Liveness is computed here from the IR, not read from Triton's allocator: a buffer is live from its
allocating op to the end of the last op that uses any of its views, where a use nested in a region
(a WS partition, a loop body) counts as a use by the whole enclosing op, and a use inside a CFG
loop (``cf.br`` back edge, after convert-scf-to-cf) that starts after the allocation keeps the
buffer live to the end of that loop.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import cached_property

from passlab.ir import Block, Module, Operation, Region, Value
from passlab.ir.nesting import innermost, subtree_spans

ALLOC_OPS = ("ttg.local_alloc", "ttng.tmem_alloc")
# Ops whose result is another view of operand 0's memory.
VIEW_OPS = ("ttg.memdesc_index", "ttg.memdesc_subslice", "ttg.memdesc_subview", "ttg.memdesc_trans",
            "ttg.memdesc_reshape", "ttg.memdesc_reinterpret", "ttng.tmem_subslice")
WS_OP = "ttg.warp_specialize"

# cf.br ^bb1(%acc_24, %acc_23 : i32, i64)   /   cf.cond_br %13, ^bb2, ^bb3
SUCCESSOR_RE = re.compile(r"\^([\w.$-]+)(?:\(([^():]*)(?::[^()]*)?\))?")
# %c64_i32 = arith.constant 64 : i32      /    %true = arith.constant true
# %a_desc_5  or  %5#1
VALUE_NAME_RE = re.compile(r"%[\w.$-]+(?:#\d+)?")


@dataclass(frozen=True)
class LiveRange:
    """Lines of the snapshot between which a buffer is live (both ends inclusive)."""

    start: int
    end: int

    def overlaps(self, other: "LiveRange") -> bool:
        return self.start <= other.end and other.start <= self.end


class IRIndex:
    """Def-use tables over one module, and the memdesc facts derived from them."""

    def __init__(self, module: Module):
        self.module = module
        self.ops: list[Operation] = list(module.walk())
        # Per-region and per-op memos: each is asked once per use, and a crafted snapshot may
        # hold thousands of uses in thousands of blocks.
        self._region_ops: dict[int, tuple[list[int], list[Operation]]] = {}
        self._positions: dict[int, dict[int, int]] = {}
        self._labels: dict[int, dict[str, Block]] = {}
        self._successors: dict[int, list[tuple[Block, list[str]]]] = {}
        self._inside: dict[tuple[str, ...], dict[int, bool | None]] = {}
        self._name_positions: dict[int, dict[str, list[int]]] = {}  # keyed by id of a list in _successors
        self.scopes = module.scopes
        self._users: dict[int, list[tuple[Operation, int]]] = {}
        for op in self.ops:
            for index, name in enumerate(op.operands):
                value = self.lookup(op, name)
                if value is not None:
                    self._users.setdefault(id(value), []).append((op, index))

    def lookup(self, at: Operation, name: str) -> Value | None:
        """The value ``name`` denotes where ``at`` uses it (``passlab.ir.scopes``)."""
        return self.scopes.lookup(at, name)

    def operand(self, op: Operation, index: int) -> Value | None:
        if index >= len(op.operands):
            return None
        return self.lookup(op, op.operands[index])

    def users(self, value: Value) -> list[tuple[Operation, int]]:
        return self._users.get(id(value), [])

    # -- constants -------------------------------------------------------------------------------
    def const_int(self, op: Operation, name: str) -> int | None:
        """The integer behind operand ``name`` of ``op`` when it is an ``arith.constant``."""
        value = self.lookup(op, name)
        if value is None or not isinstance(value.owner, Operation):
            return None
        return value.owner.constant_int()

    # -- structure -------------------------------------------------------------------------------
    @staticmethod
    def end_line(op: Operation) -> int:
        return max(op.line, op.tail_line or 0)

    def ws_region(self, op: Operation) -> str:
        """"default", "partition0", ... for an op inside a ``ttg.warp_specialize``; "" otherwise."""
        where = self._ws_where(op)
        return where[1] if where is not None else ""

    def ws_partition(self, op: Operation) -> tuple[int, str] | None:
        """(id of the enclosing ``ttg.warp_specialize``, region name) for an op inside one, else None."""
        where = self._ws_where(op)
        return (id(where[0]), where[1]) if where is not None else None

    def _ws_where(self, op: Operation) -> tuple[Operation, str] | None:
        where = self._ws_of.get(id(op), _MISSING)
        if where is not _MISSING:
            return where
        node = op  # an op of another module: walk up
        while node is not None and node.block is not None:
            where = _ws_own(node)
            if where is not None:
                return where
            node = node.block.parent.parent
        return None

    @cached_property
    def _ws_of(self) -> dict[int, tuple[Operation, str] | None]:
        """id(op) -> (its innermost ``ttg.warp_specialize``, region name), for every op in one pass."""
        return innermost(self.ops, _ws_own)

    def inside(self, op: Operation, names: tuple[str, ...]) -> bool:
        """Some op enclosing ``op`` is named one of ``names`` (``LOOP_OPS``), looked up in one pass."""
        table = self._inside.get(names)
        if table is None:
            table = self._inside[names] = innermost(
                self.ops, lambda o: True if o.parent is not None and o.parent.name in names else None)
        found = table.get(id(op), _MISSING)
        if found is _MISSING:
            return any(a.name in names for a in op.ancestors())
        return bool(found)

    def concurrent(self, a: Operation, b: Operation) -> bool:
        """Two ops in different partitions of the same ``ttg.warp_specialize`` run at the same time,
        whatever their order in the text."""
        pa, pb = self.ws_partition(a), self.ws_partition(b)
        return pa is not None and pb is not None and pa[0] == pb[0] and pa[1] != pb[1]

    @cached_property
    def ws_ops(self) -> list[Operation]:
        return [op for op in self.ops if op.name == WS_OP]

    @staticmethod
    def ws_partition_regions(ws: Operation):
        """The partition regions of a ``ttg.warp_specialize`` (every region but ``default``)."""
        regions = []
        for region in ws.regions:
            if region.name == "default" or (region.index == 0 and not region.name):
                continue
            regions.append(region)
        for inner in (op for region in ws.regions for op in region.operations):
            if inner.name.startswith(WS_OP + "."):
                regions.extend(inner.regions)
        return regions

    def successors(self, op: Operation) -> list[tuple[Block, list[str]]]:
        """Branch targets of a ``cf.br`` / ``cf.cond_br`` with the value names passed to each."""
        if not op.name.startswith("cf.") or op.block is None:
            return []
        found = self._successors.get(id(op))
        if found is None:
            region = op.block.parent
            by_label = self._labels.get(id(region))
            if by_label is None:
                by_label = self._labels[id(region)] = {b.label.lstrip("^"): b for b in region.blocks if b.label}
            found = self._successors[id(op)] = []
            for m in SUCCESSOR_RE.finditer(op.text):
                block = by_label.get(m.group(1))
                if block is not None:
                    found.append((block, VALUE_NAME_RE.findall(m.group(2) or "")))
        return found

    def _positions_of(self, names: list[str]) -> dict[str, list[int]]:
        """name -> its positions in a branch's argument list (a ``successors`` entry, memoized: a
        branch passing 25k values is asked once per value)."""
        found = self._name_positions.get(id(names))
        if found is None:
            found = self._name_positions[id(names)] = {}
            for position, name in enumerate(names):
                found.setdefault(name, []).append(position)
        return found

    def block_positions(self, region: Region) -> dict[int, int]:
        """id(block) -> its index in ``region``."""
        position = self._positions.get(id(region))
        if position is None:
            position = self._positions[id(region)] = {id(b): i for i, b in enumerate(region.blocks)}
        return position

    # -- memdesc roots and aliases -----------------------------------------------------------------
    def forward(self, value: Value) -> list[Value]:
        """Values that are the same memory as ``value`` one step downstream."""
        out: list[Value] = []
        for op, index in self.users(value):
            if op.name in VIEW_OPS and index == 0:
                out.extend(op.results[:1])
            elif op.name == WS_OP:
                for region in self.ws_partition_regions(op):
                    args = region.blocks[0].arguments
                    if index < len(args):
                        out.append(args[index])
            elif op.name == "scf.for" and index >= 3:
                body = op.regions[0].blocks[0].arguments if op.regions else []
                if index - 2 < len(body):
                    out.append(body[index - 2])
                if index - 3 < len(op.results):
                    out.append(op.results[index - 3])
            elif op.name == "scf.yield" and op.parent is not None and op.parent.name == "scf.for":
                loop = op.parent
                body = loop.regions[0].blocks[0].arguments
                if index + 1 < len(body):
                    out.append(body[index + 1])
                if index < len(loop.results):
                    out.append(loop.results[index])
            elif op.name.startswith("cf."):
                operand = op.operands[index]
                for block, names in self.successors(op):
                    for position in self._positions_of(names).get(operand, ()):
                        if position < len(block.arguments):
                            out.append(block.arguments[position])
        return out

    def aliases(self, alloc: Operation) -> list[Value]:
        """Every value that views the memory ``alloc`` returns, the result itself first."""
        seen: dict[int, Value] = {}
        todo = list(alloc.results[:1])
        while todo:
            value = todo.pop()
            if id(value) in seen:
                continue
            seen[id(value)] = value
            todo.extend(self.forward(value))
        return list(seen.values())

    def uses(self, alloc: Operation) -> list[tuple[Operation, int]]:
        """(op, operand index) for every op that takes a view of ``alloc`` as an operand."""
        return sorted({(id(op), index): (op, index) for value in self.aliases(alloc)
                       for op, index in self.users(value)}.values(), key=lambda item: (item[0].line, item[1]))

    @cached_property
    def _root_of(self) -> dict[int, list[Operation]]:
        roots: dict[int, list[Operation]] = {}
        for alloc in self.allocs:
            for value in self.aliases(alloc):
                roots.setdefault(id(value), []).append(alloc)
        return roots

    def root_allocs(self, op: Operation, name: str) -> list[Operation]:
        """The allocations operand ``name`` of ``op`` may view (usually exactly one)."""
        value = self.lookup(op, name)
        return list(self._root_of.get(id(value), [])) if value is not None else []

    def root_alloc(self, op: Operation, index: int) -> Operation | None:
        if index >= len(op.operands):
            return None
        roots = self.root_allocs(op, op.operands[index])
        return roots[0] if len(roots) == 1 else None

    @cached_property
    def allocs(self) -> list[Operation]:
        return [op for op in self.ops if op.name in ALLOC_OPS and op.results]

    def slot_index(self, op: Operation, index: int) -> int | None:
        """The constant slot a ``ttg.memdesc_index`` picks for operand ``index`` of ``op`` (None when dynamic)."""
        value = self.operand(op, index)
        if value is None or not isinstance(value.owner, Operation) or value.owner.name != "ttg.memdesc_index":
            return None
        view = value.owner
        return self.const_int(view, view.operands[1]) if len(view.operands) > 1 else None

    # -- liveness ----------------------------------------------------------------------------------
    def live_range(self, alloc: Operation) -> LiveRange:
        end = alloc.line
        for use, _ in self.uses(alloc):
            end = max(end, self._lifted_end(alloc, use))
        return LiveRange(alloc.line, end)

    def _lifted_end(self, alloc: Operation, use: Operation) -> int:
        node = self._enclosing_in(alloc.block.parent, use)   # ``use`` or its ancestor in the alloc's region
        if node is not None:
            return self._loop_extended(alloc, node)
        # Reached the top without meeting the allocation's region: stay conservative.
        top = self._top_of.get(id(use))
        if top is None:
            top = use
            while top.parent is not None and top.parent.block is not None:
                top = top.parent
        return self.end_line(top)

    @cached_property
    def _spans(self) -> dict[int, tuple[int, int]]:
        return subtree_spans(self.ops)

    def root_op(self, op: Operation) -> Operation:
        """The top-level op (``builtin.module``) that holds ``op``: glued dumps hold several."""
        root = self._root_of_op.get(id(op))
        if root is None:
            root = op
            while root.parent is not None:
                root = root.parent
        return root

    @cached_property
    def _root_of_op(self) -> dict[int, Operation]:
        return innermost(self.ops, lambda o: o if o.parent is None else None)

    @cached_property
    def _top_of(self) -> dict[int, Operation]:
        """id(op) -> its outermost ancestor below a top-level op (``builtin.module``), or the op itself."""
        return innermost(self.ops, lambda o: o if o.parent is None or o.parent.block is None else None)

    def _enclosing_in(self, region: Region, use: Operation) -> Operation | None:
        """The op directly in ``region`` that is ``use`` or holds it: a binary search over the region's
        ops by pre-order position, where a walk up from ``use`` costs the nesting depth per use."""
        spans = self._spans
        span = spans.get(id(use))
        if span is None:  # an op of another module
            node = use
            while node is not None and node.block is not None:
                if node.block.parent is region:
                    return node
                node = node.parent
            return None
        entry = self._region_ops.get(id(region))
        if entry is None:
            ops = [op for op in region.operations if id(op) in spans]
            entry = self._region_ops[id(region)] = ([spans[id(op)][0] for op in ops], ops)
        firsts, ops = entry
        k = bisect_right(firsts, span[0]) - 1
        if k >= 0 and span[0] <= spans[id(ops[k])][1]:
            return ops[k]
        return None

    def _loop_extended(self, alloc: Operation, node: Operation) -> int:
        end = self.end_line(node)
        blocks = alloc.block.parent.blocks
        if len(blocks) == 1:
            return end
        position = self.block_positions(alloc.block.parent)
        a, u = position[id(alloc.block)], position[id(node.block)]
        for j in range(u, len(blocks)):
            block = blocks[j]
            if not block.operations:
                continue
            terminator = block.operations[-1]
            for target, _ in self.successors(terminator):
                k = position.get(id(target))
                if k is not None and a < k <= u:
                    end = max(end, self.end_line(terminator))
        return end



_MISSING = object()


def _ws_own(op: Operation) -> tuple[Operation, str] | None:
    """(the ``ttg.warp_specialize``, region name) when ``op`` sits directly in one of its regions."""
    block = op.block
    if block is None:
        return None
    region = block.parent
    owner = region.parent
    if owner is not None and owner.name.startswith(WS_OP):
        ws = owner if owner.name == WS_OP else owner.parent
        return (ws, region.name or f"region{region.index}")
    return None
