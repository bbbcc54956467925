"""Pick the two snapshots a diff compares, and compare them: normalized IR diff plus summary diff.

The ways two snapshots are chosen:

- two traces, one WS stage (``--stage``): the IR after that stage in each;
- two traces, one pass (``--pass``): the IR after that pass in each;
- two traces, nothing named: every stage, one ``PointDiff`` each;
- one trace, one pass or WS stage: that pass's (stage's) input against its output;
- two ``.mlir`` files (or a file and a trace's stage): the files as they are.

Everything returned is data (``PointDiff``, ``Comparison``); ``passlab.render.diff_view`` prints it.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from passlab.diff.ir_diff import IRDiff, diff_ir
from passlab.diff.reorder import Reordering, compare_order
from passlab.diff.pipeline import PipelineDiff, diff_pipelines
from passlab.diff.spec import DiffOperand
from passlab.diff.summary_diff import SummaryDiff, ValueChange, diff_summaries
from passlab.errors import PasslabError, TraceError, UsageError
from passlab.diff.normalize import NormalizedIR, normalize_file
from passlab.capture.stages import STAGE_NAMES, resolve_stage, stage_map_of
from passlab.graphs.summary import StageSummary, summarize_file
from passlab.capture.trace import Trace

# manifest metadata compared at the top of a trace-to-trace diff: the compile's final answer
FINAL_METADATA = ("num_warps", "shared", "tmem_size")


@dataclass
class PointDiff:
    """One point compared: a stage, a pass's output, or a pass's input against its output."""

    point: str
    a_label: str
    b_label: str
    a_path: Path | None = None
    b_path: Path | None = None
    missing: str | None = None            # why this point could not be compared
    in_neither: bool = False              # the stage ran in neither trace, for the same reason
    ir: IRDiff | None = None
    summary: SummaryDiff | None = None
    a_summary: StageSummary | None = None
    b_summary: StageSummary | None = None
    summary_error: str | None = None      # the parser could not read a side (e.g. LLVM dialect)
    # set when the IR differs only by the order of independent ops (``ir`` still holds the literal diff)
    reordering: Reordering | None = None

    @property
    def status(self) -> str:
        """same | reordered (independent ops in another order, nothing else) | changed | missing | not run."""
        if self.missing:
            return "not run" if self.in_neither else "missing"
        if self.summary:
            return "changed"
        if self.ir:
            return "reordered" if self.reordering is not None else "changed"
        return "same"

    def to_json(self) -> dict:
        return {
            "point": self.point, "status": self.status, "a": self.a_label, "b": self.b_label,
            "a_snapshot": str(self.a_path) if self.a_path else None,
            "b_snapshot": str(self.b_path) if self.b_path else None,
            "missing": self.missing,
            "summary": self.summary.to_json() if self.summary is not None else None,
            "summary_error": self.summary_error,
            "a_summary": self.a_summary.to_json() if self.a_summary else None,
            "b_summary": self.b_summary.to_json() if self.b_summary else None,
            "ir": self.ir.to_json() if self.ir is not None else None,
            "reordered": self.reordering.to_json() if self.reordering is not None and self.ir else None,
        }


@dataclass
class Comparison:
    """The whole answer of one ``passlab diff`` call."""

    mode: str                             # stages | stage | pass | pass-io | files | pipeline
    a_label: str
    b_label: str
    metadata: list[ValueChange] = field(default_factory=list)
    points: list[PointDiff] = field(default_factory=list)
    pipeline: PipelineDiff | None = None

    @property
    def changed(self) -> bool:
        if self.mode == "pipeline":  # the question asked was about the pass lists only
            return bool(self.pipeline)
        return bool(self.metadata or any(p.status == "changed" for p in self.points))

    @property
    def reordered(self) -> list[PointDiff]:
        """Points whose IR differs only by the order of independent ops (not a change)."""
        return [p for p in self.points if p.status == "reordered"]

    def to_json(self) -> dict:
        return {
            "mode": self.mode, "a": self.a_label, "b": self.b_label, "changed": self.changed,
            "reordered": [p.point for p in self.reordered],
            "metadata": [{"name": v.name, "a": v.a, "b": v.b, "delta": v.delta} for v in self.metadata],
            "points": [p.to_json() for p in self.points],
            "pipeline": self.pipeline.to_json() if self.pipeline is not None else None,
        }


# -- comparing two snapshot files ------------------------------------------------------------

def diff_snapshots(a_path: Path, b_path: Path, point: str = "", a_label: str = "a", b_label: str = "b",
                   with_summary: bool = True, context: int = 3) -> PointDiff:
    """Normalize both files, diff them, and diff their summaries; an IR diff that is only a
    reordering of independent ops (``passlab.diff.reorder``) sets ``reordering``."""
    result = PointDiff(point, a_label, b_label, Path(a_path), Path(b_path))
    a_ir, b_ir = _normalized(a_path), _normalized(b_path)
    result.ir = diff_ir(a_ir, b_ir, f"{a_label} ({point})" if point else a_label,
                        f"{b_label} ({point})" if point else b_label, context)
    if result.ir:
        result.reordering = compare_order(a_ir, b_ir)
    if with_summary:
        try:
            result.a_summary = _summary(a_path)
            result.b_summary = _summary(b_path)
            result.summary = diff_summaries(result.a_summary, result.b_summary)
        except PasslabError as exc:  # ParseError on a snapshot the IR parser does not read
            result.summary_error = exc.message.splitlines()[0]
    return result


def _key(path: Path) -> tuple[str, float]:
    path = Path(path)
    return (str(path.resolve()), path.stat().st_mtime)


# Traces store identical consecutive snapshots once, so one file often backs several points;
# keyed by path and mtime so a re-traced directory is read again.
@functools.lru_cache(maxsize=64)
def _normalized_cached(key: tuple[str, float]) -> NormalizedIR:
    return normalize_file(key[0])


@functools.lru_cache(maxsize=64)
def _summary_cached(key: tuple[str, float]) -> StageSummary:
    return summarize_file(key[0])


def _normalized(path: Path) -> NormalizedIR:
    return _normalized_cached(_key(path))


def _summary(path: Path) -> StageSummary:
    return _summary_cached(_key(path))


def clear_caches() -> None:
    _normalized_cached.cache_clear()
    _summary_cached.cache_clear()


# -- choosing snapshots in traces --------------------------------------------------------------

def find_pass(trace: Trace, name: str) -> dict:
    """A pass record by argument or class name (its first run), or by its timeline index."""
    if name.isdigit():
        index = int(name)
        if index >= len(trace.passes):
            raise UsageError(f"{trace.path} has {len(trace.passes)} passes; no pass #{index}")
        return trace.passes[index]
    for record in trace.passes:
        if name in (record["arg"], record["pass"]):
            return record
    raise TraceError(f"pass '{name}' does not appear in {trace.path} (see 'passlab trace' for the pass list)")


def _stage(name: str) -> str:
    try:
        return resolve_stage(name)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def is_stage_name(name: str) -> bool:
    try:
        resolve_stage(name)
    except ValueError:
        return False
    return True


def stage_input(trace: Trace, stage: str) -> Path:
    """The IR a WS stage starts from: the previous sub-step of the same pass, else the pass's input."""
    stage = _stage(stage)
    stage_map = stage_map_of(trace.manifest)
    rule = stage_map.rule(stage)
    trace.stage_snapshot(stage)  # raises when the stage did not run
    step_stages = [r for r in stage_map.rules if r.pass_arg == rule.pass_arg and r.after_step]
    earlier = step_stages if not rule.after_step else step_stages[:step_stages.index(rule)]
    for previous in reversed(earlier):
        if trace.stages[previous.stage]["status"] == "ran":
            return trace.stage_snapshot(previous.stage)
    first = rule.after_passes[0] if rule.after_passes and not rule.after_step else rule.pass_arg
    return trace.path / find_pass(trace, first)["snapshot"]


