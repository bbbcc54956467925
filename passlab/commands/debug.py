"""passlab debug: triage a failing compile to a pass, a sub-step, kernel lines and a reproducer."""

from __future__ import annotations

import json
from pathlib import Path

import click

from passlab.errors import UsageError
from passlab.commands.common import (SECONDS, build_request, emit_json, is_trace_like, kernel_options,
                                     refuse_compile_options)


@click.command("debug")
@click.argument("kernel")
@kernel_options
@click.option("--reduce", "do_reduce", is_flag=True,
              help="Shrink the IR before the failing pass while the same failure reproduces (delta debugging).")
@click.option("--workarounds", "do_workarounds", is_flag=True,
              help="Compile known alternatives (WS off, TMA variant, other stages/warps/tiles) and report which work.")
@click.option("--jobs", "-j", type=click.IntRange(min=1), default=None, help="Parallel child processes (default: CPU count).")
@click.option("--budget", type=SECONDS, default=None, help="Stop reducing after this many seconds (keeps the best so far).")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
def command(kernel, out, timeout, do_reduce, do_workarounds, jobs, budget, as_json, **request_options):
    """Compile KERNEL with dumps and explain how it fails.

    Names the failing pass, the warp-specialization sub-step (from the assertion's file and
    function, or the last internal dump), the last good snapshot, the kernel lines of the ops
    involved, saves the compiler's crash reproducer, and prints a one-line 'passlab replay'
    command that reproduces the failure (checked by running it). KERNEL may also be a trace
    directory from 'passlab trace'. A WS request that was silently not applied is reported too.
    --workarounds on a file kernel's trace uses the file the manifest names only while it is the
    file traced (same hash, defines the kernel, outside the trace), from any folder; else re-trace.
    Files go to TRACE/debug/. Exit 0 clean, 1 failure (or WS not applied), 2 bad input (or no
    workaround could be planned: the report is still written).

    \b
    Examples:
      passlab debug matmul_ws_pointer
      passlab debug matmul_ws_pointer --reduce            # minimal .mlir in TRACE/debug/reduced.mlir
      passlab debug matmul_ws_pointer --workarounds       # which configs compile instead
      passlab debug dumps/matmul_ws_pointer/default --json
      passlab debug dumps/k-<hash>.add_kernel/default --workarounds   # the folder 'trace k.py:add_kernel' printed
    """
    from passlab.render.debug_view import print_debug_report
    from passlab.capture.trace import Trace, trace_kernel
    from passlab.debug.triage import trace_debug_dir, triage

    if is_trace_like(kernel) and Path(kernel).is_dir():
        refuse_compile_options(kernel, {**request_options, "out": out})
        trace = Trace.load(kernel)
        request = _request_from_trace(trace) if do_workarounds else None
    else:
        request = build_request(kernel, **request_options)
        _note(f"compiling {kernel} for {request.target} with per-pass dumps", as_json)
        trace = trace_kernel(request, out, timeout=timeout)
    report = triage(trace, timeout=timeout)
    if do_reduce:
        report.reduction = _reduce(trace, report, jobs, budget, as_json)
    if do_workarounds:
        from passlab.debug.workarounds import try_workarounds
        _note("trying workarounds in parallel child compiles", as_json)
        try:
            report.workarounds = [r.to_json() for r in try_workarounds(request, jobs=jobs, timeout=timeout)]
        except UsageError as exc:   # the kernel's module did not load in the planning child
            report.workarounds_error = exc.message
    from passlab.disk import write_atomic
    write_atomic(trace_debug_dir(trace) / "report.json", json.dumps(report.to_json(), indent=1, default=str))
    if as_json:
        emit_json(report.to_json())
    else:
        print_debug_report(report)
    if report.workarounds_error:   # asked for and not planned: the tool could not do it (report kept)
        click.echo(f"passlab: error: no workaround could be tried: {report.workarounds_error}", err=True)
        raise SystemExit(2)
    raise SystemExit(1 if report.failed or report.ws_not_applied else 0)


def _note(message: str, quiet: bool) -> None:
    if not quiet:
        click.echo(f"passlab: {message}", err=True)


