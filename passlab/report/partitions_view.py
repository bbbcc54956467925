"""The report's WS view: partitions as warp groups and the channels between them, per WS stage.

Each WS stage's snapshot is read with ``analyze_partitions`` (the model ``passlab graph`` and the
checks use); a stage gets a figure only when its partitions or channels differ from the last one
drawn, so the page shows where the pipeline (TaskPartition -> WSCodePartition -> WSLowerToken ->
MemoryPlanner) actually changes them. A kernel without WS gets one line saying why, never a
drawing of unconnected boxes.

The figure is a swimlane drawing laid out by fixed rules: one column per partition (a group box
with its warps, registers, task ids and op count, and a lifeline), one row per channel (an arrow
producer -> consumer carrying the buffer's name, ring depth drawn as slots, shape, and its
full/empty mbarriers). Rows never cross, so it stays legible at any partition count.
"""

from __future__ import annotations

from dataclasses import dataclass

from passlab.capture.stages import STAGE_NAMES, stage_map_of
from passlab.capture.trace import Trace
from passlab.errors import PasslabError
from passlab.graphs.partitions import Channel, Partition, PartitionModel, SmemBuffer, analyze_partitions
from passlab.ir import parse_file
from passlab.report.page import Section, esc
from passlab.report.svg import Svg

# The stages whose "not run" reason says why a kernel has no WS (SWP and the memory planner run
# for every kernel).
WS_STAGES = STAGE_NAMES[:5]
# Hopper's WSCodePartition guards channels with nvws tokens; WSLowerToken turns them into mbarriers.
TOKEN_OPS = ("nvws.producer_acquire", "nvws.consumer_release")
NO_PARTITIONS = "no partitions passlab can read in this IR (no ttg.warp_specialize regions, no async_task_id tags)"

# Layout, in px. Text widths are estimated per character (system-ui at 12px / 10px).
PAD = 8
HEAD_H = 60
ROW_H = 50
CHAR_W = 6.8
SMALL_W = 5.8
MIN_COL_W = 150
SLOT_W, SLOT_H, SLOT_GAP, MAX_SLOTS = 7, 12, 2, 8


@dataclass
class StageView:
    """One WS stage as the view shows it: drawn, the same as an earlier figure, or why not."""

    stage: str
    status: str                          # drawn | unchanged | empty | not run | unreadable
    note: str = ""
    description: str = ""
    model: PartitionModel | None = None
    tokens: bool = False                 # channels synchronised by nvws tokens (no mbarriers yet)
    drawn_as: str | None = None          # the stage whose figure shows this one's partitions


def _signature(model: PartitionModel, tokens: bool) -> tuple:
    """What a figure shows; op counts and line numbers move with every rewrite and are left out."""
    parts = tuple((p.name, p.num_warps, p.requested_registers, p.actual_registers, p.task_ids)
                  for p in model.partitions)
    channels = tuple((c.buffer, c.producer, c.consumer, c.copies, tuple(c.full), tuple(c.empty), c.label, c.source)
                     for c in model.channels)
    return model.mode, parts, channels, tokens


def stage_views(trace: Trace) -> list[StageView]:
    """Every WS stage in pipeline order, each compared with the last figure drawn before it."""
    rules = {rule.stage: rule for rule in stage_map_of(trace.manifest).rules}
    views: list[StageView] = []
    last: StageView | None = None
    for stage in STAGE_NAMES:
        info = trace.stages.get(stage) or {}
        rule = rules.get(stage)
        view = StageView(stage, "not run", str(info.get("reason") or ""), rule.description if rule else "")
        views.append(view)
        if info.get("status") != "ran":
            continue
        try:
            module = parse_file(trace.stage_snapshot(stage))
        except PasslabError as exc:
            view.status, view.note = "unreadable", f"its snapshot could not be read: {exc}"
            continue
        view.model = analyze_partitions(module)
        view.tokens = any(module.find(name) for name in TOKEN_OPS)
        if not view.model.partitions:
            view.status, view.note = "empty", NO_PARTITIONS
        elif last is not None and _signature(last.model, last.tokens) == _signature(view.model, view.tokens):
            view.status, view.drawn_as = "unchanged", last.stage
            ops = ", ".join(f"{p.name} {p.ops}" for p in view.model.partitions)
            view.note = f"partitions and channels unchanged from {last.stage} (ops: {ops})"
        else:
            view.status, view.drawn_as, view.note = "drawn", stage, ""
            last = view
    return views


