"""passlab run: launch a kernel on the GPU and compare with a higher-precision torch reference."""

from __future__ import annotations

import json
from pathlib import Path

import click

from passlab.commands.common import emit_json
from passlab.frontend.kernelspec import parse_assignments


@click.command("run")
@click.argument("kernel")
@click.option("--config", default=None, help="Named config to launch (default: the kernel's default).")
@click.option("--autotune", is_flag=True, help="Launch every config, check each, time the correct ones "
                                               "and report the fastest.")
@click.option("--shape", "shapes", multiple=True, metavar="SHAPE",
              help="Problem shape, repeatable: MxNxK (or N for a cube) for matmuls, BxHxNxD[:causal] for "
                   "attention. Default: the kernel's small check shapes.")
@click.option("--dtype", "dtypes", multiple=True, type=click.Choice(["bf16", "fp16"]),
              help="Input dtype, repeatable (default bf16).")
@click.option("-c", "overrides", multiple=True, metavar="KEY=VALUE",
              help="Override a constexpr or num_warps/num_stages, e.g. -c num_stages=4.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also write the JSON report to FILE.")
def command(kernel, config, autotune, shapes, dtypes, overrides, as_json, output):
    """Launch KERNEL on fresh random inputs and compare with a torch reference.

    The output buffer is filled with NaN first, so an unwritten element fails; the reference is
    computed in float64 and the check is ||out - ref|| / ||ref|| against 1e-2 (bf16) or 2e-3
    (fp16). Attention checks up to 8 (batch, head) slices against the reference and the whole
    output for NaN. Each line names the exact config key, which 'passlab trace' compiles with the
    same parameters.

    Exit 0 when every launch is correct, 1 on any mismatch or failed launch, 2 for bad input,
    3 when there is no GPU (no torch or no CUDA device).

    \b
    Examples:
      passlab run matmul_hopper --shape 4096 --dtype bf16 --dtype fp16
      passlab run matmul_hopper --autotune --shape 8192x8192x1024
      passlab run fa_hopper --shape 2x4x1024x64 --shape 2x4x1024x128:causal
      passlab run fa_hopper --autotune --dtype bf16 --dtype fp16 -o run_fa.json
    """
    from passlab.frontend import registry
    from passlab.runner.verify import run_kernel
    from passlab.runner.report import run_case_lines, run_summary

    registry.check_name(kernel)   # a typo is a usage error even on a machine without a GPU
    if output:
        from passlab.disk import ready_to_write
        ready_to_write(output, "-o")   # now, not after the launches

    echo = None if as_json else (lambda case: [click.echo(line) for line in run_case_lines(kernel, case)])
    report = run_kernel(kernel, list(shapes) or None, list(dtypes) or None, config=config, autotune=autotune,
                        overrides=parse_assignments(overrides), on_case=echo)
    if output:
        output.parent.mkdir(parents=True, exist_ok=True)
        from passlab.disk import write_atomic
        write_atomic(output, json.dumps(report.to_json(), indent=1, default=str) + "\n")  # a link at -o is replaced
    if as_json:
        emit_json(report.to_json())
    else:
        click.echo(run_summary(report))
    raise SystemExit(0 if report.ok else 1)
