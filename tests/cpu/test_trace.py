"""passlab trace on real Triton output: stages, manifest, failures kept, user kernels."""

from __future__ import annotations

import json

from passlab.capture.stages import STAGE_NAMES

WS_STAGES = ("TaskPartition", "TaskIdPropagate", "DataPartition", "WSCodePartition", "WSLowerToken")


def test_matmul_hopper_ws_stages_ran(trace_of):
    trace = trace_of("matmul_hopper")
    assert trace.outcome.ok
    for stage in WS_STAGES + ("SWP", "MemoryPlanner"):
        entry = trace.stages[stage]
        assert entry["status"] == "ran", (stage, entry)
        assert (trace.path / entry["snapshot"]).is_file()
    assert trace.manifest["metadata"]["num_warps"] == 12  # producer + 2 consumer warp groups
    lowered = trace.stage_snapshot("WSLowerToken").read_text()
    for op in ("ttg.warp_specialize", "ttng.init_barrier", "ttng.wait_barrier", "ttng.barrier_expect"):
        assert op in lowered
    code_partition = trace.stage_snapshot("WSCodePartition").read_text()
    assert "nvws.producer_acquire" in code_partition  # channels still guarded by nvws tokens...
    assert "nvws." not in lowered and "ttng.arrive_barrier" in lowered  # ...which WSLowerToken turns into mbarriers
    planned = trace.stage_snapshot("MemoryPlanner").read_text()
    assert "allocation.offset" in planned and "ttg.shared" in planned


def test_stage_snapshots_come_from_the_right_passes(trace_of):
    trace = trace_of("matmul_hopper")
    by_arg = {p["arg"]: p for p in trace.passes}
    ws = by_arg["nvgpu-warp-specialization"]
    assert trace.stages["WSLowerToken"]["snapshot"] == ws["after"]
    assert trace.stages["SWP"]["snapshot"] == by_arg["tritongpu-pipeline"]["after"]
    steps = [d["step"] for d in trace.manifest["internal_dumps"] if d["pass_arg"] == "nvgpu-warp-specialization"]
    assert steps == ["doTaskPartition", "doTaskIdPropagate", "doDataPartition", "doCodePartition"]
    swp_steps = [d["step"] for d in trace.manifest["internal_dumps"] if d["pass_arg"] == "tritongpu-pipeline"]
    assert swp_steps == ["LowerLoops", "ExpandLoops"]


def test_manifest_schema(trace_of):
    m = trace_of("matmul_hopper").manifest
    assert m["schema"] == 1
    for key, kind in {"triton_version": str, "target": str, "kernel": dict, "outcome": dict, "passes": list,
                      "stages": dict, "metadata": dict, "internal_dumps": list, "artifacts": list,
                      "compile_seconds": float, "wall_seconds": float}.items():
        assert isinstance(m[key], kind), key
    assert m["triton_version"].startswith("3.")
    assert m["target"] == "cuda:90"
    assert {"name", "config", "params", "signature", "source_file", "source_hash"} <= set(m["kernel"])
    assert m["kernel"]["params"]["num_stages"] == 3
    assert m["outcome"]["code"] == "ok"
    assert tuple(m["stages"]) == STAGE_NAMES
    assert set(m["artifacts"]) == {"kernel.ttir", "kernel.ttgir", "kernel.llir", "kernel.ptx"}
    assert [p["index"] for p in m["passes"]] == list(range(len(m["passes"])))
    for record in m["passes"]:
        assert {"index", "pass", "arg", "options", "anchor", "snapshot", "changed", "ops", "after"} <= set(record)
        assert record["ops"] > 0
    assert len(m["passes"]) > 60
    json.dumps(m)  # the manifest is plain JSON


def test_identical_consecutive_snapshots_stored_once(trace_of):
    trace = trace_of("matmul_hopper")
    module_passes = [p for p in trace.passes if p["anchor"] == "builtin.module"]
    unchanged = [p for p in module_passes if p["changed"] is False]
    assert unchanged, "some passes leave the IR alone"
    for p in unchanged:
        assert p["after"] == p["snapshot"]
    files = {p["snapshot"] for p in trace.passes}
    on_disk = {f"snapshots/{f.name}" for f in (trace.path / "snapshots").glob("*.mlir")}
    assert files <= on_disk
    assert len(files) < len(trace.passes)


def test_matmul_ampere_ws_not_run_with_reason(trace_of):
    trace = trace_of("matmul_ampere")
    assert trace.outcome.ok
    for stage in WS_STAGES:
        assert trace.stages[stage]["status"] == "not run"
        assert "warp_specialize" in trace.stages[stage]["reason"]
    assert trace.stages["SWP"]["status"] == "ran"
    assert trace.manifest["metadata"]["num_warps"] == 4


def test_ws_declines_with_num_warps_8(trace_of):
    trace = trace_of("matmul_hopper", num_warps=8)
    assert trace.outcome.ok
    assert trace.stages["WSLowerToken"]["status"] == "not run"
    assert "num_warps is 8" in trace.stages["WSLowerToken"]["reason"]


def test_fa_hopper_traces_with_ws(trace_of):
    trace = trace_of("fa_hopper")
    assert trace.outcome.ok
    assert trace.stages["WSLowerToken"]["status"] == "ran"


def test_blackwell_target_traces(trace_of):
    trace = trace_of("matmul_hopper", target="cuda:100")
    assert trace.outcome.ok
    assert trace.manifest["target"] == "cuda:100"
    args = {p["arg"] for p in trace.passes}
    assert "triton-tensor-memory-allocation" in args
    assert "nvgpu-warp-specialization" not in args
    assert trace.manifest["stage_map"] == "3.6-blackwell"
    # Blackwell's automatic WS path: stages point at its closest equivalents.
    assert trace.stages["TaskPartition"]["snapshot"] == next(
        p["after"] for p in trace.passes if p["arg"] == "tritongpu-partition-scheduling")
    lowered = trace.stage_snapshot("WSLowerToken").read_text()
    assert "ttg.warp_specialize" in lowered and "ttng.init_barrier" in lowered
    assert "no counterpart" in trace.stages["DataPartition"]["reason"]
    assert trace.stages["MemoryPlanner"]["status"] == "ran"
    assert trace.manifest["metadata"]["tmem_size"] > 0


def test_failed_compile_keeps_snapshots(trace_of):
    trace = trace_of("matmul_ws_pointer")
    outcome = trace.outcome
    assert not outcome.ok
    assert outcome.code.value == "assertion"
    assert outcome.failing_pass == "NVGPUWarpSpecialization"
    assert outcome.assertion["file"] == "WSLowerToken.cpp"
    assert "processProducerCommitOp" in outcome.assertion["function"]
    assert trace.passes[-1]["arg"] == "nvgpu-warp-specialization"
    for p in trace.passes:
        assert (trace.path / p["snapshot"]).is_file()
    # The WS sub-steps that finished before the assertion are kept and named.
    assert trace.stages["WSCodePartition"]["status"] == "ran"
    assert trace.stages["WSLowerToken"]["status"] == "not run"
    assert "NVGPUWarpSpecialization failed after doCodePartition" in trace.stages["WSLowerToken"]["reason"]
    assert trace.manifest["artifacts"] == []
    assert "Assertion" in (trace.path / "raw" / "stderr.txt").read_text()
