"""Both protocol models (TTGIR and PTX) follow loop bounds loaded from memory they are given: a Gluon
kernel that reads its persistent tile schedule from a host-built table (fa_hopper_gluon's SCHED
configs) is modelled to its end, where without the table's contents each model stops at the first
load."""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from passlab.capture.trace import Trace
from passlab.cli import cli

CONFIG = "d64_causal_nopp_s4_q2_pt"    # SCHED=2: the default's tile pairs, read from the table
# what a run that stopped on a value loaded from an argument without contents says
HINT = "the stop depends on scalar loads from {}, whose contents were not given: pass them with --memory"


def _coverage(trace):
    from passlab.checks import run_checks
    report = run_checks(trace)
    assert report.errors == 0, [(f.rule, f.message) for f in report.findings if f.severity != "note"]
    note = next(f for f in report.findings if f.rule == "PROTO000" and f.stage == "WSLowerToken")
    return dict(note.details), note.message


@pytest.mark.slow
def test_the_table_reaches_every_barrier_op(trace_of):
    trace = trace_of("fa_hopper_gluon", CONFIG)
    table = trace.manifest["kernel"]["check_memory"]["sched"]
    assert table[:2] == [0, len(table) - 2]    # one program: offsets 0 and the tile count, then its tiles
    details, message = _coverage(trace)
    assert details["covered"] and "of 61 barrier/async ops reached" in message, message
    assert message.count("61 of 61") == 1


def _ptx_note(trace):
    from passlab.checks import run_checks
    report = run_checks(trace, ("ptx",), ptx_required=True)
    assert report.errors == 0 and report.warnings == 0, [(f.rule, f.message) for f in report.findings]
    note = next(f for f in report.findings if f.rule == "PTX000")
    return dict(note.details), note.message


@pytest.mark.slow
def test_the_ptx_model_reads_the_table_and_runs_every_warp_to_its_end(trace_of, tmp_path):
    details, message = _ptx_note(trace_of("fa_hopper_gluon", CONFIG))
    assert details["covered"] and details["warps_stopped"] == 0, message
    assert "sched[10]" in message and "at both parities" in message, message
    copy, _ = _without_table(trace_of, tmp_path)
    details, message = _ptx_note(Trace.load(copy))
    assert not details["covered"] and details["warps_stopped"] == 12, message
    assert "sched[" not in message and "branch on a predicate the machine does not compute" in message, message
    assert HINT.format("sched") in message, message


def _without_table(trace_of, tmp_path):
    """A copy of the trace whose manifest lacks the table (a trace of a user's kernel, say); and the table."""
    copy = tmp_path / "trace"
    shutil.copytree(trace_of("fa_hopper_gluon", CONFIG).path, copy)
    manifest = json.loads((copy / "manifest.json").read_text())
    table = manifest["kernel"].pop("check_memory")["sched"]
    (copy / "manifest.json").write_text(json.dumps(manifest))
    return copy, table


@pytest.mark.slow
def test_without_the_table_the_model_stops_at_its_first_load(trace_of, tmp_path):
    copy, _ = _without_table(trace_of, tmp_path)
    details, message = _coverage(Trace.load(copy))
    assert not details["covered"] and "1 of 61 barrier/async ops reached" in message, message
    assert HINT.format("sched") in message, message


def _check(*args):
    return CliRunner().invoke(cli, ["check", *map(str, args)], catch_exceptions=False)


@pytest.mark.slow
def test_check_memory_gives_the_table_on_the_command_line(trace_of, tmp_path):
    copy, table = _without_table(trace_of, tmp_path)
    (tmp_path / "table.txt").write_text("\n".join(map(str, table)))
    for given in (",".join(map(str, table)), f"@{tmp_path / 'table.txt'}"):
        result = _check(copy, "--protocol", "--no-ptx", "--notes", "--memory", f"sched={given}")
        assert result.exit_code == 0, result.output
        assert "61 of 61 barrier/async ops reached" in result.output


@pytest.mark.parametrize("given, expected", [
    ("sched", "expected ARG=INTS"), ("sched=1,two", "'two' is not an integer"), ("sched=", "no integers given"),
    ("sched=@missing.txt", "is not a file"), ("1x=3", "expected ARG=INTS"), ("sched=1_000", "is not an integer"),
    ("sched=99999999999999999999", "outside [-2**63, 2**63)"), ("sched=" + "9" * 5000, "is not an integer")])
