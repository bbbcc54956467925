"""The findings of ``passlab check`` on the trace, each with its rule id, the kernel source line and
the IR it points at, as the text renderer (``passlab.render.findings``) prints them, drawn as HTML.

The IR comes from the trace (``Trace.read``) and only for a snapshot the manifest names; the source
line from ``passlab.ir.locations.source_line`` (regular ``.py`` files only). Every message, path and
IR line is untrusted text and is escaped.
"""

from __future__ import annotations

import json
from pathlib import Path, PurePosixPath

from passlab.capture.trace import Trace
from passlab.checks.findings import CheckReport, Finding, Severity
from passlab.ir.locations import source_line
from passlab.report.page import Section, esc

IR_CONTEXT = 1            # snapshot lines shown either side of the finding's line
IR_LINE_MAX = 240         # an IR line is cut here (a function signature runs to thousands of characters)


def named_snapshots(trace: Trace) -> set[str]:
    """Every snapshot path the manifest names (passes, internal dumps, stages): the only files read."""
    m = trace.manifest
    names = {p.get("snapshot") for p in m.get("passes") or []} | {p.get("after") for p in m.get("passes") or []}
    names |= {d.get("snapshot") for d in m.get("internal_dumps") or []}
    names |= {s.get("snapshot") for s in (m.get("stages") or {}).values()}
    return {n for n in names if isinstance(n, str)}


class _Snapshots:
    """The lines of the snapshots findings point at, read once each, and only the manifest's own."""

    def __init__(self, trace: Trace):
        self.trace = trace
        self.named = named_snapshots(trace)
        self.lines: dict[str, list[str] | None] = {}

    def relative(self, snapshot: str) -> str | None:
        """The manifest's name for a finding's snapshot (checks name it by its path on disk)."""
        path = Path(snapshot)
        if path.is_absolute():
            try:
                path = path.relative_to(self.trace.path)
            except ValueError:
                return None
        name = PurePosixPath(path).as_posix()
        return name if name in self.named else None

    def around(self, snapshot: str, line: int) -> tuple[str, list[tuple[int, str]]] | None:
        name = self.relative(snapshot)
        if name is None or line <= 0:
            return None
        if name not in self.lines:
            try:
                self.lines[name] = self.trace.read(name).splitlines()
            except (OSError, UnicodeDecodeError):
                self.lines[name] = None
        lines = self.lines[name]
        if not lines or line > len(lines):
            return None
        first, last = max(1, line - IR_CONTEXT), min(len(lines), line + IR_CONTEXT)
        return name, [(n, lines[n - 1]) for n in range(first, last + 1)]


def _cut(text: str) -> str:
    return text if len(text) <= IR_LINE_MAX else text[:IR_LINE_MAX - 1] + "…"


def _source(f: Finding, stale: set[str]) -> str:
    loc = f.location
    if loc is None:
        return ""
    where = (f'<span class="fd-loc" title="{esc(loc.file)}">{esc(Path(loc.file).name)}:{loc.line}:{loc.col}</span>')
    text = None if loc.file in stale else source_line(loc.file, loc.line)
    if text is None or not text.strip():
        why = " (changed after the trace)" if loc.file in stale else ""
        return f'<div class="fd-src">{where}<span class="muted">{why}</span></div>'
    caret = " " * min(max(loc.col, 0), len(text)) + "^"
    return f'<div class="fd-src">{where}<pre class="srcline">{esc(text.rstrip())}\n{caret}</pre></div>'


def _ir(f: Finding, snapshots: _Snapshots) -> str:
    found = snapshots.around(f.snapshot, f.line)
    stage = f" · stage {esc(f.stage)}" if f.stage else ""
    op = f" · <code>{esc(f.op)}</code>" if f.op else ""
    if found is None:
        name = esc(Path(f.snapshot).name) if f.snapshot else "no snapshot"
        return f'<div class="fd-ir"><span class="muted">{name}:{f.line}{stage}{op}</span></div>'
    name, lines = found
    rows = "".join(f'<span class="fd-irline{" fd-here" if n == f.line else ""}"><span class="ln">{n}</span>'
                   f"{esc(_cut(text))}</span>" for n, text in lines)
    return (f'<div class="fd-ir"><span class="muted">{esc(name)}:{f.line}{stage}{op}</span>'
            f'<pre class="fd-irtext">{rows}</pre></div>')


