"""Mutants of a WS snapshot's protocol, one changed op each, and whether the model kills them.

Kinds: delete a wait, an arrive or an expect; flip a wait's phase parity; halve an expect's bytes;
swap slots 0 and 1 of one dynamically indexed ``memdesc_index`` of a buffer of two slots or more (a
barrier or a data slot) in a partition; on sm_100, delete a ``tc_gen5_commit`` and drop one barrier from a ``tc_gen5_mma``'s
list (the commit folded into it). A kernel without ``ttg.warp_specialize`` that the model runs as
one partition (a Gluon kernel pipelined by hand) is mutated the same way. A mutant is killed when
the protocol model reports an error (PROTO001..PROTO003, PROTO005, PROTO006).
"""

from __future__ import annotations

from dataclasses import dataclass

from passlab.checks.context import StageIR
from passlab.checks.dataflow import IRIndex
from passlab.checks.findings import Severity
from passlab.checks.protocol.explore import Exploration, choose_args, explore
from passlab.checks.protocol.interpret import MMAS, KernelArgs, Mutation, operand_groups
from passlab.checks.protocol.report import stage_findings, unread_lines
from passlab.ir import Module, Operation

KINDS = ("delete-wait", "delete-arrive", "delete-expect", "phase", "halve", "swap", "delete-commit", "drop-mma-barrier")


@dataclass
class Mutant:
    kind: str                # one of KINDS
    mutation: Mutation
    op: Operation
    partition: str

    def describe(self) -> str:
        return f"{self.kind} {self.op.name} at line {self.op.line} ({self.partition})"


@dataclass
class Verdict:
    mutant: Mutant
    rules: tuple[str, ...]           # error rules reported
    equivalent: str = ""             # why the mutant cannot change any execution (shown, not assumed)
    note: str = ""                   # what a survivor is shown to be, short of equivalent
    warned: tuple[str, ...] = ()     # PROTO007 at a load the kernel itself reads (or leaves unread only where gated)

    @property
    def killed(self) -> bool:
        return bool(self.rules)

    @property
    def flagged(self) -> bool:
        """Killed, or a survivor with a PROTO007 at a load the kernel itself reads (a data view that
        names the other slot reads stale data, which no barrier rule can prove, and leaves the load
        of the slot it should have read unread). Counted apart from the kill rate (errors only)."""
        return self.killed or bool(self.warned)


def enumerate_mutants(module: Module, index: IRIndex | None = None) -> list[Mutant]:
    index = index or IRIndex(module)
    single = not index.ws_ops
    out = []
    for op in index.ops:
        region = index.ws_region(op) or ("kernel" if single else "")
        if not region:
            continue
        if op.name == "ttng.tc_gen5_commit":
            out.append(Mutant("delete-commit", Mutation("delete", op.line), op, region))
        elif op.name in MMAS:
            barriers = operand_groups(op)[(5 if op.name.endswith("_scaled") else 3) + 2:]
            out += [Mutant("drop-mma-barrier", Mutation("drop-barrier", op.line, i), op, region)
                    for i in range(len(barriers))]
        if op.name == "ttng.wait_barrier":
            out.append(Mutant("delete-wait", Mutation("delete", op.line), op, region))
            out.append(Mutant("phase", Mutation("phase", op.line), op, region))
        elif op.name == "ttng.arrive_barrier":
            out.append(Mutant("delete-arrive", Mutation("delete", op.line), op, region))
        elif op.name == "ttng.barrier_expect":
            out.append(Mutant("delete-expect", Mutation("delete", op.line), op, region))
            out.append(Mutant("halve", Mutation("halve", op.line), op, region))
        elif op.name == "ttg.memdesc_index" and len(op.operands) > 1 and index.const_int(op, op.operands[1]) is None \
                and _slots(index, op) != 1:
            out.append(Mutant("swap", Mutation("swap", op.line), op, region))
    return out


def _slots(index: IRIndex, op: Operation) -> int | None:
    """The leading dimension of the indexed buffer: a one-slot ring (sm_100's automatic WS gives its
    single-buffered channels a dynamic index that is always 0) has no slot 1 to swap with."""
    buffer = index.operand(op, 0)
    shape = buffer.type.shape if buffer is not None and buffer.type is not None else ()
    return shape[0] if shape else None


