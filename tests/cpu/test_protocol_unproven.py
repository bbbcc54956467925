"""What the protocol model says it proved: PROTO006 (a read of memory no write reached) on a real
slot-index bug, and errors that rest on something the interpreter did not compute turned into
warnings that say so (docs/protocol.md, the rule table)."""

from __future__ import annotations

from pathlib import Path

from passlab.checks.context import StageIR
from passlab.checks.findings import Severity
from passlab.checks.protocol.explore import choose_args, explore
from passlab.checks.protocol.mutants import enumerate_mutants
from passlab.checks.protocol.report import stage_findings
from passlab.ir import parse_file

BASE = Path(__file__).resolve().parents[1] / "data" / "check" / "base"


def _ir(path: Path, stage: str = "MemoryPlanner") -> StageIR:
    return StageIR(stage, path, str(path), parse_file(path))


def _findings(ir: StageIR, mutation=None):
    args = choose_args(ir.module, ir.index).args
    return [f for f in stage_findings(ir, explore(ir.module, ir.index, mutation, args)) if f.rule != "PROTO000"]


def test_softmax_reading_the_other_s_slot_reads_tensor_memory_no_mma_wrote(trace_of):
    # fa_hopper at sm_100, WSLowerToken: the softmax's view of S indexed with the other slot. The
    # MMA partition waits for the slot it writes next to be released, so nothing races: the first
    # tmem_load reads S[1] before any MMA wrote it (wrong data the barriers cannot see).
    trace = trace_of("fa_hopper", target="cuda:100")
    ir = _ir(trace.path / trace.stages["WSLowerToken"]["snapshot"], "WSLowerToken")
    loads = [op for op in ir.index.ops if op.name == "ttng.tmem_load" and ir.index.ws_region(op) == "default"]
    view = ir.index.operand(loads[0], 0).owner
    mutant = next(m for m in enumerate_mutants(ir.module, ir.index) if m.kind == "swap" and m.op is view)
    assert not _findings(ir)
    found = _findings(ir, mutant.mutation)
    assert [(f.rule, f.severity) for f in found] == [("PROTO006", Severity.ERROR)]
    details = dict(found[0].details)
    assert "uninitialized tensor memory" in found[0].message
    assert any(line.startswith("first write after it:") and "tcgen05 MMA" in line for line in details["counterexample"])
    # the witness the report draws: the read and, in the MMA partition, the write that came too late
    racing = [step for step in details["witness"] if step["racing"]]
    assert [step["partition"] for step in racing] == ["default", "partition0"]
    from passlab.report.protocol_view import DRAWN_RULES
    assert "PROTO006" in DRAWN_RULES


def test_an_error_that_rests_on_a_predicate_not_computed_is_a_warning(tmp_path):
    # matmul_hopper (sm_90, MemoryPlanner) with one more arrive on a consumer's empty barrier, under
    # a predicate the interpreter cannot compute: taken as true, it over-arrives (PROTO005) and lets
    # the producer refill early (PROTO001) - errors only if the arrive happens, which is not known.
    text = (BASE / "matmul_hopper.sm90.MemoryPlanner.mlir").read_text().splitlines(keepends=True)
    arrive = next(i for i, line in enumerate(text) if line.lstrip().startswith("ttng.arrive_barrier"))
    extra = text[arrive].replace("ttng.arrive_barrier %55, 128", "ttng.arrive_barrier %55, 128, %undefined")
    assert extra != text[arrive]
    path = tmp_path / "extra_arrive.mlir"
    path.write_text("".join(text[:arrive + 1] + [extra] + text[arrive + 1:]))
    found = _findings(_ir(path))
    assert found and all(f.severity is not Severity.ERROR for f in found)
    assert all("not proven" in f.message and "predicate not computed" in f.message
               for f in found if f.rule in ("PROTO001", "PROTO005"))
    # the same arrive under a predicate that is known true is an error, proven
    path.write_text("".join(text[:arrive + 1] + [text[arrive]] + text[arrive + 1:]))
    assert any(f.severity is Severity.ERROR and f.rule in ("PROTO001", "PROTO005") for f in _findings(_ir(path)))


def test_a_wait_taken_as_run_leaves_a_race_proven_but_not_a_deadlock(tmp_path):
    # A wait whose predicate is not computed, taken as run, can only add ordering or block: a race
    # found anyway stays an error (the hostile review's case: one such wait made a real race exit 0).
    text = (BASE / "matmul_hopper.sm90.MemoryPlanner.mlir").read_text().splitlines(keepends=True)
    consumer_wait = next(i for i, line in enumerate(text) if line.lstrip().startswith("ttng.wait_barrier %50, %51"))
    producer_wait = next(i for i, line in enumerate(text) if line.lstrip().startswith("ttng.wait_barrier %49, %a_22"))
    assumed = text[producer_wait].replace("ttng.wait_barrier %49, %a_22", "ttng.wait_barrier %49, %a_22, %undefined")
    lines = [assumed if i == producer_wait else line for i, line in enumerate(text) if i != consumer_wait]
    path = tmp_path / "race_and_assumed_wait.mlir"
    path.write_text("".join(lines))
    ir = _ir(path)
    everything = list(stage_findings(ir, explore(ir.module, ir.index, None, choose_args(ir.module, ir.index).args)))
    coverage = next(f for f in everything if f.rule == "PROTO000")
    assert "predicate not computed, taken as true: ttng.wait_barrier" in coverage.message
    found = [f for f in everything if f.rule != "PROTO000"]
    races = [f for f in found if f.rule == "PROTO001"]
    assert races and all(f.severity is Severity.ERROR for f in races)
    assert all(f.severity is not Severity.ERROR for f in found if f.rule == "PROTO002")
