"""The PTX reader (``passlab.ir.ptx``) on real trace PTX and on small crafted files."""

from __future__ import annotations

import pytest

from passlab.ir.ptx import PtxError, parse_ptx, parse_ptx_file

CRAFTED = """
.version 8.7
.target sm_90a
.address_size 64
.extern .shared .align 16 .b8 global_smem[];
.visible .entry k(
	.param .u64 .ptr .global .align 1 k_param_0,
	.param .align 64 .b8 k_param_1[128],
	.param .u32 k_param_2
)
.reqntid 128
{
	.reg .pred 	%p<3>;
	.loc	1 10 4                          // k.py:10:4
	mov.u32 	%r1, %tid.x;
	setp.lt.u32 	%p1, %r1, 32;
	@!%p1 bra 	$L__BB0_2;
	// begin inline asm
	{
	.reg .pred complete;
	waitLoop:
	mbarrier.try_wait.parity.shared.b64 complete, [%r2], %r3;
	@!complete bra.uni waitLoop;
	}
	// end inline asm
	{
	.reg .pred complete;
	waitLoop:
	mbarrier.try_wait.parity.shared.b64 complete, [%r4], %r3;
	@!complete bra.uni waitLoop;
	}
$L_brx_0: .branchtargets
		$L__BB0_2,
		$L__BB0_3;
	brx.idx 	%r1, $L_brx_0;
$L__BB0_2:
	ret;
$L__BB0_3:
	wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%r5, %r6}, %rd1, %rd2, %p1, 1, 1, 0, 1;
	ret;
}
	.file	1 "/src/k.py"
	.section	.debug_abbrev
	{
.b8 1
	}
"""


def test_crafted_ptx_reads_params_scopes_and_tables():
    module = parse_ptx(CRAFTED, "k.ptx")
    k = module.kernel
    assert module.target == "sm_90a" and module.files == {1: "/src/k.py"} and module.shared == {"global_smem": None}
    assert [(p.name, p.type, p.size, p.pointer) for p in k.params] == [
        ("k_param_0", "u64", None, True), ("k_param_1", "b8", 128, False), ("k_param_2", "u32", None, False)]
    assert k.reqntid == 128
    guarded = next(i for i in k.body if i.opcode == "bra" and i.guard == "%p1")
    assert guarded.negated and guarded.operands == ["$L__BB0_2"] and guarded.loc == (1, 10, 4)
    # each inline-asm block's label and predicate are its own
    waits = [i for i in k.body if i.opcode.startswith("mbarrier.try_wait")]
    loops = [i for i in k.body if i.opcode == "bra.uni"]
    assert waits[0].operands[0] != waits[1].operands[0]
    assert [b.guard for b in loops] == [w.operands[0] for w in waits]
    assert {b.operands[0] for b in loops} <= set(k.labels) and len({b.operands[0] for b in loops}) == 2
    assert k.branch_tables == {"$L_brx_0": ["$L__BB0_2", "$L__BB0_3"]}
    wgmma = next(i for i in k.body if i.opcode.startswith("wgmma.mma_async"))
    assert wgmma.operands[:3] == ["{%r5, %r6}", "%rd1", "%rd2"]



ONE_LINE_SCOPE = """
.version 8.7
.target sm_90a
.visible .entry k()
{
	{ .reg .b16 lo, hi; cvt.rn.satfinite.e4m3x2.f32 lo, %r2, %r1; cvt.rn.satfinite.e4m3x2.f32 hi, %r4, %r3; mov.b32 %r5, {lo, hi}; }
	{ .reg .b16 lo, hi; mov.b32 %r6, {lo, hi}; }
	add.s32 	%r7, %r5, 1;
	mov.b32 	%r8, {%r5,
		%r6};
	ret;
}
"""


