"""matmul_fp8_gluon on a CPU: every config traces for cuda:90 and is clean under ``passlab check``
(protocol model included) with both scaling modes; its workload's shapes, inputs, reference and
``torch._scaled_mm`` baselines; the FP8 wgmma in its PTX."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

import kernels
from kernels import matmul_fp8_gluon
from passlab.checks import run_checks
from passlab.cli import cli
from passlab.errors import UsageError
from passlab.frontend.workloads import GEMM_FP8
from passlab.runner.launch import load_runnable, resolve_for

SMEM_LIMIT = 232448   # H100/H200 opt-in shared memory per block
# The default `pytest` checks one config of each schedule in each scaling mode; `pytest -m long` every one.
DEFAULT_RUN = {("default", 0), ("default", 1), ("pingpong", 1)}
CASES = [(config, rowwise) if (config, rowwise) in DEFAULT_RUN
         else pytest.param(config, rowwise, marks=pytest.mark.long)
         for config in kernels.get("matmul_fp8_gluon").configs for rowwise in (0, 1)]


@pytest.mark.slow
@pytest.mark.parametrize("config,rowwise", CASES)
def test_every_config_traces_and_checks_clean(trace_of, config, rowwise):
    trace = trace_of("matmul_fp8_gluon", config, ROWWISE=rowwise)
    assert trace.manifest["outcome"]["code"] == "ok"
    metadata = trace.manifest["metadata"]
    assert metadata["num_warps"] == 12 and metadata["shared"] <= SMEM_LIMIT, metadata
    report = run_checks(trace)
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.stage, f.message) for f in report.findings
                                                         if f.severity != "note"]
    coverage = [f for f in report.findings if f.rule == "PROTO000" and f.stage == "WSLowerToken"]
    assert coverage and dict(coverage[0].details)["covered"], coverage   # every ring slot, both parities
    assert run_checks(trace, ("protocol",)).errors == 0   # what `passlab check --protocol` runs


@pytest.mark.slow
def test_the_mainloop_is_fp8_wgmma_on_k_major_operands(trace_of):
    ptx = (trace_of("matmul_fp8_gluon", "default", ROWWISE=0).path / "artifacts" / "kernel.ptx").read_text()
    # m64n256k32 with e4m3 A and B from SMEM: 4 per 128-wide K slice, for each consumer group
    assert ptx.count("wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3") == 8


def test_check_command_is_clean_on_the_default_config(tmp_path):
    result = CliRunner().invoke(cli, ["check", "--protocol", "matmul_fp8_gluon", "-c", "ROWWISE=1"],
                                catch_exceptions=False, env={"PASSLAB_DUMPS": str(tmp_path)})
    assert result.exit_code == 0, result.output
    assert "0 error(s), 0 warning(s)" in result.output


def test_signature_gives_e4m3_k_major_boxes_and_fp32_scales():
    params = kernels.get("matmul_fp8_gluon").resolve("default").params
    sig = matmul_fp8_gluon.signature(params)
    assert sig["a_desc"].startswith("tensordesc<fp8e4nv[128, 128]")
    assert sig["b_desc"].startswith("tensordesc<fp8e4nv[256, 128]")   # B is N rows of K
    assert sig["c_desc"].startswith("tensordesc<bf16[64, 32]")        # half the rows: cooperative
    assert sig["a_scale_ptr"] == sig["b_scale_ptr"] == "*fp32"


def test_shapes_name_the_scaling_mode():
    assert GEMM_FP8.parse_shape("4096") == (4096, 4096, 4096, False)
    assert GEMM_FP8.parse_shape("8192x8192x1024:rowwise") == (8192, 8192, 1024, True)
    assert GEMM_FP8.problem_params((64, 64, 64, True)) == {"ROWWISE": 1}
    for shape in GEMM_FP8.default_shapes + GEMM_FP8.check_shapes:
        assert GEMM_FP8.parse_shape(GEMM_FP8.format_shape(shape)) == shape


@pytest.mark.parametrize("text", ["4096:causal", "64x64x40", "64x100x64", "64x64"])
def test_bad_shapes(text):
    with pytest.raises(UsageError):
        GEMM_FP8.parse_shape(text)


def test_a_rowwise_shape_resolves_to_the_rowwise_kernel():
    runnable = load_runnable("matmul_fp8_gluon")
    resolved = resolve_for(runnable, "pingpong", GEMM_FP8.parse_shape("4096:rowwise"), "bf16")
    assert resolved.params["ROWWISE"] == 1 and resolved.key == "pingpong+ROWWISE=1"
    assert resolve_for(runnable, "pingpong", GEMM_FP8.parse_shape("4096"), "bf16").key == "pingpong"


@pytest.mark.parametrize("rowwise", [False, True])
def test_reference_is_the_product_of_the_dequantized_inputs_and_the_baselines_agree(rowwise):
    torch = pytest.importorskip("torch")
    inputs = GEMM_FP8.make_inputs((96, 80, 64, rowwise), "bf16", device="cpu")
    assert inputs["a"].dtype == inputs["b"].dtype == torch.float8_e4m3fn and inputs["b"].shape == (80, 64)
    assert inputs["a_scale"].shape == ((96,) if rowwise else (1,))
    (_, ref), = GEMM_FP8.reference(inputs)
    exact = sum((inputs["a"][:, k].double() * inputs["a_scale"].double().view(-1))[:, None]
                * (inputs["b"][:, k].double() * inputs["b_scale"].double().view(-1))[None, :] for k in range(64))
    assert torch.allclose(ref, exact, rtol=1e-12, atol=1e-12)
    for name, baseline in GEMM_FP8.baselines(inputs).items():   # torch._scaled_mm runs on a CPU too
        out = baseline()
        assert out.dtype == torch.bfloat16
        assert float((out.double() - ref).norm() / ref.norm()) < 1e-2, name
