"""A parsed snapshot: top-level ops, module attributes, aliases, and SSA lookups."""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator

from passlab.ir.model import Operation, Value
from passlab.ir.scopes import Scopes


class Module:
    """A whole snapshot. ``ops`` are the ops inside the (first) ``builtin.module``; ``walk`` yields
    every op including ``builtin.module`` itself, like MLIR's own walk."""

    def __init__(self, parsed, text: str, source: str):
        top, tables = parsed
        self.top_ops: list[Operation] = top
        self._tables = tables
        self.text = text
        self.source = source
        self._scopes: Scopes | None = None
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

    def kernel_arguments(self) -> list[Value]:
        """The arguments of the first ``tt.func`` with a body (the kernel's, in Triton's TTGIR);
        empty when there is none."""
        func = next((op for op in self.walk() if op.name == "tt.func" and op.regions and op.regions[0].blocks), None)
        return list(func.regions[0].blocks[0].arguments) if func is not None else []

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
    @property
    def scopes(self) -> Scopes:
        """Every definition by the region that holds it; resolves a name where an op uses it."""
        if self._scopes is None:
            self._scopes = Scopes(self.top_ops)
        return self._scopes

    def value(self, name: str, scope: Operation | None = None) -> Value | None:
        """The definition of ``name`` ("%12", "%arg3", "%5#1"). Sibling regions may reuse a name:
        pass ``scope`` (the op that uses it) to pick the one it sees; otherwise the first defined."""
        if scope is not None:
            return self.scopes.lookup(scope, name)
        return self.scopes.first(name)

    def operand_values(self, op: Operation) -> list[Value | None]:
        return [self.scopes.lookup(op, name) for name in op.operands]

    def operand_value(self, op: Operation, index: int) -> Value | None:
        """The definition of operand ``index`` of ``op``: one lookup, where ``operand_values(op)[index]``
        resolves every operand (an op with 25k operands would pay 25k lookups per index)."""
        operands = op.operands
        if not 0 <= index < len(operands):
            return None
        return self.scopes.lookup(op, operands[index])

    def users(self, value: Value) -> list[Operation]:
        """Ops that take ``value`` as an operand."""
        if self._users is None:
            users: dict[int, list[Operation]] = {}
            for op in self.walk():
                for name in op.operands:
                    target = self.scopes.lookup(op, name)
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
