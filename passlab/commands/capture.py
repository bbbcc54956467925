"""passlab capture: record the exact compile inputs of every kernel a real program compiles."""

from __future__ import annotations

from pathlib import Path

import click

from passlab.commands.common import emit_json


@click.command("capture", context_settings={"ignore_unknown_options": True, "allow_interspersed_args": False})
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=Path("passlab.capture.jsonl"),
              show_default=True, help="Capture file (JSON lines, one compile each).")
@click.option("--json", "as_json", is_flag=True, help="Print the recorded compiles as JSON.")
@click.argument("program", nargs=-1, type=click.UNPROCESSED, required=True)
def command(output, as_json, program):
    """Run PROGRAM and record every Triton compile it makes (through Triton's own
    jit_post_compile_hook): source, signature, constexprs, specialization attributes, options,
    target and Triton version, plus what the GPU compile produced. Then recompile any of them on
    a CPU-only machine with `passlab trace CAPTURE#KERNEL` and compare.

    Exit status: the program's own. Records are appended as compiles happen, so an interrupted
    program keeps what it compiled.

    \b
    Examples:
      passlab capture -- python my_script.py --size 4096
      passlab capture -o mm.capture.jsonl -- passlab run matmul_hopper
      passlab trace mm.capture.jsonl#matmul_kernel      # on any machine, no GPU needed
    """
    from passlab.capture.recorder import run_captured

    returncode, records = run_captured(list(program), output)
    if as_json:
        emit_json([r.to_json() for r in records])
    else:
        click.echo(f"{len(records)} compile(s) recorded in {output}", err=True)
        for r in records:
            meta = r.metadata
            click.echo(f"  #{r.index} {r.name} ({Path(r.source_file).name}) {r.target}: num_warps {meta.get('num_warps')}, "
                       f"shared {meta.get('shared')}, tmem {meta.get('tmem_size', 0)}", err=True)
    raise SystemExit(returncode)
