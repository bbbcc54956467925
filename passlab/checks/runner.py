"""Run every rule family over a trace or one snapshot and collect a sorted ``CheckReport``."""

from __future__ import annotations

import datetime
from pathlib import Path

from passlab.checks.context import CheckInput
from passlab.checks.layout import check_layout
from passlab.checks.findings import CheckReport, Severity
from passlab.checks.mbarrier import check_mbarriers, defer_to_protocol
from passlab.checks.protocol import PROTOCOL_STAGES, check_protocol
from passlab.checks.ptx import NOT_RUN, check_ptx, left_out, ptx_path
from passlab.checks.smem import check_smem
from passlab.checks.tma import check_tma
from passlab.checks.tmem import check_tmem
from passlab.checks.ws import check_ws
from passlab.errors import TraceError, UsageError
from passlab.ir.types import int_pointee_bits

FAMILY_CHECKS = (("smem", check_smem), ("tmem", check_tmem), ("mbarrier", check_mbarriers),
                 ("ws", check_ws), ("tma", check_tma), ("protocol", check_protocol), ("ptx", check_ptx),
                 ("perf", check_layout))
# The snapshots a family checks, where not every stage of the trace: the protocol model's stages; the
# PTX check checks the PTX (it names allocations and ops through MemoryPlanner but checks nothing there).
FAMILY_STAGES = {"protocol": PROTOCOL_STAGES, "ptx": ()}


def load_input(subject) -> CheckInput:
    """A ``Trace``, a trace directory, or a ``.mlir`` snapshot file."""
    from passlab.capture.trace import Trace
    if isinstance(subject, Trace):
        return CheckInput.from_trace(subject)
    path = Path(subject)
    if path.is_dir():
        return CheckInput.from_trace(Trace.load(path))
    if path.is_file():
        return CheckInput.from_file(path)
    raise UsageError(f"{subject}: no such trace directory or .mlir file")


def stale_sources(inp: CheckInput, files: set[str]) -> list[str]:
    """Kernel files modified after the IR was recorded (the trace's creation time, or the .mlir file's
    mtime): their current lines no longer match the locations."""
    created = (inp.manifest or {}).get("created")
    if created:
        recorded = datetime.datetime.fromisoformat(created).timestamp()
    else:
        recorded = max((ir.path.stat().st_mtime for ir in inp.stages.values()), default=0.0)
    return sorted(f for f in files if Path(f).is_file() and Path(f).stat().st_mtime > recorded + 1)


def _stages_checked(inp: CheckInput, ran: list[str]) -> dict[str, str]:
    """Stage -> snapshot of the stages the families that run check (``check --ptx``: none)."""
    wanted: set[str] = set()
    for name in ran:
        stages = FAMILY_STAGES.get(name)
        wanted |= set(inp.stages) if stages is None else set(stages)
    return {stage or "file": ir.display for stage, ir in inp.stages.items() if stage in wanted}


def _record_ptx(report: CheckReport, inp: CheckInput, found: list) -> None:
    """The PTX is checked, or skipped with the PTX000 note's reason (unreadable, another kernel's PTX,
    tcgen05, over the SMEM limit): a summary that said "checked PTX" then would overstate. A run that
    did not model all of the PTX says how much it left out (``partial``)."""
    note = next((f for f in found if f.rule == "PTX000"), None)
    if note is not None and dict(note.details).get("ran") is False:
        report.skipped.append("PTX check: " + note.message.removeprefix(NOT_RUN))
        return
    report.stages_checked["PTX"] = str(ptx_path(inp))
    gaps = left_out(found)
    if gaps:
        report.partial["PTX"] = gaps


