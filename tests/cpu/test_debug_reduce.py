"""Delta debugging of a failing snapshot: the text edits, and the real reduction end to end."""

from __future__ import annotations

import json
import time

import pytest
from click.testing import CliRunner

from passlab.cli import cli
from passlab.debug.passes import parse_pipeline
from passlab.debug.reduce import (bypass_candidates, dangling_uses, dead_code_eliminate, deletable_units, delete_units,
                            drop_unused_aliases, drop_unused_arguments, reduce_snapshot, strip_locations)

SAMPLE = """#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#unused = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("k.py":3:0)
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @k(%p: !tt.ptr<f32> loc("p"(#loc)), %n: i32 loc("n"(#loc))) attributes {noinline = false} {
    %c0 = arith.constant 0 : i32 loc(#loc1)
    %c1 = arith.constant 1 : i32 loc(#loc1)
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0, %b = %c1) -> (i32, i32)  : i32 {
      %s = arith.addi %a, %b : i32 loc(#loc2)
      %t = arith.muli %s, %b : i32
      scf.yield %t, %b : i32, i32
    } {tt.warp_specialize} loc(#loc3)
    %u = arith.addi %r#0, %c1 : i32
    tt.return loc(#loc4)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("k.py":4:5)
"""


def test_strip_locations():
    text = strip_locations(SAMPLE)
    assert "loc(" not in text and "#loc" not in text
    assert "%p: !tt.ptr<f32>, %n: i32) attributes" in text
    assert "} {tt.warp_specialize}" in text


def test_units_and_region_ops():
    units = deletable_units(SAMPLE)
    lines = SAMPLE.splitlines()
    loop = next(u for u in units if "scf.for" in lines[u.start])
    assert lines[loop.end].lstrip().startswith("} {tt.warp_specialize}")
    assert not any("scf.yield" in lines[u.start] or "tt.return" in lines[u.start] for u in units)


def test_delete_takes_users_along_and_refuses_broken_terminators():
    lines = SAMPLE.splitlines()
    loop = next(u for u in deletable_units(SAMPLE) if "scf.for" in lines[u.start])
    without_loop = delete_units(SAMPLE, [loop])
    assert "scf.for" not in without_loop and "%u =" not in without_loop
    assert not dangling_uses(without_loop)
    addi = next(u for u in deletable_units(SAMPLE) if "%s = arith.addi" in lines[u.start])
    # %s feeds %t which the yield uses: deleting it deletes the whole loop (the yield's owner)
    assert "scf.for" not in delete_units(SAMPLE, [addi])


def test_dead_code_and_dangling_uses():
    text = dead_code_eliminate(SAMPLE)
    assert "%u =" not in text and "scf.for" in text  # region ops stay
    assert dangling_uses(SAMPLE.replace("%t = arith.muli %s, %b", "%t = arith.muli %zz, %b")) == {"%zz"}


def test_bypass_and_arguments_and_aliases():
    assert any("scf.yield %s, %b" in c for c in bypass_candidates(SAMPLE))
    stripped = strip_locations(SAMPLE).replace("%n step", "%c1 step")
    assert "%n: i32" not in drop_unused_arguments(stripped)
    used = SAMPLE.replace("    %u = ", "    %v = arith.constant dense<0> : tensor<4xi32, #blocked>\n    %u = ")
    assert "#unused" not in drop_unused_aliases(used) and "#blocked =" in drop_unused_aliases(used)
    assert "#loc1 =" in drop_unused_aliases(used)


@pytest.mark.long
def test_real_reduction_under_a_quarter_of_the_lines(trace_of, tmp_path):
    """The issue's bar: < 25% of the snapshot's lines, same failure, < 2 minutes on 2 cores."""
    trace = trace_of("matmul_ws_pointer")
    snapshot = trace.pass_snapshot("nvgpu-warp-specialization")
    steps = []
    started = time.perf_counter()
    result = reduce_snapshot(snapshot, parse_pipeline("nvgpu-warp-specialization{num-stages=3}"), "cuda:90",
                             tmp_path / "reduced.mlir", signature="assertion:WSLowerToken.cpp:73",
                             progress=steps.append, time_budget=110)
    elapsed = time.perf_counter() - started
    assert result.lines_after < 0.25 * result.lines_before, result
    assert elapsed < 120
    assert steps and steps[-1].lines == result.lines_after
    replay = CliRunner().invoke(cli, ["replay", result.output, "--pass", "nvgpu-warp-specialization{num-stages=3}",
                                      "--json"], catch_exceptions=False)
    assert replay.exit_code == 1
    assert json.loads(replay.output)["signature"] == "assertion:WSLowerToken.cpp:73"


def test_reducing_a_passing_input_is_a_usage_error(trace_of, tmp_path):
    from passlab.errors import UsageError
    trace = trace_of("matmul_ws_pointer")
    with pytest.raises(UsageError, match="does not fail"):
        reduce_snapshot(trace.pass_snapshot("nvgpu-warp-specialization"), parse_pipeline("cse"), "cuda:90",
                        tmp_path / "r.mlir")
