"""Pipeline diff across Triton releases: a 3.6 trace against a real 3.9.0 manifest (checked in)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from passlab.cli import cli

TRITON39 = Path(__file__).resolve().parents[1] / "data" / "diff" / "triton39_matmul_hopper"


def test_pipeline_diff_36_against_39(trace_of):
    trace = trace_of("matmul_hopper")
    result = CliRunner().invoke(cli, ["diff", str(trace.path), str(TRITON39), "--pipeline", "--json"])
    assert result.exit_code == 1, result.output
    pipeline = json.loads(result.output)["pipeline"]
    assert "triton-nvidia-gpu-hoist-mbarrier-lifecycle" in pipeline["only_in_b"]
    assert "tritongpu-prefetch" in pipeline["only_in_a"]
    # 3.6 prints no pass options: an empty option string there is not a change.
    assert not [c for c in pipeline["changes"] if c["kind"] == "options"]
    # Mangled helper-function names differ by release; the passes on them are not "added/removed".
    anchored = [c for c in pipeline["changes"] if c["kind"] in ("added", "removed")
                and "tt.func" in json.dumps(c) and "canonicalize" in json.dumps(c)]
    assert not anchored
