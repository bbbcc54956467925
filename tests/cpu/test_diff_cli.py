"""passlab diff on the command line: help, exit codes, --json, --summary, plain text off a terminal."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from passlab.cli import cli

DATA = Path(__file__).resolve().parents[1] / "data"

SMALL = DATA / "diff"


def _run(*args):
    return CliRunner().invoke(cli, ["diff", *map(str, args)], catch_exceptions=False)


def test_help_has_spec_syntax_and_examples():
    result = _run("--help")
    assert result.exit_code == 0
    assert "KERNEL[@CONFIG][:KEY=VALUE,...]" in result.output and "Examples:" in result.output
    assert "passlab diff matmul_hopper@default matmul_hopper@default:num_stages=4" in result.output


def test_same_ir_in_two_prints_exits_0():
    result = _run(SMALL / "ws_small_dumpfile.mlir", SMALL / "ws_small_stderr.mlir")
    assert result.exit_code == 0, result.output
    assert "same IR" in result.output and "no differences" in result.output


def test_changed_files_exit_1_with_plain_unified_diff(tmp_path):
    changed = tmp_path / "changed.mlir"
    changed.write_text((SMALL / "ws_small_stderr.mlir").read_text().replace("2x1xi64", "3x1xi64"))
    result = _run(SMALL / "ws_small_dumpfile.mlir", changed)
    assert result.exit_code == 1
    assert "\x1b[" not in result.output  # no color codes when not writing to a terminal
    assert "-    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64" in result.output
    assert "+    %0 = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64" in result.output
    assert "barrier 1xi64 x2 -> x3: 16 -> 24 B (+8)" in result.output
    summary = _run(SMALL / "ws_small_dumpfile.mlir", changed, "--summary")
    assert "ttg.local_alloc" not in summary.output.replace("ttg.local_alloc +", "")  # no IR lines


def test_json_has_summary_and_ir(trace_of):
    trace = trace_of("matmul_hopper")
    result = _run(trace.path, "--pass", "nvgpu-warp-specialization", "--json")
    assert result.exit_code == 1
    data = json.loads(result.output)
    assert data["mode"] == "pass-io" and len(data["points"]) == 1
    point = data["points"][0]
    assert [p["name"] for p in point["summary"]["partitions"]] == ["default", "partition0", "partition1"]
    assert point["ir"]["added"] > 0 and point["ir"]["hunks"]
    assert point["b_summary"]["barrier_count"] == 33


def test_pipeline_needs_two_traces_and_bad_input_exits_2(trace_of):
    trace = trace_of("matmul_hopper")
    assert _run(trace.path, SMALL / "ws_small_stderr.mlir", "--pipeline").exit_code == 2
    assert _run(SMALL / "ws_small_stderr.mlir").exit_code == 2
    assert _run(trace.path, trace.path, "--stage", "NoSuchStage").exit_code == 2
    same = _run(trace.path, trace.path, "--pipeline")
    assert same.exit_code == 0 and "same passes in the same order" in same.output


def test_kernel_specs_are_traced_on_the_fly_into_distinct_directories(tmp_path, monkeypatch):
    monkeypatch.setenv("PASSLAB_DUMPS", str(tmp_path))
    result = _run("matmul_hopper@default", "matmul_hopper@default", "--json")
    assert result.exit_code in (0, 1), result.output
    data = json.loads(result.stdout)
    assert data["mode"] == "stages" and len(data["points"]) == 7
    assert all(p["status"] in ("same", "reordered", "changed") for p in data["points"])
    assert all(not p["summary"]["values"] and not p["summary"]["buffers"] for p in data["points"])
    traced = sorted(p.name for p in (tmp_path / "matmul_hopper").iterdir())
    assert traced == ["default", "default-b"]


def test_context_option_limits_unchanged_lines(tmp_path):
    changed = tmp_path / "changed.mlir"
    changed.write_text((SMALL / "ws_small_stderr.mlir").read_text().replace("2x1xi64", "3x1xi64"))
    wide = _run(SMALL / "ws_small_dumpfile.mlir", changed, "-U", "3").output
    tight = _run(SMALL / "ws_small_dumpfile.mlir", changed, "-U", "0").output
    assert "@@ -3 +3 @@" in tight
    assert len(tight.splitlines()) < len(wide.splitlines())
