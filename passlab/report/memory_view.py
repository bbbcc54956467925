"""The memory map: SMEM buffers (and TMEM columns on sm_100) over program order, as the allocator
placed them, against the per-block limit, with the peak named.

Drawn from the MemoryPlanner-stage snapshot (after ``allocate-shared-memory``, where ops carry
``allocation.offset``): x is the snapshot line, y the byte offset; each buffer a rectangle over its
live lines (``passlab.checks.smem``'s ``SmemBuffer`` and liveness) at its offset, plus the scratch
the allocator placed for ops (``passlab.checks.scratch``). The peak is the highest end of any
placed buffer, which is how Triton computes ``ttg.shared``; the page shows both numbers and says
why when they differ (scratch whose size the IR does not print).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from passlab.capture.trace import Trace
from passlab.checks.context import TMEM_COLUMNS, CheckInput, StageIR
from passlab.checks.dataflow import IRIndex, LiveRange
from passlab.checks.scratch import ScratchBuffer, scratch_buffers
from passlab.checks.smem import SmemBuffer, peak_live, smem_buffers
from passlab.checks.tmem import TmemAlloc, tmem_allocs
from passlab.errors import PasslabError
from passlab.graphs.partitions import analyze_partitions, ws_partitions
from passlab.ir import Operation, parse_file
from passlab.ir.locations import source_line
from passlab.report.page import Section, esc
from passlab.report.svg import Svg

STAGE = "MemoryPlanner"
# Plot geometry (px): the figure is read at a glance, so it is fixed, not fitted to the data.
LEFT, TOP, PLOT_W, PLOT_H, BOTTOM = 74, 30, 940, 280, 34
CHAR_W = 6.6                      # width of one 11 px label character, for fitting labels in boxes
MIN_H, MIN_W = 2.5, 3.0           # a barrier of 24 B in 227 KB is still visible and hoverable


@dataclass(frozen=True)
class Block:
    """One rectangle of a map: a buffer (or scratch, or TMEM allocation) at its offset while live."""

    name: str                     # SSA name ("%44") or the scratch op
    label: str                    # the kernel variable it holds, or what the scratch is
    kind: str                     # buffer | barrier | scratch | tmem
    type_text: str                # "3x64x64 x bf16"
    offset: int
    size: int | None              # None: scratch whose size the IR does not print
    live: LiveRange
    source: str = ""              # "matmul_hopper.py:24: def matmul_hopper(...)"

    @property
    def end(self) -> int:
        return self.offset + (self.size or 0)


@dataclass
class Band:
    """A WS region's lines: its ops run concurrently with the other regions' whatever their order."""

    name: str
    warps: int | None
    start: int
    end: int


@dataclass
class MemoryMap:
    """What the SMEM figure shows, computed once so the drawing and the tests read the same numbers."""

    snapshot: str
    sm: int
    limit: int
    first: int                    # the snapshot lines the x axis spans
    last: int
    blocks: list[Block]
    peak: int                     # highest end of a placed buffer of known size
    peak_line: int
    peak_blocks: list[Block]      # live at peak_line, top first
    shared: int | None            # ttg.shared of the snapshot
    metadata_shared: int | None   # what the compiled kernel reports
    live_bytes: int               # most bytes of local allocs live at once (checks.smem.peak_live)
    bands: list[Band] = field(default_factory=list)
    tmem: list[Block] = field(default_factory=list)
    tmem_size: int | None = None  # ttg.tensor_memory_size (what tcgen05.alloc takes)

    @property
    def unsized(self) -> list[Block]:
        return [b for b in self.blocks if b.size is None]

    @property
    def tmem_peak(self) -> int:
        return max((b.end for b in self.tmem), default=0)


# -- the data ------------------------------------------------------------------------------------
def memory_map(trace: Trace) -> MemoryMap | str:
    """The map of the trace's MemoryPlanner snapshot, or one line saying why there is none."""
    entry = trace.stages.get(STAGE) or {}
    if entry.get("status") != "ran" or not entry.get("snapshot"):
        outcome = trace.manifest.get("outcome") or {}
        why = entry.get("reason") or f"the compile ended ({outcome.get('code', '?')}) before memory planning"
        return f"No memory map: no {STAGE} snapshot ({why})."
    try:
        path = trace.stage_snapshot(STAGE)
        ir = StageIR(STAGE, path, entry["snapshot"], parse_file(path))
    except (PasslabError, OSError, UnicodeDecodeError) as exc:
        return f"No memory map: the {STAGE} snapshot could not be read ({exc})."
    index = ir.index
    buffers = smem_buffers(index)
    if not any(b.offset is not None for b in buffers):
        return f"No memory map: {entry['snapshot']} has no allocation.offset (memory was not planned)."
    inp = CheckInput(str(trace.path), trace.manifest.get("target", "cuda:90"), {STAGE: ir}, trace.manifest, trace.path)
    labels = {b.line: b.label for b in analyze_partitions(ir.module).buffers if b.label}   # by line: names may repeat
    blocks = [_buffer_block(b, labels) for b in buffers if b.offset is not None]
    blocks += [_scratch_block(s) for s in scratch_buffers(index)]
    funcs = [op for op in index.ops if op.name in ("tt.func", "llvm.func")] or index.ops[:1]
    first = min(op.line for op in funcs)
    last = max(index.end_line(op) for op in funcs)
    peak, peak_line, peak_blocks = _peak(blocks)
    shared = ir.module.attributes.get("ttg.shared")
    meta = trace.manifest.get("metadata") or {}
    tmem_size = ir.module.attributes.get("ttg.tensor_memory_size")
    return MemoryMap(entry["snapshot"], inp.sm, inp.smem_limit, first, last, blocks, peak, peak_line, peak_blocks,
                     shared if isinstance(shared, int) else None,
                     meta.get("shared") if isinstance(meta.get("shared"), int) else None,
                     peak_live(buffers, index)[0], _bands(index), [_tmem_block(a) for a in tmem_allocs(ir)],
                     tmem_size if isinstance(tmem_size, int) else None)