def judge(ir: StageIR, mutant: Mutant, args: KernelArgs | None = None,
          unread_before: frozenset = frozenset()) -> Verdict:
    """Run the model on the mutant with ``args`` (the unmutated snapshot's, so both see the same
    trip counts; found again when not given). ``unread_before``: the lines of the loads the kernel
    itself leaves unread (``report.unread_lines``, before PROTO007's gaps are applied); a mutant's
    PROTO007 elsewhere is ``warned``."""
    return _verdict(ir, mutant, explore(ir.module, ir.index, mutant.mutation, args), unread_before)


def _verdict(ir: StageIR, mutant: Mutant, exploration: Exploration, unread_before: frozenset) -> Verdict:
    found = list(stage_findings(ir, exploration))
    rules = sorted({f.rule for f in found if f.severity is Severity.ERROR})
    new = any(f.rule == "PROTO007" and f.line not in unread_before for f in found)
    return Verdict(mutant, tuple(rules), warned=("PROTO007",) if new else ())


# Why a surviving mutant is equivalent (Verdict.equivalent), never read off the mutant's verdict (a
# killed mutant marked so is a contradiction: a bug in the model); what mark_equivalent says each
# rests on. The first two are read off the kernel's own runs; FORCED also off the mutant's runs under
# the fixed schedules (its happens-before graph, not its findings), and is claimed for every mutant
# that touches the kernel's data, killed or not, so that a wrong claim shows as a contradiction.
REDUNDANT_WAIT = "a redundant wait: it never held its partition back nor ordered anything new"
UNOBSERVED_ARRIVE = "an unobserved arrive: no wait on its barrier runs after it"
FORCED = ("forced by happens-before: in the kernel and the mutant every barrier phase and the phase each wait "
          "passes on are fixed by happens-before, so every interleaving runs one graph (no hang), and the "
          "mutant's orders every pair of conflicting accesses as the kernel's")
# A survivor's note (Verdict.note), not an equivalence: the mutant cannot race on the fixed schedules
# and each read sees the write it sees in the kernel (orders_at_least, or orders_each_access), but
# waiting longer or on another phase may hang in an interleaving the model did not explore
# (tutorial 09's schedule-dependent swap deadlocks at sm_90), so it stays a survivor.
ORDERED = "race-free by construction on every fixed schedule (orders every access at least as the kernel)"
# Kinds whose mutant touches the same data with the same async completions as the kernel, so that
# comparing what each event knows is enough (a swapped data view reads other bytes; a deleted or
# dropped tcgen05 commit moves the end of the MMAs before it).
SAME_ACCESSES = ("delete-wait", "delete-arrive", "delete-expect", "phase", "halve")


@dataclass
class Equivalence:
    """What the unmutated kernel's own runs show about single ops, on every schedule and argument set
    the model explores (the chosen arguments and the variants it also tries)."""

    redundant_waits: set[int]      # waits that never found their phase incomplete nor joined a newer clock
    unobserved_arrives: set[int]   # arrives after which no wait on their barrier ever ran


def equivalences(exploration: Exploration) -> Equivalence | None:
    """Read off the unmutated exploration; None when a schedule's trail was cut short or deadlocked
    (the claims need every execution)."""
    from passlab.checks.protocol.events import Kind
    from passlab.checks.protocol.model import TRAIL_LIMIT
    if exploration.ws is None:
        return None
    waits, needed, arrives, observed = set(), set(), set(), set()
    for run in [exploration] + exploration.variants:
        for outcome in run.outcomes:
            if len(outcome.trail) >= TRAIL_LIMIT or outcome.deadlock:
                return None
            waited_after: set[tuple] = set()      # barriers waited on later in the trail
            for i in range(len(outcome.trail) - 1, -1, -1):
                _, event = outcome.trail[i]
                if event.kind is Kind.WAIT:
                    waits.add(event.op.line)
                    if i in outcome.held or i in outcome.ordering:
                        needed.add(event.op.line)
                    waited_after.add(event.bar.key)
                elif event.kind is Kind.ARRIVE:
                    arrives.add(event.op.line)
                    if event.bar.key in waited_after:
                        observed.add(event.op.line)
    return Equivalence(waits - needed, arrives - observed)


