"""The pass timeline of a trace: every pass in order (nested passes under their parent, WS and SWP
internal steps under their pass), op count and IR size, changed passes marked, WS stages labelled.

The rows are drawn here; the page's script adds the filter, j/k keys and the before/after diff of
the selected row, reading the IR from the snapshot store (``store.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from passlab.capture.trace import Trace
from passlab.errors import TraceError
from passlab.ir.locations import source_line
from passlab.report.page import Section, esc
from passlab.report.store import SnapshotStore

LOC_FILE = re.compile(r'loc\("((?:[^"\\]|\\.)*)":(\d+):\d+\)')
MAX_SOURCE_LINES = 5000


@dataclass
class Row:
    """One line of the timeline: a pass, or an internal step of one."""

    key: str                   # "p31" for pass 31, "p31.doTaskPartition" for its step
    index: int
    name: str
    title: str                 # pass class / owner
    depth: int
    before: str | None         # snapshot file before the row's transformation
    after: str | None          # after it (None: no IR after, e.g. the pass that failed)
    changed: bool | None       # None: not separable from its parent ("?"), or no IR after
    ops: int | None
    ops_after: int | None
    failed: bool = False
    step: bool = False
    stages: tuple[str, ...] = ()


def timeline_rows(trace: Trace) -> list[Row]:
    manifest = trace.manifest
    failing = (manifest.get("outcome") or {}).get("failing_pass")
    steps_of: dict[int, list[dict]] = {}
    for dump in manifest.get("internal_dumps") or []:
        steps_of.setdefault(dump.get("pass_index"), []).append(dump)
    passes = trace.passes
    rows: list[Row] = []
    for n, p in enumerate(passes):
        is_last_run = p.get("after") is None and n == len(passes) - 1
        failed = bool(failing) and is_last_run and failing in (p.get("pass"), p.get("arg"))
        rows.append(Row(f"p{p['index']}", p["index"], p.get("arg") or p.get("pass") or "?", p.get("pass") or "",
                        int(p.get("depth") or 0), p.get("snapshot"), p.get("after"), p.get("changed"),
                        p.get("ops"), p.get("ops_after"), failed=failed))
        previous = p.get("snapshot")
        for dump in steps_of.get(p["index"], []):
            rows.append(Row(f"p{p['index']}.{dump['step']}", p["index"], dump["step"], dump.get("owner") or "",
                            int(p.get("depth") or 0) + 1, previous, dump["snapshot"], None, None, dump.get("ops"),
                            step=True, failed=dump["step"] == "Failed"))
            previous = dump["snapshot"]
    _label_stages(rows, trace.stages)
    return rows


def _label_stages(rows: list[Row], stages: dict[str, dict]) -> None:
    """Put each WS/SWP stage's name on the row whose output is that stage's snapshot."""
    for stage, info in stages.items():
        if info.get("status") != "ran":
            continue
        snapshot = info.get("snapshot")
        owner = next((r for r in rows if r.step and r.after == snapshot), None)
        owner = owner or next((r for r in rows if not r.step and r.after == snapshot and r.name == info.get("pass")), None)
        owner = owner or next((r for r in rows if not r.step and r.name == info.get("pass")), None)
        if owner:
            owner.stages += (stage,)


def _sources(texts: list[str]) -> dict[str, str]:
    """``"file:line" -> source text`` for every kernel line a snapshot's locations name (read only
    from regular .py files: see ``passlab.ir.locations.source_line``)."""
    wanted: set[tuple[str, int]] = set()
    for text in texts:
        for match in LOC_FILE.finditer(text):
            wanted.add((match.group(1), int(match.group(2))))
            if len(wanted) >= MAX_SOURCE_LINES:
                break
    out = {}
    for path, line in sorted(wanted):
        text = source_line(path, line)
        if text is not None:
            out[f"{path}:{line}"] = text
    return out


def _mark(row: Row) -> str:
    if row.failed:
        return '<span class="failed-mark" title="the compile failed here">&#10007;</span>'
    if row.changed is True:
        return '<span class="changed-mark" title="changed the IR">&#9679;</span>'
    if row.changed is None and not row.step and row.after is not None:
        return '<span class="muted" title="its own change cannot be told from its parent\'s">?</span>'
    return ""


def _outcome_banner(outcome: dict, any_pass: bool) -> str:
    """What stopped a compile that did not end well, above its timeline."""
    code = outcome.get("code") or "?"
    if code == "ok":
        return ""
    where = f" in {esc(outcome['failing_pass'])}" if outcome.get("failing_pass") else ""
    lines = [f'<div class="panel outcome"><b class="sev-error">compile {esc(code)}{where}</b>']
    if not any_pass:
        lines.append('<div>No pass ran: the compile stopped before the first MLIR pass.</div>')
    message = str(outcome.get("message") or "")[:4000]
    if message:
        lines.append(f'<pre class="mono">{esc(message)}</pre>')
    for diagnostic in (outcome.get("diagnostics") or [])[:5]:
        lines.append(f'<div class="mono muted">{esc(diagnostic)}</div>')
    return "\n".join(lines) + "</div>\n"


def timeline_section(trace: Trace, store: SnapshotStore) -> tuple[Section, dict]:
    """The timeline tab and the data its script needs (rows with snapshot ids, kernel source lines)."""
    rows = timeline_rows(trace)
    texts = []
    for row in rows:
        for name in (row.before, row.after):
            if name and name not in store.ids:
                try:
                    text = trace.read(name)
                except (OSError, UnicodeDecodeError) as exc:
                    raise TraceError(f"{trace.path / name}, named by the manifest, cannot be read: {exc}") from None
                texts.append(text)
                store.add(name, text)
    biggest = max(store.sizes.values(), default=1) or 1
    body = []
    for row in rows:
        sid = store.ids.get(row.after or row.before or "")
        size = store.sizes.get(sid, 0)
        delta = "" if row.ops is None or row.ops_after is None or row.changed is None else row.ops_after - row.ops
        classes = ["pass", f"depth-{min(row.depth, 3)}"]
        if row.step:
            classes.append("step")
        if not (row.changed or row.failed or row.step):
            classes.append("unchanged")
        stages = "".join(f'<span class="stage">{esc(s)}</span>' for s in row.stages)
        body.append(
            f'<tr class="{" ".join(classes)}" data-key="{esc(row.key)}" tabindex="-1">'
            f'<td class="num muted">{row.index}</td><td>{_mark(row)}</td>'
            f'<td class="name" title="{esc(row.title)}">{esc(row.name)}{stages}</td>'
            f'<td class="num">{row.ops_after if row.ops_after is not None else (row.ops if row.ops is not None else "")}</td>'
            f'<td class="num">{"" if delta == "" else f"{delta:+d}"}</td>'
            f'<td class="num">{size / 1024:.0f}K <span class="bar" style="width:{max(1, round(40 * size / biggest))}px"></span></td>'
            "</tr>")
    changed = sum(1 for r in rows if r.changed and not r.step)
    passes = sum(1 for r in rows if not r.step)
    html = _outcome_banner(trace.manifest.get("outcome") or {}, bool(rows)) + f"""<div class="toolbar"><label><input type="checkbox" id="changed-only"> changed passes only</label>
