"""Facts that follow from where an op is nested, for every op in one pre-order pass.

Walking ``op.ancestors()`` for each op costs ops x depth: on a crafted 20k-deep snapshot that
is 10^8 steps. ``Module.walk`` yields a parent before its children, so each fact here is the
op's own or its parent's, already computed: one step per op.
"""

from __future__ import annotations

from typing import Callable, Iterable, TypeVar

from passlab.ir.model import Operation

T = TypeVar("T")


def depths(ops: Iterable[Operation]) -> dict[int, int]:
    """id(op) -> number of ancestors, for ``ops`` in pre-order (``Module.walk()``)."""
    out: dict[int, int] = {}
    for op in ops:
        parent = op.parent
        out[id(op)] = out.get(id(parent), -1) + 1 if parent is not None else 0
    return out


def innermost(ops: Iterable[Operation], own: Callable[[Operation], T | None]) -> dict[int, T | None]:
    """id(op) -> ``own(op)`` when that is not None, else the parent's entry: the innermost
    enclosing fact, for ``ops`` in pre-order. ``own`` looks at the op and the region holding it."""
    out: dict[int, T | None] = {}
    for op in ops:
        fact = own(op)
        if fact is None and op.parent is not None:
            fact = out.get(id(op.parent))
        out[id(op)] = fact
    return out


def subtree_spans(ops: list[Operation]) -> dict[int, tuple[int, int]]:
    """id(op) -> (first, last) positions in ``ops`` (pre-order) of the op and everything nested in
    it: ``b`` is ``a`` or nested in it exactly when ``a.first <= b.first <= a.last``."""
    size = {id(op): 1 for op in ops}
    for op in reversed(ops):  # children come after their parent in pre-order
        if op.parent is not None and id(op.parent) in size:
            size[id(op.parent)] += size[id(op)]
    return {id(op): (at, at + size[id(op)] - 1) for at, op in enumerate(ops)}
