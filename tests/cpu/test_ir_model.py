"""The op tree, values, types, attributes and locations on hand-written and real snapshots."""

from __future__ import annotations

from pathlib import Path

import pytest

from passlab.errors import ParseError
from passlab.ir import Module, parse_file, parse_module

DATA = Path(__file__).resolve().parent.parent / "data" / "ir"

SMALL = '''#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#loc = loc("k.py":10:0)
#loc1 = loc("k.py":41:19)
#loc2 = loc("acc"(#loc1))
#loc3 = loc("/x/site-packages/triton/language/standard.py":40:11)
#loc4 = loc(callsite(#loc3 at #loc1))
module attributes {"ttg.num-warps" = 4 : i32, ttg.shared = 213464 : i32, ttg.target = "cuda:90"} {
  tt.func public @k(%a_ptr: !tt.ptr<bf16> loc("a_ptr"(#loc)), %n: i32 loc("n"(#loc))) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32 loc(#loc)
    %0 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xbf16, #shared, #smem, mutable> loc(#loc)
    %1 = ttg.memdesc_index %0[%c0_i32] : !ttg.memdesc<3x64x64xbf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xbf16, #shared, #smem, mutable> loc(#loc2)
    %p = tt.splat %a_ptr : !tt.ptr<bf16> -> tensor<64x64x!tt.ptr<bf16>, #blocked> loc(#loc4)
    %v = tt.load %p {async_task_id = array<i32: 0, 1>} : tensor<64x64x!tt.ptr<bf16>, #blocked> loc(#loc1)
    %cmp = arith.cmpi slt, %n, %c0_i32 : i32 loc(#loc1)
    %r:2 = scf.for %iv = %c0_i32 to %n step %n iter_args(%x = %c0_i32, %y = %n) -> (i32, i32)  : i32 {
      %s = arith.addi %x, %iv : i32 loc(#loc1)
      scf.yield %s, %y : i32, i32 loc(#loc1)
    } {tt.num_stages = 3 : i32} loc(#loc1)
    scf.if %cmp {
      ttg.local_store %v, %1 : tensor<64x64xbf16, #blocked> -> !ttg.memdesc<64x64xbf16, #shared, #smem, mutable> loc(#loc1)
    } loc(#loc1)
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
'''


@pytest.fixture(scope="module")
def small() -> Module:
    return parse_module(SMALL, "small.mlir")


def test_tree_and_walk(small):
    names = [op.name for op in small.walk()]
    assert names[0] == "builtin.module" and names[1] == "tt.func"
    assert names.count("scf.yield") == 2  # the one printed and the implicit one of scf.if
    assert [op.name for op in small.ops] == ["tt.func"]
    loop = small.find("scf.for")[0]
    assert loop.parent.name == "tt.func" and loop.block.parent.parent is loop.parent
    assert [v.name for v in loop.results] == ["%r#0", "%r#1"]
    body = loop.regions[0].blocks[0]
    assert [a.name for a in body.arguments] == ["%iv", "%x", "%y"]
    assert [a.type.text for a in body.arguments] == ["i32", "i32", "i32"]
    assert loop.operands == ["%c0_i32", "%n", "%n", "%c0_i32", "%n"]
    assert loop.attributes == {"tt.num_stages": 3}
    assert loop.line == 17 and loop.text.startswith("%r:2 = scf.for")


def test_module_attributes_and_aliases(small):
    assert small.attributes == {"ttg.num-warps": 4, "ttg.shared": 213464, "ttg.target": "cuda:90"}
    assert small.aliases["#smem"] == "#ttg.shared_memory"
    assert small.aliases["#blocked"].startswith("#ttg.blocked<{sizePerThread = [1, 8]")


def test_types(small):
    alloc = small.find("ttg.local_alloc")[0].result_types[0]
    assert alloc.kind == "memdesc" and alloc.shape == (3, 64, 64) and alloc.element == "bf16"
    assert alloc.element_bytes == 2 and alloc.num_bytes() == 3 * 64 * 64 * 2 and alloc.mutable
    assert alloc.memory_space == "#ttg.shared_memory" and alloc.encoding.startswith("#ttg.nvmma_shared<")
    load = small.find("tt.load")[0]
    assert load.result_types[0].text == "tensor<64x64xbf16, " + small.aliases["#blocked"] + ">"
    assert load.attributes == {"async_task_id": [0, 1]}
    cmp = small.find("arith.cmpi")[0]
    assert cmp.result_types[0].text == "i1" and [t.text for t in cmp.operand_types] == ["i32", "i32"]
    splat = small.find("tt.splat")[0]
    assert splat.operand_types[0].kind == "ptr" and splat.result_types[0].kind == "tensor"


