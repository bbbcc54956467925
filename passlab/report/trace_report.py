"""A trace's report: the pass timeline with before/after IR, the WS partitions and channels, the
memory map, the barrier protocol and the findings, on one page.

Each view is one module (``timeline``, ``partitions_view``, ...) with a function from the trace
(and the check report) to a ``Section``, or None when the trace has nothing to show there (no
WS: no partitions view). The checks run once here and every view reads the same findings.
"""

from __future__ import annotations

from passlab.capture.trace import Trace
from passlab.checks.findings import CheckReport
from passlab.errors import TraceError
from passlab.report.findings_view import findings_section
from passlab.report.memory_view import memory_section
from passlab.report.page import Page, Section
from passlab.report.partitions_view import partitions_section
from passlab.report.protocol_view import protocol_section
from passlab.report.store import SnapshotStore
from passlab.report.timeline import timeline_section


def _check_report(trace: Trace) -> CheckReport:
    """The checks' findings, or an empty report saying why none ran: a compile that stopped before
    any checked stage (a Python error in the kernel, a timeout) still gets its page."""
    from passlab.checks.runner import run_checks
    try:
        return run_checks(trace)
    except TraceError as exc:
        return CheckReport(str(trace.path), skipped=[str(exc)])


def subtitle(trace: Trace) -> str:
    m = trace.manifest
    kernel = m.get("kernel") or {}
    meta = m.get("metadata") or {}
    outcome = (m.get("outcome") or {}).get("code", "?")
    parts = [f"Triton {m.get('triton_version', '?')}", str(m.get("target", "?")),
             f"config {kernel.get('config_key') or kernel.get('config') or '?'}", f"outcome {outcome}"]
    if meta:
        parts.append(f"num_warps {meta.get('num_warps')}, shared {meta.get('shared')} B, tmem {meta.get('tmem_size')}")
    return " · ".join(parts)


def view_sections(trace: Trace, report) -> list[Section]:
    """The drawn views after the timeline, in tab order; each builder returns None when it has
    nothing to show for this trace."""
    builders = [partitions_section, memory_section, protocol_section, findings_section]
    sections = []
    for build in builders:
        section = build(trace, report)
        if section is not None:
            sections.append(section)
    return sections


def build_trace_page(trace: Trace, report=None) -> Page:
    """The report page of one trace (``report``: its CheckReport, run here when not given)."""
    if report is None:
        report = _check_report(trace)
    store = SnapshotStore()
    timeline, data = timeline_section(trace, store)
    kernel = (trace.manifest.get("kernel") or {}).get("name") or trace.path.name
    page = Page("trace", f"passlab report: {kernel}", subtitle(trace), [timeline])
    page.sections += view_sections(trace, report)
    page.data = {"kind": "trace", "timeline": data, "snapshots": store.to_json()}
    return page