def no_ws_reason(trace: Trace) -> str:
    """Why no stage has partitions: the first WS stage's own "not run" reason, skipping stages the
    pipeline does not have at all (Gluon's TaskPartition is written by hand, Blackwell has no
    DataPartition)."""
    rules = {rule.stage: rule for rule in stage_map_of(trace.manifest).rules}
    for stage in WS_STAGES:
        info = trace.stages.get(stage) or {}
        rule = rules.get(stage)
        if info.get("status") != "ran" and info.get("reason") and not (rule and rule.absent):
            return str(info["reason"])
    return "the WS stages ran, but no ttg.warp_specialize or async_task_id partitions appear in their IR"


# -- the figure ---------------------------------------------------------------------------------
def _registers(p: Partition) -> str:
    regs = p.actual_registers or p.requested_registers
    if regs is None:
        return ""
    asked = f" (asked {p.requested_registers})" if p.requested_registers and p.actual_registers \
        and p.requested_registers != p.actual_registers else ""
    return f"{regs} regs{asked}"


def _partition_lines(p: Partition) -> tuple[str, str]:
    warps = f"{p.num_warps} warp{'s' if p.num_warps != 1 else ''}" if p.num_warps else ""
    first = " · ".join(s for s in (warps, _registers(p)) if s)
    tasks = f"task {','.join(map(str, p.task_ids))}" if p.task_ids else ""
    second = " · ".join(s for s in (tasks, f"{p.ops} ops") if s)
    return first, second


def _partition_tip(p: Partition) -> str:
    return (f"{p.name}: {p.num_warps or '?'} warps; registers requested {p.requested_registers or '-'}, "
            f"actual {p.actual_registers or '-'}; task ids {', '.join(map(str, p.task_ids)) or '-'}; "
            f"{p.ops} ops; starts at line {p.line} of the snapshot")


def _shape(buffer: SmemBuffer | None, copies: int) -> str:
    if buffer is None:
        return ""
    # memdesc<3x64x64> indexed per stage is 3 copies of 64x64; memdesc<1x128x128> is one 128x128
    ring = len(buffer.shape) > 1 and (copies > 1 or buffer.shape[0] == 1)
    dims = buffer.shape[1:] if ring else buffer.shape
    space = " TMEM" if buffer.memory_space and "tensor_memory" in buffer.memory_space else ""
    depth = f"{copies} × " if copies > 1 else ""
    return f"{depth}{'x'.join(map(str, dims))} {buffer.dtype or '?'}{space}"


def channel_key(c: Channel) -> tuple:
    """A channel across stages: SSA names change with every rewrite, the variable and the ends do not."""
    return (c.label or c.buffer, c.producer, c.consumer)


def _guard_text(c: Channel, tokens: bool, guarded_at: str | None = None) -> str:
    missing = " and ".join(kind for kind, names in (("full", c.full), ("empty", c.empty)) if not names)
    if c.guarded:
        return f"full {', '.join(c.full)} · empty {', '.join(c.empty)}"
    if tokens:
        return "nvws tokens"
    if guarded_at:
        return f"no {missing} barrier yet (added by {guarded_at})"
    return f"⚠ unguarded: no {missing} barrier"


def _channel_title(c: Channel, buffer: SmemBuffer | None) -> str:
    name = f"{c.label} ({c.buffer})" if c.label else c.buffer
    source = f", filled from {c.source}" if c.source else ""
    size = f" ({buffer.bytes} B)" if buffer and buffer.bytes else ""
    return (f"{name}{source}: {c.producer} → {c.consumer}; {_shape(buffer, c.copies)}{size}; "
            f"full barrier {', '.join(c.full) or 'none'} (producer arrives, consumer waits); "
            f"empty barrier {', '.join(c.empty) or 'none'} (consumer arrives, producer waits)")


def _channel_text(c: Channel, buffer: SmemBuffer | None, tokens: bool,
                  guarded_at: str | None = None) -> tuple[str, str]:
    head = c.label or c.buffer
    if c.source:
        head += f" ← {c.source}"
    shape = _shape(buffer, c.copies)
    return head, " · ".join(s for s in (shape, _guard_text(c, tokens, guarded_at)) if s)


def _column_width(model: PartitionModel, buffers: dict[str, SmemBuffer], tokens: bool,
                  guarded_later: dict[tuple, str]) -> float:
    """Wide enough for every partition header, and for every channel label centred between two
    neighbouring lifelines (a label may run over the lifelines beside it: its halo keeps it legible)."""
    widths = [MIN_COL_W]
    for p in model.partitions:
        first, second = _partition_lines(p)
        widths += [len(p.name) * CHAR_W + 28, len(first) * CHAR_W + 28, len(second) * SMALL_W + 28]
    for c in model.channels:
        head, foot = _channel_text(c, buffers.get(c.buffer), tokens,
                                   None if c.guarded else guarded_later.get(channel_key(c)))
        widths += [len(head) * CHAR_W / 2 + 16, len(foot) * SMALL_W / 2 + 16]
    return round(max(widths))


