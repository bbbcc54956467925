"""Write graphs as Graphviz DOT, GraphML or networkx node-link JSON."""

from __future__ import annotations

import json

import networkx as nx

FORMATS = ("dot", "graphml", "json")

# Partition-graph look: partitions as boxes, buffers as cylinders, barriers as diamonds.
NODE_STYLE = {"partition": 'shape=box, style="rounded,filled", fillcolor="#dbe9f6"',
              "buffer": 'shape=cylinder, style=filled, fillcolor="#fdf1d6"',
              "barrier": 'shape=diamond, style=filled, fillcolor="#f4d7d7"'}
EDGE_STYLE = {"channel": 'penwidth=2, color="#1f5fa8"', "waits": "style=dashed", "arrives": "style=dotted"}


def _scalar(value):
    if value is None:
        return ""
    if isinstance(value, (bool, int, float, str)):
        return value
    return json.dumps(value, default=str)


def _plain(g: nx.Graph) -> nx.Graph:
    """A copy whose attributes are all scalars (GraphML has no lists or dicts)."""
    h = g.copy()
    h.graph = {k: _scalar(v) for k, v in g.graph.items()}
    for _, data in h.nodes(data=True):
        for k, v in list(data.items()):
            data[k] = _scalar(v)
    edges = h.edges(keys=True, data=True) if h.is_multigraph() else h.edges(data=True)
    for *_, data in edges:
        for k, v in list(data.items()):
            data[k] = _scalar(v)
    return h


def _quote(text) -> str:
    return '"' + str(text).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _node_label(node: str, data: dict) -> str:
    kind = data.get("kind")
    if kind == "partition":
        parts = [data.get("label", node)]
        if data.get("num_warps"):
            parts.append(f"{data['num_warps']} warps")
        regs = data.get("actual_registers") or data.get("requested_registers")
        if regs:
            parts.append(f"{regs} regs")
        return "\n".join(parts)
    if kind == "buffer":
        shape = "x".join(str(d) for d in data.get("shape") or [])
        label = data.get("label")
        title = f"{label} {data.get('name')}" if label and label != data.get("name") else str(data.get("name"))
        return f"{title}\n{shape}x{data.get('dtype')}\n" \
               f"{data.get('copies')} copies, {data.get('bytes')} B"
    if kind == "barrier":
        return f"mbarrier {data.get('name')}\nx{data.get('copies')}"
    if "name" in data:
        return f"{data['name']}\nline {data.get('line')}"
    return node


def _edge_label(data: dict) -> str:
    if data.get("kind") == "channel":
        return f"{data.get('label')} ({data.get('copies')} copies)\nfull {','.join(data.get('full') or [])} " \
               f"empty {','.join(data.get('empty') or [])}"
    if data.get("values"):
        return ",".join(data["values"][:3])
    return str(data.get("kind", ""))


def to_dot(g: nx.Graph) -> str:
    """DOT text that Graphviz renders; node and edge attributes are kept as ``passlab_*`` comments-free attrs."""
    arrow = "->" if g.is_directed() else "--"
    lines = [("digraph" if g.is_directed() else "graph") + " passlab {",
             '  graph [rankdir=LR, fontname="Helvetica"];', '  node [fontname="Helvetica", fontsize=10];',
             '  edge [fontname="Helvetica", fontsize=9];']
    for node, data in g.nodes(data=True):
        style = NODE_STYLE.get(data.get("kind"), "shape=box")
        lines.append(f"  {_quote(node)} [label={_quote(_node_label(node, data))}, {style}];")
    edges = g.edges(keys=True, data=True) if g.is_multigraph() else ((u, v, None, d) for u, v, d in g.edges(data=True))
    for u, v, _, data in edges:
        style = EDGE_STYLE.get(data.get("kind"), "")
        extra = f", {style}" if style else ""
        lines.append(f"  {_quote(u)} {arrow} {_quote(v)} [label={_quote(_edge_label(data))}{extra}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_graphml(g: nx.Graph) -> str:
    return "\n".join(nx.generate_graphml(_plain(g))) + "\n"


def to_json(g: nx.Graph) -> str:
    data = nx.node_link_data(g, edges="links") if "edges" in nx.node_link_data.__code__.co_varnames else nx.node_link_data(g)
    return json.dumps(data, indent=1, default=str) + "\n"


def render(g: nx.Graph, fmt: str) -> str:
    if fmt == "dot":
        return to_dot(g)
    if fmt == "graphml":
        return to_graphml(g)
    if fmt == "json":
        return to_json(g)
    raise ValueError(f"unknown graph format '{fmt}' (known: {', '.join(FORMATS)})")
