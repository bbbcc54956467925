"""passlab trace: compile with every pass dumped, split the dump, name the WS stages."""

from __future__ import annotations

from pathlib import Path

import click

from passlab.commands.common import build_request, emit_json, kernel_options, progress_enabled, write_html


@click.command("trace")
@click.argument("kernel")
@kernel_options
@click.option("--json", "as_json", is_flag=True, help="Print the manifest as JSON instead of tables.")
@click.option("--keep-raw", is_flag=True, help="Keep the raw MLIR_DUMP_PATH file next to the snapshots.")
@click.option("--autotune", "all_configs", is_flag=True,
              help="Compile every @triton.autotune config (no dumps, in parallel) and print one row each: "
                   "compiles, WS requested/applied, warps, registers, SMEM/TMEM, would fail at launch.")
@click.option("--autotune-config", "autotune_config", type=click.IntRange(min=0), default=None, metavar="N",
              help="Trace @triton.autotune config N (the same as --config autotuneN).")
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=None, help="Parallel compiles for --autotune.")
@click.option("--html", "html", type=click.Path(path_type=Path), default=None, metavar="FILE",
              help="With --autotune: also write the config table as an HTML page (sortable; configs that fail "
                   "or pass a launch limit marked). A trace's own report: 'passlab report'.")
@click.option("--cluster", "cluster", default=None, metavar="ADDRESS",
              help="With --autotune: send the compiles to the Dask scheduler at ADDRESS (tcp://HOST:8786; "
                   "default $PASSLAB_CLUSTER, else warm workers on this machine).")
@click.option("--no-cache", "no_cache", is_flag=True,
              help="With --autotune: compile every config again, ignoring and not filling the compile cache "
                   "($PASSLAB_CACHE, default ~/.cache/passlab/compiles).")
def command(kernel, out, timeout, as_json, keep_raw, all_configs, autotune_config, jobs, html, cluster, no_cache,
            **request_options):
    """Compile KERNEL for TARGET with per-pass IR dumps and write a trace directory.

    KERNEL is a built-in kernel name (see 'passlab kernels'), path/to/file.py:function or
    package.module:function, a @triton.jit or a @gluon.jit kernel (Gluon kernels have no
    automatic WS pass: their stage map says which WS stages are written by hand). Files that
    touch the GPU at import load on a CPU-only machine;
    @triton.autotune configs are named autotune0, autotune1, ... (autotune0 by default).
    The compile is what a launch compiles: pointers 16-byte aligned, int arguments given with
    --arg specialized by Triton's own rules (their types follow from the values; pointers need
    --sig). -c takes numbers, strings, tl.float16, None, tuples and lists ('(128, 128)'), Gluon
    layouts in constructor syntax ('NVMMASharedLayout(swizzle_byte_width=128, element_bitwidth=16,
    rank=2)') and names of the kernel's module (MMAImpl=WGMMA); nothing is evaluated. A kernel
    parameter that shares a compile option's name (num_warps, num_stages, ...) set with -c goes
    to the parameter and to the option, as a keyword launch (kernel[grid](..., num_warps=8)) does.
    Exit 0 when the compile succeeded, 1 when it failed (the trace keeps every snapshot
    captured before the failure), 2 for bad input.

    \b
    Examples:
      passlab trace matmul_hopper
      passlab trace matmul_hopper --config small -c num_stages=4
      passlab trace matmul_hopper --target cuda:100 --json
      passlab trace matmul_hopper --python ~/venvs/triton39/bin/python   # another Triton
      passlab trace my_kernel.py:add_kernel --sig x_ptr=*fp32 --arg n=4096 -c BLOCK=1024
      passlab trace fa_hopper_gluon --config causal        # a Gluon kernel (hand-written WS)
      passlab trace my_gluon.py:kernel --sig 'a_desc=tensordesc<bf16[128, 64]>' -c BLOCK_M=128
      passlab trace 03-matrix-multiplication.py:matmul_kernel --autotune --sig a_ptr=*fp16 \\
          --sig b_ptr=*fp16 --sig c_ptr=*fp16 --arg M=4096 --arg N=4096 --arg K=4096 ... --html configs.html
      passlab trace 03-matrix-multiplication.py:matmul_kernel --autotune ... --cluster tcp://10.0.0.5:8786
      passlab trace 03-matrix-multiplication.py:matmul_kernel --autotune ... --no-cache   # or PASSLAB_CACHE=off
    """
    from passlab.capture.trace import trace_kernel

    if html:
        from passlab.report.page import check_report_output
        from passlab.errors import UsageError
        if not all_configs:
            raise UsageError("--html goes with --autotune (a trace's own report: passlab report KERNEL -o FILE)")
        check_report_output(html, "--html file", stdout_taken=True)
    if autotune_config is not None:
        if request_options.get("config"):
            raise click.UsageError("give --config or --autotune-config, not both")
        request_options["config"] = f"autotune{autotune_config}"
    request = build_request(kernel, **request_options)
    if (cluster or no_cache) and not all_configs:
        from passlab.errors import UsageError
        raise UsageError("--cluster and --no-cache go with --autotune")
    if all_configs:
        _autotune_table(request, jobs, timeout, as_json, html, cluster, no_cache)
    with _status(f"compiling {kernel} for {request.target} with per-pass dumps", enabled=not as_json):
        trace = trace_kernel(request, out, timeout=timeout, keep_raw_dump=keep_raw)
    if as_json:
        emit_json(trace.manifest)
        from passlab.capture.pass_tree import problems_line
        line = problems_line(trace.manifest)
        if line:  # stdout is the JSON: the one warning line goes to stderr
            click.echo(line, err=True)
    else:
        from passlab.render.trace_view import print_trace  # rich is not needed for --json
        print_trace(trace)
    raise SystemExit(0 if trace.outcome.ok else 1)


def _status(message: str, enabled: bool):
    """A spinner on a terminal, nothing otherwise (progress never pollutes --json or pipes)."""
    import contextlib
    import sys
    if enabled and sys.stderr.isatty():
        from rich.console import Console
        return Console(stderr=True).status(message)
    return contextlib.nullcontext()


def _autotune_table(request, jobs, timeout, as_json, html: Path | None, cluster: str | None,
                    no_cache: bool) -> None:
    from passlab import settings
    from passlab.sweep.autotune import static_autotune
    from passlab.capture.trace import check_request
    from passlab.sweep.cache import CompileCache

    check_request(request)
    cluster = cluster or settings.cluster_address()
    if cluster:
        from passlab.sweep.cluster import check_scheduler
        check_scheduler(cluster)   # before the configs are listed (the kernel's load takes a while)

    def progress(row, done, total, cached):
        if not as_json and progress_enabled():  # a line per config on a terminal, nothing in logs or pipes
            how = "cached" if cached else f"{row.seconds:.1f} s"
            click.echo(f"[{done}/{total}] {row.name}: {row.outcome} ({how})", err=True)

    cache = None if no_cache else CompileCache.from_settings()
    report = static_autotune(request, jobs=jobs, timeout=timeout, progress=progress, cache=cache,
                             cluster=cluster)
    if as_json:
        emit_json(report.to_json())
    else:
        from passlab.render.trace_view import print_autotune
        print_autotune(report)
    if html:
        from passlab.report.autotune_report import build_autotune_page
        write_html(build_autotune_page(report), html)
    raise SystemExit(0 if not report.wasted else 1)