def diff_stage(a: Trace, b: Trace, stage: str, a_label: str = "a", b_label: str = "b",
               context: int = 3) -> PointDiff:
    stage = _stage(stage)
    paths = []
    reasons = {trace.stages[stage].get("reason") for trace in (a, b) if trace.stages[stage]["status"] != "ran"}
    if len(reasons) == 1 and all(trace.stages[stage]["status"] != "ran" for trace in (a, b)):
        return PointDiff(stage, a_label, b_label, missing=f"not run in either: {reasons.pop()}", in_neither=True)
    for trace in (a, b):
        entry = trace.stages[stage]
        if entry["status"] != "ran":
            which = "a" if trace is a else "b"
            return PointDiff(stage, a_label, b_label, missing=f"not run in {which}: {entry.get('reason')}")
        paths.append(trace.path / entry["snapshot"])
    return diff_snapshots(paths[0], paths[1], stage, a_label, b_label, context=context)


def diff_all_stages(a: Trace, b: Trace, a_label: str = "a", b_label: str = "b",
                    context: int = 3) -> list[PointDiff]:
    return [diff_stage(a, b, stage, a_label, b_label, context) for stage in STAGE_NAMES]


def diff_pass_outputs(a: Trace, b: Trace, name: str, a_label: str = "a", b_label: str = "b",
                      context: int = 3) -> PointDiff:
    """The IR after pass ``name`` in ``a`` against the IR after it in ``b``."""
    paths = []
    for trace in (a, b):
        record = find_pass(trace, name)
        if record["after"] is None:
            return PointDiff(f"after {name}", a_label, b_label,
                             missing=f"no IR after {name} in {trace.path} (the compile stopped there)")
        paths.append(trace.path / record["after"])
    return diff_snapshots(paths[0], paths[1], f"after {record['arg']}", a_label, b_label, context=context)


