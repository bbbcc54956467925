"""The report of ``passlab trace --autotune``: every @triton.autotune config in one sortable table
(click a header), the configs that fail to compile marked ``failed`` and those past a launch limit
(shared memory, registers, TMEM) marked ``over-limit``, with shared memory drawn against the
target's limit.

It reads the ``AutotuneReport`` ``sweep.autotune.static_autotune`` returned; the limits are that module's.
"""

from __future__ import annotations

from passlab.capture.autotune import LIMITS, AutotuneReport, ConfigRow
from passlab.report.page import Page, Section, esc


def build_autotune_page(report: AutotuneReport) -> Page:
    rows = report.rows
    page = Page("autotune", f"passlab autotune: {report.kernel}",
                f"{report.target} · {len(rows)} configs · {len(report.wasted)} would waste a real autotune run")
    page.sections.append(configs_section(report))
    page.data = {"kind": "autotune"}
    return page


def shared_limit(target: str) -> int:
    """The per-block shared memory limit (opt-in) of ``target``'s SM, as the table's check uses it."""
    sm = int(target.partition(":")[2] or 90) // 10
    return LIMITS.get(sm, LIMITS[9])[0]


def varying_params(rows: list[ConfigRow]) -> tuple[list[str], dict]:
    """The parameters whose value differs between configs (a column each) and those equal in all."""
    keys = list(dict.fromkeys(k for r in rows for k in r.params))
    fixed = {k: rows[0].params.get(k) for k in keys if len({repr(r.params.get(k)) for r in rows}) == 1}
    return ([k for k in keys if k not in fixed or len(rows) == 1], fixed if len(rows) > 1 else {})


def _ws(row: ConfigRow) -> str:
    if not row.ws_requested:
        return "-"
    if row.ws_applied:
        return "applied"
    return f"no: {row.ws_reason}" if row.ws_applied is False else "requested"


def _cell(value, css: str = "num", sort=None) -> str:
    text = "-" if value is None else str(value)
    key = "" if sort is None else f' data-sort="{esc(sort)}"'
    return f'<td class="{css}"{key}>{esc(text)}</td>'


def _shared_cell(row: ConfigRow, limit: int) -> str:
    if row.shared is None:
        return _cell(None)
    share = min(1.0, row.shared / limit)
    over = " over" if row.shared > limit else ""
    return (f'<td class="num" data-sort="{row.shared}" title="{row.shared} of {limit} bytes">{row.shared}'
            f'<span class="limitbar{over}"><span style="width:{round(100 * share)}%"></span></span></td>')


def config_row(row: ConfigRow, params: list[str], limit: int) -> str:
    classes = ["config"]
    if row.outcome != "ok":
        classes.append("failed")
    elif row.launch_failures:
        classes.append("over-limit")
    warps = f"{row.num_warps}\u2192{row.final_warps}" if row.final_warps else str(row.num_warps)
    launch = "ok" if row.usable else ("; ".join(row.launch_failures) or row.message)
    cells = [_cell(row.index),
             _cell("yes" if row.outcome == "ok" else row.outcome, "outcome"),
             _cell(_ws(row), "ws"),
             _cell(warps, "num", sort=row.final_warps or row.num_warps),
             _cell(row.registers), _shared_cell(row, limit), _cell(row.tmem),
             _cell(launch, "launch", sort="" if row.usable else launch),
             _cell(f"{row.seconds:.1f}")]
    cells += [_cell(row.params.get(k), "num" if isinstance(row.params.get(k), (int, float)) else "param") for k in params]
    return (f'<tr class="{" ".join(classes)}" data-config="{esc(row.name)}" title="{esc(row.message)}">'
            f'{"".join(cells)}</tr>')


def configs_section(report: AutotuneReport) -> Section:
    rows = report.rows
    params, fixed = varying_params(rows)
    limit = shared_limit(report.target)
    head = ['<th class="num">#</th>', "<th>compiles</th>", "<th>WS</th>", '<th class="num">warps</th>',
            '<th class="num">regs</th>', f'<th class="num" title="limit {limit} bytes">SMEM B</th>',
            '<th class="num">TMEM</th>', "<th>at launch</th>", '<th class="num">compile s</th>']
    head += [f'<th class="param">{esc(k)}</th>' for k in params]
    failed = sum(r.outcome != "ok" for r in rows)
    over = sum(r.outcome == "ok" and bool(r.launch_failures) for r in rows)
    summary = (f"<p>{len(report.wasted)} of {len(rows)} configs would waste a real autotune run: {failed} fail to "
               f"compile, {over} compile but fail at launch. Compiled in {report.wall_seconds:.1f} s with "
               f"{report.jobs} parallel compile(s).</p>")
    notes = "".join(f'<p class="muted">{esc(text)}</p>' for text in
                    ([f"Every config has {', '.join(f'{k}={v}' for k, v in fixed.items())}."] if fixed else [])
                    + ([report.note] if report.note else []))
    legend = ('<div class="legend"><span><span class="swatch" style="background:var(--del)"></span>fails to compile'
              '</span><span><span class="swatch" style="background:#fff4d6"></span>over a launch limit</span>'
              '<span class="muted">click a column header to sort</span></div>')
    table = (f'<table class="sortable configs" id="autotune-table"><thead><tr>{"".join(head)}</tr></thead>'
             f'<tbody>{"".join(config_row(r, params, limit) for r in rows)}</tbody></table>')
    return Section("configs", "Configs", summary + notes + legend + table,
                   badge=f"{len(report.wasted)}/{len(rows)} wasted" if report.wasted else str(len(rows)))
