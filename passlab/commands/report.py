"""passlab report: one self-contained HTML page of a trace (timeline, IR diffs, partitions, memory,
barrier protocol, findings)."""

from __future__ import annotations

from pathlib import Path

import click

from passlab.commands.common import (build_request, emit_json, is_trace_like, kernel_options,
                                     refuse_compile_options)


@click.command("report")
@click.argument("subject", metavar="TRACE|KERNEL")
@kernel_options
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="The HTML file to write (default: report.html inside the trace directory).")
@click.option("--json", "as_json", is_flag=True, help="Print what was written (path, bytes, views) as JSON.")
def command(subject, output, as_json, **compile_options):
    """Write one self-contained HTML report of TRACE (or of KERNEL, traced first).

    The page opens offline (no network request; its scripts and styles are inlined): the pass
    timeline with each pass's before/after IR, WS partitions and channels, the SMEM/TMEM memory map,
    the barrier protocol and the findings. Exit 0 when it was written, 2 when it could not be.

    \b
    Examples:
      passlab report dumps/matmul_hopper/default -o matmul.html
      passlab report matmul_hopper                 # trace first, write dumps/matmul_hopper/default/report.html
      passlab report fa_hopper --target cuda:100 -o fa-blackwell.html
      passlab report dumps/matmul_hopper/default --json
    """
    from passlab.capture.trace import Trace, trace_kernel
    from passlab.report import page as html_page
    from passlab.report.trace_report import build_trace_page

    from passlab import settings
    from passlab.errors import UsageError

    settings.protocol_interleavings()   # a bad value stops here, before a kernel is traced
    out, timeout = compile_options.pop("out", None), compile_options.pop("timeout", None)
    if out is not None and out.suffix in (".html", ".htm"):
        raise UsageError(f"--out is the trace directory; write the report with -o {out}")
    if output:
        html_page.check_report_output(output)
    if is_trace_like(subject) or Path(subject).is_dir():    # a folder without a manifest: say so
        refuse_compile_options(subject, {**compile_options, "out": out})
        trace = Trace.load(subject)
    else:
        trace = trace_kernel(build_request(subject, **compile_options), out, timeout=timeout)
    target = output or html_page.check_report_output(trace.path / "report.html")
    page = build_trace_page(trace)
    size = html_page.write(page, target)
    if as_json:
        emit_json({"report": str(target), "bytes": size, "trace": str(trace.path),
                   "views": [{"key": s.key, "title": s.title, "badge": s.badge} for s in page.sections]})
    else:
        click.echo(f"wrote {target} ({size / 1e6:.1f} MB; views: {', '.join(s.title for s in page.sections)})", err=True)
