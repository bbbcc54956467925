"""The report of ``passlab diff A B``: both traces' metadata side by side with the deltas, each
stage (or the point compared) with its status and its normalized IR diff a click away, the
pipeline changes when asked, and the first pass that makes the two differ (``passlab locate``).

It reads the ``Comparison`` the diff engine returned; only the locator runs here.
"""

from __future__ import annotations

import io

from rich.console import Console

from passlab.checks.context import SMEM_LIMITS
from passlab.diff.engine import Comparison, PointDiff
from passlab.diff.pipeline import PipelineDiff
from passlab.diff.spec import DiffOperand
from passlab.render.diff_view import print_summary_diff
from passlab.report.compare_report import (Field, SnapshotShelf, diff_link, diff_pane, locate_html, locate_measures,
                                           side_by_side_table, trace_fields)
from passlab.report.page import Page, Section, esc
from passlab.report.store import SnapshotStore

STATUS_CLASS = {"changed": "warn", "same": "ok", "reordered": "ok"}


def build_diff_page(comparison: Comparison, a: DiffOperand, b: DiffOperand | None) -> Page:
    """The page of one ``passlab diff`` call (``b`` None: one trace's pass, input against output)."""
    shelf = SnapshotShelf(SnapshotStore())
    operands = [op for op in (a, b) if op is not None]
    page = Page("diff", f"passlab diff: {_title(operands)}", " vs ".join(op.label for op in operands))
    page.sections.append(summary_section(comparison, operands))
    points = points_section(comparison, operands, shelf)
    if points is not None:
        page.sections.append(points)
    if comparison.pipeline is not None:
        page.sections.append(pipeline_section(comparison.pipeline))
    if b is not None:
        page.sections.append(locate_section(a, b, shelf))
    page.data = {"kind": "diff", "snapshots": shelf.store.to_json()}
    return page


def _title(operands: list[DiffOperand]) -> str:
    kernels = {(op.trace.manifest.get("kernel") or {}).get("name") for op in operands if op.trace is not None}
    kernels.discard(None)
    return ", ".join(sorted(kernels)) if kernels else " vs ".join(op.label for op in operands)


def _verdict(comparison: Comparison) -> str:
    if not comparison.changed:
        moved = " (up to the order of independent ops)" if comparison.reordered else ""
        return f'<p class="verdict same">No differences{esc(moved)}.</p>'
    parts = [f"final {esc(v.name.removeprefix('final '))} {esc(v.a)} &#8594; {esc(v.b)}"
             + (f" ({v.delta:+d})" if v.delta else "")
             for v in comparison.metadata]
    changed = [p.point for p in comparison.points if p.status == "changed"]
    if changed:
        parts.append(f"{len(changed)} of {len(comparison.points)} compared point(s) changed: {esc(', '.join(changed))}")
    if comparison.pipeline:
        parts.append("the pass lists differ")
    return f'<p class="verdict changed">Changed: {"; ".join(parts)}.</p>'


def summary_section(comparison: Comparison, operands: list[DiffOperand]) -> Section:
    labels = [f"{side}: {op.label}" for side, op in zip("AB", operands)]
    if all(op.trace is None for op in operands):
        fields = [Field("snapshot file", [str(op.file) for op in operands])]
    else:
        fields = trace_fields([op.trace for op in operands])
        fields.append(Field("trace", [str(op.trace.path) if op.trace else str(op.file) for op in operands]))
    body = _verdict(comparison) + _over_limits(operands) + side_by_side_table(labels, fields, "metadata")
    changed = sum(f.differs for f in fields)
    return Section("summary", "Summary", body, badge=f"{changed} differ" if len(operands) > 1 else "")


def _over_limits(operands: list[DiffOperand]) -> str:
    """A side whose final shared memory is over its target's per-block limit fails at launch: say so."""
    lines = []
    for side, op in zip("AB", operands):
        manifest = op.trace.manifest if op.trace is not None else {}
        shared = (manifest.get("metadata") or {}).get("shared")
        target = str(manifest.get("target") or "")
        sm = int(target.rsplit(":", 1)[1]) if target.rsplit(":", 1)[-1].isdigit() else 90
        limit = SMEM_LIMITS.get(sm, SMEM_LIMITS[90])
        if isinstance(shared, int) and shared > limit:
            lines.append(f'<p class="sev-error over-limit">{side}: shared memory {shared:,} B is over the sm_{sm} '
                         f'limit of {limit:,} B per block: it would fail at launch (out of resources).</p>')
    return "".join(lines)


def _ops(point: PointDiff, side: str) -> str:
    summary = point.a_summary if side == "a" else point.b_summary
    return str(sum(summary.ops.values())) if summary is not None else ""