def test_locations(small):
    index = small.find("ttg.memdesc_index")[0]
    assert str(index.loc) == "k.py:41:19" and index.loc.name == "acc"
    # A call into triton/language resolves to the kernel line that makes the call.
    assert str(small.find("tt.splat")[0].loc) == "k.py:41:19"
    assert small.find("tt.func")[0].loc.line == 10


def test_values_and_users(small):
    value = small.value("%0")
    assert value.owner.name == "ttg.local_alloc" and value.type.shape == (3, 64, 64)
    assert [op.name for op in small.users(value)] == ["ttg.memdesc_index"]
    arg = small.value("%a_ptr")
    assert arg.type.kind == "ptr" and [op.name for op in small.users(arg)] == ["tt.splat"]
    assert small.value("%nothing") is None


def test_constant_value(small):
    assert small.find("arith.constant")[0].attributes["value"] == 0


@pytest.mark.parametrize("bad, reason", [
    ("module {\n  tt.func @f() {\n", "never closed"),
    ("module {\n}\n}\n", "closes no region"),
    ("module {\n  %0 = \n}\n", "expected an operation"),
    ("module {\n  %0 = arith.constant dense<[1, 2> : i32\n}\n", "in 'arith.constant'"),
])
def test_malformed_text_raises_parse_error(bad, reason):
    with pytest.raises(ParseError) as info:
        parse_module(bad, "bad.mlir").check()
    assert reason in info.value.reason and info.value.line > 0


def test_internal_dump_without_aliases_or_locations():
    module = parse_file(DATA / "02-success_internal_dump_no_aliases" / "input.mlir").check()
    assert not module.aliases
    allocs = module.find("ttg.local_alloc")
    assert allocs and all(op.loc is None for op in allocs)
    shared = [op.result_types[0] for op in allocs if op.result_types[0].memory_space == "#ttg.shared_memory"]
    assert shared and all(t.encoding.startswith("#ttg.") for t in shared)


def test_ws_lowered_snapshot_regions():
    module = parse_file(DATA / "01-success_ws_matmul_lowered" / "input.mlir").check()
    ws = module.find("ttg.warp_specialize")[0]
    assert ws.regions[0].name == "default"
    parts = ws.regions[1].blocks[0].operations[0]
    assert parts.name == "ttg.warp_specialize.partitions"
    assert [r.name for r in parts.regions] == ["partition0", "partition1"]
    assert ws.attributes["requestedRegisters"] == [232, 232]
    first_arg = parts.regions[0].blocks[0].arguments[0]
    assert first_arg.name == "%M_18" and first_arg.type.text == "i32"
    # Names restart inside each partition: the same name resolves per scope.
    wait = [op for op in module.find("ttng.wait_barrier") if op.region.parent is parts or
            any(a is parts for a in op.ancestors())][0]
    assert module.value(wait.operands[0], scope=wait).owner.name == "ttg.memdesc_index"


def test_llvm_snapshot_parses_at_op_level(trace_of):
    trace = trace_of("matmul_hopper")
    path = trace.pass_snapshot("convert-warp-specialize-to-llvm", "after")
    module = parse_file(path)
    names = {op.name for op in module.walk()}
    assert "llvm.func" in names and "llvm.inline_asm" in names
    switch = module.find("llvm.switch")
    assert all(op.operands for op in switch)


@pytest.mark.parametrize("loc, expected, name", [
    ('"k.py":41:19', "k.py:41:19", None),
    ('"acc"("k.py":41:19)', "k.py:41:19", "acc"),
    ('callsite("/s/site-packages/triton/language/standard.py":40:11 at "k.py":7:3)', "k.py:7:3", None),
    ('callsite("helper.py":2:4 at callsite("/site-packages/triton/x.py":1:1 at "k.py":9:1))', "helper.py:2:4", None),
    ('fused["k.py":3:1, "k.py":4:2]', "k.py:3:1", None),
    ("unknown", None, None),
])
def test_inline_location_forms(loc, expected, name):
    text = f"module {{\n  %c = arith.constant 1 : i32 loc({loc})\n}}\n"
    op = parse_module(text).find("arith.constant")[0]
    assert (str(op.loc) if op.loc else None) == expected
    if expected:
        assert op.loc.name == name and op.loc.raw == f"loc({loc})"


