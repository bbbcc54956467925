"""passlab capture: record the exact compile inputs of every kernel a real program compiles."""

from __future__ import annotations

from pathlib import Path

import click

from passlab.commands.common import emit_json


@click.command("capture", context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=Path("passlab.capture.jsonl"),
              show_default=True, help="Capture file (JSON lines, one compile each). /dev/null: report, keep no file.")
@click.option("--grace", type=str, default=None, metavar="SECONDS",
              help="After passing Ctrl-C/SIGTERM/SIGHUP to the program, wait this long for it to exit before "
                   "killing it (default 10 s, or $PASSLAB_CAPTURE_GRACE). Example: --grace 60")
@click.option("--json", "as_json", is_flag=True, help="Print the recorded compiles as JSON.")
@click.argument("program", nargs=-1, type=click.UNPROCESSED, required=True)
def command(output, grace, as_json, program):
    """Run PROGRAM and record every Triton compile it makes (through Triton's own
    jit_post_compile_hook): source, signature, constexprs, specialization attributes, options,
    target and Triton version, plus what the GPU compile produced. Then recompile any of them on
    a CPU-only machine with `passlab trace CAPTURE#KERNEL` and compare.

    Exit status: the program's own (128+N when signal N killed it, as a shell reports it); 2 when
    the program cannot start or the capture file cannot be written (nothing is touched then).

    Records go to a hidden file beside the capture file, renamed over it when the program ends,
    however it ends: the previous capture stays intact until then, and a run that recorded nothing
    leaves it as it was. One capture at a time per file. Ctrl-C, SIGTERM and SIGHUP go to the
    program (a terminal's Ctrl-C already reached it and is not sent twice), which gets a grace
    period of 10 s (--grace, $PASSLAB_CAPTURE_GRACE) for its own handlers before it is killed;
    what it recorded is kept. A line cut off (a killed writer, a full disk) costs that line only.

    \b
    Examples:
      passlab capture -- python my_script.py --size 4096
      passlab capture -o mm.capture.jsonl -- passlab run matmul_hopper
      passlab capture --grace 60 -o train.capture.jsonl -- python train.py   # checkpoints on Ctrl-C
      passlab trace mm.capture.jsonl#matmul_kernel      # on any machine, no GPU needed
    """
    from passlab.capture.program import run_captured

    run = run_captured(list(program), output, grace)
    for warning in run.warnings:
        click.echo(f"passlab capture: warning: {warning}", err=True)
    for note in run.notes:
        click.echo(f"passlab capture: note: {note}", err=True)
    if as_json:
        emit_json([r.to_json() for r in run.records])
    else:
        if run.records:
            click.echo(f"{len(run.records)} compile(s) recorded in {run.path}", err=True)
        else:
            click.echo("no compile recorded", err=True)
        for r in run.records:
            meta = r.metadata
            click.echo(f"  #{r.index} {r.name} ({Path(r.source_file).name}) {r.target}: num_warps {meta.get('num_warps')}, "
                       f"shared {meta.get('shared')}, tmem {meta.get('tmem_size', 0)}", err=True)
    raise SystemExit(run.returncode)
