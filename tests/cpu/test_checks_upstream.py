"""passlab check on correct kernels nobody here wrote (issue 23): no false error, and the defect the
rule is about still an error.

- Triton's tutorial 10 (block-scaled matmul, mxfp8 and nvfp4) at ``--target cuda:100``: its scales
  sit 4 columns apart as Triton's TMEM allocator placed them; TMEM002 rounded every allocation up
  to 32 columns and reported an overlap that the offsets do not have.
- Gluon tutorial 05's ``blocked_matmul_pipelined_kernel``: two copies of A and B, one barrier waited
  right after each load pair; MBAR005 counted slots and called it an error. The protocol model
  decides: no race with every copy refilled (a note), a race once the wgmma is retired a step late.

The tutorial files are upstream's, unmodified (tests/data/tutorials/README.md).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.checks import run_checks
from passlab.checks.findings import Severity
from passlab.cli import cli

TUTORIALS = Path(__file__).resolve().parents[1] / "data" / "tutorials"
BLOCK_SCALED = f"{TUTORIALS / '10-block-scaled-matmul.py'}:block_scaled_matmul_kernel"
WGMMA = f"{TUTORIALS / 'gluon' / '05-wgmma.py'}:blocked_matmul_pipelined_kernel"

# The launch values of initialize_block_scaled + block_scaled_matmul (M = N = K = 8192, fp16 output).
SHAPES = ["-c", "M=8192", "-c", "N=8192", "-c", "K=8192", "-c", "output_type=1", "-c", "BLOCK_M=128",
          "-c", "BLOCK_N=256", "-c", "rep_m=1", "-c", "rep_n=2", "-c", "NUM_STAGES=4",
          "--sig", "c_desc=tensordesc<fp16[128, 256]>", "--target", "cuda:100"]
BLOCK_SCALED_CASES = {
    "mxfp8": ["--sig", "a_desc=tensordesc<fp8e4nv[128, 128]>", "--sig", "b_desc=tensordesc<fp8e4nv[256, 128]>",
              "--sig", "a_scale_desc=tensordesc<u8[1, 1, 1, 2, 256]>",
              "--sig", "b_scale_desc=tensordesc<u8[1, 2, 1, 2, 256]>",
              "-c", "ELEM_PER_BYTE_A=1", "-c", "ELEM_PER_BYTE_B=1", "-c", "VEC_SIZE=32", "-c", "BLOCK_K=128",
              "-c", "rep_k=1"],
    "nvfp4": ["--sig", "a_desc=tensordesc<u8[128, 128]>", "--sig", "b_desc=tensordesc<u8[256, 128]>",
              "--sig", "a_scale_desc=tensordesc<fp8e4nv[1, 1, 4, 2, 256]>",
              "--sig", "b_scale_desc=tensordesc<fp8e4nv[1, 2, 4, 2, 256]>",
              "-c", "ELEM_PER_BYTE_A=2", "-c", "ELEM_PER_BYTE_B=2", "-c", "VEC_SIZE=16", "-c", "BLOCK_K=256",
              "-c", "rep_k=4"],
}
# blocked_matmul_pipelined with the tutorial's best config (128, 128, 64, 4 warps), fp16.
WGMMA_ARGS = ["--sig", "a_desc=tensordesc<fp16[128, 64]>", "--sig", "b_desc=tensordesc<fp16[64, 128]>",
              "--sig", "c_desc=tensordesc<fp16[128, 128]>", "-c", "num_warps=4", "--target", "cuda:90"]

ACCUMULATOR = "#ttng.tensor_memory_encoding<blockM = {}, blockN = {}, colStride = {}{}>"
SCALES = "#ttng.tensor_memory_scales_encoding<{}>"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


def trace(ref: str, args: list[str], out: Path) -> Path:
    result = run("trace", ref, *args, "--out", out, "--json")
    assert result.exit_code == 0, result.output[-3000:]
    assert json.loads(result.output)["outcome"]["code"] == "ok"
    return out


@pytest.fixture(scope="module")
def block_scaled(tmp_path_factory):
    root = tmp_path_factory.mktemp("tutorial10")
    return {name: trace(BLOCK_SCALED, [*SHAPES, *args], root / name) for name, args in BLOCK_SCALED_CASES.items()}


@pytest.fixture(scope="module")
def wgmma(tmp_path_factory):
    return trace(WGMMA, WGMMA_ARGS, tmp_path_factory.mktemp("gluon05") / "pipelined")


@pytest.mark.parametrize("fmt", sorted(BLOCK_SCALED_CASES))
def test_block_scaled_matmul_on_sm100_has_no_tmem_error(block_scaled, fmt):
    report = run_checks(block_scaled[fmt])
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.message) for f in report.findings]
    result = run("check", block_scaled[fmt])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("shape,encoding,bits,columns,rows", [
    ((128, 4), SCALES.format(""), 8, 4, 128),              # tutorial 10 mxfp8: A's scales at column 256
    ((256, 4), SCALES.format(""), 8, 8, 128),              # ... B's at column 260, 4 columns later
    ((128, 16), SCALES.format(""), 8, 16, 128),            # nvfp4 (VEC_SIZE 16, BLOCK_K 256)
    ((128, 256), ACCUMULATOR.format(128, 256, 1, ""), 32, 256, 128),
    ((2, 128, 128), ACCUMULATOR.format(128, 128, 1, ""), 32, 256, 128),     # two copies side by side
    ((1, 128, 128), ACCUMULATOR.format(128, 128, 1, ""), 16, 64, 128),      # packed bf16: 2 per cell
    ((128, 128), ACCUMULATOR.format(128, 128, 2, ""), 16, 128, 128),        # unpacked bf16
    ((64, 128), ACCUMULATOR.format(64, 128, 1, ""), 32, 128, 64),           # one 64-lane half
    ((256, 256), ACCUMULATOR.format(128, 256, 1, ", CTASplitM = 2, twoCTAs = true"), 32, 256, 128),
])
def test_columns_are_computed_as_triton_computes_them(shape, encoding, bits, columns, rows):
    from passlab.checks.tmem import tmem_size
    size = tmem_size(shape, encoding, bits)
    assert (size.columns, size.rows, size.exact) == (columns, rows, True)


def test_unsized_encoding_is_an_estimate_with_a_proven_minimum():
    from passlab.checks.tmem import tmem_size
    size = tmem_size((1, 128, 600), "#ttng.some_future_encoding<>", 32)
    assert not size.exact and size.minimum == 600


def test_pipelined_wgmma_ring_is_a_note_naming_the_models_verdict(wgmma):
    report = run_checks(wgmma)
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.message) for f in report.findings]
    rings = [f for f in report.findings if f.rule == "MBAR005"]
    assert rings and all(f.severity is Severity.NOTE and "protocol model found no race" in f.message
                         for f in rings)
    assert run("check", wgmma).exit_code == 0


def test_pipelined_wgmma_retired_a_step_late_is_a_race(wgmma, tmp_path):
    """The same ring with the in-loop warpgroup_mma_wait(0) made wait(1): the TMA refill of a copy
    lands while the wgmma two steps back may still read it. The model only sees it once every copy
    is refilled (trip counts raised until then), and MBAR005 stays an error beside PROTO001."""
    manifest = json.loads((wgmma / "manifest.json").read_text())
    snapshot = wgmma / manifest["stages"]["MemoryPlanner"]["snapshot"]
    text = snapshot.read_text()
    retire = "warp_group_dot_wait %1 {pendings = 0 : i32}"
    assert text.count(retire) == 2            # in the loop, then after it
    mutant = tmp_path / "late_retire.mlir"
    mutant.write_text(text.replace(retire, retire.replace("0 :", "1 :"), 1))
    report = run_checks(mutant)
    errors = {f.rule for f in report.findings if f.severity is Severity.ERROR}
    assert {"PROTO001", "MBAR005"} <= errors, [(f.rule, f.message) for f in report.findings]


CAUSAL = f"{TUTORIALS / '06-fused-attention.py'}:_attn_fwd"
CAUSAL_ARGS = ["--sig", "sm_scale=fp32", "--sig", "M=*fp32", *[f"--sig=desc_{x}=*fp16" for x in "qkvo"],
               "--arg", "Z=4", "--arg", "H=32", "--arg", "N_CTX=4096", "-c", "HEAD_DIM=64", "-c", "FP8_OUTPUT=False",
               "-c", "STAGE=3", "-c", "IS_HOPPER=True", "-c", "warp_specialize=False", "--target", "cuda:100"]


def test_a_barrier_armed_again_in_the_prologue_counts_only_its_own_copies(tmp_path):
    """Tutorial 06, causal (STAGE=3), pipelined at cuda:100: the prologue arms the K barrier of
    slot 0 (one expect, one copy), waits on it, and arms it again for the next K tile (one expect,
    one copy). MBAR004 summed both copies against each expect (twice the bytes): two false errors per
    inner loop. Each arming's transaction is its own copies."""
    out = trace(CAUSAL, CAUSAL_ARGS, tmp_path / "causal")
    report = run_checks(out)
    assert not [f for f in report.findings if f.rule == "MBAR004"], [f.message for f in report.findings]
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.message) for f in report.findings]
    # the same snapshot with one arming's bytes halved is still an MBAR004 error
    manifest = json.loads((out / "manifest.json").read_text())
    snapshot = out / manifest["stages"]["MemoryPlanner"]["snapshot"]
    text = snapshot.read_text()
    # (under pytest the tutorial's config list is its one PYTEST_VERSION config, 128x64: 8192-byte tiles)
    armed = re.findall(r"ttng\.barrier_expect %\w+, (\d+),", text)
    assert len(armed) >= 4
    bytes_ = armed[0]
    half = str(int(bytes_) // 2)
    mutant = tmp_path / "halved.mlir"
    mutant.write_text(re.sub(rf"(ttng\.barrier_expect %\w+, ){bytes_},", rf"\g<1>{half},", text, count=1))
    errors = [f for f in run_checks(mutant).findings if f.rule == "MBAR004" and f.severity is Severity.ERROR]
    assert len(errors) == 1 and f"barrier_expect {half} bytes" in errors[0].message


PERSISTENT_WS = f"{TUTORIALS / '09-persistent-matmul.py'}:matmul_kernel_descriptor_persistent"
PERSISTENT_WS_ARGS = [*[f"--sig={x}_ptr=*fp16" for x in "abc"], "--arg", "M=8192", "--arg", "N=8192", "--arg", "K=512",
                      "-c", "NUM_SMS=132", "-c", "WARP_SPECIALIZE=True", "-c", "FLATTEN=False", "--config", "autotune8",
                      "--target", "cuda:90"]


def test_a_peak_before_planning_that_the_allocator_fits_is_not_an_error(tmp_path):
    """Tutorial 09's WS persistent matmul on an H200 (config 8: 128x128x128, 3 stages): at
    WSCodePartition the buffers live at once sum to 262216 bytes, over the limit; the memory planner
    places them in 229848 (ttg.shared), under it. SMEM001 called it an error."""
    out = trace(PERSISTENT_WS, PERSISTENT_WS_ARGS, tmp_path / "ws")
    report = run_checks(out)
    assert not [f for f in report.findings if f.rule == "SMEM001"], [f.message for f in report.findings]
    assert report.errors == 0, [(f.rule, f.message) for f in report.findings]


SMALL_MMA = f"{TUTORIALS / 'gluon' / '06-tcgen05.py'}:small_mma_kernel"
SMALL_MMA_ARGS = [*[a for x in "abcd" for a in ("--sig", f"{x}_desc=tensordesc<{'fp16' if x in 'ab' else 'fp32'}"
                                                          f"[128, 128]>")],
                  "-c", "tmem_block=(128, 128)", "-c", "LHS_IN_TMEM=True", "-c", "USE_COMMIT=True", "-c", "num_warps=4",
                  "--target", "cuda:100"]


def test_a_barrier_invalidated_and_initialized_again_may_be_used(tmp_path):
    """Gluon tutorial 06's small_mma_kernel waits on its barrier for the TMA loads, invalidates it,
    initializes it again, and commits the tcgen05 MMA to it ("re-using an mbarrier for TMAs and
    tcgen05_mma can lead to undefined behaviour... re-initialize it"). MBAR001 reported the commit as
    a use after the inval. Without the second init it still is one."""
    out = trace(SMALL_MMA, SMALL_MMA_ARGS, tmp_path / "small_mma")
    report = run_checks(out)
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.message) for f in report.findings]
    manifest = json.loads((out / "manifest.json").read_text())
    text = (out / manifest["stages"]["MemoryPlanner"]["snapshot"]).read_text()
    lines = text.split("\n")
    inits = [i for i, line in enumerate(lines) if "ttng.init_barrier %bar," in line]
    assert len(inits) == 2
    del lines[inits[1]]
    mutant = tmp_path / "no_reinit.mlir"
    mutant.write_text("\n".join(lines))
    errors = [f for f in run_checks(mutant).findings if f.rule == "MBAR001" and f.severity is Severity.ERROR]
    assert len(errors) == 1 and "after its inval_barrier" in errors[0].message