def test_a_bad_memory_is_one_line_and_exit_2(tmp_path, given, expected):
    result = _check(tmp_path, "--memory", given)
    assert result.exit_code == 2
    assert expected in result.output and len(result.output.strip().splitlines()) == 1, result.output


@pytest.mark.slow
def test_a_config_without_a_table_records_none(trace_of):
    assert "check_memory" not in trace_of("fa_hopper_gluon", "d64_causal_nopp_s4_q2").manifest["kernel"]


# A loop whose trip count is p[1], then (hand-edited IR) the pointer itself where a wait's phase
# belongs: the loaded bound is followed; the pointer is "not computed" there, not a crash.
SNIPPET = """#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func public @k(%p: !tt.ptr<i32>) attributes {noinline = false} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %q = tt.addptr %p, %c1 : !tt.ptr<i32>, i32
    %n = tt.load %q : !tt.ptr<i32>
    scf.for %i = %c0 to %n step %c1  : i32 {
      ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    }
    ttng.wait_barrier %bar, %p : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }
}
"""


@pytest.mark.parametrize("given, events, stop", [
    (None, 1, "trip count of the loop"),          # the bound is a load the model was not given
    ("p=9,3", 4, "phase of the wait"),            # init + 3 arrives; then the pointer as a phase
    ("p=9", 1, "trip count of the loop"),         # a load past the given contents is unknown
])
def test_a_loaded_trip_count_is_followed_and_a_misplaced_pointer_stops_cleanly(tmp_path, given, events, stop):
    snippet = tmp_path / "k.mlir"
    snippet.write_text(SNIPPET)
    result = _check(snippet, "--protocol", "--no-ptx", "--notes", *(["--memory", given] if given else []))
    assert result.exit_code == 0, result.output
    assert f"(kernel {events} events)" in result.output and stop in result.output, result.output
    # the trip count's stop names the load it depends on; the phase's stop depends on no load
    assert (HINT.format("p") in result.output) == (given is None), result.output
    assert ("past the end of the contents given for p" in result.output) == (given == "p=9"), result.output


# a while loop whose condition compares against p[1]
WHILE_SNIPPET = SNIPPET.replace("""    scf.for %i = %c0 to %n step %c1  : i32 {
      ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    }
    ttng.wait_barrier %bar, %p : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
""", """    %r = scf.while (%i = %c0) : (i32) -> i32 {
      %lt = arith.cmpi slt, %i, %n : i32
      scf.condition(%lt) %i : i32
    } do {
    ^bb0(%j: i32):
      ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
      %k = arith.addi %j, %c1 : i32
      scf.yield %k : i32
    }
""")


def test_a_while_loop_on_a_loaded_bound_is_named_then_followed(tmp_path):
    snippet = tmp_path / "w.mlir"
    snippet.write_text(WHILE_SNIPPET)
    result = _check(snippet, "--protocol", "--no-ptx", "--notes")
    assert "scf.while at line 11 has a condition" in result.output and HINT.format("p") in result.output
    result = _check(snippet, "--protocol", "--no-ptx", "--notes", "--memory", "p=0,3")
    assert "(kernel 4 events)" in result.output and "complete" in result.output, result.output


def test_the_hint_names_only_loads_the_stop_depends_on(tmp_path):
    """A trip count from a float argument stops the model as well; the integer load beside it has
    nothing to do with that stop and is not named."""
    snippet = tmp_path / "k.mlir"
    snippet.write_text(SNIPPET.replace("(%p: !tt.ptr<i32>)", "(%p: !tt.ptr<i32>, %f: f32)")
                       .replace("%c0 to %n step", "%c0 to %m step")
                       .replace("    %n = tt.load %q : !tt.ptr<i32>\n",
                                "    %n = tt.load %q : !tt.ptr<i32>\n    %m = arith.fptosi %f : f32 to i32\n"))
    result = _check(snippet, "--protocol", "--no-ptx", "--notes")
    assert result.exit_code == 0 and "trip count of the loop" in result.output, result.output
    assert "the stop depends on" not in result.output, result.output


