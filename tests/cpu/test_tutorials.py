"""Triton's own tutorials at 3.6, unmodified, through trace / check / graph / diff.

The files under tests/data/tutorials keep their module-level host code (driver queries, torch
tensors, benchmarks): passlab loads them on this CPU-only machine as a user's files would be.
Each case compiles what a launch compiles (launch values given with --arg).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli

TUTORIALS = Path(__file__).resolve().parents[1] / "data" / "tutorials"
GEMM_ARGS = ["--arg", "M=4096", "--arg", "N=4096", "--arg", "K=4096"]
ROW_MAJOR = ["--arg", "stride_am=4096", "--arg", "stride_ak=1", "--arg", "stride_bk=4096", "--arg", "stride_bn=1",
             "--arg", "stride_cm=4096", "--arg", "stride_cn=1"]
FP16_ABC = ["--sig", "a_ptr=*fp16", "--sig", "b_ptr=*fp16", "--sig", "c_ptr=*fp16"]
ATTN = ["--sig", "sm_scale=fp32", "--sig", "M=*fp32", *[f"--sig=desc_{x}=*fp16" for x in "qkvo"],
        "--arg", "Z=4", "--arg", "H=32", "--arg", "N_CTX=4096", "-c", "HEAD_DIM=128", "-c", "FP8_OUTPUT=False",
        "-c", "STAGE=1", "-c", "IS_HOPPER=True"]
PERSISTENT = [*FP16_ABC, *GEMM_ARGS, "-c", "EPILOGUE_SUBTILE=False", "-c", "NUM_SMS=132", "-c", "FLATTEN=False"]

# name -> (kernel ref, trace arguments, WS applied?)
CASES = {
    "02-softmax": ("02-fused-softmax.py:softmax_kernel",
                   ["--sig", "output_ptr=*fp32", "--sig", "input_ptr=*fp32", "--arg", "input_row_stride=4096",
                    "--arg", "output_row_stride=4096", "--arg", "n_rows=4096", "--arg", "n_cols=4096",
                    "-c", "BLOCK_SIZE=4096", "-c", "num_stages=4", "-c", "num_warps=8"], False),
    "03-matmul": ("03-matrix-multiplication.py:matmul_kernel",
                  [*FP16_ABC, *GEMM_ARGS, *ROW_MAJOR, "-c", 'ACTIVATION=""'], False),
    "05-layernorm": ("05-layer-norm.py:_layer_norm_fwd_fused",
                     [*[f"--sig={x}=*fp16" for x in "XYWB"], "--sig", "Mean=*fp32", "--sig", "Rstd=*fp32",
                      "--arg", "stride=8192", "--arg", "N=8192", "--arg", "eps=1e-5", "-c", "BLOCK_SIZE=8192",
                      "-c", "num_warps=8"], False),
    "06-attention-ws": ("06-fused-attention.py:_attn_fwd", [*ATTN, "-c", "warp_specialize=True"], True),
    "06-attention": ("06-fused-attention.py:_attn_fwd", [*ATTN, "-c", "warp_specialize=False"], False),
    "09-persistent-ws": ("09-persistent-matmul.py:matmul_kernel_descriptor_persistent",
                         [*PERSISTENT, "-c", "WARP_SPECIALIZE=True"], True),
    "09-persistent": ("09-persistent-matmul.py:matmul_kernel_descriptor_persistent",
                      [*PERSISTENT, "-c", "WARP_SPECIALIZE=False"], False),
}


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def traces(tmp_path_factory):
    """Each case traced once (a child compile each): name -> (trace dir, manifest)."""
    root = tmp_path_factory.mktemp("tutorials")
    out = {}
    for name, (ref, args, _) in CASES.items():
        result = run("trace", f"{TUTORIALS / ref}", *args, "--out", root / name, "--json")
        assert result.exit_code == 0, (name, result.output[-3000:])
        out[name] = (root / name, json.loads(result.output))
    return out


@pytest.mark.parametrize("name", CASES)
def test_trace_compiles_as_a_launch_and_names_the_ws_stages(traces, name):
    trace, manifest = traces[name]
    assert manifest["outcome"]["code"] == "ok"
    ws = CASES[name][2]
    assert manifest["stages"]["WSLowerToken"]["status"] == ("ran" if ws else "not run")
    assert (manifest["metadata"]["num_warps"] > manifest["kernel"]["params"].get("num_warps", 4)) == ws
    assert manifest["kernel"]["specialization"]["attrs"], "no launch specialization recorded"


def test_tutorial_03_compiles_its_cp_async_ring(traces):
    trace, manifest = traces["03-matmul"]
    assert manifest["metadata"]["shared"] == 147456   # 3 x (128x64 + 64x256) fp16: what the H200 compiled
    # two loads per iteration: 2 x 2 prologue copies for the first stages, 2 in the loop
    assert (trace / "artifacts" / "kernel.ttgir").read_text().count("ttg.async_copy_global_to_local") == 6


@pytest.mark.parametrize("name", CASES)
def test_check_is_clean(traces, name):
    result = run("check", traces[name][0], "--json")
    report = json.loads(result.output)
    errors = [f for f in report["findings"] if f["severity"] == "error"]
    assert result.exit_code == 0 and not errors, errors


@pytest.mark.parametrize("name", [n for n, case in CASES.items() if case[2]])
def test_graph_shows_the_partitions(traces, name):
    result = run("graph", traces[name][0], "--stage", "WSLowerToken", "--format", "json")
    assert result.exit_code == 0, result.output[-2000:]
    graph = json.loads(result.output)
    partitions = [n for n in graph["nodes"] if n.get("kind") == "partition"]
    assert len(partitions) >= 2, [n.get("kind") for n in graph["nodes"]][:20]


def test_diff_of_stages_shows_the_ring_growing(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSLAB_DUMPS", str(tmp_path / "dumps"))  # specs are traced into the dumps root
    ref = f"{TUTORIALS / CASES['03-matmul'][0]}"
    args = [a for a in CASES["03-matmul"][1] if a != "-c" and a != 'ACTIVATION=""']
    result = run("diff", f'{ref}@autotune0:ACTIVATION=""', f'{ref}@autotune0:ACTIVATION="",num_stages=4',
                 *args, "--stage", "SWP", "--summary", "--json")
    assert result.exit_code == 1, result.output[-2000:]
    text = json.dumps(json.loads(result.output))
    assert "147456" in text and "196608" in text


def test_diff_ws_on_and_off(traces):
    result = run("diff", traces["06-attention-ws"][0], traces["06-attention"][0], "--stage", "MemoryPlanner",
                 "--summary")
    assert result.exit_code == 1
    assert "warp_specialize" in result.output


def test_check_flags_the_config_that_would_not_launch(tmp_path):
    ref, args, _ = CASES["03-matmul"]
    result = run("check", f"{TUTORIALS / ref}", *args, "-c", "BLOCK_SIZE_K=128", "-c", "num_stages=5",
                 "--out", tmp_path / "t", "--json")
    assert result.exit_code == 1
    smem = [f for f in json.loads(result.output)["findings"] if f["rule"] == "SMEM001"]
    assert smem and "491520" in smem[0]["message"]
