"""passlab snapshot: write (or check) the golden of a kernel's stages."""

from __future__ import annotations

from pathlib import Path

import click

from passlab.commands.common import (build_request, emit_json, is_trace_like, kernel_options,
                                     refuse_compile_options)


@click.command("snapshot")
@click.argument("kernel")
@kernel_options
@click.option("-o", "--golden", "golden_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Golden directory (default golden/<kernel>/<config-key>/).")
@click.option("--check", is_flag=True, help="Compare with the golden instead of writing it; exit 1 on a mismatch.")
@click.option("--allow-failure", is_flag=True,
              help="Write a golden even though the compile failed (when that failure is what the golden guards).")
@click.option("--json", "as_json", is_flag=True, help="Print the files written (or the comparison) as JSON.")
def command(kernel, golden_dir, check, allow_failure, as_json, out, timeout, **request_options):
    """Write a stable, normalized golden of KERNEL's WS stages: per stage a summary
    (partitions and warps, buffers, barriers, SMEM/TMEM, op histogram) and the normalized IR.

    KERNEL is a built-in kernel, path/to/file.py:function, or an existing trace directory.
    Goldens hold no paths, times or addresses: two runs on the same Triton write the same bytes.
    A golden is per Triton version: the folder holds the first version's, and a triton-<version>/
    subfolder each other's; --check compares with the golden of the Triton that compiled.
    passlab writes only into a new or empty folder or an existing golden (one holding case.json),
    and removes only golden file names it could have written there. A failed compile writes no
    golden unless --allow-failure.

    \b
    Examples:
      passlab snapshot matmul_hopper -o tests/golden/matmul_hopper/default
      passlab snapshot matmul_hopper -c num_stages=4 -o tests/golden/matmul_hopper/default --check
      passlab snapshot dumps/matmul_hopper/default --json
      passlab snapshot matmul_hopper --python ~/triton39/bin/python -o tests/golden/matmul_hopper/default
    """
    from passlab.regress.golden import check_golden_target, compare_golden, write_golden

    if golden_dir is not None and not check:
        check_golden_target(golden_dir)  # before a compile that could take minutes
    trace = _trace_for(kernel, request_options, out, timeout)
    golden_dir = golden_dir or default_golden_dir(trace)
    if check:
        comparison = compare_golden(trace, golden_dir)
        if as_json:
            emit_json({"golden": str(comparison.case_dir), "triton_version": comparison.version, "ok": comparison.ok,
                       "diffs": [{"file": d.name, "kind": d.kind, "diff": d.diff} for d in comparison.diffs]})
        else:
            click.echo(comparison.report())
        raise SystemExit(0 if comparison.ok else 1)
    written = write_golden(trace, golden_dir, allow_failure=allow_failure)
    golden_dir = written[0].parent if written else golden_dir  # triton-<version>/ for a second version
    if as_json:
        emit_json({"golden": str(golden_dir), "files": [p.name for p in written],
                   "stages": {s: e["status"] for s, e in trace.stages.items()}})
    else:
        click.echo(f"wrote {len(written)} golden files to {golden_dir}")
        for stage, entry in trace.stages.items():
            click.echo(f"  {stage:16} {entry['status']}" + (f"  ({entry['reason']})" if entry["status"] != "ran" else ""))


def _trace_for(kernel, request_options, out, timeout):
    """A trace directory as it is, or a fresh compile (request_options: kernel_options' rest)."""
    from passlab.regress.golden import load_trace
    from passlab.capture.trace import trace_kernel

    if is_trace_like(kernel) and Path(kernel).is_dir():
        refuse_compile_options(kernel, {**request_options, "out": out})
        return load_trace(kernel)
    return trace_kernel(build_request(kernel, **request_options), out, timeout=timeout)


def default_golden_dir(trace) -> Path:
    """``golden/<kernel>/<config-key>``, with ``@cuda100`` for targets other than cuda:90; a file
    kernel's ``<kernel>`` is ``<file stem>-<path hash>.<function>``, as its trace directory's is.

    The names come from the trace's manifest (untrusted): each must be one safe path component.
    """
    from passlab.capture.trace import source_tag
    from passlab.disk import confine, path_component
    from passlab.frontend.kernelspec import OVERRIDE_UNSAFE_RE

    kernel = trace.manifest.get("kernel") or {}
    name = str(kernel.get("name", "kernel"))
    source = trace.manifest.get("source_path")
    if isinstance(source, str) and source:
        name = f"{OVERRIDE_UNSAFE_RE.sub('_', Path(source).name.split('.')[0])}{source_tag(source)}.{name}"
    key = str(kernel.get("config_key") or kernel.get("config") or "default")
    target = str(trace.manifest.get("target", "cuda:90"))
    if target != "cuda:90":
        key += "@" + target.replace(":", "")
    root = Path("golden")
    path = root / path_component(name, "kernel name") / path_component(key, "config key")
    confine(root, path, "golden folder")
    return path
