"""mbarrier semantics and a scheduler that interleaves the partitions' event programs.

A barrier slot (PTX ``mbarrier``, as Triton 3.6 lowers it for sm_90):
- ``init_barrier N``: pending arrivals N, tx-count 0, phase 0.
- ``arrive_barrier N``: one thread arrives with count N (``mbarrier.arrive ... , N`` predicated on
  one thread), so pending -= N.
- ``barrier_expect B``: ``mbarrier.arrive.expect_tx`` by one thread: tx-count += B, pending -= 1.
- a TMA load signalling the barrier: complete-tx of its bytes when the data has landed.
- the phase completes when pending reaches 0 and tx-count is 0; pending resets to N.
- ``wait_barrier P`` (``mbarrier.try_wait.parity``) passes once the phase of parity P has
  completed, i.e. while the current (incomplete) phase has parity != P. It cannot tell phase k
  from phase k+2: a waiter two phases behind passes, as the hardware does.

tcgen05 (sm_100): an MMA reads its operands and writes its accumulator from issue until the next
``tcgen05.commit`` of its partition lands; a commit arrives once on its barrier after every earlier
commit of the partition (they complete in issue order), so a wait that sees commit k sees every
MMA before it. An arrive with a count larger than the pending arrivals underflows (ConSan's
"Barrier arrive underflow").

Happens-before: the arrivals and tx completions of a phase happen before every wait that passes
because that phase completed. Schedules: a priority order over the partitions (the highest-priority
runnable partition runs until it blocks) and eager or lazy completion of TMA loads, round robin, or
seeded: PCT's random priorities changed at random steps (``Priorities``), or a uniform random walk.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from passlab.checks.protocol.events import Event, Kind, MemRef, Program
from passlab.checks.protocol.race import Access, AccessLog, Clock, join


@dataclass
class Schedule:
    priority: tuple[int, ...]           # partition indices, first runs first
    eager_async: bool                   # TMA loads land as soon as issued (else only when all block)
    round_robin: bool = False
    seed: int | None = None             # a seeded interleaving: PCT (depth > 0) or a random walk, loads landing at random
    depth: int = 0                      # with a seed: PCT, random priorities changed at depth - 1 random steps
    # PCT, on an outcome's copy: the priority order drawn (highest first), and (step, partition) of
    # each drop the run reached
    drawn: tuple[int, ...] = ()
    dropped: tuple[tuple[int, int], ...] = ()

    def describe(self, names: list[str]) -> str:
        order = " > ".join(names[i] for i in self.priority)
        how = "round robin" if self.round_robin else f"priority {order}"
        if self.seed is not None and self.depth:
            drawn = " > ".join(names[i] for i in self.drawn) or "drawn at random"
            drops = ", ".join(f"{names[i]} at step {step}" for step, i in self.dropped) or "not reached in this run"
            return (f"random priorities (PCT, seed {self.seed}): {drawn}, the partition about to run dropped below "
                    f"the others at {self.depth - 1} random step(s) ({drops}); TMA loads land at random points")
        if self.seed is not None:
            return f"random interleaving (seed {self.seed}), TMA loads land at random points"
        return f"{how}, TMA loads land {'at once' if self.eager_async else 'as late as possible'}"


# The seeded interleavings cycle through these PCT depths (1 to 3 priority changes); 0 is a uniform
# random walk, which keeps the fine-grained interleavings that PCT's long runs of one partition skip.
PCT_DEPTHS = (2, 3, 4, 0)


def random_schedules(partitions: tuple[int, ...], count: int) -> list[Schedule]:
    """The ``count`` seeded interleavings (``PASSLAB_PROTOCOL_INTERLEAVINGS``): seed s runs with depth
    ``PCT_DEPTHS[s % 4]``, three PCT runs to one random walk. A uniform random walk keeps the
    partitions close together (their lead grows like the square root of the steps) and phase
    aliasing needs one partition a whole ring behind: on the mutation suite 16 of these kill every
    mutant 64 random walks kill, and more (docs/protocol.md)."""
    return [Schedule(partitions, False, seed=seed, depth=PCT_DEPTHS[seed % len(PCT_DEPTHS)]) for seed in range(count)]


@dataclass
class Priorities:
    """PCT's scheduler state (Burckhardt, Kothari, Musuvathi, Nagarakatte, "A randomized scheduler
    with probabilistic guarantees of finding bugs", ASPLOS 2010): distinct random priorities, the
    highest-priority runnable partition runs, and at each of ``depth - 1`` random steps the partition
    about to run drops below every other (a later drop below an earlier one). For the order of the
    partitions alone, a hang that needs d ordering constraints between n partitions over k steps
    shows with probability at least 1 / (n k^(d - 1)) per run of depth >= d; when an in-flight load
    or tcgen05 commit lands is a separate coin (``_pct_step``), which the bound does not cover."""

    rank: list[int]                 # per partition; higher runs first
    drops: dict[int, int]           # step -> the rank the partition about to run drops to
    steps: int = 0
    drawn: tuple[int, ...] = ()     # the partitions by their first rank, highest first
    taken: list[tuple[int, int]] = field(default_factory=list)   # (step, partition) of each drop made

    @classmethod
    def draw(cls, rng: random.Random, partitions: int, depth: int, events: int) -> Priorities:
        rank = list(range(depth, depth + partitions))
        rng.shuffle(rank)
        points = sorted(rng.sample(range(max(1, events)), min(depth - 1, max(1, events))))
        drawn = tuple(sorted(range(partitions), key=rank.__getitem__, reverse=True))
        return cls(rank, {step: depth - 1 - j for j, step in enumerate(points)}, drawn=drawn)

    def pick(self, runnable: list[int]) -> int:
        i = max(runnable, key=self.rank.__getitem__)
        if self.steps in self.drops:
            self.rank[i] = self.drops[self.steps]
            self.taken.append((self.steps, i))
            i = max(runnable, key=self.rank.__getitem__)
        self.steps += 1
        return i


@dataclass
class BarrierState:
    ref: MemRef
    count: int
    pending: int
    tx: int = 0
    completed: int = 0
    clock: Clock = field(default_factory=dict)          # arrivals of the current phase
    last: Clock = field(default_factory=dict)           # clock of the last completed phase
    contributors: list[tuple[str, Event]] = field(default_factory=list)
    last_contributors: list[tuple[str, Event]] = field(default_factory=list)
    initialized: bool = True

    def passes(self, parity: int) -> bool:
        return (self.completed & 1) != parity

    def describe(self) -> str:
        return (f"{self.ref.describe()}: {self.completed} phase(s) completed (current parity "
                f"{self.completed & 1}), {self.pending} of {self.count} arrival(s) pending, tx-count {self.tx}")


@dataclass
class InFlight:
    """An async TMA load issued but not landed, or a tcgen05 commit whose arrival is pending."""

    agent: str
    clock: Clock
    event: Event
    partition: str
    phase_at_issue: int


@dataclass
class TxDrift:
    """A TMA load whose bytes were counted in another phase than the one its expect opened."""

    load: InFlight
    landed_in_phase: int


@dataclass
class Blocked:
    partition: str
    event: Event
    state: BarrierState | None
    at_fork: bool = False       # held before its next run of the WS op, which the default never starts

    def describe(self) -> str:
        e = self.event
        if self.at_fork:
            return f"{self.partition} waits for the next run of ttg.warp_specialize ({e.iteration})"
        if e.kind is Kind.WAIT:
            return f"{self.partition} waits on {e.bar.describe()} parity {e.value} ({e.iteration})"
        if e.kind is Kind.JOIN:
            return f"{self.partition} waits for every partition to finish run {e.value} of ttg.warp_specialize"
        return f"{self.partition} waits for the next run of ttg.warp_specialize ({e.iteration})"


@dataclass
class Underflow:
    """An arrive (or a tcgen05 commit's arrival) of more than the barrier's pending arrivals."""

    partition: str
    event: Event
    pending: int
    count: int
    state: str


@dataclass
class Outcome:
    schedule: Schedule
    races: list[tuple[Access, Access]]
    deadlock: list[Blocked]
    tx_drift: list[TxDrift]
    clobbers: list[tuple[Access, Event, str]]        # data write, later barrier op, partition
    steps: int
    trail: list[tuple[str, Event]]                  # (partition, event) in the order they ran
    barriers: dict[tuple, BarrierState]
    names: list[str]
    # trail index of a wait -> the (partition, event)s whose arrivals and landed bytes completed the
    # phase it passed on: its happens-before edges (absent when it passed on a fresh barrier)
    releases: dict[int, list[tuple[str, Event]]] = field(default_factory=dict)
    underflows: list[Underflow] = field(default_factory=list)
    # tcgen05 MMAs / copies no wait orders before the kernel's end (the TMEM dealloc at return)
    unretired: list[tuple[str, Event]] = field(default_factory=list)
    # Kept only when asked for (``record``: the mutation suite's equivalence claims):
    # trail indices of the waits that held their partition back (their phase had not completed when
    # the partition reached them), and of those that ordered something the partition had not seen:
    # a wait in neither set changed no interleaving and no happens-before edge;
    held: set[int] = field(default_factory=set)
    ordering: set[int] = field(default_factory=set)
    # (partition, op line, execution) -> what the partition knew of the others at that event: its
    # clock as of its last wait, JOIN or start of a run of the WS op (the only events that bring it
    # other partitions' knowledge; in between it counts its own steps). Shared, not copied, per event.
    clocks: dict[tuple[str, int, int], Clock] | None = None
    # reads (partition, event, the bytes) that ran before any write of those bytes had been issued:
    # every write of them comes later, so the read sees uninitialized memory (or races, PROTO001)
    uninitialized: list[tuple[str, Event, MemRef]] = field(default_factory=list)
    # TMA loads no read reached: (partition, load, its bytes, the write that replaced them or None
    # when the kernel ended first); a read anywhere in the bytes counts
    unread: list[tuple[str, Event, MemRef, tuple[str, Event] | None]] = field(default_factory=list)
    # Kept only when asked for (``record``): every access in the order the model made it, barrier
    # operations included (the mutation suite compares the order of each conflicting pair)
    accesses: list[Access] | None = None
    phases: PhaseLog | None = None


@dataclass
class PhaseLog:
    """Which event fed which barrier phase, and which phase each wait passed on, with what each knew
    (kept only when asked for: the mutation suite's equivalence claims). A point is (thread, epoch):
    an arrive's or a wait's partition and step, a landed TMA load's or tcgen05 commit's agent and epoch.
    Phases are counted per generation of a barrier (each ``init_barrier`` starts one)."""

    inits: dict[tuple, tuple[tuple[str, int], Clock]] = field(default_factory=dict)       # (bar, gen) -> point, clock
    feeds: dict[tuple, list[tuple[tuple[str, int], Clock]]] = field(default_factory=dict)  # (bar, gen, phase) -> ...
    completed: set[tuple] = field(default_factory=set)                                    # (bar, gen, phase)
    waits: list[tuple[tuple, int, int, tuple[str, int], Clock]] = field(default_factory=list)  # bar, gen, phase, point, clock
    uninitialized: bool = False         # a barrier used without an init the model saw
    idle_feed: bool = False             # an arrive of count 0 or a load of 0 bytes: a phase need not wait for it


TRAIL_LIMIT = 20000         # steps of a schedule kept for witnesses
# Events that read their refs (an MMA's and a tcgen05 copy's refs are their sources), and events that
# write them (an MMA's and a copy's destinations are their ``writes``).
READS = (Kind.READ, Kind.DOT, Kind.MMA, Kind.TMEM_COPY, Kind.TMA_STORE)
WRITES = (Kind.WRITE, Kind.TMA_LOAD, Kind.COPY)


class Simulation:
    def __init__(self, main: Program, programs: list[Program], schedule: Schedule, trail_limit: int = TRAIL_LIMIT,
                 record: bool = False):
        self.main = main
        self.programs = programs
        self.schedule = schedule
        self.names = [p.name for p in programs]
        self.barriers: dict[tuple, BarrierState] = {}
        self.log = AccessLog()
        self.clocks: dict[str, Clock] = {}
        self.pc = [0] * len(programs)
        self.in_flight: list[InFlight] = []
        self.dots: dict[str, list[tuple[Event, Clock, int]]] = {}
        self.stores: dict[str, list[tuple[Event, Clock, int]]] = {}
        # cp.async: copies issued since the last commit, then committed groups (oldest first)
        self.open_copies: dict[str, list[tuple[Event, Clock, int]]] = {}
        self.copy_groups: dict[str, list[list[tuple[Event, Clock, int]]]] = {}
        self.drift: list[TxDrift] = []
        self.clobbered: dict[tuple, Access] = {}
        self.clobbers: list[tuple[Access, Event, str]] = []
        self.trail: list[tuple[str, Event]] = []
        self.releases: dict[int, list[tuple[str, Event]]] = {}
        self.trail_limit = trail_limit
        self.agent_epochs: dict[str, int] = {}
        self.tc_commits: dict[str, int] = {}                 # tcgen05 commits issued, per partition
        self.tc_work: list[tuple[str, Event, tuple[str, int]]] = []   # MMA / copy, and where it ends
        self.forks: dict[int, Clock] = {}                    # run of the WS op -> default's clock at it
        self.run_of = [0] * len(programs)                    # which run of the WS op each partition is in
        self.underflows: list[Underflow] = []
        self.record = record                                 # keep held, ordering and event_clocks
        self.held: set[int] = set()                          # trail indices of waits that blocked
        self.ordering: set[int] = set()                      # ... and of waits that joined a newer clock
        self._blocked_at: set[tuple[int, int]] = set()       # (partition, pc) of a wait seen not passing
        self.event_clocks: dict[tuple[str, int, int], Clock] | None = {} if record else None
        self.accesses: list[Access] | None = [] if record else None
        self.phases: PhaseLog | None = PhaseLog() if record else None
        self.generation: dict[tuple, int] = {}               # barrier -> how many times it was initialized
        self._known: dict[str, Clock] = {}                   # each partition's clock as of its last acquire
        self.written: dict[str, set[tuple[int, int]]] = {}   # byte/column ranges some write was issued to
        self.uninitialized: list[tuple[str, Event, MemRef]] = []
        self.loaded: list[tuple[str, Event, MemRef]] = []    # TMA loads issued that no read has reached yet
        self.unread: list[tuple[str, Event, MemRef, tuple[str, Event] | None]] = []
        self.steps = 0

    # -- running -------------------------------------------------------------------------------
    def run(self) -> Outcome:
        self.clocks["main"] = {"main": 0}
        deadlock: list[Blocked] = []
        for event in self.main.events:
            held = self.record and event.kind is Kind.WAIT and not self._barrier(event.bar).passes(event.value)
            # the code before the WS op runs alone: what it waits for (a TMA load of Q on sm_100) lands first
            while event.kind is Kind.WAIT and not self._barrier(event.bar).passes(event.value) and self.in_flight:
                self._land(self.in_flight.pop(0))
            if event.kind is Kind.WAIT and not self._barrier(event.bar).passes(event.value):
                deadlock.append(Blocked("main", event, self._barrier(event.bar)))
                return Outcome(self.schedule, self.log.found, deadlock, self.drift, self.clobbers, self.steps,
                               self.trail, self.barriers, self.names, self.releases, self.underflows)
            self._step("main", event)
            if held and self.trail and self.trail[-1][1] is event:
                self.held.add(len(self.trail) - 1)
        for name in self.names:
            clock = dict(self.clocks["main"])
            clock[name] = 0
            self.clocks[name] = clock
        order = list(self.schedule.priority)
        rng = random.Random(self.schedule.seed) if self.schedule.seed is not None else None
        pct = Priorities.draw(rng, len(self.programs), self.schedule.depth, sum(len(p.events) for p in self.programs)) \
            if rng is not None and self.schedule.depth else None
        while True:
            if pct is not None:
                if self._pct_step(rng, pct):
                    continue
            elif rng is not None:
                if self._random_step(rng):
                    continue
            ran = False
            for i in order:
                while self._runnable(i):
                    self._advance(i)
                    ran = True
                    if self.schedule.round_robin:
                        break
                if ran and not self.schedule.round_robin:
                    break
            if ran:
                continue
            if self.in_flight:
                self._land(self.in_flight.pop(0))
                continue
            for i, program in enumerate(self.programs):
                if self.pc[i] < len(program.events):
                    event = program.events[self.pc[i]]
                    at_fork = not self._enter_run(i)
                    state = self.barriers.get(event.bar.key) if event.bar and not at_fork else None
                    deadlock.append(Blocked(self.names[i], event, state, at_fork))
            break
        for name in self.names:
            self._retire(name, self.dots, None, 0)
            self._retire(name, self.stores, None, 0)
            self._retire_copies(name, None, 0, include_open=True)
        end: Clock = {}
        for clock in self.clocks.values():
            join(end, clock)
        unretired = [(who, event) for who, event, done in self.tc_work if end.get(done[0], 0) < done[1]]
        unread = self.unread + [(who, event, ref, None) for who, event, ref in self.loaded]
        schedule = self.schedule if pct is None else replace(self.schedule, drawn=pct.drawn, dropped=tuple(pct.taken))
        return Outcome(schedule, self.log.found, deadlock, self.drift, self.clobbers, self.steps, self.trail,
                       self.barriers, self.names, self.releases, self.underflows, unretired, self.held, self.ordering,
                       self.event_clocks, self.uninitialized, unread, self.accesses, self.phases)

    def _pct_step(self, rng: random.Random, pct: Priorities) -> bool:
        """One step of a PCT interleaving: the highest-priority runnable partition's next event, or
        (with probability 1/2, and always when none can run) a random in-flight load landing."""
        runnable = [i for i in range(len(self.programs)) if self._runnable(i)]
        if self.in_flight and (not runnable or rng.random() < 0.5):
            self._land(self._take(rng.randrange(len(self.in_flight))))
            return True
        if not runnable:
            return False
        self._advance(pct.pick(runnable))
        return True

    def _random_step(self, rng: random.Random) -> bool:
        """One step of a random interleaving: a runnable partition's next event, or a load landing."""
        runnable = [i for i in range(len(self.programs)) if self._runnable(i)]
        choices = len(runnable) + (1 if self.in_flight else 0)
        if not choices:
            return False
        pick = rng.randrange(choices)
        if pick == len(runnable):
            self._land(self._take(rng.randrange(len(self.in_flight))))
            return True
        self._advance(runnable[pick])
        return True

    def _advance(self, i: int) -> None:
        """Run partition ``i``'s next event; a wait seen not passing before is recorded as held."""
        event = self.programs[i].events[self.pc[i]]
        self.pc[i] += 1
        traced = len(self.trail)
        self._step(self.names[i], event)
        if self.record and (i, self.pc[i] - 1) in self._blocked_at and len(self.trail) > traced:
            self.held.add(len(self.trail) - 1)

    def _take(self, i: int) -> InFlight:
        """In-flight item ``i``; for a tcgen05 commit, the oldest of its partition instead (in order)."""
        agent = self.in_flight[i].agent
        if agent.startswith("tc:"):
            i = next(j for j, item in enumerate(self.in_flight) if item.agent == agent)
        return self.in_flight.pop(i)

    def _runnable(self, i: int) -> bool:
        program = self.programs[i]
        if self.pc[i] >= len(program.events) or not self._enter_run(i):
            return False
        event = program.events[self.pc[i]]
        if event.kind is Kind.WAIT:
            passes = self._barrier(event.bar).passes(event.value)
            if not passes and self.record:
                self._blocked_at.add((i, self.pc[i]))
            return passes
        if event.kind is Kind.JOIN:
            return all(self.pc[j] >= p.ends.get(event.value, 0) for j, p in enumerate(self.programs) if j != i)
        return True

    def _enter_run(self, i: int) -> bool:
        """Whether partition ``i`` may go on: a later run of the WS op starts at the default's FORK,
        whose clock the partition then joins."""
        program = self.programs[i]
        while True:
            k = self.run_of[i] + 1
            start = program.starts.get(k)
            if start is None or self.pc[i] < start:
                return True
            if k not in self.forks:
                return False
            join(self.clocks[self.names[i]], self.forks[k])
            self._known.pop(self.names[i], None)
            self.run_of[i] = k

    def _barrier(self, ref: MemRef) -> BarrierState:
        state = self.barriers.get(ref.key)
        if state is None:      # used without an init the model saw: one arrival per phase
            state = self.barriers[ref.key] = BarrierState(ref, 1, 1, initialized=False)
            if self.phases is not None:
                self.phases.uninitialized = True
        return state

    # -- one event -----------------------------------------------------------------------------
    def _step(self, who: str, event: Event) -> None:
        self.steps += 1
        clock = self.clocks[who]
        clock[who] = clock.get(who, 0) + 1
        traced = len(self.trail) < self.trail_limit
        if traced:
            self.trail.append((who, event))
        kind = event.kind
        self._initialized(who, event)
        if event.bar is not None and kind is not Kind.TMA_LOAD:
            self._barrier_access(who, event, write=kind is Kind.INIT)
        if kind is Kind.INIT:
            self.barriers[event.bar.key] = BarrierState(event.bar, event.value, event.value)
            gen = self.generation[event.bar.key] = self.generation.get(event.bar.key, 0) + 1
            if self.phases is not None:
                self.phases.inits[(event.bar.key, gen)] = ((who, clock[who]), dict(clock))
        elif kind is Kind.WAIT:
            state = self._barrier(event.bar)
            if self.phases is not None:
                self.phases.waits.append((event.bar.key, self.generation.get(event.bar.key, 0), state.completed - 1,
                                          (who, clock[who]), dict(clock)))
            if state.completed:
                if self.record and traced and any(clock.get(agent, -1) < tick for agent, tick in state.last.items()):
                    self.ordering.add(len(self.trail) - 1)
                join(clock, state.last)
                if traced:      # last_contributors is replaced, never changed, when a phase completes
                    self.releases[len(self.trail) - 1] = state.last_contributors
        elif kind is Kind.ARRIVE:
            self._arrive(who, event, event.value)
        elif kind is Kind.EXPECT:
            self._barrier(event.bar).tx += event.value
            self._arrive(who, event, 1)
        elif kind is Kind.TMA_LOAD:
            self._issue(who, event)
        elif kind in (Kind.READ, Kind.WRITE):
            for ref in event.refs:
                self._access(Access(ref, kind is Kind.WRITE, who, event, dict(clock), (who, clock[who])))
        elif kind is Kind.DOT:
            self.dots.setdefault(who, []).append((event, dict(clock), clock[who]))
        elif kind is Kind.DOT_WAIT:
            self._retire(who, self.dots, event, event.value)
        elif kind is Kind.TMA_STORE:
            self.stores.setdefault(who, []).append((event, dict(clock), clock[who]))
        elif kind is Kind.STORE_WAIT:
            self._retire(who, self.stores, event, event.value)
        elif kind is Kind.COPY:
            self.open_copies.setdefault(who, []).append((event, dict(clock), clock[who]))
        elif kind is Kind.COMMIT:
            self.copy_groups.setdefault(who, []).append(self.open_copies.pop(who, []))
        elif kind is Kind.COPY_WAIT:
            self._retire_copies(who, event, event.value)
        elif kind in (Kind.MMA, Kind.TMEM_COPY):
            agent = f"tc:{who}"
            done = (agent, self.tc_commits.get(who, 0) + 1)
            start = dict(clock)
            for ref in event.refs:
                self._access(Access(ref, False, who, event, start, done, agent=agent))
            for ref in event.writes:
                self._access(Access(ref, True, who, event, start, done, agent=agent))
            self.tc_work.append((who, event, done))
        elif kind is Kind.TC_COMMIT:
            n = self.tc_commits[who] = self.tc_commits.get(who, 0) + 1
            agent = f"tc:{who}"
            arrival = InFlight(agent, {**clock, agent: n}, event, who, self._barrier(event.bar).completed)
            if self.schedule.eager_async:
                self._land(arrival)
            else:
                self.in_flight.append(arrival)
        elif kind is Kind.FORK:
            self.forks[event.value] = dict(clock)
        elif kind is Kind.JOIN:
            for name in self.names:
                if name != who:
                    join(clock, self.clocks[name])
        if self.event_clocks is not None:
            if kind in (Kind.WAIT, Kind.JOIN):
                self._known.pop(who, None)
            known = self._known.get(who)
            if known is None:
                known = self._known[who] = dict(clock)
            self.event_clocks[(who, event.op.line, event.occurrence)] = known

    def _initialized(self, who: str, event: Event) -> None:
        """Track which bytes some write was issued to, and note a read of bytes none was: shared and
        tensor memory start undefined in every launch, so such a read sees no data of this kernel's."""
        kind = event.kind
        if kind in READS:
            for ref in event.refs:
                if not any(lo < ref.hi and ref.lo < hi for lo, hi in self.written.get(ref.space, ())):
                    self.uninitialized.append((who, event, ref))
        for ref in (event.refs if kind in WRITES or kind is Kind.SKIPPED else event.writes):
            self.written.setdefault(ref.space, set()).add((ref.lo, ref.hi))
        self._consumed(who, event)

    def _consumed(self, who: str, event: Event) -> None:
        """Follow each TMA load until a read reaches its bytes (PROTO007): one that a later write
        replaces first, or that is still unread when the kernel ends, brought data nobody used."""
        kind = event.kind
        if self.loaded and kind in READS:
            self.loaded = [(w, e, r) for w, e, r in self.loaded if not any(r.overlaps(ref) for ref in event.refs)]
        written = event.refs if kind in WRITES else event.writes     # a write predicated off replaces nothing
        if self.loaded and written:
            kept = []
            for w, e, r in self.loaded:
                if any(r.overlaps(ref) for ref in written):
                    self.unread.append((w, e, r, (who, event)))
                else:
                    kept.append((w, e, r))
            self.loaded = kept
        if kind is Kind.TMA_LOAD:
            self.loaded += [(who, event, ref) for ref in event.refs]

    def _arrive(self, who: str, event: Event, count: int, clock: Clock | None = None) -> None:
        state = self._barrier(event.bar)
        if clock is None:
            self._fed(state, (who, self.clocks[who][who]), self.clocks[who], count)
        else:       # a tcgen05 commit landing: its point is the partition's tensor core at that commit
            self._fed(state, (f"tc:{who}", clock[f"tc:{who}"]), clock, count)
        join(state.clock, self.clocks[who] if clock is None else clock)
        state.contributors.append((who, event))
        if state.initialized and count > state.pending:
            self.underflows.append(Underflow(who, event, state.pending, count, state.describe()))
        state.pending -= count
        self._maybe_complete(state)

    def _fed(self, state: BarrierState, point: tuple[str, int], clock: Clock, effect: int) -> None:
        if self.phases is not None:
            self.phases.idle_feed = self.phases.idle_feed or not effect
            key = (state.ref.key, self.generation.get(state.ref.key, 0), state.completed)
            self.phases.feeds.setdefault(key, []).append((point, dict(clock)))

    def _maybe_complete(self, state: BarrierState) -> None:
        if state.pending <= 0 and state.tx == 0:
            if self.phases is not None:
                self.phases.completed.add((state.ref.key, self.generation.get(state.ref.key, 0), state.completed))
            state.completed += 1
            state.last, state.clock = state.clock, {}
            state.last_contributors, state.contributors = state.contributors, []
            state.pending = state.count

    def _issue(self, who: str, event: Event) -> None:
        # One async agent per (issuer, destination slot), its epoch counting the loads into that slot:
        # clocks stay small. Observing load k then also shows load k-1 of the slot as landed, which
        # only hides something when k-1 and k overlap, and that write-write race is reported itself.
        dst = event.refs[0]
        agent = f"tma:{who}:{dst.space}:{dst.lo}"
        epoch = self.agent_epochs.get(agent, 0) + 1
        self.agent_epochs[agent] = epoch
        start = dict(self.clocks[who])
        clock = dict(start)
        clock[agent] = epoch
        load = InFlight(agent, clock, event, who, self._barrier(event.bar).completed)
        self._access(Access(dst, True, who, event, start, (agent, epoch)))
        if self.schedule.eager_async:
            self._land(load)
        else:
            self.in_flight.append(load)

    def _land(self, load: InFlight) -> None:
        if load.event.kind is Kind.TC_COMMIT:
            self._arrive(load.partition, load.event, 1, load.clock)
            return
        state = self._barrier(load.event.bar)
        if state.completed != load.phase_at_issue:
            self.drift.append(TxDrift(load, state.completed))
        self._fed(state, (load.agent, load.clock[load.agent]), load.clock, load.event.value)
        state.tx -= load.event.value
        join(state.clock, load.clock)
        state.contributors.append((load.partition, load.event))
        self._maybe_complete(state)

    def _retire(self, who: str, queues: dict, by: Event | None, keep: int) -> None:
        queue = queues.get(who, [])
        while len(queue) > keep:
            event, start, _ = queue.pop(0)
            end = (who, self.clocks[who][who]) if by is not None else None
            for ref in event.refs:
                self._access(Access(ref, False, who, event, start, end, end_event=by))

    def _retire_copies(self, who: str, by: Event | None, keep: int, include_open: bool = False) -> None:
        """cp.async groups beyond the newest ``keep`` land: each copy wrote its ref from its issue
        until this wait (``by``), or without end when the partition never waited for it."""
        groups = self.copy_groups.get(who, [])
        if include_open and self.open_copies.get(who):
            groups.append(self.open_copies.pop(who))
        end = (who, self.clocks[who][who]) if by is not None else None
        while len(groups) > keep:
            for event, start, _ in groups.pop(0):
                for ref in event.refs:
                    self._access(Access(ref, True, who, event, start, end, end_event=by))

    def _access(self, access: Access) -> None:
        self.log.add(access)
        if self.accesses is not None:
            self.accesses.append(access)
        if access.write and not access.barrier_op:
            for key, state in self.barriers.items():
                if state.ref.overlaps(access.ref):
                    self.clobbered[key] = access

    def _barrier_access(self, who: str, event: Event, write: bool) -> None:
        clock = self.clocks[who]
        access = Access(event.bar, write, who, event, dict(clock), (who, clock[who]), barrier_op=True)
        if write:
            self.clobbered.pop(event.bar.key, None)
        elif event.bar.key in self.clobbered:
            self.clobbers.append((self.clobbered.pop(event.bar.key), event, who))
        self.log.add(access)
        if self.accesses is not None:
            self.accesses.append(access)
