"""The IR diff engine against difflib's own unified diff of the normalized texts."""

from __future__ import annotations

import difflib

from passlab.diff.ir_diff import diff_ir
from passlab.normalize import normalize_file, normalize_ir
from tests.conftest import DATA


def test_hunks_match_difflib_unified_diff(trace_of):
    trace = trace_of("matmul_hopper")
    a = normalize_file(trace.stage_snapshot("WSCodePartition"))
    b = normalize_file(trace.stage_snapshot("WSLowerToken"))
    ours = diff_ir(a, b, "a", "b")
    reference = list(difflib.unified_diff(list(a.lines), list(b.lines), "a", "b", lineterm="", n=3))
    assert ours.unified().splitlines() == reference
    assert ours.added == sum(1 for line in reference[2:] if line.startswith("+"))


def test_identical_ir_gives_an_empty_diff_and_changes_keep_locations():
    a = normalize_file(DATA / "diff" / "ws_small_dumpfile.mlir")
    b = normalize_file(DATA / "diff" / "ws_small_stderr.mlir")
    assert not diff_ir(a, b) and diff_ir(a, b).unified() == ""
    changed = normalize_ir((DATA / "diff" / "ws_small_dumpfile.mlir").read_text().replace("arith.addi %a", "arith.subi %a"))
    diff = diff_ir(a, changed)
    assert (diff.added, diff.removed) == (1, 1)
    minus = next(line for h in diff.hunks for line in h.lines if line.tag == "-")
    assert "arith.addi" in minus.text and minus.loc == "kernel.py:12:4"
