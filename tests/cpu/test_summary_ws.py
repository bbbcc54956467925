"""StageSummary on real matmul_hopper stages: partitions, warps, buffers, barriers, totals."""

from __future__ import annotations

import json

from passlab.ir import parse_file
from passlab.graphs.summary import summarize, summarize_file

BYTES_BF16 = 2


def test_lowered_ws_matmul_has_three_partitions_and_33_barriers(trace_of):
    trace = trace_of("matmul_hopper")
    path = trace.stage_snapshot("WSLowerToken")
    module = parse_file(path)
    s = summarize(module)
    assert [p.name for p in s.partitions] == ["default", "partition0", "partition1"]
    assert [p.warps for p in s.partitions] == [4, 4, 4]
    assert s.total_warps == trace.manifest["metadata"]["num_warps"] == 12
    assert s.barrier_count == len(module.find("ttng.init_barrier")) == 33
    assert sum(s.barrier_inits.values()) == 33
    channels = [b for b in s.buffers if b.kind == "channel"]
    assert channels and all(b.copies == 3 for b in channels)
    params = trace.manifest["kernel"]["params"]
    per_stage = (params["BLOCK_M"] + params["BLOCK_N"]) * params["BLOCK_K"] * BYTES_BF16
    assert sum(b.bytes for b in channels) == 3 * per_stage
    assert s.ops["ttg.warp_specialize"] == 1 and s.dialects["ttng"] >= 33


def test_memory_planner_stage_reports_module_shared_bytes(trace_of):
    trace = trace_of("matmul_hopper")
    s = summarize_file(trace.stage_snapshot("MemoryPlanner"))
    assert s.shared_bytes == trace.manifest["metadata"]["shared"]
    assert all(b.offset is not None for b in s.buffers)


def test_no_ws_config_has_no_partitions(trace_of):
    trace = trace_of("matmul_hopper", WARP_SPECIALIZE=False)
    s = summarize_file(trace.stage_snapshot("MemoryPlanner"))
    assert s.partitions == [] and s.total_warps == s.num_warps == 4
    assert "ttg.warp_specialize" not in s.ops


def test_to_json_is_deterministic_and_positions_optional(trace_of):
    path = trace_of("matmul_hopper").stage_snapshot("WSCodePartition")
    first, second = summarize_file(path), summarize_file(path)
    assert first.to_text() == second.to_text()
    stable = json.loads(first.to_text())
    assert "source" not in stable and all("line" not in b for b in stable["buffers"])
    assert all("line" in b for b in first.to_json()["buffers"])
    assert stable["tasks"] and list(stable["ops"]) == sorted(stable["ops"])


def test_sm100_summary_has_tmem_and_automatic_ws_partitions(trace_of):
    trace = trace_of("matmul_hopper", target="cuda:100")
    s = summarize_file(trace.stage_snapshot("MemoryPlanner"))
    meta = trace.manifest["metadata"]
    assert s.tmem_columns == meta["tmem_size"] and s.tmem_bytes > 0
    assert any(b.kind == "tmem" for b in s.buffers)
    assert s.total_warps == meta["num_warps"]
    assert s.shared_bytes == meta["shared"]
    assert s.partitions and s.partitions[0].name == "default"


def test_barrier_arrays_carry_their_init_arrival_counts(trace_of):
    s = summarize_file(trace_of("matmul_hopper").stage_snapshot("WSLowerToken"))
    barriers = s.barriers
    assert all(len(b.arrivals) == b.copies for b in barriers)  # one init_barrier per copy
    counts = {}
    for b in barriers:
        for n in b.arrivals:
            counts[n] = counts.get(n, 0) + 1
    assert counts == s.barrier_inits  # every init found its alloc
    assert "(arrive 128)" in " ".join(b.describe() for b in barriers)  # a consumer warp group's threads
