"""passlab lit: run Triton-style lit tests with the real lit, passlab-opt and FileCheck."""

from __future__ import annotations

import click

from passlab.commands.common import SECONDS, emit_json


@click.command("lit")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=None, help="Parallel tests (lit -j; default: all cores).")
@click.option("--timeout", type=SECONDS, default=None, help="Seconds for the whole lit run (default 1800).")
@click.option("-v", "--verbose", is_flag=True, help="Print lit's output of each failing test.")
@click.option("--json", "as_json", is_flag=True, help="Print per-file results as JSON.")
def command(paths, jobs, timeout, verbose, as_json):
    """Run lit tests (FILE.mlir or DIR) whose RUN lines call triton-opt and FileCheck.

    triton-opt becomes passlab-opt; FileCheck is LLVM's binary from the Triton wheel (else the
    'filecheck' package; the first line says which). mlir-translate -mlir-to-llvmir, opt -S -O<N>
    after it, llc and split-file run as Triton's own LLVM steps (docs/lit.md: Triton's pipeline,
    not LLVM's tools); -verify-diagnostics is checked by passlab. lit itself runs the RUN lines. Each file is
    PASS, FAIL (the passes ran and FileCheck disagreed, or a pass failed) or UNSUPPORTED (passlab
    cannot run it: a test-only or unmapped pass, an option or tool it lacks, an input it cannot
    load; the reasons are listed below it). Exit 0 nothing failed, 1 a failure, 2 lit could not run.

    \b
    Examples:
      passlab lit tests/lit
      passlab lit ~/triton/test/TritonGPU/loop-pipeline-hopper.mlir -v
      passlab lit ~/triton/test/Hopper --json > hopper-lit.json
    """
    from passlab.regress.lit_runner import UNSUPPORTED_KINDS, run_lit

    report = run_lit(list(paths), jobs=jobs, timeout=timeout)
    if as_json:
        emit_json(report.to_json())
        raise SystemExit(0 if report.ok else 1)
    click.echo(f"FileCheck: {report.filecheck.get('description', '?')}")
    for result in report.results:
        click.echo(f"{result.verdict.upper():12} {result.path}")
        for item in result.unsupported:
            click.echo(f"{'':12}   line {item.line}: [{item.kind}] {item.reason}")
        if verbose and result.failed and result.output:
            click.echo("\n".join(f"{'':12} | {line}" for line in result.output.rstrip().splitlines()))
    counts = ", ".join(f"{n} {verdict}" for verdict, n in report.counts().items())
    click.echo(f"{len(report.results)} test file(s): {counts or 'none found'}")
    for kind, n in report.unsupported_kinds().items():
        click.echo(f"  unsupported, {kind}: {n} file(s) ({UNSUPPORTED_KINDS.get(kind, kind)})")
    raise SystemExit(0 if report.ok else 1)
