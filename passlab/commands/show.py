"""passlab show: list a stage's ops with the kernel source line each came from."""

from __future__ import annotations

import click


@click.command("show")
@click.argument("trace")
@click.option("--stage", default=None, help="WS stage (e.g. WSLowerToken) or pass argument; not needed for a .mlir file.")
@click.option("--op", "op_names", multiple=True, metavar="NAME",
              help="Only ops with this name (repeatable), e.g. --op ttng.wait_barrier.")
@click.option("--partition", default=None, metavar="N",
              help="Only ops of one WS partition: 'default', a number N (partitionN) or taskN.")
@click.option("--json", "as_json", is_flag=True, help="Print as JSON.")
@click.option("--no-source", is_flag=True, help="Do not print the kernel source text under each op.")
def command(trace, stage, op_names, partition, as_json, no_source):
    """List the ops of TRACE at STAGE with their kernel file:line:col.

    TRACE is a trace directory (with --stage) or a single .mlir snapshot.

    \b
    Example:
      passlab show dumps/matmul_hopper/default --stage WSLowerToken --op ttng.wait_barrier
      passlab show dumps/fa_hopper/default --stage WSLowerToken --partition 0
    """
    from passlab.commands.common import emit_json
    from passlab.ir import parse_file
    from passlab.ir.source import snapshot_path
    from passlab.render.ir_view import list_ops, print_ops

    path = snapshot_path(trace, stage)
    rows = list_ops(parse_file(path), op_names, partition)
    if as_json:
        emit_json([row.to_json() for row in rows])
    else:
        print_ops(rows, path, with_source=not no_source)
        _mention_upstream_graphs(trace)


def _mention_upstream_graphs(trace: str) -> None:
    """A trace holding Triton's own WS partition graphs says so under its ops (text output only)."""
    from pathlib import Path
    from passlab.capture.trace import Trace
    from passlab.render.trace_view import upstream_graphs_line
    if not (Path(trace) / "manifest.json").is_file():
        return
    line = upstream_graphs_line(Trace.load(trace).manifest)
    if line:
        click.echo(line)
