"""The mutation suite's "race-free on every fixed schedule" note, per conflicting pair of accesses
(``orders_each_access``): a surviving mutant orders every pair of accesses to the same bytes the way
the kernel does, though some of its events know less than the kernel's did of accesses they never
conflict with. Gluon tutorial 08's persistent tcgen05 matmul at cuda:100 (tests/data/protocol/,
Triton 3.6): its epilogue releases the accumulator ring through acc_empty_bars[next index], and the
MMA partition takes the ring in order, so a swap of either slot index is safe tile by tile."""

from __future__ import annotations

from pathlib import Path

import pytest

from passlab.checks.context import StageIR
from passlab.checks.protocol.explore import choose_args, explore
from passlab.checks.protocol.mutants import enumerate_mutants, judge, orders_at_least, orders_each_access
from passlab.ir import parse_file

SNAPSHOT = Path(__file__).resolve().parents[1] / "data" / "protocol" / "gluon08_matmul_warp_specialized.sm100.WSLowerToken.mlir"


@pytest.fixture(scope="module")
def setup():
    ir = StageIR("WSLowerToken", SNAPSHOT, str(SNAPSHOT), parse_file(SNAPSHOT))
    args = choose_args(ir.module, ir.index).args
    return ir, args, explore(ir.module, ir.index, None, args, record=True)


def _mutant(ir: StageIR, kind: str, text: str):
    lines = SNAPSHOT.read_text().splitlines()
    return next(m for m in enumerate_mutants(ir.module, ir.index) if m.kind == kind and text in lines[m.op.line - 1])


@pytest.mark.parametrize("text", ["%12 = ttg.memdesc_index %acc_empty_bars[%index]",     # the epilogue's release
                                  "%11 = ttg.memdesc_index %arg25[%acc_state_27]"])      # the MMA partition's wait
def test_a_swapped_accumulator_barrier_orders_every_conflicting_pair(setup, text):
    # Released with the other slot's barrier, the MMA of tile t + 2 learns of the epilogue's read of
    # tile t instead of t + 1: it knows less than in the kernel, but only tile t's read touches the
    # columns it writes. The per-event comparison cannot show it; the per-pair one does.
    ir, args, original = setup
    mutant = _mutant(ir, "swap", text)
    assert not judge(ir, mutant, args).killed
    rerun = explore(ir.module, ir.index, mutant.mutation, args, record=True)
    assert not orders_at_least(rerun, original)
    assert orders_each_access(rerun, original)


def test_a_deleted_wait_that_lets_a_write_overtake_a_read_is_not_shown_ordered(setup):
    # the MMA partition's wait for an empty accumulator slot: without it the MMA overwrites the
    # columns the epilogue still reads (PROTO001), and the pair is not ordered in the mutant
    ir, args, original = setup
    mutant = _mutant(ir, "delete-wait", "ttng.wait_barrier %11, %acc_state_28")
    assert judge(ir, mutant, args).killed
    rerun = explore(ir.module, ir.index, mutant.mutation, args, record=True)
    assert not orders_each_access(rerun, original, mutant.op.line)


def test_a_mutant_that_runs_other_accesses_is_never_compared(setup):
    # a swapped data view reads other columns: no pair of the kernel's is the mutant's, so no claim
    ir, args, original = setup
    mutant = _mutant(ir, "swap", "%acc = ttg.memdesc_index %acc_bufs[%acc_state_17]")
    rerun = explore(ir.module, ir.index, mutant.mutation, args, record=True)
    assert not orders_each_access(rerun, original)


def test_the_tutorials_own_phases_are_not_forced_so_its_swaps_are_not_claimed_equivalent(setup):
    # The epilogue releases acc_empty_bars[t + 1] after reading tile t; the MMA partition waits on
    # acc_empty_bars[1] for tile 1 with parity 1, passing while that barrier is fresh. Nothing orders
    # the epilogue's release of tile 0 after that wait: if it lands first, the wait waits for a
    # phase only tile 2's epilogue completes, which waits for the MMA partition. The kernel's
    # happens-before graph then depends on the interleaving (phases_forced says no), and one random
    # interleaving of the model hangs; so neither of the two swaps above is claimed equivalent
    # (run_mutants claims FORCED only when the kernel's phases are forced too).
    from passlab.checks.protocol.model import Schedule, Simulation
    from passlab.checks.protocol.mutants import forced
    ir, args, original = setup
    assert not forced(original)
    n = len(original.programs)
    assert any(Simulation(original.main, original.programs, Schedule(tuple(range(n)), False, seed=seed)).run().deadlock
               for seed in range(16, 400))


FA_HOPPER = Path(__file__).resolve().parents[1] / "data" / "check" / "base" / "fa_hopper.sm100.MemoryPlanner.mlir"


