"""passlab locate: the first pass that makes two traces of one kernel differ in a measure.

A command of its own rather than a ``diff`` option: ``diff`` compares chosen points, ``locate``
searches the aligned pipelines for the point, with its own question (a measure), answer (one pass
and the values leading to it) and exit code.
"""

from __future__ import annotations

import click

from passlab.commands.common import SECONDS, emit_json
from passlab.diff.locate import MEASURE_HELP


@click.command("locate")
@click.argument("a")
@click.argument("b")
@click.option("--measure", "-m", "measure", default="ir", show_default=True, metavar="MEASURE",
              help="What must differ: " + "; ".join(f"{k}: {v}" for k, v in MEASURE_HELP.items()) + ".")
@click.option("--summary", "summary_only", is_flag=True, help="The pass and its semantic summary, no IR diff.")
@click.option("-U", "--context", "context", type=click.IntRange(min=0), default=3, show_default=True,
              help="Lines of unchanged IR around each change.")
@click.option("--json", "as_json", is_flag=True, help="Print the location (every aligned step, the pass, its diffs) as JSON.")
@click.option("--target", default=None, help="Target for kernel specs that do not name one (default cuda:90).")
@click.option("--timeout", type=SECONDS, default=None, help="Seconds before an on-the-fly compile is killed.")
@click.option("--sig", "sig", multiple=True, metavar="NAME=TYPE",
              help="Argument type for file-kernel specs, e.g. --sig a_ptr=*fp16 (as in 'passlab trace').")
@click.option("--arg", "args", multiple=True, metavar="NAME=VALUE",
              help="Launch value of an int, float or bool argument for kernel specs, e.g. --arg M=4096.")
def command(a, b, measure, summary_only, context, as_json, target, timeout, sig, args):
    """Name the first pass whose output differs between A and B in MEASURE.

    A and B are two traces of one kernel (two Triton versions, two configs): trace directories,
    or kernel specs traced now (KERNEL[@CONFIG][:KEY=VALUE,...], as 'passlab diff' takes). Their
    pipelines are aligned (passes added, removed, renamed, moved, options changed); the first
    aligned pass whose output differs in MEASURE, or the first pass run by one side only that
    changes MEASURE, is named with the measure along the pipeline up to it and that pass's input
    -> output diff in both traces. A pass running nested passes is credited only with what it did
    before its first child. Exit 0 when no pass makes A and B differ, 1 when one is named (or
    the inputs of the first pass already differ), 2 on bad input.

    \b
    Examples:
      passlab trace matmul_hopper --python /path/to/triton-3.7.1/bin/python --out t371
      passlab trace matmul_hopper --python /path/to/triton-3.8.0/bin/python --out t380
      passlab locate t371 t380 --measure shared                # the pass of the +128 B
      passlab locate t371 t380 -m ops:ttng.inval_barrier --summary
      passlab locate matmul_hopper matmul_hopper:num_stages=4 -m barriers
      passlab locate t371 t380 -m change      # the first pass whose own edit differs
      passlab locate dumps/k/old dumps/k/new -m finding:SMEM001 --json
    """
    from passlab.capture.trace import Trace
    from passlab.commands.common import build_request
    from passlab.diff import resolve_operand
    from passlab.diff.locate import locate, parse_measure
    from passlab.errors import UsageError
    from passlab.render.locate_view import print_location

    parsed = parse_measure(measure)  # a bad measure is refused before anything is traced
    base = build_request("", None, (), target, sig, args=args)
    operands = []
    for text in (a, b):
        avoid = operands[0].trace.path if operands else None
        operand = resolve_operand(text, target, avoid=avoid, timeout=timeout, base=base)
        if not isinstance(operand.trace, Trace):
            raise UsageError(f"{operand.label}: locate needs a trace directory or a kernel spec, not an .mlir file")
        if operand.traced_now and not as_json:
            click.echo(f"traced {operand.label} -> {operand.trace.path}", err=True)
        operands.append(operand)
    first, second = operands
    location = locate(first.trace, second.trace, parsed, first.label, second.label, context=context)
    if as_json:
        emit_json(location.to_json())
    else:
        print_location(location, show_ir=not summary_only)
    raise SystemExit(1 if location.found else 0)
