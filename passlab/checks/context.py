"""What a check runs on: the parsed stage snapshots of a trace (or one .mlir file) and the target.

``CheckInput.from_trace`` parses only the stages the rules read; ``CheckInput.from_file`` wraps one
snapshot, whose stage is unknown (""). ``finding`` builds a ``Finding`` for an op, filling the
rule's severity and hint, the snapshot line and the kernel source location.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from passlab.checks.dataflow import IRIndex
from passlab.checks.findings import Finding, Severity, SourceLocation
from passlab.checks.registry import rule
from passlab.errors import TraceError
from passlab.ir import Module, Operation, parse_file

# Per-block shared memory with opt-in, by SM major/minor (bytes).
SMEM_LIMITS = {90: 232448, 100: 232448, 103: 232448, 120: 101376, 80: 166912, 86: 101376, 87: 166912, 89: 101376}
REGISTERS_PER_SM = 65536
TMEM_COLUMNS = 512
TMEM_LANES = 128

# cuda:90   /   cuda:100a
TARGET_RE = re.compile(r"cuda:(\d+)")

# Stages in pipeline order; the WS ones exist on sm_90 only.
STAGE_ORDER = ("WSCodePartition", "WSLowerToken", "SWP", "MemoryPlanner")


@dataclass
class StageIR:
    """One parsed snapshot and the def-use index over it."""

    stage: str
    path: Path
    display: str          # how findings name the file
    module: Module

    @cached_property
    def index(self) -> IRIndex:
        return IRIndex(self.module)

    @property
    def text(self) -> str:
        return self.path.read_text()


@dataclass
class CheckInput:
    subject: str
    target: str
    stages: dict[str, StageIR] = field(default_factory=dict)     # stage -> IR (ran stages only)
    manifest: dict | None = None
    trace_path: Path | None = None
    # pointer argument -> its int contents, for the protocol model (``check --memory``; beside the
    # manifest's ``kernel.check_memory``, which a kernel spec records)
    memory: dict[str, tuple[int, ...]] = field(default_factory=dict)

    @property
    def sm(self) -> int:
        m = TARGET_RE.match(self.target or "")
        return int(m.group(1)) if m else 90

    @property
    def smem_limit(self) -> int:
        return SMEM_LIMITS.get(self.sm, SMEM_LIMITS[90])

    @property
    def is_file(self) -> bool:
        return self.manifest is None

    def latest(self) -> StageIR | None:
        """The most lowered IR available: MemoryPlanner, else the last stage that ran."""
        for stage in reversed(STAGE_ORDER):
            if stage in self.stages:
                return self.stages[stage]
        return self.stages.get("") or (next(iter(self.stages.values())) if self.stages else None)

    @classmethod
    def from_file(cls, path: str | Path) -> "CheckInput":
        path = Path(path)
        module = parse_file(path)
        if not module.ops:
            raise TraceError(f"{path}: nothing to check: the file holds no operations")
        target = str(module.attributes.get("ttg.target", "cuda:90")).strip('"')
        return cls(subject=str(path), target=target, stages={"": StageIR("", path, str(path), module)})

    @classmethod
    def from_trace(cls, trace) -> "CheckInput":
        stages = {}
        for stage in STAGE_ORDER:
            entry = trace.stages.get(stage) or {}
            if entry.get("status") == "ran" and entry.get("snapshot"):
                path = trace.path / entry["snapshot"]
                stages[stage] = StageIR(stage, path, str(path), parse_file(path))
        return cls(subject=str(trace.path), target=trace.manifest.get("target", "cuda:90"), stages=stages,
                   manifest=trace.manifest, trace_path=trace.path)


def source_location(op: Operation) -> SourceLocation | None:
    try:
        loc = op.loc
    except Exception:   # a location passlab cannot resolve must not hide the finding itself
        return None
    if loc is None or not getattr(loc, "file", None):
        return None
    return SourceLocation(loc.file, loc.line, loc.col, getattr(loc, "callers", ()))


def finding(rule_id: str, ir: StageIR, op: Operation | None, message: str, hint: str | None = None,
            location: SourceLocation | None = None, severity: Severity | None = None, **details) -> Finding:
    """A finding at ``op``; ``location`` stands in when the op has none (3.6's WS internal dumps);
    ``severity`` overrides the rule's default (a compiler-made pattern reported as a note)."""
    spec = rule(rule_id)
    return Finding(rule=rule_id, severity=severity or spec.severity, message=message, op=op.name if op else "",
                   stage=ir.stage, snapshot=ir.display, line=op.line if op else 0,
                   location=(source_location(op) if op else None) or location,
                   hint=spec.hint if hint is None else hint, details=tuple(sorted(details.items())))
