"""passlab opt: triton-opt's command line over Triton's Python pass bindings (also ``passlab-opt``)."""

from __future__ import annotations

import click


@click.command("opt", context_settings={"ignore_unknown_options": True, "allow_extra_args": True,
                                        "help_option_names": ["--help"]})
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def command(args):
    """Run passes on FILE.mlir the way triton-opt does, from the pip wheel.

    \b
    passlab opt FILE.mlir [-split-input-file] [--PASS-ARG[=OPTIONS] ...] [--pass-pipeline=P] [-o OUT]

    Passes are named by their triton-opt argument (see 'passlab replay --list-passes');
    options as --PASS=opt=v,opt=v or --PASS='opt=v opt=v'. Options left out take the pass
    definition's default, as in triton-opt (passlab's --target=cuda:N fills compute-capability
    and ptx-version from a target instead). Output has no locations unless -mlir-print-debuginfo;
    diagnostics name the input file. Exit 0 ok, 1 a parse or pass failure, 2 an unmapped pass
    or option (named in the error), 3 an input it cannot take (unregistered ops, a dialect the
    bindings do not load); a crash of the compiler is one line and exit 1 here (the passlab-opt
    script dies of the same signal instead, as triton-opt does, for lit's `not --crash`).

    \b
    Examples:
      passlab opt snap.mlir --nvgpu-warp-specialization=num-stages=3
      passlab opt tests/lit/tritongpu-pipeline.mlir -split-input-file \\
          --tritongpu-assign-latencies=num-stages=3 --tritongpu-schedule-loops --tritongpu-pipeline=num-stages=3
      passlab opt snap.mlir --pass-pipeline='builtin.module(allocate-shared-memory-nv)' -o out.mlir
    """
    from passlab.regress.opt import main

    raise SystemExit(main(list(args), mirror_crash=False))
