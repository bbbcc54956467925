"""passlab's command line: a thin click layer over the library.

Commands live in ``passlab/commands/<name>.py`` and are imported only when invoked, so
``passlab --help`` and trace reading stay fast. Library errors (``PasslabError``) become one
line on stderr and their exit code: 2 usage, 3 no GPU; 1 means the tool ran and found a
failure (a failed compile, a check finding, a mismatch).
"""

from __future__ import annotations

import importlib
import importlib.util
import signal
import sys

import click

from passlab.errors import Interrupted, PasslabError, signal_name_of

# command name -> (module, short help). Order is the order of `passlab --help`.
COMMANDS = {
    "trace": ("passlab.commands.trace", "Compile a kernel with every pass dumped and name its WS stages."),
    "capture": ("passlab.commands.capture", "Record every kernel compile of a real run, to trace it on a CPU."),
    "kernels": ("passlab.commands.kernels", "List the built-in kernels and their configs."),
    "show": ("passlab.commands.show", "List a stage's ops with their kernel source lines."),
    "graph": ("passlab.commands.graph", "Export a stage as a dataflow or WS partition graph."),
    "report": ("passlab.commands.report", "Write one self-contained HTML report of a trace (timeline, diffs, partitions, memory)."),
    "check": ("passlab.commands.check", "Check SMEM/TMEM allocation, mbarriers and WS application."),
    "matrix": ("passlab.commands.matrix", "Trace and check a kernel under several Triton versions, one row each."),
    "envs": ("passlab.commands.envs", "List, make or remove the per-Triton-version environments."),
    "diff": ("passlab.commands.diff", "Diff IR between configs, passes, stages or Triton versions."),
    "locate": ("passlab.commands.locate", "Name the first pass that makes two traces of one kernel differ."),
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
        except BrokenPipeError:  # `passlab show ... | head`: the reader is gone, as `cat` would, quietly
            _silence_stdout()
            ctx.exit(128 + signal.SIGPIPE)
        except OSError as exc:  # a read-only folder, a full disk, a path under a file: passlab could not run
            where = f"{exc.filename}: " if exc.filename else ""
            click.echo(f"passlab: error: {where}{exc.strerror or exc}", err=True)
            ctx.exit(2)
        except UnicodeDecodeError as exc:
            click.echo(f"passlab: error: input is not UTF-8 text ({exc.reason} at byte {exc.start})", err=True)
            ctx.exit(2)
        except ValueError as exc:
            if "null byte" not in str(exc):  # a path with a NUL in it; any other ValueError is a bug
                raise
            click.echo("passlab: error: a path argument contains a NUL byte", err=True)
            ctx.exit(2)
        except MemoryError:  # an input past the bounds docs/limits.md states, or a tight ulimit -v
            click.echo("passlab: error: out of memory on this input (docs/limits.md gives the sizes measured)",
                       err=True)
            ctx.exit(2)
        except KeyboardInterrupt as exc:  # here, before click turns it into a bare Abort
            kept = getattr(exc, "kept", None)
            click.echo(f"passlab: interrupted ({signal_name_of(exc)})"
                       + (f"; what was captured is kept in {kept}" if kept else ""), err=True)
            ctx.exit(128 + (exc.signum if isinstance(exc, Interrupted) else signal.SIGINT))


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
    """Run the CLI. Ctrl-C exits 130, SIGTERM 143 and SIGHUP 129 (128 + the signal), with one line;
    child compiles die with passlab and what they captured is kept (see ``capture.trace``)."""
    previous = {sig: signal.signal(sig, _raise_interrupted) for sig in (signal.SIGTERM, signal.SIGHUP)}
    try:
        code = cli.main(args=argv, prog_name="passlab", standalone_mode=False)
        return code if isinstance(code, int) else 0  # click returns ctx.exit()'s code here
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except click.exceptions.Abort:  # an interrupt outside a command (while parsing arguments)
        click.echo("passlab: interrupted", err=True)
        return 128 + signal.SIGINT
    except click.ClickException as exc:
        exc.show()
        return exc.exit_code
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _silence_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's final flush does not fail a second time."""
    import os
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _raise_interrupted(signum, frame):
    raise Interrupted(signum)


if __name__ == "__main__":
    sys.exit(main())
