"""Splitting dumps and mapping stages on both header formats (3.6 and 3.9)."""

from __future__ import annotations

from pathlib import Path

from passlab.capture.snapshots import count_ops, split_dump
from passlab.capture.stages import stage_map_for, ws_decline_reason

DATA = Path(__file__).resolve().parents[1] / "data" / "snapshots"


def test_split_36_header_with_function_anchor():
    text = (DATA / "triton36_excerpt.mlir").read_text()
    snaps = split_dump(text)
    assert [s.pass_arg for s in snaps[:2]] == ["canonicalize", "nvgpu-warp-specialization"]
    assert snaps[0].anchor == "tt.func @matmul_hopper"
    assert snaps[1].anchor == "builtin.module"
    assert all(s.header_format == "3.6" for s in snaps)
    assert snaps[1].text.startswith("#blocked")


def test_split_39_header_with_inline_options_and_internal_dumps():
    text = (DATA / "triton39_excerpt.mlir").read_text()
    snaps = split_dump(text)
    befores = [s for s in snaps if s.kind == "before"]
    internals = [s for s in snaps if s.kind == "internal"]
    assert befores[0].header_format == "3.8"  # the format 3.8 introduced and 3.9 keeps
    ws = next(s for s in befores if s.pass_arg == "nvgpu-warp-specialization")
    assert ws.pass_class == "NVGPUWarpSpecialization"
    assert "num-stages=3" in ws.options
    assert [s.step for s in internals] == ["doTaskPartition", "doTaskIdPropagate", "doDataPartition", "doCodePartition"]
    # In 3.9 the internal dumps sit in the dump file right after the pass that printed them.
    assert all(befores[s.after_before_index].pass_arg == "nvgpu-warp-specialization" for s in internals)


def test_stderr_internal_dump_stops_at_foreign_text():
    text = (DATA / "stderr_assertion.txt").read_text()
    snaps = split_dump(text, stream="stderr")
    assert [s.step for s in snaps] == ["doTaskPartition", "doCodePartition"]
    last = snaps[-1].text
    assert last.rstrip().endswith("}")
    assert "Assertion" not in last and "{-#" not in last


def test_stage_map_by_version():
    assert stage_map_for("3.6.0").release == "3.6"
    assert stage_map_for("3.9.0").release == "3.9"
    later = stage_map_for("4.2.0")  # a later release: the nearest earlier map, saying so
    assert later.release == "3.9" and "nearest earlier" in later.chosen_because
    assert stage_map_for(None).release == "detected"
    assert stage_map_for("3.6.0", "cuda:100").release == "3.6-blackwell"


def test_count_ops_counts_operation_lines():
    text = "module {\n  tt.func @k() {\n    %0 = arith.constant 1 : i32\n    %1:2 = scf.for %i = %0 to %0 step %0\n    tt.return\n  }\n}\n#loc = loc(unknown)\n"
    assert count_ops(text) == 4  # tt.func, arith.constant, scf.for, tt.return


def test_ws_decline_reasons():
    base = 'module attributes {"ttg.num-warps" = 4 : i32} {\n  scf.for {\n  } {tt.warp_specialize}\n}'
    assert ws_decline_reason(base, 3) is None
    assert "no loop requests" in ws_decline_reason(base.replace("{tt.warp_specialize}", ""), 3)
    assert "num_warps is 8" in ws_decline_reason(base.replace("= 4 :", "= 8 :"), 3)
    assert "num_stages is 1" in ws_decline_reason(base, 1)
    assert "else block" in ws_decline_reason(base.replace("  scf.for {\n", "  scf.if {\n  } else {\n"), 3)


def test_function_anchor_with_parentheses_in_its_symbol():
    text = ("// -----// IR Dump Before Canonicalizer (canonicalize) ('tt.func' operation: "
            "@triton.language.standard.cdiv__i32__(1,)cconstexpr_128_) //----- //\n"
            "tt.func private @f() {\n  tt.return\n}\n"
            "// -----// IR Dump Before CSE: cse ('tt.func' operation: @g__(0,)c_) //----- //\n"
            "tt.func private @g() {\n  tt.return\n}\n")
    snaps = split_dump(text)
    assert [s.anchor for s in snaps] == ["tt.func @triton.language.standard.cdiv__i32__(1,)cconstexpr_128_",
                                         "tt.func @g__(0,)c_"]
    assert all(s.text.count("tt.func") == 1 for s in snaps)
