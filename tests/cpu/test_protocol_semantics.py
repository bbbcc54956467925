"""The protocol model's small semantic pieces: integer wrapping, mbarrier phase parity, tx bytes,
and happens-before through a completed phase."""

from __future__ import annotations

from passlab.checks.protocol.events import Event, Kind, MemRef, Program
from passlab.checks.protocol.interpret import unsigned, wrap
from passlab.checks.protocol.model import BarrierState, Schedule, Simulation


class _Op:
    """Stands in for an Operation in hand-built event programs."""

    def __init__(self, line: int, name: str = "ttng.op"):
        self.line, self.name = line, name


BAR = MemRef("smem", 1024, 1032, "%bar", 1, 0, barrier=True)
SLOT = MemRef("smem", 0, 512, "%ring", 2, 0)


def _event(kind: Kind, line: int, value: int = 0, refs=(), bar=None) -> Event:
    return Event(kind, _Op(line), 0, tuple(refs), bar, value)


def test_integer_wrapping():
    assert wrap(-1, 1) == 1 and wrap(2, 1) == 0
    assert wrap(2**31, 32) == -(2**31)
    assert unsigned(-1, 32) == 2**32 - 1
    assert wrap(-(1 & 1), 32) == -1       # extsi i1 true -> -1, whose low bit is parity 1


def test_parity_wait_cannot_tell_phase_k_from_k_plus_2():
    state = BarrierState(BAR, count=1, pending=1)
    assert state.passes(1) and not state.passes(0)      # fresh barrier: "phase -1" (parity 1) done
    state.completed = 1
    assert state.passes(0) and not state.passes(1)
    state.completed = 3
    assert state.passes(0)                              # a waiter two phases behind passes too


def _run(producer: list[Event], consumer: list[Event], eager: bool = True):
    main = Program("main", [_event(Kind.INIT, 0, 1, bar=BAR)])
    programs = [Program("producer", producer), Program("consumer", consumer)]
    return Simulation(main, programs, Schedule((0, 1), eager)).run()


def test_tma_load_then_wait_orders_the_read():
    producer = [_event(Kind.EXPECT, 10, 512, bar=BAR), _event(Kind.TMA_LOAD, 11, 512, (SLOT,), BAR)]
    consumer = [_event(Kind.WAIT, 20, 0, bar=BAR), _event(Kind.READ, 21, refs=(SLOT,))]
    for eager in (True, False):
        outcome = _run(producer, consumer, eager)
        assert not outcome.races and not outcome.deadlock


def test_read_without_wait_races_and_short_expect_drifts():
    producer = [_event(Kind.EXPECT, 10, 256, bar=BAR), _event(Kind.TMA_LOAD, 11, 512, (SLOT,), BAR)]
    consumer = [_event(Kind.READ, 21, refs=(SLOT,))]
    outcome = _run(producer, consumer)
    assert outcome.races
    # 256 expected, 512 landed: tx-count goes to -256 and the phase never completes.
    stuck = _run(producer, [_event(Kind.WAIT, 20, 0, bar=BAR)])
    assert stuck.deadlock and stuck.deadlock[0].state.tx == -256


def _run_order(producer: list[Event], consumer: list[Event], priority: tuple[int, int]):
    main = Program("main", [_event(Kind.INIT, 0, 1, bar=BAR)])
    programs = [Program("producer", producer), Program("consumer", consumer)]
    return Simulation(main, programs, Schedule(priority, False), record=True).run()


def test_a_wait_that_blocks_is_held_and_a_second_wait_on_the_same_phase_is_neither_held_nor_ordering():
    # The mutation suite calls a wait redundant only when it never held its partition back and
    # never ordered anything new (passlab/checks/protocol/mutants.py): here the second wait is.
    producer = [_event(Kind.WRITE, 10, refs=(SLOT,)), _event(Kind.ARRIVE, 11, 1, bar=BAR)]
    consumer = [_event(Kind.WAIT, 20, 0, bar=BAR), _event(Kind.WAIT, 21, 0, bar=BAR),
                _event(Kind.READ, 22, refs=(SLOT,))]
    outcome = _run_order(producer, consumer, (1, 0))        # the consumer first: it reaches 20 too early
    lines = {i: e.op.line for i, (_, e) in enumerate(outcome.trail)}
    assert {lines[i] for i in outcome.held} == {20}
    assert {lines[i] for i in outcome.ordering} == {20}
    assert not outcome.races
    # the producer first: the first wait no longer blocks, but it still brings the write's clock
    outcome = _run_order(producer, consumer, (0, 1))
    lines = {i: e.op.line for i, (_, e) in enumerate(outcome.trail)}
    assert not outcome.held and {lines[i] for i in outcome.ordering} == {20}
    # when asked for, each event's knowledge is kept: the read knows the producer's two events
    # through the first wait, the very clock the wait left (shared, not copied)
    assert outcome.clocks[("consumer", 22, 0)]["producer"] == 2
    assert outcome.clocks[("consumer", 21, 0)] is outcome.clocks[("consumer", 22, 0)]


def test_a_read_before_any_write_of_its_bytes_is_uninitialized():
    # PROTO006: shared memory holds nothing of the kernel's until something writes it
    other = MemRef("smem", 512, 1024, "%ring", 2, 1)
    producer = [_event(Kind.WRITE, 10, refs=(SLOT,)), _event(Kind.ARRIVE, 11, 1, bar=BAR)]
    consumer = [_event(Kind.WAIT, 20, 0, bar=BAR), _event(Kind.READ, 21, refs=(SLOT,)), _event(Kind.READ, 22, refs=(other,))]
    outcome = _run(producer, consumer)
    assert [(who, e.op.line, ref.describe()) for who, e, ref in outcome.uninitialized] == [("consumer", 22, "%ring[1]")]
