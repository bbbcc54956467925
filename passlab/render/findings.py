"""Findings as a compiler prints them, or as JSON.

    kernels/matmul_hopper.py:33:12: error: [MBAR005] ...
        a = a_desc.load([pid_m * BLOCK_M, k * BLOCK_K])
                ^
      called from kernels/matmul_hopper.py:71     (an op of an inlined @jit helper: its call sites)
      at snapshots/056-....mlir:142: ttng.wait_barrier (stage MemoryPlanner)
      hint: ...

Without a kernel location the snapshot position leads and its line is shown instead.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import TextIO

from passlab.checks.findings import CheckReport, Finding, Severity
from passlab.ir.locations import source_line


def _short(path: str) -> str:
    try:
        rel = os.path.relpath(path)
    except ValueError:
        return path
    return rel if not rel.startswith("..") else path


@lru_cache(maxsize=8)
def _snapshot_lines(path: str) -> tuple[str, ...]:
    """The checked snapshot's lines (it was just parsed, so it is a regular text file)."""
    try:
        if not Path(path).is_file():
            return ()
        return tuple(Path(path).read_text(errors="replace").splitlines())
    except OSError:
        return ()


def _snapshot_line(path: str, line: int) -> str | None:
    lines = _snapshot_lines(path)
    return lines[line - 1] if 0 < line <= len(lines) else None


def format_finding(f: Finding, stale: frozenset[str] = frozenset()) -> str:
    out = []
    snapshot = _short(f.snapshot)
    if f.location is not None:
        out.append(f"{_short(f.location.file)}:{f.location.line}:{f.location.col}: {f.severity.value}: "
                   f"[{f.rule}] {f.message}")
        source = None if f.location.file in stale else source_line(f.location.file, f.location.line)
        if source is not None and source.strip():
            out.append(source.rstrip())
            out.append(" " * min(f.location.col, len(source)) + "^")
        out.extend(f"  called from {_short(file)}:{line}" for file, line in f.location.callers)
        out.append(f"  at {snapshot}:{f.line}: {f.op}" + (f" (stage {f.stage})" if f.stage else ""))
    else:
        out.append(f"{snapshot}:{f.line}:1: {f.severity.value}: [{f.rule}] {f.message}")
        text = _snapshot_line(f.snapshot, f.line)
        if text is not None:
            stripped = text.strip()
            out.append(stripped if len(stripped) <= 200 else stripped[:197] + "...")
            out.append("^")
        if f.stage:
            out.append(f"  stage {f.stage}: {f.op}")
    steps = dict(f.details).get("counterexample")
    if steps:
        out.append("  counterexample:")
        out.extend(f"    {line}" for line in steps)
    if f.hint:
        out.append(f"  hint: {f.hint}")
    return "\n".join(out)


def print_report(report: CheckReport, stream: TextIO, show_notes: bool = False) -> None:
    shown = [f for f in report.findings if show_notes or f.severity is not Severity.NOTE]
    stale = frozenset(report.stale_sources)
    for path in report.stale_sources:
        stream.write(f"passlab check: note: {_short(path)} changed after the trace; source lines not shown\n")
    for name, why in sorted(report.unused_memory.items()):
        stream.write(f"passlab check: warning: --memory {name} not used: {why}\n")
    for f in shown:
        stream.write(format_finding(f, stale) + "\n")
    notes = len(report.findings) - report.errors - report.warnings
    checked = ", ".join(f"{stage} (partly: {report.partial[stage]['summary']})"
                        if stage in report.partial else stage for stage in report.stages_checked) or "nothing"
    for reason in report.skipped:
        stream.write(f"passlab check: skipped: {reason}\n")
    hidden = "" if show_notes or not notes else f", {notes} notes (--notes to show)"
    stream.write(f"{_short(report.subject)}: {report.errors} error(s), {report.warnings} warning(s){hidden}; "
                 f"checked {checked}\n")


def report_json(report: CheckReport) -> dict:
    return report.to_json()