def _markers(stage: str) -> tuple[str, str, str]:
    """Arrowheads with ids of this figure's own (several figures share the page)."""
    ok, bad = f"ws-arrow-{stage}", f"ws-arrow-bad-{stage}"
    head = 'viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"'
    defs = (f'<defs><marker id="{esc(ok)}" {head}><path d="M 0 0 L 10 5 L 0 10 z" class="ws-head"/></marker>'
            f'<marker id="{esc(bad)}" {head}><path d="M 0 0 L 10 5 L 0 10 z" class="ws-head-bad"/></marker></defs>')
    return defs, f"url(#{ok})", f"url(#{bad})"


def draw_partitions(model: PartitionModel, stage: str, tokens: bool = False,
                    guarded_later: dict[tuple, str] | None = None) -> str:
    """The swimlane SVG of one stage's partitions and channels. ``guarded_later``: channel key -> the
    later stage that gives a channel unguarded here its missing barrier (drawn as pending, not red:
    the kernel that runs has it)."""
    guarded_later = guarded_later or {}
    buffers = {b.name: b for b in model.buffers}
    col_w = _column_width(model, buffers, tokens, guarded_later)
    bottom = PAD + HEAD_H + (12 + len(model.channels) * ROW_H if model.channels else 0)
    svg = Svg("ws-figure", data_stage=stage, data_mode=model.mode, role="img",
              aria_label=f"{stage}: {len(model.partitions)} partitions, {len(model.channels)} channels")
    defs, arrow_ok, arrow_bad = _markers(stage)
    svg.parts.append(defs)
    centre: dict[str, float] = {}
    for i, p in enumerate(model.partitions):
        x0 = PAD + i * col_w
        centre[p.name] = x0 + col_w / 2
        _draw_partition(svg, p, x0, col_w, bottom)
    for j, c in enumerate(model.channels):
        top = PAD + HEAD_H + 12 + j * ROW_H
        if c.producer in centre and c.consumer in centre:
            _draw_channel(svg, c, buffers.get(c.buffer), centre[c.producer], centre[c.consumer], top, tokens,
                          arrow_ok, arrow_bad, None if c.guarded else guarded_later.get(channel_key(c)))
    return svg.render()


def _draw_partition(svg: Svg, p: Partition, x0: float, col_w: float, bottom: float) -> None:
    first, second = _partition_lines(p)
    cx = x0 + col_w / 2
    svg.open_group("ws-partition" + (" ws-idle" if p.ops <= 1 else ""), title=_partition_tip(p),
                   data_partition=p.name, data_warps=p.num_warps,
                   data_registers=p.actual_registers or p.requested_registers, data_ops=p.ops)
    lane = bottom > PAD + HEAD_H           # a lifeline only when channels are drawn below the headers
    if lane:
        svg.rect(x0 + 6, PAD, col_w - 12, bottom - PAD, cls="ws-group", rx=8)
    svg.rect(x0 + 6, PAD, col_w - 12, HEAD_H - 6, cls="ws-head-box", rx=8)
    svg.text(cx, PAD + 19, p.name, cls="ws-name", anchor="middle")
    if first:
        svg.text(cx, PAD + 35, first, anchor="middle")
    svg.text(cx, PAD + 49, second, cls="small muted", anchor="middle")
    if lane:
        svg.line(cx, PAD + HEAD_H - 6, cx, bottom - 4, cls="ws-lifeline")
    svg.close_group()


def _draw_channel(svg: Svg, c: Channel, buffer: SmemBuffer | None, x_from: float, x_to: float, top: float,
                  tokens: bool, arrow_ok: str, arrow_bad: str, guarded_at: str | None = None) -> None:
    ok = c.guarded or tokens or guarded_at is not None
    head, foot = _channel_text(c, buffer, tokens, guarded_at)
    y = top + 22
    step = 1 if x_to > x_from else -1
    mid = (x_from + x_to) / 2
    svg.open_group("ws-channel" + ("" if ok else " ws-unguarded"), title=_channel_title(c, buffer),
                   data_channel=c.buffer, data_producer=c.producer, data_consumer=c.consumer, data_copies=c.copies,
                   data_label=c.label or "", data_source=c.source or "", data_full=" ".join(c.full),
                   data_empty=" ".join(c.empty), data_guarded="yes" if c.guarded else "no")
    svg.rect(min(x_from, x_to) + 2, top + 2, abs(x_to - x_from) - 4, ROW_H - 6, cls="ws-hit")
    svg.line(x_from + 4 * step, y, x_to - 3 * step, y, cls="ws-arrow", marker_end=arrow_ok if ok else arrow_bad)
    svg.rect(x_from - 3, y - 3, 6, 6, cls="ws-port", rx=3)
    _draw_slots(svg, mid, y, c.copies)
    svg.text(mid, top + 10, head, cls="ws-label", anchor="middle")
    svg.text(mid, top + 40, foot, cls="small ws-foot" + ("" if ok else " ws-warn"), anchor="middle")
    svg.close_group()