def _details(f: Finding) -> str:
    """The numbers behind the message: scalars inline, anything longer folded."""
    scalars, nested = [], []
    for key, value in f.details:
        if value is None or key == "counterexample":
            continue
        if isinstance(value, (str, int, float, bool)):
            scalars.append(f"<span><code>{esc(key)}</code> {esc(value)}</span>")
        else:
            nested.append(f"<b>{esc(key)}</b>\n{esc(json.dumps(value, indent=1, default=str)[:20000])}")
    steps = dict(f.details).get("counterexample")
    out = ""
    if steps:
        items = "".join(f"<li>{esc(step)}</li>" for step in steps)
        out += f'<div class="fd-steps"><span class="muted">counterexample</span><ol>{items}</ol></div>'
    if scalars:
        out += f'<div class="fd-numbers">{" ".join(scalars)}</div>'
    if nested:
        out += f'<details class="fd-more"><summary>details</summary><pre>{"".join(nested)}</pre></details>'
    return out


def _card(f: Finding, snapshots: _Snapshots, stale: set[str]) -> str:
    sev = f.severity.value
    hint = f'<div class="fd-hint"><span class="muted">hint:</span> {esc(f.hint)}</div>' if f.hint else ""
    return (f'<article class="finding fd-{sev}" data-rule="{esc(f.rule)}" data-severity="{sev}">'
            f'<div class="fd-head"><span class="sev-{sev}">{sev}</span> <span class="fd-rule">{esc(f.rule)}</span> '
            f'<span class="fd-msg">{esc(f.message)}</span></div>'
            f'{_source(f, stale)}{_ir(f, snapshots)}{hint}{_details(f)}</article>')


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def findings_badge(report: CheckReport) -> str:
    notes = len(report.findings) - report.errors - report.warnings
    parts = [_count(n, w) for n, w in ((report.errors, "error"), (report.warnings, "warning")) if n]
    if not parts:
        return _count(notes, "note") if notes else "clean"
    return ", ".join(parts)


def findings_section(trace: Trace, check_report: CheckReport) -> Section:
    """The Findings tab: errors and warnings open, notes folded, or plainly "no findings"."""
    snapshots = _Snapshots(trace)
    stale = set(check_report.stale_sources)
    shown = [f for f in check_report.findings if f.severity is not Severity.NOTE]
    notes = [f for f in check_report.findings if f.severity is Severity.NOTE]
    checked = ", ".join(sorted(check_report.stages_checked)) or "nothing"
    body = [f'<p class="muted">checked stages: {esc(checked)}</p>']
    body += [f'<p class="warn">{esc(Path(p).name)} changed after the trace: its source lines are not shown</p>'
             for p in check_report.stale_sources]
    body += [f'<p class="muted">skipped: {esc(s)}</p>' for s in check_report.skipped]
    body += [f'<p class="warn">{esc(stage)} checked in part: {esc(gaps["summary"])}</p>'
             for stage, gaps in sorted(check_report.partial.items())]
    if shown:
        body += [_card(f, snapshots, stale) for f in shown]
    elif not check_report.stages_checked:
        body.append('<p class="warn">Nothing was checked: no stage the checks read was reached.</p>')
    else:
        body.append('<p class="fd-clean">No findings.</p>')
    if notes:
        body.append(f'<details class="fd-notes"><summary>{_count(len(notes), "note")}</summary>'
                    + "".join(_card(f, snapshots, stale) for f in notes) + "</details>")
    return Section("findings", "Findings", "\n".join(body), badge=findings_badge(check_report),
                   alert=check_report.errors > 0)
