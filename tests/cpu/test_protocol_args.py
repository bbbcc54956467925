"""The protocol model's choice of trip counts on sm_100 Gluon kernels (snapshots of the Gluon
tutorials at Triton 3.6, cuda:100, WSLowerToken, in tests/data/protocol/).

What a user relies on: a bug that only shows at some input sizes is still found. Powers of two give
even trip counts (a consistently relabelled ring ends in the right phase), a long inner loop orders
what a short one does not, and a K loop bounded by a host descriptor's shape must run long enough
to reuse every ring slot.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from passlab.checks.context import StageIR
from passlab.checks.findings import Severity
from passlab.checks.protocol.explore import choose_args, explore
from passlab.checks.protocol.mutants import enumerate_mutants, judge, run_mutants
from passlab.checks.protocol.report import stage_findings
from passlab.ir import parse_file

DATA = Path(__file__).resolve().parents[1] / "data" / "protocol"
GLUON06 = DATA / "gluon06_blocked_matmul_pipelined.sm100.WSLowerToken.mlir"
GLUON10 = DATA / "gluon10_matmul_accumulate.sm100.WSLowerToken.mlir"


def _ir(path: Path) -> StageIR:
    return StageIR("WSLowerToken", path, str(path), parse_file(path))


def _errors(ir: StageIR, exploration) -> list:
    return [f for f in stage_findings(ir, exploration) if f.severity is Severity.ERROR]


@pytest.mark.parametrize("path", [GLUON06, GLUON10], ids=["gluon06", "gluon10"])
def test_correct_tutorial_kernels_stay_clean(path):
    ir = _ir(path)
    assert _errors(ir, explore(ir.module, ir.index)) == []


def test_a_k_loop_bounded_by_a_descriptor_shape_reuses_every_slot():
    # the K loop runs a_desc_1 / 128 - 2 times: at 512 (where every op is first reached) each ring
    # slot is waited on once, so the search goes on doubling until every slot is reused
    ir = _ir(GLUON06)
    best = choose_args(ir.module, ir.index)
    assert "%a_desc_1" in best.bound_args
    assert best.covered and min(best.slot_waits.values()) >= 2, best.slot_waits


def _mutant(ir: StageIR, kind: str, text: str):
    lines = ir.path.read_text().splitlines()
    return next(m for m in enumerate_mutants(ir.module, ir.index)
                if m.kind == kind and text in lines[m.op.line - 1])


def test_a_swapped_commit_barrier_is_found_at_an_odd_trip_count():
    # the MMA partition commits to and waits on mma_ub_bars[i % 2] through one SSA value: swapping
    # the slot relabels the ring consistently inside the loop, and with an even trip count the code
    # after the loop waits on a barrier in the same phase as in the correct kernel
    ir = _ir(GLUON06)
    mutant = _mutant(ir, "swap", "ttg.memdesc_index %mma_ub_bars[%41]")
    verdict = judge(ir, mutant, choose_args(ir.module, ir.index).args)
    assert verdict.killed, verdict
    exploration = explore(ir.module, ir.index, mutant.mutation, choose_args(ir.module, ir.index).args)
    assert exploration.args.value("%a_desc_1") % 256 == 32        # one 128-wide tile more than a power of two


def test_a_deleted_wait_that_a_long_k_loop_hides_is_found_with_a_short_one():
    # the loader waits on c_empty_bar before refilling the C tile; with many K steps its waits on
    # the K ring's empty slots already order it after the MMA partition's use of C, with one not
    ir = _ir(GLUON10)
    mutant = _mutant(ir, "delete-wait", "ttng.wait_barrier %arg26, %c_phase")
    args = choose_args(ir.module, ir.index).args
    assert args.value("%a_desc_1") > 64
    assert judge(ir, mutant, args).killed


def test_one_slot_buffers_get_no_swap_mutant():
    # sm_100's automatic WS gives single-buffered channels a dynamic index that is always 0: there is
    # no slot 1 to swap with (the mutant would index past the buffer)
    path = Path(__file__).resolve().parents[1] / "data" / "check" / "base" / "fa_hopper.sm100.MemoryPlanner.mlir"
    ir = StageIR("MemoryPlanner", path, str(path), parse_file(path))
    swaps = [m for m in enumerate_mutants(ir.module, ir.index) if m.kind == "swap"]
    assert swaps and all("memdesc<1x" not in (ir.index.operand(m.op, 0).type.text) for m in swaps)


def test_equivalent_mutants_are_shown_by_the_kernels_own_runs_and_never_killed():
    # fa_hopper (sm_100, MemoryPlanner). No claim rests on the mutant's verdict, so a killed mutant
    # marked equivalent would be a bug in the model or in the claim.
    from passlab.checks.protocol.mutants import FORCED, REDUNDANT_WAIT, UNOBSERVED_ARRIVE
    path = Path(__file__).resolve().parents[1] / "data" / "check" / "base" / "fa_hopper.sm100.MemoryPlanner.mlir"
    ir = StageIR("MemoryPlanner", path, str(path), parse_file(path))
    verdicts = run_mutants(ir)
    assert not [v.mutant.describe() for v in verdicts if v.killed and v.equivalent]
    marked = {(v.mutant.kind, v.mutant.op.line): v.equivalent or v.note for v in verdicts if v.equivalent or v.note}
    # the loader's waits on the fresh K-empty barriers (parity 1) pass before any phase completes;
    # the MMA partition's wait at 245 passes on a phase whose arrivals it has already seen
    assert {marked.get(("delete-wait", line)) for line in (245, 327, 335)} == {REDUNDANT_WAIT}
    # the softmax's last release of S, after the KV loop: no wait on that barrier runs again
    assert marked.get(("delete-arrive", 223)) == UNOBSERVED_ARRIVE
    # every phase and every wait's phase forced by happens-before in the kernel and in the mutant:
    # 261 waits for S[1] to be released where the kernel waits for S[0] (released in order before
    # it); 309 (S[j+1] read, shown by hand in tests/cpu/test_seeded_mutants.py) and 262 are implied
    # by the MMA partition's wait for P; 221, the softmax's last wait on S, by the JOIN after the
    # WS op, and 222 swaps the barrier of 223's release, which no wait reads
    assert {marked.get(key) for key in (("swap", 261), ("delete-wait", 262), ("delete-wait", 309),
                                        ("delete-wait", 221), ("swap", 222))} == {FORCED}
    # 221 with its parity flipped passes on the phase before on the fixed schedules, race-free, but
    # the phase it passes on is not forced (the next one's feed does not know the wait): where the
    # softmax gets there before that phase completes, it waits for one that never comes (a PCT
    # interleaving shows it; random walks alone did not, and the mutant was only noted race-free)
    flipped = next(v for v in verdicts if v.mutant.kind == "phase" and v.mutant.op.line == 221)
    assert flipped.rules == ("PROTO002",) and not flipped.equivalent
    # a swapped data view is never claimed: it changes what an access touches
    data_swaps = [v for v in verdicts if v.mutant.kind == "swap" and "xi64" not in v.mutant.op.results[0].type.text]
    assert data_swaps and not any(v.equivalent or v.note for v in data_swaps)


TUTORIAL09_SWP = DATA / "tutorial09_matmul_kernel_persistent.sm100.SWP.mlir"


@pytest.mark.parametrize("language,errors", [("triton", 0), ("gluon", 2)])
def test_an_mma_without_is_async_is_synchronous_only_in_triton_pipelines(language, errors):
    # Triton's tutorial 09 persistent matmul (no WS) at sm_100, SWP: its tc_gen5_mma has no
    # is_async and no barrier; triton-nvidia-mma-lowering makes it synchronous later, so reading the
    # accumulator and refilling its A slot right after it are ordered. Gluon runs no such pass:
    # there the same op is asynchronous and both accesses race with it.
    from passlab.checks.context import CheckInput
    from passlab.checks.protocol import check_protocol
    ir = StageIR("SWP", TUTORIAL09_SWP, str(TUTORIAL09_SWP), parse_file(TUTORIAL09_SWP))
    inp = CheckInput("t", "cuda:100", {"SWP": ir}, manifest={"kernel": {"language": language}})
    found = [f for f in check_protocol(inp) if f.severity is Severity.ERROR]
    assert len(found) == errors, [f.message for f in found]
