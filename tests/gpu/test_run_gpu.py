"""On a CUDA GPU: every candidate config of both kernels is correct, and bench compares with its
baseline in the same run. Skipped with a reason elsewhere (tests/conftest.py)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gpu


@pytest.mark.parametrize("dtype", ["bf16", "fp16"])
@pytest.mark.parametrize("kernel,shapes", [
    ("matmul_hopper", ["512", "1000x1024x776", "2048"]),
    ("fa_hopper", ["2x4x1024x64", "2x4x1024x64:causal", "2x4x1024x128", "2x4x1024x128:causal",
                   "1x2x4096x64:causal", "1x2x4096x128"]),
    # every bench candidate of the Gluon kernel; 384 rows: three query blocks, so a tile whose block 0
    # is the diagonal one and tiles with unmasked blocks before it
    ("fa_hopper_gluon", ["2x4x1024x64", "2x2x384x64:causal", "2x4x1024x128", "2x2x384x128:causal",
                         "1x2x4096x64:causal"]),
])
def test_every_candidate_config_is_correct(kernel, shapes, dtype):
    from passlab.runner.verify import run_kernel
    report = run_kernel(kernel, shapes, [dtype], autotune=True)
    failed = [(c.shape, t.key, t.error or t.numerics.rel_error) for c in report.cases for t in c.trials if not t.ok]
    assert not failed


def test_known_bad_configs_are_still_caught():
    """fa_hopper's 3-stage WS reproducers produce NaN on the H200 (Triton 3.6); the check must say so."""
    from passlab.runner.verify import run_kernel
    report = run_kernel("fa_hopper", ["2x4x4096x64"], ["bf16"], config="d64_s3")
    assert not report.ok


def test_bench_reports_ratio_to_baseline_timed_in_the_same_run():
    from passlab.runner.bench import bench_kernel
    report = bench_kernel("matmul_hopper", ["2048"], "bf16", ["default", "flat"], rounds=3)
    row = report.rows[0]
    assert row.chosen is not None and row.baseline_best == "cublas"
    # the figures of record come from the alternating rounds, both methods, kernel and baseline alike
    for name in ("kernel", "cublas"):
        assert [len(row.rounds[name][m]) for m in ("do_bench", "graph")] == [3, 3]
    assert row.ratio == pytest.approx(row.rate("kernel") / row.rate("cublas"))
    assert row.ratio_graph == pytest.approx(row.rate("kernel", "graph") / row.rate("cublas", "graph"))
    assert isinstance(row.gpu["before"].get("sm_mhz"), float) and isinstance(row.gpu["after"].get("power_w"), float)
    data = report.to_json()
    assert data["rows"][0]["ratio_graph"] == pytest.approx(row.ratio_graph)
    assert data["device"]["torch"] and data["device"]["triton"] and data["rows"][0]["chosen_config"]
