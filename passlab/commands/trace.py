"""passlab trace: compile with every pass dumped, split the dump, name the WS stages."""

from __future__ import annotations

import click

from passlab.commands.common import build_request, emit_json, kernel_options


@click.command("trace")
@click.argument("kernel")
@kernel_options
@click.option("--json", "as_json", is_flag=True, help="Print the manifest as JSON instead of tables.")
@click.option("--keep-raw", is_flag=True, help="Keep the raw MLIR_DUMP_PATH file next to the snapshots.")
def command(kernel, config, overrides, target, sig, out, timeout, python, as_json, keep_raw):
    """Compile KERNEL for TARGET with per-pass IR dumps and write a trace directory.

    KERNEL is a built-in kernel name (see 'passlab kernels') or path/to/file.py:function.
    Exit 0 when the compile succeeded, 1 when it failed (the trace keeps every snapshot
    captured before the failure), 2 for bad input.

    \b
    Examples:
      passlab trace matmul_hopper
      passlab trace matmul_hopper --config small -c num_stages=4
      passlab trace matmul_hopper --target cuda:100 --json
      passlab trace matmul_hopper --python ~/venvs/triton39/bin/python   # another Triton
      passlab trace my_kernel.py:add_kernel --sig x_ptr=*fp32 --sig n=i32 -c BLOCK=1024
    """
    from passlab.capture.trace import trace_kernel

    request = build_request(kernel, config, overrides, target, sig, python)
    with _status(f"compiling {kernel} for {target} with per-pass dumps", enabled=not as_json):
        trace = trace_kernel(request, out, timeout=timeout, keep_raw_dump=keep_raw)
    if as_json:
        emit_json(trace.manifest)
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