def _source(op: Operation) -> str:
    loc = op.loc
    if loc is None:
        return ""
    text = source_line(loc.file, loc.line)
    short = loc.file.rsplit("/", 1)[-1]
    return f"{short}:{loc.line}: {text.strip()}" if text is not None else f"{short}:{loc.line}"


def _shape(shape: tuple[int, ...], element: str) -> str:
    return f"{'x'.join(map(str, shape))} x {element}"


def _buffer_block(b: SmemBuffer, labels: dict[int, str]) -> Block:
    loc = b.op.loc
    label = (loc.name if loc is not None and loc.name else None) or labels.get(b.op.line) or ""
    kind = "barrier" if b.is_barrier else "buffer"
    return Block(b.name, label or ("mbarrier" if b.is_barrier else ""), kind, _shape(b.shape, b.element), b.offset,
                 b.size, b.live, _source(b.op))


def _scratch_block(s: ScratchBuffer) -> Block:
    return Block(f"{s.op.name}@{s.op.line}", s.why, "scratch", f"scratch of {s.op.name}", s.offset, s.size, s.live,
                 _source(s.op))


def _tmem_block(a: TmemAlloc) -> Block:
    rows = "" if a.size.rows == 128 else f", lanes {a.halves.start * 64}-{a.halves.stop * 64 - 1}"
    estimate = "" if a.size.exact else " (column count estimated)"
    return Block(a.op.results[0].name, (a.op.loc.name if a.op.loc is not None else None) or "", "tmem",
                 _shape(a.shape, a.op.result_types[0].element or "?") + rows + estimate,
                 a.col_offset or 0, a.columns, a.live, _source(a.op))


def _peak(blocks: list[Block]) -> tuple[int, int, list[Block]]:
    """The highest end of a sized block (what the allocator reports as ``ttg.shared``), the line in
    the top block's live range where the most bytes are live, and the blocks live there."""
    sized = [b for b in blocks if b.size]
    if not sized:
        return 0, 0, []
    peak = max(b.end for b in sized)
    top = min((b for b in sized if b.end == peak), key=lambda b: b.live.start)
    candidates = {top.live.start} | {b.live.start for b in sized if top.live.start <= b.live.start <= top.live.end}

    def live_at(line: int) -> list[Block]:
        return [b for b in sized if b.live.start <= line <= b.live.end]

    line = max(sorted(candidates), key=lambda n: sum(b.size for b in live_at(n)))
    return peak, line, sorted(live_at(line), key=lambda b: -b.end)


