"""passlab diff: compare IR between configs, between passes, between targets or Triton versions."""

from __future__ import annotations

from pathlib import Path

import click

from passlab.commands.common import SECONDS, emit_json, write_html


@click.command("diff")
@click.argument("a")
@click.argument("b", required=False)
@click.option("--stage", default=None, metavar="STAGE",
              help="Compare the IR after this WS stage (TaskPartition ... MemoryPlanner) in A and B.")
@click.option("--pass", "pass_name", default=None, metavar="PASS",
              help="With A and B: the IR after PASS in each. With A alone: PASS's input against its output. "
                   "PASS is a pass argument (nvgpu-warp-specialization), its timeline index, or a WS stage name.")
@click.option("--pipeline", is_flag=True, help="Compare the two traces' pass lists instead of their IR.")
@click.option("--ptx", "ptx", is_flag=True,
              help="Compare the final PTX (artifacts/kernel.ptx, or .ptx files) without its debug information: "
                   "identical, the same lines reordered (exit 0), or changed (exit 1).")
@click.option("--summary", "summary_only", is_flag=True, help="Print the semantic summary only, no IR diff.")
@click.option("--show-reordered", is_flag=True,
              help="Also show IR that differs only by the order of independent ops (which ops moved, and the diff).")
@click.option("-U", "--context", "context", type=click.IntRange(min=0), default=3, show_default=True,
              help="Lines of unchanged IR around each change.")
@click.option("--json", "as_json", is_flag=True, help="Print the comparison (summary and IR diff) as JSON.")
@click.option("--target", default=None,
              help="Target for kernel specs that do not name one (KERNEL:target=cuda:100 does); "
                   "default cuda:90, and for a capture record the target it was captured on.")
@click.option("--timeout", type=SECONDS, default=None, help="Seconds before an on-the-fly compile is killed.")
@click.option("--sig", "sig", multiple=True, metavar="NAME=TYPE",
              help="Argument type for file-kernel specs, e.g. --sig a_ptr=*fp16 (as in 'passlab trace').")
@click.option("--arg", "args", multiple=True, metavar="NAME=VALUE",
              help="Launch value of an int, float or bool argument for kernel specs, e.g. --arg M=4096 (as in 'passlab trace').")
@click.option("--as-declared", is_flag=True, help="Compile kernel specs without launch specialization.")
@click.option("--html", "html", type=click.Path(path_type=Path), default=None, metavar="FILE",
              help="Also write the comparison as one self-contained HTML page: both traces' metadata side by side, "
                   "each stage's IR diff, the first pass that makes them differ.")
def command(a, b, stage, pass_name, pipeline, ptx, summary_only, show_reordered, context, as_json, target, timeout,
            sig, args, as_declared, html):
    """Diff normalized IR and its WS summary between A and B.

    A and B are trace directories, .mlir files, or kernel specs traced now:

    \b
      KERNEL[@CONFIG][:KEY=VALUE,...]   e.g. matmul_hopper@default:num_stages=4
                                        (target=cuda:100 among the pairs picks the target)

    KERNEL is any kernel 'passlab trace' takes: a built-in name, path/to/file.py:function,
    package.module:function, or CAPTURE.jsonl#N.

    Normalization renumbers SSA values by structure, inlines attribute aliases and drops
    locations, so identical IR diffs empty. Without --stage/--pass, two traces are compared
    stage by stage (a table and each changed stage's summary). IR that differs only by the order
    of independent ops (Triton 3.6's WS pass varies it from compile to compile) is "reordered",
    not changed: a note says how many ops moved, --show-reordered shows them. Exit 0 when nothing
    differs but such order, 1 when something does, 2 on bad input.

    \b
    Examples:
      passlab diff matmul_hopper@default matmul_hopper@default:num_stages=4 --stage WSCodePartition
      passlab diff dumps/matmul_hopper/default --pass nvgpu-warp-specialization --summary
      passlab diff matmul_hopper matmul_hopper:WARP_SPECIALIZE=false --stage MemoryPlanner
      passlab diff dumps/matmul_hopper/default dumps/matmul_hopper/default@cuda100 --pipeline
      passlab diff old.mlir new.mlir --json
      passlab diff matmul_hopper matmul_hopper:num_stages=4 --html stages4.html
      passlab diff dumps/run1 dumps/run2 --stage WSLowerToken --show-reordered
      passlab diff mylib.ops.mm:mm_kernel@autotune0 my_mm.py:mm_kernel@autotune0 --sig a_ptr=*fp16 ...
      passlab diff k.py:matmul_kernel@autotune0 k.py:matmul_kernel@autotune0:num_stages=4 \\
          --sig a_ptr=*fp16 --sig b_ptr=*fp16 --sig c_ptr=*fp16 --arg M=4096 ... --stage SWP
      passlab diff dumps/before dumps/after --ptx          # did a refactor change the code the GPU runs?
      passlab diff old/kernel.ptx new/kernel.ptx --ptx --json
    """
    from passlab.commands.common import build_request
    from passlab.diff import compare, resolve_operand
    from passlab.render.diff_view import print_comparison

    if html:
        from passlab.report.page import check_report_output
        check_report_output(html, "--html file", stdout_taken=True)
    base = build_request("", None, (), target, sig, args=args, as_declared=as_declared)
    from passlab.diff.engine import check_options
    check_options(stage, pass_name, pipeline)   # before any operand is traced
    if ptx:
        _ptx_command(a, b, stage, pass_name, pipeline, summary_only, html, show_reordered, context, as_json,
                     target, timeout, base)
    with _status("tracing kernel specs", enabled=not as_json):
        first = resolve_operand(a, target, timeout=timeout, base=base)
        second = None
        if b is not None:
            # never let B's compile overwrite the trace A was read from
            avoid = first.trace.path if first.trace is not None else None
            second = resolve_operand(b, target, avoid=avoid, timeout=timeout, base=base)
    for operand in (first, second):
        if operand is not None and operand.traced_now and not as_json:
            click.echo(f"traced {operand.label} -> {operand.trace.path}", err=True)
    comparison = compare(first, second, stage=stage, pass_name=pass_name, pipeline=pipeline, context=context)
    if as_json:
        emit_json(comparison.to_json())
    else:
        print_comparison(comparison, summary_only=summary_only, show_reordered=show_reordered)
    if html:
        from passlab.report.diff_report import build_diff_page
        write_html(build_diff_page(comparison, first, second), html)
    raise SystemExit(1 if comparison.changed else 0)


