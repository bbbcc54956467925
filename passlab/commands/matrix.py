"""passlab matrix: trace and check one kernel under several Triton versions, one row each."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from passlab.commands.common import build_request, emit_json, kernel_options, write_html


@click.command("matrix")
@click.argument("kernel")
@kernel_options
@click.option("--triton", "triton_specs", multiple=True, required=True, metavar="VERSIONS",
              help="Comma-separated Triton versions: 3.9 (the newest 3.9.x on the package index), 3.7.1, "
                   "3.9=/path/to/python, or a path to a Python alone. Environments passlab makes are kept "
                   "in $PASSLAB_ENVS (default ~/.cache/passlab/envs).")
@click.option("--json", "as_json", is_flag=True, help="Print the matrix as JSON (schema in the README, 'Triton versions').")
@click.option("--html", "html", type=click.Path(path_type=Path), default=None, metavar="FILE",
              help="Also write the matrix as one self-contained HTML page: the versions side by side, what "
                   "changed from the previous one, the first pass that behaves differently.")
@click.option("-j", "--jobs", type=click.IntRange(min=1), default=1,
              help="Trace this many versions side by side (default 1: one after another).")
@click.option("--cluster", "cluster", default=None, metavar="ADDRESS",
              help="Trace the versions on the Dask scheduler at ADDRESS (its workers need passlab's "
                   "environment of each version: passlab envs --make).")
def command(kernel, timeout, triton_specs, as_json, html, jobs, cluster, **request_options):
    """Trace and check KERNEL under each Triton version and print one row per version.

    Each row: the compile outcome, final num_warps, shared bytes, TMEM, registers, the WS stages
    that ran (of 7), the pass count, check findings (errors/warnings), and what changed from the
    previous row (passes added/removed, metadata). A version without an environment gets one
    (python -m venv + pip install triton==X, once; later runs reuse it); this interpreter's
    Triton is used as it is. Traces go where 'passlab trace --python' puts them, so 'passlab diff'
    compares two rows. A failed compile is a row; progress goes to stderr, one line per version.
    Exit 0 when every version compiled with no error finding, 1 otherwise, 2 for bad input or an
    environment that could not be made.

    \b
    Examples:
      passlab matrix matmul_hopper --triton 3.6,3.7.1,3.8,3.9
      passlab matrix fa_hopper --target cuda:100 --triton 3.8,3.9 --json
      passlab matrix matmul_hopper --triton 3.6,3.9=/opt/triton39/bin/python -c num_stages=4
      PASSLAB_ENVS=/work/venvs passlab matrix matmul_hopper --triton 3.7.1,3.9.0
      passlab matrix matmul_hopper --triton 3.6,3.9 --html matrix.html
      passlab matrix matmul_hopper --triton 3.6,3.7.1,3.8,3.9 -j 4
    """
    from passlab.versions.envs import parse_triton_specs, resolve_environments
    from passlab.versions.matrix import check_matrix_request, run_matrix

    if html:
        from passlab.report.page import check_report_output
        check_report_output(html, "--html file", stdout_taken=True)
    specs = parse_triton_specs(triton_specs)
    request = build_request(kernel, **request_options)
    check_matrix_request(request)  # before any environment is made

    def say(line: str) -> None:
        click.echo(f"passlab: {line}", err=True)

    environments = resolve_environments(specs, say)
    total = len(environments)
    position = {id(env): i for i, env in enumerate(environments, 1)}

    def started(env) -> None:
        where = "this interpreter" if env.python is None else env.python
        say(f"[{position[id(env)]}/{total}] Triton {env.version}: tracing {kernel} ({where})")

    def finished(row) -> None:
        found = "" if row.errors is None else f", {row.errors} errors {row.warnings} warnings"
        say(f"[{len(done) + 1}/{total}] Triton {row.version}: {row.outcome}{found} ({row.seconds:.0f} s)")
        done.append(row)

    done: list = []
    try:
        matrix = run_matrix(request, environments, timeout=timeout, started=started, finished=finished,
                            jobs=jobs, cluster=cluster)
    except KeyboardInterrupt as exc:
        partial = getattr(exc, "matrix", None)
        if partial is not None and partial.rows:
            _emit(partial, as_json, html)
        raise
    _emit(matrix, as_json, html)
    raise SystemExit(matrix.exit_code)


# One trace per version goes under the dumps root (PASSLAB_DUMPS moves them), and interpreters are
# given with --triton VERSION=PYTHON: kernel_options' --out and --python do not apply here.
command.params = [param for param in command.params if param.name not in ("out", "python")]


def _emit(matrix, as_json: bool, html: Path | None) -> None:
    if as_json:
        emit_json(matrix.to_json())
    else:
        from passlab.render.matrix_view import print_matrix
        print_matrix(matrix, sys.stdout)
    if html:
        from passlab.report.matrix_report import build_matrix_page
        write_html(build_matrix_page(matrix), html)
