"""Turn explored schedules into findings: races (PROTO001), deadlocks (PROTO002), tx mismatches
(PROTO003), tcgen05 work never retired (PROTO004), arrive underflows (PROTO005), reads of memory no
write reached (PROTO006) and a coverage note
(PROTO000), each with a counterexample a kernel author can follow."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Iterator

from passlab.checks.context import StageIR, finding, source_location
from passlab.checks.findings import Finding, Severity
from passlab.checks.protocol.events import Event, Kind, Program
from passlab.checks.protocol.explore import Exploration
from passlab.checks.protocol.model import Blocked, Outcome
from passlab.checks.protocol.race import Access

MAX_RACES = 3
TRACE_LENGTH = 12
WITNESS_LENGTH = 24       # steps of a structured witness (details["witness"]): the report draws them
TRACE_HEAD = 3            # steps kept from the start of a shortened counterexample
DEADLOCK_CONTEXT = 3      # steps each blocked partition ran before it blocked
BARRIER_KINDS = (Kind.WAIT, Kind.ARRIVE, Kind.EXPECT)


def source(event: Event) -> str | None:
    """``matmul_hopper.py:41``: the kernel line of the event's op, when the snapshot names one."""
    loc = source_location(event.op)
    return f"{Path(loc.file).name}:{loc.line}" if loc else None


def where(event: Event) -> str:
    return f"{source(event) or 'no source line'}, snapshot line {event.op.line}"


def step(partition: str, event: Event) -> str:
    return f"{partition} {event.iteration}: {event.describe()} ({where(event)})"


