"""Pick concrete trip counts, run every schedule, and collect what went wrong: ``explore(module)``.

Trip counts: every integer kernel argument takes one value X (grid-size arguments take 1), doubled
from 128 until each ring slot a partition waits on inside a loop is waited on at least twice (every
slot reused, both phase parities seen), and each copy of a data ring filled in a loop is filled
twice, or the event budget is spent. Then, one argument at a time,
smaller (1) and larger values are tried, and kept while they make more of the partitions' barrier
and async ops run: one X for every argument can leave code unreached (an attention kernel with
N_CTX = X = BLOCK_M runs one KV block per tile and never enters its steady-state loop, while
ZH = X heads spend the event budget). A mutant at an op the chosen arguments never reach cannot be
judged; the mutation suite reports it as unreached. A persistent kernel is searched with its
loop-bound arguments grown together while one of them (the K loop's) stays short, since one
program must run three tiles to reuse a two-deep accumulator ring. When the chosen arguments show
nothing, two more kinds of argument set are run under the priority-order schedules: every
loop-bound argument one tile longer (odd trip counts) and each one alone at one 64-wide block (a
short inner loop), each judged only if it reaches every op the chosen set reaches. Schedules: every priority
order of the partitions (at most 24) with TMA loads landing at once and as late as possible, plus
round robin both ways, and 16 seeded random interleavings (``model.random_schedules``: three of
four PCT's, random priorities changed at a few random steps, the fourth a random partition each
step; TMA loads land at random points) to reach the uneven progress that phase-parity aliasing
needs (``PASSLAB_PROTOCOL_INTERLEAVINGS`` sets how many; docs/protocol.md).
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, field

from passlab import settings
from passlab.checks.dataflow import IRIndex
from passlab.checks.protocol.events import Kind, Program
from passlab.checks.protocol.interpret import Interpreter, KernelArgs, Mutation
from passlab.checks.protocol.model import Outcome, Schedule, Simulation, random_schedules
from passlab.ir import Module, Operation

START_VALUE = 128
MAX_VALUE = 8192
EVENT_BUDGET = 1_200           # events per partition; a partition stops there (coverage note says so)
OP_BUDGET = 200_000            # ops interpreted per partition (loops with no events)
MAX_PERMUTATIONS = 24


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
    reached: frozenset = frozenset()           # lines of barrier/async ops that produced an event
    protocol_ops: frozenset = frozenset()      # lines of every barrier/async op in the partitions
    search_args: list[str] = field(default_factory=list)   # int args worth varying (not descriptor shapes)
    bound_args: list[str] = field(default_factory=list)    # int args that a loop bound or branch depends on
    sync_mma: bool = False                     # a tc_gen5_mma without is_async completes at issue
    memory_args: list[str] = field(default_factory=list)   # pointer args whose given contents were read from
    unread: list[str] = field(default_factory=list)        # pointer args loaded from with no contents given
    stop_loads: list[str] = field(default_factory=list)    # pointer args a stop's value was loaded from
    past_end: list[str] = field(default_factory=list)      # pointer args read past their given contents

    @property
    def needs_memory(self) -> list[str]:
        """Pointer arguments read without contents that a stop depends on: what ``--memory`` would give."""
        return [n for n in self.stop_loads if n in self.unread]

    @property
    def short_memory(self) -> list[str]:
        """Pointer arguments read past the contents given that a stop depends on."""
        return [n for n in self.stop_loads if n in self.past_end]
    variants: list["Exploration"] = field(default_factory=list)   # the other argument sets run (nothing found)

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
        ok = ok and _data_rings_reused(program)
    return ok, dict(sorted(fewest.items()))


def _data_rings_reused(program: Program) -> bool:
    """Each copy of a multi-buffered data ring that an async copy fills in a loop is filled at least
    twice: a ring guarded by a barrier with fewer slots (Gluon tutorial 05: two copies, one barrier
    waited right after the loads) is only judged once its copies are refilled."""
    writes: dict[str, Counter] = {}
    for e in program.events:
        if e.kind in (Kind.TMA_LOAD, Kind.COPY) and e.refs and e.refs[0].slot is not None and _in_loop(e.op):
            writes.setdefault(e.refs[0].buffer, Counter())[e.refs[0].slot] += 1
    return all(min(slots.values()) >= 2 for slots in writes.values() if len(slots) > 1)


def _in_loop(op: Operation) -> bool:
    if any(a.name in ("scf.for", "scf.while") for a in op.ancestors()):
        return True
    block = op.block
    return block is not None and len(block.parent.blocks) > 1 and block is not block.parent.blocks[0]


def schedules(n: int) -> list[Schedule]:
    orders = list(itertools.permutations(range(n)))[:MAX_PERMUTATIONS]
    out = [Schedule(order, eager) for order in orders for eager in (True, False)]
    out += [Schedule(tuple(range(n)), eager, round_robin=True) for eager in (True, False)]
    # seeded PCT interleavings: phase aliasing needs one partition far behind the others
    out += random_schedules(tuple(range(n)), settings.protocol_interleavings())
    return out


# Barrier and async ops whose reach the argument search maximizes.
PROTOCOL_OPS = ("ttng.wait_barrier", "ttng.arrive_barrier", "ttng.barrier_expect", "ttng.async_tma_copy_global_to_local",
                "ttng.async_tma_copy_local_to_global", "ttng.warp_group_dot", "ttg.async_copy_global_to_local",
                "ttng.tc_gen5_mma", "ttng.tc_gen5_mma_scaled", "ttng.tc_gen5_commit", "ttng.tmem_copy")
SEARCH_VALUES = (1, 2, 4)            # multiples of an argument's current value tried (1 means the value 1)
MAX_SEARCH_RUNS = 48                 # interpreter runs spent on the search, per snapshot


def _interpret(module, index, args, mutation, sync_mma: bool = False) -> Exploration:
    interp = Interpreter(module, index, args, mutation, max_ops=OP_BUDGET, max_events=EVENT_BUDGET, sync_mma=sync_mma)
    main, programs, ws = interp.run()
    if ws is None:
        return Exploration(None, sync_mma=sync_mma)
    covered, slots = _slot_coverage(programs)
    # a partition stopped by something other than the event budget (a phase or branch the model
    # cannot compute) has run only part of its code: not covered, whatever its slots show
    covered = covered and not any(p.truncated and p.budget != "events" for p in programs)
    reached = frozenset(e.op.line for p in [main] + programs for e in p.events
                        if e.op.name in PROTOCOL_OPS and e.kind is not Kind.SKIPPED)
    return Exploration(ws, main, programs, args, interp.int_args, [], covered, slots, reached, _protocol_ops(ws),
                       search_args=[n for n in interp.int_args if n not in interp.descriptor_args],
                       bound_args=bound_args(index, ws, interp.int_args), sync_mma=sync_mma,
                       memory_args=interp.memory_args, unread=interp.unread, stop_loads=interp.stop_loads,
                       past_end=interp.past_end)


def bound_args(index: IRIndex, ws: Operation, int_args: list[str]) -> list[str]:
    """The integer kernel arguments that a loop bound or a branch condition is computed from (host
    descriptor shapes included: Gluon tutorial 06's K loop runs to ``a_desc_1 / 128 - 2``). Loop-carried
    values are not followed: the slice is of what the host chooses, not of what the loop computes."""
    func = ws if ws.name == "tt.func" else next((a for a in ws.ancestors() if a.name == "tt.func"), None)
    if func is None:
        return []
    entry = func.regions[0].blocks[0]
    wanted = set(int_args)
    found: set[str] = set()
    seen: set[int] = set()
    work = []
    for op in func.walk():
        if op.name == "scf.for":
            work += [index.operand(op, i) for i in range(3)]
        elif op.name in ("cf.cond_br", "scf.if", "scf.condition"):
            work.append(index.operand(op, 0))
    while work:
        value = work.pop()
        if value is None or id(value) in seen:
            continue
        seen.add(id(value))
        owner = value.owner
        if isinstance(owner, Operation):
            work += [index.operand(owner, i) for i in range(len(owner.operands))]
        elif owner is entry and value.name in wanted:
            found.add(value.name)
        elif owner.parent is not None and owner.parent.parent is not None and \
                owner.parent.parent.name == "ttg.warp_specialize.partitions" and owner is owner.parent.blocks[0]:
            captures = owner.parent.parent.parent    # a partition's argument i is the WS op's operand i
            if captures is not None and value.index < len(captures.operands):
                work.append(index.operand(captures, value.index))
    return [n for n in int_args if n in found]


def _protocol_ops(ws: Operation) -> frozenset:
    """The barrier/async ops of the kernel: inside the WS op, and around it when the default warps
    run code before or after it (sm_100: the Q load, the epilogue's accumulator wait)."""
    func = next((a for a in ws.ancestors() if a.name == "tt.func"), ws)
    return frozenset(op.line for op in func.walk() if op.name in PROTOCOL_OPS)


LOOP_GOAL = 4          # iterations each loop that waits should run at once: a 3-deep ring reused inside it


def _loop_runs(ex: Exploration) -> int:
    """The fewest iterations that any loop holding a barrier wait ran in one go (capped at LOOP_GOAL):
    a ring slot reused within one run of its loop, not only across tiles of a persistent loop."""
    longest: dict[tuple[str, int], int] = {}
    for program in ex.programs:
        for e in program.events:
            if e.kind is Kind.WAIT and e.loops:
                key = (program.name, e.op.line)
                longest[key] = max(longest.get(key, 0), e.loops[-1] + 1)
    return min([min(n, LOOP_GOAL) for n in longest.values()] or [LOOP_GOAL])


def _score(ex: Exploration) -> tuple:
    """More ops reached first; then a run the event budget did not cut off; then every slot reused;
    then loops that wait running LOOP_GOAL iterations at once; then fewer events (cheaper runs)."""
    events = sum(len(p.events) for p in ex.programs)
    truncated = any(p.truncated for p in ex.programs)
    return (len(ex.reached), not truncated, ex.covered, _loop_runs(ex), -events)


def choose_args(module: Module, index: IRIndex, sync_mma: bool = False, memory: dict | None = None) -> Exploration:
    """The interpretation (without a mutation) whose integer arguments reach the most ops
    (``memory``: pointer arguments' contents, ``KernelArgs.memory``, the same in every trial)."""
    value = START_VALUE
    best: Exploration | None = None
    while True:
        current = _interpret(module, index, KernelArgs(value, memory=dict(memory or {})), None, sync_mma)
        if current.ws is None:
            return current
        truncated = any(p.truncated for p in current.programs)
        if best is None or not truncated:
            best = current
        if current.covered or value >= MAX_VALUE or truncated:
            break
        value *= 2
    # "covered" holds vacuously when a loop is never entered (a K loop whose trip count is K/BLOCK - 2
    # of a host descriptor's shape, which the search below leaves alone): go on doubling while that
    # reaches more ops
    # reaches more ops, or reuses every ring slot once it does (Gluon tutorial 06 reaches every op at
    # 512, where its K loop runs twice: one wait per slot)
    while (len(best.reached) < len(best.protocol_ops) or not best.covered) and value < MAX_VALUE:
        value *= 2
        trial = _interpret(module, index, KernelArgs(value, memory=dict(memory or {})), None, sync_mma)
        if any(p.truncated for p in trial.programs):
            break
        if _score(trial) > _score(best):
            best = trial
    runs, tried = 0, set()
    best, runs = _grow_outer(module, index, best, tried)
    improved = True
    while improved and runs < MAX_SEARCH_RUNS:
        improved = False
        for name in sorted(best.search_args):
            bare = name.lstrip("%")
            for factor in SEARCH_VALUES:
                if runs >= MAX_SEARCH_RUNS:
                    break
                current_value = best.args.value(name)
                trial_value = 1 if factor == 1 else current_value * factor
                named = {**best.args.named, bare: trial_value}
                key = tuple(sorted(named.items()))
                if trial_value == current_value or trial_value > MAX_VALUE * 4 or key in tried:
                    continue
                tried.add(key)
                trial = _interpret(module, index, KernelArgs(best.args.default, named, best.args.memory), None,
                                   best.sync_mma)
                runs += 1
                if _score(trial) > _score(best):
                    best, improved = trial, True
    return best


GROW_FACTORS = (2, 4, 8)


def _grow_outer(module, index, best: Exploration, tried: set) -> tuple[Exploration, int]:
    """Shrink one loop-bound argument and grow the others: a persistent kernel reuses its accumulator
    ring only when one program runs three tiles or more (M x N / tile > 2 x NUM_SMS), which one value
    for every argument reaches only with a K loop long enough to spend the event budget."""
    runs = 0
    if best.covered or len(best.bound_args) < 2:
        return best, runs
    for name in best.bound_args:
        for factor in GROW_FACTORS:
            named = dict(best.args.named)
            for other in best.bound_args:
                named[other.lstrip("%")] = max(best.args.value(other), best.args.default) * factor
            named[name.lstrip("%")] = START_VALUE
            key = tuple(sorted(named.items()))
            if key in tried:
                continue
            tried.add(key)
            trial = _interpret(module, index, KernelArgs(best.args.default, named, best.args.memory), None,
                               best.sync_mma)
            runs += 1
            if any(p.truncated for p in trial.programs):
                break
            if _score(trial) > _score(best):
                best = trial
                if best.covered:
                    return best, runs
    return best, runs


def explore(module: Module, index: IRIndex | None = None, mutation: Mutation | None = None,
            args: KernelArgs | None = None, first_schedules: int | None = None, sync_mma: bool = False,
            record: bool = False, memory: dict | None = None) -> Exploration:
    """Interpret with ``args`` (or the arguments ``choose_args`` finds), then run every schedule (or
    the first ``first_schedules``: a report draws one schedule the checks already explored).
    ``record`` keeps every event's clock in the outcomes (the mutation suite compares them)."""
    index = index or IRIndex(module)
    if args is None:
        best = choose_args(module, index, sync_mma, memory)
        if mutation is not None and best.ws is not None:
            best = _interpret(module, index, best.args, mutation, sync_mma)
    else:
        best = _interpret(module, index, args, mutation, sync_mma)
    if best.ws is None:
        return best
    best.outcomes = [Simulation(best.main, best.programs, s, record=record).run()
                     for s in schedules(len(best.programs))[:first_schedules]]
    if first_schedules is None and not _alarming(best.outcomes):
        for named in _variants(best):
            other = _judge_variant(module, index, best, named, mutation, record)
            if other is not None and _alarming(other.outcomes):
                return other
            if other is not None:
                best.variants.append(other)
    return best


ODD_STEP = 32      # a power-of-two size plus 32: one more tile of every block size >= 64 (ceil division)
SHORT_VALUE = 64   # one iteration of a loop over 64- or 128-wide blocks


def _alarming(outcomes: list[Outcome]) -> bool:
    return any(o.races or o.deadlock or o.tx_drift or o.clobbers or o.underflows for o in outcomes)


def _variants(best: Exploration) -> list[dict[str, int]]:
    """Other values of the loop-bound arguments, tried when the chosen ones show nothing:
    - one tile longer (+32): powers of two give even trip counts, under which a ring whose slots are
      relabelled consistently inside a loop (a swapped barrier view that one partition both commits
      and waits through) ends in the same phase as the correct one, and the code after the loop
      cannot tell;
    - one bound at a time as short as one 64-wide block: a long inner loop orders what a short one
      does not (Gluon tutorial 10: the loader's waits for the K ring's empty slots imply that the
      MMA partition is done with the C tile; with one K step nothing does)."""
    out = []
    odd = dict(best.args.named)
    for name in best.bound_args:
        value = best.args.value(name)
        if value >= 2 * ODD_STEP:
            odd[name.lstrip("%")] = value + ODD_STEP
    out.append(odd)
    for name in best.bound_args:
        if best.args.value(name) > SHORT_VALUE:
            out.append({**best.args.named, name.lstrip("%"): SHORT_VALUE})
    return [named for named in out if named != best.args.named]


def _judge_variant(module, index, best: Exploration, named: dict[str, int], mutation,
                   record: bool = False) -> Exploration | None:
    """The run with ``named`` under the priority-order schedules, or None when it is not comparable:
    cut off by the event budget, or reaching fewer barrier/async ops than the chosen arguments (a
    kernel written for K >= 2 tiles is not judged at K = 1 tile)."""
    other = _interpret(module, index, KernelArgs(best.args.default, named, best.args.memory), mutation,
                       best.sync_mma)
    if other.ws is None or any(p.truncated for p in other.programs) or not other.reached >= best.reached:
        return None
    n = len(other.programs)
    orders = sum(1 for s in schedules(n) if s.seed is None and not s.round_robin)
    other.outcomes = [Simulation(other.main, other.programs, s, record=record).run()
                      for s in schedules(n)[:orders]]
    return other
