"""normalize against Triton's own MLIR printer: re-printing a snapshot changes names, aliases
and locations but not the IR, so both prints must normalize to the same text."""

from __future__ import annotations

from passlab.diff.normalize import normalize_text


def _reference_context():
    from triton._C.libtriton import ir
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend
    ctx = ir.context()
    ir.load_dialects(ctx)
    CUDABackend(GPUTarget("cuda", 90, 32)).load_dialects(ctx)
    return ir, ctx


def test_reprinted_ws_snapshots_normalize_to_the_same_text(trace_of):
    ir, ctx = _reference_context()
    trace = trace_of("matmul_hopper")
    checked = reprinted_differently = 0
    for stage in ("TaskPartition", "WSCodePartition", "WSLowerToken", "SWP", "MemoryPlanner"):
        path = trace.stage_snapshot(stage)
        original = path.read_text()
        reprinted = ir.parse_mlir_module(str(path), ctx).str()
        reprinted_differently += reprinted != original
        assert normalize_text(original) == normalize_text(reprinted), stage
        checked += 1
    assert checked == 5
    assert reprinted_differently >= 1  # otherwise the test compares a text with itself


def test_distinct_stages_stay_distinct(trace_of):
    trace = trace_of("matmul_hopper")
    texts = [normalize_text(trace.stage_snapshot(s).read_text())
             for s in ("TaskPartition", "DataPartition", "WSCodePartition", "WSLowerToken")]
    assert len(set(texts)) == 4
