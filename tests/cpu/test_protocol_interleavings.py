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
from passlab.checks.protocol.model import Priorities, Schedule, Simulation, random_schedules
from passlab.checks.protocol.mutants import enumerate_mutants
from passlab.checks.protocol.report import stage_findings
from passlab.ir import parse_file

MATMUL = Path(__file__).resolve().parents[1] / "data" / "check" / "base" / "matmul_hopper.sm100.MemoryPlanner.mlir"


@pytest.fixture(scope="module")
def matmul():
    ir = StageIR("MemoryPlanner", MATMUL, str(MATMUL), parse_file(MATMUL))
    return ir, choose_args(ir.module, ir.index).args


# matmul_hopper at cuda:100: the loader's and the MMA partition's views of the A/B ring's barriers
# (%b_28 and %b_32, three slots each) with slots 0 and 1 swapped. Each is a real hang: a fresh-slot
# wait (parity 1) finds the other slot's phase completed one MMA early when the loader is slow, and
# waits for a phase only the loader itself could start.
@pytest.mark.parametrize("line", [129, 134, 161, 165])
def test_a_swapped_ring_barrier_hangs_under_the_default_interleavings_where_random_walks_miss_it(matmul, line):
    ir, args = matmul
    mutant = next(m for m in enumerate_mutants(ir.module, ir.index) if m.kind == "swap" and m.op.line == line)
    run = _interpret(ir.module, ir.index, args, mutant.mutation)
    walks = [Schedule(tuple(range(len(run.programs))), False, seed=seed) for seed in range(16)]
    assert not any(Simulation(run.main, run.programs, s).run().deadlock for s in walks)
    found = [f for f in stage_findings(ir, explore(ir.module, ir.index, mutant.mutation, args)) if f.rule == "PROTO002"]
    assert found and found[0].severity.name == "ERROR"
    assert "PCT, seed" in dict(found[0].details)["counterexample"][0]     # the schedule that shows it


def test_the_unmutated_kernel_stays_clean(matmul):
    ir, args = matmul
    errors = [f for f in stage_findings(ir, explore(ir.module, ir.index, None, args)) if f.severity.name == "ERROR"]
    assert errors == []


def test_three_of_four_interleavings_are_pct_and_each_is_reproducible(monkeypatch):
    schedules = random_schedules((0, 1, 2), 16)
    assert [s.seed for s in schedules] == list(range(16))
    assert sum(1 for s in schedules if s.depth) == 12
    assert "PCT, seed 5" in schedules[5].describe(["a", "b", "c"])
    assert "random interleaving (seed 3)" in schedules[3].describe(["a", "b", "c"])
    one = Priorities.draw(random.Random(7), 3, 4, 100)
    two = Priorities.draw(random.Random(7), 3, 4, 100)
    assert one == two and len(one.drops) == 3 and sorted(one.rank) == [4, 5, 6]


def test_a_change_point_drops_the_running_partition_below_every_other():
    pct = Priorities(rank=[5, 4, 3], drops={2: 1})
    assert [pct.pick([0, 1, 2]) for _ in range(4)] == [0, 0, 1, 1]
    assert pct.rank == [1, 4, 3]
    assert pct.pick([0, 2]) == 2          # partition 1 blocked: the next highest runs, not the dropped one
