"""passlab replay: run passes on a saved snapshot through Triton's Python pass bindings."""

from __future__ import annotations

from pathlib import Path

import click

from passlab.commands.common import SECONDS, emit_json


@click.command("replay")
@click.argument("snapshot", required=False, type=click.Path(dir_okay=False, path_type=Path))
@click.option("--pass", "pass_args", multiple=True, metavar="ARG[{OPT=V ...}]",
              help="A pass to run, in order; repeatable. Also accepts 'ARG=opt=v,opt=v' and a whole "
                   "'builtin.module(...)' pipeline.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the IR after the passes here (only when they succeed).")
@click.option("--target", default="cuda:90", show_default=True, help="Target whose dialects and defaults to use.")
@click.option("--timeout", type=SECONDS, default=None, help="Seconds before the child is killed (default 120).")
@click.option("--list-passes", is_flag=True, help="List every pass argument Triton's bindings can add, with options.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def command(snapshot, pass_args, output, target, timeout, list_passes, as_json):
    """Run one pass or a short pipeline on SNAPSHOT (an .mlir file) in a child process.

    No triton-opt is needed: passes are added through Triton's Python bindings. The end is
    classified like a compile (ok, pass-failure, assertion, fatal-error, signal, timeout).
    Without --pass, a file holding MLIR's crash reproducer block replays that block's pipeline.
    Exit 0 when the passes succeed, 1 when they fail, 2 for bad input.

    \b
    Examples:
      passlab replay dumps/matmul_ws_pointer/default/snapshots/027-canonicalize.mlir \\
          --pass 'nvgpu-warp-specialization{num-stages=3}'
      passlab replay before.mlir --pass tritongpu-assign-latencies=num-stages=3 \\
          --pass tritongpu-schedule-loops --pass tritongpu-pipeline -o after.mlir
      passlab replay debug/reproducer.mlir          # the compiler's own reproducer
      passlab replay --list-passes
    """
    from passlab.errors import UsageError
    from passlab.debug.passes import known_passes, parse_pipeline
    from passlab.render.debug_view import print_pass_list, print_replay
    from passlab.debug.replay import run_passes

    if list_passes:
        if snapshot is not None or pass_args:
            raise UsageError("--list-passes lists the passes and replays nothing: drop the snapshot and passes "
                             "(or --list-passes)")
        registry = known_passes()
        if as_json:
            emit_json({arg: {"binding": b.binding, "options": dict(b.params), "fixed": dict(b.fixed)}
                       for arg, b in registry.items()})
        else:
            print_pass_list(registry)
        raise SystemExit(0)
    if snapshot is None:
        raise UsageError("give a SNAPSHOT.mlir to replay (or --list-passes)")
    if not snapshot.is_file():
        raise UsageError(f"no such MLIR file: {snapshot}")
    if output is not None:
        from passlab.disk import check_output_file
        check_output_file(output)  # before the passes run, not after
    if not pass_args:
        pass_args = (_reproducer_pipeline(snapshot),)
    result = run_passes(snapshot, parse_pipeline(list(pass_args)), target=target, output=output, timeout=timeout)
    if result.parse_error:
        raise UsageError(f"cannot parse {snapshot}: {result.parse_error}")
    if as_json:
        emit_json(result.to_json())
    else:
        print_replay(result)
    raise SystemExit(0 if result.ok else 1)


def _reproducer_pipeline(path: Path) -> str:
    from passlab.errors import UsageError
    from passlab.capture.outcome import REPRODUCER_PIPELINE_RE
    match = REPRODUCER_PIPELINE_RE.search(path.read_text(errors="replace"))
    if not match:
        raise UsageError(f"no --pass given and {path} holds no mlir_reproducer pipeline; "
                         "name passes with --pass ARG")
    return match.group("pipeline")
