"""normalize: renamed values, aliases and locations are not changes; real changes survive."""

from __future__ import annotations

from pathlib import Path

from passlab.diff.normalize import normalize_file, normalize_ir, normalize_text

DATA = Path(__file__).resolve().parents[1] / "data"

SMALL = DATA / "diff"


def test_dumpfile_and_stderr_prints_of_the_same_ir_normalize_equal():
    a = normalize_file(SMALL / "ws_small_dumpfile.mlir")
    b = normalize_file(SMALL / "ws_small_stderr.mlir")
    assert a.text == b.text
    assert "loc(" not in a.text and "#shared" not in a.text and "#loc" not in a.text
    assert "#ttg.swizzled_shared<{vec = 1" in a.text


def test_partition_arguments_reusing_outer_names_get_fresh_names():
    lines = normalize_file(SMALL / "ws_small_stderr.mlir").lines
    partition = next(line for line in lines if line.strip().startswith("partition0("))
    # %arg2/%arg3 in the printed partition are new values, not the scf.for's %arg2/%arg3
    assert partition.strip().startswith("partition0(%arg5: i32, %arg6: i32)")


def test_locations_are_kept_for_display():
    ir = normalize_file(SMALL / "ws_small_dumpfile.mlir")
    alloc = next(i for i, line in enumerate(ir.lines) if "ttg.local_alloc" in line)
    assert ir.locations[alloc] == "kernel.py:12:4"
    # a region op's loc is printed after its closing brace; the opener shows it too
    loop = next(i for i, line in enumerate(ir.lines) if "scf.for" in line)
    assert ir.locations[loop] == "kernel.py:12:4"


def test_a_real_change_survives_normalization():
    text = (SMALL / "ws_small_stderr.mlir").read_text()
    changed = text.replace("%2 = arith.addi %arg3, %arg4 : i32", "%2 = arith.muli %arg3, %arg4 : i32", 1)
    assert changed != text
    assert normalize_text(changed) != normalize_text(text)
    swapped = text.replace("arith.addi %arg3, %arg4", "arith.addi %arg4, %arg3", 1)
    assert normalize_text(swapped) != normalize_text(text)
    copies = text.replace("memdesc<2x1xi64", "memdesc<3x1xi64")
    assert normalize_text(copies) != normalize_text(text)


def test_percent_inside_strings_and_multi_result_uses():
    text = ('%r = llvm.inline_asm "mov.u32 $0, %clock;", "=r" : () -> i32\n'
            '%7:2 = "test.pair"(%r) : (i32) -> (i32, i32)\n'
            '%8 = arith.addi %7#1, %7#0 : i32\n')
    out = normalize_text(text).splitlines()
    assert out[0] == '%0 = llvm.inline_asm "mov.u32 $0, %clock;", "=r" : () -> i32'
    assert out[1] == '%1:2 = "test.pair"(%0) : (i32) -> (i32, i32)'
    assert out[2] == "%2 = arith.addi %1#1, %1#0 : i32"


def test_nested_aliases_are_inlined_and_comments_dropped():
    text = ("#cta = #ttg.cta_layout<{a = 1}>\n#enc = #ttg.blocked<{order = [0], CTALayout = #cta}>\n"
            "// -----// a comment\n\n%0 = tt.splat %x : i32 -> tensor<4xi32, #enc>   \n")
    out = normalize_ir(text)
    assert out.lines == ("%0 = tt.splat %1 : i32 -> tensor<4xi32, #ttg.blocked<{order = [0], "
                         "CTALayout = #ttg.cta_layout<{a = 1}>}>>",)


def test_glued_modules_each_use_their_own_alias_table():
    text = ("#enc = #ttg.blocked<{order = [0]}>\n"
            "module {\n  %0 = tt.splat %x : i32 -> tensor<4xi32, #enc>\n}\n"
            "#enc = #ttg.blocked<{order = [1, 0]}>\n"
            "module {\n  %0 = tt.splat %x : i32 -> tensor<4x4xi32, #enc>\n}\n")
    out = normalize_text(text)
    assert "tensor<4xi32, #ttg.blocked<{order = [0]}>>" in out
    assert "tensor<4x4xi32, #ttg.blocked<{order = [1, 0]}>>" in out