def test_the_note_names_the_memory_used_and_any_name_that_matched_nothing(tmp_path):
    snippet = tmp_path / "k.mlir"
    snippet.write_text(SNIPPET)
    result = _check(snippet, "--protocol", "--no-ptx", "--json", "--memory", "p=9,3", "--memory", "P=1")
    assert result.exit_code == 0, result.output
    note = next(f for f in json.loads(result.output)["findings"] if f["rule"] == "PROTO000")
    assert "with p[2];" in note["message"]
    assert "memory given for no pointer-to-integer argument: P" in note["message"]
    # what the model read is kept with the verdict (the HTML report redraws the run from it)
    assert note["details"]["args"]["memory"] == {"p": [9, 3], "P": [1]}
    # and the report says so outside the notes: a typo is a warning line, in the JSON too
    assert json.loads(result.output)["unused_memory"] == {
        "P": "the kernel has no argument P (its pointer-to-integer arguments: p)"}
    text = _check(snippet, "--protocol", "--no-ptx", "--memory", "p=9,3", "--memory", "P=1").output
    assert "passlab check: warning: --memory P not used: the kernel has no argument P" in text, text


@pytest.mark.parametrize("returned, expected", [
    ([0, 1], "returned list"), ({"sched": [1.5]}, "other than an int64 integer"),
    ({"sched": [True]}, "other than an int64 integer"), ({"sched": [1 << 70]}, "other than an int64 integer"),
    ({"s ched": [1]}, "must name an argument"), ({"sched": "0,1"}, "must name an argument")])
def test_a_kernel_specs_bad_check_memory_is_a_usage_error_naming_it(returned, expected):
    from types import SimpleNamespace

    from passlab.capture.compile_child import check_memory
    from passlab.errors import UsageError
    spec = SimpleNamespace(name="k", check_memory=lambda params: returned)
    with pytest.raises(UsageError, match=r"kernel 'k': check_memory") as caught:
        check_memory(spec, SimpleNamespace(params={}))
    assert expected in str(caught.value)


def test_a_duplicate_memory_name_is_refused(tmp_path):
    result = _check(tmp_path, "--memory", "p=1", "--memory", "p=2")
    assert result.exit_code == 2 and "--memory p: given twice" in result.output


TUTORIAL = Path(__file__).resolve().parents[1] / "data" / "tutorials" / "08-grouped-gemm.py"
GROUPED = ["--config", "autotune0", "--sig", "group_a_ptrs=*i64", "--sig", "group_b_ptrs=*i64",
           "--sig", "group_c_ptrs=*i64", "--sig", "group_gemm_sizes=*i32", "--sig", "g_lds=*i32",
           "--arg", "group_size=4", "-c", "FP8=False", "-c", "NUM_SM=132"]


@pytest.mark.slow
def test_a_kernel_nobody_here_wrote_is_followed_through_its_problem_sizes(tmp_path):
    """Triton's grouped GEMM tutorial reads each problem's M, N, K from ``group_gemm_sizes`` and
    loops over tiles on them: without the sizes the model reaches none of its barrier ops."""
    kernel = f"{TUTORIAL}:grouped_matmul_tma_kernel"
    result = _check(kernel, *GROUPED, "--protocol", "--no-ptx", "--notes", "--out", tmp_path / "t")
    assert result.exit_code == 0 and "0 of 12 barrier/async ops reached" in result.output, result.output
    assert HINT.format("group_gemm_sizes") in result.output
    sizes = ",".join(["1024,1024,1024", "512,512,512", "256,256,256", "128,128,128"])
    result = _check(tmp_path / "t", "--protocol", "--no-ptx", "--notes", "--memory", f"group_gemm_sizes={sizes}")
    assert result.exit_code == 0 and "12 of 12 barrier/async ops reached" in result.output, result.output
    assert "group_gemm_sizes[12]" in result.output
    # the PTX model, which stopped every warp at the first branch on a size, reads them too
    result = _check(tmp_path / "t", "--ptx", "--notes", "--json", "--memory", f"group_gemm_sizes={sizes}")
    note = next(f for f in json.loads(result.output)["findings"] if f["rule"] == "PTX000")
    assert result.exit_code == 0 and note["details"]["covered"], note["message"]
    assert "group_gemm_sizes[12]" in note["message"] and "at both parities" in note["message"], note["message"]


# -- the PTX machine's global loads, on hand-written PTX ------------------------------------------

