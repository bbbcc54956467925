"""A parsed snapshot: top-level ops, module attributes, aliases, and SSA lookups."""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

from passlab.ir.model import Operation, Value


class Module:
    """A whole snapshot. ``ops`` are the ops inside the (first) ``builtin.module``; ``walk`` yields
    every op including ``builtin.module`` itself, like MLIR's own walk."""

    def __init__(self, parsed, text: str, source: str):
        top, tables = parsed
        self.top_ops: list[Operation] = top
        self._tables = tables
        self.text = text
        self.source = source
        self._values: dict[int, dict[str, Value]] | None = None
        self._users: dict[int, list[Operation]] | None = None

    # -- structure ---------------------------------------------------------------------------
    @property
    def module_op(self) -> Operation | None:
        return next((op for op in self.top_ops if op.name == "builtin.module"), None)

    @property
    def ops(self) -> list[Operation]:
        """Top-level operations: the body of the module (tt.func, llvm.func, llvm.mlir.global)."""
        module = self.module_op
        if module is None:
            return list(self.top_ops)
        out = [op for op in self.top_ops if op is not module and op.name != "builtin.module"]
        return [op for region in module.regions for block in region.blocks for op in block.operations] + out

    def walk(self) -> Iterator[Operation]:
        for op in self.top_ops:
            yield from op.walk()

    def find(self, name: str) -> list[Operation]:
        return [op for op in self.walk() if op.name == name]

    def functions(self) -> list[Operation]:
        return [op for op in self.walk() if op.name in ("tt.func", "llvm.func", "func.func")]

    @property
    def attributes(self) -> dict:
        module = self.module_op
        return dict(module.attributes) if module is not None else {}

    @property
    def aliases(self) -> dict[str, str]:
        """Attribute and type aliases, each resolved through the others ("#blocked" -> "#ttg.blocked<...>")."""
        return self._tables[0].resolved_aliases() if self._tables else {}

    @property
    def loc_aliases(self) -> dict[str, str]:
        return dict(self._tables[0].locs) if self._tables else {}

    def resolve(self, text: str) -> str:
        """Replace alias references in ``text`` with their definitions."""
        return self._tables[0].resolve(text) if self._tables else text

    # -- SSA ---------------------------------------------------------------------------------
    def _index(self) -> dict[int, dict[str, Value]]:
        if self._values is None:
            values: dict[int, dict[str, Value]] = {}
            for op in self.walk():
                scope = values.setdefault(op.scope, {})
                for value in op.results:
                    if not value.name:  # an unnamed result of hand-written text: no use can name it
                        continue
                    scope.setdefault(value.name, value)
                    if value.name.endswith("#0") and len(op.results) >= 1:
                        scope.setdefault(value.name[:-2], value)
                for region in op.regions:
                    for block in region.blocks:
                        inner = block.operations[0].scope if block.operations else None
                        if inner is None:
                            continue
                        bucket = values.setdefault(inner, {})
                        for arg in block.arguments:
                            bucket.setdefault(arg.name, arg)
            self._values = values
        return self._values

    def value(self, name: str, scope: Operation | None = None) -> Value | None:
        """The definition of ``name`` ("%12", "%arg3", "%5#1"). Names are scoped per function (and per
        WS partition): pass ``scope`` (any op of that scope) to pick one; otherwise the first found."""
        index = self._index()
        if scope is not None:
            return index.get(scope.scope, {}).get(name)
        for bucket in index.values():
            if name in bucket:
                return bucket[name]
        return None

    def operand_values(self, op: Operation) -> list[Value | None]:
        bucket = self._index().get(op.scope, {})
        return [bucket.get(name) for name in op.operands]

    def operand_value(self, op: Operation, index: int) -> Value | None:
        """The definition of operand ``index`` of ``op``: one lookup, where ``operand_values(op)[index]``
        resolves every operand (an op with 25k operands would pay 25k lookups per index)."""
        operands = op.operands
        if not 0 <= index < len(operands):
            return None
        return self._index().get(op.scope, {}).get(operands[index])

    def users(self, value: Value) -> list[Operation]:
        """Ops that take ``value`` as an operand."""
        if self._users is None:
            users: dict[int, list[Operation]] = {}
            index = self._index()
            for op in self.walk():
                bucket = index.get(op.scope, {})
                for name in op.operands:
                    target = bucket.get(name)
                    if target is not None:
                        lst = users.setdefault(id(target), [])
                        if not lst or lst[-1] is not op:
                            lst.append(op)
            self._users = users
        return list(self._users.get(id(value), []))

    def check(self) -> "Module":
        """Read every op's text now, so any ``ParseError`` surfaces here rather than on first access."""
        with collector_paused():
            for op in self.walk():
                op.details  # noqa: B018
                for region in op.regions:
                    for block in region.blocks:
                        for arg in block.arguments:
                            arg.type  # noqa: B018
        return self

    def __repr__(self) -> str:
        return f"Module({self.source or '<text>'}, {len(self.top_ops)} top-level ops)"


@contextmanager
def collector_paused():
    """Python's cycle collector off while a snapshot's op tree is built or read in bulk.

    The tree is tens of thousands of small objects that point at each other (op <-> block <->
    region, value <-> op), none of them garbage yet; left on, the collector rescans them again
    and again as they are allocated (about a fifth of a full parse). It is switched back on
    afterwards (only if it was on), and then collects as usual.
    """
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
