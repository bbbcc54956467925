"""passlab check: static SMEM/TMEM, mbarrier, WS and TMA checks and a layout-conversion hint of a trace, a
snapshot or a kernel."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import click

from passlab.commands.common import (build_request, emit_json, is_trace_like, kernel_options,
                                     refuse_compile_options, write_html)


@click.command("check")
@click.argument("subject", metavar="TRACE|KERNEL", required=False)
@kernel_options
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON (stable: sorted, no addresses).")
@click.option("--notes", is_flag=True, help="Also print notes (per-stage SMEM budget).")
@click.option("--list-rules", is_flag=True, help="List the rules with their documentation and exit.")
@click.option("--protocol", "protocol_only", is_flag=True,
              help="Run only the WS barrier protocol model (PROTO rules: races, deadlocks, tx bytes) and the PTX check. "
                   "Both run 16 seeded random interleavings (12 with random partition priorities, PCT; 4 random walks) "
                   "beside their fixed schedules; "
                   "PASSLAB_PROTOCOL_INTERLEAVINGS=64 runs 64 (rarer hangs, more time).")
@click.option("--ptx", "ptx_only", is_flag=True,
              help="Run only the protocol check over the trace's final PTX (PTX rules; docs/ptx.md).")
@click.option("--no-ptx", "no_ptx", is_flag=True, help="Skip the PTX protocol check.")
@click.option("--html", "html", type=click.Path(path_type=Path), default=None, metavar="FILE",
              help="Also write the trace's HTML report (timeline, findings) to FILE; the exit code is the check's.")
@click.option("--memory", "memory", multiple=True, metavar="ARG=INTS",
              help="Contents of a pointer-to-integer argument the kernel loads its loop bounds or tiles from "
                   "(a schedule table, varlen offsets), as program 0 of a grid of one reads it: integers "
                   "(decimal or 0x hex, in elements of the pointer's type, wrapped to its width) separated by "
                   "commas, or @FILE of them separated by commas or whitespace. Repeatable, one per argument "
                   "(named as in the kernel's signature); replaces what the trace recorded for that argument. "
                   "Both protocol models (TTGIR and PTX) follow scalar loads from it, e.g. "
                   "--memory cu_seqlens=0,256,640 or --memory sched=@table.txt.")
def command(subject, as_json, notes, list_rules, protocol_only, ptx_only, no_ptx, html, memory, **compile_options):
    """Check SMEM/TMEM allocation, mbarrier use, WS application, TMA descriptors and the WS barrier protocol
    (TTGIR and final PTX), and name layout conversions through shared memory in an MMA's loop (PERF001, a warning).

    TRACE|KERNEL is a trace directory (from 'passlab trace'), one .mlir snapshot, or a kernel
    (a built-in name or path/to/file.py:function), which is traced first. Findings print like a
    compiler: kernel file:line:col, severity, [RULE], the source line, then the snapshot line.
    Exit 0 when no finding is an error, 1 when one is, 2 when passlab could not run.

    \b
    Examples:
      passlab check matmul_hopper
      passlab check --protocol fa_hopper -c num_stages=3 -c HEAD_DIM=64
      passlab check --ptx dumps/fa_hopper/default         # the PTX protocol check alone
      passlab check matmul_hopper --no-ptx                # every check but the PTX one
      passlab check fa_hopper_gluon --config causal --notes   # hand-written partitions (Gluon)
      passlab check matmul_hopper -c BLOCK_M=256 -c BLOCK_N=256 -c BLOCK_K=128 -c num_stages=4
      passlab check dumps/matmul_hopper/default --json
      passlab check dumps/matmul_hopper/default/snapshots/060-triton-nvidia-check-matmul-two-cta.mlir
      passlab check --list-rules
      passlab check matmul_hopper --html matmul-check.html
      passlab check varlen.py:attn_fwd --sig ... --memory cu_seqlens=0,256,640   # loop bounds from memory
    """
    if list_rules:
        _print_rules(as_json)
        return
    if not subject:
        raise click.UsageError("missing TRACE|KERNEL (or --list-rules)")
    from passlab import settings
    settings.protocol_interleavings()   # a bad value stops here, before a kernel is traced
    if html:
        _check_html_subject(subject, html)
    from passlab.checks import run_checks
    from passlab.render.findings import print_report

    if ptx_only and no_ptx:
        raise click.UsageError("--ptx and --no-ptx exclude each other")
    if ptx_only and protocol_only:
        raise click.UsageError("--ptx (the PTX check alone) and --protocol (both protocol checks) exclude each other")
    families = _families(protocol_only, ptx_only, no_ptx)
    contents = parse_memory(memory)    # a bad --memory stops here, before a kernel is traced
    trace = None
    if is_trace_like(subject):
        refuse_compile_options(subject, compile_options)
        checked = run_checks(subject, families, ptx_required=ptx_only, memory=contents)
    else:
        from passlab.capture.trace import trace_kernel
        out, timeout = compile_options.pop("out", None), compile_options.pop("timeout", None)
        request = build_request(subject, **compile_options)
        trace = trace_kernel(request, out, timeout=timeout)
        checked = run_checks(trace, families, ptx_required=ptx_only, memory=contents)
    if as_json:
        emit_json(checked.to_json())
    else:
        print_report(checked, sys.stdout, show_notes=notes)
    if html:
        _write_report(trace or subject, checked, html)
    raise SystemExit(checked.exit_code)


MEMORY_MAX = 1 << 20     # integers in all --memory contents (the manifest's own limit)
# -12, 0x1f (ASCII digits only; int() alone also takes other scripts' digits and "1_000"); at most 20
# digits, so a 4300-digit word is refused here and not by int()'s own limit
INT_WORD_RE = re.compile(r"[-+]?(?:0[xX][0-9a-fA-F]{1,16}|[0-9]{1,20})")


def parse_memory(items: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
    """``--memory ARG=1,2,3`` / ``ARG=@FILE`` (integers separated by commas or whitespace) as
    {ARG: (1, 2, 3)}; UsageError (exit 2) naming the item otherwise."""
    from passlab.errors import UsageError
    out: dict[str, tuple[int, ...]] = {}
    for item in items:
        name, sep, text = item.partition("=")
        name = name.strip()
        if not sep or not name.isidentifier():
            raise UsageError(f"--memory {item!r}: expected ARG=INTS, e.g. --memory cu_seqlens=0,256,640")
        if text.startswith("@"):
            path = Path(text[1:])
            if not path.is_file():
                raise UsageError(f"--memory {name}: {path} is not a file")
            if path.stat().st_size > 16 * MEMORY_MAX:
                raise UsageError(f"--memory {name}: {path} is larger than {16 * MEMORY_MAX} bytes")
            try:
                text = path.read_text()
            except (OSError, UnicodeDecodeError) as exc:
                raise UsageError(f"--memory {name}: cannot read {path}: {exc}") from None
        if name in out:
            raise UsageError(f"--memory {name}: given twice")
        words = text.replace(",", " ").split()
        bad = next((w for w in words if not INT_WORD_RE.fullmatch(w)), None)
        if bad is not None:
            shown = bad if len(bad) <= 24 else bad[:20] + "..."
            raise UsageError(f"--memory {name}: {shown!r} is not an integer (decimal or 0x hex, below 2**63)")
        if not words:
            raise UsageError(f"--memory {name}: no integers given")
        values = tuple(int(w, 16) if w.lstrip("+-").lower().startswith("0x") else int(w, 10) for w in words)
        if any(not -(1 << 63) <= v < (1 << 63) for v in values):
            raise UsageError(f"--memory {name}: an integer outside [-2**63, 2**63)")
        out[name] = values
    if sum(len(v) for v in out.values()) > MEMORY_MAX:
        raise UsageError(f"--memory: more than {MEMORY_MAX} integers in all")
    return out


def _families(protocol_only: bool, ptx_only: bool, no_ptx: bool) -> tuple[str, ...] | None:
    from passlab.checks.registry import FAMILIES
    if ptx_only:
        return ("ptx",)
    if protocol_only:
        return ("protocol",) if no_ptx else ("protocol", "ptx")
    return tuple(f for f in FAMILIES if f != "ptx") if no_ptx else None


def _check_html_subject(subject: str, html: Path) -> None:
    """Refuse --html before any work: a lone snapshot has no timeline to report, and a bad FILE."""
    from passlab.report.page import check_report_output
    from passlab.errors import UsageError
    if is_trace_like(subject) and not Path(subject).is_dir():
        raise UsageError("--html needs a trace or a kernel (a lone .mlir snapshot has no pass timeline)")
    check_report_output(html, "--html file", stdout_taken=True)


def _write_report(trace, checked, html: Path) -> None:
    from passlab.capture.trace import Trace
    from passlab.report.trace_report import build_trace_page
    if not isinstance(trace, Trace):
        trace = Trace.load(trace)
    write_html(build_trace_page(trace, report=checked), html)


def _print_rules(as_json: bool) -> None:
    from passlab.checks import RULES
    if as_json:
        emit_json([{"id": r.id, "family": r.family, "severity": r.severity.value, "title": r.title,
                    "doc": r.doc, "hint": r.hint} for r in RULES])
        return
    id_width = max(len(r.id) for r in RULES)
    severity_width = max(len(r.severity.value) for r in RULES)
    for r in RULES:
        click.echo(f"{r.id:<{id_width}}  {r.severity.value:<{severity_width}}  {r.title}")
        click.echo(click.wrap_text(r.doc, width=100, initial_indent="    ", subsequent_indent="    "))
        if r.hint:
            click.echo(f"    fix: {r.hint}")
