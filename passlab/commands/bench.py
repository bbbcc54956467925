"""passlab bench: time a kernel against cuBLAS or torch SDPA measured in the same run."""

from __future__ import annotations

import json
from pathlib import Path

import click

from passlab.commands.common import emit_json
from passlab.frontend.kernelspec import parse_assignments


@click.command("bench")
@click.argument("kernel")
@click.option("--shapes", default=None, metavar="S1,S2,...",
              help="Comma-separated shapes: MxNxK (or N) for matmuls, BxHxNxD[:causal] for attention. "
                   "Default: the kernel's benchmark shapes.")
@click.option("--config", "configs", multiple=True,
              help="Config to time, repeatable (default: every config the kernel offers for the shape; "
                   "the fastest correct one is chosen).")
@click.option("--dtype", default="bf16", show_default=True, type=click.Choice(["bf16", "fp16"]))
@click.option("-c", "overrides", multiple=True, metavar="KEY=VALUE", help="Override a constexpr or option.")
@click.option("--rounds", type=click.IntRange(0, 1000), default=5, show_default=True,
              help="Alternating rounds of the chosen config and the baselines, each timed by do_bench and "
                   "by CUDA-graph replay (0: the screening figures only, do_bench).")
@click.option("--json", "as_json", is_flag=True, help="Print the full report as JSON.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Also write the JSON report to FILE.")
def command(kernel, shapes, configs, dtype, overrides, rounds, as_json, output):
    """Benchmark KERNEL against its torch baseline timed side by side in the same process.

    Each candidate config is first checked for correctness on the benchmark inputs, then timed
    with triton.testing.do_bench (median; L2 cleared before each call; inputs rotated when they
    fit in L2). The fastest correct one and every baseline are then timed again in --rounds
    alternating rounds (each once per round, so clock drift falls on both sides of the ratio) by
    two methods: do_bench, and replay of a CUDA graph of 20 back-to-back calls (no flush, no
    launch cost); the medians over rounds are the figures reported, with the GPU's clocks,
    power and temperature (nvidia-smi) before and after each shape. The baseline is torch.matmul (cuBLAS) for matmuls, torch._scaled_mm (cuBLASLt,
    same scaling) for the FP8 GEMM, whose --dtype is the output's, and the best of torch SDPA's
    cuDNN and flash backends for attention. Reports TFLOP/s, percent of the peak measured in this
    run (best cuBLAS rate on large cubes), the ratio to the baseline and the chosen config; the
    JSON records device, driver, torch/triton versions, every candidate's time and trace command.

    Exit 0 when every shape has a correct config, 1 otherwise, 2 for bad input, 3 when there is
    no GPU (no torch or no CUDA device).

    \b
    Examples:
      passlab bench matmul_hopper -o bench/results/matmul.json
      passlab bench matmul_hopper --shapes 4096,8192x8192x1024 --config default --config flat
      passlab bench fa_hopper --shapes 4x32x4096x128,4x32x4096x128:causal --json
      passlab bench matmul_fp8_gluon --shapes 4096,8192:rowwise -o fp8.json
    """
    from passlab.errors import PasslabError

    try:
        _bench(kernel, shapes, configs, dtype, overrides, rounds, as_json, output)
    except PasslabError as exc:
        if not as_json:
            raise
        # --json: stdout is still one JSON document (a script reads it), the line on stderr as always
        emit_json({"ok": False, "kernel": kernel, "error": exc.message, "exit_code": exc.exit_code})
        click.echo(f"passlab: error: {exc.message}", err=True)
        raise SystemExit(exc.exit_code) from None


def _bench(kernel, shapes, configs, dtype, overrides, rounds, as_json, output):
    from passlab.frontend import registry
    from passlab.runner.bench import bench_kernel
    from passlab.runner.report import bench_header, bench_row_line, bench_table

    registry.check_name(kernel)   # a typo is a usage error even on a machine without a GPU
    if output:
        from passlab.disk import ready_to_write
        ready_to_write(output, "-o")   # now, not after the benchmark's minutes

    shape_list = [s.strip() for s in shapes.split(",") if s.strip()] if shapes else None
    printed = []

    def echo_row(row):
        if not printed:
            click.echo(bench_header())
            printed.append(True)
        click.echo(bench_row_line(row))

    report = bench_kernel(kernel, shape_list, dtype, list(configs) or None, parse_assignments(overrides),
                          on_row=None if as_json else echo_row, rounds=rounds)
    data = report.to_json()
    if output:
        output.parent.mkdir(parents=True, exist_ok=True)
        from passlab.disk import write_atomic
        write_atomic(output, json.dumps(data, indent=1, default=str) + "\n")  # a link at -o is replaced
    if as_json:
        emit_json(data)
    else:
        click.echo(bench_table(report))
    raise SystemExit(0 if all(r.chosen is not None for r in report.rows) else 1)
