"""What a check reports: ``Finding`` (one problem at one op) and ``CheckReport`` (all of them).

Both are plain data: the renderers in ``passlab/render/findings.py`` turn them into compiler-style
text or JSON. Findings sort by severity, rule, stage and snapshot line so two runs on the same
trace print the same bytes.
"""

from __future__ import annotations

import enum
from dataclasses import asdict, dataclass, field


class Severity(str, enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"

    @property
    def rank(self) -> int:
        return {"error": 0, "warning": 1, "note": 2}[self.value]


@dataclass(frozen=True)
class SourceLocation:
    """Where in the kernel source an op came from (``loc(...)`` in the snapshot)."""

    file: str
    line: int
    col: int
    callers: tuple[tuple[str, int], ...] = ()   # the call sites it was inlined through, innermost first

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"


@dataclass(frozen=True, eq=False)
class Finding:
    """One rule violated at one op of one snapshot."""

    rule: str
    severity: Severity
    message: str
    op: str = ""
    stage: str = ""
    snapshot: str = ""          # snapshot file (relative to the trace directory when there is one)
    line: int = 0               # 1-based line of the op in the snapshot
    location: SourceLocation | None = None
    hint: str = ""
    details: tuple[tuple[str, object], ...] = ()   # numbers behind the message, JSON-able

    def sort_key(self) -> tuple:
        return (self.severity.rank, self.rule, self.stage, self.snapshot, self.line, self.message)

    def to_json(self) -> dict:
        data = asdict(self)
        data["severity"] = self.severity.value
        data["location"] = str(self.location) if self.location else None
        data["details"] = {key: value for key, value in self.details}
        return data


@dataclass
class CheckReport:
    """Every finding of one run, plus what was checked (so "clean" can be told from "skipped")."""

    subject: str                              # trace directory or .mlir file
    kernel: str = ""
    target: str = ""
    stages_checked: dict[str, str] = field(default_factory=dict)   # stage -> snapshot
    skipped: list[str] = field(default_factory=list)               # rule families not run, with why
    stale_sources: list[str] = field(default_factory=list)         # kernel files edited after the trace
    partial: dict[str, dict] = field(default_factory=dict)         # checked input -> what it left out ("summary")
    # ``--memory`` names that are no pointer-to-integer argument of the kernel, each with why
    unused_memory: dict[str, str] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)

    def sorted(self) -> "CheckReport":
        unique = {(f.sort_key(), f.op, repr(f.details)): f for f in self.findings}
        self.findings = sorted(unique.values(), key=Finding.sort_key)
        self.skipped = sorted(set(self.skipped))
        return self

    @property
    def errors(self) -> int:
        return sum(f.severity is Severity.ERROR for f in self.findings)

    @property
    def warnings(self) -> int:
        return sum(f.severity is Severity.WARNING for f in self.findings)

    @property
    def exit_code(self) -> int:
        return 1 if self.errors else 0

    def to_json(self) -> dict:
        return {"subject": self.subject, "kernel": self.kernel, "target": self.target,
                "stages_checked": dict(sorted(self.stages_checked.items())), "skipped": self.skipped,
                "stale_sources": self.stale_sources, "unused_memory": dict(sorted(self.unused_memory.items())),
                "summary": {"errors": self.errors, "warnings": self.warnings,
                            "notes": len(self.findings) - self.errors - self.warnings,
                            "partial": dict(sorted(self.partial.items()))},
                "findings": [f.to_json() for f in self.findings]}
