"""The report of ``passlab matrix``: one kernel under N Triton versions side by side (a column each),
each value that changed from the previous version marked, what changed in words, and between
each two traced neighbours the first pass that behaves differently (``passlab locate``).

It reads the ``Matrix`` ``run_matrix`` returned (rows and their ``RowChanges``) and the traces the
rows name; a trace that is gone since is said so, not an error.
"""

from __future__ import annotations

import shlex

from passlab.capture.trace import Trace
from passlab.errors import PasslabError
from passlab.render.matrix_view import describe_changes
from passlab.report.compare_report import (Field, SnapshotShelf, diff_pane, locate_html, locate_measures,
                                           side_by_side_table)
from passlab.report.page import Page, Section, esc
from passlab.report.store import SnapshotStore
from passlab.versions.matrix import Matrix, MatrixRow


def build_matrix_page(matrix: Matrix) -> Page:
    shelf = SnapshotShelf(SnapshotStore())
    config = matrix.config or "default"
    versions = ", ".join(row.version for row in matrix.rows)
    page = Page("matrix", f"passlab matrix: {matrix.kernel}",
                f"config {config} · {matrix.target} · Triton {versions}")
    page.sections.append(versions_section(matrix))
    page.sections.append(locate_section(matrix, shelf))
    page.data = {"kind": "matrix", "snapshots": shelf.store.to_json()}
    return page


def _findings(row: MatrixRow) -> str | None:
    return None if row.errors is None else f"{row.errors} errors, {row.warnings} warnings"


def row_fields(rows: list[MatrixRow]) -> list[Field]:
    traced = [row.trace is not None for row in rows]
    return [
        Field("environment", [row.environment for row in rows]),
        Field("outcome", [row.outcome for row in rows]),
        Field("num_warps", [row.num_warps for row in rows], numeric=True),
        Field("shared bytes", [row.shared for row in rows], numeric=True),
        Field("TMEM", [row.tmem for row in rows], numeric=True),
        Field("registers", [row.registers for row in rows], numeric=True),
        Field("WS stages ran", [f"{row.stages_ran}/{row.stages_total}" if ok else None for row, ok in zip(rows, traced)]),
        Field("passes", [row.passes if ok else None for row, ok in zip(rows, traced)], numeric=True),
        Field("findings", [_findings(row) for row in rows]),
        Field("seconds", [round(row.seconds, 1) for row in rows]),
    ]


def _verdict(matrix: Matrix) -> str:
    failed = [row.version for row in matrix.rows if not row.ok]
    interrupted = (f" Interrupted ({esc(matrix.interrupted)}) after {len(matrix.rows)} version(s)."
                   if matrix.interrupted else "")
    if not failed:
        return f'<p class="verdict same">Every version compiled with no error finding.{interrupted}</p>'
    return (f'<p class="verdict changed">Failed or with error findings: {esc(", ".join(failed))}.'
            f"{interrupted}</p>")


def _row_details(row: MatrixRow, previous: MatrixRow | None) -> str:
    lines = []
    if row.note:
        lines.append(esc(row.note))
    if row.outcome != "ok" and row.message:
        lines.append(f'<span class="err">{esc(row.outcome)}: {esc(row.message.splitlines()[0][:300])}</span>')
    if row.changes is not None:
        changed = describe_changes(row.changes) or ["nothing"]
        lines += [f"vs {esc(row.changes.since)}: {esc(line)}" for line in changed]
    if row.trace:
        lines.append(f"trace <code>{esc(row.trace)}</code>")
        if previous is not None and previous.trace:
            command = f"passlab diff {shlex.quote(previous.trace)} {shlex.quote(row.trace)} --html diff.html"
            lines.append(f"compare: <code>{esc(command)}</code>")
    items = "".join(f"<li>{line}</li>" for line in lines)
    return f'<div class="panel version" data-version="{esc(row.version)}"><strong>Triton {esc(row.version)}</strong><ul>{items}</ul></div>'


def versions_section(matrix: Matrix) -> Section:
    labels = [f"Triton {row.version}" for row in matrix.rows]
    details, previous = [], None        # the last row with a trace: what "passlab diff" compares it with
    for row in matrix.rows:
        details.append(_row_details(row, previous))
        previous = row if row.trace else previous
    body = (_verdict(matrix) + side_by_side_table(labels, row_fields(matrix.rows), "versions")
            + "<h3>What changed from the previous version</h3>" + "".join(details))
    return Section("versions", "Versions", body, badge=str(len(matrix.rows)))


def _load(row: MatrixRow) -> Trace | str:
    try:
        return Trace.load(row.trace)
    except PasslabError as exc:
        return exc.message.splitlines()[0]


def locate_section(matrix: Matrix, shelf: SnapshotShelf) -> Section:
    """Between each two traced neighbours: the first pass whose own edit differs (and the passes that
    make the final shared bytes / TMEM differ, when they do)."""
    traced = [row for row in matrix.rows if row.trace]
    parts = []
    for before, after in zip(traced, traced[1:]):
        title = f"<h3>Triton {esc(before.version)} &#8594; {esc(after.version)}</h3>"
        a, b = _load(before), _load(after)
        if isinstance(a, str) or isinstance(b, str):
            why = a if isinstance(a, str) else b
            parts.append(title + f'<p class="muted locate-na">Not located: {esc(why)}</p>')
            continue
        parts.append(title + locate_html(a, b, before.version, after.version, locate_measures(a, b), shelf,
                                         "locate-diff"))
    if not parts:
        body = '<p class="muted locate-na">Not located: it needs two versions that traced the kernel.</p>'
    else:
        body = ('<p class="muted">Between each two versions: the first pass that behaves differently '
                '(<code>passlab locate</code>), per measure.</p>' + "".join(parts)
                + diff_pane("locate-diff", "Click a button to see that diff."))
    return Section("locate", "Locate", body)
