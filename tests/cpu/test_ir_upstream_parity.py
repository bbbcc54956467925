"""passlab's parser against Triton's own MLIR parser on chunks of Triton's upstream lit tests.

Each file under tests/data/lit_upstream_chunks is one ``// -----`` chunk that Triton's parser
accepts, kept as raw hand-written text (ops and attribute dicts over several lines, comments,
odd spacing). Per-op-name counts must match; Triton wraps a chunk in an implicit
``builtin.module`` unless its only top-level op is one, so passlab's count gets the same.
Malformed multi-line text must raise ``ParseError`` at the line that shows the problem.
"""

from __future__ import annotations

import collections
from pathlib import Path

import pytest

from passlab.errors import ParseError
from passlab.ir import parse_module

CHUNKS = Path(__file__).resolve().parent.parent / "data" / "lit_upstream_chunks"
CHUNK_FILES = sorted(CHUNKS.glob("*.mlir"))


@pytest.fixture(scope="module")
def triton_counts():
    ir = pytest.importorskip("triton._C.libtriton").ir
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend
    ctx = ir.context()
    ir.load_dialects(ctx)
    CUDABackend(GPUTarget("cuda", 90, 32)).load_dialects(ctx)

    def counts(path: Path) -> collections.Counter:
        found = collections.Counter()
        ir.parse_mlir_module(str(path), ctx).walk(lambda op: found.update([op.get_name()]))
        return found

    return counts


def passlab_counts(text: str) -> collections.Counter:
    module = parse_module(text)
    found = collections.Counter(op.name for op in module.walk())
    if not (len(module.top_ops) == 1 and module.top_ops[0].name == "builtin.module"):
        found["builtin.module"] += 1
    return found


def test_sample_is_there():
    assert len(CHUNK_FILES) >= 30


@pytest.mark.parametrize("path", CHUNK_FILES, ids=lambda p: p.stem)
def test_op_counts_match_triton(triton_counts, path):
    theirs = triton_counts(path)
    ours = passlab_counts(path.read_text())
    diff = {k: (theirs.get(k, 0), ours.get(k, 0)) for k in theirs.keys() | ours.keys() if theirs.get(k, 0) != ours.get(k, 0)}
    assert not diff, f"(triton, passlab) counts differ: {diff}"


@pytest.mark.parametrize("path", CHUNK_FILES, ids=lambda p: p.stem)
def test_every_op_text_reads(path):
    """The joined text of a multi-line op still yields operands, attributes and types."""
    parse_module(path.read_text(), str(path)).check()


def test_multi_line_op_keeps_its_first_line_and_reads_its_details():
    text = ("tt.func @f(\n"
            "    %a: tensor<16xf32>,\n"
            "    %b: tensor<16xf32>) -> tensor<16xf32> {\n"
            "  %c = arith.addf %a, %b\n"
            "      : tensor<16xf32>  // a comment (with a bracket\n"
            "  tt.return %c : tensor<16xf32>\n"
            "}\n")
    module = parse_module(text).check()
    func = module.functions()[0]
    assert func.line == 1 and [a.name for a in func.regions[0].blocks[0].arguments] == ["%a", "%b"]
    add = module.find("arith.addf")[0]
    assert add.line == 4 and add.operands == ["%a", "%b"] and add.result_types[0].text == "tensor<16xf32>"


def test_module_attributes_over_lines_are_attributes_not_ops():
    text = ('module attributes {"ttg.num-warps" = 4 : i32,\n'
            '                   ttg.target = "cuda:90",\n'
            '                   "ttg.threads-per-warp" = 32 : i32} {\n'
            "}\n")
    module = parse_module(text)
    assert [op.name for op in module.walk()] == ["builtin.module"]
    assert module.attributes == {"ttg.num-warps": 4, "ttg.target": "cuda:90", "ttg.threads-per-warp": 32}


def test_warp_specialize_without_partitions_has_the_partitions_op():
    text = ("tt.func @f(%arg0: i32) {\n"
            "  ttg.warp_specialize(%arg0)\n"
            "  default {\n"
            "    ttg.warp_yield\n"
            "  } : (i32) -> ()\n"
            "  tt.return\n"
            "}\n")
    ws = parse_module(text).find("ttg.warp_specialize")[0]
    assert len(ws.regions) == 2 and ws.regions[0].name == "default"
    parts = ws.regions[1].blocks[0].operations
    assert [op.name for op in parts] == ["ttg.warp_specialize.partitions"] and not parts[0].regions
    assert ws.tail.startswith(": (i32)")


@pytest.mark.parametrize("text, line, reason", [
    # brackets never closed: the op's first line
    ("tt.func @f() {\n  %0 = tt.make_range {end = 128 : i32,\n      start = 0 : i32 : tensor<128xi32>\n",
     2, "never ends"),
    # a closer too many, on the continuation line that has it
    ("tt.func @f() {\n  %0 = arith.addf %a, %b :\n      tensor<16xf32>)>\n  tt.return\n}\n", 3, "unbalanced"),
    # a string left open: MLIR strings do not span lines
    ('tt.func @f() {\n  %0 = tt.elementwise_inline_asm "shl.b32 $0,\n    $0, 3;" %x : i8 -> i8\n}\n', 2,
     "unterminated string"),
    # a trailing ':' and then a region's '}'
    ("tt.func @f() {\n  %0 = arith.constant 0 :\n}\n", 2, "does not continue"),
    # a result name and no op
    ("module {\n  %0 =\n}\n", 2, "expected an operation"),
    # a continuation line with nothing to continue
    ("tt.func @f() {\n  : tensor<16xf32>\n}\n", 2, "can only continue"),
    # an attribute entry where an op belongs (not the first line of a region opened by '{')
    ("tt.func @f() {\n  tt.return\n  ttg.target = \"cuda:90\"\n}\n", 3, "found attribute"),
    ('module {\n  "ttg.num-warps" = 4 : i32\n  tt.func @f() {\n  }\n}\n', 2, "found attribute"),
    ('tt.func @f() {\n  %0 = "tt.reduce" = 1\n}\n', 2, "found attribute"),
    ('tt.func @f() {\n  %0 = "tt.reduce" %x\n}\n', 2, "generic op name"),
    # an unclosed metadata block
    ("module {\n}\n{-#\n  external_resources: {}\n", 3, "never closed"),
])
def test_malformed_multi_line_text_raises_at_the_right_line(text, line, reason):
    with pytest.raises(ParseError) as info:
        parse_module(text, "bad.mlir").check()
    assert reason in info.value.reason and info.value.line == line, (info.value.reason, info.value.line)


def test_attribute_dict_opened_at_the_end_of_an_op_line_is_no_region():
    text = ("llvm.func @f(%d: i64) {\n"
            "  %acc = nvg.wgmma %d, %d {\n"
            "    eltTypeA = 3 : i32,\n"
            "    m = 64 : i32\n"
            "  } : (i64, i64) -> f32\n"
            "  llvm.return\n"
            "}\n")
    module = parse_module(text).check()
    wgmma = module.find("nvg.wgmma")[0]
    assert not wgmma.regions and wgmma.line == 2
    assert wgmma.attributes == {"eltTypeA": 3, "m": 64} and wgmma.result_types[0].text == "f32"
    assert [op.name for op in module.walk()] == ["llvm.func", "nvg.wgmma", "llvm.return"]
