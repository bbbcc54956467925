"""passlab snapshot: the CLI over golden.py."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from passlab.cli import cli

GOLDEN = Path(__file__).resolve().parent.parent / "golden"


def test_snapshot_of_a_trace_writes_and_checks(trace_of, tmp_path):
    trace = trace_of("matmul_ampere")
    runner = CliRunner()
    written = runner.invoke(cli, ["snapshot", str(trace.path), "-o", str(tmp_path / "g"), "--json"])
    assert written.exit_code == 0, written.output
    data = json.loads(written.output)
    assert data["files"] == ["case.json", "6-SWP.summary.json", "7-MemoryPlanner.summary.json", "6-SWP.mlir",
                             "7-MemoryPlanner.mlir"]
    assert data["stages"]["WSLowerToken"] == "not run"
    checked = runner.invoke(cli, ["snapshot", str(trace.path), "-o", str(GOLDEN / "matmul_ampere" / "default"),
                                  "--check"])
    assert checked.exit_code == 0, checked.output
    assert "matches" in checked.output


def test_snapshot_check_of_a_changed_config_exits_1_with_the_diff(tmp_path):
    result = CliRunner().invoke(cli, ["snapshot", "matmul_ampere", "-c", "BLOCK_K=32", "--out", str(tmp_path / "t"),
                                      "-o", str(GOLDEN / "matmul_ampere" / "default"), "--check"])
    assert result.exit_code == 1, result.output
    assert '-  "BLOCK_K": 64' in result.output and '+  "BLOCK_K": 32' in result.output
    assert "--- golden/6-SWP.summary.json" in result.output


def test_snapshot_help_has_examples():
    result = CliRunner().invoke(cli, ["snapshot", "--help"])
    assert result.exit_code == 0 and "passlab snapshot matmul_hopper -o" in result.output