PTX_HEAD = """
.version 8.7
.target sm_90a
.address_size 64
.visible .entry k(.param .u64 .ptr .global .align 1 k_param_0, .param .u64 .ptr .global .align 1 k_param_1)
.reqntid 32
{
	ld.param.b64 	%rd1, [k_param_0];
	ld.param.b64 	%rd2, [k_param_1];
	mov.u32 	%r1, %tid.x;
"""


def _run_ptx(body: str, **given):
    """Run one warp over ``body`` with ``p`` at param 0 and ``q`` at param 1; ``given``: name ->
    (width, values). Returns the warp's registers and why it stopped (empty: it ran to ``ret``)."""
    from passlab.checks.ptx.events import LocMap, SmemMap
    from passlab.checks.ptx.machine import POINTER_STRIDE, GivenMemory, Machine
    from passlab.ir.ptx import parse_ptx
    module = parse_ptx(PTX_HEAD + body + "\n\tret;\n}\n")
    bases = {"p": POINTER_STRIDE, "q": 2 * POINTER_STRIDE}
    machine = Machine(module, {"k_param_0": bases["p"], "k_param_1": bases["q"]}, SmemMap.from_module(None, None),
                      LocMap(None, module.files, None),
                      given={bases[n]: GivenMemory(n, w, tuple(v)) for n, (w, v) in given.items()})
    program = machine.run()[0]
    return machine.warps[0].regs, program.truncated


def test_a_global_load_inside_given_contents_reads_them_little_endian():
    regs, stopped = _run_ptx("""
	ld.global.b32 	{ %r2 }, [ %rd1 + 4 ];
	ld.global.b64 	%rd3, [ %rd1 + 0 ];
	ld.global.v2.b32 	{ %r3, %r4 }, [ %rd1 + 8 ];
	ld.global.s8 	%r5, [ %rd2 + 1 ];
	ld.global.s32 	%rd4, [ %rd1 + 4 ];
	ld.global.u8 	%r6, [ %rd2 + 1 ];
	ld.const.b32 	%r7, [ %rd1 + 0 ];
	ld.global.b32 	%r8, [ %rd2 + 0 ];
""", p=(32, (1, -2, 0x7FFFFFFF, 5)), q=(8, (3, 255, 7, 9)))
    assert not stopped
    assert regs["%r2"] == 0xFFFFFFFE and regs["%rd3"] == 0xFFFFFFFE_00000001
    assert (regs["%r3"], regs["%r4"]) == (0x7FFFFFFF, 5)
    assert regs["%r5"] == 0xFFFFFFFF and regs["%rd4"] == (1 << 64) - 2    # signed loads sign-extend
    assert regs["%r6"] == 255
    assert regs["%r7"] is None                      # not global memory: not the given contents
    assert regs["%r8"] == 0x0907FF03                # four i8 elements in one load


def test_a_signed_load_extends_to_the_width_its_register_is_declared_with():
    """Widths come from the ``.reg`` lines, not the names: ``%v`` declared .b64 takes 64 bits of
    sign, ``%h`` .b16 16; an undeclared ``%rd`` still reads as Triton names it (64)."""
    regs, stopped = _run_ptx("""
	.reg .b64 	%v<2>;
	.reg .b16 	%h<2>;
	ld.global.s32 	%v1, [ %rd1 + 4 ];
	ld.global.s8 	%h1, [ %rd2 + 1 ];
	ld.global.s8 	%rd9, [ %rd2 + 1 ];
""", p=(32, (1, -2)), q=(8, (3, 255)))
    assert not stopped
    assert regs["%v1"] == (1 << 64) - 2 and regs["%h1"] == 0xFFFF and regs["%rd9"] == (1 << 64) - 1
    # a range declared inside an inline-asm scope leaves the function's registers of that prefix
    # alone, and a single register keeps its own width beside a range of its prefix
    regs, stopped = _run_ptx("""
	.reg .b64 	%rd<10>;
	.reg .b64 	%z;
	.reg .b16 	%z<3>;
	{ .reg .b32 %rd<1>; mov.b32 %rd0, 7; }
	ld.global.s32 	%rd5, [ %rd1 + 4 ];
	ld.global.s32 	%z, [ %rd1 + 4 ];
""", p=(32, (1, -2)))
    assert not stopped and regs["%rd5"] == (1 << 64) - 2 and regs["%z"] == (1 << 64) - 2


