"""Partition graphs and channels of real WS traces: the done-when cases of issue 3."""

from __future__ import annotations

import networkx as nx
import pytest

from passlab.graphs import analyze_partitions, build_partition_graph, find_channels
from passlab.ir import parse_file


@pytest.fixture(scope="module")
def matmul_lowered(trace_of):
    return parse_file(trace_of("matmul_hopper").stage_snapshot("WSLowerToken"))


@pytest.fixture(scope="module")
def fa_lowered(trace_of):
    return parse_file(trace_of("fa_hopper").stage_snapshot("WSLowerToken"))


def test_matmul_producer_feeds_consumers_through_a_and_b(matmul_lowered):
    model = analyze_partitions(matmul_lowered)
    assert model.mode == "warp_specialize"
    assert [p.name for p in model.partitions] == ["default", "partition0", "partition1"]
    assert [p.requested_registers for p in model.partitions] == [None, 232, 232]
    assert all(p.num_warps == 4 for p in model.partitions)
    channels = model.channels
    by_source = {}
    for c in channels:
        by_source.setdefault(c.source, []).append(c)
    assert set(by_source) == {"a_ptr", "b_ptr"}
    barriers = {b.name: b for b in model.barriers}
    for c in channels:
        assert c.producer == "default" and c.consumer in ("partition0", "partition1")
        assert c.copies == 3                       # num_stages=3
        assert len(c.full) == 1 and len(c.empty) == 1 and c.full != c.empty
        full, empty = barriers[c.full[0]], barriers[c.empty[0]]
        assert full.copies == empty.copies == 3
        assert "default" in full.arrivals and c.consumer in full.waits
        assert c.consumer in empty.arrivals and "default" in empty.waits
    # B is shared by both consumer warp groups; each reads its own half of A.
    assert {c.consumer for c in by_source["b_ptr"]} == {"partition0", "partition1"}
    assert {c.consumer for c in by_source["a_ptr"]} == {"partition0", "partition1"}
    assert len({c.buffer for c in by_source["a_ptr"]}) == 2
    buffers = {b.name: b for b in model.buffers}
    b_tile = buffers[by_source["b_ptr"][0].buffer]
    assert b_tile.shape == (3, 64, 256) and b_tile.dtype == "bf16" and b_tile.bytes == 3 * 64 * 256 * 2


def test_fa_k_and_v_channels(fa_lowered):
    channels = find_channels(fa_lowered)
    sources = {c.source for c in channels}
    assert {"K", "V"} <= sources
    for c in channels:
        if c.source in ("K", "V"):
            assert c.producer == "default" and c.guarded and c.copies == 2   # fa default: 2 stages


def test_partition_graph_nodes_and_edges(matmul_lowered):
    g = build_partition_graph(matmul_lowered)
    kinds = nx.get_node_attributes(g, "kind")
    assert sorted(n for n, k in kinds.items() if k == "partition") == [
        "partition:default", "partition:partition0", "partition:partition1"]
    edge_kinds = {d["kind"] for *_, d in g.edges(keys=True, data=True)}
    assert {"writes", "reads", "waits", "arrives", "channel"} <= edge_kinds
    writes = [(u, v) for u, v, d in g.edges(data=True) if d["kind"] == "writes"]
    assert all(u == "partition:default" for u, _ in writes)


def test_earlier_stage_groups_by_async_task_id(trace_of):
    module = parse_file(trace_of("matmul_hopper").stage_snapshot("WSCodePartition"))
    model = analyze_partitions(module)
    assert model.mode in ("async_task_id", "warp_specialize")
    assert len(model.partitions) >= 2


def test_non_ws_snapshot_has_no_channels(trace_of):
    module = parse_file(trace_of("matmul_ampere").pass_snapshot("tritongpu-pipeline", "after"))
    assert find_channels(module) == []


def test_blackwell_automatic_ws_channels(trace_of):
    """sm_100 takes the tritongpu-warp-specialize path: a TMA-loading partition feeds the MMA partition."""
    trace = trace_of("matmul_hopper", target="cuda:100")
    model = analyze_partitions(parse_file(trace.stage_snapshot("SWP")))
    assert model.mode == "warp_specialize"
    operand_channels = [c for c in model.channels if c.source in ("a_ptr", "b_ptr")]
    assert {c.source for c in operand_channels} == {"a_ptr", "b_ptr"}
    for c in operand_channels:
        assert c.producer != c.consumer and c.copies == 3 and c.guarded


PRIVATE_BUFFERS = """
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: i32) {
    ttg.warp_specialize(%arg0)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(4) {
      %buf = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
      %cst = arith.constant dense<0.0> : tensor<128xf32, #blocked>
      ttg.local_store %cst, %buf : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
      ttg.warp_return
    }
    partition1(%a: i32) num_warps(4) {
      %buf = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
      %v = ttg.local_load %buf : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}
"""


def test_two_partitions_private_buffers_of_one_name_are_two_buffers_and_no_channel(tmp_path):
    """WS partitions are isolated from above and number their values afresh: each may print its own
    ``%buf``. Keyed by name, the two were one buffer written by partition0 and read by partition1: a
    channel that does not exist (helper 29's reproducer)."""
    path = tmp_path / "private.mlir"
    path.write_text(PRIVATE_BUFFERS)
    model = analyze_partitions(parse_file(path))
    assert [b.name for b in model.buffers] == ["%buf@12", "%buf@18"]
    assert model.channels == []
