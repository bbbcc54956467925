"""The report's Partitions view: what a kernel author reads off it must be what passlab's partition
model says of the trace (partitions with their warps, channels with their buffer, ends, depth and
guard), on the Hopper, Blackwell and Gluon paths; a kernel without WS gets the reason, not boxes."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from passlab.capture.stages import STAGE_NAMES
from passlab.graphs.partitions import Channel, Partition, PartitionModel, SmemBuffer, analyze_partitions
from passlab.ir import parse_file
from passlab.report.browser import open_in
from passlab.report.page import write
from passlab.report.partitions_view import draw_partitions, partitions_section, stage_views
from passlab.report.trace_report import build_trace_page

WS_TRACES = {
    "hopper": ("matmul_hopper", {}),
    "blackwell": ("fa_hopper", {"target": "cuda:100"}),
    "gluon": ("fa_hopper_gluon", {}),
}


def _final_ws_stage(trace) -> tuple[str, PartitionModel]:
    """The last stage that ran whose IR has partitions, read the way ``passlab graph`` reads it."""
    for stage in reversed(STAGE_NAMES):
        if trace.stages[stage]["status"] == "ran":
            model = analyze_partitions(parse_file(trace.stage_snapshot(stage)))
            if model.partitions:
                return stage, model
    raise AssertionError("no stage with partitions")


def _open_partitions(report_browser, trace, tmp_path):
    path = tmp_path / "report.html"
    write(build_trace_page(trace), path)
    opened = open_in(report_browser, path)
    assert opened.page.locator('nav a[data-tab="partitions"]').count() == 1, "no Partitions tab"
    return opened, opened.tab("partitions")


def _attrs(locator, names: tuple[str, ...]) -> list[tuple]:
    return [tuple(row) for row in locator.evaluate_all(
        "(els, names) => els.map(e => names.map(n => e.getAttribute(n)))", list(names))]


@pytest.mark.parametrize("path", list(WS_TRACES))
def test_final_stage_figure_shows_the_partition_model(trace_of, report_browser, tmp_path, path):
    kernel, options = WS_TRACES[path]
    trace = trace_of(kernel, **options)
    stage, model = _final_ws_stage(trace)
    opened, section = _open_partitions(report_browser, trace, tmp_path)

    item = section.locator(f'li[data-ws-stage="{stage}"]')
    drawn_as = item.get_attribute("data-drawn-as")
    assert drawn_as, item.inner_text()
    figure = section.locator(f'svg[data-stage="{drawn_as}"]')
    assert figure.is_visible()

    parts = _attrs(figure.locator("[data-partition]"), ("data-partition", "data-warps"))
    assert parts == [(p.name, str(p.num_warps)) for p in model.partitions]
    channels = _attrs(figure.locator("[data-channel]"),
                      ("data-channel", "data-producer", "data-consumer", "data-copies", "data-guarded"))
    assert channels == [(c.buffer, c.producer, c.consumer, str(c.copies), "yes" if c.guarded else "no")
                        for c in model.channels]
    assert model.channels, "every shipped WS kernel hands buffers between partitions"
    # What the arrow says: the buffer's name and its barriers, readable without hovering.
    first = model.channels[0]
    text = figure.locator("[data-channel]").first.text_content()
    assert (first.label or first.buffer) in text and first.full[0] in text
    assert opened.console_errors == []
    assert opened.requests == []


def test_hopper_figures_follow_the_ws_pipeline(trace_of):
    """One figure per stage that changes partitions or channels, in pipeline order; the others
    point at the figure that shows them."""
    views = stage_views(trace_of("matmul_hopper"))
    assert [v.stage for v in views if v.status == "drawn"] == \
        ["TaskPartition", "WSCodePartition", "WSLowerToken", "MemoryPlanner"]
    by_stage = {v.stage: v for v in views}
    assert by_stage["TaskIdPropagate"].drawn_as == "TaskPartition"
    assert by_stage["SWP"].status == "unchanged" and by_stage["SWP"].drawn_as == "WSLowerToken"
    # Before WSLowerToken the hand-offs are nvws tokens, not missing barriers.
    assert by_stage["WSCodePartition"].tokens and not by_stage["WSLowerToken"].tokens


def test_unguarded_channel_is_marked_red_in_the_blackwell_lowering(trace_of):
    """fa_hopper on sm_100: at WSLowerToken the qk TMEM channel has no empty barrier yet (SWP adds it)."""
    views = {v.stage: v for v in stage_views(trace_of("fa_hopper", target="cuda:100"))}
    lowered = views["WSLowerToken"]
    unguarded = [c for c in lowered.model.channels if not c.guarded]
    assert unguarded
    root = ET.fromstring(draw_partitions(lowered.model, "WSLowerToken"))
    marked = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if "ws-unguarded" in (g.get("class") or "")]
    assert [g.get("data-channel") for g in marked] == [c.buffer for c in unguarded]
    assert all("unguarded" in "".join(g.itertext()) for g in marked)


def test_non_ws_kernel_shows_the_reason_not_boxes(trace_of, report_browser, tmp_path):
    trace = trace_of("matmul_hopper", WARP_SPECIALIZE=False)
    reason = trace.stages["WSLowerToken"]["reason"]
    opened, section = _open_partitions(report_browser, trace, tmp_path)
    note = section.locator("[data-no-ws]")
    assert reason and reason in note.inner_text()
    assert section.locator("svg").count() == 0
    assert section.locator("[data-partition]").count() == 0
    assert opened.console_errors == [] and opened.requests == []


def test_figure_escapes_ir_names():
    """Partition and buffer names come from the IR: markup in them stays text."""
    evil = '<script>alert(1)</script>"'
    model = PartitionModel(
        partitions=[Partition(evil, 0, 4), Partition("partition0", 1, 1, 24, 24)],
        buffers=[SmemBuffer("%b", (2, 64, 64), "bf16", 16384, 2, "#ttg.shared_memory", 1, label=evil)],
        barriers=[], accesses=[],
        channels=[Channel("%b", "partition0", evil, 2, ["%full"], [], label=evil)],
        mode="warp_specialize")
    text = draw_partitions(model, evil)
    assert "<script>" not in text
    root = ET.fromstring(text)          # well-formed: nothing the names held broke out of an attribute
    parts = [g.get("data-partition") for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("data-partition")]
    assert parts == [evil, "partition0"]
    assert "no empty barrier" in "".join(root.itertext())


def test_a_barrier_a_later_stage_adds_is_pending_not_red(trace_of):
    """The report draws fa_hopper's qk channel at WSLowerToken as waiting for SWP's empty barrier, not
    as a defect: the kernel that runs has the barrier (and `passlab check` reports nothing)."""
    trace = trace_of("fa_hopper", target="cuda:100")
    body = partitions_section(trace).body
    figure = body[body.index('data-stage="WSLowerToken"'):]
    figure = figure[:figure.index("</figure>")]
    assert "ws-unguarded" not in figure
    assert "no empty barrier yet (added by SWP)" in figure