def stage_findings(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    for found in (_tx_static(ir, ex), _races(ir, ex), _clobbers(ir, ex), _deadlocks(ir, ex), _tx_drift(ir, ex),
                  _underflows(ir, ex), _unretired(ir, ex), _uninitialized(ir, ex), _unread(ir, ex)):
        for f in found:
            unsure = unproven(ex, f.rule) if f.severity is Severity.ERROR else None
            if unsure:
                f = replace(f, severity=Severity.WARNING, message=f"{f.message} (not proven: {unsure}; see PROTO000)",
                            details=tuple(sorted(dict(f.details, not_proven=unsure).items())))
            yield f
    yield _coverage(ir, ex)


def unproven(ex: Exploration, rule: str) -> str | None:
    """Why an error of ``rule`` from this run is not proven, or None.

    An op ran under a predicate the interpreter does not compute, taken as true, though on the GPU it
    may not run; or an op whose effect it does not model was left out. A wait taken as run can only
    add ordering (hiding a race, never making one) or block (a hang the GPU may not have): when every
    assumed op is a wait, only deadlocks are unproven. An assumed arrive, expect, load or MMA, or an
    op left out, shifts barrier phases, so any error may rest on it."""
    programs = [p for p in [ex.main, *ex.programs] if p is not None]
    assumed = sorted({a for p in programs for a in p.assumed})
    unknown = sorted({u for p in programs for u in p.unknown})
    only_waits = all(a.startswith("ttng.wait_barrier ") for a in assumed)
    why = []
    if assumed and (rule == "PROTO002" or not only_waits):
        why.append(f"{len(assumed)} op{'s' if len(assumed) > 1 else ''} ran under a predicate not computed, taken "
                   f"as true ({', '.join(assumed[:3])}{' ...' if len(assumed) > 3 else ''})")
    if unknown:
        why.append(f"not modelled: {', '.join(unknown[:3])}{' ...' if len(unknown) > 3 else ''}")
    return "; ".join(why) or None


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
        if ref.tensor_memory:
            span = f"columns [{ref.lo}, {ref.hi})" + (" of tensor memory" if ref.space == "tmem" else f" of {ref.buffer}")
        else:
            span = f"[{ref.lo}, {ref.hi})" + (" of shared memory" if ref.space == "smem" else f" of {ref.buffer}")
        alias = "" if a.ref.buffer == b.ref.buffer else f" (aliasing {a.ref.describe()} and {b.ref.describe()})"
        message = (f"race on {ref.describe()} {span}{alias}: {first.kind()} by {first.partition} "
                   f"({first.event.iteration}, line {first.event.op.line}) and {second.kind()} by "
                   f"{second.partition} ({second.event.iteration}, line {second.event.op.line}) are not ordered "
                   f"by any barrier phase")
        involved, racing = _involved(outcome, [first, second])
        yield finding("PROTO001", ir, second.event.op, message, schedule=outcome.schedule.describe(ex.names),
                      schedules_showing=schedules, slot=ref.describe(),
                      partitions=f"{first.partition},{second.partition}",
                      first=step(first.partition, first.event), second=step(second.partition, second.event),
                      counterexample=_trace(outcome, _shorten(involved, TRACE_LENGTH, racing)),
                      witness=witness(outcome, _shorten(involved, WITNESS_LENGTH, racing),
                                      racing=(first.event, second.event)))


def _involved(outcome: Outcome, accesses: list[Access]) -> tuple[list[int], set[int]]:
    """What the involved partitions ran from the first access to the second (trail indices): their
    barrier ops and their accesses to the slot; and the indices of the accesses themselves."""
    partitions = {acc.partition for acc in accesses}
    refs = [acc.ref for acc in accesses]
    targets = [acc.event for acc in accesses] + [acc.end_event for acc in accesses if acc.end_event]
    hits = [i for i, (_, event) in enumerate(outcome.trail) if any(event is t for t in targets)]
    racing = {i for i in hits if any(outcome.trail[i][1] is acc.event for acc in accesses)}
    first, last = (min(hits), max(hits)) if hits else (0, len(outcome.trail) - 1)
    picked = []
    for i in range(first, last + 1):
        who, event = outcome.trail[i]
        if who not in partitions:
            continue
        touches = any(r.overlaps(x) for r in refs for x in event.refs)
        if touches or event.kind in BARRIER_KINDS or any(event is t for t in targets):
            picked.append(i)
    return picked, racing


def _shorten(indices: list[int], limit: int, keep: set[int]) -> list[tuple[int, int]]:
    """The first TRACE_HEAD and the last steps of ``indices`` up to ``limit``, and every one in ``keep``;
    each with how many steps were left out just before it."""
    tail = len(indices) - (limit - TRACE_HEAD) if len(indices) > limit else 0
    out, skipped = [], 0
    for n, i in enumerate(indices):
        if n < TRACE_HEAD or n >= tail or i in keep:
            out.append((i, skipped))
            skipped = 0
        else:
            skipped += 1
    return out


def _trace(outcome: Outcome, picked: list[tuple[int, int]]) -> list[str]:
    lines = [f"schedule: {outcome.schedule.describe(outcome.names)}"]
    for i, skipped in picked:
        if skipped:
            lines.append(f"... {skipped} step(s)")
        lines.append(step(*outcome.trail[i]))
    return lines


def witness(outcome: Outcome, picked: list[tuple[int, int]], racing: tuple[Event, ...] = ()) -> list[dict]:
    """The counterexample as data (JSON-able, drawn by the report): one step per picked trail entry
    (trail index, steps left out before it). ``released_by`` lists the earlier steps whose arrivals
    completed the barrier phase a wait passed on, as the model recorded them."""
    position: dict[int, int] = {}
    steps = []
    for i, skipped in picked:
        who, event = outcome.trail[i]
        released = [position[id(e)] for _, e in outcome.releases.get(i, ()) if id(e) in position]
        position[id(event)] = len(steps)
        steps.append(witness_step(who, event, racing=any(event is r for r in racing), skipped=skipped,
                                  released_by=released))
    return steps


def witness_step(partition: str, event: Event, racing: bool = False, blocked: bool = False, skipped: int = 0,
                 released_by: list[int] | None = None) -> dict:
    bar = event.bar
    slot = bar.slot if bar is not None else (event.refs[0].slot if event.refs else None)
    return {"partition": partition, "iteration": event.iteration, "loops": list(event.loops),
            "kind": event.kind.value, "op": event.op.name, "line": event.op.line, "source": source(event),
            "barrier": bar.describe().removeprefix("barrier ") if bar is not None else None, "slot": slot,
            "refs": [r.describe() for r in event.refs + event.writes if not r.barrier], "value": event.value,
            "text": event.describe(), "racing": racing, "blocked": blocked, "skipped_before": skipped,
            "released_by": released_by or []}


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
                          counterexample=[step(write.partition, write.event), step(who, use)],
                          witness=[witness_step(write.partition, write.event, racing=True),
                                   witness_step(who, use, racing=True)])


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
        state = ((b.state.describe() if b.state is not None else "never initialized") if b.event.bar and not b.at_fork
                 else b.describe())
        lines.append(f"blocked: {step(b.partition, b.event)}; {state}")
    before = _before_blocking(outcome, blocked)
    for b in blocked:
        lines += [f"  before: {step(*outcome.trail[i])}" for i in before if outcome.trail[i][0] == b.partition]
    if any(b.partition == "main" for b in blocked):     # the code before the WS op: no partition started
        tail = "; no partition started: the default warps never reached the warp_specialize op"
    else:
        finished = [n for n in ex.names if n not in {b.partition for b in blocked}]
        tail = f"; finished: {', '.join(finished)}" if finished else ""
    tx = [b for b in blocked if b.state is not None and b.state.tx]
    why = (f"; tx-count of {tx[0].state.ref.describe()} stays {tx[0].state.tx} bytes" if tx else "")
    overtaken = [o for o in (_overtaken(b, ex) for b in blocked) if o]
    hint = None
    if overtaken:
        why += "; " + overtaken[0][0]
        lines += [line for _, line, _, _ in overtaken]
        hint = ("an arrive completed a phase before the wait it was meant for came: check that it releases the "
                "slot its partition used (not the next one), or that nothing lets its partition run a whole ring "
                "ahead of the waiter")
    at = overtaken[0][2] if overtaken else head.event.op   # the overtaken wait, else the first blocked op
    yield finding("PROTO002", ir, at,
                  f"deadlock in {len(stuck)} of {len(ex.outcomes)} schedules: "
                  + ", ".join(b.describe() for b in blocked) + tail + why,
                  hint=hint, blocked=",".join(b.partition for b in blocked), counterexample=lines,
                  overtaken=[o[3] for o in overtaken],
                  witness=witness(outcome, [(i, 0) for i in before])
                  + [witness_step(b.partition, b.event, blocked=True) for b in blocked])


