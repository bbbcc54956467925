"""Terminal views for debug and replay: a triage report printed like a compiler, pass lists."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.table import Table

from passlab.debug.triage import DebugReport


def _console(console: Console | None) -> Console:
    return console or Console(highlight=False, soft_wrap=True)


def headline(message: str | None) -> str:
    """The first line of a compiler message and, when it has more, its last one: a front-end
    ``CompilationError: at 3:11:`` says where on its first line and what on its last."""
    lines = [line for line in (message or "").splitlines() if line.strip()]
    if len(lines) <= 1:
        return lines[0] if lines else ""
    return f"{lines[0]} ... {lines[-1].strip()}"


def print_debug_report(report: DebugReport, console: Console | None = None) -> None:
    console = _console(console)
    kernel = report.kernel
    console.print(f"[bold]{escape(str(kernel.get('name')))}[/] config [bold]{escape(str(kernel.get('config_key') or kernel.get('config') or '(default)'))}[/] "
                  f"target {escape(str(report.target))}  trace {escape(str(report.trace_dir))}")
    outcome = report.outcome
    if outcome.ok:
        console.print("[green]compile ok[/]")
    else:
        console.print(f"[red]compile failed[/] ({outcome.code.value}): {escape(headline(outcome.message))}")
        if report.failing_pass:
            console.print(f"  failing pass:   [bold]{escape(str(report.failing_pass))}[/] ({escape(str(report.failing_arg))}, pass #{report.failing_index})")
        if report.ws_substep:
            console.print(f"  WS sub-step:    [bold]{escape(str(report.ws_substep))}[/]  [dim]({escape('; '.join(report.substep_evidence))})[/]")
        if report.failing_function:
            console.print(f"  function:       [bold]{escape(str(report.failing_function))}[/]")
        if report.why:
            console.print(f"  why:            {escape(report.why)}")
        if report.last_good_snapshot:
            console.print(f"  last good IR:   {escape(f'{report.trace_dir}/{report.last_good_snapshot}')}")
        if report.last_internal_dump:
            console.print(f"  last sub-step:  {escape(f'{report.trace_dir}/{report.last_internal_dump}')}")
        if report.reproducer:
            console.print(f"  reproducer:     {escape(str(report.reproducer))}  [dim](the compiler's own: pipeline + IR; "
                          f"'passlab replay {report.reproducer}' runs it)[/]")
        for src in report.source_lines:
            console.print(f"{src.file}:{src.line}:{src.column}: [red]error:[/] {escape(src.reason)}")
            if src.text:
                console.print(f"  {escape(src.text)}")
                console.print("  " + " " * max(src.column - 1, 0) + "[green]^[/]")
        if report.replay_command:
            verdict = {True: "[green]reproduces the failure[/]", False: f"[yellow]does not reproduce[/] "
                       f"(replay: {report.replay_signature or 'ok'})", None: "[dim]not run[/]"}[report.replay_reproduces]
            via = (f", the enclosing {escape(report.replay_via)}: {escape(str(report.failing_arg))} runs inside it "
                   f"and has no Python binding of its own") if report.replay_via else ""
            console.print(f"replay ({verdict}{via}):")
            console.print(f"  {escape(report.replay_command)}")
        elif report.replay_error:
            console.print(f"[yellow]replay:[/] not available: {escape(report.replay_error)}")
        if report.fix:
            console.print(f"[cyan]suggestion:[/] {escape(report.fix)}")
    if report.ws_not_applied:
        console.print(f"[yellow]warning:[/] warp_specialize was requested but not applied: {escape(report.ws_not_applied)}")
    if report.reduction:
        print_reduction(report.reduction, console)
    if report.workarounds_error:
        console.print(f"[yellow]workarounds:[/] {escape(report.workarounds_error)}")
    if report.workarounds is not None:
        print_workarounds(report.workarounds, console)


def print_reduction(reduction: dict, console: Console | None = None) -> None:
    console = _console(console)
    if reduction.get("error"):
        console.print(f"[yellow]reduce:[/] {escape(reduction['error'])}")
        return
    before, after = reduction["lines_before"], reduction["lines_after"]
    pct = 100.0 * after / before if before else 0.0
    console.print(f"[bold]reduced[/] {before} -> {after} lines ({pct:.0f}%), still {reduction['signature']}; "
                  f"{reduction['candidates']} candidates in {reduction['seconds']:.1f}s with {reduction['jobs']} jobs")
    console.print(f"  {escape(str(reduction['output']))}")
    if reduction.get("replay_command"):
        console.print(f"  {escape(reduction['replay_command'])}")


def print_workarounds(results: list[dict], console: Console | None = None) -> None:
    console = _console(console)
    table = Table(title="workarounds", title_justify="left")
    for column in ("try", "outcome", "WS applied", "warps", "smem"):
        table.add_column(column)
    for r in results:
        outcome = r["outcome"]
        if outcome["code"] == "ok":
            shown = "[green]compiles[/]"
        else:
            assertion = outcome.get("assertion")
            where = f" {assertion['file']}:{assertion['line']}" if assertion else ""
            shown = f"[red]{outcome['code']}[/]{where}"
        ws = {True: "[green]yes[/]", False: "[yellow]no[/]", None: "-"}[r.get("ws_applied")]
        meta = r.get("metadata") or {}
        table.add_row(escape(r["name"]), shown, ws, str(meta.get("num_warps", "")), str(meta.get("shared", "")))
    console.print(table)
    for r in results:
        if r["outcome"]["code"] not in ("ok",) and not r["outcome"].get("assertion"):
            console.print(f"  {escape(r['name'])}: {escape((r['outcome']['message'] or '').splitlines()[0][:160] if r['outcome']['message'] else '')}")


def print_replay(result, console: Console | None = None) -> None:
    console = _console(console)
    outcome = result.outcome
    texts = [i.text() for i in result.invocations]
    passes = ", ".join(texts) if len(texts) <= 4 else f"{len(texts)} passes: {texts[0]}, ..., {texts[-1]}"
    if outcome.ok:
        console.print(f"[green]ok[/]: {escape(passes)} on {result.input} ({result.wall_seconds:.2f}s)")
        if result.output:
            console.print(f"  wrote {escape(str(result.output))}")
        return
    console.print(f"[red]failed[/] ({outcome.code.value}): {escape(headline(outcome.message))}")
    if outcome.failing_pass:
        console.print(f"  failing pass: {escape(str(outcome.failing_pass))}")
    console.print(f"  signature:    {escape(str(outcome.signature))}")
    console.print(f"  passes:       {escape(passes)}")
    if result.raw_dir is not None:
        console.print(f"  stderr:       {escape(str(result.raw_dir / 'stderr.txt'))}")
    elif result.stderr_tail:
        console.print("  stderr (last lines):")
        for line in result.stderr_tail[-8:]:
            console.print(f"    {escape(line[:200])}")


def print_pass_list(registry: dict, console: Console | None = None) -> None:
    console = _console(console)
    table = Table(title=f"{len(registry)} passes with a Triton Python binding", title_justify="left")
    table.add_column("pass argument")
    table.add_column("options")
    table.add_column("binding")
    for arg in sorted(registry):
        binding = registry[arg]
        options = " ".join(f"{name}=<{kind}>" for name, kind in binding.params)
        table.add_row(arg, options, binding.binding)
    console.print(table)
