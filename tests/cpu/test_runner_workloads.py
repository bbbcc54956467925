"""The runner's compile-side half: shapes, problem constexprs, candidates, and life without torch."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from passlab.errors import UsageError
from passlab.runner.launch import load_runnable, resolve_for, trace_command
from passlab.runner.timing import input_sets_for
from passlab.frontend.workloads import ATTENTION, GEMM


def test_gemm_shapes():
    assert GEMM.parse_shape("4096") == (4096, 4096, 4096)
    assert GEMM.parse_shape("8192x8192x1024") == (8192, 8192, 1024)
    assert GEMM.format_shape((8192, 8192, 1024)) == "8192x8192x1024"
    assert GEMM.flops((2, 3, 4)) == 48


@pytest.mark.parametrize("text", ["", "abc", "64x64", "0x64x64", "64x100x64", "64x64x100", "4096,4096,4096"])
def test_gemm_bad_shapes(text):
    with pytest.raises(UsageError):
        GEMM.parse_shape(text)


def test_attention_shapes():
    assert ATTENTION.parse_shape("4x32x4096x128") == (4, 32, 4096, 128, False)
    assert ATTENTION.parse_shape("1x16x16384x64:causal") == (1, 16, 16384, 64, True)
    assert ATTENTION.problem_params((1, 2, 1024, 64, True)) == {"HEAD_DIM": 64, "CAUSAL": True}
    assert ATTENTION.flops((1, 1, 1024, 64, True)) == ATTENTION.flops((1, 1, 1024, 64, False)) / 2


@pytest.mark.parametrize("text", ["4x32x4096", "4x32x4096x96", "4x32x4096x128:mask", "4x32x4096x128x1"])
def test_attention_bad_shapes(text):
    with pytest.raises(UsageError):
        ATTENTION.parse_shape(text)


@given(st.integers(1, 64), st.integers(1, 64), st.integers(1, 1 << 16), st.sampled_from([64, 128]), st.booleans())
def test_attention_shape_round_trip(b, h, n, d, causal):
    shape = (b, h, n, d, causal)
    assert ATTENTION.parse_shape(ATTENTION.format_shape(shape)) == shape


def test_every_default_shape_parses_back():
    for workload in (GEMM, ATTENTION):
        for shape in workload.default_shapes + workload.check_shapes:
            assert workload.parse_shape(workload.format_shape(shape)) == tuple(shape)


def test_input_sets_rotate_only_below_twice_l2():
    l2 = 50 * 2**20
    assert input_sets_for(10 * l2, l2) == 1
    assert input_sets_for(2 * l2, l2) == 1
    assert input_sets_for(l2, l2) == 2
    assert input_sets_for(2**20, l2) == 4
    assert input_sets_for(2**20, None) == 1


def test_fa_candidates_match_the_problem_and_skip_known_bad():
    import kernels.fa_hopper as fa
    runnable = load_runnable("fa_hopper")
    for shape in ATTENTION.default_shapes + ATTENTION.check_shapes:
        names = runnable.configs_for(shape)
        assert names and not set(names) & set(fa.KNOWN_BAD)
        for name in names:
            params = resolve_for(runnable, name, shape, "bf16").params
            assert (params["HEAD_DIM"], params["CAUSAL"]) == (shape[3], shape[4])


def test_resolved_key_is_what_trace_compiles():
    runnable = load_runnable("fa_hopper")
    resolved = resolve_for(runnable, "persistent", (1, 2, 1024, 64, True), "fp16")
    assert resolved.key == "persistent+CAUSAL=true,HEAD_DIM=64,dtype=fp16"
    assert trace_command("fa_hopper", resolved) == \
        "passlab trace fa_hopper --config persistent -c CAUSAL=true -c HEAD_DIM=64 -c dtype=fp16"
    same = resolve_for(runnable, "default", (1, 2, 1024, 128, False), "bf16")
    assert same.key == "default" and same.overrides == {}


def test_kernels_and_runner_import_without_torch():
    code = ("import sys; sys.modules['torch'] = None\n"
            "import kernels.matmul_hopper, kernels.fa_hopper\n"
            "import passlab.runner.bench, passlab.runner.verify, passlab.runner.report\n"
            "import passlab.commands.run, passlab.commands.bench\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


def _gpu_visible() -> bool:
    try:
        import torch
    except ImportError:
        return False
    return torch.cuda.is_available()


@pytest.mark.skipif(_gpu_visible(), reason="a GPU is visible: the no-GPU path cannot be shown here")
@pytest.mark.parametrize("args", [["run", "matmul_hopper"], ["bench", "fa_hopper", "--json"]])
def test_run_and_bench_without_gpu_exit_3_with_one_line(args):
    from passlab.cli import cli
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 3
    lines = [line for line in result.output.splitlines() if line.strip()]
    errors = [line for line in lines if line.startswith("passlab: error:")]
    assert len(errors) == 1 and errors[0].startswith("passlab: error: no GPU")
    if "--json" in args:  # stdout stays one JSON document: {"ok": false, "error": ..., "exit_code": 3}
        document = "\n".join(line for line in lines if line not in errors)
        assert json.loads(document)["exit_code"] == 3
    else:
        assert lines == errors


def test_run_and_bench_help_show_exit_code_3_and_an_example():
    from passlab.cli import cli
    for name in ("run", "bench"):
        result = CliRunner().invoke(cli, [name, "--help"])
        assert result.exit_code == 0
        assert "3 when there is" in " ".join(result.output.split())
        assert f"passlab {name} " in result.output


@pytest.mark.parametrize("command", ["run", "bench"])
def test_an_unknown_kernel_is_a_usage_error_before_the_gpu_is_asked(command):
    from passlab.cli import cli
    result = CliRunner().invoke(cli, [command, "matmul_hoper"])
    assert result.exit_code == 2
    assert "unknown kernel 'matmul_hoper'" in result.output and "no GPU" not in result.output
