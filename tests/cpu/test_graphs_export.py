"""Graph export: DOT renders with Graphviz, GraphML loads in networkx, JSON is node-link; CLI wiring."""

from __future__ import annotations

import json
import shutil
import subprocess

import networkx as nx
import pytest
from click.testing import CliRunner

from passlab.cli import cli
from passlab.graphs import build_dataflow_graph
from passlab.ir import parse_file


@pytest.fixture(scope="module")
def lowered(trace_of):
    return trace_of("matmul_hopper")


@pytest.mark.parametrize("kind", ["partitions", "dataflow"])
def test_graph_formats(lowered, tmp_path, kind):
    runner = CliRunner()
    outputs = {}
    for fmt in ("dot", "graphml", "json"):
        out = tmp_path / f"g.{fmt}"
        result = runner.invoke(cli, ["graph", str(lowered.path), "--stage", "WSLowerToken", "--kind", kind,
                                     "--format", fmt, "-o", str(out)])
        assert result.exit_code == 0, result.output
        outputs[fmt] = out
    g = nx.read_graphml(outputs["graphml"])
    assert g.number_of_nodes() > 3
    data = json.loads(outputs["json"].read_text())
    assert nx.node_link_graph(data, edges="links").number_of_nodes() == g.number_of_nodes()
    if shutil.which("dot"):
        subprocess.run(["dot", "-Tsvg", str(outputs["dot"]), "-o", str(tmp_path / "g.svg")], check=True)
    else:
        assert outputs["dot"].read_text().startswith("digraph")


def test_dataflow_graph_def_use(lowered):
    module = parse_file(lowered.stage_snapshot("WSLowerToken"))
    g = build_dataflow_graph(module)
    alloc = next(n for n, d in g.nodes(data=True) if d["name"] == "ttg.local_alloc")
    users = [g.nodes[v]["name"] for v in g.successors(alloc)]
    assert "ttg.memdesc_index" in users
    nested = next(n for n, d in g.nodes(data=True) if d["name"] == "ttng.wait_barrier")
    assert g.nodes[nested]["parent"] is not None and g.nodes[nested]["line"] > 0


def test_show_lists_ops_with_source_lines(lowered):
    runner = CliRunner()
    result = runner.invoke(cli, ["show", str(lowered.path), "--stage", "WSLowerToken", "--op", "ttng.wait_barrier",
                                 "--partition", "default", "--json"])
    assert result.exit_code == 0, result.output
    rows = json.loads(result.output)
    assert rows and all(r["name"] == "ttng.wait_barrier" and r["partition"] == "default" for r in rows)
    assert all(r["loc"] and r["loc"].split(":")[0].endswith("matmul_hopper.py") for r in rows)


def test_show_accepts_a_single_snapshot_file(lowered):
    path = lowered.stage_snapshot("WSLowerToken")
    result = CliRunner().invoke(cli, ["show", str(path), "--op", "ttg.warp_specialize"])
    assert result.exit_code == 0 and "ttg.warp_specialize" in result.output


def test_trace_dir_without_stage_is_a_usage_error(lowered):
    result = CliRunner().invoke(cli, ["graph", str(lowered.path)])
    assert result.exit_code == 2


def test_help_has_examples():
    for name in ("show", "graph"):
        result = CliRunner().invoke(cli, [name, "--help"])
        assert result.exit_code == 0 and "Example" in result.output
