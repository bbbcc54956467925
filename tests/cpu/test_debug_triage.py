"""passlab debug on the real failing kernel: the issue's 'done when' for triage and replay."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.cli import cli


def run(*args):
    return CliRunner().invoke(cli, [str(a) for a in args], catch_exceptions=False)


@pytest.fixture(scope="module")
def report(trace_of):
    trace = trace_of("matmul_ws_pointer")
    result = run("debug", trace.path, "--json")
    assert result.exit_code == 1, result.output
    return json.loads(result.output)


def test_names_pass_substep_and_function(report):
    assert report["failing_pass"] == "NVGPUWarpSpecialization"
    assert report["failing_arg"] == "nvgpu-warp-specialization"
    assert report["ws_substep"] == "WSLowerToken"
    assert report["failing_function"] == "processProducerCommitOp"
    assert any("WSLowerToken.cpp" in e for e in report["substep_evidence"])
    assert report["last_internal_dump"].endswith("doCodePartition.mlir")


def test_points_at_the_kernel_load_lines(report):
    source = Path(report["kernel"]["source_file"]).read_text().splitlines()
    load_lines = {i + 1 for i, line in enumerate(source) if "tl.load(" in line}
    flagged = {s["line"] for s in report["source_lines"]}
    assert load_lines and flagged == load_lines
    assert all("tt.load" in s["ops"] for s in report["source_lines"])


def test_saves_the_compiler_reproducer(report):
    text = Path(report["reproducer"]).read_text()
    assert "mlir_reproducer" in text and "nvgpu-warp-specialization" in report["reproducer_pipeline"]


def test_replay_command_reproduces_the_failure(report):
    assert report["replay_reproduces"] is True
    argv = shlex.split(report["replay_command"])
    assert argv[:2] == ["passlab", "replay"]
    result = run(*argv[1:], "--json")
    assert result.exit_code == 1
    assert json.loads(result.output)["signature"] == report["signature"]


def test_last_good_snapshot_is_the_ws_input(report, trace_of):
    trace = trace_of("matmul_ws_pointer")
    assert trace.path / report["last_good_snapshot"] == trace.pass_snapshot("nvgpu-warp-specialization")
    assert (trace.path / "debug" / "report.json").is_file()


def test_clean_kernel_exits_0(trace_of):
    trace = trace_of("matmul_hopper")
    result = run("debug", trace.path, "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["outcome"]["code"] == "ok" and data["ws_not_applied"] is None


def test_silently_declined_ws_is_reported(trace_of):
    trace = trace_of("matmul_hopper", num_warps=8)
    result = run("debug", trace.path, "--json")
    assert result.exit_code == 1
    assert "num_warps is 8" in json.loads(result.output)["ws_not_applied"]


def test_debug_true_ws_failure_is_triaged(tmp_path):
    """Triton 3.6's runtime sanitizer (TRITON_INSTRUMENTATION_MODE=consan) forces debug=True, and a
    WS kernel compiled with debug=True dies inside NVGPUWarpSpecialization: passlab debug says where."""
    import json

    from click.testing import CliRunner

    from passlab.cli import cli
    result = CliRunner().invoke(cli, ["debug", "fa_hopper", "--config", "d64", "-c", "debug=True", "--json",
                                      "--out", str(tmp_path / "t")], catch_exceptions=False)
    assert result.exit_code == 1, result.output[-2000:]
    report = json.loads(result.output)
    assert report["outcome"]["code"] == "fatal-error"
    assert report["outcome"]["failing_pass"] == "NVGPUWarpSpecialization"
    assert "operation destroyed but still has uses" in report["outcome"]["message"]
    assert any(line["line"] == 52 for line in report["source_lines"])  # q_row = row0 + start_m * BLOCK_M
