"""PTX findings: each event named by its PTX line and instruction, its kernel source line (``.loc``)
and the TTGIR op it comes from; races, deadlocks, tx drift, missing proxy fences, underflows and
named-barrier count mismatches, each with the schedule that shows it."""

from __future__ import annotations

from pathlib import Path

from passlab.checks.findings import Finding, Severity, SourceLocation
from passlab.checks.protocol.events import Event, Kind
from passlab.checks.protocol.model import Outcome
from passlab.checks.protocol.race import Access
from passlab.checks.ptx.events import LocMap, PtxKind
from passlab.checks.registry import rule

TRACE_STEPS = 14
MAX_PER_RULE = 3


class PtxReporter:
    def __init__(self, ptx_path: str, locs: LocMap, ttgir_display: str):
        self.ptx_path = ptx_path
        self.locs = locs
        self.ttgir_display = ttgir_display

    # -- naming ---------------------------------------------------------------------------------
    def describe(self, event: Event) -> str:
        k, op = event.kind, event.op
        bar = event.bar.describe().removeprefix("barrier ") if event.bar is not None else ""
        refs = ", ".join(f"{r.describe()} [{r.lo}, {r.hi})" for r in event.refs)
        if k is Kind.WAIT:
            return f"mbarrier.try_wait.parity {bar} parity {event.value}"
        if k is Kind.ARRIVE:
            return f"mbarrier.arrive {bar} count {event.value}"
        if k is Kind.EXPECT:
            return f"mbarrier.arrive.expect_tx {bar} {event.value} bytes"
        if k is PtxKind.EXPECT_TX:
            return f"mbarrier.expect_tx {bar} {event.value} bytes"
        if k is Kind.INIT:
            return f"mbarrier.init {bar} count {event.value}"
        if k is Kind.TMA_LOAD:
            return f"TMA load into {refs} ({event.value} bytes) completing on {bar}"
        if k is Kind.TMA_STORE:
            return f"TMA store from {refs}"
        if k is Kind.DOT:
            return f"wgmma.mma_async reads {refs}"
        if k is Kind.DOT_WAIT:
            return f"wgmma.wait_group (leaves {event.value} wgmma(s) pending)"
        if k is Kind.STORE_WAIT:
            return f"cp.async.bulk.wait_group (leaves {event.value} store(s) pending)"
        if k is PtxKind.NAMED_ARRIVE:
            return f"{op.opcode} {event.value} arrives ({event.threads or 'all'} threads)"
        if k is PtxKind.NAMED_WAIT:
            return f"{op.opcode} {event.value} waits"
        if k is PtxKind.FENCE:
            return "fence.proxy.async"
        if k in (Kind.READ, Kind.WRITE):
            return f"{op.opcode} {'writes' if k is Kind.WRITE else 'reads'} {refs}"
        return f"{op.opcode} {refs}".strip()

    def where(self, event: Event) -> str:
        source = self.locs.source(event.op.loc)
        text = f"PTX line {event.op.line}"
        if source:
            text += f", {Path(source[0]).name}:{source[1]}"
        ttgir, n = self.ttgir(event)
        if ttgir is not None:
            text += f", TTGIR {ttgir.name} line {ttgir.line}" + (f" (one of {n} there)" if n > 1 else "")
        return text

    def ttgir(self, event: Event):
        kind = event.kind.value
        return self.locs.ttgir(event.op.loc, kind)

    def step(self, who: str, event: Event) -> str:
        return f"{who} #{event.occurrence}: {self.describe(event)} ({self.where(event)})"

    def finding(self, rule_id: str, event: Event, message: str, severity: Severity | None = None, **details) -> Finding:
        spec = rule(rule_id)
        source = self.locs.source(event.op.loc) if event is not None else None
        location = SourceLocation(source[0], source[1], source[2]) if source else None
        if event is not None:
            ttgir, _ = self.ttgir(event)
            if ttgir is not None:
                details.setdefault("ttgir", f"{self.ttgir_display}:{ttgir.line}: {ttgir.name}")
        return Finding(rule=rule_id, severity=severity or spec.severity, message=message,
                       op=event.op.opcode if event is not None else "", stage="PTX", snapshot=self.ptx_path,
                       line=event.op.line if event is not None else 0, location=location, hint=spec.hint,
                       details=tuple(sorted(details.items())))

    # -- findings -------------------------------------------------------------------------------
    def races(self, outcomes: list[Outcome], names: list[str]):
        seen: dict[tuple, tuple[tuple[Access, Access], Outcome, int]] = {}
        for outcome in outcomes:
            for a, b in outcome.races:
                key = tuple(sorted((a.event.op.line, b.event.op.line)))
                first = seen.get(key)
                seen[key] = (first[0], first[1], first[2] + 1) if first else ((a, b), outcome, 1)
        for (a, b), outcome, count in list(seen.values())[:MAX_PER_RULE]:
            ref = b.ref if b.write else a.ref
            retired = ""
            for acc in (a, b):
                if acc.event.kind is Kind.DOT:
                    retired = (" (the wgmma was never retired by a wgmma.wait_group)" if acc.end is None else
                               f" (the wgmma read until its wgmma.wait_group at PTX line {acc.end_event.op.line})"
                               if acc.end_event is not None else "")
            message = (f"race on {ref.describe()} [{ref.lo}, {ref.hi}) of shared memory: {self._access(a)} and "
                       f"{self._access(b)} are not ordered by any barrier{retired}")
            yield self.finding("PTX001", b.event, message, schedule=outcome.schedule.describe(names),
                               schedules_showing=count, first=self.step(a.partition, a.event),
                               second=self.step(b.partition, b.event),
                               counterexample=self.trace(outcome, {a.partition, b.partition}, (a.event, b.event)))

    def _access(self, a: Access) -> str:
        what = {Kind.TMA_LOAD: "TMA write", Kind.TMA_STORE: "TMA store read", Kind.DOT: "wgmma read",
                Kind.COPY: "cp.async write"}.get(a.event.kind, a.kind())
        return f"{what} by {a.partition} (PTX line {a.event.op.line})"

    def trace(self, outcome: Outcome, who: set[str], focus: tuple[Event, ...]) -> list[str]:
        """The steps of the involved warps up to the last focus event, shortened to TRACE_STEPS."""
        picked = [i for i, (w, e) in enumerate(outcome.trail) if w in who and (
            e.kind in (Kind.WAIT, Kind.ARRIVE, Kind.EXPECT, PtxKind.NAMED_WAIT, Kind.DOT_WAIT, Kind.STORE_WAIT)
            or any(e is f for f in focus) or e.kind in (Kind.TMA_LOAD, Kind.DOT, Kind.TMA_STORE))]
        last = max((i for i in picked if any(outcome.trail[i][1] is f for f in focus)), default=len(outcome.trail))
        picked = [i for i in picked if i <= last]
        lines = [f"schedule: {outcome.schedule.describe(outcome.names)}"]
        if len(picked) > TRACE_STEPS:
            lines.append(f"... {len(picked) - TRACE_STEPS} earlier step(s)")
            picked = picked[-TRACE_STEPS:]
        lines += [self.step(*outcome.trail[i]) for i in picked]
        return lines

    def deadlocks(self, outcomes: list[Outcome], names: list[str]):
        stuck = [o for o in outcomes if o.deadlock]
        if not stuck:
            return
        outcome = stuck[0]
        parts = []
        for b in outcome.deadlock[:6]:
            if b.event.kind is PtxKind.NAMED_WAIT:
                parts.append(f"{b.partition} at {b.event.op.opcode} {b.event.value} (PTX line {b.event.op.line})")
            else:
                state = f"; {b.state.describe()}" if b.state is not None else ""
                parts.append(f"{b.partition} at {self.describe(b.event)} (PTX line {b.event.op.line}){state}")
        more = f" and {len(outcome.deadlock) - 6} more warp(s)" if len(outcome.deadlock) > 6 else ""
        yield self.finding("PTX002", outcome.deadlock[0].event,
                           f"deadlock in {len(stuck)} of {len(outcomes)} schedules: " + ", ".join(parts) + more,
                           schedule=outcome.schedule.describe(names),
                           counterexample=[f"schedule: {outcome.schedule.describe(names)}"] +
                           [f"blocked: {self.step(b.partition, b.event)}" for b in outcome.deadlock[:8]])

    def tx_drift(self, outcomes: list[Outcome]):
        seen = set()
        for outcome in outcomes:
            for drift in outcome.tx_drift:
                e = drift.load.event
                if e.op.line in seen or len(seen) >= MAX_PER_RULE:
                    continue
                seen.add(e.op.line)
                yield self.finding("PTX003", e, f"{self.describe(e)} in {drift.load.partition} lands after its "
                                   f"barrier's phase completed (phase {drift.load.phase_at_issue} at issue, "
                                   f"{drift.landed_in_phase} when it landed): the expect_tx bytes do not cover it")

    def underflows(self, outcomes: list[Outcome]):
        seen = set()
        for outcome in outcomes:
            for u in outcome.underflows:
                if u.event.op.line in seen or len(seen) >= MAX_PER_RULE:
                    continue
                seen.add(u.event.op.line)
                yield self.finding("PTX005", u.event, f"{self.describe(u.event)} in {u.partition} brings {u.count} "
                                   f"arrival(s) but the phase expects only {u.pending} more ({u.state})")

    def fences(self, sims):
        seen = set()
        for sim in sims:
            for miss in sim.missing_fences:
                key = (miss.write.op.line, miss.read.op.line)
                if key in seen or len(seen) >= MAX_PER_RULE:
                    continue
                seen.add(key)
                slot = ", ".join(r.describe() for r in miss.read.refs)
                yield self.finding("PTX004", miss.read,
                                   f"{self.describe(miss.read)} in {miss.reader} reads {slot} through the async proxy "
                                   f"after a generic write by {miss.writer} ({self.describe(miss.write)}, PTX line "
                                   f"{miss.write.op.line}) with no fence.proxy.async by {miss.writer} in between",
                                   write=self.step(miss.writer, miss.write), read=self.step(miss.reader, miss.read))

    def mismatches(self, mismatches):
        for ins, threads, arrived in mismatches[:MAX_PER_RULE]:
            counts = sorted({t for _, t in arrived if t is not None})
            event = Event(PtxKind.NAMED_ARRIVE, ins, 0)
            yield self.finding("PTX006", event, f"{ins.opcode} {ins.operands[0] if ins.operands else ''} names "
                               f"{threads} threads while warp(s) {', '.join(f'warp{w}' for w, _ in arrived)} "
                               f"arrived at the same barrier generation naming {', '.join(map(str, counts))}")

    def proxy_overwrites(self, sims):
        """One note per TMA load instruction that overwrites barrier bytes initialized without a fence."""
        by_load: dict[int, list] = {}
        for sim in sims[:1]:
            for miss in sim.proxy_waw:
                by_load.setdefault(miss.read.op.line, []).append(miss)
        for line, misses in sorted(by_load.items())[:MAX_PER_RULE]:
            first = misses[0]
            inits = sorted({m.write.op.line for m in misses})
            yield self.finding("PTX007", first.read,
                               f"{self.describe(first.read)} in {first.reader} overwrites the bytes of "
                               f"{len({m.write.bar.key for m in misses})} barrier(s) that mbarrier.init "
                               f"(PTX line(s) {', '.join(map(str, inits[:4]))}{' ...' if len(inits) > 4 else ''}) "
                               f"wrote through the generic proxy, with no fence.proxy.async in between",
                               write=self.step(first.writer, first.write), read=self.step(first.reader, first.read))

    def unsized(self, mismatches):
        """expect_tx bytes that the host-descriptor loads' slots do not add up to: a warning, since the
        PTX does not hold those loads' boxes."""
        seen = set()
        for m in mismatches:
            if m.expect.op.line in seen or len(seen) >= MAX_PER_RULE:
                continue
            seen.add(m.expect.op.line)
            yield self.finding("PTX003", m.expect, f"{self.describe(m.expect)}: the TMA loads it covers go through "
                               f"host descriptors (no box in the PTX) and land in slots of {m.slots} bytes, not "
                               f"{m.announced}", severity=Severity.WARNING)
