"""Graphs and ``show`` on crafted input: one op with 25k operands, 20k-deep nesting. Counts are
checked exactly; nothing is timed."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli
from passlab.graphs import analyze_partitions, build_dataflow_graph, build_partition_graph
from passlab.ir import parse_file, parse_module
from passlab.render.ir_view import list_ops, partition_of, ws_regions_of

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
OPERANDS = 25000
BARRIER = "!ttg.memdesc<1xi64, #shared, #smem, mutable>"


def wide_text(n: int) -> str:
    """``n`` views of one barrier array, all taken by one op of WS task 0."""
    ring = f"!ttg.memdesc<{n}x1xi64, #shared, #smem, mutable>"
    lines = ["#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>",
             "#smem = #ttg.shared_memory", "module {", "tt.func public @wide(%arg0: i32) {",
             f"%bar = ttg.local_alloc : () -> {ring}"]
    lines += [f"%v{k} = ttg.memdesc_index %bar[%arg0] : {ring} -> {BARRIER}" for k in range(n)]
    names = ", ".join(f"%v{k}" for k in range(n))
    lines.append(f'"test.sum"({names}) {{async_task_id = array<i32: 0>}} : ({", ".join([BARRIER] * n)}) -> ()')
    lines += ["tt.return", "}", "}", ""]
    return "\n".join(lines)


@pytest.fixture(scope="module")
def wide():
    return parse_module(wide_text(OPERANDS))


def test_dataflow_edges_of_an_op_with_25k_operands(wide):
    g = build_dataflow_graph(wide)
    by_name = {data["name"]: node for node, data in g.nodes(data=True)}
    total = by_name["test.sum"]
    assert g.in_degree(total) == OPERANDS
    # func -> each view (%arg0), alloc -> each view (%bar), each view -> the sum
    assert g.number_of_edges() == 3 * OPERANDS
    assert sum(len(d["values"]) for _, _, d in g.in_edges(total, data=True)) == OPERANDS


def test_partition_model_of_an_op_with_25k_operands(wide):
    model = analyze_partitions(wide)
    assert model.mode == "async_task_id" and [p.name for p in model.partitions] == ["task0"]
    assert [b.name for b in model.barriers] == ["%bar"]
    assert len(model.accesses) == OPERANDS
    assert {(a.target, a.kind) for a in model.accesses} == {("%bar", "uses")}
    g = build_partition_graph(wide)
    edges = [d for _, _, d in g.edges(data=True) if d["kind"] == "uses"]
    assert len(edges) == 1 and edges[0]["count"] == OPERANDS


def deep_ws_text(depth: int) -> str:
    """A ttg.warp_specialize whose partition0 nests ``depth`` scf.if regions."""
    lines = ['module attributes {"ttg.num-warps" = 4 : i32} {', "tt.func public @deep(%arg0: i1) {",
             "ttg.warp_specialize(%arg0)", "default {", "ttg.warp_yield", "}",
             "partition0(%p: i1) num_warps(4) {"]
    lines += ["scf.if %p {"] * depth + ["%x = arith.constant 0 : i32"] + ["}"] * depth
    lines += ["ttg.warp_return", "} : (i1) -> ()", "tt.return", "}", "}", ""]
    return "\n".join(lines)


def test_deep_nesting_graphs_and_show(tmp_path):
    depth = 20000
    path = tmp_path / "deep.mlir"
    path.write_text(deep_ws_text(depth))
    module = parse_file(path)
    g = build_dataflow_graph(module)
    inner = next(n for n, d in g.nodes(data=True) if d["name"] == "arith.constant")
    # module, func, warp_specialize, its partitions op, then the depth scf.if
    assert g.nodes[inner]["depth"] == depth + 4
    assert build_partition_graph(module).number_of_nodes() == 2
    rows = list_ops(module, ["arith.constant"])
    assert [(r.name, r.partition) for r in rows] == [("arith.constant", "partition0")]
    result = CliRunner().invoke(cli, ["show", str(path), "--partition", "0", "--op", "arith.constant"])
    assert result.exit_code == 0, result.output
    assert "arith.constant -> %x  [partition0]" in result.output


@pytest.mark.parametrize("snapshot", ["fa_hopper/default/5-WSLowerToken.mlir",
                                      "matmul_hopper/default/2-TaskIdPropagate.mlir"])
def test_show_partitions_from_one_pass_match_a_walk_up(snapshot):
    module = parse_file(GOLDEN / snapshot)
    regions = ws_regions_of(module)
    assert [partition_of(op, regions) for op in module.walk()] == [partition_of(op) for op in module.walk()]


def test_show_says_what_exists_when_a_filter_matches_nothing(tmp_path):
    path = tmp_path / "ws.mlir"
    path.write_text(deep_ws_text(2))
    result = CliRunner().invoke(cli, ["show", str(path), "--partition", "5"])
    assert result.exit_code == 2 and "this snapshot's partitions: default, partition0" in result.output, result.output
    result = CliRunner().invoke(cli, ["show", str(path), "--op", "constant"])
    assert result.exit_code == 2 and "did you mean arith.constant?" in result.output, result.output