def run_checks(subject, families: tuple[str, ...] | None = None, ptx_required: bool = False,
               memory: dict[str, tuple[int, ...]] | None = None) -> CheckReport:
    """Every family (or those named); ``ptx_required``: a trace without readable PTX is an error
    (``check --ptx``) instead of a silent skip; ``memory``: pointer contents for the protocol model
    (``check --memory``)."""
    inp = subject if isinstance(subject, CheckInput) else load_input(subject)
    if memory:
        inp.memory = {**inp.memory, **memory}
    ran = [name for name, _ in FAMILY_CHECKS if not families or name in families]
    report = CheckReport(subject=inp.subject, target=inp.target,
                         kernel=(inp.manifest or {}).get("kernel", {}).get("name", ""),
                         stages_checked=_stages_checked(inp, ran))
    protocol: list | None = None
    for name, check in FAMILY_CHECKS:
        if name not in ran:
            continue
        found = list(check_ptx(inp, required=ptx_required) if name == "ptx" else check(inp))
        report.findings.extend(found)
        if name == "protocol":
            protocol = found
        if name == "ptx" and (ptx_path(inp) is not None or any(f.rule == "PTX000" for f in found)):
            _record_ptx(report, inp, found)
    if any(f.rule == "MBAR005" for f in report.findings):
        # MBAR005 defers to the protocol model's verdict, run for it when its family was not asked for
        report.findings = defer_to_protocol(report.findings, protocol if protocol is not None else check_protocol(inp))
    if not inp.stages and any(FAMILY_STAGES.get(name) != () for name in ran):
        outcome = (inp.manifest or {}).get("outcome", {})
        why = f"the compile stopped ({outcome.get('code')}) before any checked stage"
        if not report.findings:
            raise TraceError(f"{inp.subject}: nothing to check: {why}")
        report.skipped.append(f"SMEM/TMEM/mbarrier/TMA rules: {why}")
    if inp.manifest is not None and not report.stages_checked and not report.skipped and not any(
            f.severity in (Severity.ERROR, Severity.WARNING) for f in report.findings):
        # ``check --protocol`` on a trace whose compile stopped before the model's stages (and PTX):
        # "checked nothing" with exit 0 would pass a CI gate; fail as ``--ptx`` does without PTX.
        # A check skipped with its reason (tcgen05 PTX, over the SMEM limit) said why: not this case
        outcome = inp.manifest.get("outcome", {})
        stopped = f" (the compile stopped: {outcome.get('code')})" if outcome.get("code") not in (None, "ok") else ""
        stages = sorted({s for name in ran for s in FAMILY_STAGES.get(name) or () if s})
        has = f"none of the stages {', '.join(stages)} and no PTX" if stages else "no PTX"
        raise TraceError(f"{inp.subject}: nothing to check: the trace has {has}{stopped}")
    report.stale_sources = stale_sources(inp, {f.location.file for f in report.findings if f.location})
    report.unused_memory = unused_memory(inp, memory or {})
    return report.sorted()


def unused_memory(inp: CheckInput, memory: dict[str, tuple[int, ...]]) -> dict[str, str]:
    """``--memory`` names the models cannot use, with why: no kernel argument of that name, or
    one that is no pointer to integers. A typo would otherwise pass silently (both models only
    say so in their notes). Nothing is said when no TTGIR with the kernel's arguments is at hand."""
    ir = inp.latest() if memory else None
    arguments = ir.module.kernel_arguments() if ir is not None else []
    if not arguments:
        return {}
    types = {a.name.lstrip("%"): str(a.type or "") for a in arguments}
    ints = sorted(n for n, t in types.items() if int_pointee_bits(t))
    have = f"its pointer-to-integer arguments: {', '.join(ints)}" if ints else "it has no pointer-to-integer argument"
    unused = {}
    for name in memory:
        if name not in types:
            unused[name] = f"the kernel has no argument {name} ({have})"
        elif not int_pointee_bits(types[name]):
            shown = types[name] if len(types[name]) <= 40 else types[name].split("<")[0] + "<...>"
            unused[name] = f"{name} is {shown or 'not a pointer'}, not a pointer to integers ({have})"
    return unused
