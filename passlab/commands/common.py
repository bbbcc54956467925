"""Options and argument handling shared by commands that accept a kernel or a trace."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from passlab.capture.child import CompileRequest
from passlab.frontend.kernelspec import parse_assignments
from passlab.errors import UsageError


class _Seconds(click.ParamType):
    """A time limit in seconds: positive and finite (``settings.parse_timeout``'s one line, as for
    ``PASSLAB_TIMEOUT``). A negative one was taken before, and reported as "did not finish within -1 s"."""

    name = "seconds"

    def convert(self, value, param, ctx):
        from passlab.settings import parse_timeout
        return value if isinstance(value, float) else parse_timeout(value, param.opts[0] if param else "seconds")


SECONDS = _Seconds()


def kernel_options(func):
    """--config, -c, --target, --sig, --out, --timeout: how to compile a kernel."""
    options = [
        click.option("--config", "config", default=None, help="Named config of the kernel (see 'passlab kernels')."),
        click.option("-c", "overrides", multiple=True, metavar="KEY=VALUE",
                     help="Override a constexpr or num_warps/num_stages/dtype, e.g. -c num_stages=4, "
                          "-c 'tmem_block=(128, 128)', -c MMAImpl=WGMMA."),
        click.option("--target", default=None,
                     help="Compile target, e.g. cuda:90, cuda:100 (default cuda:90; a capture record's own "
                          "target for CAPTURE.jsonl#K)."),
        click.option("--sig", "sig", multiple=True, metavar="NAME=TYPE",
                     help="Runtime argument type for a file kernel, e.g. --sig a_ptr=*bf16 --sig M=i32 "
                          "--sig 'a_desc=tensordesc<bf16[128, 64]>' (a host TMA descriptor; a @gluon.jit "
                          "kernel's gets the default NVMMA layout unless one is written after a comma)."),
        click.option("--arg", "args", multiple=True, metavar="NAME=VALUE",
                     help="Launch value of an int, float or bool argument, specialized as a launch would "
                          "(divisible by 16, == 1), e.g. --arg M=4096 --arg stride_ak=1 --arg scale=0.125."),
        click.option("--unaligned", multiple=True, metavar="NAME",
                     help="A pointer argument that is not 16-byte aligned at launch (default: all aligned)."),
        click.option("--as-declared", is_flag=True,
                     help="Compile the declared signature without launch specialization (no alignment or "
                          "divisibility attributes)."),
        click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), default=None,
                     help="Trace directory (default dumps/<kernel>/<config-key>/)."),
        click.option("--timeout", type=SECONDS, default=None, help="Seconds before the compile is killed (default 300)."),
        click.option("--python", "python", default=None, metavar="PATH",
                     help="Compile with another interpreter, e.g. a venv holding another Triton version."),
        click.option("--source-root", "source_roots", multiple=True, metavar="DIR",
                     type=click.Path(file_okay=False, exists=True),
                     help="A folder holding a capture record's source (CAPTURE.jsonl#K): found by the recorded "
                          "path's tail and content hash, e.g. --source-root ~/src/myproject."),
        click.option("--edited-source", "edited_source", is_flag=True,
                     help="Compile a capture record (CAPTURE.jsonl#K) from today's source file when it was edited "
                          "since the capture (found at the recorded path or under --source-root/the working "
                          "folder; it must still define the kernel; the trace notes it), e.g. "
                          "passlab trace run.jsonl#0 --edited-source."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def build_request(kernel: str, config, overrides, target, sig, python=None, args=(), unaligned=(),
                  as_declared=False, source_roots=(), edited_source=False) -> CompileRequest:
    """A ``CompileRequest`` from kernel_options' values. A kernel parameter that shares a compile
    option's name (``num_warps``) set with ``-c`` goes to the parameter and the option, as a keyword
    launch does (``ResolvedConfig.options``).
    Without a target a capture record compiles for the target it was captured on, anything else
    for cuda:90."""
    launch = None if as_declared else {"values": parse_assignments(args, what="--arg"), "unaligned": list(unaligned)}
    if as_declared and (args or unaligned):
        raise UsageError("--as-declared compiles without launch values; drop --arg/--unaligned or --as-declared")
    if target is None:
        from passlab.capture.trace import captured_record
        record = captured_record(CompileRequest(kernel=kernel))
        target = record.target if record is not None else DEFAULT_TARGET
    return CompileRequest(kernel=kernel, config=config, overrides=parse_assignments(overrides),
                          target=target, sig=parse_assignments(sig, what="--sig"), python=python, launch=launch,
                          source_roots=tuple(source_roots), edited_source=edited_source)


DEFAULT_TARGET = "cuda:90"


def is_trace_like(text: str) -> bool:
    """A trace directory or an .mlir file (as opposed to a kernel name or file.py:function)."""
    path = Path(text)
    return (path.is_dir() and (path / "manifest.json").exists()) or text.endswith(".mlir")


def refuse_compile_options(subject: str, options: dict) -> None:
    """A trace is read as it was compiled: an option saying how to compile it (-c, --target, ...) would
    be dropped in silence, and the report, golden or check would not be of what was asked for.
    ``options``: the command's ``kernel_options`` values by parameter name, spelled as the command
    line does (``--timeout`` also bounds reading a trace, and is allowed)."""
    ctx = click.get_current_context(silent=True)
    spelled = {p.name: p.opts[0] for p in ctx.command.params} if ctx is not None else {}
    given = [spelled.get(name, f"--{name}") for name, value in options.items()
             if name != "timeout" and value not in (None, (), False)]
    if given:
        raise UsageError(f"{subject} is a trace, read as it was compiled: {', '.join(given)} applies only to a "
                         "KERNEL that passlab compiles (drop it, or give the kernel's name)")


def emit_json(data) -> None:
    json.dump(data, sys.stdout, indent=1, default=str, sort_keys=False)
    sys.stdout.write("\n")


def write_html(page, path: Path) -> None:
    """Write a report page (atomically) and say where on stderr: stdout stays the command's output."""
    from passlab.report.page import write
    size = write(page, path)
    click.echo(f"wrote {path} ({size / 1e6:.1f} MB)", err=True)


def progress_enabled() -> bool:
    return sys.stderr.isatty()