def test_a_scope_written_on_one_line_is_read_statement_by_statement():
    """Inline asm (Triton's ``inline_asm_elementwise``) often writes a whole scope on one line; read
    as one statement it swallowed the lines after it, and the PTX model lost the registers they set."""
    body = parse_ptx(ONE_LINE_SCOPE, "k.ptx").kernel.body
    assert [i.opcode for i in body] == ["cvt.rn.satfinite.e4m3x2.f32", "cvt.rn.satfinite.e4m3x2.f32", "mov.b32",
                                        "mov.b32", "add.s32", "mov.b32", "ret"]
    first, second = body[2], body[3]
    assert first.operands[0] == "%r5" and second.operands[0] == "%r6"
    assert first.operands[1] != second.operands[1]          # each scope's lo and hi are its own
    assert body[0].operands[0] in first.operands[1]
    assert body[4].operands == ["%r7", "%r5", "1"] and body[4].line == 8
    assert body[5].operands[1] == "{%r5, %r6}" and body[5].line == 9

FORWARD_LABEL = """
.version 8.7
.target sm_90a
.visible .entry k()
{
	{
	.reg .pred skip;
	setp.eq.s32 skip, %r1, 0;
	@skip bra.uni DONE;
	mul.f32 %r2, %r2, %r3;
	DONE:
	}
	{
	.reg .pred skip;
	setp.eq.s32 skip, %r1, 0;
	@skip bra.uni DONE;
	mul.f32 %r4, %r4, %r3;
	DONE:
	}
	ret;
}
"""


def test_a_branch_to_its_scopes_later_label_lands_on_that_label():
    """``@skip bra.uni DONE`` read before its scope's ``DONE:`` kept the bare name, which no label
    has (each scope's is ``DONE@N``): the PTX model stopped every warp there ("unknown label"), or,
    with one bare ``DONE`` elsewhere, would have jumped to it."""
    k = parse_ptx(FORWARD_LABEL, "k.ptx").kernel
    branches = [(i, ins) for i, ins in enumerate(k.body) if ins.opcode == "bra.uni"]
    assert len(branches) == 2 and branches[0][1].operands[0] != branches[1][1].operands[0]
    for i, ins in branches:
        target = k.labels[ins.operands[0]]
        assert k.body[target - 1].opcode == "mul.f32" and target == i + 2       # just past its own multiply


SHADOWED = """
.version 8.7
.target sm_90a
.visible .entry k()
{
	{
	.reg .b32 i;
	DONE:
	mov.u32 %r1, 0;
	{
	.reg .pred skip;
	@skip bra.uni DONE;
	mul.f32 %f1, %f1, %f2;
	DONE:
	}
	ts: .branchtargets L0, L1;
	brx.idx i, ts;
	L0:
	mov.u32 %r1, 0;
	L1:
	ret;
	}
}
"""


def test_a_branch_takes_the_innermost_scopes_label_and_a_scopes_table_its_own_labels():
    """An outer scope's ``DONE:`` read before the inner scope's branch once won over the inner one
    (a backward jump); a jump table in a scope named bare labels no label has."""
    k = parse_ptx(SHADOWED, "k.ptx").kernel
    (skip,) = [ins for ins in k.body if ins.opcode == "bra.uni"]
    assert k.body[k.labels[skip.operands[0]] - 1].opcode == "mul.f32"      # the inner DONE, just past it
    (brx,) = [ins for ins in k.body if ins.opcode == "brx.idx"]
    table = k.branch_tables[brx.operands[1]]
    assert all(name in k.labels for name in table) and k.labels[table[1]] == len(k.body) - 1     # L1: ret


def test_truncated_ptx_is_one_clear_error(tmp_path):
    with pytest.raises(PtxError, match="not closed"):
        parse_ptx(CRAFTED[:CRAFTED.index("$L__BB0_3:")], "cut.ptx")
    with pytest.raises(PtxError, match="no PTX function"):
        parse_ptx("this is not PTX\n", "junk.ptx")
    with pytest.raises(PtxError, match="cannot read PTX"):
        parse_ptx_file(tmp_path / "missing.ptx")


def test_only_a_regular_file_is_read(tmp_path):
    # a device is named, not read (/dev/zero would never end the read; /dev/null here, so that a
    # regression fails this test instead of filling the memory)
    (tmp_path / "null.ptx").symlink_to("/dev/null")
    with pytest.raises(PtxError, match=r"null\.ptx is not a regular file but a link to /dev/null, a character device$"):
        parse_ptx_file(tmp_path / "null.ptx")
    (tmp_path / "dir.ptx").mkdir()
    with pytest.raises(PtxError, match=r"dir\.ptx is not a regular file but a folder$"):
        parse_ptx_file(tmp_path / "dir.ptx")