def _overtaken(b: Blocked, ex: Exploration) -> tuple[str, str, object, dict] | None:
    """A blocked parity wait that an arrival overtook (phase aliasing): in a schedule that finishes,
    the same wait passes on the phase that one arrival completes; here a later arrival had already
    completed a later phase of that barrier when the wait came, so the wait (which cannot tell phase
    k from k + 2) waits for the phase after it. The short clause for the message, the line for the
    counterexample (naming both arrivals), the wait's op and the same as data (the JSON's
    ``overtaken``); None for any other blocked partition (a
    wait no arrival ever completes, a wait the finishing schedules never reach)."""
    if b.event.kind is not Kind.WAIT or b.state is None or not b.state.completed or not b.state.last_contributors:
        return None
    for other in ex.outcomes:
        if other.deadlock:
            continue
        passed_on = next((other.releases.get(i) for i, (who, e) in enumerate(other.trail)
                          if e is b.event and who == b.partition), None)
        if not passed_on:
            continue
        first, late = passed_on[-1], b.state.last_contributors[-1]
        # the same arrive op's later run completed the barrier's phase: a later phase than the one
        # the wait passes on elsewhere (other ops' runs cannot be ordered this way: no claim)
        if late[1].op is not first[1].op or late[1].occurrence <= first[1].occurrence:
            return None
        bar = b.event.bar.describe().removeprefix("barrier ")
        return (f"{b.partition}'s wait was overtaken: in a schedule that finishes it passes on the phase of "
                f"{bar} that {first[0]}'s {first[1].describe()} ({first[1].iteration}; {where(first[1])}) "
                f"completes; here that op's run of {late[1].iteration} had completed a later phase first, and a "
                f"parity wait cannot tell phase k from k + 2",
                f"overtaken: {step(b.partition, b.event)} passes, in [{other.schedule.describe(ex.names)}], on "
                f"the phase that [{step(*first)}] completes; here [{step(*late)}] completed phase "
                f"{b.state.completed - 1} before it", b.event.op,
                {"partition": b.partition, "wait": witness_step(b.partition, b.event, blocked=True),
                 "passes_on": witness_step(*first), "overtaken_by": witness_step(*late),
                 "phases_completed": b.state.completed})
    return None


