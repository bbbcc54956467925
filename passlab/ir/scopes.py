"""SSA names as MLIR's printer scopes them, so that a use finds the value it means.

MLIR keeps a printed name unique only among the regions a use can see: its own, and each
enclosing one up to the nearest isolated-from-above op (a function, the WS partitions). Sibling
regions may reuse a name: Triton 3.6's tutorial 06 on sm_100 prints ``%qk_143`` in both of its
``ttg.warp_specialize`` default regions, a tensor in one and a barrier view in the other. A
table per function took one for the other (a false MBAR001). Here every operand is resolved in
one walk of the tree with a table of the names in sight (a stack per name, pushed on entering a
region, popped on leaving it; an isolated op's regions start from an empty table): linear in the
ops and operands, however deep the nesting and however many names a deep use reaches for.
"""

from __future__ import annotations

from typing import Iterable

from passlab.ir.model import ISOLATED_OPS, Operation, Region, Value

TOP = 0     # the key of ops outside any region (a glued dump's modules)


def _names(value: Value) -> list[str]:
    """The names a use may write for ``value``, its own last (it wins over an alias): ``%x`` and
    ``%x#0`` for a lone result; ``%x#k``, and ``%x`` for k = 0, for result k of a group ``%x:n``."""
    name = value.name
    if "#" not in name:
        return [f"{name}#0", name]
    base, k = name.split("#", 1)
    return [base, name] if k == "0" else [name]


class Scopes:
    """Every operand's value, resolved where its op uses it; definitions by the region that holds them."""

    def __init__(self, top: Iterable[Operation]):
        """``top``: the ops outside any region (``Module.top_ops``)."""
        self._defs: dict[tuple[int, str], Value] = {}     # (id of the region, name) -> value
        self._first: dict[str, Value] | None = None      # each name's first definition in the text, when asked
        self._operands: dict[int, dict[str, Value]] = {}  # id of an op -> its operand names' values
        self._top = list(top)
        self._walk(self._top)

    # -- building ------------------------------------------------------------------------------
    def _region_values(self, region: Region | None, ops: list[Operation]) -> list[tuple[str, Value]]:
        """(name, value) for every definition directly in ``region`` (``ops`` when it is None):
        its blocks' arguments and its ops' results; recorded in ``_defs`` too."""
        key = id(region) if region is not None else TOP
        values: list[Value] = []
        if region is None:
            values += [v for op in ops for v in op.results]
        else:
            for block in region.blocks:
                values += block.arguments
                values += [v for op in block.operations for v in op.results]
        named = [v for v in values if v.name]       # an unnamed result of hand-written text: no use names it
        own: dict[str, Value] = {}
        for value in named:                         # a value's own name first, then the aliases left free;
            own.setdefault(value.name, value)       # the first definition of a name wins (valid IR has one)
        for value in named:
            for name in _names(value):
                own.setdefault(name, value)
        for name, value in own.items():
            self._defs[(key, name)] = value
        return list(own.items())

    def _walk(self, top: list[Operation]) -> None:
        table: dict[str, list[Value]] = {}
        work: list[tuple] = [("enter", None, top, False)]
        while work:
            step = work.pop()
            if step[0] == "op":
                op = step[1]
                if op.operands:
                    self._operands[id(op)] = {n: table[n][-1] for n in op.operands if table.get(n)}
                for region in reversed(op.regions):
                    work.append(("enter", region, None, op.name in ISOLATED_OPS))
            elif step[0] == "enter":
                _, region, ops, isolated = step
                saved = None
                if isolated:
                    saved, table = table, {}
                pushed = self._region_values(region, ops)
                for name, value in pushed:
                    table.setdefault(name, []).append(value)
                work.append(("leave", pushed, saved))
                body = ops if region is None else [op for block in region.blocks for op in block.operations]
                work += [("op", op) for op in reversed(body)]
            else:
                _, pushed, saved = step
                for name, _value in pushed:
                    table[name].pop()
                if saved is not None:
                    table = saved

    # -- asking --------------------------------------------------------------------------------
    def lookup(self, at: Operation, name: str) -> Value | None:
        """The value ``name`` denotes where ``at`` uses it (None: defined in no region it sees)."""
        operands = self._operands.get(id(at))
        if operands is not None and name in operands:
            return operands[name]
        # a name the op does not take as an operand (a branch argument read from its text): walk up
        region = at.region
        while region is not None:
            value = self._defs.get((id(region), name))
            if value is not None:
                return value
            owner = region.parent
            if owner is None or owner.name in ISOLATED_OPS:
                return None
            region = owner.region
        return self._defs.get((TOP, name))

    def first(self, name: str) -> Value | None:
        """``name``'s first definition in the text, wherever it is (no use to resolve it from).
        Built on first asking: no check asks (each resolves names where they are used)."""
        if self._first is None:
            self._first = {}
            for op in (inner for outer in self._top for inner in outer.walk()):   # text order
                for value in list(op.results) + [a for r in op.regions for b in r.blocks for a in b.arguments]:
                    if value.name:
                        for alias in _names(value):
                            self._first.setdefault(alias, value)
        return self._first.get(name)