def _bands(index: IRIndex) -> list[Band]:
    bands = []
    for ws in index.ws_ops:
        partitions, members = ws_partitions(index.module, ws)
        for p in partitions:
            ops = members.get(p.name) or []
            if ops:
                bands.append(Band(p.name, p.num_warps, min(op.line for op in ops),
                                  max(index.end_line(op) for op in ops)))
    return bands


# -- the drawing ---------------------------------------------------------------------------------
def _kb(n: int) -> str:
    return f"{n / 1024:.1f}".rstrip("0").rstrip(".") + " KB"


def _step(top: float, steps: tuple[int, ...]) -> int:
    return next((s for s in steps if top / s <= 8), steps[-1])


@dataclass
class _Plot:
    """Maps (line, offset) to pixels."""

    first: int
    last: int
    top: float

    def x(self, line: float) -> float:
        return LEFT + (line - self.first) / max(1, self.last - self.first + 1) * PLOT_W

    def y(self, value: float) -> float:
        return TOP + PLOT_H - value / self.top * PLOT_H


def _axes(svg: Svg, plot: _Plot, ticks: range, tick_label, caption: str) -> None:
    for value in ticks:
        y = plot.y(value)
        svg.line(LEFT, y, LEFT + PLOT_W, y, cls="mem-grid")
        svg.text(LEFT - 6, y + 4, tick_label(value), cls="small muted", anchor="end")
    span = plot.last - plot.first + 1
    step = _step(span, (10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 10 ** 9))
    for line in range(math.ceil(plot.first / step) * step, plot.last + 1, step):
        svg.line(plot.x(line), TOP + PLOT_H, plot.x(line), TOP + PLOT_H + 4, cls="mem-axis")
        svg.text(plot.x(line), TOP + PLOT_H + 15, str(line), cls="small muted", anchor="middle")
    svg.text(LEFT + PLOT_W / 2, TOP + PLOT_H + 29, caption, cls="small muted", anchor="middle")


def _draw_bands(svg: Svg, plot: _Plot, bands: list[Band]) -> None:
    svg.rect(LEFT, TOP, PLOT_W, PLOT_H, cls="mem-frame")
    for k, band in enumerate(bands):
        x0, x1 = plot.x(band.start), plot.x(band.end + 1)
        svg.rect(x0, TOP, x1 - x0, PLOT_H, cls=f"mem-band mem-band-{k % 2}",
                 title=f"{band.name}: lines {band.start}-{band.end}" + (f", {band.warps} warps" if band.warps else ""))
        name = band.name.replace("partition", "p")
        if x1 - x0 >= CHAR_W * len(name) + 4:
            svg.text((x0 + x1) / 2, TOP - 5, name, cls="small muted", anchor="middle")


def _tooltip(b: Block, unit: str) -> str:
    size = "size not printed in the IR" if b.size is None else f"{b.size:,} {unit}"
    end = "" if b.size is None else f" to {b.end:,}"
    lines = [f"{b.name}" + (f" · {b.label}" if b.label else ""), f"{b.type_text} · {size}",
             f"{'column' if unit == 'columns' else 'offset'} {b.offset:,}{end}",
             f"live: lines {b.live.start}-{b.live.end}"]
    if b.source:
        lines.append(b.source)
    return "\n".join(lines)


def _box_label(b: Block, unit: str) -> str:
    size = _kb(b.size or 0) if unit == "B" else f"{b.size} col"
    return f"{b.label or b.name} · {b.type_text.split(',')[0]} · {size}"


def _draw_blocks(svg: Svg, plot: _Plot, blocks: list[Block], unit: str, peak: set[int], limit: int) -> None:
    # big first, so small buffers (barriers) stay on top and hoverable
    for b in sorted(blocks, key=lambda b: -(b.size or 0)):
        x0 = plot.x(b.live.start)
        width = max(MIN_W, plot.x(b.live.end + 1) - x0)
        if b.size is None:
            y = plot.y(b.offset)
            svg.path(f"M {x0:g} {y:g} l 5 -7 l -10 0 z", cls="mem-unsized", title=_tooltip(b, unit),
                     data_name=b.name, data_offset=b.offset)
            continue
        y1, y0 = plot.y(b.end), plot.y(b.offset)
        height = max(MIN_H, y0 - y1)
        classes = ["mem-block", f"mem-{b.kind}"]
        if id(b) in peak:
            classes.append("mem-at-peak")
        if b.end > limit:
            classes.append("mem-over")
        svg.rect(x0, y0 - height, width, height, cls=" ".join(classes), title=_tooltip(b, unit),
                 data_name=b.name, data_offset=b.offset, data_bytes=b.size)
        text = _box_label(b, unit)
        if height >= 14 and width >= 40:
            fits = int((width - 8) / CHAR_W)
            shown = text if len(text) <= fits else text[:max(0, fits - 1)] + "…"
            if len(shown) > 3:
                svg.text(x0 + 4, y0 - height / 2 + 4, shown, cls="mem-label")