def _before_blocking(outcome: Outcome, blocked: list[Blocked]) -> list[int]:
    """Trail indices of the last DEADLOCK_CONTEXT steps each blocked partition ran, in trail order."""
    picked: list[int] = []
    for b in blocked:
        picked += [i for i, (who, _) in enumerate(outcome.trail) if who == b.partition][-DEADLOCK_CONTEXT:]
    return sorted(picked)


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


def _underflows(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    seen = set()
    for outcome in ex.outcomes:
        for u in outcome.underflows:
            if u.event.op.line in seen:
                continue
            seen.add(u.event.op.line)
            yield finding("PROTO005", ir, u.event.op,
                          f"{u.event.describe()} by {u.partition} ({u.event.iteration}) arrives {u.count} time(s) "
                          f"on a phase with {u.pending} arrival(s) pending: the count would become negative "
                          f"(state before: {u.state})", schedule=outcome.schedule.describe(ex.names),
                          counterexample=[step(u.partition, u.event)],
                          witness=[witness_step(u.partition, u.event, racing=True)])


def _uninitialized(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    """Reads that ran before any write of their bytes was issued (PROTO006): shared and tensor memory
    hold nothing of this kernel's until a load, store, cp.async or MMA writes them, so the read sees
    garbage. A read that also races (PROTO001) is left to that finding, which explains it. Bytes a
    write predicated off would have written count as written (``Kind.SKIPPED``): a pipeline's peeled
    prologue reads the accumulator of an MMA it skipped and discards the value."""
    if any(p.blind_writes for p in [ex.main, *ex.programs] if p is not None):
        return          # a write the interpreter could not place may be the one that initializes them
    racing = {a.event.op.line for o in ex.outcomes for pair in o.races for a in pair}
    seen = set()
    for outcome in ex.outcomes:
        for who, event, ref in outcome.uninitialized:
            if event.op.line in seen or event.op.line in racing:
                continue
            seen.add(event.op.line)
            at = next((i for i, (w, e) in enumerate(outcome.trail) if e is event and w == who), None)
            later, written_at = None, None
            if at is not None:
                written_at = next((i for i in range(at + 1, len(outcome.trail))
                                   if any(r.overlaps(ref) for r in _written_refs(outcome.trail[i][1]))), None)
                later = outcome.trail[written_at] if written_at is not None else None
            first = (f"; the first write of them comes later: {step(*later)}" if later else
                     "; nothing in the kernel writes them")
            lines = [f"schedule: {outcome.schedule.describe(ex.names)}", f"read: {step(who, event)}"]
            if later:
                lines.append(f"first write after it: {step(*later)}")
            picked = [] if at is None else [(i, 0) for i in range(max(0, at - TRACE_HEAD), at + 1)
                                            if outcome.trail[i][0] == who]
            if written_at is not None:
                picked.append((written_at, written_at - at - 1))
            kind = "tensor memory" if ref.tensor_memory else "shared memory"
            yield finding("PROTO006", ir, event.op,
                          f"{event.op.name} by {who} ({event.iteration}) reads {ref.describe()} before any write of "
                          f"those bytes was issued: it reads uninitialized {kind}{first}",
                          schedule=outcome.schedule.describe(ex.names), counterexample=lines,
                          witness=witness(outcome, picked, racing=(event,) + ((later[1],) if later else ())))


def _unread(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    """TMA loads whose bytes no op reads before a later write replaces them or the kernel ends, in
    every schedule that finished (PROTO007, a warning): bandwidth spent on nothing, or, where a read
    of the same buffer names another slot, the read of stale data that no barrier can show. Said only
    where the model saw every read and write of the kernel: an op left out, a read or write whose
    place was not computed, a predicate taken as true, a partition cut short or a load that races
    (PROTO001 explains that one) keeps it silent."""
    everyone = [p for p in [ex.main, *ex.programs] if p is not None]
    if any(p.truncated or p.unknown or p.assumed or p.blind_writes or p.blind_reads for p in everyone):
        return
    finished = [o for o in ex.outcomes if not o.deadlock]
    if not finished or len(finished) < len(ex.outcomes):
        return
    racing = {a.event.op.line for o in ex.outcomes for pair in o.races for a in pair}
    always = unread_lines(ex) - racing
    seen = set()
    for who, event, ref, replaced in finished[0].unread:
        line = event.op.line
        if line not in always or line in seen:
            continue
        seen.add(line)
        then = (f"a later write replaces them first: {step(*replaced)}" if replaced else
                "the kernel ends first")
        steps = [f"schedule: {finished[0].schedule.describe(ex.names)}", f"load: {step(who, event)}"]
        if replaced:
            steps.append(f"replaced by: {step(*replaced)}")
        yield finding("PROTO007", ir, event.op,
                      f"{event.op.name} by {who} ({event.iteration}) loads {ref.describe()} and no op reads those "
                      f"bytes: {then}; the load is wasted, or a read of this buffer names another slot",
                      schedule=finished[0].schedule.describe(ex.names), counterexample=steps,
                      witness=[witness_step(who, event, racing=True)] +
                              ([witness_step(*replaced, racing=True)] if replaced else []))


def unread_lines(ex: Exploration) -> set[int]:
    """Snapshot lines of the TMA loads no op read in every schedule that finished, before any of
    PROTO007's conditions (a gap, a race) is applied: what the mutation suite compares a mutant's
    PROTO007 against, so that a mutant that only removes a gap (a wait on a predicate not computed,
    deleted) does not count the kernel's own unread loads as new."""
    finished = [o for o in ex.outcomes if not o.deadlock]
    if not finished:
        return set()
    return set.intersection(*[{e.op.line for _, e, _, _ in o.unread} for o in finished])


def _written_refs(event: Event) -> tuple:
    from passlab.checks.protocol.model import WRITES
    return event.refs if event.kind in WRITES else event.writes


def _unretired(ir: StageIR, ex: Exploration) -> Iterator[Finding]:
    """tcgen05 MMAs (or copies) no wait orders before the kernel ends, in a schedule that finished:
    the TMEM dealloc at return (and the next CTA's alloc) may run while they still write."""
    if any(p.truncated for p in ex.programs):
        return          # a partition cut short never reached its last waits
    seen = set()
    for outcome in ex.outcomes:
        if outcome.deadlock:
            continue
        for who, event in outcome.unretired:
            if event.op.line in seen:
                continue
            seen.add(event.op.line)
            committed = any(e.kind is Kind.TC_COMMIT and e.op.line >= event.op.line
                            for p in [ex.main, *ex.programs] if p is not None and p.name == who for e in p.events)
            why = ("no wait sees a commit issued after it" if committed else
                   f"no tcgen05 commit follows it in {who}")
            yield finding("PROTO004", ir, event.op,
                          f"{event.describe()} in {who} ({event.iteration}) is never known complete before the kernel "
                          f"ends: {why}; the tensor memory it writes is deallocated at return",
                          schedule=outcome.schedule.describe(ex.names), counterexample=[step(who, event)],
                          witness=[witness_step(who, event, racing=True)])


def memory_hint(names: list[str]) -> str:
    """What a run stopped on a loaded value says: the arguments and the option that gives them."""
    return (f"the stop depends on scalar loads from {', '.join(names)}, whose contents were not given: "
            f"pass them with --memory NAME=V0,V1,... (one per argument)")


def _coverage(ir: StageIR, ex: Exploration) -> Finding:
    programs: list[Program] = ex.programs
    sizes = ", ".join(f"{p.name} {len(p.events)}" for p in programs)
    slots = sorted(set(ex.slot_waits.values()))
    waited = (f"each waited ring slot waited on {slots[0]}..{slots[-1]} times" if slots
              else "no ring slot waited on in a loop")
    gaps = [f"{p.name}: stopped: {p.truncated}" for p in programs if p.truncated]
    everyone = [p for p in [ex.main, *programs] if p is not None]     # the code before the WS op too
    gaps += [f"{p.name}: not modelled: {', '.join(sorted(set(p.unknown))[:4])}" for p in everyone if p.unknown]
    gaps += [f"{p.name}: predicate not computed, taken as true: {', '.join(p.assumed[:4])}" for p in everyone if p.assumed]
    blind = sorted({b for p in everyone for b in p.blind_writes})
    if blind:
        gaps.append(f"PROTO006 not run: a write's destination not computed ({', '.join(blind[:3])})")
    memory = ex.args.memory if ex.args else {}
    unmatched = sorted(set(memory) - set(ex.memory_args))
    if unmatched:
        gaps.append(f"memory given for no pointer-to-integer argument: {', '.join(unmatched)}")
    if not ex.covered:
        gaps.append("not every ring slot was reused twice within the event budget")
    reach = f"{len(ex.reached)} of {len(ex.protocol_ops)} barrier/async ops reached"
    unreached = ex.protocol_ops - ex.reached
    if ex.needs_memory:
        gaps.append(memory_hint(ex.needs_memory))
    if ex.short_memory:
        gaps.append(f"the stop depends on scalar loads past the end of the contents given for "
                    f"{', '.join(ex.short_memory)}")
    if unreached:
        gaps.append(f"never reached with these arguments: lines {', '.join(map(str, sorted(unreached)[:6]))}"
                    + (" ..." if len(unreached) > 6 else ""))
    random = sum(1 for o in ex.outcomes if o.schedule.seed is not None)
    message = (f"protocol model: {len(programs)} partitions ({sizes} events) with "
               f"{ex.args.describe(ex.arg_names, ex.memory_args) or 'no integer arguments'}; {reach}; {waited}; "
               f"{len(ex.outcomes)} schedules ({random} random interleavings: PASSLAB_PROTOCOL_INTERLEAVINGS)"
               + (f"; gaps: {'; '.join(gaps)}" if gaps else "; complete"))
    # an op run on a predicate not computed may not run on the GPU: the run does not cover the kernel
    covered = ex.covered and not any(p.assumed for p in everyone)
    return finding("PROTO000", ir, ex.ws, message, covered=covered, schedules=len(ex.outcomes), interleavings=random,
                   args={"default": ex.args.default, "named": dict(ex.args.named),
                         **({"memory": {n: list(v) for n, v in memory.items()}} if memory else {})} if ex.args else None,
                   sync_mma=ex.sync_mma, **({"needs_memory": list(ex.needs_memory)} if ex.needs_memory else {}))