ATTENTION = f"{TUTORIALS / '06-fused-attention.py'}:_attn_fwd"
# attention(q, k, v, causal=True, warp_specialize=True) on Blackwell, 4x32x4096x64 fp16, host descriptors
CAUSAL_WS_ARGS = ["--sig", "M=*fp32", "--arg", "sm_scale=0.125", "--arg", "Z=4", "--arg", "H=32", "--arg", "N_CTX=4096",
                  *[a for x, rows in (("q", 128), ("k", 64), ("v", 64), ("o", 128))
                    for a in ("--sig", f"desc_{x}=tensordesc<fp16[{rows}, 64]>")],
                  "-c", "HEAD_DIM=64", "-c", "BLOCK_M=128", "-c", "BLOCK_N=64", "-c", "FP8_OUTPUT=False",
                  "-c", "STAGE=3", "-c", "warp_specialize=True", "-c", "IS_HOPPER=False", "--target", "cuda:100"]


def test_causal_ws_attention_on_sm100_has_no_barrier_error_from_a_reused_name(tmp_path):
    """Tutorial 06's causal forward pass, warp-specialized on Blackwell, has two ttg.warp_specialize
    ops whose default regions print the same names for different values (``%qk_143``: a tensor in
    one, a barrier view in the other). MBAR001 looked names up per function and reported the
    tensor's arith.subf as a use of the barrier before its init."""
    out = trace(ATTENTION, CAUSAL_WS_ARGS, tmp_path / "causal_ws")
    manifest = json.loads((out / "manifest.json").read_text())
    text = (out / manifest["stages"]["MemoryPlanner"]["snapshot"]).read_text()
    defined = re.findall(r"^\s*(%[\w.$-]+)(?::\d+)? = ", text, re.M)
    assert len(defined) > len(set(defined)), "no name is reused: the case this test is about is gone"
    report = run_checks(out)
    assert report.errors == 0, [(f.rule, f.message) for f in report.findings if f.severity is Severity.ERROR]
