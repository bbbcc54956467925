"""Terminal view of a ``Comparison``: final metadata, pipeline changes, then per point the
semantic summary and the unified diff of the normalized IR.

Rich colors the output on a terminal and prints plain text to a pipe or file. IR text is
printed as ``Text`` (never as markup: IR is full of ``[...]``) and without wrapping, so a
piped diff is a valid unified diff line for line.
"""

from __future__ import annotations

import re

from rich.console import Console
from rich.table import Table
from rich.text import Text

from passlab.diff.engine import Comparison, PointDiff
from passlab.diff.ir_diff import Hunk, IRDiff
from passlab.diff.pipeline import PipelineDiff
from passlab.diff.summary_diff import SummaryDiff, ValueChange
from passlab.graphs.summary import Buffer

VALUE_NAMES = {
    "num_warps": "num_warps (module)", "total_warps": "warps incl. WS partitions", "shared_bytes": "ttg.shared bytes",
    "tmem_columns": "TMEM columns", "smem_bytes": "SMEM allocated (IR)", "tmem_bytes": "TMEM allocated (IR)",
    "barrier_count": "mbarriers", "final num_warps": "final num_warps", "final shared": "final shared bytes",
    "final tmem_size": "final tmem_size",
}
MAX_OP_ROWS = 40
# Diff lines printed with colors (about 0.4 ms each through Rich); past them a terminal gets a note.
MAX_STYLED_DIFF_LINES = 20_000
# Characters Rich rewrites in Text (tabs expanded, control codes dropped)
CONTROL_RE = re.compile(r"[\x00-\x1f\x7f]")
# Rich wraps at 80 columns when not writing to a terminal; summaries read better unwrapped.
PIPE_WIDTH = 200


def diff_console() -> Console:
    """The console a diff or location prints to: unwrapped lines, PIPE_WIDTH wide off a terminal."""
    console = Console(highlight=False, soft_wrap=True)
    if not console.is_terminal:
        console.width = PIPE_WIDTH
    return console


def print_comparison(comparison: Comparison, console: Console | None = None, summary_only: bool = False,
                     show_reordered: bool = False) -> None:
    if console is None:
        console = diff_console()
    console.print(Text.assemble(("a: ", "bold"), comparison.a_label))
    if comparison.mode != "pass-io":
        console.print(Text.assemble(("b: ", "bold"), comparison.b_label))
    if comparison.metadata:
        console.print(Text("final compile metadata", style="bold"))
        for change in comparison.metadata:
            console.print(_value_line(change))
    if comparison.pipeline is not None:
        print_pipeline(comparison.pipeline, console)
    overview = comparison.mode == "stages"
    if overview:
        _stage_table(comparison, console)
    for point in comparison.points:
        if overview and point.status == "reordered" and show_reordered:
            print_point(point, console, show_ir=not summary_only, show_reordered=True)
            continue
        if overview and point.status != "changed":
            continue
        print_point(point, console, show_ir=not (summary_only or overview), show_reordered=show_reordered)
    if overview and any(p.status == "changed" for p in comparison.points) and not summary_only:
        console.print(Text("(IR diffs per stage: passlab diff A B --stage STAGE)", style="dim"))
    reordered = comparison.reordered
    if reordered and not show_reordered:
        moved = sum(p.reordering.count for p in reordered)
        where = ", ".join(p.point or "snapshots" for p in reordered)
        console.print(Text(f"note: {moved} independent op(s) in another order ({where}): a reordering, not a change "
                           "(--show-reordered shows it)", style="dim"))
    if not comparison.changed:
        console.print(Text("no differences" + (" (up to the order of independent ops)" if reordered else ""),
                           style="green"))


def _stage_table(comparison: Comparison, console: Console) -> None:
    table = Table(title="stages", title_justify="left", box=None, pad_edge=False)
    for column in ("stage", "status", "lines", "summary"):
        table.add_column(column)
    for point in comparison.points:
        status = Text(point.status, style={"changed": "yellow", "same": "green", "reordered": "green"}.get(point.status, "dim"))
        if point.status == "reordered":
            lines = f"{point.reordering.count} op(s) moved"
        else:
            lines = f"+{point.ir.added} -{point.ir.removed}" if point.ir else ""
        note = point.missing or _headline(point.summary)
        table.add_row(point.point, status, lines, Text(note or ""))
    console.print(table)