def _fixed_schedule_pairs(mutant: Exploration, original: Exploration) -> list[tuple] | None:
    """(kernel's run, its outcome, the mutant's outcome under the same fixed schedule) for every
    argument set and fixed schedule (random ones, with a seed, are not paired); None where the two
    did not run the same argument sets and schedules, which no comparison can then stand on."""
    runs = {tuple(sorted(run.args.named.items())): run for run in [mutant] + mutant.variants}
    pairs = []
    for run in [original] + original.variants:
        other = runs.get(tuple(sorted(run.args.named.items())))
        if other is None or len(other.outcomes) != len(run.outcomes):
            return None
        for mine, theirs in zip(run.outcomes, other.outcomes):
            if mine.schedule.seed is not None:
                continue
            if theirs.schedule != mine.schedule:
                return None
            pairs.append((run, mine, theirs))
    return pairs


def orders_at_least(mutant: Exploration, original: Exploration, deleted: int | None = None) -> bool:
    """Whether, under every fixed schedule (priority orders and round robin) of every argument set
    both ran, the mutant ran every event the kernel ran (but the ``deleted`` op's) knowing at least
    what the kernel knew there of every other partition and async agent. A partition's clock only
    grows at its waits, JOINs and run starts (``Outcome.clocks``), so every pair of accesses the
    kernel orders is then ordered in the mutant too, and the kernel is race-free on those schedules:
    the mutant waits longer or on later phases, never less. The deleted op's partition has taken
    one step fewer after each of its executions; its counts are compared shifted by that."""
    from bisect import bisect_right

    from passlab.checks.protocol.model import TRAIL_LIMIT
    pairs = _fixed_schedule_pairs(mutant, original)
    if not pairs:
        return False
    steps_of: dict[int, dict[str, list[int]]] = {}
    for run, mine, theirs in pairs:
        if id(run) not in steps_of:       # partition -> its step counts at the deleted op's executions
            steps_of[id(run)] = {program.name: done for program in [run.main] + run.programs
                                 if (done := [i + 1 for i, e in enumerate(program.events) if e.op.line == deleted])}
        steps = steps_of[id(run)]
        if theirs.deadlock or mine.clocks is None or theirs.clocks is None \
                or len(theirs.trail) >= TRAIL_LIMIT or len(mine.trail) >= TRAIL_LIMIT:
            return False
        for key, clock in mine.clocks.items():
            if key[1] == deleted:
                continue
            known = theirs.clocks.get(key)
            if known is None:
                return False
            for agent, tick in clock.items():
                if agent == key[0]:
                    continue          # its own steps: the same events either way
                if agent in steps:
                    tick -= bisect_right(steps[agent], tick)
                if known.get(agent, -1) < tick:
                    return False
    return True


def orders_each_access(mutant: Exploration, original: Exploration, deleted: int | None = None) -> bool:
    """Whether, under every fixed schedule of every argument set both ran, each pair of conflicting
    accesses the kernel made (same bytes or columns, one a write) is ordered the same way in the
    mutant, which itself races with nothing and clobbers no barrier. ``orders_at_least`` asks more:
    that every event knows at least what the kernel's knew of everyone; a mutant may know less about
    accesses it never conflicts with (Gluon 08's accumulator ring released with the other slot's
    barrier: the MMA of tile t + 2 learns of the epilogue's read of tile t, not t + 1, and only the
    read of tile t touches its columns). Each read then sees the same write as in the kernel. The
    ``deleted`` op's own accesses (a deleted wait's or arrive's barrier operation) are not compared."""
    pairs = _fixed_schedule_pairs(mutant, original)
    return bool(pairs) and all(
        not (theirs.deadlock or theirs.races or theirs.clobbers) and mine.accesses is not None
        and theirs.accesses is not None and _same_order(mine.accesses, theirs.accesses, deleted)
        for _, mine, theirs in pairs)


def _access_key(access) -> tuple:
    """An access named by what made it, the same in the kernel and a mutant that touches the same
    data: partition, op, execution, and the bytes (a barrier operation's barrier may be the swapped one)."""
    e = access.event
    where = () if access.barrier_op else (access.ref.key, access.ref.lanes)
    return (access.partition, e.op.line, e.occurrence, access.write, access.barrier_op, access.agent) + where


