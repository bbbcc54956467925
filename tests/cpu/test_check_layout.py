"""PERF001: a layout conversion through shared memory on an MMA operand inside its loop.

Positive cases are kernels of tests/data/layout (an FP8 GEMM with A stored transposed, an FP8
attention loop with V stored D-contiguous, a dV loop with P transposed in registers; per-block scale
vectors re-laid out each iteration, a note); the negatives
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
MNK = {"M": 4096, "N": 4096, "K": 4096}
# case -> (function, inputs of the traced dtype, other pointers, int arguments, config)
CASES = {
    "gemm": ("matmul_at", ("a_ptr", "b_ptr"), {"c_ptr": "*bf16"}, MNK, GEMM),
    "attn": ("attn_fwd", ("q_ptr", "k_ptr", "v_ptr"), {"o_ptr": "*bf16"}, {"N_CTX": 4096}, ATTN),
    "dv": ("attn_dv", ("q_ptr", "k_ptr", "do_ptr"), {"dv_ptr": "*bf16"}, {"N_CTX": 4096}, DV),
    "gram": ("gram_blocks", ("k_ptr",), {"a_ptr": "*fp32"}, {"T": 4096},
             {"BT": 16, "BK": 32, "num_stages": 1, "num_warps": 1}),
    "scales": ("matmul_block_scales", ("a_ptr", "b_ptr"), {"a_s_ptr": "*fp32", "b_s_ptr": "*fp32", "c_ptr": "*bf16"},
               MNK, {**GEMM, "BLOCK_K": 128}),
}


@pytest.fixture(scope="module")
def layout_trace(tmp_path_factory):
    """``layout_trace("gemm", "fp8e4nv")`` -> Trace of that tests/data/layout kernel, cached per module."""
    root = tmp_path_factory.mktemp("layout")
    cache: dict = {}

    def get(case: str, dtype: str):
        if (case, dtype) not in cache:
            function, inputs, others, values, config = CASES[case]
            sig = {**{name: f"*{dtype}" for name in inputs}, **others}
            request = CompileRequest(f"{KERNELS}:{function}", None, dict(config), "cuda:90", sig=sig,
                                     launch={"values": values})
            cache[case, dtype] = trace_kernel(request, root / f"{case}-{dtype}")
        return cache[case, dtype]

    return get


def line_of(text: str, after: str = "") -> int:
    """The 1-based line of KERNELS holding ``text`` (the first one after the line holding ``after``)."""
    lines = KERNELS.read_text().splitlines()
    start = next(i for i, line in enumerate(lines) if after in line) if after else 0
    return next(i for i, line in enumerate(lines) if i >= start and text in line) + 1


def perf(report):
    return [f for f in report.findings if f.rule == "PERF001"]


def test_fp8_transposed_operands_are_round_trips(layout_trace):
    found = perf(run_checks(layout_trace("gemm", "fp8e4nv")))
    b_line, dot_line = line_of("b = b_desc.load"), line_of("tl.dot(tl.trans(a_t)")
    assert sorted((f.location.line, dict(f.details)["kind"]) for f in found) == [(b_line, "round_trip"),
                                                                                 (dot_line, "round_trip")]
    a = next(f for f in found if "operand A" in f.message)
    assert a.severity is Severity.WARNING and a.stage == "MemoryPlanner" and a.op == "ttg.local_alloc"
    assert "64x128xf8E4M3FN tile" in a.message and "8192 bytes" in a.message
    assert f"in the loop at transposed_operands.py:{line_of('for k in range')}" in a.message
    assert f"transposed by `ttg.memdesc_trans` at transposed_operands.py:{dot_line}" in a.message
    assert "FP8 wgmma takes only K-major operands" in a.hint
    # B is [K, N] with N contiguous: MN-major, which FP8 wgmma cannot read either (no tl.trans involved)
    b = next(f for f in found if "operand B" in f.message)
    assert "transposed by" not in b.message and b.location.line == b_line


def test_fp8_attention_v_is_a_round_trip(layout_trace):
    found = perf(run_checks(layout_trace("attn", "fp8e4nv")))
    # V (the B operand of P @ V) only: K^T is a free memdesc_trans, P's register re-layout needs no scratch
    assert [(f.location.line, dict(f.details)["kind"]) for f in found] == [(line_of("v = v_desc.load"), "round_trip")]
    assert f"operand B of the wgmma at transposed_operands.py:{line_of('acc = tl.dot(p.to')}" in found[0].message


def test_register_transpose_feeding_wgmma_is_staged_through_shared_memory(layout_trace):
    found = perf(run_checks(layout_trace("dv", "bf16")))
    assert len(found) == 1
    f = found[0]
    dv_line = line_of("dv = tl.dot(tl.trans(p)")
    assert dict(f.details)["kind"] == "staged" and f.location.line == dv_line
    assert "128x64xbf16 tile goes to shared memory" in f.message and "16384 bytes" in f.message
    assert f"`tt.trans` at transposed_operands.py:{dv_line}" in f.message
    assert "#ttg.dot_op<{opIdx = 0" in f.message


def test_scale_vectors_converted_in_the_loop_are_notes(layout_trace):
    """torchao's blockwise FP8 GEMM pattern: the per-block scales cross warps each iteration, but feed
    the product, not an MMA operand: a note (``--notes``), not a warning."""
    found = perf(run_checks(layout_trace("scales", "fp8e4nv")))
    assert [(f.severity, f.location.line, dict(f.details)["kind"]) for f in found] == \
        [(Severity.NOTE, line_of("acc += tl.dot(a, b) * a_s"), "convert_off_operand")] * 2
    assert "128xf32 value from #blocked3 to #ttg.slice<{dim = 1, parent = #mma}>" in found[0].message
    assert "512 bytes and a barrier per iteration" in found[0].message and "feeds no MMA operand" in found[0].message


def test_a_loaded_tile_converted_for_an_mma_v2_operand_is_the_load_path(layout_trace):
    """fla's kkt pattern (found on the corpus as a false hint): K^T of a tile just loaded with tt.load
    is a convert_layout with scratch, K itself a local_alloc + local_load; both are how a loaded tile
    reaches an mma_v2 register operand, not conversions the kernel could drop."""
    trace = layout_trace("gram", "bf16")
    snapshot = (trace.path / trace.manifest["stages"]["MemoryPlanner"]["snapshot"]).read_text()
    assert re.search(r"ttg\.convert_layout %\S+ \{allocation\.offset = \d+ : i32\} : tensor<16x32xbf16", snapshot)
    assert "tt.dot " in snapshot
    assert perf(run_checks(trace)) == []


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


def test_a_round_trip_through_local_store_is_reported(layout_trace, tmp_path):
    """The FP8 GEMM's B round trip written as Gluon code writes it: an allocated buffer, then
    ``ttg.local_store`` of the tile read out of the TMA ring."""
    trace = layout_trace("gemm", "fp8e4nv")
    text = (trace.path / trace.manifest["stages"]["MemoryPlanner"]["snapshot"]).read_text()
    alloc = re.compile(r"(%b_\d+) = ttg\.local_alloc (%b_\d+) (\{allocation\.offset = \d+ : i32\}) : \((tensor<[^)]*>)\) "
                       r"-> (!ttg\.memdesc<[^>]*>) (loc\(#loc\d+\))")
    assert len(alloc.findall(text)) == 1
    stored = alloc.sub(r"\1 = ttg.local_alloc \3 : () -> \5 \6\n    ttg.local_store \2, \1 : \4 -> \5 \6", text)
    (tmp_path / "stored.mlir").write_text(stored)
    found = perf(run_checks(tmp_path / "stored.mlir"))
    rows = sorted((f.op, dict(f.details)["kind"]) for f in found)
    assert rows == [("ttg.local_alloc", "round_trip"), ("ttg.local_store", "round_trip")], rows
    store = next(f for f in found if f.op == "ttg.local_store")
    assert "operand B of the wgmma" in store.message and "written back (`ttg.local_store` as #shared2)" in store.message


def test_structured_loops_before_scf_to_cf(layout_trace):
    """The same round trips on a snapshot that still has its scf.for (the final TTGIR)."""
    trace = layout_trace("gemm", "fp8e4nv")
    before = next(p for p in trace.manifest["passes"] if p["arg"] == "convert-scf-to-cf")["snapshot"]
    found = perf(run_checks(trace.path / before))
    loop = f"in the loop at transposed_operands.py:{line_of('for k in range')}"
    assert len(found) == 2 and all(loop in f.message for f in found)


def test_json_output(layout_trace):
    trace = layout_trace("gemm", "fp8e4nv")
    result = CliRunner().invoke(cli, ["check", str(trace.path), "--json"])
    assert result.exit_code == 0, result.output   # a warning: the kernel is correct
    data = json.loads(result.output)
    found = [f for f in data["findings"] if f["rule"] == "PERF001"]
    assert len(found) == 2 and data["summary"]["warnings"] >= 2
    row = found[0]
    assert row["severity"] == "warning" and row["location"].endswith(f"transposed_operands.py:{line_of('b = b_desc.load')}:24")
    assert row["details"]["kind"] == "round_trip" and row["details"]["bytes"] == 8192
    assert {"mma_line", "loop_line", "load_line", "src", "dst"} <= row["details"].keys()
    text = CliRunner().invoke(cli, ["check", str(trace.path)]).output
    assert f"transposed_operands.py:{line_of('b = b_desc.load')}:24: warning: [PERF001] shared-memory round trip" in text
    assert "        b = b_desc.load([k * BLOCK_K, pid_n * BLOCK_N])\n                        ^" in text
