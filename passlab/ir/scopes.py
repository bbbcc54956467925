"""SSA names as MLIR's printer scopes them, so that a use finds the value it means.

MLIR keeps a printed name unique only among the regions a use can see: its own, and each
enclosing one up to the nearest isolated-from-above op (a function, the WS partitions). Sibling
regions may reuse a name: Triton 3.6's tutorial 06 on sm_100 prints ``%qk_143`` in both of its
``ttg.warp_specialize`` default regions, a tensor in one and a barrier view in the other. A
table per function took one for the other (a false MBAR001); this one resolves a use through the
regions it sees. Each (region, name) is resolved once and kept, so a use 20,000 regions deep
costs what one at the top does.
"""

from __future__ import annotations

from typing import Iterable

from passlab.ir.model import ISOLATED_OPS, Operation, Region, Value

TOP = 0     # the key of ops outside any region (a glued dump's modules)


class Scopes:
    """Definitions by the region that holds them; ``lookup`` resolves a name where an op uses it."""

    def __init__(self, ops: Iterable[Operation]):
        self._defs: dict[tuple[int, str], Value] = {}
        self._first: dict[str, Value] = {}       # each name's first definition, in any region
        self._resolved: dict[tuple[int, str], Value | None] = {}
        for op in ops:
            for value in op.results:
                self._define(op.region, value)
            for region in op.regions:
                for block in region.blocks:
                    for value in block.arguments:
                        self._define(region, value)

    def _define(self, region: Region | None, value: Value) -> None:
        """``%x``, and for result k of a multi-result op also ``%x#k``; the first definition of a
        name in a region keeps it (valid IR has one)."""
        if not value.name:      # an unnamed result of hand-written text: no use can name it
            return
        key = id(region) if region is not None else TOP
        base = value.name.split("#")[0]
        for name in (value.name, f"{base}#{value.index}", base):
            self._defs.setdefault((key, name), value)
            self._first.setdefault(name, value)

    def first(self, name: str) -> Value | None:
        """``name``'s first definition in the text, wherever it is (no use to resolve it from)."""
        return self._first.get(name)

    def lookup(self, at: Operation, name: str) -> Value | None:
        """The value ``name`` denotes where ``at`` uses it (None: defined in no region it sees)."""
        region = at.region
        if region is None:
            return self._defs.get((TOP, name))
        path = []
        while True:
            key = (id(region), name)
            if key in self._resolved:
                value = self._resolved[key]
                break
            value = self._defs.get(key)
            if value is not None:
                break
            path.append(key)
            owner = region.parent
            if owner is None or owner.name in ISOLATED_OPS:
                break
            region = owner.region
            if region is None:
                value = self._defs.get((TOP, name))
                break
        for key in path:
            self._resolved[key] = value
        return value