def _same_order(kernel: list, mutant: list, deleted: int | None) -> bool:
    """Every conflicting pair of ``kernel``'s accesses (the earlier one made first: a later-made
    access never happens before it) is ordered earlier-before-later in the kernel and in ``mutant``.
    Per byte range only the last access of each (partition, write, barrier op, tensor core, end
    agent) is compared with a newer one: its end point's epoch is at least every older one's of that
    agent (program order; a slot's TMA loads and a partition's commits count up), so a newer access
    that knows it knows them all."""
    from passlab.checks.protocol.race import happens_before
    seen: dict[tuple, int] = {}
    matched = {}
    for access in mutant:
        key = _access_key(access)
        seen[key] = seen.get(key, 0) + 1
        matched[key + (seen[key],)] = access
    seen.clear()
    ranges: dict[str, dict[tuple[int, int], dict[tuple, tuple]]] = {}
    for b in kernel:
        key = _access_key(b)
        seen[key] = seen.get(key, 0) + 1
        if b.event.op.line == deleted:
            continue
        b2 = matched.get(key + (seen[key],))
        if b2 is None:
            return False
        ref = b.ref
        buckets = ranges.setdefault(ref.space, {})
        for (lo, hi), latest in buckets.items():
            if lo >= ref.hi or ref.lo >= hi:
                continue
            for a, a2 in latest.values():
                if not a.ref.overlaps(ref) or not (a.write or b.write) or (a.barrier_op and b.barrier_op) \
                        or (a.agent is not None and a.agent == b.agent):
                    continue
                if not happens_before(a.end, b.start) or not happens_before(a2.end, b2.start):
                    return False
        group = (b.partition, b.write, b.barrier_op, b.agent, b.end[0] if b.end else None)
        buckets.setdefault((ref.lo, ref.hi), {})[group] = (b, b2)
    return True


def forced(exploration: Exploration) -> bool:
    """Whether the model saw every op of every partition (none cut short, left out, run under a
    predicate it could not compute, or reading or writing a place it could not compute) and, in
    every fixed-schedule run of every argument set, each barrier phase and the phase each wait
    passes on are forced by happens-before (``phases_forced``). Then every interleaving
    runs the same happens-before graph: the first event to differ would be a feed landing in another
    phase (it knows every feed of the phase before, so that phase is complete, and its own cannot
    complete without it) or a wait passing on another phase (the phase two before is known to it;
    a feed of the next one knows the wait, so cannot come first). A wait can then never block for
    good either: what it waits for comes after only what came before it in the run seen."""
    runs = [exploration] + exploration.variants
    if any(p.truncated or p.unknown or p.assumed or p.blind_writes or p.blind_reads
           for run in runs for p in [run.main] + run.programs if p is not None):
        return False        # the model did not see every barrier op and access of a partition
    outcomes = [o for run in runs for o in run.outcomes if o.schedule.seed is None]
    return bool(outcomes) and all(phases_forced(o) for o in outcomes)


def _no_more_unretired(mutant: Exploration, original: Exploration) -> bool:
    """No tcgen05 MMA or copy is left unknown-complete at the kernel's end (its TMEM deallocated
    under it, PROTO004) in the mutant that is not so in the kernel, on every fixed schedule."""
    def unretired(outcome) -> set:
        return {(w, e.op.line, e.occurrence) for w, e in outcome.unretired}

    pairs = _fixed_schedule_pairs(mutant, original)
    return pairs is not None and all(unretired(theirs) <= unretired(mine) for _, mine, theirs in pairs)


