"""passlab's parser against Triton's own MLIR parser: identical op counts per op name.

Every snapshot of every built-in kernel's trace (sm_90 and sm_100) must parse in passlab; for
each one Triton's parser accepts, the per-name op counts must match exactly.
"""

from __future__ import annotations

import collections

import pytest

from passlab.ir import parse_file

KERNELS = ["matmul_hopper", "fa_hopper", "matmul_ampere", "matmul_ws_pointer"]
TARGETS = ["cuda:90", "cuda:100"]


@pytest.fixture(scope="module")
def triton_parser():
    from triton._C.libtriton import ir
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend
    ctx = ir.context()
    ir.load_dialects(ctx)
    CUDABackend(GPUTarget("cuda", 90, 32)).load_dialects(ctx)

    def counts(path):
        try:
            module = ir.parse_mlir_module(str(path), ctx)
        except Exception:  # noqa: BLE001 -- Triton rejects LLVM-dialect and glued snapshots
            return None
        found = collections.Counter()
        module.walk(lambda op: found.update([op.get_name()]))
        return found

    return counts


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("kernel", KERNELS)
def test_op_counts_match_triton(trace_of, triton_parser, kernel, target):
    trace = trace_of(kernel, target=target)
    snapshots = sorted((trace.path / "snapshots").glob("*.mlir"))
    assert snapshots, f"{kernel} {target} produced no snapshots"
    compared = 0
    for path in snapshots:
        ours = collections.Counter(op.name for op in parse_file(path).walk())
        assert ours, f"{path.name}: no ops"
        theirs = triton_parser(path)
        if theirs is None:
            continue
        compared += 1
        diff = {k: (theirs.get(k, 0), ours.get(k, 0)) for k in theirs.keys() | ours.keys() if theirs.get(k, 0) != ours.get(k, 0)}
        assert not diff, f"{path.name}: (triton, passlab) counts differ: {diff}"
    assert compared >= len(snapshots) // 2, "Triton accepted too few snapshots for the comparison to mean much"