@pytest.mark.parametrize("kind,line", [("swap", 261), ("delete-wait", 262), ("delete-wait", 309)])
def test_a_mutant_forced_by_happens_before_hangs_and_races_in_no_other_interleaving(kind, line):
    # FORCED claims every interleaving, not only the explored ones: 275 interleavings beyond the
    # model's 16 (200 random walks, 75 PCT's) find no deadlock, race or underflow in fa_hopper's mutants
    # that carry it (tests/cpu/test_protocol_args.py checks that they are claimed)
    from passlab.checks.protocol.explore import _interpret
    from passlab.checks.protocol.model import Schedule, Simulation, random_schedules
    from passlab.checks.protocol.mutants import forced
    ir = StageIR("MemoryPlanner", FA_HOPPER, str(FA_HOPPER), parse_file(FA_HOPPER))
    args = choose_args(ir.module, ir.index).args
    mutant = next(m for m in enumerate_mutants(ir.module, ir.index) if m.kind == kind and m.op.line == line)
    assert forced(explore(ir.module, ir.index, mutant.mutation, args, record=True))
    run = _interpret(ir.module, ir.index, args, mutant.mutation)
    n = len(run.programs)
    beyond = [s for s in random_schedules(tuple(range(n)), 116)[16:] if s.depth]     # 75 PCT runs
    beyond += [Schedule(tuple(range(n)), False, seed=seed) for seed in range(16, 216)]   # 200 random walks
    for schedule in beyond:
        outcome = Simulation(run.main, run.programs, schedule).run()
        assert not (outcome.deadlock or outcome.races or outcome.underflows or outcome.clobbers), schedule


def _stage_deadlocks(ir: StageIR, mutation=None) -> list:
    from passlab.checks.protocol.report import stage_findings
    return [f for f in stage_findings(ir, explore(ir.module, ir.index, mutation)) if f.rule == "PROTO002"]


def test_the_tutorials_latent_hang_is_an_overtaken_wait(setup, monkeypatch):
    # Upstream's epilogue reads accumulator slot t, advances its counter, then arrives on
    # acc_empty_bars[t + 1] (08-warp-specialization.py:563). When the MMA warp stalls between its
    # commit of tile t and its wait for slot t + 1, that arrive completes a phase the wait (parity
    # from its own counter) then treats as old: it waits for a phase only tile t + 2 would complete.
    # The default interleavings show it (PCT's; 64 uniform random walks were needed before); the
    # finding names the arrive that overtook the wait.
    from passlab.checks.findings import Severity
    ir, _, _ = setup
    monkeypatch.delenv("PASSLAB_PROTOCOL_INTERLEAVINGS", raising=False)
    [found] = _stage_deadlocks(ir)
    assert found.severity is Severity.ERROR
    assert "partition1's wait was overtaken" in found.message
    assert "08-warp-specialization.py:563" in found.message and "%acc_empty_bars[1]" in found.message
    assert "releases the slot its partition used" in found.hint
    details = dict(found.details)
    assert any(line.startswith("overtaken: partition1") for line in details["counterexample"])
    [data] = details["overtaken"]    # the same as data, for --json
    assert data["partition"] == "partition1" and data["wait"]["blocked"]
    assert data["passes_on"]["source"].endswith("08-warp-specialization.py:563")
    # the same arrive op, a later run of it: its phase came first, two or more phases in
    assert data["overtaken_by"]["line"] == data["passes_on"]["line"] and data["phases_completed"] >= 2
    assert data["overtaken_by"]["loops"] > data["passes_on"]["loops"]


def test_a_deadlock_no_arrival_overtook_is_not_called_overtaken(setup):
    # the epilogue's release deleted: the MMA partition's wait for slot 1 never passes, in every
    # schedule that reaches it; no schedule finishes, so no wait is compared and none is "overtaken"
    ir, _, _ = setup
    mutant = _mutant(ir, "delete-arrive", "ttng.arrive_barrier %12, 1, %true")
    [found] = _stage_deadlocks(ir, mutant.mutation)
    assert "overtaken" not in found.message and "arrive is missing" in found.hint
    assert dict(found.details)["overtaken"] == []


@pytest.mark.parametrize("value", ["many", "-1", "1e3", "5000", "²", "٣"])
def test_a_bad_interleavings_setting_is_one_line_and_exit_2(value, monkeypatch, capsys):
    from passlab.cli import main
    monkeypatch.setenv("PASSLAB_PROTOCOL_INTERLEAVINGS", value)
    code = main(["check", "--protocol", str(SNAPSHOT)])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert err == [f"passlab: error: PASSLAB_PROTOCOL_INTERLEAVINGS must be a whole number from 0 to 4096, got '{value}'"]


def test_an_empty_interleavings_setting_is_the_default_and_a_huge_one_is_one_short_line(monkeypatch, tmp_path, capsys):
    from passlab import settings
    from passlab.cli import main
    monkeypatch.setenv("PASSLAB_PROTOCOL_INTERLEAVINGS", " ")
    assert settings.protocol_interleavings() == 16
    monkeypatch.setenv("PASSLAB_PROTOCOL_INTERLEAVINGS", "9" * 5000)   # int() refuses more than 4300 digits
    # checked before anything is traced: no trace folder is made for the kernel
    assert main(["check", "matmul_hopper", "--out", str(tmp_path / "t")]) == 2
    assert not (tmp_path / "t").exists()
    err = capsys.readouterr().err
    assert err == ("passlab: error: PASSLAB_PROTOCOL_INTERLEAVINGS must be a whole number from 0 to 4096, got "
                   "'99999999999999999999...(5000 characters)'\n")