def _hline(svg: Svg, plot: _Plot, value: int, cls: str, text: str, right: bool) -> None:
    y = plot.y(value)
    svg.line(LEFT, y, LEFT + PLOT_W, y, cls=cls)
    svg.text(LEFT + PLOT_W - 4 if right else LEFT + 4, y - 4, text, cls=f"{cls}-text", anchor="end" if right else None)


def smem_svg(m: MemoryMap) -> str:
    peak_over = max(m.peak, m.shared or 0)
    top_value = max(m.limit, peak_over) * 1.06
    plot = _Plot(m.first, m.last, top_value)
    step = _step(top_value, tuple(1024 * k for k in (4, 8, 16, 32, 64, 128, 256, 512, 1024, 4096, 1 << 20)))
    svg = Svg("mem-map", data_peak_bytes=m.peak, data_limit_bytes=m.limit, data_shared_bytes=m.shared,
              data_peak_line=m.peak_line, role="img", aria_label=f"SMEM map: peak {m.peak} bytes of {m.limit}")
    _draw_bands(svg, plot, m.bands)
    _axes(svg, plot, range(0, int(top_value) + 1, step), lambda v: _kb(v) if v else "0",
          f"program order: lines of {m.snapshot} (after allocate-shared-memory)")
    _draw_blocks(svg, plot, m.blocks, "B", {id(b) for b in m.peak_blocks}, m.limit)
    _hline(svg, plot, m.limit, "mem-limit", f"sm_{m.sm} limit {m.limit:,} B ({_kb(m.limit)})", right=True)
    _hline(svg, plot, m.peak, "mem-peak", f"peak {m.peak:,} B ({_kb(m.peak)})", right=False)
    x = plot.x(m.peak_line)
    svg.line(x, plot.y(m.peak), x, TOP + PLOT_H, cls="mem-peak-at", title=f"the peak's column: line {m.peak_line}")
    return svg.render()


def tmem_svg(m: MemoryMap) -> str:
    top_value = TMEM_COLUMNS * 1.08
    plot = _Plot(m.first, m.last, top_value)
    svg = Svg("mem-map mem-tmem", data_peak_columns=m.tmem_peak, data_limit_columns=TMEM_COLUMNS,
              data_tmem_size=m.tmem_size, role="img", aria_label=f"TMEM map: {m.tmem_peak} of {TMEM_COLUMNS} columns")
    _draw_bands(svg, plot, m.bands)
    _axes(svg, plot, range(0, TMEM_COLUMNS + 1, 128), str, f"program order: lines of {m.snapshot}")
    _draw_blocks(svg, plot, m.tmem, "columns", set(), TMEM_COLUMNS)
    _hline(svg, plot, TMEM_COLUMNS, "mem-limit", f"{TMEM_COLUMNS} columns (128 lanes each)", right=True)
    _hline(svg, plot, m.tmem_peak, "mem-peak", f"highest column in use {m.tmem_peak}", right=False)
    return svg.render()


