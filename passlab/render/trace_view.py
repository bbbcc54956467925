"""Terminal view of a trace: the pass timeline and the stage table."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from passlab.capture.pass_tree import problems_line
from passlab.capture.trace import Trace


def upstream_graphs_line(manifest: dict) -> str | None:
    """One line naming Triton's own WS partition graphs in the trace, or None when it has none."""
    records = manifest.get("upstream_graphs") or []
    if not records:
        return None
    per_loop: dict[tuple[str, int], list[str]] = {}
    for record in records:
        per_loop.setdefault((record["function"], record["loop"]), []).append(record["step"])
    loops = "; ".join(f"{function} loop {loop}: {' > '.join(dict.fromkeys(steps))}"
                      for (function, loop), steps in per_loop.items())
    return (f"Triton's WS partition-scheduling graphs: {len(records)} steps in graphs/upstream/ ({loops}); "
            "render one with dot -Tsvg FILE -o FILE.svg")


def print_trace(trace: Trace, console: Console | None = None) -> None:
    console = console or Console(highlight=False)
    if not console.is_terminal:
        console.width = max(console.width, 150)  # pipes and logs: never truncate snapshot names
    m = trace.manifest
    kernel = m["kernel"]
    config = kernel.get('config_key') or kernel.get('config') or "(default)"
    console.print(f"[bold]{escape(str(kernel.get('name')))}[/] config [bold]{escape(str(config))}[/] "
                  f"target {escape(str(m['target']))}  triton {m['triton_version']} (stage map {m['stage_map']})")

    for note in kernel.get("notes") or []:
        console.print(f"[cyan]note:[/] {escape(str(note))}")
    if m.get("stage_map_reason"):
        console.print(f"[cyan]note:[/] stage map {escape(str(m['stage_map']))}: {escape(str(m['stage_map_reason']))}")

    internal_by_pass: dict[int, list[str]] = {}
    for record in m["internal_dumps"]:
        internal_by_pass.setdefault(record["pass_index"], []).append(record["step"])
    timeline = Table(title="pass timeline", title_justify="left", box=None, pad_edge=False)
    for column in ("#", "pass", "argument", "changed", "ops", "Δops"):
        timeline.add_column(column, justify="right" if column in ("#", "ops", "Δops") else "left")
    for record in m["passes"]:
        changed = {True: "[green]changed[/]", False: "[dim]-[/]", None: "[dim]?[/]"}[record["changed"]]
        delta = ""
        if record.get("ops_after") is not None and record["changed"]:
            diff = record["ops_after"] - record["ops"]
            delta = f"{diff:+d}" if diff else "0"
        # a nested pass sits under the pass that runs it (Triton's runPipeline inside a pass)
        indent = "  " * (record.get("depth") or 0)
        arg = indent + escape(record["arg"]) + (f" [dim]{escape(str(record['anchor']))}[/]"
                                                if record["anchor"] != "builtin.module" else "")
        if record.get("after_includes") is not None:
            arg += f" [dim](after it: #{record['after_includes']} rewrites too)[/]"
        steps = internal_by_pass.get(record["index"])
        if steps:
            arg += f" [cyan]({' > '.join(steps)})[/]"
        timeline.add_row(str(record["index"]), indent + escape(record["pass"]), arg, changed, str(record["ops"]),
                         delta)
    console.print(timeline)
    print_problems(m, console)

    stages = Table(title="warp-specialization stages", title_justify="left")
    stages.add_column("stage")
    stages.add_column("status")
    stages.add_column("snapshot / reason")
    for name, entry in m["stages"].items():
        ran = entry["status"] == "ran"
        stages.add_row(name, "[green]ran[/]" if ran else "[yellow]not run[/]",
                       escape(entry["snapshot"] if ran else (entry.get("reason") or "")))
    console.print(stages)
    graphs = upstream_graphs_line(m)
    if graphs:
        console.print(escape(graphs))

    meta = m.get("metadata", {})
    outcome = trace.outcome
    if outcome.ok:
        console.print(f"[green]ok[/]: num_warps {meta.get('num_warps')}, shared {meta.get('shared')} bytes, "
                      f"tmem {meta.get('tmem_size', 0)}; compile {m.get('compile_seconds') or 0:.2f}s; "
                      f"{len(m['passes'])} passes -> {escape(str(trace.path))}", soft_wrap=True)   # one line: scripts read the path
    else:
        # compiler text (kernel source lines included) may hold anything, [/red] too: never markup
        console.print(f"[red]failed[/] ({outcome.code.value}): {escape(outcome.message or '')}", soft_wrap=True)
        if outcome.failing_pass:
            console.print(f"  failing pass: {escape(outcome.failing_pass)}")
        console.print(f"  {len(m['passes'])} snapshots kept in {escape(str(trace.path))}; "
                      f"stderr in {escape(str(trace.path / 'raw' / 'stderr.txt'))}", soft_wrap=True)


def print_problems(manifest: dict, console: Console) -> None:
    line = problems_line(manifest)
    if line:
        console.print(f"[yellow]warning:[/]{escape(line[len('warning:'):])}")


def print_autotune(report) -> None:
    """One line per autotune config: what a real autotune run would get from it, before any launch.

    Plain columns rather than a box table: the config column is as wide as the kernel's parameter
    names, and the rows must stay one line each for grep and for CI logs. Parameters equal in every
    config are printed once above the table.
    """
    rows = report.rows
    keys = list(dict.fromkeys(k for r in rows for k in r.params))
    fixed = {k: rows[0].params.get(k) for k in keys if len({repr(r.params.get(k)) for r in rows}) == 1}
    print(f"{report.kernel} on {report.target}: {len(rows)} @triton.autotune configs"
          + (f" (all with {', '.join(f'{k}={v}' for k, v in fixed.items())})" if fixed and len(rows) > 1 else ""))
    if getattr(report, "note", ""):
        print(f"  {report.note}")
    header = f"{'#':>3}  {'compiles':<14} {'WS':<22} {'warps':<7} {'regs':>4} {'SMEM B':>8} {'TMEM':>4}  {'at launch':<42} config"
    print(header)
    for r in rows:
        params = " ".join(f"{k}={v}" for k, v in r.params.items() if k not in fixed or len(rows) == 1)
        ws = "-" if not r.ws_requested else ("applied" if r.ws_applied else
                                             f"no: {r.ws_reason}" if r.ws_applied is False else "requested")
        compiles = "yes" if r.outcome == "ok" else r.outcome
        launch = "ok" if r.usable else ("; ".join(r.launch_failures) if r.launch_failures else r.message[:42])
        warps = f"{r.num_warps}->{r.final_warps}" if r.final_warps else str(r.num_warps)
        shared = r.shared if r.shared is not None else "-"
        print(f"{r.index:>3}  {compiles:<14} {ws[:22]:<22} {warps:<7} {r.registers or '-':>4} {shared:>8} "
              f"{r.tmem or 0:>4}  {launch[:42]:<42} {params}")
    cached = (f"; {report.cached} of {len(rows)} from the compile cache (--no-cache compiles them again)"
              if report.cached else "")
    print(f"{len(report.wasted)} of {len(rows)} configs would waste a real autotune run (fail to compile or to "
          f"launch); {report.wall_seconds:.1f}s with {report.jobs} parallel compile(s){cached}")
