"""Turn explored schedules into findings: races (PROTO001), deadlocks (PROTO002), tx mismatches
(PROTO003) and a coverage note (PROTO000), each with a counterexample a kernel author can follow."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

from passlab.checks.context import StageIR, finding, source_location
from passlab.checks.findings import Finding
from passlab.checks.protocol.events import Event, Kind, Program
from passlab.checks.protocol.explore import Exploration
from passlab.checks.protocol.model import Outcome
from passlab.checks.protocol.race import Access

MAX_RACES = 3
TRACE_LENGTH = 12
BARRIER_KINDS = (Kind.WAIT, Kind.ARRIVE, Kind.EXPECT)


def where(event: Event) -> str:
    loc = source_location(event.op)
    src = f"{Path(loc.file).name}:{loc.line}" if loc else "no source line"
    return f"{src}, snapshot line {event.op.line}"


def step(partition: str, event: Event) -> str:
    return f"{partition} {event.iteration}: {event.describe()} ({where(event)})"


def stage_findings(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    yield from _tx_static(ir, ex)
    yield from _races(ir, ex)
    yield from _clobbers(ir, ex)
    yield from _deadlocks(ir, ex)
    yield from _tx_drift(ir, ex)
    yield _coverage(ir, ex)


# -- races -------------------------------------------------------------------------------------------
def _race_rank(pair: tuple[Access, Access]) -> tuple:
    a, b = pair
    return (a.partition == b.partition, a.write and b.write, a.event.op.line, b.event.op.line)


def _races(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    seen: dict[tuple, tuple[tuple[Access, Access], Outcome, int]] = {}
    for outcome in ex.outcomes:
        for pair in outcome.races:
            a, b = pair
            key = tuple(sorted((a.event.op.line, b.event.op.line))) + (a.ref.buffer, b.ref.buffer)
            if key not in seen:
                seen[key] = (pair, outcome, 0)
            seen[key] = (seen[key][0], seen[key][1], seen[key][2] + 1)
    ranked = sorted(seen.values(), key=lambda item: _race_rank(item[0]))
    if any(a.partition != b.partition for (a, b), _, _ in ranked):   # the cross-partition races explain the rest
        ranked = [item for item in ranked if item[0][0].partition != item[0][1].partition]
    for (a, b), outcome, schedules in ranked[:MAX_RACES]:
        first, second = (a, b)
        ref = second.ref if second.write else first.ref
        span = f"[{ref.lo}, {ref.hi})" + (" of shared memory" if ref.space == "smem" else f" of {ref.buffer}")
        alias = "" if a.ref.buffer == b.ref.buffer else f" (aliasing {a.ref.describe()} and {b.ref.describe()})"
        message = (f"race on {ref.describe()} {span}{alias}: {first.kind()} by {first.partition} "
                   f"({first.event.iteration}, line {first.event.op.line}) and {second.kind()} by "
                   f"{second.partition} ({second.event.iteration}, line {second.event.op.line}) are not ordered "
                   f"by any barrier phase")
        trace = _trace(outcome, [first, second])
        yield finding("PROTO001", ir, second.event.op, message, schedule=outcome.schedule.describe(ex.names),
                      schedules_showing=schedules, slot=ref.describe(),
                      partitions=f"{first.partition},{second.partition}",
                      first=step(first.partition, first.event), second=step(second.partition, second.event),
                      counterexample=trace)


def _trace(outcome: Outcome, accesses: list[Access]) -> list[str]:
    """What the involved partitions ran from the first access to the second: their barrier ops and
    their accesses to the slot, the first access always shown."""
    partitions = {acc.partition for acc in accesses}
    refs = [acc.ref for acc in accesses]
    targets = [acc.event for acc in accesses] + [acc.end_event for acc in accesses if acc.end_event]
    hits = [i for i, (_, event) in enumerate(outcome.trail) if any(event is t for t in targets)]
    first, last = (min(hits), max(hits)) if hits else (0, len(outcome.trail) - 1)
    picked = []
    for who, event in outcome.trail[first:last + 1]:
        if who not in partitions:
            continue
        touches = any(r.overlaps(x) for r in refs for x in event.refs)
        if touches or event.kind in BARRIER_KINDS or any(event is t for t in targets):
            picked.append(step(who, event))
    lines = [f"schedule: {outcome.schedule.describe(outcome.names)}"]
    if len(picked) > TRACE_LENGTH:
        head, tail = picked[:3], picked[-(TRACE_LENGTH - 3):]
        return lines + head + [f"... {len(picked) - len(head) - len(tail)} step(s)"] + tail
    return lines + picked


def _clobbers(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    seen = set()
    for outcome in ex.outcomes:
        for write, use, who in outcome.clobbers:
            key = (write.event.op.line, use.op.line)
            if key in seen:
                continue
            seen.add(key)
            yield finding("PROTO001", ir, use.op,
                          f"{use.describe()} in {who} ({use.iteration}) uses a barrier whose bytes were "
                          f"overwritten by {write.event.describe()} in {write.partition} ({write.event.iteration}, "
                          f"line {write.event.op.line}) without a new init_barrier",
                          schedule=outcome.schedule.describe(ex.names),
                          counterexample=[step(write.partition, write.event), step(who, use)])


# -- deadlocks and tx --------------------------------------------------------------------------------
def _deadlocks(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    stuck = [o for o in ex.outcomes if o.deadlock]
    if not stuck or any(p.truncated for p in ex.programs):
        return      # a partition cut short by the budget would look like a missing arrival
    outcome = stuck[0]
    blocked = outcome.deadlock
    head = blocked[0]
    lines = [f"schedule: {outcome.schedule.describe(ex.names)}"]
    for b in blocked:
        state = b.state.describe() if b.state is not None else "never initialized"
        lines.append(f"blocked: {step(b.partition, b.event)}; {state}")
    for b in blocked:
        ran = [step(who, e) for who, e in outcome.trail if who == b.partition][-3:]
        lines += [f"  before: {r}" for r in ran]
    finished = [n for n in ex.names if n not in {b.partition for b in blocked}]
    tail = f"; finished: {', '.join(finished)}" if finished else ""
    tx = [b for b in blocked if b.state is not None and b.state.tx]
    why = (f"; tx-count of {tx[0].state.ref.describe()} stays {tx[0].state.tx} bytes" if tx else "")
    yield finding("PROTO002", ir, head.event.op,
                  f"deadlock in {len(stuck)} of {len(ex.outcomes)} schedules: "
                  + ", ".join(f"{b.partition} waits on {b.event.bar.describe()} parity {b.event.value} "
                              f"({b.event.iteration})" for b in blocked) + tail + why,
                  blocked=",".join(b.partition for b in blocked), counterexample=lines)


def _tx_static(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    """Per partition, the TMA loads that signal an expected barrier before its next expect."""
    seen = set()
    for program in ex.programs:
        events = program.events
        for i, event in enumerate(events):
            if event.kind is not Kind.EXPECT or event.op.line in seen:
                continue
            loads = []
            for later in events[i + 1:]:
                if later.bar is not None and later.bar.key == event.bar.key:
                    if later.kind is Kind.TMA_LOAD:
                        loads.append(later)
                    elif later.kind in (Kind.EXPECT, Kind.WAIT, Kind.ARRIVE):
                        break
            else:
                if program.truncated:   # the event budget cut the partition off before this phase's next use
                    continue
            brought = sum(e.value for e in loads)
            if brought == event.value:
                continue
            seen.add(event.op.line)
            effect = ("the phase never completes" if brought < event.value else
                      "the phase completes before all the data has landed")
            yield finding("PROTO003", ir, event.op,
                          f"barrier_expect {event.value} bytes on {event.bar.describe()} in {program.name} "
                          f"({event.iteration}), but the {len(loads)} TMA load(s) that signal it before its next "
                          f"use bring {brought} bytes: {effect}", expected=event.value, brought=brought,
                          counterexample=[step(program.name, event)] + [step(program.name, e) for e in loads])


def _tx_drift(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    seen = set()
    for outcome in ex.outcomes:
        for drift in outcome.tx_drift:
            load = drift.load
            if load.event.op.line in seen:
                continue
            seen.add(load.event.op.line)
            yield finding("PROTO003", ir, load.event.op,
                          f"{load.event.describe()} by {load.partition} ({load.event.iteration}) was issued in "
                          f"phase {load.phase_at_issue} of {load.event.bar.describe()} but its bytes were counted in "
                          f"phase {drift.landed_in_phase}: the expect of its phase did not cover it",
                          schedule=outcome.schedule.describe(ex.names))


def _coverage(ir: StageIR, ex: Exploration) -> Finding:
    programs: list[Program] = ex.programs
    sizes = ", ".join(f"{p.name} {len(p.events)}" for p in programs)
    slots = sorted(set(ex.slot_waits.values()))
    waited = (f"each waited ring slot waited on {slots[0]}..{slots[-1]} times" if slots
              else "no ring slot waited on in a loop")
    gaps = [f"{p.name}: stopped: {p.truncated}" for p in programs if p.truncated]
    gaps += [f"{p.name}: not modelled: {', '.join(sorted(set(p.unknown))[:4])}" for p in programs if p.unknown]
    if not ex.covered:
        gaps.append("not every ring slot was reused twice within the event budget")
    reach = f"{len(ex.reached)} of {len(ex.protocol_ops)} barrier/async ops reached"
    unreached = ex.protocol_ops - ex.reached
    if unreached:
        gaps.append(f"never reached with these arguments: lines {', '.join(map(str, sorted(unreached)[:6]))}"
                    + (" ..." if len(unreached) > 6 else ""))
    message = (f"protocol model: {len(programs)} partitions ({sizes} events) with "
               f"{ex.args.describe(ex.arg_names) or 'no integer arguments'}; {reach}; {waited}; "
               f"{len(ex.outcomes)} schedules" + (f"; gaps: {'; '.join(gaps)}" if gaps else "; complete"))
    return finding("PROTO000", ir, ex.ws, message, covered=ex.covered, schedules=len(ex.outcomes))
