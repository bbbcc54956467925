"""A reordering of independent ops is not a change: diff, goldens and the comparison API agree.

The two ``.a/.b`` snapshot pairs under tests/data/nondet are natural: the same config traced twice
with Triton 3.6 (paths of different lengths), where nvgpu-warp-specialization emitted independent
ops in another order (matmul_hopper: two arrive_barrier on different barriers; fa_hopper: the
constants feeding two producer_acquire). The crafted cases check that what the canonical order
treats as a dependence keeps its order.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from passlab.cli import cli
from passlab.diff.engine import diff_snapshots
from passlab.diff.normalize import normalize_ir, normalize_file
from passlab.diff.reorder import compare_order, same_up_to_reordering
from passlab.regress.golden import ir_equivalent

DATA = Path(__file__).resolve().parents[1] / "data" / "nondet"
MM_A, MM_B = DATA / "matmul_hopper_WSLowerToken.a.mlir", DATA / "matmul_hopper_WSLowerToken.b.mlir"
FA_A, FA_B = DATA / "fa_hopper_WSCodePartition.a.mlir", DATA / "fa_hopper_WSCodePartition.b.mlir"


def _diff(*args):
    return CliRunner().invoke(cli, ["diff", *map(str, args)], catch_exceptions=False)


# -- natural reorderings (Triton 3.6, same config traced twice) ---------------------------------

def test_natural_arrive_swap_is_reordered_not_changed():
    result = _diff(MM_A, MM_B)
    assert result.exit_code == 0, result.output
    assert "same IR up to the order of independent ops (2 op(s) moved" in result.output
    notes = [line for line in result.output.splitlines() if line.startswith("note:")]
    assert len(notes) == 1 and "2 independent op(s) in another order" in notes[0]
    assert "arrive_barrier" not in result.output  # the reordering is shown only on request


def test_natural_constant_swap_is_reordered_not_changed():
    result = _diff(FA_A, FA_B)
    assert result.exit_code == 0, result.output
    assert "no differences (up to the order of independent ops)" in result.output


def test_show_reordered_shows_the_moved_ops_and_the_diff():
    result = _diff(MM_A, MM_B, "--show-reordered")
    assert result.exit_code == 0
    moved = [line for line in result.output.splitlines() if line.startswith("  moved:")]
    assert len(moved) == 2 and "ttng.arrive_barrier" in moved[1]
    assert "+          %359 = ttg.memdesc_index %arg53" in result.output


def test_json_says_reordered():
    result = _diff(MM_A, MM_B, "--json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["changed"] is False and data["reordered"] == [""]
    point = data["points"][0]
    assert point["status"] == "reordered" and point["reordered"]["ops"] == 2
    assert point["ir"]["added"] == 2  # the literal diff stays available


def test_point_diff_api_for_the_locator():
    point = diff_snapshots(MM_A, MM_B, "WSLowerToken")
    assert point.status == "reordered" and point.reordering.count == 2 and point.ir
    same = diff_snapshots(MM_A, MM_A, "WSLowerToken")
    assert same.status == "same" and same.reordering is None


def test_golden_ir_comparison_accepts_a_reordering_and_catches_a_rewiring():
    a, b = normalize_file(MM_A).text, normalize_file(MM_B).text
    assert ir_equivalent(a, b)
    assert ir_equivalent(normalize_file(FA_A).text, normalize_file(FA_B).text)
    # two different arrives swapped (the text of each line differs, not only its names)
    counted = CRAFTED.replace("arrive_barrier %b1, 1", "arrive_barrier %b1, 2")
    golden = normalize_ir(counted).text
    assert ir_equivalent(golden, normalize_ir(_swap_lines(counted, "arrive_barrier %b0,", "arrive_barrier %b1,")).text)
    # an arrive on another barrier is a change, though only an SSA name differs
    rewired = normalize_ir(counted.replace("arrive_barrier %b0, 1", "arrive_barrier %b0n, 1")).text
    assert not ir_equivalent(golden, rewired)


# -- what stays a change -------------------------------------------------------------------------

def _swap_lines(text: str, first: str, second: str) -> str:
    lines = text.splitlines()
    i = next(k for k, line in enumerate(lines) if first in line)
    j = next(k for k, line in enumerate(lines) if second in line and k != i)
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines) + "\n"


CRAFTED = """\
module {
  tt.func @k(%p: !tt.ptr<f32>, %x: tensor<128xf32>, %pt: tensor<128x!tt.ptr<f32>>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %bars0 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared, #smem, mutable>
    %bars1 = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared, #smem, mutable>
    %b0 = ttg.memdesc_index %bars0[%c0] : !ttg.memdesc<2x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %b1 = ttg.memdesc_index %bars1[%c0] : !ttg.memdesc<2x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %b0n = ttg.memdesc_index %bars0[%c1] : !ttg.memdesc<2x1xi64, #shared, #smem, mutable> -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.arrive_barrier %b0, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.arrive_barrier %b1, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttng.wait_barrier %b0n, %c0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.store %pt, %x : tensor<128x!tt.ptr<f32>>
    ttng.wait_barrier %b1, %c1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}
"""


def _verdict(a: str, b: str):
    return compare_order(normalize_ir(a), normalize_ir(b))


def test_crafted_swap_on_different_barriers_is_a_reordering():
    b = _swap_lines(CRAFTED, "arrive_barrier %b0,", "arrive_barrier %b1,")
    assert normalize_ir(b).lines != normalize_ir(CRAFTED).lines
    verdict = _verdict(CRAFTED, b)
    assert verdict is not None and verdict.count == 1
    # the two views and the two allocations swapped too: renaming is not a change either
    b2 = _swap_lines(_swap_lines(b, "%b0 = ", "%b1 = "), "%bars0 = ", "%bars1 = ")
    assert _verdict(CRAFTED, b2) is None  # allocations keep their order among themselves
    b3 = _swap_lines(b, "%b0 = ", "%b1 = ")
    assert _verdict(CRAFTED, b3) is not None


def test_crafted_effects_on_one_buffer_keep_their_order():
    # arrive on bars0[0] and wait on bars0[1]: one allocation, so they are not independent
    b = _swap_lines(CRAFTED, "arrive_barrier %b0,", "wait_barrier %b0n,")
    assert _verdict(CRAFTED, b) is None


def test_crafted_effect_without_a_buffer_is_a_fence():
    # a store through pointers orders every effect around it
    b = _swap_lines(CRAFTED, "tt.store", "wait_barrier %b1,")
    assert _verdict(CRAFTED, b) is None
    b = _swap_lines(CRAFTED, "tt.store", "wait_barrier %b0n,")
    assert _verdict(CRAFTED, b) is None


def test_crafted_def_use_and_real_changes_stay_changes():
    # a use moved above its definition
    assert _verdict(CRAFTED, _swap_lines(CRAFTED, "%b1 = ", "arrive_barrier %b1,")) is None
    # same order, another barrier: a rewiring is a change
    assert _verdict(CRAFTED, CRAFTED.replace("arrive_barrier %b1,", "arrive_barrier %b0n,")) is None
    # another constant
    assert _verdict(CRAFTED, CRAFTED.replace("arrive_barrier %b0, 1", "arrive_barrier %b0, 2")) is None
    # the terminator stays last
    assert _verdict(CRAFTED, _swap_lines(CRAFTED, "tt.return", "wait_barrier %b1,")) is None


WS = """\
module {
  tt.func @k(%a: i32, %b: i64) {
    %t0 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttg.warp_specialize(%a, %t0, %b) attributes {requestedRegisters = array<i32: 232>}
    default {
      ttg.warp_yield
    }
    partition0(%x: i32, %t: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %y: i64) num_warps(4) {
      %s = arith.extsi %x : i32 to i64
      %z = arith.addi %s, %y : i64
      ttng.arrive_barrier %t, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttg.warp_return
    } : (i32, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i64) -> ()
    tt.return
  }
}
"""


def test_warp_specialize_captures_in_another_order_are_a_reordering():
    permuted = (WS.replace("ttg.warp_specialize(%a, %t0, %b)", "ttg.warp_specialize(%b, %a, %t0)")
                .replace("partition0(%x: i32, %t: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %y: i64)",
                         "partition0(%y: i64, %x: i32, %t: !ttg.memdesc<1xi64, #shared, #smem, mutable>)")
                .replace("} : (i32, !ttg.memdesc<1xi64, #shared, #smem, mutable>, i64) -> ()",
                         "} : (i64, i32, !ttg.memdesc<1xi64, #shared, #smem, mutable>) -> ()"))
    assert normalize_ir(permuted).lines != normalize_ir(WS).lines
    assert same_up_to_reordering(WS, permuted)
    # the captures permuted but the partition's arguments not: the values are wired differently
    wrong = WS.replace("ttg.warp_specialize(%a, %t0, %b)", "ttg.warp_specialize(%b, %t0, %a)")
    assert not same_up_to_reordering(WS, wrong)


def test_unbalanced_text_is_compared_as_it_is():
    truncated = "\n".join(CRAFTED.splitlines()[:8])
    assert compare_order(normalize_ir(truncated), normalize_ir(truncated + "\n    tt.return")) is None