<span class="muted">{passes} passes, {changed} changed; <span class="kbd">j</span>/<span class="kbd">k</span> next/previous,
<span class="kbd">c</span> toggle the filter; click a row for its before/after</span></div>
<div class="timeline"><div class="passes"><table id="pass-table"><thead><tr><th class="num">#</th><th></th><th>pass</th>
<th class="num" title="ops after the pass">ops</th><th class="num" title="op delta">&#916;</th><th class="num">IR size</th></tr></thead>
<tbody>{"".join(body)}</tbody></table></div>
<div class="diffpane" id="pass-diff"><div class="diffhead muted">Select a pass to see the IR before and after it.</div></div></div>
<h3>Any two snapshots</h3>
<div class="toolbar"><select id="snap-a"></select> &#8594; <select id="snap-b"></select> <button id="snap-compare">Compare</button></div>
<div class="diffpane" id="snap-diff"></div>"""
    data = {"rows": [{"key": r.key, "name": r.name, "index": r.index, "step": r.step,
                      "before": store.ids.get(r.before) if r.before else None,
                      "after": store.ids.get(r.after) if r.after else None,
                      "changed": r.changed, "failed": r.failed, "stages": list(r.stages)} for r in rows],
            "names": {sid: name for name, sid in store.ids.items()},
            "sources": _sources(texts)}
    return Section("timeline", "Passes", html, badge=str(passes)), data