def _headline(summary: SummaryDiff | None) -> str:
    if not summary:
        return ""
    parts = [f"{VALUE_NAMES.get(v.name, v.name)} {v.a}->{v.b}" for v in summary.values
             if v.name in ("total_warps", "smem_bytes", "barrier_count", "shared_bytes")]
    if summary.partitions:
        parts.append(f"{len(summary.partitions)} partition change(s)")
    return "; ".join(parts)


def print_point(point: PointDiff, console: Console, show_ir: bool = True, show_reordered: bool = False) -> None:
    title = Text.assemble(("== ", "bold"), (point.point or "snapshots", "bold cyan"), ": ")
    if point.missing:
        console.print(title + Text(f"not compared: {point.missing}", style="yellow"))
        return
    if point.status == "same":
        console.print(title + Text("same IR", style="green"))
        return
    if point.status == "reordered":
        console.print(title + Text(f"same IR up to the order of independent ops ({point.reordering.count} op(s) "
                                   "moved, no dependence changed)", style="green"))
        if show_reordered:
            for moved in point.reordering.moved:
                console.print(Text(f"  moved: a line {moved.a_line} -> b line {moved.b_line}: {moved.text}"),
                              soft_wrap=True)
            if show_ir:
                print_ir_diff(point.ir, console)
        return
    counts = f"changed (+{point.ir.added} -{point.ir.removed} normalized lines)" if point.ir else "changed"
    console.print(title + Text(counts, style="yellow"))
    if point.summary is not None:
        print_summary_diff(point.summary, console)
    elif point.summary_error:
        console.print(Text(f"  (no semantic summary: {point.summary_error})", style="dim"))
    if show_ir and point.ir:
        print_ir_diff(point.ir, console)


def _value_line(change: ValueChange) -> Text:
    delta = change.delta
    delta_text = f" ({delta:+d})" if delta is not None else ""
    return Text(f"  {VALUE_NAMES.get(change.name, change.name)}: {change.a} -> {change.b}{delta_text}")


def _buffer_text(b: Buffer) -> str:
    where = f" in {b.where}" if b.where else ""
    loc = f" @{b.loc}" if b.loc else ""
    return f"{b.kind} {b.describe()} = {b.bytes} B{where} (line {b.line}{loc})"


def print_summary_diff(summary: SummaryDiff, console: Console) -> None:
    for change in summary.values:
        console.print(_value_line(change))
    for change in summary.partitions:
        p = change.b or change.a
        if change.kind == "changed":
            a, b = change.a, change.b
            tasks = f", tasks {list(a.tasks)}->{list(b.tasks)}" if a.tasks != b.tasks else ""
            console.print(Text(f"  ~ ttg.warp_specialize region {change.name}: warps {a.warps}->{b.warps}, "
                               f"ops {a.ops}->{b.ops}{tasks}"))
        else:
            style = "green" if change.kind == "added" else "red"
            regs = f", {p.registers} regs" if p.registers else ""
            sign = "+" if change.kind == "added" else "-"
            console.print(Text(f"  {sign} ttg.warp_specialize region {p.name}: {p.warps} warps, "
                               f"{p.ops} ops, tasks {list(p.tasks)}{regs}", style=style))
    for change in summary.buffers:
        if change.kind == "resized":
            a, b = change.a, change.b
            where = f" in {a.where}" if a.where else ""
            console.print(Text(f"  ~ {a.kind} {a.describe()} -> x{b.copies}: {a.bytes} -> {b.bytes} B "
                               f"({change.bytes_delta:+d}){where} (line {a.line} -> {b.line})", style="yellow"))
        elif change.kind == "added":
            console.print(Text(f"  + {_buffer_text(change.b)}", style="green"))
        else:
            console.print(Text(f"  - {_buffer_text(change.a)}", style="red"))
    if summary.buffers:
        by_kind = {}
        for change in summary.buffers:
            kind = (change.a or change.b).kind
            by_kind[kind] = by_kind.get(kind, 0) + change.bytes_delta
        console.print(Text("  buffer bytes: " + ", ".join(f"{k} {v:+d}" for k, v in by_kind.items())))
    for count, (a, b) in summary.barrier_inits.items():
        console.print(Text(f"  init_barrier with arrival count {count}: {a} -> {b}"))
    for task, (a, b) in summary.tasks.items():
        console.print(Text(f"  ops tagged async_task_id {task}: {a} -> {b}"))
    rows = list(summary.ops.items())
    if rows:
        shown = rows[:MAX_OP_ROWS]
        console.print(Text("  ops: " + ", ".join(f"{name} {b - a:+d}" for name, (a, b) in shown)
                           + (f", ... {len(rows) - len(shown)} more" if len(rows) > len(shown) else "")))