def _draw_slots(svg: Svg, mid: float, y: float, copies: int) -> None:
    """The ring's depth as ``copies`` small slots on the arrow (at most MAX_SLOTS, then "+N")."""
    shown = min(copies, MAX_SLOTS)
    width = shown * SLOT_W + (shown - 1) * SLOT_GAP
    x = mid - width / 2
    for k in range(shown):
        svg.rect(x + k * (SLOT_W + SLOT_GAP), y - SLOT_H / 2, SLOT_W, SLOT_H, cls="ws-slot", rx=1)
    if copies > shown:
        svg.text(x + width + 4, y + 4, f"+{copies - shown}", cls="small muted")


# -- the section --------------------------------------------------------------------------------
def _stage_item(view: StageView) -> str:
    text = {"drawn": "drawn below", "unchanged": view.note}.get(view.status, f"{view.status}: {view.note}")
    return (f'<li class="ws-stage-item ws-{esc(view.status.replace(" ", "-"))}" data-ws-stage="{esc(view.stage)}" '
            f'data-status="{esc(view.status)}" data-drawn-as="{esc(view.drawn_as or "")}">'
            f'<span class="stage">{esc(view.stage)}</span> <span class="muted">{esc(text)}</span></li>')


def _no_channels(model: PartitionModel) -> str:
    if model.channels:
        return ""
    why = ("ops are only tagged with async_task_id: buffers and channels appear at WSCodePartition"
           if model.mode == "async_task_id" else "no channels between the partitions")
    return f'<div class="ws-loose muted" data-no-channels="1">{esc(why)}</div>'


def _loose_buffers(model: PartitionModel) -> str:
    """Buffers no channel runs through (epilogue staging, accumulators of one partition)."""
    used = {c.buffer for c in model.channels}
    loose = [b for b in model.buffers if b.name not in used]
    if not loose or model.mode != "warp_specialize":
        return ""
    items = ", ".join(f'<span class="mono" title="{esc(b.loc or "")}">{esc(b.label or b.name)}</span> '
                      f'{esc(_shape(b, b.copies))}' for b in loose)
    return f'<div class="ws-loose muted">Buffers in no channel: {items}</div>'


def _figure(view: StageView, guarded_later: dict[tuple, str]) -> str:
    model = view.model
    desc = f' <span class="muted">{esc(view.description)}</span>' if view.description else ""
    return (f'<figure class="ws-stage-figure" data-stage="{esc(view.stage)}">'
            f'<figcaption><span class="stage">{esc(view.stage)}</span> {len(model.partitions)} partitions, '
            f'{len(model.channels)} channels{desc}</figcaption>'
            f'<div class="drawing">{draw_partitions(model, view.stage, view.tokens, guarded_later)}</div>'
            f'{_no_channels(model)}{_loose_buffers(model)}</figure>')


LEGEND = ('<p class="ws-legend muted">Columns are partitions (warp groups); each arrow is a channel from the '
          'partition that writes a buffer to the one that reads it, its slots the buffer\'s copies (ring depth), '
          'with the <b>full</b> barrier the consumer waits on and the <b>empty</b> barrier the producer waits on. '
          '<span class="ws-warn">Red</span> arrows lack one of them; "nvws tokens" (Hopper WSCodePartition) '
          'become mbarriers at WSLowerToken. Hover for details.</p>')


def _guarded_later(views: list[StageView], view: StageView) -> dict[tuple, str]:
    """Channel key -> the first stage after ``view`` where that channel has both barriers."""
    out: dict[tuple, str] = {}
    for later in views[views.index(view) + 1:]:
        for c in (later.model.channels if later.model else ()):
            if c.guarded:
                out.setdefault(channel_key(c), later.stage)
    return out


def partitions_section(trace: Trace, check_report=None) -> Section | None:
    """The "Partitions" tab: one figure per WS stage that changes the partitions or channels, or
    one line saying why this kernel has none."""
    views = stage_views(trace)
    drawn = [v for v in views if v.status == "drawn"]
    if not drawn:
        reason = no_ws_reason(trace)
        body = (f'<p class="ws-none-note" data-no-ws="1">Warp specialization did not run for this kernel: '
                f'{esc(reason)}</p>')
        return Section("partitions", "Partitions", body, badge="no WS")
    final = drawn[-1].model
    stages = "".join(_stage_item(v) for v in views)
    body = (f'{LEGEND}<ol class="ws-stages">{stages}</ol>'
            + "".join(_figure(v, _guarded_later(views, v)) for v in drawn))
    return Section("partitions", "Partitions", body, badge=f"{len(final.partitions)}")
