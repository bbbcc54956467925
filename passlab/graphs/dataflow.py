"""Def-use graph of one snapshot: one node per op, one edge per SSA value flowing to a user."""

from __future__ import annotations

import networkx as nx

from passlab.ir import Module, Operation
from passlab.ir.nesting import depths


def op_id(index: int) -> str:
    return f"op{index}"


def build_dataflow_graph(module: Module, include_constants: bool = True) -> nx.DiGraph:
    """Nodes ``opN`` (walk order) carry name, line, loc, attributes and ``parent`` (the enclosing op's
    node, so region nesting is a tree over the same nodes); edges carry the value names that flow.
    A block argument flows from the op that owns the region (scf.for iter_args, WS captures)."""
    g = nx.DiGraph(kind="dataflow", source=module.source)
    ids: dict[int, str] = {}
    ops: list[Operation] = []
    for index, op in enumerate(module.walk()):
        ids[id(op)] = op_id(index)
        ops.append(op)
    depth = depths(ops)  # one pass: counting each op's ancestors is quadratic in the nesting depth
    for op in ops:
        if not include_constants and op.name == "arith.constant":
            continue
        loc = op.loc
        parent = ids.get(id(op.parent)) if op.parent is not None else None
        region = op.region
        g.add_node(ids[id(op)], name=op.name, line=op.line, loc=str(loc) if loc else None,
                   results=[v.name for v in op.results], attributes=dict(op.attributes), parent=parent,
                   region=region.name or region.index if region is not None else None,
                   depth=depth[id(op)], implicit=op.implicit)
    for op in ops:
        target = ids[id(op)]
        if target not in g:
            continue
        for name, value in zip(op.operands, module.operand_values(op)):
            if value is None:
                continue
            owner = value.owner
            source_op = owner if isinstance(owner, Operation) else owner.parent.parent
            if source_op is None:
                continue
            source = ids.get(id(source_op))
            if source is None or source not in g:
                continue
            if g.has_edge(source, target):
                g.edges[source, target]["values"].append(name)
            else:
                g.add_edge(source, target, values=[name], kind="result" if isinstance(owner, Operation) else "block-arg")
    return g