# -- the section ---------------------------------------------------------------------------------
def _summary(m: MemoryMap) -> str:
    free = m.limit - m.peak
    fit = (f'<span class="ok">{free:,} B under it</span>' if free >= 0
           else f'<span class="sev-error">{-free:,} B over it</span>')
    head = f'<b>peak {m.peak:,} B</b> ({_kb(m.peak)}) at line {m.peak_line}'
    if m.shared is not None and m.shared == m.peak:
        head += " = <code>ttg.shared</code>"
    parts = [head, f'sm_{m.sm} limit {m.limit:,} B: {fit}']
    if m.shared is not None and m.shared != m.peak:
        unsized = ", ".join(f"{b.type_text.removeprefix('scratch of ')} at {b.offset:,}" for b in m.unsized) or "none"
        parts.append(f'<span class="warn"><code>ttg.shared</code> is {m.shared:,} B: {m.shared - m.peak:+,} B from '
                     f'scratch whose size the IR does not print ({esc(unsized)})</span>')
    if m.metadata_shared is not None and m.metadata_shared != m.shared:
        parts.append(f'<span class="warn">the compiled kernel reports shared = {m.metadata_shared:,} B</span>')
    parts.append(f'at most {m.live_bytes:,} B of buffers live at once (the rest is placement gaps and scratch)')
    made = "; ".join(f"<code>{esc(b.name)}</code> {esc(b.label)} [{b.offset:,}, {b.end:,})" for b in m.peak_blocks[:6])
    more = f" and {len(m.peak_blocks) - 6} more" if len(m.peak_blocks) > 6 else ""
    return (f'<p class="mem-summary">{" · ".join(parts)}</p>'
            f'<p class="mem-made muted">live at the peak, top first: {made}{more}</p>')


def _table(blocks: list[Block], peak: set[int], unit: str) -> str:
    rows = []
    for b in sorted(blocks, key=lambda b: (-b.offset, b.live.start)):
        size = "?" if b.size is None else f"{b.size:,}"
        end = "" if b.size is None else f"{b.end:,}"
        cls = ' class="mem-at-peak"' if id(b) in peak else ""
        rows.append(f"<tr{cls}><td><code>{esc(b.name)}</code></td><td>{esc(b.label)}</td><td>{esc(b.type_text)}</td>"
                    f'<td class="num">{size}</td><td class="num">{b.offset:,}</td><td class="num">{end}</td>'
                    f'<td class="num">{b.live.start}-{b.live.end}</td><td class="mono">{esc(b.source)}</td></tr>')
    what = "bytes" if unit == "B" else "columns"
    first = "offset" if unit == "B" else "column"
    return (f'<table class="mem-table"><thead><tr><th>buffer</th><th>holds</th><th>shape x dtype</th>'
            f'<th class="num">{what}</th><th class="num">{first}</th><th class="num">end</th>'
            f'<th class="num">live lines</th><th>source</th></tr></thead><tbody>{"".join(rows)}</tbody></table>')


def memory_section(trace: Trace, check_report=None) -> Section | None:
    """The Memory tab: the SMEM map, the TMEM map when the kernel allocates tensor memory, and
    every buffer in a table; one line of why when memory was never planned."""
    m = memory_map(trace)
    if isinstance(m, str):
        return Section("memory", "Memory", f'<p class="mem-none muted">{esc(m)}</p>', badge="none")
    peak = {id(b) for b in m.peak_blocks}
    legend = ('<div class="mem-legend small"><span class="mem-key mem-buffer"></span>buffer '
              '<span class="mem-key mem-barrier"></span>mbarrier <span class="mem-key mem-scratch"></span>scratch '
              '<span class="mem-key mem-at-peak"></span>live at the peak '
              '<span class="mem-key mem-over"></span>above the limit'
              + (' <span class="mem-key mem-band-0"></span>WS region' if m.bands else "") + '</div>')
    body = [_summary(m), legend, f'<div class="drawing mem-smem">{smem_svg(m)}</div>',
            f'<details class="mem-details"><summary>SMEM buffers ({len(m.blocks)})</summary>'
            f'{_table(m.blocks, peak, "B")}</details>']
    if m.tmem:
        size = (f"; <code>ttg.tensor_memory_size</code> {m.tmem_size} (the allocation rounds up to a power of two)"
                if m.tmem_size is not None else "")
        body += [f'<h3>TMEM</h3><p class="mem-summary"><b>{m.tmem_peak} of {TMEM_COLUMNS} columns</b> in use at '
                 f'the highest{size}</p>',
                 f'<div class="drawing mem-tmem-fig">{tmem_svg(m)}</div>',
                 f'<details class="mem-details"><summary>TMEM allocations ({len(m.tmem)})</summary>'
                 f'{_table(m.tmem, set(), "columns")}</details>']
    badge = f"{_kb(m.peak)} / {_kb(m.limit)}"
    return Section("memory", "Memory", "\n".join(body), badge=badge, alert=m.peak > m.limit)