def _request_from_trace(trace):
    """The request that made ``trace``: a built-in kernel by name, any other by its file and function.
    Every field is checked for its type first (a manifest is untrusted input: one line, exit 2)."""
    from passlab.capture.child import CompileRequest
    from passlab.frontend import registry
    from passlab.frontend.target import check_target
    kernel = _manifest_field(trace, trace.manifest, "kernel", dict, {})
    target = check_target(_manifest_field(trace, trace.manifest, "target", str, "cuda:90"))
    name = _manifest_field(trace, kernel, "name", str, "")
    config = _manifest_field(trace, kernel, "config", str, None)
    params = _manifest_field(trace, kernel, "params", dict, {})
    if name in registry.names():
        return CompileRequest(name, config, _manifest_field(trace, kernel, "overrides", dict, {}), target)
    source = _manifest_field(trace, kernel, "source_file", str, "")
    function = _manifest_field(trace, kernel, "function", str, "") or name
    if not source or "\0" in source or not Path(source).exists():
        raise UsageError(f"{trace.path}: the kernel's source file {source or '(none recorded)'} is gone; "
                         "trace the kernel again to try workarounds")
    if not function.isidentifier():
        raise UsageError(f"{trace.path}: the manifest names no kernel function ({function!r})")
    _check_manifest_source(trace.path, Path(source), function,
                           _manifest_field(trace, kernel, "source_hash", str, ""))
    signature = _manifest_field(trace, kernel, "signature", dict, {})
    sig = {k: v for k, v in signature.items() if isinstance(k, str) and isinstance(v, str) and v != "constexpr"}
    spec = _manifest_field(trace, kernel, "specialization", dict, {})
    values = _manifest_field(trace, spec, "values", dict, {})
    unaligned = _manifest_field(trace, spec, "unaligned", list, [])
    launch = {"values": values, "unaligned": [u for u in unaligned if isinstance(u, str)]} if spec else None
    return CompileRequest(f"{source}:{function}", None, params, target, sig, launch=launch)


def _manifest_field(trace, mapping: dict, key: str, kind: type, default):
    """``mapping[key]`` when it is a ``kind`` (``default`` when absent or null); UsageError otherwise."""
    value = mapping.get(key)
    if value is None:
        return default
    if not isinstance(value, kind) or (kind is dict and not all(isinstance(k, str) for k in value)):
        raise UsageError(f"{trace.path}: manifest field '{key}' must be of type {kind.__name__}, not {type(value).__name__}")
    return value


def _check_manifest_source(trace_dir: Path, source: Path, function: str, recorded_hash: str) -> None:
    """A manifest is untrusted input, and trying workarounds runs the kernel's file (in children):
    the file it names is used only when it is the file traced, a regular ``.py`` file outside the
    trace directory whose hash is the manifest's ``kernel.source_hash`` (the function's source for
    a file kernel, the whole file for a capture's trace), and that defines the function as a
    Triton kernel (read from its syntax tree). Anything else is refused, never run; from any folder."""
    from passlab.frontend.kernel_source import defines_kernel, function_source_hash
    from passlab.frontend.recorder import file_hash
    again = f"trace the file again (passlab trace {source}:{function} ...) and run debug on the new trace"
    resolved, trace = source.resolve(), trace_dir.resolve()
    if not source.is_file() or resolved.suffix != ".py" or source.suffix != ".py":
        raise UsageError(f"{trace_dir}: its manifest names {source}, which is not a regular .py file; not run")
    if resolved == trace or trace in resolved.parents:
        raise UsageError(f"{trace_dir}: its manifest names {source}, inside the trace itself (a trace holds no "
                         f"kernel source); not run; {again}")
    hashes = {file_hash(str(source)), function_source_hash(source, function)} - {""}
    if not recorded_hash or recorded_hash not in hashes:
        raise UsageError(f"{trace_dir}: {source} differs from the file traced (sha256 {recorded_hash or 'not recorded'}): "
                         f"it was edited since the trace, or the manifest was; not run; {again}")
    if not defines_kernel(source, function):
        raise UsageError(f"{trace_dir}: its manifest names {source}, which defines no Triton kernel '{function}'; "
                         "not run")


def _reduce(trace, report, jobs, budget, as_json) -> dict:
    from passlab.debug.passes import parse_pipeline
    from passlab.debug.reduce import reduce_snapshot
    from passlab.debug.triage import trace_debug_dir

    if not report.failed or not report.last_good_snapshot or not report.replay_passes:
        why = report.replay_error or "no failing pass with a snapshot before it"
        return {"error": f"nothing to reduce: {why}"}
    if not report.replay_reproduces:
        return {"error": f"the replay does not reproduce the failure ({report.replay_signature or 'replay ok'} "
                         f"vs {report.outcome.signature}); reduction needs a reproducing replay"}

    def progress(step):
        if step.accepted and not as_json:
            click.echo(f"reduce: {step.lines:4d} lines after {step.phase} "
                       f"({step.candidates} candidates, {step.seconds:.1f}s)", err=True)

    _note(f"reducing {report.last_good_snapshot} under {report.replay_passes[0]}", as_json)
    result = reduce_snapshot(trace.path / report.last_good_snapshot, parse_pipeline(report.replay_passes),
                             report.target, trace_debug_dir(trace) / "reduced.mlir",
                             signature=report.outcome.signature, jobs=jobs, progress=progress, time_budget=budget)
    return result.to_json()
