"""The IR diff engine against difflib's own unified diff of the normalized texts."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from passlab.diff.ir_diff import align_names, diff_ir
from passlab.diff.normalize import normalize_file, normalize_ir

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.mark.parametrize("context", [0, 1, 3])
def test_hunks_match_difflib_unified_diff(trace_of, context):
    trace = trace_of("matmul_hopper")
    a = normalize_file(trace.stage_snapshot("WSCodePartition"))
    b = normalize_file(trace.stage_snapshot("WSLowerToken"))
    ours = diff_ir(a, b, "a", "b", context=context)
    aligned = align_names(a, b)
    assert sorted(aligned.lines) != sorted(b.lines)  # names were rebound
    reference = list(difflib.unified_diff(list(a.lines), list(aligned.lines), "a", "b", lineterm="", n=context))
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


def test_one_inserted_op_is_one_added_line(trace_of):
    """Normalized numbers shift after an insertion; aligning names keeps the diff to that op."""
    text = trace_of("matmul_hopper").stage_snapshot("WSLowerToken").read_text()
    anchor = text.index("ttg.local_alloc")
    line_start = text.rindex("\n", 0, anchor) + 1
    inserted = text[:line_start] + "    %inserted = arith.constant 42 : i32\n" + text[line_start:]
    diff = diff_ir(normalize_ir(text), normalize_ir(inserted))
    assert (diff.added, diff.removed) == (1, 0)
    assert "arith.constant 42" in next(line.text for h in diff.hunks for line in h.lines if line.tag == "+")


def test_changed_operand_is_still_a_change():
    text = (DATA / "diff" / "ws_small_stderr.mlir").read_text()
    swapped = text.replace("scf.yield %2, %arg3", "scf.yield %arg3, %2")
    diff = diff_ir(normalize_ir(text), normalize_ir(swapped))
    assert (diff.added, diff.removed) == (1, 1)
