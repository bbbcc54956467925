"""Text of a version matrix: one line per Triton version, then what changed and where the traces lie."""

from __future__ import annotations

import sys
from typing import TextIO

from passlab.versions.matrix import Matrix, MatrixRow, RowChanges

COLUMNS = ("triton", "env", "outcome", "warps", "shared", "TMEM", "regs", "stages", "passes", "findings", "changed")


def format_row(row: MatrixRow) -> list[str]:
    """The table cells of one row; '-' for a value the trace does not have."""
    def cell(value) -> str:
        return "-" if value is None else str(value)
    findings = "-" if row.errors is None else f"{row.errors}E {row.warnings}W"
    traced = row.trace is not None
    return [row.version, row.environment, row.outcome, cell(row.num_warps), cell(row.shared), cell(row.tmem),
            cell(row.registers), f"{row.stages_ran}/{row.stages_total}" if traced else "-",
            str(row.passes) if traced else "-", findings, describe_changes_short(row.changes)]


def describe_changes_short(changes: RowChanges | None) -> str:
    if changes is None:
        return ""
    if not changes:
        return "nothing"
    parts = []
    if changes.outcome:
        parts.append(" -> ".join(changes.outcome))
    kinds = f"kinds +{len(changes.passes_added)} -{len(changes.passes_removed)}"
    if changes.passes:  # the count and the distinct kinds both: 74 -> 74 passes can still swap kinds
        parts.append(f"passes {changes.passes[0]} -> {changes.passes[1]}")
    if changes.passes_added or changes.passes_removed:
        parts.append(kinds if changes.passes else f"pass {kinds}")
    if changes.stages:
        parts.append(f"stages {changes.stages[0]} -> {changes.stages[1]}")
    for name, (before, after) in changes.metadata.items():
        numbers = isinstance(before, int) and isinstance(after, int)
        parts.append(f"{name} {after - before:+d}" if numbers else name)
    return ", ".join(parts)


def describe_changes(changes: RowChanges) -> list[str]:
    """The full lines of what a row changed from the previous one."""
    lines = []
    if changes.outcome:
        lines.append(f"outcome {changes.outcome[0]} -> {changes.outcome[1]}")
    if changes.passes:
        lines.append(f"passes {changes.passes[0]} -> {changes.passes[1]} ({changes.passes[1] - changes.passes[0]:+d})")
    if changes.stages:
        lines.append(f"WS stages that ran {changes.stages[0]} -> {changes.stages[1]}")
    for name, (before, after) in changes.metadata.items():
        delta = f" ({after - before:+d})" if isinstance(before, int) and isinstance(after, int) else ""
        lines.append(f"{name} {before if before is not None else '-'} -> {after if after is not None else '-'}{delta}")
    if changes.passes_added:
        lines.append("passes added: " + ", ".join(changes.passes_added))
    if changes.passes_removed:
        lines.append("passes removed: " + ", ".join(changes.passes_removed))
    return lines


def print_matrix(matrix: Matrix, out: TextIO | None = None) -> None:
    out = out or sys.stdout
    config = matrix.config or "default"
    out.write(f"{matrix.kernel} config {config} target {matrix.target}: {len(matrix.rows)} Triton versions\n\n")
    table = [list(COLUMNS)] + [format_row(row) for row in matrix.rows]
    widths = [max(len(line[i]) for line in table) for i in range(len(COLUMNS) - 1)]
    for line in table:
        cells = [text.rjust(w) if i >= 3 and i < 10 else text.ljust(w) for i, (text, w) in enumerate(zip(line, widths))]
        out.write("  ".join(cells + [line[-1]]).rstrip() + "\n")
    for row in matrix.rows:
        details = []
        if row.note:
            details.append(row.note)
        if row.outcome != "ok" and row.message:
            details.append(f"{row.outcome}: {row.message.splitlines()[0][:200]}")
        if row.changes:
            details.extend(f"vs {row.changes.since}: {line}" for line in describe_changes(row.changes))
        if row.trace:
            details.append(f"trace {row.trace}")
        if details:
            out.write(f"\n{row.version}:\n" + "".join(f"  {line}\n" for line in details))
    if matrix.interrupted:
        out.write(f"\ninterrupted ({matrix.interrupted}) after {len(matrix.rows)} versions\n")
    traced = [row for row in matrix.rows if row.trace]
    if len(traced) >= 2:
        out.write(f"\ncompare two rows: passlab diff {traced[-2].trace} {traced[-1].trace}\n")