def print_ir_diff(ir: IRDiff, console: Console) -> None:
    console.print(Text(f"--- {ir.a_label}", style="bold red"), soft_wrap=True)
    console.print(Text(f"+++ {ir.b_label}", style="bold green"), soft_wrap=True)
    styled = 0
    for index, hunk in enumerate(ir.hunks):
        if console.color_system is None:
            _write_plain_hunk(hunk, console)
            continue
        if styled >= MAX_STYLED_DIFF_LINES:
            rest = sum(len(h.lines) for h in ir.hunks[index:])
            console.print(Text(f"... {rest} more diff lines not shown on a terminal "
                               "(pipe to a file, or --json, for the whole diff)", style="dim"))
            return
        styled += len(hunk.lines)
        locs = []
        for line in hunk.lines:
            if line.tag != " " and line.loc and line.loc not in locs:
                locs.append(line.loc)
        header = Text(hunk.header, style="cyan")
        if locs:
            header.append("  kernel " + ", ".join(locs[:4]) + (" ..." if len(locs) > 4 else ""), style="dim")
        console.print(header, soft_wrap=True)
        for line in hunk.lines:
            style = {"+": "green", "-": "red"}.get(line.tag, "")
            console.print(Text(line.tag + line.text, style=style), soft_wrap=True)


def _write_plain_hunk(hunk: Hunk, console: Console) -> None:
    """One hunk written as plain text in one call: what Rich prints for it without colors, at a
    fraction of its cost per line (a diff of 50 MB against 10 MB prints 300,000 lines). Lines
    with tabs or control characters, which Rich rewrites, go through Rich."""
    header = hunk.header
    locs = list(dict.fromkeys(line.loc for line in hunk.lines if line.tag != " " and line.loc))
    if locs:
        header += "  kernel " + ", ".join(locs[:4]) + (" ..." if len(locs) > 4 else "")
    out: list[str] = []
    for text in (header, *(line.tag + line.text for line in hunk.lines)):
        if CONTROL_RE.search(text):
            if out:
                console.file.write("\n".join(out) + "\n")
                out = []
            console.print(Text(text), soft_wrap=True)
        else:
            out.append(text)
    if out:
        console.file.write("\n".join(out) + "\n")


def print_pipeline(diff: PipelineDiff, console: Console) -> None:
    console.print(Text(f"pipeline: {diff.a_count} passes in a, {diff.b_count} in b", style="bold"))
    if diff.only_in_a:
        console.print(Text("  only a runs: " + ", ".join(diff.only_in_a), style="red"))
    if diff.only_in_b:
        console.print(Text("  only b runs: " + ", ".join(diff.only_in_b), style="green"))
    for change in diff.changes:
        if change.kind == "added":
            console.print(Text(f"  + #{change.b.index} {change.b.describe()}", style="green"))
        elif change.kind == "removed":
            console.print(Text(f"  - #{change.a.index} {change.a.describe()}", style="red"))
        elif change.kind == "moved":
            console.print(Text(f"  ~ {change.a.arg} moved: #{change.a.index} -> #{change.b.index}", style="yellow"))
        else:
            console.print(Text(f"  ~ #{change.a.index} {change.a.arg} options: {change.a.options or '(none)'} -> "
                               f"{change.b.options or '(none)'}", style="yellow"))
    if not diff:
        console.print(Text("  same passes in the same order with the same options", style="green"))


def print_ptx_comparison(comparison, console: Console | None = None, show_reordered: bool = False) -> None:
    """``passlab diff --ptx``: the verdict, then the diff of the code lines when they changed (or,
    with ``show_reordered``, when they only moved)."""
    if console is None:
        console = diff_console()
    diff = comparison.diff
    console.print(Text.assemble(("a: ", "bold"), diff.a_label))
    console.print(Text.assemble(("b: ", "bold"), diff.b_label))
    sizes = f"{diff.a_lines} lines" if diff.a_lines == diff.b_lines else f"{diff.a_lines} lines against {diff.b_lines}"
    if comparison.status == "identical":
        console.print(Text(f"PTX identical without debug information ({sizes})", style="green"))
        return
    if comparison.status == "reordered":
        console.print(Text(f"PTX: the same lines, {comparison.moved} in another place ({sizes}); "
                           "--show-reordered shows them", style="yellow"))
        if not show_reordered:
            return
    else:
        console.print(Text(f"PTX changed: {len(comparison.only_a)} line(s) only in a, {len(comparison.only_b)} "
                           f"only in b ({sizes})", style="bold red"))
    print_ir_diff(diff, console)