def renamed(text: str, name: str) -> str:
    return text.replace(".entry k(", f".entry {name}(").replace("k_param_", f"{name}_param_")


def test_every_entry_is_found_and_two_are_no_kernel():
    # two PTX files joined: the first one's DWARF sections used to end the read, so the second
    # .entry was never seen and the file was checked as the first kernel alone
    joined = CRAFTED + renamed(CRAFTED, "other")
    module = parse_ptx(joined, "joined.ptx")
    assert [(f.name, f.entry) for f in module.functions] == [("k", True), ("other", True)]
    first, second = module.functions
    assert max(i.line for i in first.body) < second.line       # each body stops at its own closing brace
    with pytest.raises(PtxError, match=r"joined\.ptx has 2 \.entry functions \(k at line 6, other at line \d+\); "
                                       r"Triton writes one per compile"):
        module.kernel
    # the same when the other function comes first, and for the same name twice
    with pytest.raises(PtxError, match=r"\(other at line 6, k at line \d+\)"):
        parse_ptx(renamed(CRAFTED, "other") + CRAFTED, "rev.ptx").kernel
    with pytest.raises(PtxError, match=r"2 \.entry functions \(k at line 6, k at line"):
        parse_ptx(CRAFTED + CRAFTED, "dup.ptx").kernel


def test_an_entry_inside_an_open_function_is_an_error():
    # a function cut before its closing brace, another pasted after it: its body was read as the
    # first kernel's (the other kernel's warps and barriers modelled as this one's)
    cut = CRAFTED[:CRAFTED.index("$L__BB0_3:")]
    with pytest.raises(PtxError, match=r"cut\.ptx:\d+: \.entry other begins inside function k \(line 6\), "
                                       r"which is not closed"):
        parse_ptx(cut + renamed(CRAFTED, "other"), "cut.ptx")


def test_a_function_declaration_is_not_a_function():
    # LLVM declares a .func used before its definition: ``.func (...) f (...) ;`` then the body later
    declared = CRAFTED.replace(".extern .shared", ".func  (.param .b32 func_retval0) f\n(\n\t.param .b32 f_param_0\n)\n;\n"
                               ".extern .shared")
    declared += ".func  (.param .b32 func_retval0) f(\n\t.param .b32 f_param_0\n)\n{\n\tret;\n}\n"
    module = parse_ptx(declared, "decl.ptx")
    plain = len(parse_ptx(CRAFTED).kernel.body)
    assert [(f.name, f.entry, len(f.body)) for f in module.functions] == [("k", True, plain), ("f", False, 1)]
    assert module.kernel.name == "k"


@pytest.mark.slow
def test_real_trace_ptx(trace_of):
    trace = trace_of("fa_hopper", "d64")
    module = parse_ptx_file(trace.path / "artifacts" / "kernel.ptx")
    k = module.kernel
    assert k.name == "fa_hopper" and k.reqntid == 384 and len(k.params) == 10
    ops = [i.opcode for i in k.body]
    assert sum(op.startswith("mbarrier.try_wait.parity") for op in ops) >= 8
    assert any(op.startswith("wgmma.wait_group") for op in ops) and "fence.proxy.async.shared::cta" in ops
    assert any(path.endswith("fa_hopper.py") for path in module.files.values())
    assert all(i.loc is not None for i in k.body if i.opcode.startswith("mbarrier."))
    waits = {i.operands[0] for i in k.body if i.opcode.startswith("mbarrier.try_wait")}
    assert len(waits) == sum(op.startswith("mbarrier.try_wait") for op in ops)     # one scope each


@pytest.mark.slow
def test_gluon_ws_dispatch_is_a_jump_table(trace_of):
    k = parse_ptx_file(trace_of("matmul_hopper_gluon").path / "artifacts" / "kernel.ptx").kernel
    (table,) = k.branch_tables.values()
    assert len(table) >= 3 and all(label in k.labels for label in table)
    assert any(p.size == 128 for p in k.params)          # host TMA descriptors, passed by value