def _headline(point: PointDiff) -> str:
    """The point's semantic change as ``passlab diff`` prints it (the terminal renderer, no colors)."""
    if point.missing:
        return point.missing
    if point.summary is None:
        return point.summary_error or ""
    if not point.summary:
        return "the semantic summary is the same (partitions, buffers, barriers, op counts)"
    out = io.StringIO()
    print_summary_diff(point.summary, Console(file=out, width=200, color_system=None, highlight=False))
    return out.getvalue().strip()


def points_section(comparison: Comparison, operands: list[DiffOperand], shelf: SnapshotShelf) -> Section | None:
    if not comparison.points:
        return None
    a_trace = operands[0].trace
    b_trace = operands[-1].trace
    rows = []
    for point in comparison.points:
        link = ""
        if point.a_path is not None and point.b_path is not None:
            a_id = shelf.add("A", point.a_path, a_trace)
            b_id = shelf.add("B" if len(operands) > 1 else "A", point.b_path, b_trace)
            link = diff_link("show diff", a_id, b_id, "point-diff", point.point or "snapshots")
        if point.status == "reordered":
            lines = f"{point.reordering.count} op(s) moved"
        else:
            lines = f"+{point.ir.added} &#8722;{point.ir.removed}" if point.ir else ""
        headline = _headline(point)
        first, _, rest = headline.partition("\n")
        note = esc(first) + (f'<details><summary>more</summary><pre class="mono">{esc(rest)}</pre></details>'
                             if rest else "")
        rows.append(f'<tr class="point {esc(point.status.replace(" ", "-"))}" data-point="{esc(point.point)}">'
                    f'<td class="name">{esc(point.point or "snapshots")}</td>'
                    f'<td class="{STATUS_CLASS.get(point.status, "muted")}">{esc(point.status)}</td>'
                    f'<td class="num">{_ops(point, "a")}</td><td class="num">{_ops(point, "b")}</td>'
                    f'<td class="num">{lines}</td><td class="note">{note}</td><td>{link}</td></tr>')
    stages = comparison.mode in ("stages", "stage")
    changed = sum(p.status == "changed" for p in comparison.points)
    body = (f'<table class="points"><thead><tr><th>{"stage" if stages else "point"}</th><th>status</th>'
            '<th class="num" title="ops in A (semantic summary)">ops A</th><th class="num">ops B</th>'
            '<th class="num" title="normalized lines added and removed">lines</th><th>what changed</th><th></th>'
            f'</tr></thead><tbody>{"".join(rows)}</tbody></table>'
            '<p class="muted">The IR is normalized as <code>passlab diff</code> compares it: SSA values renumbered, '
            'attribute aliases inlined, locations dropped.</p>'
            + diff_pane("point-diff", "Click \u201cshow diff\u201d on a row to see its IR diff."))
    return Section("stages", "Stages" if stages else "IR", body, badge=f"{changed} changed")


def pipeline_section(pipeline: PipelineDiff) -> Section:
    items = []
    if pipeline.only_in_a:
        items.append(f'<li class="err">only A runs: {esc(", ".join(pipeline.only_in_a))}</li>')
    if pipeline.only_in_b:
        items.append(f'<li class="ok">only B runs: {esc(", ".join(pipeline.only_in_b))}</li>')
    for change in pipeline.changes:
        ref = change.b or change.a
        side = "B" if change.b else "A"
        items.append(f"<li>{esc(change.kind)}: {side} #{ref.index} {esc(ref.describe())}</li>")
    body = (f"<p>{pipeline.a_count} passes in A, {pipeline.b_count} in B.</p>"
            + (f"<ul>{''.join(items)}</ul>" if items else '<p class="muted">Same passes in the same order.</p>'))
    return Section("pipeline", "Pipeline", body, badge=str(len(pipeline.changes)))


def locate_section(a: DiffOperand, b: DiffOperand, shelf: SnapshotShelf) -> Section:
    """The first pass that makes A and B differ (in the IR, and in each final value that differs)."""
    if a.trace is None or b.trace is None:
        body = '<p class="muted locate-na">Not located: the locator walks two traces\' pipelines; an .mlir file has none.</p>'
        return Section("locate", "Locate", body)
    cards = locate_html(a.trace, b.trace, "A", "B", locate_measures(a.trace, b.trace), shelf, "locate-diff")
    body = ('<p class="muted">The first pass whose output differs between A and B (<code>passlab locate</code>), '
            'per measure.</p>' + cards + diff_pane("locate-diff", "Click a button to see that diff."))
    return Section("locate", "Locate", body)
