"""passlab check on the built-in kernels, compiled fresh (session-cached traces)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from passlab.checks import run_checks
from passlab.checks.findings import Severity
from passlab.cli import cli

# Triton 3.6's Hopper WS initializes barrier arrays it never uses and gives their bytes to the
# pipeline buffers without mbarrier.inval: MBAR002, a note on sm_90 (the compiler's pattern), a
# warning elsewhere; the protocol model (PROTO001) would error if a reused barrier were used again.
EXPLAINED_WARNINGS = {"MBAR002"}


@pytest.mark.parametrize("kernel,target", [("matmul_hopper", "cuda:90"), ("fa_hopper", "cuda:90"),
                                           ("matmul_ampere", "cuda:90"), ("matmul_hopper", "cuda:100"),
                                           ("fa_hopper", "cuda:100")])
def test_default_configs_check_clean(trace_of, kernel, target):
    report = run_checks(trace_of(kernel, target=target))
    assert report.errors == 0, [(f.rule, f.line, f.message) for f in report.findings]
    warned = {f.rule for f in report.findings if f.severity is Severity.WARNING}
    assert warned <= EXPLAINED_WARNINGS
    assert "MemoryPlanner" in report.stages_checked


def test_ws_pass_failure_is_an_error(trace_of):
    report = run_checks(trace_of("matmul_ws_pointer"))
    ws002 = [f for f in report.findings if f.rule == "WS002"]
    assert ws002 and "WSLowerToken.cpp" in ws002[0].message
    assert report.exit_code == 1


def test_oversized_gemm_reports_formula(trace_of):
    trace = trace_of("matmul_hopper", BLOCK_M=256, BLOCK_N=256, BLOCK_K=128, num_stages=4)
    report = run_checks(trace)
    over = [f for f in report.findings if f.rule == "SMEM001"]
    assert len(over) == 1
    # Reported at the first WS stage, before ptxas or the allocator could fail.
    assert over[0].stage == "WSCodePartition"
    assert "(256 + 256) * 128 * 2 * 4 = 524288 bytes" in over[0].message
    assert "232448" in over[0].message
    # The internal dump has no locations; the finding points at the GEMM's tl.dot line instead.
    assert over[0].location is not None and over[0].location.file.endswith("matmul_hopper.py")


def test_num_warps_8_reports_ws_not_applied(trace_of):
    report = run_checks(trace_of("matmul_hopper", num_warps=8))
    ws = [f for f in report.findings if f.rule == "WS001"]
    assert len(ws) == 1
    assert "num_warps is 8" in ws[0].message
    assert ws[0].location is not None and ws[0].location.file.endswith("matmul_hopper.py")
    assert report.exit_code == 0   # a warning: the kernel is correct, just not specialized


def test_cli_on_trace_json_is_stable(trace_of):
    trace = trace_of("matmul_hopper")
    runs = [CliRunner().invoke(cli, ["check", str(trace.path), "--json"]) for _ in range(2)]
    assert runs[0].exit_code == 0, runs[0].output
    assert runs[0].output == runs[1].output
    data = json.loads(runs[0].output)
    assert data["summary"]["errors"] == 0


def test_nothing_to_check_exits_2(trace_of):
    # A 4-element bf16 block is under TMA's 16 bytes: the frontend raises before any stage exists.
    trace = trace_of("matmul_hopper", BLOCK_K=4)
    result = CliRunner().invoke(cli, ["check", str(trace.path)])
    assert result.exit_code == 2
    assert "nothing to check" in result.output


def test_protocol_check_of_a_compile_that_stopped_before_its_stages_exits_2(trace_of):
    # matmul_ws_pointer's WS pass crashes (TRITON_FACTS): WSCodePartition is in the trace, none of the
    # protocol model's stages nor PTX is. "checked nothing" with exit 0 would pass a CI gate.
    trace = trace_of("matmul_ws_pointer")
    result = CliRunner().invoke(cli, ["check", str(trace.path), "--protocol"])
    assert result.exit_code == 2, result.output
    assert "nothing to check" in result.output and "WSLowerToken" in result.output
    assert CliRunner().invoke(cli, ["check", str(trace.path)]).exit_code == 1    # the crash, as a finding
