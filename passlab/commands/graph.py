"""passlab graph: export a stage as a dataflow graph or a WS partition graph."""

from __future__ import annotations

from pathlib import Path

import click


@click.command("graph")
@click.argument("trace")
@click.option("--stage", default=None, help="WS stage (e.g. WSLowerToken) or pass argument; not needed for a .mlir file.")
@click.option("--kind", type=click.Choice(["dataflow", "partitions"]), default="partitions", show_default=True,
              help="Def-use graph of every op, or partitions/buffers/barriers/channels.")
@click.option("--format", "fmt", type=click.Choice(["dot", "graphml", "json"]), default="dot", show_default=True,
              help="DOT (Graphviz), GraphML (networkx.read_graphml) or networkx node-link JSON.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write here instead of stdout.")
def command(trace, stage, kind, fmt, output):
    """Export the IR of TRACE at STAGE as a graph.

    TRACE is a trace directory (with --stage) or a single .mlir snapshot.

    \b
    Example:
      passlab graph dumps/matmul_hopper/default --stage WSLowerToken -o ws.dot
      dot -Tsvg ws.dot -o ws.svg
      passlab graph dumps/matmul_hopper/default --stage WSLowerToken --kind dataflow --format graphml -o df.graphml
    """
    from passlab.graphs import build_dataflow_graph, build_partition_graph
    from passlab.graphs.export import render
    from passlab.ir import parse_file
    from passlab.ir.source import snapshot_path
    from passlab.disk import check_output_file, write_atomic

    if output:
        check_output_file(output)
    module = parse_file(snapshot_path(trace, stage))
    graph = build_partition_graph(module) if kind == "partitions" else build_dataflow_graph(module)
    text = render(graph, fmt)
    if output:
        write_atomic(output, text)
        click.echo(f"wrote {output} ({graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges)", err=True)
    else:
        click.echo(text, nl=False)
