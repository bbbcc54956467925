"""PERF001: a layout conversion through shared memory on an MMA operand inside its loop.

Positive cases are kernels of tests/data/layout (an FP8 GEMM with A stored transposed, an FP8
attention loop with V stored D-contiguous, a dV loop with P transposed in registers); the negatives
are the same sources in bf16 (wgmma reads a transposed 16-bit tile from shared memory as it is) and
the built-in kernels at their default configs.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.capture.child import CompileRequest
from passlab.capture.trace import trace_kernel
from passlab.checks import run_checks
from passlab.checks.findings import Severity
from passlab.cli import cli

KERNELS = Path(__file__).resolve().parents[1] / "data" / "layout" / "transposed_operands.py"
GEMM = {"BLOCK_M": 128, "BLOCK_N": 128, "BLOCK_K": 64, "num_stages": 3, "num_warps": 4}
ATTN = {"BLOCK_M": 128, "BLOCK_N": 128, "HEAD_DIM": 128, "num_stages": 2, "num_warps": 8}
DV = {"BLOCK_M": 64, "BLOCK_N": 128, "HEAD_DIM": 64, "num_stages": 2, "num_warps": 4}
CASES = {
    "gemm": ("matmul_at", ("a_ptr", "b_ptr"), "c_ptr", {"M": 4096, "N": 4096, "K": 4096}, GEMM),
    "attn": ("attn_fwd", ("q_ptr", "k_ptr", "v_ptr"), "o_ptr", {"N_CTX": 4096}, ATTN),
    "dv": ("attn_dv", ("q_ptr", "k_ptr", "do_ptr"), "dv_ptr", {"N_CTX": 4096}, DV),
}


@pytest.fixture(scope="module")
def layout_trace(tmp_path_factory):
    """``layout_trace("gemm", "fp8e4nv")`` -> Trace of that tests/data/layout kernel, cached per module."""
    root = tmp_path_factory.mktemp("layout")
    cache: dict = {}

    def get(case: str, dtype: str):
        if (case, dtype) not in cache:
            function, inputs, output, values, config = CASES[case]
            sig = {**{name: f"*{dtype}" for name in inputs}, output: "*bf16"}
            request = CompileRequest(f"{KERNELS}:{function}", None, dict(config), "cuda:90", sig=sig,
                                     launch={"values": values})
            cache[case, dtype] = trace_kernel(request, root / f"{case}-{dtype}")
        return cache[case, dtype]

    return get


def perf(report):
    return [f for f in report.findings if f.rule == "PERF001"]


def test_fp8_transposed_operands_are_round_trips(layout_trace):
    found = perf(run_checks(layout_trace("gemm", "fp8e4nv")))
    assert sorted((f.location.line, dict(f.details)["kind"]) for f in found) == [(25, "round_trip"), (26, "round_trip")]
    a = next(f for f in found if "operand A" in f.message)
    assert a.severity is Severity.WARNING and a.stage == "MemoryPlanner" and a.op == "ttg.local_alloc"
    assert "64x128xf8E4M3FN tile" in a.message and "8192 bytes" in a.message
    assert "in the loop at transposed_operands.py:23" in a.message
    assert "transposed by `ttg.memdesc_trans` at transposed_operands.py:26" in a.message
    assert "FP8 wgmma takes only K-major operands" in a.hint
    # B is [K, N] with N contiguous: MN-major, which FP8 wgmma cannot read either (no tl.trans involved)
    b = next(f for f in found if "operand B" in f.message)
    assert "transposed by" not in b.message and b.location.line == 25


def test_fp8_attention_v_is_a_round_trip(layout_trace):
    found = perf(run_checks(layout_trace("attn", "fp8e4nv")))
    # V (the B operand of P @ V) only: K^T is a free memdesc_trans, P's register re-layout needs no scratch
    assert [(f.location.line, dict(f.details)["kind"]) for f in found] == [(47, "round_trip")]
    assert "operand B of the wgmma at transposed_operands.py:50" in found[0].message


def test_register_transpose_feeding_wgmma_is_staged_through_shared_memory(layout_trace):
    found = perf(run_checks(layout_trace("dv", "bf16")))
    assert len(found) == 1
    f = found[0]
    assert dict(f.details)["kind"] == "staged" and f.location.line == 74
    assert "128x64xbf16 tile goes to shared memory" in f.message and "16384 bytes" in f.message
    assert "`tt.trans` at transposed_operands.py:74" in f.message
    assert "#ttg.dot_op<{opIdx = 0" in f.message


@pytest.mark.parametrize("case", ["gemm", "attn"])
def test_bf16_transposes_are_free(layout_trace, case):
    assert perf(run_checks(layout_trace(case, "bf16"))) == []


@pytest.mark.parametrize("kernel", ["matmul_hopper", "fa_hopper", "matmul_hopper_gluon", "fa_hopper_gluon",
                                    "matmul_fp8_gluon"])
def test_builtin_kernels_get_no_hint(trace_of, kernel):
    report = run_checks(trace_of(kernel), ("perf",))
    assert "MemoryPlanner" in report.stages_checked
    assert report.findings == []


def test_convert_layout_with_scratch_is_reported_and_without_is_not(layout_trace, tmp_path):
    """The dV snapshot's local_alloc + local_load pair rewritten as the convert_layout it was before
    tritongpu-reduce-data-duplication: with the allocator's offset it is a finding, without none."""
    trace = layout_trace("dv", "bf16")
    snapshot = trace.path / trace.manifest["stages"]["MemoryPlanner"]["snapshot"]
    text = snapshot.read_text()
    pair = re.compile(r"(%\S+) = ttg\.local_alloc (%\S+) (\{allocation\.offset = \d+ : i32\}) : \((tensor<[^)]*>)\) "
                      r"-> !ttg\.memdesc<[^\n]*> (loc\(#loc\d+\))\n\s*(%\S+) = ttg\.local_load \1 : [^\n]* -> "
                      r"(tensor<[^\n]*>) loc\(#loc\d+\)")
    assert len(pair.findall(text)) == 1
    with_scratch = pair.sub(r"\6 = ttg.convert_layout \2 \3 : \4 -> \7 \5", text)
    without = pair.sub(r"\6 = ttg.convert_layout \2 : \4 -> \7 \5", text)
    for name, body in (("with.mlir", with_scratch), ("without.mlir", without)):
        (tmp_path / name).write_text(body)
    found = perf(run_checks(tmp_path / "with.mlir"))
    assert [dict(f.details)["kind"] for f in found] == ["convert_layout"]
    assert re.search(r"`ttg\.convert_layout` of a 128x64xbf16 tile from #linear to #ttg\.dot_op<\{opIdx = 0, "
                     r"parent = #mma, kWidth = 2\}> goes through shared memory \(16384 bytes", found[0].message)
    assert perf(run_checks(tmp_path / "without.mlir")) == []