def phases_forced(outcome) -> bool:
    """The run finished (no deadlock, underflow, tx drift, unknown barrier, feed of no effect, cut-off
    trail), and, per barrier generation (an ``init_barrier`` starts one; the next init knows every
    use of the last): each feed of phase k (an arrive, an expect, a landed TMA load or tcgen05 commit) knows the
    generation's init and every feed of phase k - 1; each wait that passed on phase k knows the init
    and every feed of phase k - 1 (so it cannot pass on phase k - 2), and when phase k + 1 completed,
    one of its feeds knows the wait (so it cannot pass on phase k + 1)."""
    from passlab.checks.protocol.model import TRAIL_LIMIT

    def knows(clock, point) -> bool:
        return clock.get(point[0], 0) >= point[1]

    log = outcome.phases
    if log is None or log.uninitialized or log.idle_feed or outcome.deadlock or outcome.underflows or outcome.tx_drift \
            or len(outcome.trail) >= TRAIL_LIMIT:
        return False
    for (bar, gen, phase), feeds in log.feeds.items():
        init, after = log.inits.get((bar, gen)), log.inits.get((bar, gen + 1))
        before = log.feeds.get((bar, gen, phase - 1), []) if phase else []
        if init is None or phase and not before:
            return False
        for point, clock in feeds:
            if not knows(clock, init[0]) or not all(knows(clock, p) for p, _ in before) \
                    or after is not None and not knows(after[1], point):
                return False
    for bar, gen, phase, point, clock in log.waits:
        init, after = log.inits.get((bar, gen)), log.inits.get((bar, gen + 1))
        if init is None or not knows(clock, init[0]) or after is not None and not knows(after[1], point):
            return False
        if phase >= 1 and not all(knows(clock, p) for p, _ in log.feeds.get((bar, gen, phase - 1), [])):
            return False
        if (bar, gen, phase + 1) in log.completed and not any(knows(c, point) for _, c in log.feeds[(bar, gen, phase + 1)]):
            return False
    return True


def _barrier_view(op: Operation) -> bool:
    """A memdesc_index whose result is one mbarrier (``memdesc<1xi64>``): swapping it changes which
    barrier an op uses, never which data an access touches."""
    result = op.results[0].type if op.results else None
    return result is not None and result.shape == (1,) and result.element == "i64"


def run_mutants(ir: StageIR, args: KernelArgs | None = None) -> list[Verdict]:
    """Every mutant of ``ir`` judged with ``args`` (by default those the model picks for ``ir``;
    ``passlab check`` gives a later stage the first protocol stage's). Survivors shown unable to change
    an execution are marked equivalent (``mark_equivalent``); the others that are shown race-free on
    the fixed schedules get a note (``orders_at_least``, else ``orders_each_access``)."""
    args = args or choose_args(ir.module, ir.index).args
    original = explore(ir.module, ir.index, None, args, record=True)
    before = frozenset(unread_lines(original))
    kernel_forced = forced(original)
    verdicts = []
    for mutant in enumerate_mutants(ir.module, ir.index):
        same_data = mutant.kind in SAME_ACCESSES or mutant.kind == "swap" and _barrier_view(mutant.op)
        run = explore(ir.module, ir.index, mutant.mutation, args, record=same_data)
        verdict = _verdict(ir, mutant, run, before)
        verdicts.append(verdict)
        if not same_data:
            continue
        deleted = mutant.op.line if mutant.kind.startswith("delete") else None
        # claimed whatever the verdict, so that a killed mutant shown equivalent surfaces as a contradiction
        if kernel_forced and forced(run) and orders_each_access(run, original, deleted) \
                and _no_more_unretired(run, original):
            verdict.equivalent = FORCED
        elif not verdict.killed and (orders_at_least(run, original, deleted) or
                                     orders_each_access(run, original, deleted)):
            verdict.note = ORDERED
    mark_equivalent(verdicts, equivalences(original))
    return verdicts


def mark_equivalent(verdicts: list[Verdict], shown: Equivalence | None) -> None:
    """Mark the mutants that change no execution of the kernel, shown by its own runs:
    - a deleted wait that never held its partition back and never ordered anything the partition had
      not already seen: without it every interleaving and every happens-before edge stays as it was;
    - a deleted arrive after which no wait on its barrier runs: nothing reads the barrier again.
    Each claim covers the schedules and argument sets the model explores, as every verdict does."""
    if shown is None:
        return
    for v in verdicts:
        kind, line = v.mutant.kind, v.mutant.op.line
        if kind == "delete-wait" and line in shown.redundant_waits:
            v.equivalent = REDUNDANT_WAIT
        elif kind == "delete-arrive" and line in shown.unobserved_arrives:
            v.equivalent = UNOBSERVED_ARRIVE
