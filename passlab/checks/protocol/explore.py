"""Pick concrete trip counts, run every schedule, and collect what went wrong: ``explore(module)``.

Trip counts: every integer kernel argument takes one value X (grid-size arguments take 1), doubled
from 128 until each ring slot a partition waits on inside a loop is waited on at least twice (every
slot reused, both phase parities seen) or the event budget is spent. Schedules: every priority
order of the partitions (at most 24) with TMA loads landing at once and as late as possible, plus
round robin both ways, and 16 seeded random interleavings (random partition each step, TMA
loads landing at random points) to reach the uneven progress that phase-parity aliasing needs.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

from passlab.checks.dataflow import IRIndex
from passlab.checks.protocol.events import Kind, Program
from passlab.checks.protocol.interpret import Interpreter, KernelArgs, Mutation
from passlab.checks.protocol.model import Outcome, Schedule, Simulation
from passlab.ir import Module, Operation

START_VALUE = 128
MAX_VALUE = 8192
EVENT_BUDGET = 1_200           # events per partition; a partition stops there (coverage note says so)
OP_BUDGET = 200_000            # ops interpreted per partition (loops with no events)
MAX_PERMUTATIONS = 24
RANDOM_SCHEDULES = 16          # seeded random interleavings: phase-aliasing needs uneven progress


@dataclass
class Exploration:
    ws: Operation | None
    main: Program | None = None
    programs: list[Program] = field(default_factory=list)
    args: KernelArgs | None = None
    arg_names: list[str] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)
    covered: bool = False                      # every waited ring slot waited on twice
    slot_waits: dict[str, int] = field(default_factory=dict)   # "%8[0]" -> waits seen (fewest per partition)

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.programs]


def _slot_coverage(programs: list[Program]) -> tuple[bool, dict[str, int]]:
    fewest: dict[str, int] = {}
    ok = True
    for program in programs:
        counts = Counter(e.bar.describe() for e in program.events if e.kind is Kind.WAIT and e.bar.slot is not None
                         and _in_loop(e.op))
        for slot, n in counts.items():
            fewest[slot] = min(fewest.get(slot, n), n)
        rings: dict[str, set] = {}
        for e in program.events:
            if e.kind is Kind.WAIT and e.bar.slot is not None and _in_loop(e.op):
                rings.setdefault(e.bar.buffer, set()).add(e.bar.slot)
        for buffer, slots in rings.items():
            if any(counts.get(f"barrier {buffer}[{s}]", 0) < 2 for s in slots):
                ok = False
    return ok, dict(sorted(fewest.items()))


def _in_loop(op: Operation) -> bool:
    if any(a.name in ("scf.for", "scf.while") for a in op.ancestors()):
        return True
    block = op.block
    return block is not None and len(block.parent.blocks) > 1 and block is not block.parent.blocks[0]


def schedules(n: int) -> list[Schedule]:
    orders = list(itertools.permutations(range(n)))[:MAX_PERMUTATIONS]
    out = [Schedule(order, eager) for order in orders for eager in (True, False)]
    out += [Schedule(tuple(range(n)), eager, round_robin=True) for eager in (True, False)]
    out += [Schedule(tuple(range(n)), False, seed=seed) for seed in range(RANDOM_SCHEDULES)]
    return out


def explore(module: Module, index: IRIndex | None = None, mutation: Mutation | None = None,
            args: KernelArgs | None = None) -> Exploration:
    index = index or IRIndex(module)
    value = START_VALUE
    best: Exploration | None = None
    while True:
        chosen = args or KernelArgs(value)
        interp = Interpreter(module, index, chosen, mutation, max_ops=OP_BUDGET, max_events=EVENT_BUDGET)
        main, programs, ws = interp.run()
        if ws is None:
            return Exploration(None)
        covered, slots = _slot_coverage(programs)
        current = Exploration(ws, main, programs, chosen, interp.int_args, [], covered, slots)
        truncated = any(p.truncated for p in programs)
        if best is None or not truncated:
            best = current
        if args is not None or covered or value >= MAX_VALUE or truncated:
            break
        value *= 2
    best.outcomes = [Simulation(best.main, best.programs, s).run() for s in schedules(len(best.programs))]
    return best