def test_structured_loops_before_scf_to_cf(layout_trace):
    """The same round trips on a snapshot that still has its scf.for (the final TTGIR)."""
    trace = layout_trace("gemm", "fp8e4nv")
    before = next(p for p in trace.manifest["passes"] if p["arg"] == "convert-scf-to-cf")["snapshot"]
    found = perf(run_checks(trace.path / before))
    assert len(found) == 2 and all("in the loop at transposed_operands.py:23" in f.message for f in found)


def test_json_output(layout_trace):
    trace = layout_trace("gemm", "fp8e4nv")
    result = CliRunner().invoke(cli, ["check", str(trace.path), "--json"])
    assert result.exit_code == 0, result.output   # a warning: the kernel is correct
    data = json.loads(result.output)
    found = [f for f in data["findings"] if f["rule"] == "PERF001"]
    assert len(found) == 2 and data["summary"]["warnings"] >= 2
    row = found[0]
    assert row["severity"] == "warning" and row["location"].endswith("transposed_operands.py:25:24")
    assert row["details"]["kind"] == "round_trip" and row["details"]["bytes"] == 8192
    assert {"mma_line", "loop_line", "load_line", "src", "dst"} <= row["details"].keys()
    text = CliRunner().invoke(cli, ["check", str(trace.path)]).output
    assert re.search(r"transposed_operands\.py:25:24: warning: \[PERF001\] shared-memory round trip", text)
    assert "        b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])\n                        ^" in text
