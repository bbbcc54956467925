"""passlab's command line: a thin click layer over the library.

Commands live in ``passlab/commands/<name>.py`` and are imported only when invoked, so
``passlab --help`` and trace reading stay fast. Library errors (``PasslabError``) become one
line on stderr and their exit code: 2 usage, 3 no GPU; 1 means the tool ran and found a
failure (a failed compile, a check finding, a mismatch).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys

import click

from passlab.errors import PasslabError

# command name -> (module, short help). Order is the order of `passlab --help`.
COMMANDS = {
    "trace": ("passlab.commands.trace", "Compile a kernel with every pass dumped and name its WS stages."),
    "kernels": ("passlab.commands.kernels", "List the built-in kernels and their configs."),
    "show": ("passlab.commands.show", "List a stage's ops with their kernel source lines."),
    "graph": ("passlab.commands.graph", "Export a stage as a dataflow or WS partition graph."),
    "check": ("passlab.commands.check", "Check SMEM/TMEM allocation, mbarriers and WS application."),
    "diff": ("passlab.commands.diff", "Diff IR between configs, passes, stages or Triton versions."),
    "debug": ("passlab.commands.debug", "Triage a failing compile down to a pass, a line and a reproducer."),
    "replay": ("passlab.commands.replay", "Run passes on a saved snapshot through Triton's bindings."),
    "opt": ("passlab.commands.opt", "A triton-opt stand-in built on Triton's Python pass bindings."),
    "lit": ("passlab.commands.lit", "Run Triton-style lit tests with passlab-opt and FileCheck."),
    "snapshot": ("passlab.commands.snapshot", "Write normalized golden summaries of a kernel's stages."),
    "run": ("passlab.commands.run", "Run a kernel on the GPU and compare with a torch reference."),
    "bench": ("passlab.commands.bench", "Benchmark a kernel against cuBLAS / torch SDPA on the GPU."),
}


class LazyGroup(click.Group):
    """A group whose subcommands are imported on first use."""

    def list_commands(self, ctx):
        return [name for name, (module, _) in COMMANDS.items() if importlib.util.find_spec(module)]

    def get_command(self, ctx, name):
        if name not in COMMANDS:
            return None
        module_name, _ = COMMANDS[name]
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name == module_name:
                return None
            raise
        return module.command

    def format_commands(self, ctx, formatter):
        rows = [(name, COMMANDS[name][1]) for name in self.list_commands(ctx)]
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except PasslabError as exc:
            click.echo(f"passlab: error: {exc.message}", err=True)
            ctx.exit(exc.exit_code)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="passlab")
def cli():
    """Inspect and experiment with Triton's compiler passes for warp-specialized / TMA kernels.

    \b
    Example:
      passlab trace matmul_hopper          # compile for sm_90 with per-pass dumps
      passlab check dumps/matmul_hopper/default
    """


def main(argv: list[str] | None = None) -> int:
    try:
        cli.main(args=argv, prog_name="passlab", standalone_mode=True)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
