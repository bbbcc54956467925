"""passlab's parser against Triton's own MLIR parser on chunks of Triton's upstream lit tests.

Each file under tests/data/lit_upstream_chunks is one ``// -----`` chunk that Triton's parser
accepts, kept as raw hand-written text (ops and attribute dicts over several lines, comments,
odd spacing). Per-op-name counts must match, and so must each op's shape in walk order: its
numbers of operands, results, regions and blocks per region (Triton's ``get_num_*``), and its
successors (Triton's bindings have none: the ``^block`` references Triton's printer writes for
the op, in ``module.str()``, read back). Triton wraps a chunk in an implicit
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


@pytest.fixture(scope="module")
def triton_shapes():
    ir = pytest.importorskip("triton._C.libtriton").ir
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend
    ctx = ir.context()
    ir.load_dialects(ctx)
    CUDABackend(GPUTarget("cuda", 90, 32)).load_dialects(ctx)

    def shapes(path: Path) -> tuple[list[tuple], str]:
        module = ir.parse_mlir_module(str(path), ctx)
        found: list[tuple] = []
        module.walk(lambda op: found.append((op.get_name(), op.get_num_operands(), op.get_num_results(),
                                             tuple(op.get_region(i).size() for i in range(op.get_num_regions())))))
        return found, module.str()

    return shapes


def passlab_shapes(text: str) -> list[tuple]:
    """(name, operands, results, blocks of each region, successors) of each op, post-order like MLIR's walk."""
    module = parse_module(text)
    found: list[tuple] = []

    def visit(op):
        for region in op.regions:
            for block in region.blocks:
                for inner in block.operations:
                    visit(inner)
        found.append((op.name, len(op.operands), len(op.results), tuple(len(r.blocks) for r in op.regions),
                      len(op.successors)))

    for op in module.top_ops:
        visit(op)
    if not (len(module.top_ops) == 1 and module.top_ops[0].name == "builtin.module"):
        found.append(("builtin.module", 0, 0, (1,), 0))
    return found


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
def test_op_shapes_match_triton(triton_shapes, path):
    theirs, printed = triton_shapes(path)
    from_print = passlab_shapes(printed)
    assert [s[0] for s in from_print] == [s[0] for s in theirs]
    theirs = [t + (p[4],) for t, p in zip(theirs, from_print)]  # successors as Triton's printer writes them
    ours = passlab_shapes(path.read_text())
    first = next((i for i, (a, b) in enumerate(zip(theirs, ours)) if a != b), None)
    assert ours == theirs, (f"op {first}: triton {theirs[first]}, passlab {ours[first]}" if first is not None
                            else f"triton walks {len(theirs)} ops, passlab {len(ours)}")
    assert from_print == theirs


def test_sample_covers_successors_unnamed_results_and_empty_regions():
    shapes = [s for path in CHUNK_FILES for s in passlab_shapes(path.read_text())]
    assert sum(s[4] for s in shapes) >= 4                       # successors
    assert any(0 in s[3] for s in shapes if s[0] == "scf.if")   # a missing else
    assert any(s[0] == "ttg.async_commit_group" and s[2] == 1 for s in shapes)


def test_operand_before_a_colon_without_space_is_an_operand():
    """``%v: type`` dropped the operand before: a check read ``tt.return`` as returning nothing."""
    text = ("tt.func @f(%p: !tt.ptr<f32>, %o: i32) -> !tt.ptr<f32> {\n"
            "  %q = tt.addptr %p, %o: !tt.ptr<f32>, i32\n"
            "  tt.return %q: !tt.ptr<f32>\n"
            "}\n")
    module = parse_module(text).check()
    assert module.find("tt.addptr")[0].operands == ["%p", "%o"]
    ret = module.find("tt.return")[0]
    assert ret.operands == ["%q"] and [str(t) for t in ret.operand_types] == ["!tt.ptr<f32>"]


def test_unnamed_results_and_empty_regions_are_in_the_tree():
    text = ("tt.func @f(%c: i1, %m: !ttg.memdesc<16xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1,"
            " order = [0]}>, #ttg.shared_memory>) {\n"
            "  ttg.async_commit_group\n"
            "  scf.if %c {\n"
            "    tt.return\n"
            "  }\n"
            "  tt.return\n"
            "}\n"
            "tt.func private @decl(i32)\n")
    module = parse_module(text)
    commit = module.find("ttg.async_commit_group")[0]
    assert len(commit.results) == 1 and commit.results[0].name == ""
    branch = module.find("scf.if")[0]
    assert [len(r.blocks) for r in branch.regions] == [1, 0]
    decl = [f for f in module.functions() if f.attributes.get("sym_name") == "decl"][0]
    assert [len(r.blocks) for r in decl.regions] == [0]
    assert module.value("") is None


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