def test_lanes_read_their_own_elements_and_a_predicate_keeps_the_others():
    regs, stopped = _run_ptx("""
	and.b32 	%r2, %r1, 3;
	mul.wide.u32 	%rd5, %r2, 4;
	add.s64 	%rd6, %rd1, %rd5;
	ld.global.b32 	%r3, [ %rd6 + 0 ];
	setp.lt.u32 	%p1, %r1, 2;
	mov.u32 	%r4, 0;
	@%p1 ld.global.b32 	%r4, [ %rd6 + 8 ];
""", p=(32, (10, 11, 12, 13)))
    assert not stopped
    assert regs["%r3"] == tuple(10 + i % 4 for i in range(32))
    assert regs["%r4"] == (12, 13) + (0,) * 30


def test_a_load_past_the_given_end_stops_the_warp_and_says_where():
    regs, stopped = _run_ptx("""
	ld.global.v2.b32 	{ %r2, %r3 }, [ %rd1 + 12 ];
""", p=(32, (1, 2, 3, 4)))
    assert stopped == "load of 8 bytes at p + 12, outside the 16 bytes given for it (PTX line 12)"
    regs, stopped = _run_ptx("ld.global.b32 	%r2, [ %rd2 + 0 ];", p=(32, (1,)))
    assert not stopped and regs["%r2"] is None    # q was not given: not computed, as without --memory


def test_an_i1_element_is_wrapped_to_its_bit_as_in_the_ttgir_model():
    from passlab.checks.ptx.machine import GivenMemory
    assert GivenMemory("f", 1, (2, 3, 1)).load(0, 3) == 0x010100


FLA = Path(__file__).resolve().parents[1] / "data" / "pypi" / "fla_chunk_delta_h.py"
# fla-core 0.6.0's chunked delta-rule state pass in varlen mode: each sequence's bounds come from
# cu_seqlens and its first chunk from chunk_offsets (two sequences of 1000 and 3096 tokens, chunk 64)
FLA_VARLEN = ["--sig", "k=*bf16", "--sig", "v=*bf16", "--sig", "w=*bf16", "--sig", "v_new=*bf16", "--sig", "g=*fp32",
              "--sig", "h=*bf16", "-c", "gk=None", "-c", "h0=None", "-c", "ht=None", "--sig", "cu_seqlens=*i32",
              "--sig", "chunk_offsets=*i32", "--arg", "T=4096", "-c", "H=16", "-c", "HV=32", "-c", "K=128",
              "-c", "V=128", "-c", "BT=64", "-c", "STATE_V_FIRST=False"]


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("torch") is None, reason="the fla module builds its configs through torch")
def test_a_pypi_varlen_kernel_is_followed_through_its_sequence_bounds(tmp_path):
    """Without cu_seqlens both models stop at the sequence's loaded bounds (7 of 14 barrier ops,
    every PTX warp stopped); given them, both run the kernel to its end, clean of errors."""
    kernel = f"{FLA}:chunk_gated_delta_rule_fwd_kernel_h_blockdim64"
    result = _check(kernel, *FLA_VARLEN, "--notes", "--json", "--out", tmp_path / "t")
    notes = {f["rule"]: f for f in json.loads(result.output)["findings"] if f["rule"] in ("PROTO000", "PTX000")}
    assert result.exit_code == 0 and "7 of 14 barrier/async ops reached" in notes["PROTO000"]["message"]
    assert notes["PTX000"]["details"]["warps_stopped"] == 2
    for note in notes.values():     # each names the load its stop depends on: what --memory to give
        assert HINT.format("cu_seqlens") in note["message"] and note["details"]["needs_memory"] == ["cu_seqlens"]
    result = _check(tmp_path / "t", "--notes", "--json", "--memory", "cu_seqlens=0,1000,4096",
                    "--memory", "chunk_offsets=0,16")
    found = json.loads(result.output)["findings"]
    notes = {f["rule"]: f for f in found if f["rule"] in ("PROTO000", "PTX000")}
    assert result.exit_code == 0 and not [f for f in found if f["severity"] == "error"]
    assert "14 of 14 barrier/async ops reached" in notes["PROTO000"]["message"]
    assert notes["PTX000"]["details"]["covered"], notes["PTX000"]["message"]
    assert notes["PTX000"]["details"]["memory_read"] == ["chunk_offsets", "cu_seqlens"]