def _ptx_command(a, b, stage, pass_name, pipeline, summary_only, html, show_reordered, context, as_json, target,
                 timeout, base) -> None:
    """``--ptx``: the two operands' final PTX compared without debug information; exits."""
    from passlab.diff import resolve_operand
    from passlab.diff.ptx_diff import compare_ptx
    from passlab.errors import UsageError
    from passlab.render.diff_view import print_ptx_comparison
    given = [name for name, on in (("--stage", stage), ("--pass", pass_name), ("--pipeline", pipeline),
                                   ("--summary", summary_only), ("--html", html)) if on]
    if given:
        raise UsageError(f"--ptx compares the final PTX whole: {', '.join(given)} does not apply")
    if b is None:
        raise UsageError("--ptx needs two operands: traces, kernel specs or .ptx files")

    def ptx_of(text: str, avoid=None):
        path = Path(text)
        if text.endswith(".ptx"):
            if not path.is_file():
                raise UsageError(f"no such file: {text}")
            return text, path, None
        with _status("tracing kernel specs", enabled=not as_json):
            operand = resolve_operand(text, target, avoid=avoid, timeout=timeout, base=base)
        if operand.trace is None:
            raise UsageError(f"{text}: --ptx compares traces, kernel specs or .ptx files (not .mlir)")
        if operand.traced_now and not as_json:
            click.echo(f"traced {operand.label} -> {operand.trace.path}", err=True)
        found = operand.trace.path / "artifacts" / "kernel.ptx"
        if not found.is_file():
            outcome = operand.trace.manifest.get("outcome") or {}
            why = str(outcome.get("message") or "").strip().splitlines()
            raise UsageError(f"{operand.label}: no artifacts/kernel.ptx in {operand.trace.path}"
                             + (f" (compile {outcome.get('code')}: {why[0][:200]})" if why else ""))
        return operand.label, found, operand.trace.path

    label_a, path_a, trace_a = ptx_of(a)
    label_b, path_b, _ = ptx_of(b, avoid=trace_a)
    comparison = compare_ptx(path_a.read_text(errors="replace"), path_b.read_text(errors="replace"),
                             label_a, label_b, context)
    if as_json:
        emit_json({"ptx": comparison.to_json()})
    else:
        print_ptx_comparison(comparison, show_reordered=show_reordered)
    raise SystemExit(1 if comparison.changed else 0)


def _status(message: str, enabled: bool):
    import contextlib
    import sys
    if enabled and sys.stderr.isatty():
        from rich.console import Console
        return Console(stderr=True).status(message)
    return contextlib.nullcontext()
