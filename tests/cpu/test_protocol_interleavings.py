"""The protocol model's seeded interleavings (``model.random_schedules``): three of every four are
PCT's (random priorities, changed at a few random steps), the fourth a uniform random walk. A hang
from phase aliasing needs one partition a whole ring behind the others, which a random walk rarely
lets happen and PCT does by construction (docs/protocol.md, "Schedules")."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from passlab.checks.context import StageIR
from passlab.checks.protocol.explore import _interpret, choose_args, explore
from passlab.checks.protocol.model import Priorities, Simulation, random_schedules
from passlab.checks.protocol.mutants import enumerate_mutants
from passlab.checks.protocol.report import stage_findings
from passlab.ir import parse_file

MATMUL = Path(__file__).resolve().parents[1] / "data" / "check" / "base" / "matmul_hopper.sm100.MemoryPlanner.mlir"


@pytest.fixture(autouse=True)
def default_interleavings(monkeypatch):
    monkeypatch.delenv("PASSLAB_PROTOCOL_INTERLEAVINGS", raising=False)


@pytest.fixture(scope="module")
def matmul():
    ir = StageIR("MemoryPlanner", MATMUL, str(MATMUL), parse_file(MATMUL))
    return ir, choose_args(ir.module, ir.index).args


# matmul_hopper at cuda:100: the loader's and the MMA partition's views of the A/B ring's barriers
# (%b_28 and %b_32, three slots each) with slots 0 and 1 swapped. Each is a real hang: a fresh-slot
# wait (parity 1) finds the other slot's phase completed one MMA early when the loader is slow, and
# waits for a phase only the loader itself could start.
@pytest.mark.parametrize("line", [129, 134, 161, 165])
def test_a_swapped_ring_barrier_hangs_under_the_default_interleavings(matmul, line):
    # (16 random walks, the default before PCT, found none of the four)
    ir, args = matmul
    mutant = next(m for m in enumerate_mutants(ir.module, ir.index) if m.kind == "swap" and m.op.line == line)
    found = [f for f in stage_findings(ir, explore(ir.module, ir.index, mutant.mutation, args)) if f.rule == "PROTO002"]
    assert found and found[0].severity.name == "ERROR"
    assert "PCT, seed" in dict(found[0].details)["counterexample"][0]     # the schedule that shows it


def test_the_unmutated_kernel_stays_clean(matmul):
    ir, args = matmul
    errors = [f for f in stage_findings(ir, explore(ir.module, ir.index, None, args)) if f.severity.name == "ERROR"]
    assert errors == []


def test_three_of_four_interleavings_are_pct_and_a_seed_replays_the_same_run(matmul):
    schedules = random_schedules((0, 1, 2), 16)
    assert [s.seed for s in schedules] == list(range(16))
    assert [s.depth for s in schedules[:4]] == [2, 3, 4, 0]
    assert "random interleaving (seed 3)" in schedules[3].describe(["a", "b", "c"])
    ir, args = matmul
    mutant = next(m for m in enumerate_mutants(ir.module, ir.index) if m.kind == "swap" and m.op.line == 129)
    run = _interpret(ir.module, ir.index, args, mutant.mutation)
    for schedule in random_schedules(tuple(range(len(run.programs))), 8):
        one, two = (Simulation(run.main, run.programs, schedule).run() for _ in range(2))
        assert [(who, e.op.line) for who, e in one.trail] == [(who, e.op.line) for who, e in two.trail]
        assert one.schedule == two.schedule and bool(one.deadlock) == bool(two.deadlock)


def test_the_schedule_line_says_the_order_drawn_and_the_drops_the_run_reached(matmul):
    ir, args = matmul
    run = _interpret(ir.module, ir.index, args, None)
    names = [p.name for p in run.programs]
    outcome = Simulation(run.main, run.programs, random_schedules(tuple(range(len(names))), 3)[2]).run()
    assert sorted(outcome.schedule.drawn) == list(range(len(names)))
    text = outcome.schedule.describe(names)
    assert text.startswith("random priorities (PCT, seed 2): " + " > ".join(names[i] for i in outcome.schedule.drawn))
    assert outcome.schedule.dropped        # seed 2 reaches its drops: each is named with its step
    assert all(f"{names[i]} at step {step}" in text for step, i in outcome.schedule.dropped)
    assert "at 3 random step(s)" in text


def test_each_drop_puts_the_running_partition_below_every_other_and_a_later_drop_lower_still():
    pct = Priorities.draw(random.Random(7), 3, 3, 100)
    assert sorted(pct.rank) == [3, 4, 5] and sorted(pct.drops.values()) == [1, 2]
    pct = Priorities(rank=[7, 6, 5], drops={1: 2, 3: 1})
    assert [pct.pick([0, 1, 2]) for _ in range(5)] == [0, 1, 1, 2, 2]
    assert pct.taken == [(1, 0), (3, 1)] and pct.rank == [2, 1, 5]
    assert pct.pick([0, 1]) == 0          # partition 2 blocked: the first dropped runs before the later one