@pytest.mark.parametrize("loc, callers", [
    ('"k.py":41:19', ()),
    ('callsite("helper.py":2:4 at "k.py":9:1)', (("k.py", 9),)),
    ('callsite("helper.py":2:4 at callsite("/site-packages/triton/x.py":1:1 at callsite("k.py":9:1 at "k.py":30:5)))',
     (("k.py", 9), ("k.py", 30))),
    ('callsite("/s/site-packages/triton/language/standard.py":40:11 at "k.py":7:3)', ()),
])
def test_an_inlined_helpers_location_keeps_its_call_sites(loc, callers):
    """A finding at an op of a ``@jit`` helper inlined twice named the helper's line only: which
    call was it? The call sites (library frames left out) come with the location and are printed."""
    from passlab.checks.context import source_location
    from passlab.checks.findings import Finding, Severity
    from passlab.render.findings import format_finding
    text = f"module {{\n  %c = arith.constant 1 : i32 loc({loc})\n}}\n"
    op = parse_module(text).find("arith.constant")[0]
    assert op.loc.callers == callers
    where = source_location(op)
    shown = format_finding(Finding("PROTO007", Severity.WARNING, "m", op="arith.constant", snapshot="s.mlir", line=2,
                                   location=where))
    assert [line.strip() for line in shown.splitlines() if "called from" in line] == \
        [f"called from {file}:{line}" for file, line in callers]


SIBLING_NAMES = """
module {
  tt.func public @k(%arg0: i1) {
    scf.if %arg0 {
      %x = arith.constant 1 : i32
      %y = arith.addi %x, %x : i32
    } else {
      %x = arith.constant 2 : i64
      %y = arith.addi %x, %x : i64
    }
    tt.return
  }
}
"""


def test_a_name_reused_by_a_sibling_region_means_that_regions_value():
    """MLIR's printer keeps a name unique only among the regions a use can see: sibling regions
    reuse names (tutorial 06 on sm_100 prints one in both of its WS default regions, a tensor in
    one and a barrier view in the other, and MBAR001 called the tensor's use a barrier's)."""
    from passlab.checks.dataflow import IRIndex
    module = parse_module(SIBLING_NAMES)
    adds = [op for op in module.walk() if op.name == "arith.addi"]
    index = IRIndex(module)
    for add, constant in zip(adds, (1, 2)):
        assert module.operand_value(add, 0).owner.constant_int() == constant
        assert module.value("%x", scope=add).owner.constant_int() == constant
        assert index.operand(add, 0).owner.constant_int() == constant
    assert [len(module.users(module.operand_value(add, 0))) for add in adds] == [1, 1]


def test_a_later_group_of_results_is_read_by_its_own_index():
    """``%b#2`` of ``%a:2, %b:3`` is the op's fifth result: a lookup by the op's result index
    took it for ``%b#0`` (the third)."""
    module = parse_module('''
module {
  tt.func public @k() {
    %a:2, %b:3 = "foo.op"() : () -> (i32, i32, i32, i32, i32)
    %u = arith.addi %b#2, %b#0 : i32
    %v = arith.addi %b, %a#1 : i32
    tt.return
  }
}
''')
    u, v = [op for op in module.walk() if op.name == "arith.addi"]
    assert [x.index for x in module.operand_values(u)] == [4, 2]
    assert [x.index for x in module.operand_values(v)] == [2, 1]


def test_each_level_of_a_deep_nest_reads_its_own_outer_name():
    """Each level of a 3,000-deep nest uses its own name from the top, and reads it. (Not a timing
    test: the speed is measured, not asserted; a memo per (region, name) on the way up held
    depth^2 / 2 entries, 32 M and 46 s at 8,000 levels, against 0.46 s for the one-walk table.)"""
    depth = 3000
    lines = ["module {", "tt.func public @k() {"] + [f"%c{k} = arith.constant true" for k in range(depth)]
    lines += [f"scf.if %c{k} {{" for k in range(depth)] + ["%x = arith.constant 0 : i32"] + ["}"] * depth
    lines += ["tt.return", "}", "}", ""]
    module = parse_module("\n".join(lines))
    ifs = [op for op in module.walk() if op.name == "scf.if"]
    assert [module.operand_value(op, 0).owner.line for op in ifs[::500]] == [3 + k for k in range(0, depth, 500)]


def test_without_a_use_a_name_is_its_first_definition_in_the_text_and_a_repeated_one_keeps_its_first():
    """A partition (isolated) may print a name its function defines later: ``value(name)`` with no
    use to resolve it from is the first in the text. Text that defines one name twice in a region
    (MLIR rejects it; hand-edited dumps have it) reads the first for every use, as ``value`` does."""
    module = parse_module('''
module {
  tt.func public @k(%arg0: i32) {
    ttg.warp_specialize(%arg0)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(4) {
      %acc = arith.addi %a, %a : i32
      ttg.warp_return
    } : (i32) -> ()
    %acc = arith.constant 7 : i32
    %0 = arith.constant 1 : i32
    %1 = arith.addi %0, %0 : i32
    %0 = arith.constant 2 : i32
    tt.return
  }
}
''')
    assert module.value("%acc").owner.name == "arith.addi"
    add = next(op for op in module.walk() if op.name == "arith.addi" and op.operands[0] == "%0")
    assert [v.owner.constant_int() for v in module.operand_values(add)] == [1, 1]
    assert module.value("%0").owner.constant_int() == 1