def diff_pass_io(trace: Trace, name: str, label: str = "", context: int = 3) -> PointDiff:
    """What one pass (or one WS stage) changed: its input against its output."""
    label = label or str(trace.path)
    if is_stage_name(name) and not name.isdigit():
        stage = _stage(name)
        before, after = stage_input(trace, stage), trace.stage_snapshot(stage)
        point = f"{stage} (input -> output)"
    else:
        record = find_pass(trace, name)
        if record["after"] is None:
            raise TraceError(f"no IR after {record['arg']} in {trace.path} (the compile stopped there)")
        before, after = trace.path / record["snapshot"], trace.path / record["after"]
        point = f"#{record['index']} {record['arg']} (input -> output)"
    return diff_snapshots(before, after, point, f"{label} before", f"{label} after", context=context)


def final_metadata_changes(a: Trace, b: Trace) -> list[ValueChange]:
    ma, mb = a.manifest.get("metadata", {}), b.manifest.get("metadata", {})
    return [ValueChange(f"final {key}", ma.get(key), mb.get(key)) for key in FINAL_METADATA
            if ma.get(key) != mb.get(key)]


# -- the one entry point the CLI uses -----------------------------------------------------------

def check_options(stage: str | None, pass_name: str | None, pipeline: bool) -> None:
    """The combinations that mean nothing, refused before any operand is traced: ``--pipeline``
    compares the pass lists, so a stage or pass to look at would be dropped in silence."""
    if stage and pass_name:
        raise UsageError("give --stage or --pass, not both")
    if pipeline and (stage or pass_name):
        raise UsageError(f"--pipeline compares the two pass lists whole: {'--stage' if stage else '--pass'} "
                         "does not apply (drop one)")


def compare(a: DiffOperand, b: DiffOperand | None, stage: str | None = None, pass_name: str | None = None,
            pipeline: bool = False, context: int = 3) -> Comparison:
    """Dispatch on what was given (see the module docstring); UsageError for combinations that mean nothing."""
    check_options(stage, pass_name, pipeline)
    if b is None:
        if a.trace is None or not pass_name:
            raise UsageError("one operand needs a trace and --pass PASS (or a WS stage name): "
                             "it shows that pass's input against its output")
        point = diff_pass_io(a.trace, pass_name, a.label, context)
        return Comparison("pass-io", a.label, a.label, points=[point])

    if pipeline:
        if a.trace is None or b.trace is None:
            raise UsageError("--pipeline compares the pass lists of two traces (not .mlir files)")
        result = Comparison("pipeline", a.label, b.label)
        printed = all(t.manifest.get("header_format") != "3.6" for t in (a.trace, b.trace))
        result.pipeline = diff_pipelines(a.trace.passes, b.trace.passes, a.label, b.label, compare_options=printed)
        result.metadata = final_metadata_changes(a.trace, b.trace)
        return result

    if a.trace is not None and b.trace is not None:
        result = Comparison("stages", a.label, b.label, metadata=final_metadata_changes(a.trace, b.trace))
        if stage:
            result.mode = "stage"
            result.points = [diff_stage(a.trace, b.trace, stage, a.label, b.label, context)]
        elif pass_name and is_stage_name(pass_name):
            result.mode = "stage"
            result.points = [diff_stage(a.trace, b.trace, pass_name, a.label, b.label, context)]
        elif pass_name:
            result.mode = "pass"
            result.points = [diff_pass_outputs(a.trace, b.trace, pass_name, a.label, b.label, context)]
        else:
            result.points = diff_all_stages(a.trace, b.trace, a.label, b.label, context)
        return result

    paths = [_operand_file(op, stage, pass_name) for op in (a, b)]
    point = stage and _stage(stage) or (f"after {pass_name}" if pass_name else "")
    return Comparison("files", a.label, b.label,
                      points=[diff_snapshots(paths[0], paths[1], point, a.label, b.label, context=context)])


def _operand_file(operand: DiffOperand, stage: str | None, pass_name: str | None) -> Path:
    if operand.file is not None:
        return operand.file
    if stage or (pass_name and is_stage_name(pass_name)):
        return operand.trace.stage_snapshot(stage or pass_name)
    if pass_name:
        record = find_pass(operand.trace, pass_name)
        if record["after"] is None:
            raise TraceError(f"no IR after {pass_name} in {operand.trace.path}")
        return operand.trace.path / record["after"]
    raise UsageError(f"comparing a trace ({operand.label}) with an .mlir file needs --stage or --pass "
                     "to pick the trace's snapshot")
