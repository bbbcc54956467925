"""Triage a failed compile: which pass, which WS sub-step, which kernel lines, how to replay it.

Input is a ``Trace`` (the failing compile's snapshots and stderr); output is a ``DebugReport``
dataclass that renderers print and ``--json`` dumps. Reduction and workarounds are attached by
the caller (``passlab.commands.debug``); this module only reads the trace and runs one replay.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from pathlib import Path

from passlab.errors import UsageError
from passlab.ir.locations import source_line
from passlab.capture.outcome import GENERIC_DIAGNOSTICS, Outcome, OutcomeCode, extract_reproducer
from passlab.debug.passes import PassInvocation, bind, parse_pipeline
from passlab.capture.stages import WS_PASS, ws_decline_reason
from passlab.capture.trace import Trace

DEBUG_DIR = "debug"
REPRODUCER_FILE = "reproducer.mlir"


@dataclass(frozen=True)
class FunctionHint:
    """What a failing C++ function (from an assertion) tells about the WS sub-step and the ops."""

    step: str
    ops: tuple[str, ...] = ()
    why: str = ""
    fix: str = ""
    op_note: str = ""        # what to say at each implicated op's source line


# Source file of an assertion -> the WS stage it belongs to (Triton 3.6 layout:
# third_party/nvidia/hopper/lib/Transforms/WarpSpecialization/*.cpp).
WS_STEP_BY_FILE = {
    "WSTaskPartition.cpp": "TaskPartition",
    "WSTaskIdPropagate.cpp": "TaskIdPropagate",
    "TaskIdPropagation.cpp": "TaskIdPropagate",
    "WSDataPartition.cpp": "DataPartition",
    "WSCodePartition.cpp": "WSCodePartition",
    "WSBuffer.cpp": "WSCodePartition",
    "WSLowerMem.cpp": "WSCodePartition",
    "CodePartitionUtility.cpp": "WSCodePartition",
    "WSLowerToken.cpp": "WSLowerToken",
    "SoftwarePipeliner.cpp": "SWP",
    "LowerLoops.cpp": "SWP",
    "PipelineExpander.cpp": "SWP",
    "AllocateSharedMemory.cpp": "MemoryPlanner",
    "Allocation.cpp": "MemoryPlanner",
}

# Failing function -> sub-step and the ops it acts on. The 3.6 WSLowerToken lowers a producer
# commit only when the channel's load is a TMA load; any other load type hits `assert(false)`.
PRODUCER_COMMIT = FunctionHint(
    "WSLowerToken", ("tt.load",),
    why="the producer commit of a channel is lowered only for TMA loads; a pointer-based tl.load "
        "in the warp-specialized loop feeds a channel and reaches the assert (upstream issue 9728)",
    fix="load through tensor descriptors (tl.make_tensor_descriptor: TMA), or drop warp_specialize",
    op_note="pointer load (tt.load) feeding a warp-specialization channel: WSLowerToken's "
            "processProducerCommitOp lowers producer commits only for TMA loads")
FUNCTION_HINTS = {
    "processProducerCommitOp": PRODUCER_COMMIT,
    "processProducerAcquireOp": FunctionHint("WSLowerToken"),
    "processConsumerWaitOp": FunctionHint("WSLowerToken"),
    "processConsumerReleaseOp": FunctionHint("WSLowerToken"),
    "doTokenLowering": FunctionHint("WSLowerToken"),
    "doCodePartition": FunctionHint("WSCodePartition"),
    "doDataPartition": FunctionHint("DataPartition"),
    "doTaskPartition": FunctionHint("TaskPartition"),
}
# A fatal-error message -> the same hints (3.9 turns the 3.6 assertion into report_fatal_error).
MESSAGE_HINTS = {
    "unsupported load type for producer commit": ("processProducerCommitOp", PRODUCER_COMMIT),
}
# The last internal dump of a pass that then failed -> the step that was running.
NEXT_STEP_AFTER_DUMP = {
    "doTaskPartition": "TaskIdPropagate",
    "doTaskIdPropagate": "DataPartition",
    "doDataPartition": "WSCodePartition",
    "doCodePartition": "WSLowerToken",
    "LowerLoops": "SWP (ExpandLoops)",
}
# "void mlir::processProducerCommitOp(OpBuilder &, ...)" -> processProducerCommitOp
FUNCTION_NAME_RE = re.compile(r"(?:[\w:]+::)?(?P<name>~?\w+)\s*\(")
# "/work/main/kernels/k.py:15:0: error: Failures have been detected ..."
DIAG_WHERE_RE = re.compile(r'^(?:loc\()?"?(?P<file>[^":]+\.py)"?:(?P<line>\d+):(?P<col>\d+)')


@dataclass
class SourceLine:
    """A kernel source line implicated in the failure, with the ops that come from it."""

    file: str
    line: int
    column: int
    text: str
    ops: list[str] = field(default_factory=list)
    reason: str = ""


@dataclass
class DebugReport:
    """Everything ``passlab debug`` found about one compile. Renderers read it; JSON dumps it."""

    kernel: dict
    target: str
    trace_dir: str
    outcome: Outcome
    failing_pass: str | None = None        # pass class, e.g. NVGPUWarpSpecialization
    failing_arg: str | None = None         # pass argument, e.g. nvgpu-warp-specialization
    failing_index: int | None = None
    ws_substep: str | None = None          # a stage name from passlab.capture.stages.STAGE_NAMES
    substep_evidence: list[str] = field(default_factory=list)
    failing_function: str | None = None    # processProducerCommitOp
    why: str = ""
    fix: str = ""
    last_good_snapshot: str | None = None  # IR before the failing pass
    last_internal_dump: str | None = None
    source_lines: list[SourceLine] = field(default_factory=list)
    reproducer: str | None = None
    reproducer_pipeline: str | None = None
    replay_passes: list[str] = field(default_factory=list)
    replay_command: str | None = None
    replay_reproduces: bool | None = None
    replay_signature: str | None = None
    replay_via: str | None = None          # the enclosing pass replayed, when the failing one has no binding
    replay_error: str | None = None        # why no replay could be run
    ws_not_applied: str | None = None
    reduction: dict | None = None
    workarounds: list[dict] | None = None
    workarounds_error: str | None = None   # why no alternative could be planned (the module did not load)

    @property
    def failed(self) -> bool:
        return not self.outcome.ok

    def to_json(self) -> dict:
        data = asdict(self)
        data["outcome"] = self.outcome.to_json()
        data["signature"] = None if self.outcome.ok else self.outcome.signature
        return data


def triage(trace: Trace, verify_replay: bool = True, timeout: float | None = None) -> DebugReport:
    """Read a trace and say where and why its compile failed; replay the failing pass to confirm."""
    outcome = trace.outcome
    manifest = trace.manifest
    report = DebugReport(kernel=manifest.get("kernel", {}), target=manifest.get("target", "cuda:90"),
                         trace_dir=str(trace.path), outcome=outcome)
    report.ws_not_applied = _ws_not_applied(trace)
    if outcome.ok:
        return report
    stderr = _read(trace.path / "raw" / "stderr.txt")
    record = _failing_record(trace, outcome)
    if record is not None:
        report.failing_pass, report.failing_arg, report.failing_index = record["pass"], record["arg"], record["index"]
        report.last_good_snapshot = record["snapshot"]
        dumps = [d for d in manifest.get("internal_dumps", []) if d.get("pass_index") == record["index"]]
        if dumps:
            report.last_internal_dump = dumps[-1]["snapshot"]
    _find_substep(report, outcome, trace)
    debug_dir = trace_debug_dir(trace)
    reproducer = extract_reproducer(stderr)
    if reproducer is not None:
        reproducer.save(debug_dir / REPRODUCER_FILE)
        report.reproducer = str(debug_dir / REPRODUCER_FILE)
        report.reproducer_pipeline = reproducer.pipeline
    report.source_lines = implicated_source_lines(trace, report, outcome)
    if record is not None and report.last_good_snapshot:
        _replay(report, trace, replay_record(trace.passes, record), verify_replay, timeout, debug_dir)
    return report


def replay_record(passes: list[dict], record: dict) -> dict:
    """The pass to replay for the failing ``record``: itself, or, when it has no Python binding
    (Blackwell's ``nvws-insert-aref`` runs inside ``tritongpu-automatic-warp-specialization``,
    added by no binding of its own), the outermost pass that ran it (its ``parent`` chain)."""
    from passlab.debug.passes import known_passes
    if record["arg"] in known_passes():
        return record
    by_index = {p["index"]: p for p in passes}
    top = record
    while top.get("parent") is not None and top["parent"] in by_index:
        top = by_index[top["parent"]]
    return top


def _replay(report: DebugReport, trace: Trace, record: dict, verify: bool, timeout: float | None,
            debug_dir: Path) -> None:
    """The replay command of ``record``'s pass on its input, run to see whether it reproduces the
    failure. A pass that cannot be replayed leaves ``replay_error``, not a usage error: the
    report of a compiler crash is still the answer."""
    from passlab.debug.replay import replay_command, run_passes
    if record["arg"] != report.failing_arg:
        report.replay_via = record["arg"]
    snapshot = trace.path / (record.get("snapshot") or report.last_good_snapshot)
    invocation = failing_invocation(record, report.reproducer_pipeline, report.kernel.get("params", {}))
    try:
        bind([invocation], report.target)      # a command that would not run is not printed
        report.replay_command = replay_command(snapshot, [invocation], report.target)
        if verify:
            result = run_passes(snapshot, [invocation], report.target, timeout=timeout, work_dir=debug_dir / "replay")
    except UsageError as exc:
        report.replay_command, report.replay_error = None, str(exc)
        return
    report.replay_passes = [invocation.text()]
    if verify:
        report.replay_signature = None if result.outcome.ok else result.outcome.signature
        report.replay_reproduces = (not result.outcome.ok) and result.outcome.signature == report.outcome.signature


def _read(path: Path) -> str:
    try:
        return path.read_text(errors="replace")
    except OSError:
        return ""


def _ws_not_applied(trace: Trace) -> str | None:
    """The reason WS was requested but silently skipped (shared with ``passlab check``)."""
    record = next((p for p in trace.passes if p["arg"] == WS_PASS), None)
    if record is None or not trace.outcome.ok:
        return None
    text = trace.read(record["snapshot"])
    if "tt.warp_specialize" not in text:
        return None
    return ws_decline_reason(text, trace.manifest.get("kernel", {}).get("params", {}).get("num_stages"))


def _failing_record(trace: Trace, outcome: Outcome) -> dict | None:
    """The pass that did not finish: the one MLIR named, else the last one that started."""
    passes = trace.passes
    if not passes or outcome.code is OutcomeCode.PYTHON_ERROR:
        return None
    if outcome.failing_pass:
        named = [p for p in passes if p["pass"] == outcome.failing_pass]
        if named:
            return named[-1]
    if outcome.code is OutcomeCode.OK:
        return None
    return passes[-1]


def short_function_name(signature: str) -> str:
    """``void mlir::processProducerCommitOp(OpBuilder &, ...)`` -> ``processProducerCommitOp``."""
    match = FUNCTION_NAME_RE.search(signature or "")
    return match.group("name") if match else (signature or "")


def _find_substep(report: DebugReport, outcome: Outcome, trace: Trace) -> None:
    hint = None
    if outcome.assertion:
        source = outcome.assertion["file"]
        report.failing_function = short_function_name(outcome.assertion["function"])
        if source in WS_STEP_BY_FILE:
            report.ws_substep = WS_STEP_BY_FILE[source]
            report.substep_evidence.append(f"assertion in {source}:{outcome.assertion['line']}")
        hint = FUNCTION_HINTS.get(report.failing_function)
        if hint:
            report.substep_evidence.append(f"failing function {report.failing_function}")
    for text, (function, message_hint) in MESSAGE_HINTS.items():
        if text in outcome.message and hint is None:
            hint = message_hint
            report.failing_function = report.failing_function or function
            report.substep_evidence.append(f"message '{text}'")
    if hint:
        report.ws_substep = report.ws_substep or hint.step
        report.why, report.fix = hint.why, hint.fix
    if report.last_internal_dump:
        step = report.last_internal_dump.rsplit(".", 2)[-2]
        after = NEXT_STEP_AFTER_DUMP.get(step)
        report.substep_evidence.append(f"last internal dump: {step}" + (f" (next: {after})" if after else ""))
        if report.ws_substep is None and after:
            report.ws_substep = after


def failing_invocation(record: dict, reproducer_pipeline: str | None, params: dict) -> PassInvocation:
    """The failing pass with the options it ran with.

    3.6 headers carry no options, so they come from the reproducer's pipeline string (which
    names every pass of the failing pass manager with its options); without one, num-stages
    comes from the kernel's params. Internal-dump options are turned off: a replay should
    print only what fails.
    """
    options: dict[str, str] = dict(_parse_options(record.get("options")))
    if reproducer_pipeline:
        try:
            for inv in parse_pipeline(reproducer_pipeline):
                if inv.arg == record["arg"]:
                    options = {**inv.option_map, **options}
                    break
        except Exception:  # an unparsable pipeline only costs the options
            pass
    if not options and record["arg"] in (WS_PASS, "tritongpu-pipeline", "tritongpu-assign-latencies") \
            and params.get("num_stages") is not None:
        options["num-stages"] = str(params["num_stages"])
    if "dump-intermediate-steps" in options:
        options["dump-intermediate-steps"] = "false"
    return PassInvocation(record["arg"], tuple(sorted(options.items())))


def _parse_options(raw) -> list[tuple[str, str]]:
    if isinstance(raw, dict):
        return [(str(k), str(v)) for k, v in raw.items()]
    if isinstance(raw, str) and raw.strip():
        try:
            return list(parse_pipeline(f"x{{{raw.strip().strip('{}')}}}")[0].options)
        except Exception:
            return []
    return []


# ---- source lines ----

def implicated_source_lines(trace: Trace, report: DebugReport, outcome: Outcome) -> list[SourceLine]:
    """Kernel lines of the ops the failure names: diagnostic locations, then the ops the failing
    function acts on (found in the IR before the failing pass, whose ops carry locations)."""
    found: dict[tuple[str, int], SourceLine] = {}
    for diagnostic in outcome.diagnostics:
        if any(g in diagnostic for g in GENERIC_DIAGNOSTICS):
            continue
        where = DIAG_WHERE_RE.match(diagnostic)
        if where:
            _add(found, where.group("file"), int(where.group("line")), int(where.group("col")),
                 "", f"diagnostic: {diagnostic.split('error:', 1)[-1].strip()}")
    hint = FUNCTION_HINTS.get(report.failing_function or "")
    if hint and hint.ops and report.last_good_snapshot:
        text = trace.read(report.last_good_snapshot)
        for op, frame in ops_with_locations(text, hint.ops):
            _add(found, frame[0], frame[1], frame[2], op, hint.op_note or f"{op} handled by {report.failing_function}")
    return sorted(found.values(), key=lambda s: (s.file, s.line))


def _add(found, file, line, col, op, reason) -> None:
    key = (file, line)
    if key not in found:
        found[key] = SourceLine(file, line, col, _source_text(file, line), [], reason)
    if op and op not in found[key].ops:
        found[key].ops.append(op)


def _source_text(file: str, line: int) -> str:
    return (source_line(file, line) or "").rstrip()


def ops_with_locations(text: str, op_names: tuple[str, ...]) -> list[tuple[str, tuple]]:
    """(op name, (file, line, col)) for each op of the given kinds, through passlab's IR parser."""
    from passlab.errors import ParseError
    from passlab.ir import parse_module
    try:
        module = parse_module(text)
        ops = [op for op in module.walk() if op.name in op_names]
        return [(op.name, (op.loc.file, op.loc.line, op.loc.col)) for op in ops if op.loc]
    except ParseError:
        return []


def trace_debug_dir(trace: Trace) -> Path:
    """``TRACE/debug/``, made if needed; a UsageError when it is a symlink or leads out of the trace."""
    from passlab import disk
    path = trace.path / DEBUG_DIR
    if path.is_symlink() or (path.exists() and not path.is_dir()):
        raise UsageError(f"{path} is not a folder of this trace (a link or a file); passlab writes debug "
                         "files only into the trace's own debug/ folder")
    disk.confine(trace.path, path, "debug folder")
    path.mkdir(exist_ok=True)
    return path


def copy_snapshot(trace: Trace, relative: str, target: Path) -> Path:
    """Copy a trace snapshot next to the debug files (so a report folder stands on its own)."""
    from passlab import disk
    target.parent.mkdir(parents=True, exist_ok=True)
    return disk.copy_atomic(trace.path / relative, target)
