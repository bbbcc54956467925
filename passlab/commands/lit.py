"""passlab lit: run Triton-style lit tests with the real lit, passlab-opt and FileCheck."""

from __future__ import annotations

import click

from passlab.commands.common import emit_json


@click.command("lit")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("-j", "--jobs", type=int, default=None, help="Parallel tests (lit -j; default: all cores).")
@click.option("--timeout", type=float, default=None, help="Seconds for the whole lit run (default 1800).")
@click.option("-v", "--verbose", is_flag=True, help="Print lit's output of each failing test.")
@click.option("--json", "as_json", is_flag=True, help="Print per-file results as JSON.")
def command(paths, jobs, timeout, verbose, as_json):
    """Run lit tests (FILE.mlir or DIR) whose RUN lines call triton-opt and FileCheck.

    triton-opt becomes passlab-opt, FileCheck the 'filecheck' package; lit itself runs the
    RUN lines. Each file is reported PASS, FAIL, or UNMAPPED (failed, and a RUN line uses a
    pass, option or tool passlab cannot map: listed below it). Exit 0 all passed, 1 a failure.

    \b
    Examples:
      passlab lit tests/lit
      passlab lit ~/triton/test/TritonGPU/loop-pipeline-hopper.mlir -v
      passlab lit ~/triton/test/Hopper --json > hopper-lit.json
    """
    from passlab.regress.lit_runner import run_lit

    report = run_lit(list(paths), jobs=jobs, timeout=timeout)
    if as_json:
        emit_json(report.to_json())
    else:
        for result in report.results:
            click.echo(f"{result.verdict.upper():10} {result.path}")
            for run in result.unmapped_runs:
                for item in run.unmapped:
                    click.echo(f"{'':10}   line {run.line}: {item}")
            if verbose and result.failed and result.output:
                click.echo("\n".join(f"{'':10} | {line}" for line in result.output.rstrip().splitlines()))
        counts = ", ".join(f"{n} {verdict}" for verdict, n in report.counts().items())
        click.echo(f"{len(report.results)} test file(s): {counts or 'none found'}")
    raise SystemExit(0 if report.ok else 1)
