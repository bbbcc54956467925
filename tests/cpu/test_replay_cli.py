"""passlab replay on saved snapshots: exit codes and the same classification as a compile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli

DATA = Path(__file__).resolve().parents[1] / "data" / "debug"
WS = "nvgpu-warp-specialization{num-stages=3}"


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def ws_input(trace_of):
    trace = trace_of("matmul_ws_pointer")
    return trace.pass_snapshot("nvgpu-warp-specialization")


def test_replay_reproduces_the_ws_assertion(ws_input):
    result = run("replay", ws_input, "--pass", WS, "--json")
    assert result.exit_code == 1, result.output
    data = json.loads(result.output)
    assert data["outcome"]["code"] == "assertion"
    assert data["signature"] == "assertion:WSLowerToken.cpp:73"
    assert data["outcome"]["failing_pass"] == "NVGPUWarpSpecialization"
    assert data["pipeline"] == "any(nvgpu-warp-specialization{dump-intermediate-steps=false num-stages=3})"


def test_replay_ok_writes_output(ws_input, tmp_path):
    out = tmp_path / "after.mlir"
    result = run("replay", ws_input, "--pass", "tritongpu-coalesce", "--pass", "cse", "-o", out)
    assert result.exit_code == 0, result.output
    assert out.read_text().lstrip().startswith(("#", "module"))


def test_compiler_reproducer_replays_without_pass(trace_of, tmp_path):
    from passlab.capture.outcome import extract_reproducer
    trace = trace_of("matmul_ws_pointer")
    reproducer = extract_reproducer((trace.path / "raw" / "stderr.txt").read_text())
    path = tmp_path / "reproducer.mlir"
    reproducer.save(path)
    result = run("replay", path, "--json")
    assert result.exit_code == 1, result.output
    assert json.loads(result.output)["signature"] == "assertion:WSLowerToken.cpp:73"


def test_real_fatal_error_and_caught_crash():
    fatal = json.loads(run("replay", DATA / "no_num_warps.mlir", "--pass", "tritongpu-coalesce", "--json").output)
    assert fatal["outcome"]["code"] == "fatal-error"
    assert "ttg.num-warps" in fatal["outcome"]["message"]
    crash = run("replay", DATA / "ttgir_without_allocation.mlir", "--pass", "convert-triton-gpu-to-llvm", "--json")
    assert crash.exit_code == 1
    data = json.loads(crash.output)
    assert data["outcome"]["code"] == "signal"
    assert data["outcome"]["failing_pass"] == "ConvertTritonGPUToLLVM"


@pytest.mark.parametrize("args, message", [
    (["--pass", "no-such-pass"], "has no Triton Python binding"),
    (["--pass", "tritongpu-pipeline{bogus=1}"], "has no option 'bogus'"),
    ([], "holds no mlir_reproducer pipeline"),
])
def test_usage_errors_exit_2(ws_input, args, message):
    result = run("replay", ws_input, *args)
    assert result.exit_code == 2
    assert message in result.output


def test_unparsable_input_exits_2(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("module { foo }\n")
    result = run("replay", bad, "--pass", "cse")
    assert result.exit_code == 2
    assert "cannot parse" in result.output and "Traceback" not in result.output


def test_list_passes():
    result = run("replay", "--list-passes", "--json")
    assert result.exit_code == 0
    assert "nvgpu-warp-specialization" in json.loads(result.output)


def test_help_has_an_example():
    assert "Examples:" in run("replay", "--help").output
    assert "Examples:" in run("debug", "--help").output
